import { OrderType } from '@hangar/domain/contracts/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { makeCompany } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { testWorld } from '../../test/world';
import { makeMaterial, makeUnit, makeWarehouse } from './store-order.testkit';

// Two clerks confirming at the same moment (simultaneous requests through real HTTP, on SQLite and PostgreSQL):
// the last unit is issued once, an order is booked once, and stock never goes below zero.

let t: TestApp;
let company: Awaited<ReturnType<typeof makeCompany>>;
let clerks: string[];
let unit: number;
let warehouse: number;

beforeAll(async () => {
  const grants = [
    { view: 'store-purchase', functions: ['Add', 'Execute'] },
    { view: 'store-deliver', functions: ['Add', 'Execute'] },
  ];
  const w = await testWorld({ companies: { company: {} }, members: { one: grants, two: grants } });
  ({ t, company } = w);
  clerks = [w.one.token, w.two.token];
  unit = await makeUnit(t.db.kysely, company.companyId);
  warehouse = await makeWarehouse(t.db.kysely, company.companyId, 'Main store');
});
afterAll(() => t.close());

async function call(path: string, body: unknown, token: string) {
  const res = await t.call({ url: `/api/${path}`, token, body, lang: 'en-US' });
  return { status: res.statusCode, json: res.json() };
}
async function draft(type: number, material: number, quantity: number, token = clerks[0]) {
  const res = await call('StoreOrder/Add', { type, warehouse, items: [{ material, quantity }] }, token);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.body.id as number;
}
async function stockOf(material: number) {
  const row = await t.db.kysely
    .selectFrom('material_stock')
    .select('quantity')
    .where('material_id', '=', material)
    .executeTakeFirst();
  const total = await t.db.kysely
    .selectFrom('material')
    .select('stock')
    .where('id', '=', material)
    .executeTakeFirstOrThrow();
  const remain = await t.db.kysely
    .selectFrom('store_order_item')
    .select((eb) => eb.fn.sum<number>('remain').as('n'))
    .where('material_id', '=', material)
    .where('direction', '=', 1)
    .executeTakeFirstOrThrow();
  return { perWarehouse: row?.quantity ?? 0, total: total.stock, remain: Number(remain.n ?? 0) };
}

describe('simultaneous confirmations', () => {
  it('issue the last unit once: one clerk succeeds, the other is told there is not enough', async () => {
    for (let round = 0; round < 5; round++) {
      const material = await makeMaterial(t.db.kysely, company.companyId, {
        name: `Oil filter ${round}`,
        model: `CH48110-${round}`,
        unit,
      });
      const receipt = await draft(OrderType.PurchaseFund, material, 1);
      expect((await call('StoreOrder/Confirm', { id: receipt }, clerks[0])).status).toBe(200);
      const orders = [
        await draft(OrderType.Requisition, material, 1, clerks[0]),
        await draft(OrderType.Requisition, material, 1, clerks[1]),
      ];
      const answers = await Promise.all(orders.map((id, i) => call('StoreOrder/Confirm', { id }, clerks[i])));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, JSON.stringify(answers.map((a) => a.json))).toEqual([200, 601]);
      expect(answers.find((a) => a.status === 601)?.json.msg).toMatch(/Not enough .* 1 asked, 0 available/);
      expect(await stockOf(material)).toEqual({ perWarehouse: 0, total: 0, remain: 0 });
      const steps = await t.db.kysely.selectFrom('store_order').select('step').where('id', 'in', orders).execute();
      expect(steps.map((s) => s.step).sort()).toEqual([0, 1]);
    }
  });

  it('book one order once when both clerks confirm it together', async () => {
    const material = await makeMaterial(t.db.kysely, company.companyId, { name: 'Spark plug', model: 'REM38E', unit });
    for (let round = 0; round < 3; round++) {
      const receipt = await draft(OrderType.PurchaseFund, material, 2);
      const answers = await Promise.all(clerks.map((token) => call('StoreOrder/Confirm', { id: receipt }, token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 601]);
    }
    expect(await stockOf(material)).toEqual({ perWarehouse: 6, total: 6, remain: 6 });
    // And one reversal of an order, whoever asks first.
    const issue = await draft(OrderType.Requisition, material, 4);
    expect((await call('StoreOrder/Confirm', { id: issue }, clerks[0])).status).toBe(200);
    const reversals = await Promise.all(clerks.map((token) => call('StoreOrder/Reverse', { id: issue }, token)));
    expect(reversals.map((a) => a.status).sort()).toEqual([200, 601]);
    expect(await stockOf(material)).toEqual({ perWarehouse: 6, total: 6, remain: 6 });
  });
});
