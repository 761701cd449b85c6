import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeCompany, makeDepartment, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import departmentModule from './department.routes';

let t: TestApp;
let a: Company;
let b: Company;
/** A member of A who may only view departments (no functions). */
let viewer: Actor;

beforeAll(async () => {
  ({ t, a, b, viewer } = await testWorld({ members: { viewer: [{ view: 'organize-department', functions: [] }] } }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) =>
  t.call({ url: `/api/Department/${action}`, token, body });

const row = (id: number) => t.db.kysely.selectFrom('department').selectAll().where('id', '=', id).executeTakeFirst();

describe('POST /api/Department/Query', () => {
  it('lists the company’s departments sorted by sorter ascending', async () => {
    const c = await makeCompany(t);
    await makeDepartment(t, c, { name: 'Stores', sorter: 3 });
    await makeDepartment(t, c, { name: 'Maintenance', sorter: 1 });
    await makeDepartment(t, c, { name: 'Planning', sorter: 2 });
    const res = await call('Query', c.admin.token, { page: 1, pageSize: 200 });
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.totalItems).toBe(3);
    expect(body.items.map((d: { name: string }) => d.name)).toEqual(['Maintenance', 'Planning', 'Stores']);
    expect(Object.keys(body.items[0]).sort()).toEqual(['id', 'name', 'parent', 'sorter']);
  });

  it('is reference data: a member without any grant may read it', async () => {
    const plain = await makeMember(t, a, []);
    const dept = await makeDepartment(t, a);
    const res = await call('Query', plain.token, { filters: [{ name: 'id', compare: 'eq', value: dept.id }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.items).toEqual([expect.objectContaining({ id: dept.id, name: dept.name })]);
  });

  it('rejects an unknown filter field with 400 naming it', async () => {
    const res = await call('Query', viewer.token, { filters: [{ name: 'company_id', compare: 'eq', value: 1 }] });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的查询字段 company_id' });
  });

  it('refuses a member whose membership is locked', async () => {
    const locked = await makeMember(t, a, []);
    await t.db.kysely.updateTable('employ').set({ locked: 1 }).where('id', '=', locked.employId).execute();
    const res = await call('Query', locked.token, {});
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '您在该企业的账号已被管理员锁定' });
  });

  it('never answers another company’s departments', async () => {
    const dept = await makeDepartment(t, a);
    const res = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: dept.id }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('POST /api/Department/Add', () => {
  it('adds a department under a parent and logs it', async () => {
    const parent = await makeDepartment(t, a, { name: 'Engineering' });
    const res = await call('Add', a.admin.token, { name: 'Avionics', parent: parent.id, sorter: 5, cid: b.companyId });
    expect(res.statusCode).toBe(200);
    const created = res.json().body;
    expect(created).toEqual({ id: expect.any(Number), name: 'Avionics', parent: parent.id, sorter: 5 });
    // The company comes from the session, not from the body's cid.
    expect(await row(created.id)).toMatchObject({ company_id: a.companyId, name: 'Avionics' });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Department, targetId: created.id });
    expect(log).toMatchObject({ job: 'Add', user_id: a.admin.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Avionics',
      changes: { name: [null, 'Avionics'], parent: [null, parent.id], sorter: [null, 5] },
    });
    expect(t.publisher.events.at(-1)).toEqual({ companyId: a.companyId, table: 'department', ids: [created.id] });
  });

  it('requires a name, in the user’s language, and writes no log row', async () => {
    const before = await logCount(t);
    const zh = await call('Add', a.admin.token, { name: '  ' });
    expect(failure(zh)).toEqual({ status: 400, code: 'VALIDATION', msg: '请输入部门名称' });
    const en = await t.call({ url: '/api/Department/Add', token: a.admin.token, body: {}, lang: 'en-US' });
    expect(failure(en)).toEqual({ status: 400, code: 'VALIDATION', msg: 'Please enter the department name' });
    expect(await logCount(t)).toBe(before);
  });

  it('refuses a parent that is not a department of the company', async () => {
    const res = await call('Add', a.admin.token, { name: 'Orphan', parent: 999999 });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '上级部门不正确' });
  });

  it('refuses a member without the Add function', async () => {
    const before = await logCount(t);
    const res = await call('Add', viewer.token, { name: 'Nope' });
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    expect(await logCount(t)).toBe(before);
  });

  it('refuses another company’s department as parent and creates nothing', async () => {
    const foreign = await makeDepartment(t, a);
    const before = await logCount(t);
    const res = await call('Add', b.admin.token, { name: 'Intruder', parent: foreign.id });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '上级部门不正确' });
    const intruders = await t.db.kysely.selectFrom('department').select('id').where('name', '=', 'Intruder').execute();
    expect(intruders).toEqual([]);
    expect(await logCount(t)).toBe(before);
  });
});

describe('POST /api/Department/Update', () => {
  it('renames and moves a department, logging the changed fields only', async () => {
    const top = await makeDepartment(t, a, { name: 'Quality', sorter: 1 });
    const other = await makeDepartment(t, a, { name: 'Safety', sorter: 2 });
    const res = await call('Update', a.admin.token, { id: other.id, name: 'Safety & Quality', parent: top.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ id: other.id, name: 'Safety & Quality', parent: top.id, sorter: 2 });
    expect(await row(other.id)).toMatchObject({ name: 'Safety & Quality', parent: top.id, sorter: 2 });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Department, targetId: other.id });
    expect(log.job).toBe('Update');
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Safety & Quality',
      changes: { name: ['Safety', 'Safety & Quality'], parent: [0, top.id] },
    });
  });

  it('refuses to make a department its own ancestor', async () => {
    const root = await makeDepartment(t, a, { name: 'Root' });
    const child = await makeDepartment(t, a, { name: 'Child', parent: root.id });
    const grandchild = await makeDepartment(t, a, { name: 'Grandchild', parent: child.id });
    const before = await logCount(t);
    const loop = await call('Update', a.admin.token, { id: root.id, name: 'Root', parent: grandchild.id });
    expect(failure(loop)).toEqual({ status: 400, code: 'VALIDATION', msg: '上级部门不能是本部门或其下级部门' });
    const self = await call('Update', a.admin.token, { id: root.id, name: 'Root', parent: root.id });
    expect(failure(self).msg).toBe('上级部门不能是本部门或其下级部门');
    expect((await row(root.id))?.parent).toBe(0);
    expect(await logCount(t)).toBe(before);
  });

  it('validates the body', async () => {
    const dept = await makeDepartment(t, a);
    const res = await call('Update', a.admin.token, { id: dept.id, name: '' });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '请输入部门名称' });
    const noId = await call('Update', a.admin.token, { name: 'x' });
    expect(failure(noId)).toEqual({ status: 400, code: 'VALIDATION', msg: '缺少字段 id' });
  });

  it('refuses a member without the Edit function', async () => {
    const dept = await makeDepartment(t, a);
    const res = await call('Update', viewer.token, { id: dept.id, name: 'Renamed' });
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    expect((await row(dept.id))?.name).toBe(dept.name);
  });

  it('answers 404 for another company’s department and leaves it unchanged', async () => {
    const dept = await makeDepartment(t, a);
    const before = await logCount(t);
    const res = await call('Update', b.admin.token, { id: dept.id, name: 'Hijacked', companyId: a.companyId });
    expect(failure(res)).toEqual({ status: 404, code: 'NOT_FOUND', msg: '记录不存在' });
    expect((await row(dept.id))?.name).toBe(dept.name);
    expect(await logCount(t)).toBe(before);
  });
});

describe('POST /api/Department/Delete', () => {
  it('deletes a department and keeps its before-image in the log', async () => {
    const dept = await makeDepartment(t, a, { name: 'Temporary', sorter: 9 });
    const res = await call('Delete', a.admin.token, { id: dept.id });
    expect(res.statusCode).toBe(200);
    expect(await row(dept.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Department, targetId: dept.id });
    expect(log.job).toBe('Delete');
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Temporary',
      before: { id: dept.id, name: 'Temporary', parent: 0, sorter: 9 },
    });
  });

  it('refuses while sub-departments or employees remain (601)', async () => {
    const parent = await makeDepartment(t, a);
    await makeDepartment(t, a, { parent: parent.id });
    const before = await logCount(t);
    const withChild = await call('Delete', a.admin.token, { id: parent.id });
    expect(failure(withChild)).toEqual({ status: 601, code: 'RULE', msg: '该部门下还有子部门，不能删除' });
    const staffed = await makeDepartment(t, a);
    const member = await makeMember(t, a, []);
    await t.db.kysely.updateTable('employ').set({ department: staffed.id }).where('id', '=', member.employId).execute();
    const withStaff = await call('Delete', a.admin.token, { id: staffed.id });
    expect(failure(withStaff)).toEqual({ status: 601, code: 'RULE', msg: '该部门下还有员工，不能删除' });
    expect(await row(parent.id)).toBeDefined();
    expect(await row(staffed.id)).toBeDefined();
    expect(await logCount(t)).toBe(before);
  });

  it('validates the id', async () => {
    const res = await call('Delete', a.admin.token, { id: 'one' });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 id 格式不正确' });
  });

  it('refuses a member without the Delete function', async () => {
    const dept = await makeDepartment(t, a);
    const res = await call('Delete', viewer.token, { id: dept.id });
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    expect(await row(dept.id)).toBeDefined();
  });

  it('answers 404 for another company’s department and deletes nothing', async () => {
    const dept = await makeDepartment(t, a);
    const res = await call('Delete', b.admin.token, { id: dept.id });
    expect(failure(res)).toEqual({ status: 404, code: 'NOT_FOUND', msg: '记录不存在' });
    expect(await row(dept.id)).toBeDefined();
  });
});

describe('without a session', () => {
  for (const ep of departmentModule.endpoints) {
    it(`${ep.path} answers 401 with the spec message`, async () => {
      const res = await t.call({ url: ep.path, body: ep.def.sample?.({ department: 1 }).body ?? {} });
      expect(failure(res)).toEqual({ status: 401, code: 'AUTH_EXPIRED', msg: '登录信息失效，请重新登录' });
    });
  }
});
