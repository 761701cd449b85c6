import { ObjType } from '@hangar/domain/codes';
import { OrderType } from '@hangar/domain/contracts/store';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, logRows, makeMember, makeModel, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { makeMaterial, makeSupplier, makeUnit, makeWarehouse } from './store-order.testkit';

// Store orders through real HTTP: drafts, validation naming the field or line, the direction's permission, other
// companies' ids, confirmation (FIFO, named batch, expired batches, serials), reversal, the item and serial lists.

let t: TestApp;
let a: Company;
let b: Company;
let purchaser: Actor;
let deliverer: Actor;
const ids = {} as Record<
  | 'unit'
  | 'main'
  | 'line'
  | 'closed'
  | 'supplier'
  | 'filter'
  | 'plug'
  | 'elt'
  | 'fresh'
  | 'off'
  | 'bWarehouse'
  | 'bMaterial'
  | 'bSupplier'
  | 'plane',
  number
>;
const today = todayIn('UTC');

beforeAll(async () => {
  const all = ['Add', 'Edit', 'Delete', 'Execute'];
  const w = await testWorld({
    models: { model: {} },
    planes: { plane: { model: 'model', name: 'B-7001' } },
    members: {
      purchaser: [{ view: 'store-purchase', functions: all }],
      deliverer: [{ view: 'store-deliver', functions: all }],
    },
  });
  ({ t, a, b, purchaser, deliverer } = w);
  ids.plane = w.plane.id;
  const db = t.db.kysely;
  const c = a.companyId;
  ids.unit = await makeUnit(db, c);
  ids.main = await makeWarehouse(db, c, 'Main store');
  ids.line = await makeWarehouse(db, c, 'Line store');
  ids.closed = await makeWarehouse(db, c, 'Old store', 1);
  ids.supplier = await makeSupplier(db, c, 'Aero Parts');
  ids.filter = await makeMaterial(db, c, { name: 'Oil filter', model: 'CH48110-1', unit: ids.unit });
  ids.plug = await makeMaterial(db, c, { name: 'Spark plug', model: 'REM40E', unit: ids.unit });
  ids.elt = await makeMaterial(db, c, { name: 'ELT', model: 'ME406', unit: ids.unit, useSerial: 1 });
  ids.fresh = await makeMaterial(db, c, { name: 'New part', model: 'NP-1', unit: ids.unit, approved: 0 });
  ids.off = await makeMaterial(db, c, { name: 'Old part', model: 'OP-1', unit: ids.unit, disabled: 1 });
  const bUnit = await makeUnit(db, b.companyId);
  ids.bWarehouse = await makeWarehouse(db, b.companyId, 'Bravo store');
  ids.bSupplier = await makeSupplier(db, b.companyId, 'Bravo supplier');
  ids.bMaterial = await makeMaterial(db, b.companyId, { name: 'Bravo filter', model: 'BF-1', unit: bUnit });
});
afterAll(() => t.close());

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

interface LineIn {
  material: number;
  quantity: number;
  batch?: string;
  seri?: string;
  expireDate?: string;
}
const inbound = (lines: LineIn[], extra: Record<string, unknown> = {}) => ({
  type: OrderType.PurchaseFund,
  warehouse: ids.main,
  supplier: ids.supplier,
  items: lines,
  ...extra,
});
const outbound = (lines: LineIn[], extra: Record<string, unknown> = {}) => ({
  type: OrderType.Requisition,
  warehouse: ids.main,
  plane: ids.plane,
  receiver: 'Wang',
  items: lines,
  ...extra,
});
/** Adds and confirms an order; answers its detail. */
async function book(body: unknown, token = a.admin.token) {
  const draft = await ok('StoreOrder/Add', body, token);
  return ok('StoreOrder/Confirm', { id: draft.id }, token);
}
async function stock(material: number, warehouse = ids.main) {
  const row = await t.db.kysely
    .selectFrom('material_stock')
    .select('quantity')
    .where('material_id', '=', material)
    .where('warehouse_id', '=', warehouse)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}
async function total(material: number) {
  const row = await t.db.kysely
    .selectFrom('material')
    .select('stock')
    .where('id', '=', material)
    .executeTakeFirstOrThrow();
  return row.stock;
}
const itemsOf = (orderId: number) =>
  t.db.kysely.selectFrom('store_order_item').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('drafts', () => {
  it('adds an inbound draft with a generated number, today’s date and its lines, and logs it', async () => {
    const first = await ok('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 4, batch: 'F-1' }]));
    const second = await ok('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 1 }]));
    const day = today.replace(/-/g, '');
    expect(first.code).toMatch(new RegExp(`^RK${day}-\\d{3}$`));
    expect(Number(second.code.slice(-3))).toBe(Number(first.code.slice(-3)) + 1);
    expect(first).toMatchObject({
      direction: 1,
      step: 0,
      orderDate: `${today} 00:00:00`,
      warehouse: ids.main,
      warehouseName: 'Main store',
      supplierName: 'Aero Parts',
      itemCount: 1,
      totalQuantity: 4,
      createdBy: a.admin.userId,
    });
    expect(first.items[0]).toMatchObject({
      material: ids.filter,
      materialName: 'Oil filter',
      quantity: 4,
      remain: 0,
      step: 0,
    });
    const log = await logRows(t, a.companyId, { targetType: ObjType.StoreOrder, targetId: first.id });
    expect(log).toHaveLength(1);
    const out = await ok('StoreOrder/Add', outbound([{ material: ids.filter, quantity: 1 }]));
    expect(out.code).toMatch(new RegExp(`^CK${day}-\\d{3}$`));
    expect(out).toMatchObject({ direction: -1, planeName: 'B-7001', receiver: 'Wang' });
    // The list: inbound only, newest first.
    const list = await ok('StoreOrder/Query', { filters: [{ name: 'direction', compare: 'eq', value: 1 }] });
    expect(list.items.map((o: { id: number }) => o.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(list.items.every((o: { direction: number }) => o.direction === 1)).toBe(true);
    const got = await ok('StoreOrder/Get', { id: out.id });
    expect(got.items).toHaveLength(1);
  });

  it('takes the clerk’s number once per company', async () => {
    await ok('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 1 }], { code: 'PO-77' }));
    const again = await call('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 1 }], { code: 'PO-77' }));
    expect(again.status).toBe(409);
    expect(again.json.msg).toContain('PO-77');
    // Another company may use it.
    const bOrder = await call(
      'StoreOrder/Add',
      { type: 303, warehouse: ids.bWarehouse, code: 'PO-77', items: [{ material: ids.bMaterial, quantity: 1 }] },
      b.admin.token,
    );
    expect(bOrder.status).toBe(200);
  });

  it('updates a draft’s header and lines, and deletes a draft', async () => {
    const draft = await ok('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 4 }]));
    const changed = await ok('StoreOrder/Update', {
      ...inbound([
        { material: ids.plug, quantity: 8, batch: 'P-1' },
        { material: ids.filter, quantity: 2 },
      ]),
      id: draft.id,
      warehouse: ids.line,
      comments: 'two lines',
    });
    expect(changed).toMatchObject({
      code: draft.code,
      warehouse: ids.line,
      comments: 'two lines',
      itemCount: 2,
      totalQuantity: 10,
    });
    expect((await itemsOf(draft.id)).map((i) => [i.material_id, i.warehouse_id])).toEqual([
      [ids.plug, ids.line],
      [ids.filter, ids.line],
    ]);
    expect(await ok('StoreOrder/Delete', { id: draft.id })).toEqual({ id: draft.id });
    expect(await itemsOf(draft.id)).toEqual([]);
    expect((await call('StoreOrder/Get', { id: draft.id })).status).toBe(404);
  });
});

describe('validation', () => {
  it('names the field or line of what is wrong, and saves nothing', async () => {
    const count = async () => (await t.db.kysely.selectFrom('store_order').select('id').execute()).length;
    const before = await count();
    const cases: [unknown, string, RegExp][] = [
      [inbound([]), 'items', /at least one line/],
      [inbound([{ material: ids.filter, quantity: 0 }]), 'items.0.quantity', /greater than 0/],
      [{ ...inbound([{ material: ids.filter, quantity: 1 }]), type: 999 }, 'type', /order type/],
      [
        inbound([{ material: ids.filter, quantity: 1 }], { warehouse: ids.bWarehouse }),
        'warehouse',
        /warehouse does not exist/,
      ],
      [
        inbound([{ material: ids.filter, quantity: 1 }], { warehouse: ids.closed }),
        'warehouse',
        /Old store is disabled/,
      ],
      [
        inbound([{ material: ids.filter, quantity: 1 }], { supplier: ids.bSupplier }),
        'supplier',
        /supplier does not exist/,
      ],
      [outbound([{ material: ids.filter, quantity: 1 }], { plane: 999999 }), 'plane', /aircraft does not exist/],
      [
        inbound([
          { material: ids.filter, quantity: 1 },
          { material: ids.bMaterial, quantity: 1 },
        ]),
        'items.1.material',
        /line 2 does not exist/,
      ],
      [inbound([{ material: ids.off, quantity: 1 }]), 'items.0.material', /Old part of line 1 is disabled/],
      [outbound([{ material: ids.fresh, quantity: 1 }]), 'items.0.material', /New part of line 1 is not approved/],
      // One rule for receipt and issue: an unapproved material is not received either, and the message says so.
      [
        inbound([{ material: ids.fresh, quantity: 1 }]),
        'items.0.material',
        /^The material New part of line 1 is not approved: unapproved materials can be neither received nor issued/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('StoreOrder/Add', body);
      expect(res.status, `${field}: ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.errors?.[0]?.field, JSON.stringify(res.json)).toBe(field);
      expect(res.json.msg).toMatch(message);
    }
    expect(await count()).toBe(before);
  });

  it('refuses to confirm a draft whose material has lost its approval since, receipt or issue', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Gasket', model: 'GK-7', unit: ids.unit });
    const draft = await ok('StoreOrder/Add', inbound([{ material: m, quantity: 1 }]));
    await t.db.kysely.updateTable('material').set({ approved: 0 }).where('id', '=', m).execute();
    const refused = await call('StoreOrder/Confirm', { id: draft.id });
    expect(refused.status).toBe(400);
    expect(refused.json.msg).toMatch(/Gasket of line 1 is not approved/);
    expect(await total(m)).toBe(0);
  });
});

describe('permissions', () => {
  it('lets a purchase clerk write inbound orders only, and a deliver clerk outbound ones only', async () => {
    const wrong = await call('StoreOrder/Add', outbound([{ material: ids.filter, quantity: 1 }]), purchaser.token);
    expect(wrong.status).toBe(403);
    expect(wrong.json.msg).toMatch(/No permission for this kind of order/);
    expect(
      (await call('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 1 }]), deliverer.token)).status,
    ).toBe(403);

    const mine = await ok('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 1 }]), purchaser.token);
    const theirs = await ok('StoreOrder/Add', outbound([{ material: ids.filter, quantity: 1 }]), deliverer.token);
    for (const [path, body] of [
      ['StoreOrder/Update', { ...outbound([{ material: ids.filter, quantity: 2 }]), id: theirs.id }],
      ['StoreOrder/Delete', { id: theirs.id }],
      ['StoreOrder/Confirm', { id: theirs.id }],
    ] as const) {
      expect((await call(path, body, purchaser.token)).status, path).toBe(403);
    }
    for (const [path, body] of [
      ['StoreOrder/Update', { ...inbound([{ material: ids.filter, quantity: 2 }]), id: mine.id }],
      ['StoreOrder/Delete', { id: mine.id }],
      ['StoreOrder/Confirm', { id: mine.id }],
    ] as const) {
      expect((await call(path, body, deliverer.token)).status, path).toBe(403);
    }
    // Turning an inbound draft into an outbound one needs both.
    const turned = await call(
      'StoreOrder/Update',
      { ...outbound([{ material: ids.filter, quantity: 1 }]), id: mine.id },
      purchaser.token,
    );
    expect(turned.status).toBe(403);
    const confirmed = await ok('StoreOrder/Confirm', { id: mine.id }, purchaser.token);
    expect(confirmed.confirmedBy).toBe(purchaser.userId);
    expect((await call('StoreOrder/Reverse', { id: mine.id }, deliverer.token)).status).toBe(403);
    // A member with a screen that shows orders (the material drawer's stock tab) reads but cannot write; a member
    // without such a screen reads nothing (issue 28).
    const reader = await makeMember(t, a, [{ view: 'product-material', functions: [] }]);
    expect((await call('StoreOrder/Get', { id: mine.id }, reader.token)).status).toBe(200);
    const nobody = await makeMember(t, a, []);
    for (const path of ['StoreOrder/Query', 'StoreOrder/Get', 'StoreOrderItem/Query'] as const) {
      const body = path === 'StoreOrder/Get' ? { id: mine.id } : {};
      expect((await call(path, body, nobody.token)).status, path).toBe(403);
    }
    expect((await call('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 1 }]), reader.token)).status).toBe(
      403,
    );
  });

  it('keeps another company out of the company’s orders', async () => {
    const mine = await ok('StoreOrder/Add', inbound([{ material: ids.filter, quantity: 1 }]));
    for (const path of ['StoreOrder/Get', 'StoreOrder/Delete', 'StoreOrder/Confirm', 'StoreOrder/Reverse']) {
      const res = await call(path, { id: mine.id }, b.admin.token);
      expect(res.status, path).toBe(404);
    }
    const update = await call(
      'StoreOrder/Update',
      { ...inbound([{ material: ids.filter, quantity: 9 }]), id: mine.id },
      b.admin.token,
    );
    expect(update.status).toBe(404);
    // B cannot book into A's warehouse or with A's material either.
    const into = await call(
      'StoreOrder/Add',
      { type: 303, warehouse: ids.main, items: [{ material: ids.bMaterial, quantity: 1 }] },
      b.admin.token,
    );
    expect(into.json.errors?.[0]?.field).toBe('warehouse');
    const items = await ok(
      'StoreOrderItem/Query',
      { filters: [{ name: 'orderId', compare: 'eq', value: mine.id }] },
      b.admin.token,
    );
    expect(items.totalItems).toBe(0);
    expect((await ok('StoreOrder/Get', { id: mine.id })).step).toBe(0);
  });
});

describe('confirmation', () => {
  it('books inbound lines into stock and never changes a confirmed order', async () => {
    const before = await total(ids.plug);
    const order = await book(inbound([{ material: ids.plug, quantity: 10, batch: 'P-10' }]));
    expect(order).toMatchObject({ step: 1, confirmedBy: a.admin.userId });
    expect(order.items[0]).toMatchObject({ step: 1, remain: 10 });
    expect(await total(ids.plug)).toBe(before + 10);
    for (const [path, body] of [
      ['StoreOrder/Update', { ...inbound([{ material: ids.plug, quantity: 1 }]), id: order.id }],
      ['StoreOrder/Delete', { id: order.id }],
      ['StoreOrder/Confirm', { id: order.id }],
    ] as const) {
      const res = await call(path, body);
      expect(res.status, path).toBe(601);
      expect(res.json.msg).toMatch(/confirmed/);
    }
    expect(await total(ids.plug)).toBe(before + 10);
  });

  it('issues oldest first, one line per batch consumed, each naming its source', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, {
      name: 'Brake lining',
      model: '066-10600',
      unit: ids.unit,
    });
    const older = await book(inbound([{ material: m, quantity: 3, batch: 'OLD' }], { orderDate: addDays(today, -10) }));
    const newer = await book(inbound([{ material: m, quantity: 5, batch: 'NEW' }], { orderDate: addDays(today, -2) }));
    // Booked later but dated earlier: still the oldest.
    const oldest = await book(
      inbound([{ material: m, quantity: 2, batch: 'OLDEST' }], { orderDate: addDays(today, -20) }),
    );
    const out = await book(outbound([{ material: m, quantity: 6 }]));
    expect(
      out.items.map((i: { batch: string; quantity: number; source: number }) => [i.batch, i.quantity, i.source]),
    ).toEqual([
      ['OLDEST', 2, oldest.items[0].sn],
      ['OLD', 3, older.items[0].sn],
      ['NEW', 1, newer.items[0].sn],
    ]);
    expect(out).toMatchObject({ itemCount: 3, totalQuantity: 6 });
    const remains = await t.db.kysely
      .selectFrom('store_order_item')
      .select(['batch', 'remain'])
      .where('material_id', '=', m)
      .where('direction', '=', 1)
      .orderBy('id')
      .execute();
    expect(remains).toEqual([
      { batch: 'OLD', remain: 0 },
      { batch: 'NEW', remain: 4 },
      { batch: 'OLDEST', remain: 0 },
    ]);
    expect(await stock(m)).toBe(4);
    expect(await total(m)).toBe(4);
    const counts = [await ok('StoreOrderItem/CountIn', { id: m }), await ok('StoreOrderItem/CountOut', { id: m })];
    expect(counts).toEqual([[10], [6]]);
    // The drawer's "available" tab.
    const available = await ok('StoreOrderItem/Query', {
      filters: [
        { name: 'material', compare: 'eq', value: m },
        { name: 'step', compare: 'eq', value: 1 },
        { name: 'direction', compare: 'eq', value: 1 },
        { name: 'remain', compare: 'gt', value: 0 },
      ],
    });
    expect(available.items).toMatchObject([
      { batch: 'NEW', remain: 4, warehouseName: 'Main store', unitName: 'pcs', orderCode: newer.code },
    ]);
  });

  it('issues from a named batch, and refuses beyond what it or the warehouse holds, naming everything', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Tyre 5.00-5', model: '505C61-8', unit: ids.unit });
    await book(inbound([{ material: m, quantity: 4, batch: 'T-A' }], { orderDate: addDays(today, -5) }));
    await book(inbound([{ material: m, quantity: 2, batch: 'T-B' }]));
    const named = await book(outbound([{ material: m, quantity: 2, batch: 'T-B' }]));
    expect(named.items).toMatchObject([{ batch: 'T-B', quantity: 2 }]);
    const draft = await ok('StoreOrder/Add', outbound([{ material: m, quantity: 1, batch: 'T-B' }]));
    const batch = await call('StoreOrder/Confirm', { id: draft.id });
    expect(batch.status).toBe(601);
    expect(batch.json.msg).toBe('Not enough of batch T-B of Tyre 5.00-5 in Main store: 1 asked, 0 available');
    const big = await ok('StoreOrder/Add', outbound([{ material: m, quantity: 5 }]));
    const before = await itemsOf(big.id);
    const refused = await call('StoreOrder/Confirm', { id: big.id });
    expect(refused.status).toBe(601);
    expect(refused.json.msg).toBe('Not enough Tyre 5.00-5 (505C61-8) in Main store: 5 asked, 4 available');
    // Nothing moved: still a draft, the same lines, the same stock.
    expect((await ok('StoreOrder/Get', { id: big.id })).step).toBe(0);
    expect(await itemsOf(big.id)).toEqual(before);
    expect(await stock(m)).toBe(4);
    // Stock of another warehouse does not count.
    const elsewhere = await ok('StoreOrder/Add', outbound([{ material: m, quantity: 1 }], { warehouse: ids.line }));
    expect((await call('StoreOrder/Confirm', { id: elsewhere.id })).json.msg).toMatch(
      /in Line store: 1 asked, 0 available/,
    );
  });

  it('issues first expiry first: batches with an expiry by expiry, then those without, each by receipt', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, {
      name: 'Hydraulic fluid',
      model: 'MIL-5606',
      unit: ids.unit,
    });
    const receive = (batch: string, days: number, expireDate?: string) =>
      book(inbound([{ material: m, quantity: 1, batch, expireDate }], { orderDate: addDays(today, days) }));
    await receive('NO-EXPIRY-OLD', -40);
    await receive('LATE', -30, addDays(today, 300));
    await receive('NO-EXPIRY-NEW', -20);
    await receive('SOON-B', -5, addDays(today, 10));
    await receive('SOON-A', -10, addDays(today, 10));
    await receive('FIRST', -1, addDays(today, 5));
    const out = await book(outbound([{ material: m, quantity: 6 }]));
    expect(out.items.map((i: { batch: string }) => i.batch)).toEqual([
      'FIRST',
      'SOON-A',
      'SOON-B',
      'LATE',
      'NO-EXPIRY-OLD',
      'NO-EXPIRY-NEW',
    ]);
  });

  it('asks before receiving an expired batch, as before issuing one, and receives it when allowed', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Adhesive', model: 'EA-9394', unit: ids.unit });
    const draft = await ok(
      'StoreOrder/Add',
      inbound([
        { material: m, quantity: 3, batch: 'OLD-GLUE', expireDate: addDays(today, -2) },
        { material: m, quantity: 1, batch: 'NEW-GLUE', expireDate: today },
      ]),
    );
    const asked = await call('StoreOrder/Confirm', { id: draft.id });
    expect(asked.status).toBe(601);
    expect(asked.json.code).toBe('STORE_EXPIRED');
    expect(asked.json.msg).toBe(
      `Expired batches would be received (Adhesive OLD-GLUE ${addDays(today, -2)}); confirm to go on`,
    );
    expect(asked.json.expired).toEqual([
      {
        material: m,
        materialName: 'Adhesive',
        batch: 'OLD-GLUE',
        expireDate: `${addDays(today, -2)} 00:00:00`,
        quantity: 3,
      },
    ]);
    expect((await ok('StoreOrder/Get', { id: draft.id })).step).toBe(0);
    expect(await total(m)).toBe(0);
    await ok('StoreOrder/Confirm', { id: draft.id, allowExpired: true });
    expect(await total(m)).toBe(4);
  });

  it('asks before issuing expired batches, and issues them when allowed', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Sealant', model: 'PR-1422', unit: ids.unit });
    const received = await ok(
      'StoreOrder/Add',
      inbound([{ material: m, quantity: 2, batch: 'EXP', expireDate: addDays(today, -1) }], {
        orderDate: addDays(today, -30),
      }),
    );
    await ok('StoreOrder/Confirm', { id: received.id, allowExpired: true });
    await book(inbound([{ material: m, quantity: 1, batch: 'GOOD', expireDate: today }]));
    // Enough unexpired stock: the expired batch is left alone even though it is older.
    const first = await book(outbound([{ material: m, quantity: 1 }]));
    expect(first.items).toMatchObject([{ batch: 'GOOD', quantity: 1 }]);
    const draft = await ok('StoreOrder/Add', outbound([{ material: m, quantity: 2 }]));
    const asked = await call('StoreOrder/Confirm', { id: draft.id });
    expect(asked.status).toBe(601);
    expect(asked.json.code).toBe('STORE_EXPIRED');
    expect(asked.json.expired).toEqual([
      { material: m, materialName: 'Sealant', batch: 'EXP', expireDate: `${addDays(today, -1)} 00:00:00`, quantity: 2 },
    ]);
    expect(asked.json.msg).toMatch(/Expired batches would be issued \(Sealant EXP/);
    expect(await stock(m)).toBe(2);
    const issued = await ok('StoreOrder/Confirm', { id: draft.id, allowExpired: true });
    expect(issued.items).toMatchObject([{ batch: 'EXP', quantity: 2 }]);
    expect(await stock(m)).toBe(0);
  });
});

describe('serial numbers', () => {
  it('moves serial-numbered parts one per line, in stock once, issued only from where they are', async () => {
    const serialCases: [LineIn[], string, RegExp][] = [
      [[{ material: ids.elt, quantity: 1 }], 'items.0.seri', /Line 1: ELT uses serial numbers/],
      [[{ material: ids.elt, quantity: 2, seri: 'S1' }], 'items.0.quantity', /quantity 1/],
      [
        [
          { material: ids.elt, quantity: 1, seri: 'S1' },
          { material: ids.elt, quantity: 1, seri: 'S1' },
        ],
        'items.1.seri',
        /S1 appears twice/,
      ],
    ];
    for (const [lines, field, message] of serialCases) {
      const res = await call('StoreOrder/Add', inbound(lines));
      expect(res.json.errors?.[0]?.field, JSON.stringify(res.json)).toBe(field);
      expect(res.json.msg).toMatch(message);
    }
    const received = await book(
      inbound([
        { material: ids.elt, quantity: 1, seri: 'S1' },
        { material: ids.elt, quantity: 1, seri: 'S2' },
      ]),
    );
    const twice = await call(
      'StoreOrder/Add',
      inbound([{ material: ids.elt, quantity: 1, seri: 'S2' }], { warehouse: ids.line }),
    );
    expect(twice.json.errors?.[0]?.field).toBe('items.0.seri');
    expect(twice.json.msg).toBe('The serial number S2 of ELT is already in stock');
    const absent = await call('StoreOrder/Add', outbound([{ material: ids.elt, quantity: 1, seri: 'S9' }]));
    expect(absent.json.msg).toBe('The serial number S9 of ELT is not in the warehouse Main store');
    const wrongStore = await call(
      'StoreOrder/Add',
      outbound([{ material: ids.elt, quantity: 1, seri: 'S1' }], { warehouse: ids.line }),
    );
    expect(wrongStore.json.msg).toBe('The serial number S1 of ELT is in the warehouse Main store, not in Line store');
    const issued = await book(outbound([{ material: ids.elt, quantity: 1, seri: 'S2' }]));
    expect(issued.items).toMatchObject([{ seri: 'S2', source: received.items[1].sn }]);
    // Issued twice: the refusal names where the serial went (the aircraft and the order), on Add and on Confirm.
    const day = issued.orderDate.slice(0, 10);
    const again = await call('StoreOrder/Add', outbound([{ material: ids.elt, quantity: 1, seri: 'S2' }]));
    expect(again.json.errors?.[0]?.field).toBe('items.0.seri');
    expect(again.json.msg).toBe(
      `The serial number S2 of ELT has already been issued to B-7001 (order ${issued.code}, ${day})`,
    );

    // Where each serial is now.
    const serials = await ok('StoreOrderItem/QuerySerial', {
      filters: [{ name: 'material', compare: 'eq', value: ids.elt }],
    });
    const bySeri = Object.fromEntries(serials.items.map((s: { seri: string }) => [s.seri, s]));
    expect(bySeri.S1).toMatchObject({ state: 1, warehouseName: 'Main store', orderId: received.id });
    expect(bySeri.S2).toMatchObject({ state: -1, orderId: issued.id, planeName: 'B-7001', receiver: 'Wang' });
    const inStock = await ok('StoreOrderItem/QuerySerial', {
      filters: [
        { name: 'material', compare: 'eq', value: ids.elt },
        { name: 'state', compare: 'eq', value: 1 },
      ],
    });
    expect(inStock.items.map((s: { seri: string }) => s.seri)).toEqual(['S1']);
    // The issued serial may be received again (back from repair).
    await book(inbound([{ material: ids.elt, quantity: 1, seri: 'S2' }], { warehouse: ids.line }));
    // ... and then the old issue cannot be reversed (it would be in stock twice).
    const reversal = await call('StoreOrder/Reverse', { id: issued.id });
    expect(reversal.json.msg).toBe('The serial number S2 of ELT is already in stock');
    // A draft confirmed after its serial went elsewhere (here to a receiver, no aircraft): named at confirmation.
    const lateDraft = await ok('StoreOrder/Add', outbound([{ material: ids.elt, quantity: 1, seri: 'S1' }]));
    const toReceiver = await book(outbound([{ material: ids.elt, quantity: 1, seri: 'S1' }], { plane: null }));
    const late = await call('StoreOrder/Confirm', { id: lateDraft.id });
    expect(late.json.msg).toBe(
      `The serial number S1 of ELT has already been issued to Wang (order ${toReceiver.code}, ${day})`,
    );
  });
});

describe('reversal', () => {
  it('gives back exactly the batches an issue consumed', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Air filter', model: 'P/N 46-150', unit: ids.unit });
    const one = await book(inbound([{ material: m, quantity: 2, batch: 'A1' }], { orderDate: addDays(today, -3) }));
    const two = await book(inbound([{ material: m, quantity: 2, batch: 'A2' }]));
    const out = await book(outbound([{ material: m, quantity: 3 }]));
    const reversal = await ok('StoreOrder/Reverse', { id: out.id, comments: 'wrong aircraft' });
    expect(reversal).toMatchObject({
      type: OrderType.Requisition,
      direction: 1,
      step: 1,
      reverses: out.id,
      comments: 'wrong aircraft',
    });
    expect(reversal.code).toMatch(/^RK/);
    expect(
      reversal.items.map((i: { source: number; quantity: number; remain: number }) => [i.source, i.quantity, i.remain]),
    ).toEqual([
      [one.items[0].sn, 2, 0],
      [two.items[0].sn, 1, 0],
    ]);
    expect((await ok('StoreOrder/Get', { id: out.id })).reversedBy).toBe(reversal.id);
    // The reversal is listed where its original is (/store/deliver: side −1), not among the receipts.
    const listed = async (side: number) =>
      (
        await ok('StoreOrder/Query', {
          fixedFilters: [{ name: 'side', compare: 'eq', value: side }],
          filters: [{ name: 'id', compare: 'eq', value: reversal.id }],
        })
      ).totalItems;
    expect([await listed(-1), await listed(1)]).toEqual([1, 0]);
    const remains = (await itemsOf(one.id)).concat(await itemsOf(two.id)).map((i) => i.remain);
    expect(remains).toEqual([2, 2]);
    expect(await stock(m)).toBe(4);
    expect([await ok('StoreOrderItem/CountIn', { id: m }), await ok('StoreOrderItem/CountOut', { id: m })]).toEqual([
      [7],
      [3],
    ]);
    const logs = await logRows(t, a.companyId, { targetType: ObjType.StoreOrder, targetId: out.id });
    expect(logs.length).toBe(3);
    expect((await call('StoreOrder/Reverse', { id: out.id })).json.msg).toMatch(/already been reversed/);
    expect((await call('StoreOrder/Reverse', { id: reversal.id })).json.msg).toMatch(/cannot itself be reversed/);
  });

  it('takes back a receipt only while all of it is in stock', async () => {
    const m = await makeMaterial(t.db.kysely, a.companyId, { name: 'Battery', model: 'RG-24-15', unit: ids.unit });
    const receipt = await book(inbound([{ material: m, quantity: 3, batch: 'BAT' }]));
    await book(outbound([{ material: m, quantity: 1 }]));
    const refused = await call('StoreOrder/Reverse', { id: receipt.id });
    expect(refused.status).toBe(601);
    expect(refused.json.msg).toBe('Batch BAT of Battery has been issued: 2 left, 3 cannot be reversed');
    expect((await ok('StoreOrder/Get', { id: receipt.id })).reversedBy).toBeNull();
    const clean = await book(inbound([{ material: m, quantity: 4, batch: 'BAT2' }]));
    const reversal = await ok('StoreOrder/Reverse', { id: clean.id });
    expect(reversal).toMatchObject({ direction: -1, reverses: clean.id });
    expect(reversal.code).toMatch(/^CK/);
    expect(await stock(m)).toBe(2);
    expect(await total(m)).toBe(2);
    const draft = await ok('StoreOrder/Add', inbound([{ material: m, quantity: 1 }]));
    expect((await call('StoreOrder/Reverse', { id: draft.id })).json.msg).toMatch(/Only a confirmed order/);
  });
});

describe('what store orders keep', () => {
  it('keeps an aircraft named by an order from being deleted', async () => {
    const model = await makeModel(t);
    const plane = await makePlane(t, a.companyId, { modelId: model.id });
    await ok('StoreOrder/Add', outbound([{ material: ids.filter, quantity: 1 }], { plane: plane.id }));
    const res = await call('PlaneEntity/Delete', { id: plane.id });
    expect(res.status).toBe(601);
    expect(res.json.msg).toBe('This aircraft has 1 store orders and cannot be deleted');
  });
});
