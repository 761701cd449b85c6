import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  failure,
  logCount,
  logRows,
  makeCompany,
  makeDepartment,
  makeMember,
  makeRole,
  makeUser,
  PASSWORD,
} from '../../test/factories';
import { signIn, startTestApp, type TestApp } from '../../test/harness';
import employModule from './employ.routes';

let t: TestApp;
type Company = Awaited<ReturnType<typeof makeCompany>>;
let a: Company;
let b: Company;
/** Sees the employee screen, holds no function. */
let viewer: Actor;
/** Holds every organize-employ function but is not an administrator. */
let editor: Actor;

beforeAll(async () => {
  t = await startTestApp();
  a = await makeCompany(t, { name: 'Alpha Air' });
  b = await makeCompany(t, { name: 'Bravo Air' });
  viewer = await makeMember(t, a, [{ view: 'organize-employ', functions: [] }]);
  editor = await makeMember(t, a, [{ view: 'organize-employ', functions: ['Add', 'Edit', 'Delete'] }]);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/Employ/${action}`, token, body });
const employRow = (id: number) => t.db.kysely.selectFrom('employ').selectAll().where('id', '=', id).executeTakeFirst();
const rolesOf = async (employId: number) =>
  (
    await t.db.kysely
      .selectFrom('employ_role')
      .select('role_id')
      .where('employ_id', '=', employId)
      .orderBy('role_id')
      .execute()
  ).map((r) => r.role_id);
const FORBIDDEN = { status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' };
const NOT_FOUND = { status: 404, code: 'NOT_FOUND', msg: '记录不存在' };
const ADMIN_ONLY = { status: 403, code: 'FORBIDDEN', msg: '只有管理员可以修改管理员账号或管理员权限' };

describe('POST /api/Employ/QueryEmployee', () => {
  it('lists the company’s employees with user, department and roles', async () => {
    const c = await makeCompany(t, { adminName: 'Chief' });
    const dept = await makeDepartment(t, c);
    const member = await makeMember(t, c, [], { name: 'Li Wei' });
    await t.db.kysely.updateTable('employ').set({ department: dept.id }).where('id', '=', member.employId).execute();
    const res = await call('QueryEmployee', c.admin.token, { page: 1, pageSize: 1000 });
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.totalItems).toBe(2);
    expect(body.items[1]).toEqual({
      id: member.employId,
      pid: member.userId,
      phone: member.phone,
      name: 'Li Wei',
      realName: 'Li Wei',
      department: dept.id,
      roleIds: [member.roleId],
      isAdmin: 0,
      locked: 0,
    });
    expect(body.items[0]).toMatchObject({ pid: c.admin.userId, isAdmin: 1, roleIds: [] });
  });

  it('is reference data: any member may read it', async () => {
    const plain = await makeMember(t, a, []);
    const res = await call('QueryEmployee', plain.token, {
      filters: [{ name: 'pid', compare: 'eq', value: plain.userId }],
    });
    expect(res.json().body.items.map((e: { id: number }) => e.id)).toEqual([plain.employId]);
  });

  it('rejects a value of the wrong type', async () => {
    const res = await call('QueryEmployee', viewer.token, { filters: [{ name: 'id', compare: 'eq', value: 'abc' }] });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 id 的值类型不正确' });
  });

  it('refuses a user who has joined no company', async () => {
    const loner = await makeUser(t);
    const token = await signIn(t, loner.phone, PASSWORD);
    expect(failure(await call('QueryEmployee', token, {}))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '未加入任何企业或机构',
    });
  });

  it('never answers another company’s employees', async () => {
    const member = await makeMember(t, a, []);
    const res = await call('QueryEmployee', b.admin.token, {
      filters: [{ name: 'id', compare: 'eq', value: member.employId }],
    });
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('POST /api/Employ/Add', () => {
  it('adds an existing user by phone with department and roles, and logs it', async () => {
    const user = await makeUser(t, { name: 'Zhang San' });
    const dept = await makeDepartment(t, a);
    const role = await makeRole(t, a);
    const res = await call('Add', editor.token, {
      phone: user.phone,
      department: dept.id,
      roleIds: [role.id],
      cid: b.companyId,
    });
    expect(res.statusCode).toBe(200);
    const employee = res.json().body;
    expect(employee).toMatchObject({
      pid: user.userId,
      realName: 'Zhang San',
      department: dept.id,
      roleIds: [role.id],
      isAdmin: 0,
    });
    expect(await employRow(employee.id)).toMatchObject({ company_id: a.companyId, user_id: user.userId });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Employ, targetId: employee.id });
    expect(log).toMatchObject({ job: 'Add', user_id: editor.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Zhang San',
      changes: {
        pid: [null, user.userId],
        phone: [null, user.phone],
        department: [null, dept.id],
        realName: [null, 'Zhang San'],
        isAdmin: [null, 0],
        roleIds: [null, [role.id]],
      },
    });
    // The new member can sign in and switch to the company.
    const token = await signIn(t, user.phone, PASSWORD);
    const info = await t.call({ method: 'GET', url: '/api/User/Info', token });
    expect(info.json().body.curCID).toBe(a.companyId);
  });

  it('validates the phone and refuses setting the administrator flag', async () => {
    expect(failure(await call('Add', editor.token, { phone: '12345' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '手机号格式不正确!',
    });
    const user = await makeUser(t);
    expect(failure(await call('Add', editor.token, { phone: user.phone, isAdmin: 1 }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '不支持的字段 isAdmin',
    });
  });

  it('answers 404 for an unknown phone and 409 for a member, writing no log row', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', editor.token, { phone: '19999999999' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      msg: '该用户不存在',
    });
    expect(failure(await call('Add', editor.token, { phone: viewer.phone }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '该用户已是本企业员工',
    });
    expect(await logCount(t)).toBe(before);
  });

  it('refuses a member without the Add function', async () => {
    const user = await makeUser(t);
    expect(failure(await call('Add', viewer.token, { phone: user.phone }))).toEqual(FORBIDDEN);
  });

  it('refuses another company’s department or roles and adds nobody', async () => {
    const user = await makeUser(t);
    const foreignDept = await makeDepartment(t, a);
    const foreignRole = await makeRole(t, a);
    const before = await logCount(t);
    expect(failure(await call('Add', b.admin.token, { phone: user.phone, department: foreignDept.id }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '部门不存在',
    });
    expect(failure(await call('Add', b.admin.token, { phone: user.phone, roleIds: [foreignRole.id] }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '角色不存在',
    });
    const rows = await t.db.kysely.selectFrom('employ').select('id').where('user_id', '=', user.userId).execute();
    expect(rows).toEqual([]);
    expect(await logCount(t)).toBe(before);
  });
});

describe('POST /api/Employ/Update', () => {
  it('changes department, roles and name in the company, logging the changes', async () => {
    const member = await makeMember(t, a, [], { name: 'Wang' });
    const dept = await makeDepartment(t, a);
    const role = await makeRole(t, a);
    const res = await call('Update', editor.token, {
      id: member.employId,
      department: dept.id,
      roleIds: [role.id, role.id],
      realName: 'Wang Fang',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ id: member.employId, department: dept.id, roleIds: [role.id] });
    expect(await rolesOf(member.employId)).toEqual([role.id]);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Employ, targetId: member.employId });
    expect(log.job).toBe('Update');
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Wang Fang',
      changes: {
        department: [null, dept.id],
        realName: ['Wang', 'Wang Fang'],
        roleIds: [[member.roleId], [role.id]],
      },
    });
  });

  it('lets administrators alone grant administrator rights; the creator stays administrator', async () => {
    const member = await makeMember(t, a, []);
    const body = { id: member.employId, roleIds: [], isAdmin: 1 };
    expect(failure(await call('Update', editor.token, body))).toEqual(ADMIN_ONLY);
    expect((await employRow(member.employId))?.is_admin).toBe(0);
    expect((await call('Update', a.admin.token, body)).statusCode).toBe(200);
    expect((await employRow(member.employId))?.is_admin).toBe(1);
    // Now an administrator: the non-administrator editor may not change the membership at all.
    expect(failure(await call('Update', editor.token, { id: member.employId, roleIds: [] }))).toEqual(ADMIN_ONLY);
    const owner = await t.db.kysely
      .selectFrom('employ')
      .select('id')
      .where('user_id', '=', a.admin.userId)
      .where('company_id', '=', a.companyId)
      .executeTakeFirstOrThrow();
    expect(failure(await call('Update', a.admin.token, { id: owner.id, roleIds: [], isAdmin: 0 }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '企业创建者必须保留管理员权限',
    });
  });

  it('validates the body', async () => {
    const member = await makeMember(t, a, []);
    expect(failure(await call('Update', editor.token, { id: member.employId }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '缺少字段 roleIds',
    });
  });

  it('refuses a member without the Edit function', async () => {
    const member = await makeMember(t, a, []);
    expect(failure(await call('Update', viewer.token, { id: member.employId, roleIds: [] }))).toEqual(FORBIDDEN);
    expect(await rolesOf(member.employId)).toEqual([member.roleId]);
  });

  it('answers 404 for another company’s employee and leaves it unchanged', async () => {
    const member = await makeMember(t, a, [], { name: 'Kept' });
    const before = await logCount(t);
    const res = await call('Update', b.admin.token, { id: member.employId, roleIds: [], realName: 'Hijacked' });
    expect(failure(res)).toEqual(NOT_FOUND);
    expect(await employRow(member.employId)).toMatchObject({ real_name: 'Kept', company_id: a.companyId });
    expect(await rolesOf(member.employId)).toEqual([member.roleId]);
    expect(await logCount(t)).toBe(before);
  });
});

describe('POST /api/Employ/Remove', () => {
  it('removes an employee, ends their sessions in the company and keeps the before-image', async () => {
    const member = await makeMember(t, a, [], { name: 'Leaving' });
    const res = await call('Remove', editor.token, { id: member.employId });
    expect(res.statusCode).toBe(200);
    expect(await employRow(member.employId)).toBeUndefined();
    expect(await rolesOf(member.employId)).toEqual([]);
    const after = await t.call({ method: 'GET', url: '/api/User/Info', token: member.token });
    expect(after.statusCode).toBe(401);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Employ, targetId: member.employId });
    expect(log.job).toBe('Remove');
    expect(JSON.parse(log.oper_content).before).toMatchObject({
      id: member.employId,
      pid: member.userId,
      realName: 'Leaving',
      roleIds: [member.roleId],
    });
  });

  it('never removes the company’s creator; administrators only by administrators', async () => {
    const owner = await t.db.kysely
      .selectFrom('employ')
      .select('id')
      .where('user_id', '=', a.admin.userId)
      .where('company_id', '=', a.companyId)
      .executeTakeFirstOrThrow();
    const before = await logCount(t);
    expect(failure(await call('Remove', a.admin.token, { id: owner.id }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '不能移除企业管理员',
    });
    const admin = await makeMember(t, a, []);
    await t.db.kysely.updateTable('employ').set({ is_admin: 1 }).where('id', '=', admin.employId).execute();
    expect(failure(await call('Remove', editor.token, { id: admin.employId }))).toEqual(ADMIN_ONLY);
    expect(await employRow(owner.id)).toBeDefined();
    expect(await employRow(admin.employId)).toBeDefined();
    expect(await logCount(t)).toBe(before);
  });

  it('validates the id and the permission', async () => {
    expect(failure(await call('Remove', editor.token, { id: 0 }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '字段 id 格式不正确',
    });
    const member = await makeMember(t, a, []);
    expect(failure(await call('Remove', viewer.token, { id: member.employId }))).toEqual(FORBIDDEN);
    expect(await employRow(member.employId)).toBeDefined();
  });

  it('answers 404 for another company’s employee and removes nothing', async () => {
    const member = await makeMember(t, a, []);
    expect(failure(await call('Remove', b.admin.token, { id: member.employId }))).toEqual(NOT_FOUND);
    expect(await employRow(member.employId)).toBeDefined();
    expect((await t.call({ method: 'GET', url: '/api/User/Info', token: member.token })).statusCode).toBe(200);
  });
});

describe('without a session', () => {
  for (const ep of employModule.endpoints) {
    it(`${ep.path} answers 401 with the spec message`, async () => {
      const ids = { employ: 1, department: 1, role: 1, freePhone: 13900000000 };
      const res = await t.call({ url: ep.path, body: ep.def.sample?.(ids).body ?? {} });
      expect(failure(res)).toEqual({ status: 401, code: 'AUTH_EXPIRED', msg: '登录信息失效，请重新登录' });
    });
  }
});
