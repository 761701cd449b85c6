import { ObjType } from '@hangar/domain/codes';
import { partNumberKey } from '@hangar/domain/contracts/materials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Suppliers are a named list (platform/entity/named-list.ts, tested in full by brand.test.ts); here what
// differs: their fields, view, messages and the materials that keep one from being deleted.

let t: TestApp;
let a: Company;
let b: Company;
let editor: Actor;

beforeAll(async () => {
  ({ t, a, b, editor } = await testWorld({
    members: { editor: [{ view: 'product-supplier', functions: ['Add', 'Edit', 'Delete'] }] },
  }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/Supplier/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('supplier').selectAll().where('id', '=', id).executeTakeFirst();

describe('Supplier', () => {
  it('adds a supplier with its approval, lists it to any member, logs changes', async () => {
    const res = await call('Add', editor.token, {
      name: 'Aero Parts Ltd',
      approvalNo: 'CCAR-145-0001',
      approvalExpire: '2030-06-30',
      approved: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().body;
    expect(created).toMatchObject({ name: 'Aero Parts Ltd', approvalExpire: '2030-06-30 00:00:00', approved: 1 });
    const plain = await makeMember(t, a, []);
    const list = await call('Query', plain.token, { filters: [{ name: 'id', compare: 'eq', value: created.id }] });
    // Any member reads the names (pickers); the supplier screen's holders the whole row.
    expect(list.json().body).toEqual({ items: [{ id: created.id, name: created.name }], totalItems: 1 });
    const whole = await call('Query', a.admin.token, { filters: [{ name: 'id', compare: 'eq', value: created.id }] });
    expect(whole.json().body).toEqual({ items: [created], totalItems: 1 });
    const upd = await call('Update', editor.token, { id: created.id, contact: 'Wang' });
    expect(upd.json().body).toEqual({ ...created, contact: 'Wang' });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Supplier, targetId: created.id });
    expect(JSON.parse(log.oper_content).changes).toEqual({ contact: [null, 'Wang'] });
  });

  it('validates name, uniqueness, dates and permission', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', editor.token, {}, 'en-US')).msg).toBe('The supplier name cannot be empty');
    expect(failure(await call('Add', editor.token, { name: 'X', approvalExpire: '2030-02-30' })).status).toBe(400);
    await call('Add', editor.token, { name: 'Only once' });
    expect(failure(await call('Add', editor.token, { name: 'Only once' })).msg).toBe('供应商名称已存在');
    const viewer = await makeMember(t, a, [{ view: 'product-supplier', functions: [] }]);
    expect(failure(await call('Add', viewer.token, { name: 'Nope' })).status).toBe(403);
    expect(await logCount(t)).toBe(before + 1);
  });

  it('refuses to delete a supplier a material names; deletes an unused one; 404 for other companies', async () => {
    const used = (await call('Add', editor.token, { name: 'Used supplier' })).json().body;
    const unit = await t.db.kysely
      .insertInto('unit')
      .values({ company_id: a.companyId, name: 'pcs' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('material')
      .values({
        company_id: a.companyId,
        name: 'Spark plug',
        model: 'REM38E',
        model_key: partNumberKey('REM38E'),
        measure_unit: unit.id,
        supplier: used.id,
        created_at: '2025-01-01 00:00:00',
      })
      .execute();
    expect(failure(await call('Delete', editor.token, { id: used.id }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该供应商已被物料或出入库单使用，不能删除',
    });
    expect(await row(used.id)).toBeDefined();
    const free = (await call('Add', editor.token, { name: 'Free supplier' })).json().body;
    expect(failure(await call('Delete', b.admin.token, { id: free.id })).status).toBe(404);
    expect((await call('Delete', editor.token, { id: free.id })).json().body).toEqual({ id: free.id });
    expect(await row(free.id)).toBeUndefined();
  });
});
