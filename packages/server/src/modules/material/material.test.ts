import { ObjType } from '@hangar/domain/codes';
import { partNumberKey } from '@hangar/domain/contracts/materials';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeCompany, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;
/** A member of A holding every function of product-material. */
let clerk: Actor;
let today: string;

/** A company's reference records: category, brand, units, supplier, two warehouses. */
interface Refs {
  category: number;
  brand: number;
  unit: number;
  box: number;
  supplier: number;
  w1: number;
  w2: number;
}
let ra: Refs;
let rb: Refs;

async function refs(companyId: number): Promise<Refs> {
  const db = t.db.kysely;
  const id = async (q: Promise<{ id: number }>) => (await q).id;
  return {
    category: await id(
      db
        .insertInto('material_type')
        .values({ company_id: companyId, name: 'Filters', parent: 0, sorter: 0, dict: 2 })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
    brand: await id(
      db
        .insertInto('brand')
        .values({ company_id: companyId, name: 'Champion' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
    unit: await id(
      db.insertInto('unit').values({ company_id: companyId, name: 'pcs' }).returning('id').executeTakeFirstOrThrow(),
    ),
    box: await id(
      db.insertInto('unit').values({ company_id: companyId, name: 'box' }).returning('id').executeTakeFirstOrThrow(),
    ),
    supplier: await id(
      db
        .insertInto('supplier')
        .values({ company_id: companyId, name: 'Aero Parts' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
    w1: await id(
      db
        .insertInto('warehouse')
        .values({ company_id: companyId, name: 'Main store' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
    w2: await id(
      db
        .insertInto('warehouse')
        .values({ company_id: companyId, name: 'Line store' })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  };
}

beforeAll(async () => {
  ({ t, a, b, clerk } = await testWorld({
    members: { clerk: [{ view: 'product-material', functions: ['Add', 'Edit', 'Delete', 'Execute'] }] },
  }));
  ra = await refs(a.companyId);
  rb = await refs(b.companyId);
  today = todayIn(t.config.timeZone);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/Material/${action}`, token, body, lang });
const stored = (id: number) => t.db.kysely.selectFrom('material').selectAll().where('id', '=', id).executeTakeFirst();
let seq = 0;
type Row = Record<string, unknown> & { id: number; name: string; model: string; stock: number };
const add = async (body: Record<string, unknown> = {}, token = clerk.token): Promise<Row> => {
  seq++;
  const res = await call('Add', token, {
    name: `Material ${seq}`,
    model: `PN-${seq}-X`,
    measureUnit: ra.unit,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};

/** A store order with lines, written straight into the tables (the store-order module keeps them in real use). */
async function movement(
  companyId: number,
  line: { material: number; warehouse: number; direction: 1 | -1; quantity: number; remain?: number; step?: number },
  expireDate: string | null = null,
) {
  const db = t.db.kysely;
  seq++;
  const order = await db
    .insertInto('store_order')
    .values({
      company_id: companyId,
      code: `RK-${seq}`,
      type: line.direction === 1 ? 303 : 352,
      direction: line.direction,
      side: line.direction,
      order_date: `${today} 00:00:00`,
      warehouse_id: line.warehouse,
      step: line.step ?? 1,
      created_at: `${today} 08:00:00`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('store_order_item')
    .values({
      company_id: companyId,
      order_id: order.id,
      material_id: line.material,
      warehouse_id: line.warehouse,
      direction: line.direction,
      step: line.step ?? 1,
      order_date: `${today} 00:00:00`,
      order_type: line.direction === 1 ? 303 : 352,
      expire_date: expireDate,
      quantity: line.quantity,
      remain: line.remain ?? 0,
    })
    .execute();
}

/** Sets a material's stock (material_stock per warehouse and the total) as confirmations would. */
async function setStock(companyId: number, material: number, perWarehouse: Record<number, number>) {
  const db = t.db.kysely;
  let total = 0;
  for (const [warehouse, quantity] of Object.entries(perWarehouse)) {
    await db
      .insertInto('material_stock')
      .values({ company_id: companyId, material_id: material, warehouse_id: Number(warehouse), quantity })
      .execute();
    total += quantity;
  }
  await db.updateTable('material').set({ stock: total }).where('id', '=', material).execute();
}

describe('POST /api/Material/Add', () => {
  it('adds a material of the session’s company, unapproved, with no stock, logged', async () => {
    const res = await call('Add', clerk.token, {
      name: ' Oil filter ',
      nameEn: 'Oil filter',
      model: 'CH48110-1',
      category: ra.category,
      brand: ra.brand,
      measureUnit: ra.unit,
      packingUnit: ra.box,
      packingCount: 12,
      useSerial: 0,
      certType: 1,
      specs: { Thread: '3/4-16 UNF', Empty: null },
      supplier: ra.supplier,
      costPrice: 123.456,
      whPos: { [`w${ra.w1}`]: { pos: 'A-01', sq: 4 } },
      safeStock: 10,
      cid: b.companyId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().body;
    expect(m).toMatchObject({
      name: 'Oil filter',
      model: 'CH48110-1',
      category: ra.category,
      specs: { Thread: '3/4-16 UNF' },
      costPrice: 123.46,
      approved: 0,
      disabled: 0,
      stock: 0,
      tool: 0,
      whPos: { [`w${ra.w1}`]: { pos: 'A-01', sq: 4 } },
    });
    expect(m.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await stored(m.id)).toMatchObject({ company_id: a.companyId, model_key: 'CH481101' });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Material, targetId: m.id });
    expect(log).toMatchObject({ job: 'Add', user_id: clerk.userId });
    const changes = JSON.parse(log.oper_content).changes;
    expect(changes.model).toEqual([null, 'CH48110-1']);
    expect(changes.stock).toBeUndefined();
  });

  it('validates the fields, naming each, and writes nothing', async () => {
    const before = await logCount(t);
    const missing = await call('Add', clerk.token, { model: 'X' });
    expect(failure(missing)).toEqual({ status: 400, code: 'VALIDATION', msg: '名称不能为空' });
    expect(missing.json().errors).toEqual([
      { field: 'name', message: '名称不能为空' },
      { field: 'measureUnit', message: '需要选择计量单位' },
    ]);
    expect(failure(await call('Add', clerk.token, { name: 'X', measureUnit: ra.unit }, 'en-US')).msg).toBe(
      'The part number cannot be empty',
    );
    const bad = await call('Add', clerk.token, { name: 'X', model: 'X', measureUnit: ra.unit, certType: 9 });
    expect(bad.json().errors).toEqual([{ field: 'certType', message: '合格证类型不正确' }]);
    const wh = await call('Add', clerk.token, { name: 'X', model: 'X', measureUnit: ra.unit, whPos: { x1: {} } });
    expect(failure(wh)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 whPos.x1 格式不正确' });
    const approved = await call('Add', clerk.token, { name: 'X', model: 'X', measureUnit: ra.unit, approved: 1 });
    expect(failure(approved).msg).toBe('不支持的字段 approved');
    expect(await logCount(t)).toBe(before);
  });

  it('refuses ids of another company’s records, naming the field', async () => {
    const before = await logCount(t);
    const base = { name: 'X', model: 'X', measureUnit: ra.unit };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ category: rb.category }, 'category', '类别不存在'],
      [{ brand: rb.brand }, 'brand', '品牌不存在'],
      [{ measureUnit: rb.unit }, 'measureUnit', '计量单位不存在'],
      [{ packingUnit: rb.box }, 'packingUnit', '计量单位不存在'],
      [{ supplier: rb.supplier }, 'supplier', '供应商不存在'],
      [{ whPos: { [`w${rb.w1}`]: { sq: 1 } } }, 'whPos', '仓库不存在'],
    ];
    for (const [extra, field, msg] of cases) {
      const res = await call('Add', clerk.token, { ...base, ...extra });
      expect(failure(res), field).toEqual({ status: 400, code: 'VALIDATION', msg });
      expect(res.json().errors, field).toEqual([{ field, message: msg }]);
    }
    expect(await logCount(t)).toBe(before);
  });

  it('refuses a member without Add, and lets tool holders add only their kind of tool', async () => {
    const plain = await makeMember(t, a, [{ view: 'product-material', functions: ['Edit'] }]);
    expect(failure(await call('Add', plain.token, { name: 'X', model: 'X', measureUnit: ra.unit })).status).toBe(403);
    const toolman = await makeMember(t, a, [{ view: 'tool-measure', functions: ['Add', 'Edit'] }]);
    const gauge = await add({ name: 'Torque wrench', tool: 2, calibrationDue: addDays(today, 90) }, toolman.token);
    expect(gauge).toMatchObject({ tool: 2, calibrationDue: `${addDays(today, 90)} 00:00:00` });
    const general = await call('Add', toolman.token, { name: 'Jack', model: 'J-1', measureUnit: ra.unit, tool: 1 });
    expect(failure(general)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '只能修改计量工具类物料' });
    const plainMaterial = await call('Add', toolman.token, { name: 'Bolt', model: 'B', measureUnit: ra.unit }, 'en-US');
    expect(failure(plainMaterial).msg).toBe('Only materials of the kind Measuring tools may be changed here');
    // A measuring tool may not be turned into an ordinary material by a tool holder.
    const change = await call('Update', toolman.token, { id: gauge.id, tool: 0 });
    expect(failure(change).status).toBe(403);
    expect((await call('Update', toolman.token, { id: gauge.id, calibrationCycle: 12 })).statusCode).toBe(200);
    const ordinary = await add();
    expect(failure(await call('Update', toolman.token, { id: ordinary.id, name: 'Mine' })).status).toBe(403);
  });
});

describe('POST /api/Material/Update', () => {
  it('changes the given fields, keeps the part-number key, logs the changes only', async () => {
    const m = await add({ model: 'ABC-1', brand: ra.brand });
    const res = await call('Update', clerk.token, { id: m.id, model: 'abc.2', brand: null, cid: b.companyId });
    expect(res.json().body).toEqual({ ...m, model: 'abc.2', brand: null });
    expect(await stored(m.id)).toMatchObject({ model: 'abc.2', model_key: 'ABC2', brand: null });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Material, targetId: m.id });
    expect(log.job).toBe('Update');
    expect(JSON.parse(log.oper_content).changes).toEqual({ model: ['ABC-1', 'abc.2'], brand: [ra.brand, null] });
  });

  it('refuses another company’s ids, an unknown material, and changing useSerial once it has movements', async () => {
    const m = await add({ useSerial: 0 });
    expect(failure(await call('Update', clerk.token, { id: m.id, supplier: rb.supplier })).msg).toBe('供应商不存在');
    expect(failure(await call('Update', b.admin.token, { id: m.id, name: 'Stolen' })).status).toBe(404);
    // No movement yet: useSerial may change.
    expect((await call('Update', clerk.token, { id: m.id, useSerial: 1 })).json().body.useSerial).toBe(1);
    await movement(a.companyId, { material: m.id, warehouse: ra.w1, direction: 1, quantity: 1, remain: 1, step: 0 });
    const before = await logCount(t);
    expect(failure(await call('Update', clerk.token, { id: m.id, useSerial: 0 }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该物料已有出入库记录，不能更改是否使用序号',
    });
    // The same value is no change.
    expect((await call('Update', clerk.token, { id: m.id, useSerial: 1, size: 'M' })).statusCode).toBe(200);
    expect((await stored(m.id))?.use_serial).toBe(1);
    expect(await logCount(t)).toBe(before + 1);
  });
});

describe('POST /api/Material/Delete', () => {
  it('deletes a material and logs the record; 404 for another company; 403 without Delete', async () => {
    const m = await add({ descript: 'obsolete' });
    expect(failure(await call('Delete', b.admin.token, { id: m.id })).status).toBe(404);
    const editor = await makeMember(t, a, [{ view: 'product-material', functions: ['Edit'] }]);
    expect(failure(await call('Delete', editor.token, { id: m.id })).status).toBe(403);
    expect((await call('Delete', clerk.token, { id: m.id })).json().body).toEqual({ id: m.id });
    expect(await stored(m.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Material, targetId: m.id });
    expect(JSON.parse(log.oper_content).before).toMatchObject({ id: m.id, descript: 'obsolete' });
  });
});

describe('POST /api/Material/Approve and Disable', () => {
  it('set the flags with their own functions, logged', async () => {
    const m = await add();
    const approved = await call('Approve', clerk.token, { id: m.id, value: 1 });
    expect(approved.json().body).toMatchObject({ id: m.id, approved: 1, disabled: 0 });
    const disabled = await call('Disable', clerk.token, { id: m.id, value: 1 });
    expect(disabled.json().body).toMatchObject({ approved: 1, disabled: 1 });
    const logs = await logRows(t, a.companyId, { targetType: ObjType.Material, targetId: m.id });
    expect(logs.map((l) => [l.job, JSON.parse(l.oper_content).changes])).toEqual([
      ['Disable', { disabled: [0, 1] }],
      ['Approve', { approved: [0, 1] }],
      ['Add', expect.any(Object)],
    ]);
    const editor = await makeMember(t, a, [{ view: 'product-material', functions: ['Edit'] }]);
    expect(failure(await call('Approve', editor.token, { id: m.id, value: 0 })).status).toBe(403);
    expect(failure(await call('Approve', clerk.token, { id: m.id, value: 2 })).msg).toBe('只能是 0 或 1');
    expect(failure(await call('Disable', b.admin.token, { id: m.id, value: 0 })).status).toBe(404);
    expect(await stored(m.id)).toMatchObject({ approved: 1, disabled: 1 });
    // The tool screens disable their own kind of tool, never an ordinary material, and never approve.
    const toolman = await makeMember(t, a, [{ view: 'tool-measure', functions: ['Add', 'Edit'] }]);
    const gauge = await add({ name: 'Pressure gauge', tool: 2 });
    expect((await call('Disable', toolman.token, { id: gauge.id, value: 1 })).statusCode).toBe(200);
    expect(failure(await call('Disable', toolman.token, { id: m.id, value: 0 })).status).toBe(403);
    expect(failure(await call('Approve', toolman.token, { id: gauge.id, value: 1 })).status).toBe(403);
    expect(await stored(gauge.id)).toMatchObject({ approved: 0, disabled: 1 });
    expect(await stored(m.id)).toMatchObject({ disabled: 1 });
  });
});

describe('POST /api/Material/Query', () => {
  it('lists newest first with the names it refers to, to a screen that picks materials, filtered by fields and names', async () => {
    const c = await makeCompany(t);
    const rc = await refs(c.companyId);
    // A work card's materials are picked on the model screen.
    const seeing = await makeMember(t, c, [{ view: 'plane-model', functions: [] }]);
    const nothing = await makeMember(t, c, []);
    expect(failure(await call('Query', nothing.token, {})).status).toBe(403);
    const first = await add(
      { name: 'Spark plug', model: 'REM38E', measureUnit: rc.unit, brand: rc.brand },
      c.admin.token,
    );
    const second = await add(
      { name: 'Air filter', model: 'AF-1', measureUnit: rc.unit, category: rc.category, supplier: rc.supplier },
      c.admin.token,
    );
    const res = await call('Query', seeing.token, {});
    expect(res.json().body.totalItems).toBe(2);
    expect(res.json().body.items).toEqual([
      {
        ...second,
        categoryName: 'Filters',
        brandName: null,
        unitName: 'pcs',
        packingUnitName: null,
        supplierName: 'Aero Parts',
      },
      {
        ...first,
        categoryName: null,
        brandName: 'Champion',
        unitName: 'pcs',
        packingUnitName: null,
        supplierName: null,
      },
    ]);
    const byBrand = await call('Query', seeing.token, {
      filters: [{ name: 'brandName', compare: 'contains', value: 'champ' }],
    });
    expect(byBrand.json().body.items.map((m: Row) => m.id)).toEqual([first.id]);
    const sorted = await call('Query', seeing.token, { sortField: 'categoryName', sortOrder: 'asc' });
    expect(sorted.json().body.items.map((m: Row) => m.id)).toEqual([second.id, first.id]);
    const byModel = await call('Query', seeing.token, { filters: [{ name: 'model', compare: 'eq', value: 'AF-1' }] });
    expect(byModel.json().body.items.map((m: Row) => m.id)).toEqual([second.id]);
  });

  it('never answers another company’s materials and rejects undeclared fields', async () => {
    const m = await add();
    const other = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: m.id }] });
    expect(other.json().body).toEqual({ items: [], totalItems: 0 });
    const key = await call('Query', clerk.token, { filters: [{ name: 'model_key', value: 'X' }] });
    expect(failure(key)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的查询字段 model_key' });
    expect(failure(await call('Query', clerk.token, { filters: [{ name: 'company_id', value: 1 }] })).status).toBe(400);
  });
});

describe('POST /api/Material/QueryWithStock', () => {
  it('answers stock per warehouse, the stock not expired, and the safety-stock flag', async () => {
    const m = await add({ safeStock: 5, whPos: { [`w${ra.w1}`]: { sq: 1 }, [`w${ra.w2}`]: { sq: 10 } } });
    // In: 3 expiring next year, 2 expired yesterday, 4 without expiry; out: 1 (from the first line).
    await movement(
      a.companyId,
      { material: m.id, warehouse: ra.w1, direction: 1, quantity: 3, remain: 2 },
      `${addDays(today, 365)} 00:00:00`,
    );
    await movement(
      a.companyId,
      { material: m.id, warehouse: ra.w1, direction: 1, quantity: 2, remain: 2 },
      `${addDays(today, -1)} 00:00:00`,
    );
    await movement(a.companyId, { material: m.id, warehouse: ra.w2, direction: 1, quantity: 4, remain: 4 });
    // Expiring today is not expired yet; a draft's line does not count.
    await movement(
      a.companyId,
      { material: m.id, warehouse: ra.w2, direction: 1, quantity: 1, remain: 1 },
      `${today} 00:00:00`,
    );
    await movement(a.companyId, { material: m.id, warehouse: ra.w2, direction: 1, quantity: 7, remain: 7, step: 0 });
    await movement(a.companyId, { material: m.id, warehouse: ra.w1, direction: -1, quantity: 1 });
    await setStock(a.companyId, m.id, { [ra.w1]: 4, [ra.w2]: 5 });
    const plain = await makeMember(t, a, [{ view: 'store-deliver', functions: [] }]);
    const res = await call('QueryWithStock', plain.token, { filters: [{ name: 'id', compare: 'eq', value: m.id }] });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().body.items;
    expect(row).toMatchObject({
      id: m.id,
      stock: 9,
      unitName: 'pcs',
      whStock: { [`w${ra.w1}`]: 4, [`w${ra.w2}`]: 5 },
      available: 7,
      // Total 9 ≥ 5, but the line store holds 5 < 10.
      lowStock: true,
    });
  });

  it('flags low stock by total or warehouse only when a safety quantity is set', async () => {
    const total = await add({ safeStock: 3 });
    await setStock(a.companyId, total.id, { [ra.w1]: 2 });
    const fine = await add({ safeStock: 2, whPos: { [`w${ra.w1}`]: { pos: 'B', sq: 0 } } });
    await setStock(a.companyId, fine.id, { [ra.w1]: 2 });
    const none = await add();
    const res = await call('QueryWithStock', clerk.token, {
      filters: [{ name: 'id', compare: 'ge', value: total.id }],
      sortField: 'id',
      sortOrder: 'asc',
      pageSize: 3,
    });
    expect(res.json().body.items.map((r: Row) => [r.id, r.lowStock, r.whStock, r.available])).toEqual([
      [total.id, true, { [`w${ra.w1}`]: 2 }, 0],
      [fine.id, false, { [`w${ra.w1}`]: 2 }, 0],
      [none.id, false, {}, 0],
    ]);
  });

  it('never answers another company’s stock', async () => {
    const m = await add();
    await setStock(a.companyId, m.id, { [ra.w1]: 8 });
    const other = await call('QueryWithStock', b.admin.token, {
      filters: [{ name: 'id', compare: 'eq', value: m.id }],
    });
    expect(other.json().body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('POST /api/Material/ModelCheck', () => {
  it('finds equal keys ignoring spaces, dashes, dots, slashes and case, and prefixes both ways', async () => {
    const c = await makeCompany(t);
    const rc = await refs(c.companyId);
    const mk = (model: string, extra: Record<string, unknown> = {}) =>
      add({ model, measureUnit: rc.unit, nameEn: `EN ${model}`, ...extra }, c.admin.token);
    const exact = await mk('ch-48110.1', { brand: rc.brand });
    const longer = await mk('CH48110-1A');
    const shorter = await mk('CH481');
    const tooShort = await mk('CH');
    await mk('XCH48110-1');
    const check = async (model: string, id?: number) => {
      const res = await call('ModelCheck', c.admin.token, { model, id });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().body as { id: number }[];
    };
    const found = await check(' CH 48110/1 ');
    expect(found.map((r) => r.id)).toEqual([exact.id, longer.id, shorter.id]);
    expect(found[0]).toEqual({
      id: exact.id,
      brand: rc.brand,
      brandName: 'Champion',
      model: 'ch-48110.1',
      name: exact.name,
      nameEn: 'EN ch-48110.1',
    });
    // Excluding the material being edited.
    expect((await check('CH48110-1', exact.id)).map((r) => r.id)).toEqual([longer.id, shorter.id]);
    // A key shorter than three characters matches only equal keys.
    expect((await check('ch')).map((r) => r.id)).toEqual([tooShort.id]);
    expect(await check('ZZZ-1')).toEqual([]);
    // Full-width characters compare equal (NFKC).
    expect((await check('ＣＨ４８１')).map((r) => r.id)).toEqual([exact.id, longer.id, shorter.id]);
  });

  it('never answers another company’s materials, needs a part number', async () => {
    await add({ model: 'UNIQUE-B-1' }, clerk.token);
    expect((await call('ModelCheck', b.admin.token, { model: 'UNIQUE-B-1' })).json().body).toEqual([]);
    expect(failure(await call('ModelCheck', clerk.token, { model: '' })).msg).toBe('件号不能为空');
  });
});

describe('POST /api/Material/Alerts', () => {
  it('lists materials below safety stock by shortfall and measuring tools coming due, with totals', async () => {
    const c = await makeCompany(t);
    const rc = await refs(c.companyId);
    const mk = (extra: Record<string, unknown>) => add({ measureUnit: rc.unit, ...extra }, c.admin.token);
    const small = await mk({ safeStock: 3 });
    const big = await mk({ safeStock: 10 });
    const ok = await mk({ safeStock: 1 });
    const disabled = await mk({ safeStock: 10 });
    await setStock(c.companyId, small.id, { [rc.w1]: 2 });
    await setStock(c.companyId, ok.id, { [rc.w1]: 1 });
    await call('Disable', c.admin.token, { id: disabled.id, value: 1 });
    const overdue = await mk({ tool: 2, calibrationDue: addDays(today, -2) });
    const soon = await mk({ tool: 2, calibrationDue: addDays(today, 30) });
    await mk({ tool: 2, calibrationDue: addDays(today, 31) });
    await mk({ tool: 1, calibrationDue: addDays(today, 1) });
    const plain = await makeMember(t, c, [{ view: 'tool-measure', functions: [] }]);
    expect(failure(await call('Alerts', (await makeMember(t, c, [])).token, {})).status).toBe(403);
    const res = await call('Alerts', plain.token, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toEqual({
      lowStock: [
        { id: big.id, name: big.name, model: big.model, stock: 0, safeStock: 10 },
        { id: small.id, name: small.name, model: small.model, stock: 2, safeStock: 3 },
      ],
      lowStockTotal: 2,
      calibration: [
        {
          id: overdue.id,
          name: overdue.name,
          model: overdue.model,
          calibrationDue: `${addDays(today, -2)} 00:00:00`,
          remainDays: -2,
          overdue: true,
        },
        {
          id: soon.id,
          name: soon.name,
          model: soon.model,
          calibrationDue: `${addDays(today, 30)} 00:00:00`,
          remainDays: 30,
          overdue: false,
        },
      ],
      calibrationTotal: 2,
    });
    const limited = (await call('Alerts', plain.token, { limit: 1 })).json().body;
    expect([limited.lowStock.length, limited.lowStockTotal, limited.calibration.length]).toEqual([1, 2, 1]);
    expect(failure(await call('Alerts', plain.token, { limit: 0 })).status).toBe(400);
    const other = (await call('Alerts', b.admin.token, {})).json().body;
    expect(other.lowStock.some((r: Row) => r.id === big.id)).toBe(false);
  });
});

describe('the material’s dependents', () => {
  it('keep its brand and units from being deleted', async () => {
    const m = await add({ brand: ra.brand, packingUnit: ra.box });
    const brand = await t.call({ url: '/api/Brand/Delete', token: a.admin.token, body: { id: ra.brand } });
    expect(failure(brand)).toMatchObject({ status: 601, msg: expect.stringMatching(/^该品牌还有 \d+ 个物料在使用/) });
    const box = await t.call({ url: '/api/Unit/Delete', token: a.admin.token, body: { id: ra.box }, lang: 'en-US' });
    expect(failure(box).msg).toMatch(/^This unit is used by \d+ materials/);
    expect(await stored(m.id)).toBeDefined();
    expect(partNumberKey(m.model)).toBe((await stored(m.id))?.model_key);
  });
});
