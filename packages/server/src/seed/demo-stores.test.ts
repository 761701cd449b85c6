import { CALIBRATION_WARN_DAYS } from '@hangar/domain/contracts/materials';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';
import { DEMO_MAIN_STORE } from './demo-stores';

// East Wing's demo stores as a newcomer sees them: two warehouses with parts for the fleet, stock that equals
// the sum of the movements everywhere, a part below its safety stock, a tool due for calibration, a draft.

let t: TestApp;
let east: number;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
  east = (
    await t.db.kysely
      .selectFrom('company')
      .select('id')
      .where('name', '=', 'East Wing Aviation')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every figure of the company's stock against the movements: the problems found. */
async function inconsistencies(companyId: number): Promise<string[]> {
  const db = t.db.kysely;
  const items = await db.selectFrom('store_order_item').selectAll().where('company_id', '=', companyId).execute();
  const stock = await db.selectFrom('material_stock').selectAll().where('company_id', '=', companyId).execute();
  const materials = await db
    .selectFrom('material')
    .select(['id', 'stock'])
    .where('company_id', '=', companyId)
    .execute();
  const problems: string[] = [];
  const keys = new Set([
    ...items.map((i) => `${i.material_id}:${i.warehouse_id}`),
    ...stock.map((s) => `${s.material_id}:${s.warehouse_id}`),
  ]);
  for (const key of keys) {
    const [m, w] = key.split(':').map(Number);
    const lines = items.filter((i) => i.material_id === m && i.warehouse_id === w && i.step === 1);
    const moved = round2(lines.reduce((s, i) => s + i.direction * i.quantity, 0));
    const remain = round2(lines.filter((i) => i.direction === 1).reduce((s, i) => s + i.remain, 0));
    const booked = stock.find((s) => s.material_id === m && s.warehouse_id === w)?.quantity ?? 0;
    if (booked !== moved || remain !== moved || booked < 0) problems.push(`${key}: ${booked} ${moved} ${remain}`);
  }
  for (const m of materials) {
    const sum = round2(stock.filter((s) => s.material_id === m.id).reduce((s, r) => s + r.quantity, 0));
    if (m.stock !== sum) problems.push(`material ${m.id}: ${m.stock} ≠ ${sum}`);
  }
  return problems;
}

describe('seed-demo stores', () => {
  it('gives East Wing two warehouses, a parts catalogue and consistent stock', async () => {
    const db = t.db.kysely;
    const warehouses = await db.selectFrom('warehouse').select('name').where('company_id', '=', east).execute();
    expect(warehouses.map((w) => w.name)).toEqual([DEMO_MAIN_STORE, '航线库 Line store']);
    const suppliers = await db.selectFrom('supplier').select('id').where('company_id', '=', east).execute();
    expect(suppliers.length).toBeGreaterThanOrEqual(3);
    const materials = await db.selectFrom('material').selectAll().where('company_id', '=', east).execute();
    expect(materials.map((m) => m.model)).toEqual(
      expect.arrayContaining(['CH48110-1', 'REM40E', 'REM38E', '066-10600', 'RG-24-15', 'ME406']),
    );
    expect(materials.every((m) => m.approved === 1)).toBe(true);
    expect(await inconsistencies(east)).toEqual([]);
    const low = materials.filter((m) => m.safe_stock !== null && m.stock < m.safe_stock);
    expect(low.map((m) => m.model)).toEqual(['REM38E']);
    const today = todayIn(t.config.timeZone);
    const due = materials.filter(
      (m) =>
        m.tool === 2 && m.calibration_due && m.calibration_due <= `${addDays(today, CALIBRATION_WARN_DAYS)} 00:00:00`,
    );
    expect(due).toHaveLength(1);
    expect(materials.some((m) => m.tool === 1)).toBe(true);
  });

  it('shows the orders, lines and serials through the stores’ calls', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const call = async (path: string, body: unknown) => {
      const res = await t.call({ url: `/api/${path}`, token, body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().body;
    };
    const orders = await call('StoreOrder/Query', { pageSize: 100 });
    expect(orders.items.filter((o: { step: number }) => o.step === 0)).toHaveLength(1);
    const issues = orders.items.filter((o: { direction: number; step: number }) => o.direction === -1 && o.step === 1);
    expect(issues.map((o: { planeName: string }) => o.planeName).sort()).toEqual(['B-7001', 'B-7002']);
    const filter = (
      await t.db.kysely
        .selectFrom('material')
        .select('id')
        .where('company_id', '=', east)
        .where('model', '=', 'CH48110-1')
        .executeTakeFirstOrThrow()
    ).id;
    const available = await call('StoreOrderItem/Query', {
      filters: [
        { name: 'material', compare: 'eq', value: filter },
        { name: 'remain', compare: 'gt', value: 0 },
      ],
    });
    // The oldest batch gave 3 of its 8 to B-7001's requisition.
    expect(available.items.map((i: { batch: string; remain: number }) => [i.batch, i.remain])).toEqual([
      ['CH-2502L', 2],
      ['CH-2502', 6],
      ['CH-2407', 5],
    ]);
    const serials = await call('StoreOrderItem/QuerySerial', { pageSize: 100 });
    const issued = serials.items.filter((s: { state: number }) => s.state === -1);
    expect(issued.map((s: { seri: string; planeName: string }) => [s.seri, s.planeName])).toEqual([
      ['RG2415-24-0871', 'B-7002'],
    ]);
    // The draft can be confirmed: there are linings in the main store.
    const draft = orders.items.find((o: { step: number }) => o.step === 0);
    expect((await call('StoreOrder/Confirm', { id: draft.id })).step).toBe(1);
    expect(await inconsistencies(east)).toEqual([]);
  });

  it('changes nothing when run again, and adds the stores to demo data that lacks them', async () => {
    const count = async () =>
      (await t.db.kysely.selectFrom('store_order_item').select('id').where('company_id', '=', east).execute()).length;
    const before = await count();
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo data is already there; nothing changed.');
    expect(await count()).toBe(before);
    // An earlier release's demo data: no stores yet.
    const db = t.db.kysely;
    for (const table of [
      'store_order_item',
      'material_stock',
      'store_order',
      'material',
      'material_type',
      'supplier',
      'warehouse',
    ] as const) {
      await db.deleteFrom(table).where('company_id', '=', east).execute();
    }
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo stores added to the existing demo data.');
    expect(await count()).toBeGreaterThan(0);
    expect(await inconsistencies(east)).toEqual([]);
  });
});
