import { ObjType } from '@hangar/domain/codes';
import { partNumberKey } from '@hangar/domain/contracts/materials';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeCompany, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;
/** A member of A holding every function of product-material-type. */
let editor: Actor;

beforeAll(async () => {
  ({ t, a, b, editor } = await testWorld({
    members: { editor: [{ view: 'product-material-type', functions: ['Add', 'Edit', 'Delete'] }] },
  }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/MaterialType/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('material_type').selectAll().where('id', '=', id).executeTakeFirst();
let seq = 0;
type TypeRow = { id: number; name: string; parent: number; sorter: number; dict: number; remarks: string | null };
const add = async (body: Record<string, unknown> = {}, token = editor.token): Promise<TypeRow> => {
  seq++;
  const res = await call('Add', token, { name: `Category ${seq}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};

describe('POST /api/MaterialType/Query', () => {
  it('lists the company’s categories by sorter to any member, never another company’s', async () => {
    const c = await makeCompany(t);
    const top = await add({ name: 'Filters', sorter: 2 }, c.admin.token);
    const child = await add({ name: 'Oil filters', parent: top.id, sorter: 1 }, c.admin.token);
    await add({ name: 'Elsewhere' }, b.admin.token);
    const plain = await makeMember(t, c, []);
    const res = await call('Query', plain.token, { pageSize: 1000 });
    // Any member reads the tree's names; the screen's holders the whole rows (remarks too).
    const tree = ({ id, name, parent, sorter, dict }: typeof top) => ({ id, name, parent, sorter, dict });
    expect(res.json().body).toEqual({ items: [tree(child), tree(top)], totalItems: 2 });
    const children = await call('Query', plain.token, { fixedFilters: [{ name: 'parent', value: top.id }] });
    expect(children.json().body.items).toEqual([tree(child)]);
    const whole = await call('Query', c.admin.token, { pageSize: 1000 });
    expect(whole.json().body).toEqual({ items: [child, top], totalItems: 2 });
    const other = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: top.id }] });
    expect(other.json().body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('POST /api/MaterialType/Add', () => {
  it('adds a category of dictionary 2 under a parent of the company, logged', async () => {
    const parent = await add({ name: 'Tyres' });
    const res = await call('Add', editor.token, { name: 'Main wheel tyres', parent: parent.id, cid: b.companyId });
    const created = res.json().body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Main wheel tyres',
      parent: parent.id,
      sorter: 0,
      dict: 2,
      remarks: null,
    });
    expect(await row(created.id)).toMatchObject({ company_id: a.companyId });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.MaterialType, targetId: created.id });
    expect(log).toMatchObject({ job: 'Add', user_id: editor.userId });
    expect(JSON.parse(log.oper_content).changes.name).toEqual([null, 'Main wheel tyres']);
  });

  it('validates the name, the parent (the company’s) and sibling names', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', editor.token, { name: ' ' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '类别名称不能为空',
    });
    expect(failure(await call('Add', editor.token, {}, 'en-US')).msg).toBe('The category name cannot be empty');
    const foreign = await add({ name: 'Foreign' }, b.admin.token);
    const res = await call('Add', editor.token, { name: 'Orphan', parent: foreign.id });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '上级类别不存在' });
    expect(res.json().errors).toEqual([{ field: 'parent', message: '上级类别不存在' }]);
    const root = await add({ name: 'Batteries' });
    await add({ name: 'Lead acid', parent: root.id });
    expect(failure(await call('Add', editor.token, { name: 'Lead acid', parent: root.id }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '同一上级下已有同名类别',
    });
    // Only the three categories added along the way were logged.
    expect(await logCount(t)).toBe(before + 3);
    await add({ name: 'Lead acid' });
  });

  it('refuses a member without the Add function', async () => {
    const viewer = await makeMember(t, a, [{ view: 'product-material-type', functions: ['Edit'] }]);
    expect(failure(await call('Add', viewer.token, { name: 'Nope' })).status).toBe(403);
  });
});

describe('POST /api/MaterialType/Update', () => {
  it('renames and moves a category, logging what changed', async () => {
    const top = await add({ name: 'Lighting' });
    const other = await add({ name: 'Lamps', sorter: 3 });
    const res = await call('Update', editor.token, { id: other.id, name: 'Lamps and bulbs', parent: top.id });
    expect(res.json().body).toEqual({ ...other, name: 'Lamps and bulbs', parent: top.id });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.MaterialType, targetId: other.id });
    expect(JSON.parse(log.oper_content).changes).toEqual({
      name: ['Lamps', 'Lamps and bulbs'],
      parent: [0, top.id],
    });
  });

  it('refuses a cycle, a sibling’s name, and another company’s category or parent', async () => {
    const root = await add();
    const child = await add({ parent: root.id });
    const grandchild = await add({ parent: child.id });
    const loop = await call('Update', editor.token, { id: root.id, parent: grandchild.id });
    expect(failure(loop)).toEqual({ status: 400, code: 'VALIDATION', msg: '不能把类别移到它自己的下级' });
    expect(failure(await call('Update', editor.token, { id: root.id, parent: root.id })).status).toBe(400);
    const sibling = await add({ parent: root.id });
    expect(failure(await call('Update', editor.token, { id: sibling.id, name: child.name })).status).toBe(409);
    const foreign = await add({}, b.admin.token);
    expect(failure(await call('Update', editor.token, { id: root.id, parent: foreign.id })).status).toBe(400);
    expect(failure(await call('Update', b.admin.token, { id: root.id, name: 'Stolen' })).status).toBe(404);
    expect(await row(root.id)).toMatchObject({ parent: 0, name: root.name });
  });
});

describe('POST /api/MaterialType/Delete', () => {
  it('deletes an unused category, logging the record', async () => {
    const type = await add({ remarks: 'gone' });
    expect((await call('Delete', editor.token, { id: type.id })).json().body).toEqual({ id: type.id });
    expect(await row(type.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.MaterialType, targetId: type.id });
    expect(JSON.parse(log.oper_content).before).toEqual(type);
  });

  it('refuses while sub-categories or materials depend on it, naming how many', async () => {
    const parent = await add();
    await add({ parent: parent.id });
    const used = await add();
    const unit = await t.db.kysely
      .insertInto('unit')
      .values({ company_id: a.companyId, name: `pcs ${seq}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const model of ['CH48110-1', 'CH48110-2']) {
      await t.db.kysely
        .insertInto('material')
        .values({
          company_id: a.companyId,
          name: 'Oil filter',
          model,
          model_key: partNumberKey(model),
          category: used.id,
          measure_unit: unit.id,
          created_at: '2025-01-01 00:00:00',
        })
        .execute();
    }
    const before = await logCount(t);
    expect(failure(await call('Delete', editor.token, { id: parent.id }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该类别下还有子类别，不能删除',
    });
    expect(failure(await call('Delete', editor.token, { id: used.id }, 'en-US')).msg).toBe(
      'This category still has 2 materials and cannot be deleted',
    );
    expect(await row(parent.id)).toBeDefined();
    expect(await logCount(t)).toBe(before);
  });

  it('answers 404 for another company’s category and 403 without the Delete function', async () => {
    const type = await add();
    expect(failure(await call('Delete', b.admin.token, { id: type.id })).status).toBe(404);
    const viewer = await makeMember(t, a, [{ view: 'product-material-type', functions: ['Add'] }]);
    expect(failure(await call('Delete', viewer.token, { id: type.id })).status).toBe(403);
    expect(await row(type.id)).toBeDefined();
  });
});
