import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember, makeModel } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
/** The platform administrator, in company 10000. */
let platform: Actor;

beforeAll(async () => {
  ({ t, a, platform } = await testWorld({ companies: { a: 'Alpha Air' }, platform: true }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/PlaneType/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('plane_type').selectAll().where('id', '=', id).executeTakeFirst();
let seq = 0;
const add = async (body: Record<string, unknown> = {}) => {
  seq++;
  const res = await call('Add', platform.token, { name: `Type ${seq}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { id: number; name: string; parent: number; sorter: number; remarks: string | null };
};

describe('POST /api/PlaneType/Query', () => {
  it('is the shared catalogue: any member of any company reads every type, by sorter', async () => {
    const root = await add({ name: 'Fixed wing', sorter: 2 });
    const child = await add({ name: 'Single piston', parent: root.id, sorter: 1 });
    const plain = await makeMember(t, a, []);
    const res = await call('Query', plain.token, {
      filters: [
        { name: 'id', compare: 'eq', value: root.id },
        { name: 'id', compare: 'eq', value: child.id, relate: 'or' },
      ],
      pageSize: 1000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ items: [child, root], totalItems: 2 });
    const children = await call('Query', a.admin.token, { fixedFilters: [{ name: 'parent', value: root.id }] });
    expect(children.json().body.items).toEqual([child]);
  });
});

describe('POST /api/PlaneType/Add', () => {
  it('adds a type under a parent as company 10000, logged and announced to everyone', async () => {
    const parent = await add({ name: 'Rotorcraft' });
    const res = await call('Add', platform.token, { name: 'Light helicopter', parent: parent.id, remarks: 'R44' });
    const created = res.json().body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Light helicopter',
      parent: parent.id,
      sorter: 0,
      remarks: 'R44',
    });
    const [log] = await logRows(t, 10000, { targetType: ObjType.PlaneType, targetId: created.id });
    expect(log).toMatchObject({ job: 'Add', user_id: platform.userId });
    expect(JSON.parse(log.oper_content).changes.name).toEqual([null, 'Light helicopter']);
    expect(t.publisher.events.at(-1)).toEqual({ companyId: null, table: 'plane_type', ids: [created.id] });
  });

  it('refuses every other company, even its administrator, with a clear message', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', a.admin.token, { name: 'Operator type' }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '机型类别只能由平台方维护',
    });
    expect(failure(await call('Add', a.admin.token, { name: 'Operator type' }, 'en-US')).msg).toBe(
      'Model categories can only be maintained by the platform organisation',
    );
    expect(await logCount(t)).toBe(before);
  });

  it('refuses a member without the plane-model Add function', async () => {
    const member = await makeMember(t, a, [{ view: 'plane-model', functions: ['Edit'] }]);
    expect(failure(await call('Add', member.token, { name: 'x' })).status).toBe(403);
  });

  it('validates the name, the parent and sibling names', async () => {
    expect(failure(await call('Add', platform.token, { name: '' })).msg).toBe('请输入类别名称');
    expect(failure(await call('Add', platform.token, { name: 'Orphan', parent: 999999 }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '上级类别不正确',
    });
    const root = await add({ name: 'Gliders' });
    await add({ name: 'Motor glider', parent: root.id });
    expect(failure(await call('Add', platform.token, { name: 'Motor glider', parent: root.id }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '同级下已有同名类别',
    });
    // The same name under another parent is fine.
    await add({ name: 'Motor glider' });
  });
});

describe('POST /api/PlaneType/Update', () => {
  it('renames and moves a type, logging the changed fields only', async () => {
    const top = await add({ name: 'Jets' });
    const other = await add({ name: 'Business', sorter: 3 });
    const res = await call('Update', platform.token, { id: other.id, name: 'Business jets', parent: top.id });
    expect(res.json().body).toEqual({ ...other, name: 'Business jets', parent: top.id });
    expect(await row(other.id)).toMatchObject({ name: 'Business jets', parent: top.id, sorter: 3 });
    const [log] = await logRows(t, 10000, { targetType: ObjType.PlaneType, targetId: other.id });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Business jets',
      changes: { name: ['Business', 'Business jets'], parent: [0, top.id] },
    });
  });

  it('refuses to make a type its own ancestor', async () => {
    const root = await add();
    const child = await add({ parent: root.id });
    const grandchild = await add({ parent: child.id });
    const loop = await call('Update', platform.token, { id: root.id, parent: grandchild.id });
    expect(failure(loop)).toEqual({ status: 400, code: 'VALIDATION', msg: '上级类别不能是本类别或其下级类别' });
    expect(failure(await call('Update', platform.token, { id: root.id, parent: root.id })).status).toBe(400);
    expect((await row(root.id))?.parent).toBe(0);
  });

  it('refuses other companies and unknown ids', async () => {
    const type = await add();
    expect(failure(await call('Update', a.admin.token, { id: type.id, name: 'Mine' })).status).toBe(601);
    expect(failure(await call('Update', platform.token, { id: 999999, name: 'x' })).status).toBe(404);
    expect((await row(type.id))?.name).toBe(type.name);
  });
});

describe('POST /api/PlaneType/Delete', () => {
  it('deletes an unused type and logs the record', async () => {
    const type = await add({ remarks: 'gone' });
    expect((await call('Delete', platform.token, { id: type.id })).json().body).toEqual({ id: type.id });
    expect(await row(type.id)).toBeUndefined();
    const [log] = await logRows(t, 10000, { targetType: ObjType.PlaneType, targetId: type.id });
    expect(JSON.parse(log.oper_content).before).toEqual(type);
  });

  it('refuses while sub-types or models depend on it, naming them', async () => {
    const parent = await add();
    await add({ parent: parent.id });
    await add({ parent: parent.id });
    const used = await add();
    const model = await makeModel(t);
    await t.db.kysely.updateTable('plane_model').set({ type_id: used.id }).where('id', '=', model.id).execute();
    const before = await logCount(t);
    expect(failure(await call('Delete', platform.token, { id: parent.id }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该类别下还有 2 个下级类别，不能删除',
    });
    expect(failure(await call('Delete', platform.token, { id: used.id }, 'en-US')).msg).toBe(
      'This category is used by 1 models and cannot be deleted',
    );
    expect(await row(parent.id)).toBeDefined();
    expect(await row(used.id)).toBeDefined();
    expect(await logCount(t)).toBe(before);
  });

  it('refuses other companies', async () => {
    const type = await add();
    expect(failure(await call('Delete', a.admin.token, { id: type.id })).status).toBe(601);
    expect(await row(type.id)).toBeDefined();
  });
});
