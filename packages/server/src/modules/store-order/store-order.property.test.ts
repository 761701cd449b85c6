import { OrderType } from '@hangar/domain/contracts/store';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { makeCompany } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { testWorld } from '../../test/world';
import { makeMaterial, makeUnit, makeWarehouse } from './store-order.testkit';

// Properties of the stores over random sequences of receipts, issues and reversals of two materials in two
// warehouses (through real HTTP), against a model of the batches (oldest first):
// - stock never goes below zero;
// - material_stock = Σ confirmed in − out per material and warehouse, material.stock = its sum over warehouses,
//   and Σ remain of the inbound lines = stock;
// - every inbound line's remain is what the model says (issues take the oldest batches, reversals give back
//   exactly what they took);
// - a refused confirmation or reversal changes nothing.

let t: TestApp;
let company: Awaited<ReturnType<typeof makeCompany>>;
let unit: number;
let run = 0;

beforeAll(async () => {
  ({ t, company } = await testWorld({ companies: { company: {} } }));
  unit = await makeUnit(t.db.kysely, company.companyId);
});
afterAll(() => t.close());

const round2 = (n: number) => Math.round(n * 100) / 100;

async function call(path: string, body: unknown) {
  const res = await t.call({ url: `/api/${path}`, token: company.admin.token, body, lang: 'en-US' });
  return { status: res.statusCode, json: res.json() };
}

type Step = { kind: 'in' | 'out'; m: number; w: number; q: number } | { kind: 'rev'; k: number };

const quantity = fc.integer({ min: 1, max: 8 }).map((n) => n / 2);
const pick = fc.integer({ min: 0, max: 1 });
// Receipts and issues more often than reversals, so that batches pile up and issues span several of them.
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('in' as const), m: pick, w: pick, q: quantity }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('out' as const), m: pick, w: pick, q: quantity }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('rev' as const), k: fc.nat({ max: 20 }) }), weight: 1 },
);

interface Batch {
  line: number;
  m: number;
  w: number;
  quantity: number;
  remain: number;
}
interface Order {
  id: number;
  direction: 1 | -1;
  confirmed: boolean;
  reversed: boolean;
  isReversal: boolean;
  /** Inbound: its batch. */
  batch?: Batch;
  /** Outbound: what it took from which batch. */
  takes: { batch: Batch; quantity: number }[];
}

async function snapshot(materials: number[], orders: number[]) {
  const db = t.db.kysely;
  return {
    items: await db
      .selectFrom('store_order_item')
      .selectAll()
      .where('material_id', 'in', materials)
      .orderBy('id')
      .execute(),
    stock: await db.selectFrom('material_stock').selectAll().where('material_id', 'in', materials).execute(),
    totals: await db
      .selectFrom('material')
      .select(['id', 'stock'])
      .where('id', 'in', materials)
      .orderBy('id')
      .execute(),
    orders: orders.length
      ? await db.selectFrom('store_order').selectAll().where('id', 'in', orders).orderBy('id').execute()
      : [],
  };
}

async function checkInvariants(materials: number[], warehouses: number[], batches: Batch[]) {
  const snap = await snapshot(materials, []);
  for (const [mi, m] of materials.entries()) {
    let sum = 0;
    for (const [wi, w] of warehouses.entries()) {
      const lines = snap.items.filter((i) => i.material_id === m && i.warehouse_id === w && i.step === 1);
      const moved = round2(lines.reduce((s, i) => s + i.direction * i.quantity, 0));
      const remain = round2(lines.filter((i) => i.direction === 1).reduce((s, i) => s + i.remain, 0));
      const stock = snap.stock.find((s) => s.material_id === m && s.warehouse_id === w)?.quantity ?? 0;
      const modelled = round2(batches.filter((b) => b.m === mi && b.w === wi).reduce((s, b) => s + b.remain, 0));
      expect(stock, `stock of material ${mi} in warehouse ${wi}`).toBeGreaterThanOrEqual(0);
      expect(round2(stock)).toBe(moved);
      expect(remain).toBe(moved);
      expect(remain).toBe(modelled);
      sum += stock;
    }
    expect(round2(snap.totals.find((r) => r.id === m)?.stock ?? Number.NaN)).toBe(round2(sum));
  }
  for (const b of batches) {
    expect(round2(snap.items.find((i) => i.id === b.line)?.remain ?? Number.NaN), `remain of line ${b.line}`).toBe(
      round2(b.remain),
    );
  }
}

async function runSteps(steps: Step[]) {
  run++;
  const db = t.db.kysely;
  const c = company.companyId;
  const materials = [
    await makeMaterial(db, c, { name: `Filter ${run}`, model: `F-${run}`, unit }),
    await makeMaterial(db, c, { name: `Plug ${run}`, model: `P-${run}`, unit }),
  ];
  const warehouses = [await makeWarehouse(db, c, `Main ${run}`), await makeWarehouse(db, c, `Line ${run}`)];
  const batches: Batch[] = [];
  const orders: Order[] = [];
  const ids = () => orders.map((o) => o.id);

  for (const s of steps) {
    if (s.kind === 'in' || s.kind === 'out') {
      const type = s.kind === 'in' ? OrderType.PurchaseFund : OrderType.Requisition;
      const body = { type, warehouse: warehouses[s.w], items: [{ material: materials[s.m], quantity: s.q }] };
      const added = await call('StoreOrder/Add', body);
      expect(added.status, JSON.stringify(added.json)).toBe(200);
      const order: Order = {
        id: added.json.body.id,
        direction: s.kind === 'in' ? 1 : -1,
        confirmed: false,
        reversed: false,
        isReversal: false,
        takes: [],
      };
      orders.push(order);
      const before = await snapshot(materials, ids());
      const res = await call('StoreOrder/Confirm', { id: order.id });
      if (s.kind === 'in') {
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        order.batch = { line: res.json.body.items[0].sn, m: s.m, w: s.w, quantity: s.q, remain: s.q };
        batches.push(order.batch);
      } else {
        const open = batches.filter((b) => b.m === s.m && b.w === s.w && b.remain > 0);
        const available = round2(open.reduce((sum, b) => sum + b.remain, 0));
        if (available >= s.q) {
          expect(res.status, JSON.stringify(res.json)).toBe(200);
          let left = s.q;
          for (const b of open) {
            if (left <= 0) break;
            const q = round2(Math.min(left, b.remain));
            b.remain = round2(b.remain - q);
            left = round2(left - q);
            order.takes.push({ batch: b, quantity: q });
          }
          expect(res.json.body.items.map((i: { source: number }) => i.source)).toEqual(
            order.takes.map((x) => x.batch.line),
          );
        } else {
          expect(res.status, JSON.stringify(res.json)).toBe(601);
          expect(res.json.msg).toMatch(/^Not enough/);
          expect(await snapshot(materials, ids())).toEqual(before);
        }
      }
      order.confirmed = res.status === 200;
    } else if (s.kind === 'rev' && orders.length > 0) {
      const order = orders[s.k % orders.length];
      const before = await snapshot(materials, ids());
      const res = await call('StoreOrder/Reverse', { id: order.id });
      const expected = !order.confirmed
        ? /Only a confirmed order/
        : order.isReversal
          ? /cannot itself be reversed/
          : order.reversed
            ? /already been reversed/
            : order.direction === 1 && order.batch && order.batch.remain < order.batch.quantity
              ? /has been issued/
              : undefined;
      if (expected) {
        expect(res.status, JSON.stringify(res.json)).toBe(601);
        expect(res.json.msg).toMatch(expected);
        expect(await snapshot(materials, ids())).toEqual(before);
      } else {
        expect(res.status, JSON.stringify(res.json)).toBe(200);
        order.reversed = true;
        if (order.batch) order.batch.remain = 0;
        for (const take of order.takes) take.batch.remain = round2(take.batch.remain + take.quantity);
        orders.push({
          id: res.json.body.id,
          direction: order.direction === 1 ? -1 : 1,
          confirmed: true,
          reversed: false,
          isReversal: true,
          takes: [],
        });
      }
    }
    await checkInvariants(materials, warehouses, batches);
  }
}

describe('stock properties', () => {
  it('hold over random receipts, issues and reversals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), (steps) => runSteps(steps)),
      { numRuns: 30 },
    );
  }, 120_000);
});
