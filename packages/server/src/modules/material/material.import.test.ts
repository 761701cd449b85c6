import { ObjType } from '@hangar/domain/codes';
import {
  type MaterialSheetTexts,
  type MaterialStockRow,
  materialSheetValues,
  partNumberKey,
} from '@hangar/domain/contracts/materials';
import { materialStrings } from '@hangar/domain/i18n/material-strings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, logCount, logRows, makeCompany, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let b: Company;

beforeAll(async () => {
  ({ t, b } = await testWorld({ companies: { b: 'Bravo Air' } }));
});
afterAll(() => t.close());

const call = (token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: '/api/Material/Import', token, body, lang });
const materialsOf = (companyId: number) =>
  t.db.kysely.selectFrom('material').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

/** A company with a category tree, a brand, units and a supplier. */
async function company() {
  const c = await makeCompany(t);
  const db = t.db.kysely;
  const ins = async (table: 'brand' | 'unit' | 'supplier', name: string) =>
    (await db.insertInto(table).values({ company_id: c.companyId, name }).returning('id').executeTakeFirstOrThrow()).id;
  const type = async (name: string, parent = 0) =>
    (
      await db
        .insertInto('material_type')
        .values({ company_id: c.companyId, name, parent, sorter: 0, dict: 2 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const engine = await type('Engine');
  const airframe = await type('Airframe');
  const ids = {
    engine,
    filters: await type('Filters', engine),
    airFilters: await type('Filters', airframe),
    brand: await ins('brand', 'Champion'),
    pcs: await ins('unit', '个'),
    box: await ins('unit', 'Box'),
    supplier: await ins('supplier', 'Aero Parts'),
  };
  return { ...c, ids };
}

describe('POST /api/Material/Import', () => {
  it('adds every row in one transaction with one log row, names resolved in the company', async () => {
    const c = await company();
    const before = await logCount(t);
    const res = await call(c.admin.token, {
      rows: [
        {
          row: 2,
          name: 'Oil filter',
          model: 'CH48110-1',
          category: 'Engine / Filters',
          brand: 'champion',
          measureUnit: '个',
          packingUnit: 'Box',
          packingCount: '1,200',
          useSerial: '否',
          certType: 'EASA Form 1',
          supplier: 'Aero Parts',
          costPrice: '12.5',
          safeStock: 4,
        },
        {
          row: 3,
          name: 'Spark plug',
          model: 'REM38E',
          category: 'Engine',
          measureUnit: '个',
          useSerial: 'yes',
          certType: 3,
        },
        { row: 4, name: 'Placard', model: 'PL-1', measureUnit: '个', certType: '  ', useSerial: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toEqual({ added: 3, updated: 0 });
    const rows = await materialsOf(c.companyId);
    expect(rows.map((r) => [r.model, r.model_key, r.category, r.use_serial, r.cert_type, r.approved, r.stock])).toEqual(
      [
        ['CH48110-1', 'CH481101', c.ids.filters, 0, 2, 0, 0],
        ['REM38E', 'REM38E', c.ids.engine, 1, 3, 0, 0],
        ['PL-1', 'PL1', null, 0, null, 0, 0],
      ],
    );
    expect(rows[0]).toMatchObject({
      brand: c.ids.brand,
      measure_unit: c.ids.pcs,
      packing_unit: c.ids.box,
      packing_count: 1200,
      supplier: c.ids.supplier,
      cost_price: 12.5,
      safe_stock: 4,
    });
    expect(await logCount(t)).toBe(before + 1);
    const [log] = await logRows(t, c.companyId, { targetType: ObjType.Material });
    expect(log.job).toBe('Import');
    expect(JSON.parse(log.oper_content).changes).toEqual({
      imported: [null, 3],
      ids: [null, rows.map((r) => r.id)],
    });
  });

  it('refuses the whole sheet listing every problem by row and field, and saves nothing', async () => {
    const c = await company();
    await t.db.kysely
      .insertInto('material')
      .values({
        company_id: c.companyId,
        name: 'Existing',
        model: 'EX-1',
        model_key: partNumberKey('EX-1'),
        brand: c.ids.brand,
        measure_unit: c.ids.pcs,
        created_at: '2025-01-01 00:00:00',
      })
      .execute();
    const before = await logCount(t);
    const count = (await materialsOf(c.companyId)).length;
    const res = await call(c.admin.token, {
      rows: [
        { row: 2, name: 'Good', model: 'OK-1', measureUnit: '个' },
        { row: 3, name: '', model: 'OK-2', measureUnit: 'litre' },
        { row: 4, name: 'Ambiguous', model: 'OK-3', measureUnit: '个', category: 'Filters' },
        {
          row: 5,
          name: 'Bad values',
          model: 'OK-4',
          measureUnit: '个',
          useSerial: 'maybe',
          certType: 'Paper',
          costPrice: 'abc',
        },
        { row: 6, name: 'Same as row 2', model: 'ok 1', measureUnit: '个' },
        // Stands for the existing material (its part-number key and brand): a change of it, not saved either.
        { row: 7, name: 'Same as existing', model: 'ex.1', measureUnit: '个', brand: 'Champion' },
        // Same part number with another brand is another part.
        { row: 8, name: 'Other brand', model: 'EX-1', measureUnit: '个' },
        { row: 9, name: 'Foreign', model: 'OK-9', measureUnit: '个', supplier: 'Nobody' },
      ],
    });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '导入失败：8 处错误，未保存任何数据' });
    expect(res.json().problems).toEqual([
      { row: 3, field: 'measureUnit', message: "第 3 行 计量单位：'litre' 不存在（应为 系统中已有的名称）" },
      { row: 3, field: 'name', message: '第 3 行 名称：为空（此列必填）' },
      { row: 4, field: 'category', message: '第 4 行 类别：有多个名为 FILTERS 的类别，请写出完整路径（如 上级/下级）' },
      { row: 5, field: 'useSerial', message: "第 5 行 使用序号：'maybe' 不符合要求（应为 是、否、1 或 0）" },
      { row: 5, field: 'certType', message: "第 5 行 合格证类型：'Paper' 不符合要求（应为 合格证类型，如 COC、CAAC）" },
      { row: 5, field: 'costPrice', message: "第 5 行 成本价：'abc' 不是数字（应为 数字）" },
      { row: 6, field: 'model', message: '第 6 行 件号：件号 ok 1 与第 2 行重复' },
      { row: 9, field: 'supplier', message: "第 9 行 供应商：'Nobody' 不存在（应为 系统中已有的名称）" },
    ]);
    expect((await materialsOf(c.companyId)).length).toBe(count);
    expect((await materialsOf(c.companyId)).find((m) => m.model === 'EX-1')?.name).toBe('Existing');
    expect(await logCount(t)).toBe(before);
    const en = await call(
      c.admin.token,
      { rows: [{ row: 12, name: 'x'.repeat(201), model: 'Y', measureUnit: '个' }] },
      'en-US',
    );
    expect(failure(en).msg).toBe('Import failed: 1 problems; nothing was saved');
    expect(en.json().problems).toEqual([
      {
        row: 12,
        field: 'name',
        message: `Row 12, Name: '${'x'.repeat(40)}…' is not valid (expected at most 200 characters)`,
      },
    ]);
    // The same sheet in English: the row, the heading as the English template shows it, the value, the expectation.
    const enBad = await call(
      c.admin.token,
      {
        rows: [
          { row: 2, name: 'Good', model: 'OK-5', measureUnit: 'litre', costPrice: 'abc', useSerial: 'maybe' },
          { row: 3, name: '', model: 'OK-6', measureUnit: '个' },
        ],
      },
      'en-US',
    );
    expect(enBad.json().problems).toEqual([
      {
        row: 2,
        field: 'useSerial',
        message: "Row 2, Uses serial numbers: 'maybe' is not valid (expected yes, no, 1 or 0)",
      },
      {
        row: 2,
        field: 'measureUnit',
        message: "Row 2, Measure unit: 'litre' is not known (expected a name already in the system)",
      },
      { row: 2, field: 'costPrice', message: "Row 2, Cost price: 'abc' is not a number (expected a number)" },
      { row: 3, field: 'name', message: 'Row 3, Name: is empty (this column is required)' },
    ]);
  });

  it('resolves names in the caller’s company only', async () => {
    const c = await company();
    const res = await call(b.admin.token, {
      rows: [{ row: 2, name: 'X', model: 'X', measureUnit: '个', category: 'Engine' }],
    });
    expect(res.json().problems).toEqual([
      { row: 2, field: 'category', message: "第 2 行 类别：'Engine' 不存在（应为 系统中已有的名称）" },
      { row: 2, field: 'measureUnit', message: "第 2 行 计量单位：'个' 不存在（应为 系统中已有的名称）" },
    ]);
    expect(await materialsOf(b.companyId)).toEqual([]);
    expect((await materialsOf(c.companyId)).length).toBe(0);
  });

  it('needs product-material Add and at least one row', async () => {
    const c = await company();
    const editor = await makeMember(t, c, [{ view: 'product-material', functions: ['Edit'] }]);
    expect(
      failure(await call(editor.token, { rows: [{ row: 2, name: 'X', model: 'X', measureUnit: '个' }] })).status,
    ).toBe(403);
    expect(failure(await call(c.admin.token, { rows: [] })).status).toBe(400);
  });

  it('imports 10,000 rows (a body beyond 1 MB) in batched inserts', async () => {
    const c = await company();
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      row: i + 2,
      name: `Rivet ${i}`,
      nameEn: `Rivet number ${i}`,
      model: `MS20470AD4-${i}`,
      category: 'Engine/Filters',
      brand: 'Champion',
      measureUnit: '个',
      supplier: 'Aero Parts',
      costPrice: '0.25',
      descript: 'Universal head rivet, aluminium alloy 2117-T4, for general airframe repair work.',
    }));
    expect(JSON.stringify({ rows }).length).toBeGreaterThan(1024 * 1024);
    const started = Date.now();
    const res = await call(c.admin.token, { rows });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().body).toEqual({ added: 10_000, updated: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await materialsOf(c.companyId)).length).toBe(10_000);
    // The larger limit is the import's only: other calls keep Fastify's 1 MiB.
    const add = await t.call({
      url: '/api/Material/Add',
      token: c.admin.token,
      body: { name: 'Big', model: 'BIG', measureUnit: c.ids.pcs, descript: 'x'.repeat(1_100_000) },
    });
    expect(failure(add)).toMatchObject({ status: 413, code: 'TOO_LARGE' });
  }, 30_000);
});

describe('POST /api/Material/Import: the catalogue export imported back', () => {
  /** The export's texts (MaterialList: labels of the user's language; the import reads both). */
  const textsIn = (lang: 0 | 1, paths: Record<number, string>): MaterialSheetTexts => {
    const label = (key: string) => (materialStrings as Record<string, readonly [string, string]>)[key][lang];
    return {
      category: (id) => paths[id] ?? '',
      yes: label('material.yes'),
      no: label('material.no'),
      cert: (code) => label(`material.cert.${code}`),
    };
  };

  /** A company with two materials (one of every column, one of few), and its export's rows. */
  async function catalogue() {
    const c = await company();
    const res = await call(c.admin.token, {
      rows: [
        {
          row: 2,
          name: 'Oil filter',
          nameEn: 'Oil filter EN',
          code: 'OF-1',
          replacement: 'CH48110',
          model: 'CH48110-1',
          category: 'Engine / Filters',
          brand: 'Champion',
          measureUnit: '个',
          packingUnit: 'Box',
          packingCount: 12,
          useSerial: '否',
          certType: 'EASA Form 1',
          supplier: 'Aero Parts',
          costPrice: 12.5,
          safeStock: 4,
          storeCondition: 'Dry',
          descript: 'Spin-on filter',
        },
        { row: 3, name: 'Spark plug', model: 'REM38E', category: 'Engine', measureUnit: '个', useSerial: '是' },
      ],
    });
    expect(res.json().body).toEqual({ added: 2, updated: 0 });
    const paths = { [c.ids.engine]: 'Engine', [c.ids.filters]: 'Engine / Filters' };
    const exported = async (lang: 0 | 1) => {
      const list = await t.call({
        url: '/api/Material/QueryWithStock',
        token: c.admin.token,
        body: { filters: [], sortField: 'id', sortOrder: 'ascend', page: 1, pageSize: 100 },
      });
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().body.items as MaterialStockRow[];
      return items.map((r, i) => ({ row: i + 2, ...materialSheetValues(r, textsIn(lang, paths)) }));
    };
    return { c, exported };
  }

  it('changes the materials its rows stand for: changed cells saved, blank cells kept, one log row', async () => {
    const { c, exported } = await catalogue();
    const stored = await materialsOf(c.companyId);
    const [filter, plug] = stored;

    // The export as it is (English labels): nothing changes, one log row says so.
    const english = await exported(1);
    expect(english[0]).toMatchObject({ category: 'Engine / Filters', useSerial: 'No', certType: 'EASA FORM 1' });
    let logs = await logCount(t);
    const same = await call(c.admin.token, { rows: english });
    expect(same.json().body).toEqual({ added: 0, updated: 0 });
    expect(await materialsOf(c.companyId)).toEqual(stored);
    expect(await logCount(t)).toBe(logs + 1);

    // Edited (Chinese labels): a changed name, price and certificate; blank cells; a new row.
    const [first, second] = await exported(0);
    expect(first).toMatchObject({ useSerial: '否', certType: 'EASA FORM 1', packingCount: 12, costPrice: 12.5 });
    logs = await logCount(t);
    const res = await call(c.admin.token, {
      rows: [
        { ...first, name: 'Oil filter, long', costPrice: '13', descript: null, supplier: '', safeStock: null },
        { ...second, certType: 'CAAC', model: 'rem 38e' },
        { row: 4, name: 'Gasket', model: 'GS-1', measureUnit: '个' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toEqual({ added: 1, updated: 2 });
    const after = await materialsOf(c.companyId);
    expect(after).toHaveLength(3);
    expect(after[0]).toEqual({ ...filter, name: 'Oil filter, long', cost_price: 13 });
    expect(after[1]).toEqual({ ...plug, cert_type: 5, model: 'rem 38e', model_key: 'REM38E' });
    expect(after[2]).toMatchObject({ model: 'GS-1', approved: 0 });
    expect(await logCount(t)).toBe(logs + 1);
    const [log] = await logRows(t, c.companyId, { targetType: ObjType.Material });
    expect(JSON.parse(log.oper_content).changes).toEqual({
      imported: [null, 1],
      ids: [null, [after[2].id]],
      updated: [null, [filter.id, plug.id]],
    });
  });

  it('needs Update’s right for the rows that stand for materials, naming them; nothing is saved', async () => {
    const { c, exported } = await catalogue();
    const stored = await materialsOf(c.companyId);
    const [first, second] = await exported(0);
    const adder = await makeMember(t, c, [{ view: 'product-material', functions: ['Add'] }]);
    const logs = await logCount(t);
    const res = await call(adder.token, {
      rows: [
        { row: 2, name: 'Gasket', model: 'GS-1', measureUnit: '个' },
        { ...first, row: 3, name: 'Renamed' },
        { ...second, row: 4 },
      ],
    });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '导入失败：2 处错误，未保存任何数据' });
    expect(res.json().problems).toEqual([
      {
        row: 3,
        field: 'model',
        message: `第 3 行 件号：件号 CH48110-1 已是物料 ${stored[0].id}，导入修改它需要物料的修改权限`,
      },
      {
        row: 4,
        field: 'model',
        message: `第 4 行 件号：件号 REM38E 已是物料 ${stored[1].id}，导入修改它需要物料的修改权限`,
      },
    ]);
    expect(await materialsOf(c.companyId)).toEqual(stored);
    expect(await logCount(t)).toBe(logs);
    // With Edit as well, the same sheet is saved.
    const editor = await makeMember(t, c, [{ view: 'product-material', functions: ['Add', 'Edit'] }]);
    const ok = await call(editor.token, {
      rows: [
        { row: 2, name: 'Gasket', model: 'GS-1', measureUnit: '个' },
        { ...first, row: 3, name: 'Renamed' },
        { ...second, row: 4 },
      ],
    });
    expect(ok.json().body).toEqual({ added: 1, updated: 1 });
    expect((await materialsOf(c.companyId))[0].name).toBe('Renamed');
  });

  it('refuses a material twice in the sheet and any problem of an edit row, saving nothing', async () => {
    const { c, exported } = await catalogue();
    const stored = await materialsOf(c.companyId);
    const [first, second] = await exported(0);
    const logs = await logCount(t);
    const res = await call(c.admin.token, {
      rows: [
        { ...first, name: 'Changed' },
        { ...first, row: 3, model: 'ch 48110 1', name: 'Again' },
        { ...second, row: 4, costPrice: 'abc', measureUnit: 'litre' },
        { row: 5, name: 'Gasket', model: 'GS-1', measureUnit: '个' },
      ],
    });
    expect(failure(res).status).toBe(400);
    expect(res.json().problems).toEqual([
      { row: 3, field: 'model', message: '第 3 行 件号：件号 ch 48110 1 与第 2 行重复' },
      { row: 4, field: 'measureUnit', message: "第 4 行 计量单位：'litre' 不存在（应为 系统中已有的名称）" },
      { row: 4, field: 'costPrice', message: "第 4 行 成本价：'abc' 不是数字（应为 数字）" },
    ]);
    expect(await materialsOf(c.companyId)).toEqual(stored);
    expect(await logCount(t)).toBe(logs);
  });
  it('refuses, as Update does, a serial-number change of a material a store order has moved', async () => {
    const { c, exported } = await catalogue();
    const stored = await materialsOf(c.companyId);
    const db = t.db.kysely;
    const warehouse = await db
      .insertInto('warehouse')
      .values({ company_id: c.companyId, name: 'Main store' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('store_order')
      .values({
        company_id: c.companyId,
        code: 'RK-IMPORT-1',
        type: 303,
        direction: 1,
        side: 1,
        order_date: '2026-01-05 00:00:00',
        warehouse_id: warehouse.id,
        step: 0,
        created_at: '2026-01-05 08:00:00',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('store_order_item')
      .values({
        company_id: c.companyId,
        order_id: order.id,
        material_id: stored[1].id,
        warehouse_id: warehouse.id,
        direction: 1,
        step: 0,
        order_date: '2026-01-05 00:00:00',
        order_type: 303,
        quantity: 1,
        remain: 0,
      })
      .execute();
    const [first, second] = await exported(0);
    expect(second.useSerial).toBe('是');
    const logs = await logCount(t);
    const res = await call(c.admin.token, {
      rows: [
        { ...first, name: 'Changed' },
        { ...second, useSerial: '否' },
      ],
    });
    expect(res.json().problems).toEqual([
      { row: 3, field: 'useSerial', message: '第 3 行 使用序号：该物料已有出入库记录，不能更改是否使用序号' },
    ]);
    expect(await materialsOf(c.companyId)).toEqual(stored);
    expect(await logCount(t)).toBe(logs);
    // The same sheet keeping the flag: the name is saved.
    const ok = await call(c.admin.token, { rows: [{ ...first, name: 'Changed' }, second] });
    expect(ok.json().body).toEqual({ added: 0, updated: 1 });
  });
});
