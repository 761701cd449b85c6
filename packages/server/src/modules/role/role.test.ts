import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeCompany, makeMember, makeRole } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import roleModule from './role.routes';

let t: TestApp;
let a: Company;
let b: Company;
/** A member of A who sees the role and auth screens but holds no function. */
let viewer: Actor;
/** A member of A with every role and auth function. */
let editor: Actor;

beforeAll(async () => {
  ({ t, a, b, viewer, editor } = await testWorld({
    members: {
      viewer: [
        { view: 'organize-role', functions: [] },
        { view: 'organize-auth', functions: [] },
      ],
      editor: [
        { view: 'organize-role', functions: ['Add', 'Edit', 'Delete'] },
        { view: 'organize-auth', functions: ['Edit'] },
        { view: 'plane-model', functions: ['Add'] },
      ],
    },
  }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/Role/${action}`, token, body });
const roleRow = (id: number) => t.db.kysely.selectFrom('role').selectAll().where('id', '=', id).executeTakeFirst();
const grantRows = (roleId: number) =>
  t.db.kysely
    .selectFrom('role_grant')
    .select(['view', 'functions'])
    .where('role_id', '=', roleId)
    .orderBy('view')
    .execute();
const FORBIDDEN = { status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' };
const NOT_FOUND = { status: 404, code: 'NOT_FOUND', msg: '记录不存在' };

describe('POST /api/Role/Query', () => {
  it('lists the company’s roles', async () => {
    const c = await makeCompany(t);
    await makeRole(t, c, { name: 'Engineer' });
    await makeRole(t, c, { name: 'Inspector' });
    const res = await call('Query', c.admin.token, {});
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.totalItems).toBe(2);
    expect(body.items.map((r: { name: string }) => r.name)).toEqual(['Engineer', 'Inspector']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: 'Engineer',
      remark: null,
      createdAt: expect.any(String),
    });
  });

  it('rejects an unknown sort field', async () => {
    const res = await call('Query', viewer.token, { sortField: 'company_id' });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的查询字段 company_id' });
  });

  it('needs the organize-role view', async () => {
    const plain = await makeMember(t, a, []);
    expect(failure(await call('Query', plain.token, {}))).toEqual(FORBIDDEN);
  });

  it('never answers another company’s roles', async () => {
    const role = await makeRole(t, a);
    const res = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: role.id }] });
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('POST /api/Role/Add', () => {
  it('adds a role and logs it', async () => {
    const res = await call('Add', editor.token, { name: 'Line engineer', remark: 'A-check crews' });
    expect(res.statusCode).toBe(200);
    const role = res.json().body;
    expect(role).toMatchObject({ name: 'Line engineer', remark: 'A-check crews' });
    expect(await roleRow(role.id)).toMatchObject({ company_id: a.companyId });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Role, targetId: role.id });
    expect(log).toMatchObject({ job: 'Add', user_id: editor.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Line engineer',
      changes: { name: [null, 'Line engineer'], remark: [null, 'A-check crews'] },
    });
  });

  it('requires a name', async () => {
    const res = await call('Add', editor.token, { remark: 'x' });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '请输入角色名称' });
  });

  it('keeps names unique per company (409) without writing a log row', async () => {
    await makeRole(t, a, { name: 'Planner' });
    const before = await logCount(t);
    const res = await call('Add', a.admin.token, { name: 'Planner' });
    expect(failure(res)).toEqual({ status: 409, code: 'CONFLICT', msg: '角色名称已存在' });
    expect(await logCount(t)).toBe(before);
    // Another company may use the same name.
    expect((await call('Add', b.admin.token, { name: 'Planner' })).statusCode).toBe(200);
  });

  it('refuses a member without the Add function', async () => {
    const res = await call('Add', viewer.token, { name: 'Sneaky' });
    expect(failure(res)).toEqual(FORBIDDEN);
  });
});

describe('POST /api/Role/Update', () => {
  it('renames a role and logs the change', async () => {
    const role = await makeRole(t, a, { name: 'Stores clerk' });
    const res = await call('Update', editor.token, { id: role.id, name: 'Storekeeper' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ id: role.id, name: 'Storekeeper', remark: null });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Role, targetId: role.id });
    expect(log.job).toBe('Update');
    expect(JSON.parse(log.oper_content).changes).toEqual({ name: ['Stores clerk', 'Storekeeper'] });
  });

  it('refuses a name another role has, and an empty name', async () => {
    await makeRole(t, a, { name: 'Taken' });
    const role = await makeRole(t, a, { name: 'Free' });
    expect(failure(await call('Update', editor.token, { id: role.id, name: 'Taken' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '角色名称已存在',
    });
    expect(failure(await call('Update', editor.token, { id: role.id, name: '' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入角色名称',
    });
    expect((await roleRow(role.id))?.name).toBe('Free');
  });

  it('refuses a member without the Edit function', async () => {
    const role = await makeRole(t, a);
    expect(failure(await call('Update', viewer.token, { id: role.id, name: 'Renamed' }))).toEqual(FORBIDDEN);
  });

  it('answers 404 for another company’s role and leaves it unchanged', async () => {
    const role = await makeRole(t, a, { name: 'Untouchable' });
    const before = await logCount(t);
    expect(failure(await call('Update', b.admin.token, { id: role.id, name: 'Hijacked' }))).toEqual(NOT_FOUND);
    expect((await roleRow(role.id))?.name).toBe('Untouchable');
    expect(await logCount(t)).toBe(before);
  });
});

describe('POST /api/Role/Delete', () => {
  it('deletes an unassigned role with its grants, keeping the before-image', async () => {
    const role = await makeRole(t, a, { name: 'Obsolete', grants: [{ view: 'plane-model', functions: ['Add'] }] });
    const res = await call('Delete', editor.token, { id: role.id });
    expect(res.statusCode).toBe(200);
    expect(await roleRow(role.id)).toBeUndefined();
    expect(await grantRows(role.id)).toEqual([]);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Role, targetId: role.id });
    expect(log.job).toBe('Delete');
    expect(JSON.parse(log.oper_content).before).toMatchObject({
      id: role.id,
      name: 'Obsolete',
      grants: [{ projectId: a.projectId, view: 'plane-model', functions: ['Add'] }],
    });
  });

  it('refuses while an employee holds the role (601)', async () => {
    const member = await makeMember(t, a, []);
    const before = await logCount(t);
    const res = await call('Delete', editor.token, { id: member.roleId });
    expect(failure(res)).toEqual({ status: 601, code: 'RULE', msg: '该角色已分配给员工，不能删除' });
    expect(await roleRow(member.roleId)).toBeDefined();
    expect(await logCount(t)).toBe(before);
  });

  it('validates the id and the permission', async () => {
    expect(failure(await call('Delete', editor.token, {}))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '缺少字段 id',
    });
    const role = await makeRole(t, a);
    expect(failure(await call('Delete', viewer.token, { id: role.id }))).toEqual(FORBIDDEN);
  });

  it('answers 404 for another company’s role and deletes nothing', async () => {
    const role = await makeRole(t, a);
    expect(failure(await call('Delete', b.admin.token, { id: role.id }))).toEqual(NOT_FOUND);
    expect(await roleRow(role.id)).toBeDefined();
  });
});

describe('POST /api/Role/Grant', () => {
  it('replaces the role’s grants in the session’s project; members get the views at once', async () => {
    const role = await makeRole(t, a, { grants: [{ view: 'organize-log', functions: [] }] });
    const member = await makeMember(t, a, []);
    await t.db.kysely
      .insertInto('employ_role')
      .values({ company_id: a.companyId, employ_id: member.employId, role_id: role.id })
      .execute();
    const res = await call('Grant', a.admin.token, {
      roleId: role.id,
      grants: [
        { view: 'plane-model', functions: ['Edit', 'Add'] },
        { view: 'maintain-control', functions: ['Execute'] },
        { view: 'plane-model', functions: ['Add'] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const expected = [
      { view: 'maintain-control', functions: ['Execute'] },
      { view: 'plane-model', functions: ['Add', 'Edit'] },
    ];
    expect(res.json().body).toEqual({ roleId: role.id, projectId: a.projectId, grants: expected });
    expect(await grantRows(role.id)).toEqual(expected.map((g) => ({ ...g, functions: JSON.stringify(g.functions) })));
    const info = await t.call({ method: 'GET', url: '/api/User/Info', token: member.token });
    expect(info.json().body.views).toEqual(
      expect.arrayContaining([{ name: 'plane-model', functions: ['Add', 'Edit'] }]),
    );
    expect(info.json().body.views.map((v: { name: string }) => v.name)).not.toContain('organize-log');
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Role, targetId: role.id });
    expect(log.job).toBe('Grant');
    expect(JSON.parse(log.oper_content).changes).toEqual({
      grants: [[{ view: 'organize-log', functions: [] }], expected],
    });
  });

  it('names an unknown view or function (400) and changes nothing', async () => {
    const role = await makeRole(t, a, { grants: [{ view: 'organize-log', functions: [] }] });
    const before = await logCount(t);
    const view = await call('Grant', a.admin.token, {
      roleId: role.id,
      grants: [{ view: 'no-such-screen', functions: [] }],
    });
    expect(failure(view)).toEqual({ status: 400, code: 'VALIDATION', msg: '未知的页面 no-such-screen' });
    const fn = await call('Grant', a.admin.token, {
      roleId: role.id,
      grants: [{ view: 'organize-log', functions: ['Delete'] }],
    });
    expect(failure(fn)).toEqual({ status: 400, code: 'VALIDATION', msg: '页面 organize-log 不支持功能 Delete' });
    expect(await grantRows(role.id)).toEqual([{ view: 'organize-log', functions: '[]' }]);
    expect(await logCount(t)).toBe(before);
  });

  it('needs organize-auth Edit, and a non-administrator may hand on only what they hold', async () => {
    const role = await makeRole(t, a);
    const grants = [{ view: 'plane-model', functions: ['Add'] }];
    expect(failure(await call('Grant', viewer.token, { roleId: role.id, grants }))).toEqual(FORBIDDEN);
    expect((await call('Grant', editor.token, { roleId: role.id, grants })).statusCode).toBe(200);
    const beyond = await call('Grant', editor.token, {
      roleId: role.id,
      grants: [{ view: 'plane-model', functions: ['Add', 'Delete'] }],
    });
    expect(failure(beyond)).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '不能授予自己没有的权限：plane-model Delete',
    });
    expect(await grantRows(role.id)).toEqual([{ view: 'plane-model', functions: '["Add"]' }]);
  });

  it('answers 404 for another company’s role or project and changes nothing', async () => {
    const role = await makeRole(t, a, { grants: [{ view: 'organize-log', functions: [] }] });
    const grants = [{ view: 'organize-company', functions: ['Edit'] }];
    expect(failure(await call('Grant', b.admin.token, { roleId: role.id, grants }))).toEqual(NOT_FOUND);
    const own = await makeRole(t, b);
    const foreignProject = await call('Grant', b.admin.token, { roleId: own.id, projectId: a.projectId, grants });
    expect(failure(foreignProject)).toEqual(NOT_FOUND);
    expect(await grantRows(role.id)).toEqual([{ view: 'organize-log', functions: '[]' }]);
    expect(await grantRows(own.id)).toEqual([]);
  });
});

describe('POST /api/Role/QueryGrant', () => {
  it('answers the role’s grants in the project', async () => {
    const role = await makeRole(t, a, {
      grants: [
        { view: 'plane-model', functions: ['Add'] },
        { view: 'organize-log', functions: [] },
      ],
    });
    const res = await call('QueryGrant', viewer.token, { roleId: role.id, projectId: a.projectId });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual([
      { view: 'organize-log', functions: [] },
      { view: 'plane-model', functions: ['Add'] },
    ]);
  });

  it('validates the body and needs the organize-auth view', async () => {
    expect(failure(await call('QueryGrant', viewer.token, {}))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '缺少字段 roleId',
    });
    const role = await makeRole(t, a);
    const plain = await makeMember(t, a, []);
    expect(failure(await call('QueryGrant', plain.token, { roleId: role.id }))).toEqual(FORBIDDEN);
  });

  it('answers 404 for another company’s role or project', async () => {
    const role = await makeRole(t, a, { grants: [{ view: 'plane-model', functions: ['Add'] }] });
    expect(failure(await call('QueryGrant', b.admin.token, { roleId: role.id }))).toEqual(NOT_FOUND);
    const own = await makeRole(t, b);
    expect(failure(await call('QueryGrant', b.admin.token, { roleId: own.id, projectId: a.projectId }))).toEqual(
      NOT_FOUND,
    );
  });
});

describe('without a session', () => {
  for (const ep of roleModule.endpoints) {
    it(`${ep.path} answers 401 with the spec message`, async () => {
      const res = await t.call({ url: ep.path, body: ep.def.sample?.({ role: 1, project: 1 }).body ?? {} });
      expect(failure(res)).toEqual({ status: 401, code: 'AUTH_EXPIRED', msg: '登录信息失效，请重新登录' });
    });
  }
});
