import { ObjType } from '@hangar/domain/codes';
import { RemovedState } from '@hangar/domain/contracts/order-parts';
import { OrderState } from '@hangar/domain/contracts/orders';
import { OrderType } from '@hangar/domain/contracts/store';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenant } from '../../platform/db/tenant';
import { type Actor, logRows } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, type Model, type Plane, testWorld } from '../../test/world';
import { makeMaterial, makeUnit, makeWarehouse } from '../store-order/store-order.testkit';
import { makeCard, makeOrder, makeWorkCard, openWork, orderEvent } from './order-parts.testkit';

// The parts of production orders through real HTTP (the order's events raised as its writes raise them, testkit):
// reservations on release, available stock less reservations, the pick list, issue, return, release, the card's
// removal and the order's cancel with parts issued, removed and replaced parts, the open work, scope and rights.

let t: TestApp;
let a: Company;
let b: Company;
let model: Model;
let plane: Plane;
let storeman: Actor;
let mechanic: Actor;
let viewer: Actor;
const ids = {} as Record<'unit' | 'main' | 'line' | 'filter' | 'tempest' | 'elt' | 'bMaterial', number>;
const today = todayIn('UTC');

/** An answer's JSON (any: tests read what they assert). */
type Json = ReturnType<typeof JSON.parse>;

async function call(path: string, body: unknown, token = a.admin.token): Promise<{ status: number; json: Json }> {
  const res = await t.call({ url: `/api/${path}`, token, body, lang: 'en-US' });
  return { status: res.statusCode, json: res.json() as Json };
}
async function ok(path: string, body: unknown, token = a.admin.token) {
  const res = await call(path, body, token);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.body;
}
async function refused(path: string, body: unknown, status: number, token = a.admin.token) {
  const res = await call(path, body, token);
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res.json as { code: string; msg: string };
}

/** Receives stock into a warehouse (a confirmed receipt). */
async function receive(
  lines: { material: number; quantity: number; batch?: string; seri?: string; expireDate?: string }[],
  warehouse = ids.main,
) {
  const draft = await ok('StoreOrder/Add', { type: OrderType.PurchaseFund, warehouse, items: lines });
  return ok('StoreOrder/Confirm', { id: draft.id, allowExpired: true });
}
async function stock(material: number, warehouse = ids.main) {
  const row = await t.db.kysely
    .selectFrom('material_stock')
    .select('quantity')
    .where('material_id', '=', material)
    .where('warehouse_id', '=', warehouse)
    .executeTakeFirst();
  return Number(row?.quantity ?? 0);
}
const lines = (order: number, token = a.admin.token) => ok('OrderPart/Query', { order }, token);
type Line = { id: number; name: string; material: number | null } & Record<string, Json>;
const lineOf = async (order: number, name: string): Promise<Line> =>
  ((await lines(order)) as Line[]).find((l) => l.name === name) as Line;

/** A released order of the plane whose one card reserves its work card's lines. */
async function releasedOrder(
  workLines: Parameters<typeof makeWorkCard>[2],
  company = a,
  planeId = plane.id,
): Promise<{ id: number; seri: string; card: number; planeId: number }> {
  const db = t.db.kysely;
  const workCard = await makeWorkCard(db, model.id, workLines);
  const order = await makeOrder(db, company.companyId, planeId);
  const card = await makeCard(db, company.companyId, order, { workCard, name: 'Engine oil change' });
  await orderEvent(
    t,
    'orderReleased',
    { companyId: company.companyId, planeId, orderId: order.id },
    { state: OrderState.Released },
  );
  return { ...order, card };
}

beforeAll(async () => {
  const exec = ['Execute'];
  const w = await testWorld({
    models: { model: {} },
    planes: { plane: { model: 'model', name: 'B-7001' } },
    members: {
      storeman: [
        { view: 'maintain-order', functions: exec },
        { view: 'store-deliver', functions: exec },
      ],
      mechanic: [{ view: 'maintain-order', functions: exec }],
      viewer: [{ view: 'maintain-order', functions: [] }],
    },
  });
  ({ t, a, b, model, plane, storeman, mechanic, viewer } = w);
  const db = t.db.kysely;
  const c = a.companyId;
  ids.unit = await makeUnit(db, c);
  ids.main = await makeWarehouse(db, c, 'Main store');
  ids.line = await makeWarehouse(db, c, 'Line store');
  ids.filter = await makeMaterial(db, c, { name: 'Oil filter', model: 'CH48110-1', unit: ids.unit });
  const brand = await tenant(db, c)
    .insert('brand', [{ name: 'Tempest', remarks: null }])
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.tempest = await makeMaterial(db, c, { name: 'Tempest filter', model: 'AA-48', unit: ids.unit });
  await tenant(db, c).update('material').set({ brand: brand.id }).where('id', '=', ids.tempest).execute();
  // The same part number of another brand: the line naming Tempest must not take it.
  await makeMaterial(db, c, { name: 'Other filter', model: 'AA48', unit: ids.unit });
  await tenant(db, c)
    .update('material')
    .set({
      brand: (
        await tenant(db, c)
          .insert('brand', [{ name: 'Acme', remarks: null }])
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    })
    .where('model', '=', 'AA48')
    .execute();
  ids.elt = await makeMaterial(db, c, { name: 'ELT', model: 'ME406', unit: ids.unit, useSerial: 1 });
  const bUnit = await makeUnit(db, b.companyId);
  ids.bMaterial = await makeMaterial(db, b.companyId, { name: 'Bravo filter', model: 'CH48110-1', unit: bUnit });
  await receive([
    // Plenty: every test's order keeps its reservations open against the others'.
    { material: ids.filter, quantity: 100, batch: 'F-LATE', expireDate: addDays(today, 300) },
    { material: ids.tempest, quantity: 4, batch: 'T-1' },
    ...[1, 2, 3, 4, 5, 6].map((n) => ({ material: ids.elt, quantity: 1, seri: `SN-${n}` })),
  ]);
});
afterAll(() => t.close());

describe('reservations', () => {
  it('reserves the cards’ work-card lines on release, matching the company’s materials by part-number key and brand', async () => {
    const order = await releasedOrder([
      { name: 'Oil filter', model: 'ch 48110.1', quantity: 2 },
      { name: 'Filter', model: 'AA-48', brand: 'tempest', quantity: 1 },
      { name: 'Gasket', model: 'XX-404', quantity: 3, unit: 'pcs' },
      { name: 'Rag', model: null, quantity: 0 },
    ]);
    const rows = (await lines(order.id)) as Line[];
    expect(rows.map((r) => [r.name, r.material, r.reserved, r.open, r.cardName])).toEqual([
      ['Oil filter', ids.filter, 2, 2, 'Engine oil change'],
      ['Filter', ids.tempest, 1, 1, 'Engine oil change'],
      ['Gasket', null, 3, 3, 'Engine oil change'],
    ]);
    const gasket = rows[2];
    expect(gasket.abilities).toEqual({ issue: false, return: false, release: true });
    expect(rows[0].bins).toEqual([{ warehouse: ids.main, warehouseName: 'Main store', quantity: 100, position: null }]);
    // Raised again (cards added later), a card reserves its work card's lines once.
    await orderEvent(t, 'orderCardsAdded', {
      companyId: a.companyId,
      planeId: plane.id,
      orderId: order.id,
      cardIds: [order.card],
    });
    expect(await lines(order.id)).toHaveLength(3);
  });

  it('reserves the lines of cards added to a released order, and a line added by hand', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    const workCard = await makeWorkCard(t.db.kysely, model.id, [
      { name: 'Tempest', model: 'AA48', brand: 'Tempest', quantity: 1 },
    ]);
    const card = await makeCard(
      t.db.kysely,
      a.companyId,
      { id: order.id, planeId: plane.id },
      { workCard, seq: 2, name: 'Second' },
    );
    await orderEvent(t, 'orderCardsAdded', {
      companyId: a.companyId,
      planeId: plane.id,
      orderId: order.id,
      cardIds: [card],
    });
    const rows = await ok('OrderPart/Add', { card, material: ids.elt, quantity: 1, remarks: 'spare' }, mechanic.token);
    expect(rows.map((r: Line) => [r.cardName, r.name, r.material, r.source])).toEqual([
      ['Engine oil change', 'Oil filter', ids.filter, 1],
      ['Second', 'Tempest', ids.tempest, 1],
      ['Second', 'ELT', ids.elt, 2],
    ]);
    // A draft order reserves nothing and takes no line by hand.
    const draft = await makeOrder(t.db.kysely, a.companyId, plane.id);
    const draftCard = await makeCard(t.db.kysely, a.companyId, draft);
    const res = await refused('OrderPart/Add', { card: draftCard, material: ids.elt, quantity: 1 }, 601);
    expect(res.code).toBe('RULE');
  });

  it('keeps a reserved material from being deleted', async () => {
    const order = await releasedOrder([{ name: 'Gasket', model: 'XX-404', quantity: 1 }]);
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Clamp', model: 'CL-9', unit: ids.unit });
    await ok('OrderPart/Add', { card: order.card, material: m, quantity: 2 });
    const res = await refused('Material/Delete', { id: m }, 601);
    expect(res.msg).toBe('This material is reserved on 1 production order lines and cannot be deleted');
  });

  it('refuses a material of another company and an unknown card', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    const res = await refused('OrderPart/Add', { card: order.card, material: ids.bMaterial, quantity: 1 }, 400);
    expect(JSON.stringify(res)).toContain('material');
    await refused('OrderPart/Add', { card: order.card, material: ids.filter, quantity: 1 }, 404, b.admin.token);
  });
});

describe('available stock and the pick list', () => {
  it('excludes what other orders hold reserved, in the material list and the order’s lines, and refuses issuing it', async () => {
    const db = t.db.kysely;
    const m = await makeMaterial(db, a.companyId, { name: 'Bolt', model: 'BOLT-7', unit: ids.unit });
    await receive([{ material: m, quantity: 10, batch: 'B-1' }]);
    const withStock = async () =>
      (await ok('Material/QueryWithStock', { filters: [{ name: 'id', compare: 'eq', value: m }] })).items[0].available;
    expect(await withStock()).toBe(10);
    const first = await releasedOrder([{ name: 'Bolt', model: 'BOLT-7', quantity: 6 }]);
    expect(await withStock()).toBe(4);
    const second = await releasedOrder([{ name: 'Bolt', model: 'BOLT-7', quantity: 6 }]);
    expect(await withStock()).toBe(0);
    // Each order sees the stock less the other's open reservation.
    expect((await lineOf(first.id, 'Bolt')).available).toBe(4);
    const line = await lineOf(second.id, 'Bolt');
    const res = await refused(
      'OrderPart/Issue',
      { order: second.id, lines: [{ part: line.id, quantity: 5, warehouse: ids.main }] },
      601,
    );
    expect(res.msg).toBe('Bolt (BOLT-7): only 4 available after other orders’ reservations, 5 asked');
    expect(await stock(m)).toBe(10);
    // Released by the first order, the stock is the second's.
    await ok('OrderPart/Release', { part: (await lineOf(first.id, 'Bolt')).id });
    expect(await withStock()).toBe(4);
    await ok('OrderPart/Issue', { order: second.id, lines: [{ part: line.id, quantity: 6, warehouse: ids.main }] });
    expect(await withStock()).toBe(4);
    expect(await stock(m)).toBe(4);
  });

  it('refuses a requisition of the stores that would take what orders hold reserved', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Fuse', model: 'FU-5', unit: ids.unit });
    await receive([{ material: m, quantity: 3, batch: 'FU' }]);
    await receive([{ material: m, quantity: 5, batch: 'FU-OLD', expireDate: addDays(today, -10) }], ids.line);
    await releasedOrder([{ name: 'Fuse', model: 'FU-5', quantity: 2 }]);
    const requisition = (quantity: number, warehouse = ids.main) =>
      ok('StoreOrder/Add', {
        type: OrderType.Requisition,
        warehouse,
        plane: plane.id,
        items: [{ material: m, quantity }],
      });
    const draft = await requisition(2);
    const res = await refused('StoreOrder/Confirm', { id: draft.id }, 601);
    expect(res.msg).toBe('Fuse (FU-5): only 1 available after production orders’ reservations, 2 asked');
    expect(await stock(m)).toBe(3);
    // What the reservations leave, and expired batches (nobody's reservation), still go.
    await ok('StoreOrder/Confirm', { id: (await requisition(1)).id });
    await ok('StoreOrder/Confirm', { id: (await requisition(5, ids.line)).id, allowExpired: true });
    expect(await stock(m)).toBe(2);
    expect(await stock(m, ids.line)).toBe(0);
  });

  it('picks per warehouse first expiry first, never an expired batch, and names what is short', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Sealant', model: 'PR-1422', unit: ids.unit });
    await receive([
      { material: m, quantity: 2, batch: 'OLD', expireDate: addDays(today, -1) },
      { material: m, quantity: 2, batch: 'LATE', expireDate: addDays(today, 200) },
    ]);
    await receive([{ material: m, quantity: 1, batch: 'SOON', expireDate: addDays(today, 20) }], ids.line);
    const order = await releasedOrder([
      { name: 'Sealant', model: 'PR-1422', quantity: 4 },
      { name: 'Gasket', model: 'XX-404', quantity: 1 },
    ]);
    const pick = await ok('OrderPart/PickList', { order: order.id });
    expect(
      pick.warehouses.map((w: Json) => [w.warehouseName, w.lines.map((l: Json) => [l.batch, l.quantity])]),
    ).toEqual([
      ['Main store', [['LATE', 2]]],
      ['Line store', [['SOON', 1]]],
    ]);
    expect(pick.short.map((s: Json) => [s.name, s.missing])).toEqual([
      ['Sealant', 1],
      ['Gasket', 1],
    ]);
  });
});

describe('issue, return, release', () => {
  it('issues through one confirmed requisition linked to the order and card: stock down, the reservation cleared', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 2 }]);
    const line = await lineOf(order.id, 'Oil filter');
    const before = await stock(ids.filter);
    const rows = await ok(
      'OrderPart/Issue',
      { order: order.id, lines: [{ part: line.id, quantity: 2, warehouse: ids.main }] },
      storeman.token,
    );
    expect(rows.map((r: Line) => [r.issued, r.open, r.abilities])).toEqual([
      [2, 0, { issue: false, return: true, release: false }],
    ]);
    expect(await stock(ids.filter)).toBe(before - 2);
    const store = await t.db.kysely
      .selectFrom('store_order')
      .selectAll()
      .where('production_order_id', '=', order.id)
      .execute();
    expect(store.map((s) => [s.type, s.step, s.direction, s.plane_id, s.comments])).toEqual([
      [OrderType.Requisition, 1, -1, plane.id, order.seri],
    ]);
    const items = await t.db.kysely
      .selectFrom('store_order_item')
      .selectAll()
      .where('order_id', '=', store[0].id)
      .execute();
    expect(items.map((i) => [i.order_part_id, i.order_card_id, i.quantity, i.batch])).toEqual([
      [line.id, order.card, 2, 'F-LATE'],
    ]);
    // Its log rows: the requisition's (draft and confirmation) and the order's.
    expect((await logRows(t, a.companyId, { targetType: ObjType.StoreOrder, targetId: store[0].id })).length).toBe(2);
    const logged = await logRows(t, a.companyId, { targetType: ObjType.ProductionOrder, targetId: order.id });
    expect(logged.map((r) => r.job)).toContain('Issue');
    // The open work is gone with it.
    expect(await openWork(t, a.companyId, order.id)).toEqual([]);
    // The stores cannot reverse it behind the order's back.
    const res = await refused('StoreOrder/Reverse', { id: store[0].id }, 601);
    expect(res.msg).toContain(order.seri);
  });

  it('links every line of an issue that takes several batches to the reservation and card', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Washer', model: 'AN960', unit: ids.unit });
    await receive([
      { material: m, quantity: 2, batch: 'W-1', expireDate: addDays(today, 10) },
      { material: m, quantity: 2, batch: 'W-2', expireDate: addDays(today, 20) },
    ]);
    const order = await releasedOrder([{ name: 'Washer', model: 'AN960', quantity: 3 }]);
    const line = await lineOf(order.id, 'Washer');
    await ok('OrderPart/Issue', { order: order.id, lines: [{ part: line.id, quantity: 3, warehouse: ids.main }] });
    const items = await t.db.kysely
      .selectFrom('store_order_item')
      .selectAll()
      .where('material_id', '=', m)
      .where('direction', '=', -1)
      .orderBy('id')
      .execute();
    expect(items.map((i) => [i.batch, i.quantity, i.order_part_id, i.order_card_id])).toEqual([
      ['W-1', 2, line.id, order.card],
      ['W-2', 1, line.id, order.card],
    ]);
  });

  it('refuses issuing more than the open reservation, naming the line, and changes nothing', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    const line = await lineOf(order.id, 'Oil filter');
    const before = await stock(ids.filter);
    const res = await refused(
      'OrderPart/Issue',
      {
        order: order.id,
        lines: [
          { part: line.id, quantity: 1, warehouse: ids.main },
          { part: line.id, quantity: 1, warehouse: ids.main },
        ],
      },
      601,
    );
    expect(res.msg).toBe('Oil filter (CH48110-1): issuing 2 exceeds its open reservation 1');
    expect(await stock(ids.filter)).toBe(before);
    expect((await lineOf(order.id, 'Oil filter')).issued).toBe(0);
    // A line not in the catalogue is not issued.
    const gasket = await releasedOrder([{ name: 'Gasket', model: 'XX-404', quantity: 1 }]);
    const g = await lineOf(gasket.id, 'Gasket');
    const refusedGasket = await refused(
      'OrderPart/Issue',
      { order: gasket.id, lines: [{ part: g.id, quantity: 1, warehouse: ids.main }] },
      601,
    );
    expect(refusedGasket.msg).toBe('Gasket is not in the company’s catalogue');
  });

  it('lets one of two issues of the same reservation at once through', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    const line = await lineOf(order.id, 'Oil filter');
    const before = await stock(ids.filter);
    const body = { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] };
    const answers = await Promise.all([call('OrderPart/Issue', body), call('OrderPart/Issue', body, storeman.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 601]);
    expect(await stock(ids.filter)).toBe(before - 1);
    expect((await lineOf(order.id, 'Oil filter')).issued).toBe(1);
  });

  it('refuses expired batches and serials not in the warehouse by the stores’ own rules', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Grease', model: 'GR-1', unit: ids.unit });
    await receive([{ material: m, quantity: 2, batch: 'EXP', expireDate: addDays(today, -3) }]);
    const order = await releasedOrder([{ name: 'Grease', model: 'GR-1', quantity: 1 }]);
    const line = await lineOf(order.id, 'Grease');
    expect(line.available).toBe(0);
    await refused(
      'OrderPart/Issue',
      { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] },
      601,
    );
    const elt = await releasedOrder([{ name: 'ELT', model: 'ME406', quantity: 1 }]);
    const e = await lineOf(elt.id, 'ELT');
    const res = await call('OrderPart/Issue', {
      order: elt.id,
      lines: [{ part: e.id, quantity: 1, warehouse: ids.main, serial: 'SN-404' }],
    });
    expect(res.status).toBe(400);
    expect(await stock(ids.elt)).toBe(6);
  });

  it('returns unused parts as the batch they were issued from, and releases the rest', async () => {
    const order = await releasedOrder([
      { name: 'Oil filter', model: 'CH48110-1', quantity: 3 },
      { name: 'Gasket', model: 'XX-404', quantity: 2 },
    ]);
    const line = await lineOf(order.id, 'Oil filter');
    await ok('OrderPart/Issue', { order: order.id, lines: [{ part: line.id, quantity: 2, warehouse: ids.main }] });
    const before = await stock(ids.filter);
    const over = await refused(
      'OrderPart/Return',
      { order: order.id, lines: [{ part: line.id, quantity: 3, warehouse: ids.main }] },
      601,
    );
    expect(over.msg).toBe('Oil filter (CH48110-1): returning 3 exceeds what was issued and not returned (2)');
    await ok(
      'OrderPart/Return',
      { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] },
      storeman.token,
    );
    expect(await stock(ids.filter)).toBe(before + 1);
    const back = await t.db.kysely
      .selectFrom('store_order_item')
      .selectAll()
      .where('order_part_id', '=', line.id)
      .where('direction', '=', 1)
      .execute();
    expect(back.map((i) => [i.order_type, i.quantity, i.batch, i.remain])).toEqual([
      [OrderType.Return, 1, 'F-LATE', 1],
    ]);
    // The returned part does not reopen the reservation; its open 1 and the gasket are released.
    let rows = (await lines(order.id)) as Line[];
    expect(rows.map((r) => [r.name, r.issued, r.returned, r.open])).toEqual([
      ['Oil filter', 2, 1, 1],
      ['Gasket', 0, 0, 2],
    ]);
    expect((await openWork(t, a.companyId, order.id)).map((w) => [w.cardName, w.part, w.reason])).toEqual([
      ['Engine oil change', 'Oil filter (CH48110-1)', 'order.partOpen'],
      ['Engine oil change', 'Gasket (XX-404)', 'order.partOpen'],
    ]);
    await ok('OrderPart/Release', { part: rows[0].id }, mechanic.token);
    rows = await ok('OrderPart/Release', { part: rows[1].id }, mechanic.token);
    expect(rows.map((r: Line) => [r.released, r.open])).toEqual([
      [1, 0],
      [2, 0],
    ]);
    expect(await openWork(t, a.companyId, order.id)).toEqual([]);
    const again = await refused('OrderPart/Release', { part: rows[1].id }, 601);
    expect(again.msg).toBe('Gasket has no open reserved quantity');
  });
});

describe('the order’s events', () => {
  it('refuses removing a card with parts issued (naming the part); a card without releases its reservations', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    const line = await lineOf(order.id, 'Oil filter');
    await ok('OrderPart/Issue', { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] });
    const event = { companyId: a.companyId, planeId: plane.id, orderId: order.id, cardId: order.card };
    await expect(orderEvent(t, 'orderCardRemoved', event, { deleteCard: order.card })).rejects.toMatchObject({
      key: 'orderPart.cardHasIssued',
      params: { name: 'Oil filter', partNumber: 'CH48110-1' },
    });
    expect(await lines(order.id)).toHaveLength(1);

    const other = await releasedOrder([{ name: 'Gasket', model: 'XX-404', quantity: 1 }]);
    await ok('OrderPart/Remove', { card: other.card, name: 'Old gasket', state: RemovedState.Scrap });
    await orderEvent(
      t,
      'orderCardRemoved',
      { companyId: a.companyId, planeId: plane.id, orderId: other.id, cardId: other.card },
      { deleteCard: other.card },
    );
    expect(await lines(other.id)).toEqual([]);
    expect(await ok('OrderPart/QueryRemoved', { order: other.id })).toEqual([]);
  });

  it('refuses cancelling while issued parts are not returned; then releases every reservation', async () => {
    const order = await releasedOrder([
      { name: 'Oil filter', model: 'CH48110-1', quantity: 1 },
      { name: 'Gasket', model: 'XX-404', quantity: 1 },
    ]);
    const line = await lineOf(order.id, 'Oil filter');
    await ok('OrderPart/Issue', { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] });
    const event = { companyId: a.companyId, planeId: plane.id, orderId: order.id };
    await expect(orderEvent(t, 'orderCancelled', event, { state: OrderState.Cancelled })).rejects.toMatchObject({
      key: 'orderPart.issuedNotReturned',
    });
    const kept = await t.db.kysely
      .selectFrom('production_order')
      .select('state')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(kept.state).toBe(OrderState.Released);
    await ok('OrderPart/Return', { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] });
    await orderEvent(t, 'orderCancelled', event, { state: OrderState.Cancelled });
    const rows = (await lines(order.id)) as Line[];
    expect(rows.map((r) => [r.name, r.open, r.released, r.abilities.issue])).toEqual([
      ['Oil filter', 0, 0, false],
      ['Gasket', 0, 1, false],
    ]);
    expect(await openWork(t, a.companyId, order.id)).toEqual([]);
  });
});

describe('removed and replaced parts', () => {
  it('books a removed part with its state on the card', async () => {
    const order = await releasedOrder([{ name: 'Gasket', model: 'XX-404', quantity: 1 }]);
    const rows = await ok(
      'OrderPart/Remove',
      {
        card: order.card,
        name: 'Starter',
        partNumber: 'ST-1',
        serial: 'S-77',
        state: RemovedState.Unserviceable,
        remarks: 'to repair',
      },
      mechanic.token,
    );
    expect(rows.map((r: Json) => [r.cardName, r.name, r.partNumber, r.serial, r.state, r.remarks])).toEqual([
      ['Engine oil change', 'Starter', 'ST-1', 'S-77', RemovedState.Unserviceable, 'to repair'],
    ]);
    const bad = await refused('OrderPart/Remove', { card: order.card, name: 'X', state: 7 }, 400);
    expect(JSON.stringify(bad)).toContain('state');
  });

  it('replaces an installed component with the issued serial: the installed components show it', async () => {
    const installed = await ok('PlaneBom/Add', {
      plane: plane.id,
      category: '航电',
      name: 'ELT',
      model: 'ME406',
      seri: 'OLD-9',
      installDate: '2024-01-01',
    });
    const order = await releasedOrder([{ name: 'ELT', model: 'ME406', quantity: 1 }]);
    const line = await lineOf(order.id, 'ELT');
    // Not issued yet: nothing to fit.
    await refused('OrderPart/Replace', { card: order.card, bom: installed.id, part: line.id, serial: 'SN-2' }, 601);
    await ok('OrderPart/Issue', {
      order: order.id,
      lines: [{ part: line.id, quantity: 1, warehouse: ids.main, serial: 'SN-2' }],
    });
    const wrong = await refused(
      'OrderPart/Replace',
      { card: order.card, bom: installed.id, part: line.id, serial: 'SN-1' },
      601,
    );
    expect(wrong.msg).toBe('Serial SN-1 was not issued for ELT on this order');
    const removed = await ok(
      'OrderPart/Replace',
      { card: order.card, bom: installed.id, part: line.id, serial: 'SN-2', state: RemovedState.Unserviceable },
      mechanic.token,
    );
    expect(removed.map((r: Json) => [r.name, r.serial, r.state, r.part, r.installedSerial])).toEqual([
      ['ELT', 'OLD-9', RemovedState.Unserviceable, line.id, 'SN-2'],
    ]);
    const bom = await ok('PlaneBom/Query', { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }] });
    const elt = bom.items.filter((r: Json) => r.name === 'ELT');
    expect(elt.map((r: Json) => [r.seri, r.material, r.times, r.id])).toEqual([
      ['SN-2', ids.elt, 1, removed[0].installedBom],
    ]);
    // The fitted part is on the aircraft: neither returned nor fitted again.
    expect((await lineOf(order.id, 'ELT')).abilities.return).toBe(false);
    const back = await refused(
      'OrderPart/Return',
      { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main, serial: 'SN-2' }] },
      601,
    );
    expect(back.msg).toBe('ELT (ME406): returning 1 exceeds what was issued and not returned (0)');
    // From the store receipt to the aircraft: the serial's last movement is this order's requisition to B-7001.
    const serials = await ok('StoreOrderItem/QuerySerial', {
      filters: [
        { name: 'material', compare: 'eq', value: ids.elt },
        { name: 'seri', compare: 'eq', value: 'SN-2' },
      ],
    });
    expect(serials.items.map((s: Json) => [s.state, s.planeName])).toEqual([[-1, 'B-7001']]);
  });
});

describe('scope and rights', () => {
  it('answers another company’s order, line and card as absent and changes nothing', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    const line = await lineOf(order.id, 'Oil filter');
    await refused('OrderPart/Query', { order: order.id }, 404, b.admin.token);
    await refused('OrderPart/PickList', { order: order.id }, 404, b.admin.token);
    await refused(
      'OrderPart/Issue',
      { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] },
      404,
      b.admin.token,
    );
    await refused('OrderPart/Release', { part: line.id }, 404, b.admin.token);
    await refused('OrderPart/Remove', { card: order.card, name: 'X', state: 1 }, 404, b.admin.token);
    // A line of another order of the same company is not this order's.
    const other = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    await refused(
      'OrderPart/Issue',
      { order: other.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] },
      404,
    );
    expect((await lineOf(order.id, 'Oil filter')).open).toBe(1);
  });

  it('needs the order’s Execute to write, and the issue desk’s Execute to move stock', async () => {
    const order = await releasedOrder([{ name: 'Oil filter', model: 'CH48110-1', quantity: 1 }]);
    const line = await lineOf(order.id, 'Oil filter');
    const body = { order: order.id, lines: [{ part: line.id, quantity: 1, warehouse: ids.main }] };
    // The viewer reads, and is offered nothing.
    const seen = (await lines(order.id, viewer.token)) as Line[];
    expect(seen[0].abilities).toEqual({ issue: false, return: false, release: false });
    expect((await refused('OrderPart/Issue', body, 403, viewer.token)).code).toBe('FORBIDDEN');
    await refused('OrderPart/Release', { part: line.id }, 403, viewer.token);
    // The mechanic releases and books, but moves no stock.
    expect(((await lines(order.id, mechanic.token)) as Line[])[0].abilities).toEqual({
      issue: false,
      return: false,
      release: true,
    });
    const res = await refused('OrderPart/Issue', body, 403, mechanic.token);
    expect(res.msg).toBe('Issuing and returning parts needs the Execute right of stores issue');
    expect((await lineOf(order.id, 'Oil filter')).issued).toBe(0);
    expect(((await lines(order.id, storeman.token)) as Line[])[0].abilities.issue).toBe(true);
    await ok('OrderPart/Issue', body, storeman.token);
  });
});
