import { OrderState } from '@hangar/domain/contracts/orders';
import { OrderType } from '@hangar/domain/contracts/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../../platform/db/tenant';
import { expectAsAnswered } from '../../test/abilities';
import type { Actor } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { makeMaterial, makeUnit, makeWarehouse } from '../store-order/store-order.testkit';
import { makeCard, makeOrder, makeWorkCard, orderEvent } from './order-parts.testkit';

// Row abilities of the parts of an order (docs/architecture.md "Row abilities"): each line answers issue / return /
// release by the endpoints' grants, the issue desk's right for issue and return, and partRefusal (the order's state,
// a material, an open or outstanding quantity); each write then does exactly that.

let t: TestApp;
let a: Company;
let storeman: Actor;
let mechanic: Actor;
let viewer: Actor;
let planeId: number;
let modelId: number;
let warehouse: number;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    planes: { plane: { model: 'model' } },
    members: {
      storeman: [
        { view: 'maintain-order', functions: ['Execute'] },
        { view: 'store-deliver', functions: ['Execute'] },
      ],
      mechanic: [{ view: 'maintain-order', functions: ['Execute'] }],
      viewer: [{ view: 'maintain-order', functions: [] }],
    },
  });
  ({ t, a, storeman, mechanic, viewer } = w);
  planeId = w.plane.id;
  modelId = w.model.id;
  const db = t.db.kysely;
  const unit = await makeUnit(db, a.companyId);
  warehouse = await makeWarehouse(db, a.companyId, 'Main');
  const filter = await makeMaterial(db, a.companyId, { name: 'Filter', model: 'F-1', unit });
  const draft = await call('StoreOrder/Add', a.admin.token, {
    type: OrderType.PurchaseFund,
    warehouse,
    items: [{ material: filter, quantity: 10 }],
  });
  await call('StoreOrder/Confirm', a.admin.token, { id: draft.json().body.id });
});
afterAll(() => t.close());

const call = (path: string, token: string, body: unknown) => t.call({ url: `/api/${path}`, token, body });
type Row = { id: number; name: string; abilities: { issue: boolean; return: boolean; release: boolean } };
async function rows(order: number, token: string): Promise<Row[]> {
  const res = await call('OrderPart/Query', token, { order });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

async function released() {
  const db = t.db.kysely;
  const workCard = await makeWorkCard(db, modelId, [
    { name: 'Filter', model: 'F-1', quantity: 1 },
    { name: 'Gasket', model: 'G-404', quantity: 1 },
  ]);
  const order = await makeOrder(db, a.companyId, planeId);
  await makeCard(db, a.companyId, order, { workCard });
  await orderEvent(t, 'orderReleased', { companyId: a.companyId, planeId, orderId: order.id }, { state: 1 });
  return order.id;
}

const issue = (order: number, part: number, token: string) =>
  call('OrderPart/Issue', token, { order, lines: [{ part, quantity: 1, warehouse }] });
const giveBack = (order: number, part: number, token: string) =>
  call('OrderPart/Return', token, { order, lines: [{ part, quantity: 1, warehouse }] });

describe('row abilities', () => {
  it('a reader is offered nothing and refused every write', async () => {
    const order = await released();
    for (const row of await rows(order, viewer.token)) {
      expect(row.abilities).toEqual({ issue: false, return: false, release: false });
      expectAsAnswered(await issue(order, row.id, viewer.token), false, null);
      expectAsAnswered(await giveBack(order, row.id, viewer.token), false, null);
      expectAsAnswered(await call('OrderPart/Release', viewer.token, { part: row.id }), false, null);
    }
  });

  it('the order’s Execute alone releases but moves no stock', async () => {
    const order = await released();
    const [filter] = await rows(order, mechanic.token);
    expect(filter.abilities).toEqual({ issue: false, return: false, release: true });
    expectAsAnswered(await issue(order, filter.id, mechanic.token), false, null);
    expectAsAnswered(await giveBack(order, filter.id, mechanic.token), false, null);
    expectAsAnswered(await call('OrderPart/Release', mechanic.token, { part: filter.id }), true, null);
  });

  it('with the issue desk’s right: issue, return and release as each line’s rule says', async () => {
    const order = await released();
    let [filter, gasket] = await rows(order, storeman.token);
    expect(filter.abilities).toEqual({ issue: true, return: false, release: true });
    expect(gasket.abilities).toEqual({ issue: false, return: false, release: true });
    const named = (r: Row, partNumber: string) => ({ name: r.name, partNumber });
    expectAsAnswered(
      await issue(order, gasket.id, storeman.token),
      false,
      'orderPart.notInCatalogue',
      named(gasket, 'G-404'),
    );
    expectAsAnswered(
      await giveBack(order, filter.id, storeman.token),
      false,
      'orderPart.nothingIssued',
      named(filter, 'F-1'),
    );
    expectAsAnswered(await issue(order, filter.id, storeman.token), true, null);
    [filter, gasket] = await rows(order, storeman.token);
    expect(filter.abilities).toEqual({ issue: false, return: true, release: false });
    expectAsAnswered(
      await call('OrderPart/Release', storeman.token, { part: filter.id }),
      false,
      'orderPart.nothingOpen',
      named(filter, 'F-1'),
    );
    expectAsAnswered(await giveBack(order, filter.id, storeman.token), true, null);
    expectAsAnswered(await call('OrderPart/Release', storeman.token, { part: gasket.id }), true, null);
  });

  it('an order no longer open offers nothing', async () => {
    const order = await released();
    await tenant(t.db.kysely, a.companyId)
      .update('production_order')
      .set({ state: OrderState.Closed })
      .where('id', '=', order)
      .execute();
    const [filter] = await rows(order, storeman.token);
    expect(filter.abilities).toEqual({ issue: false, return: false, release: false });
    expectAsAnswered(await issue(order, filter.id, storeman.token), false, 'orderPart.orderNotOpen');
    expectAsAnswered(
      await call('OrderPart/Release', storeman.token, { part: filter.id }),
      false,
      'orderPart.orderNotOpen',
    );
  });
});
