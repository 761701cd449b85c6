import { ObjType } from '@hangar/domain/codes';
import { prehashPassword } from '@hangar/domain/password';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  failure,
  logCount,
  logRows,
  makeCompany,
  makeMember,
  makeUser,
  nextPhone,
  PASSWORD,
} from '../../test/factories';
import { signIn, solvedCaptcha, startTestApp, type TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { insertMembership } from '../company/company.repo';
import userModule from './user.routes';

let t: TestApp;
let a: Company;
let b: Company;
/** Sees the employee screen, holds no function. */
let viewer: Actor;
/** Holds organize-employ Edit without being an administrator. */
let editor: Actor;

beforeAll(async () => {
  ({ t, a, b, viewer, editor } = await testWorld({
    members: {
      viewer: [{ view: 'organize-employ', functions: [] }],
      editor: [{ view: 'organize-employ', functions: ['Edit'] }],
    },
  }));
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, body: unknown) => t.call({ url, token, body });
const get = (url: string, token?: string, query?: Record<string, string>) =>
  t.call({ method: 'GET', url, token, query });
const userRow = (id: number) => t.db.kysely.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
const membership = (companyId: number, userId: number) =>
  t.db.kysely
    .selectFrom('employ')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
const login = (phone: string, password: string) =>
  t.call({ url: '/api/lg', body: { phone, pass: prehashPassword(password) } });

const FORBIDDEN = { status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' };
const USER_NOT_FOUND = { status: 404, code: 'NOT_FOUND', msg: '该用户不存在' };
const ADMIN_ONLY = { status: 403, code: 'FORBIDDEN', msg: '只有管理员可以修改管理员账号或管理员权限' };
const EXPIRED = { status: 401, code: 'AUTH_EXPIRED', msg: '登录信息失效，请重新登录' };

const info = (over: Record<string, unknown> = {}) => ({ phone: '13700000001', name: 'Nick', sex: 1, ...over });

describe('GET /api/User/Info', () => {
  it('offers the operator-management views only in multi-tenant mode', async () => {
    const multi = (await get('/api/User/Info', a.admin.token)).json().body;
    expect(multi.views.map((v: { name: string }) => v.name)).toContain('operators-company');
    const single = await startTestApp({ isMultiTenancy: false });
    try {
      const company = await makeCompany(single);
      const res = await single.call({ method: 'GET', url: '/api/User/Info', token: company.admin.token });
      const names = res.json().body.views.map((v: { name: string }) => v.name);
      expect(res.json().body.isMultiTenancy).toBe(0);
      expect(names).toContain('organize-employ');
      expect(names).not.toContain('operators-company');
      expect(names).not.toContain('operators-user');
    } finally {
      await single.close();
    }
  });

  it('answers the current user with company, projects and views', async () => {
    const res = await get('/api/User/Info', a.admin.token);
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body).toMatchObject({
      id: a.admin.userId,
      curCID: a.companyId,
      companyName: 'Alpha Air',
      isAdmin: 1,
      admin: a.admin.userId,
      curProject: a.projectId,
      projects: [{ id: a.projectId, name: expect.any(String) }],
      systemRoles: '["admin"]',
      // No external document system configured (DOCS_URL).
      docsUrl: null,
    });
    expect(body.views.map((v: { name: string }) => v.name)).toContain('organize-employ');
  });

  it('answers a member only the views of their roles', async () => {
    const body = (await get('/api/User/Info', viewer.token)).json().body;
    expect(body).toMatchObject({ isAdmin: 0, systemRoles: '["editor"]' });
    expect(body.views).toEqual([{ name: 'organize-employ', functions: [] }]);
  });

  it('rejects a project that is not a number, and ignores another company’s project', async () => {
    const bad = await get('/api/User/Info', a.admin.token, { project: 'abc' });
    expect(failure(bad)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 project 格式不正确' });
    const foreign = await get('/api/User/Info', a.admin.token, { project: String(b.projectId) });
    expect(foreign.json().body.curProject).toBe(a.projectId);
  });

  it('answers 401 without a session', async () => {
    expect(failure(await get('/api/User/Info'))).toEqual(EXPIRED);
  });

  it('answers a user without a company no company and no projects', async () => {
    const loner = await makeUser(t);
    const body = (await get('/api/User/Info', await signIn(t, loner.phone, PASSWORD))).json().body;
    expect(body).toMatchObject({ id: loner.userId, curCID: null, companyName: null, curProject: null, projects: [] });
    expect(body.views).toEqual([]);
  });

  it('answers only the current company’s projects to a member of several companies', async () => {
    const second = await t.db.kysely
      .insertInto('project')
      .values({ company_id: b.companyId, name: 'Bravo second' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const both = await makeMember(t, a, [{ view: 'organize-employ', functions: [] }]);
    await insertMembership(t.db.kysely, b.companyId, both.userId, {}, '2026-01-01 00:00:00');
    const body = (await get('/api/User/Info', both.token)).json().body;
    expect(body).toMatchObject({ curCID: a.companyId, companyName: 'Alpha Air', curProject: a.projectId });
    expect(body.projects).toEqual([{ id: a.projectId, name: expect.any(String) }]);
    const admin = (await get('/api/User/Info', b.admin.token)).json().body;
    expect(admin.projects.map((p: { id: number }) => p.id)).toEqual([b.projectId, second.id]);
  });

  it('reads what it answers in three statements, the session’s and a member’s grants included', async () => {
    const executor = t.db.kysely.getExecutor();
    const run = executor.executeQuery.bind(executor);
    let statements = 0;
    Object.assign(executor, {
      executeQuery: (...args: Parameters<typeof run>) => {
        statements++;
        return run(...args);
      },
    });
    try {
      for (const token of [a.admin.token, viewer.token, editor.token]) {
        statements = 0;
        const res = await get('/api/User/Info', token);
        expect(res.statusCode).toBe(200);
        expect(statements).toBe(3);
      }
    } finally {
      Reflect.deleteProperty(executor, 'executeQuery');
    }
  });
});

describe('GET /api/User/Query (by token)', () => {
  it('answers the user of a session token, never the password hash', async () => {
    const res = await get('/api/User/Query', undefined, { token: viewer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ id: viewer.userId, phone: viewer.phone });
    expect(res.body).not.toContain('pass');
  });

  it('also takes the token from the Authorization header, so that it need not travel in a URL', async () => {
    const res = await get('/api/User/Query', viewer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ id: viewer.userId, phone: viewer.phone });
  });

  it('rejects an over-long token, and answers 401 for an unknown one', async () => {
    const long = await get('/api/User/Query', undefined, { token: 'x'.repeat(201) });
    expect(failure(long)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 token 过长' });
    expect(failure(await get('/api/User/Query', undefined, { token: 'nope' }))).toEqual(EXPIRED);
    expect(failure(await get('/api/User/Query'))).toEqual(EXPIRED);
  });
});

describe('POST /api/User/Query', () => {
  it('lists the users of the current company (reference data)', async () => {
    const res = await post('/api/User/Query', viewer.token, {
      filters: [{ name: 'id', compare: 'eq', value: editor.userId }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.items).toEqual([expect.objectContaining({ id: editor.userId, phone: editor.phone })]);
  });

  it('refuses private columns as fields', async () => {
    const res = await post('/api/User/Query', viewer.token, {
      filters: [{ name: 'pass_hash', compare: 'eq', value: 'x' }],
    });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的查询字段 pass_hash' });
  });

  it('refuses a user who has joined no company', async () => {
    const loner = await makeUser(t);
    const token = await signIn(t, loner.phone, PASSWORD);
    expect(failure(await post('/api/User/Query', token, {}))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '未加入任何企业或机构',
    });
  });

  it('never answers another company’s users', async () => {
    const res = await post('/api/User/Query', b.admin.token, {
      filters: [{ name: 'phone', compare: 'eq', value: viewer.phone }],
    });
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('GET /api/User/QueryByPhone', () => {
  it('answers account and id of the caller and of members of the caller’s company', async () => {
    const own = await get('/api/User/QueryByPhone', viewer.token, { phone: viewer.phone });
    expect(own.json().body).toEqual({ id: viewer.userId, account: viewer.phone });
    const colleague = await get('/api/User/QueryByPhone', a.admin.token, { phone: viewer.phone });
    expect(colleague.json().body).toEqual({ id: viewer.userId, account: viewer.phone });
  });

  it('does not tell whether any other phone has an account', async () => {
    const loner = await makeUser(t);
    const unknown = nextPhone();
    // Another company's member, a user of no company, a phone without an account: the same answer.
    for (const phone of [viewer.phone, loner.phone, unknown]) {
      const res = await get('/api/User/QueryByPhone', b.admin.token, { phone });
      expect(failure(res), phone).toEqual(USER_NOT_FOUND);
      expect(res.body).not.toContain(phone);
    }
    const invited = await makeUser(t);
    await post('/api/Employ/Add', a.admin.token, { phone: invited.phone });
    expect(failure(await get('/api/User/QueryByPhone', a.admin.token, { phone: invited.phone }))).toEqual(
      USER_NOT_FOUND,
    );
  });

  it('validates the phone and needs a session', async () => {
    expect(failure(await get('/api/User/QueryByPhone', a.admin.token, { phone: '123' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '手机号格式不正确!',
    });
    expect(failure(await get('/api/User/QueryByPhone', undefined, { phone: viewer.phone }))).toEqual(EXPIRED);
  });
});

describe('POST /api/User/UpdateInfo/{id}', () => {
  it('updates the caller’s own information and logs the changes', async () => {
    const me = await makeMember(t, a, [], { name: 'Before' });
    const res = await post(`/api/User/UpdateInfo/${me.userId}`, me.token, info({ phone: me.phone, name: 'After' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ id: me.userId, name: 'After', sex: 1 });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.User, targetId: me.userId });
    expect(log.job).toBe('UpdateInfo');
    expect(JSON.parse(log.oper_content).changes).toMatchObject({ name: ['Before', 'After'], sex: [null, 1] });
  });

  it('logs the changes by the fields’ API names, as the log screen labels them', async () => {
    const me = await makeMember(t, a, [], { name: 'Named' });
    const body = info({ phone: me.phone, name: 'Named', realName: '王工', isPilot: 1 });
    expect((await post(`/api/User/UpdateInfo/${me.userId}`, me.token, body)).statusCode).toBe(200);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.User, targetId: me.userId });
    const changes = JSON.parse(log.oper_content).changes;
    expect(changes).toMatchObject({ realName: [null, '王工'], isPilot: [0, 1] });
    expect(Object.keys(changes).filter((k) => k.includes('_'))).toEqual([]);
  });

  it('lets a company administrator update a member', async () => {
    const member = await makeMember(t, a, []);
    const res = await post(
      `/api/User/UpdateInfo/${member.userId}`,
      a.admin.token,
      info({ phone: member.phone, name: 'Set by admin' }),
    );
    expect(res.statusCode).toBe(200);
    expect((await userRow(member.userId))?.name).toBe('Set by admin');
  });

  it('validates with the spec’s messages and refuses a phone in use (409)', async () => {
    const me = await makeMember(t, a, []);
    const url = `/api/User/UpdateInfo/${me.userId}`;
    expect(failure(await post(url, me.token, info({ phone: me.phone, name: '' })))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入昵称!',
    });
    expect(failure(await post(url, me.token, info({ phone: me.phone, sex: undefined })))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请选择性别',
    });
    const before = await logCount(t);
    const taken = await post(url, me.token, info({ phone: viewer.phone }));
    expect(failure(taken)).toEqual({ status: 409, code: 'CONFLICT', msg: '该手机号已被使用' });
    // Named at the field, for the form to show it there.
    expect(taken.json().errors).toEqual([{ field: 'phone', message: '该手机号已被使用' }]);
    expect(await logCount(t)).toBe(before);
  });

  it('gives a user who takes a new phone the invitations waiting for that phone', async () => {
    const phone = nextPhone();
    const sent = (await post('/api/Employ/Add', a.admin.token, { phone })).json().body;
    const me = await makeUser(t);
    const token = await signIn(t, me.phone, PASSWORD);
    expect((await post(`/api/User/UpdateInfo/${me.userId}`, token, info({ phone }))).statusCode).toBe(200);
    const invitations = await post('/api/Employ/QueryInvitations', token, {});
    expect(invitations.json().body.items.map((i: { id: number }) => i.id)).toEqual([sent.id]);
  });

  it('refuses another user’s record to a member, and to another company’s administrator', async () => {
    const target = await makeMember(t, a, [], { name: 'Target' });
    const onlyOwn = { status: 403, code: 'FORBIDDEN', msg: '只能修改自己的信息' };
    const body = info({ phone: target.phone, name: 'Hijacked' });
    expect(failure(await post(`/api/User/UpdateInfo/${target.userId}`, viewer.token, body))).toEqual(onlyOwn);
    expect(failure(await post(`/api/User/UpdateInfo/${target.userId}`, b.admin.token, body))).toEqual(onlyOwn);
    expect((await userRow(target.userId))?.name).toBe('Target');
    expect(failure(await post(`/api/User/UpdateInfo/${target.userId}`, undefined, body))).toEqual(EXPIRED);
  });

  it('refuses an administrator the account of a member who also belongs to another company', async () => {
    const shared = await makeMember(t, a, [], { name: 'Shared' });
    await insertMembership(t.db.kysely, b.companyId, shared.userId, {}, '2025-01-01 00:00:00');
    const body = info({ phone: shared.phone, name: 'Renamed by B' });
    for (const token of [b.admin.token, a.admin.token]) {
      const res = await post(`/api/User/UpdateInfo/${shared.userId}`, token, body);
      expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '只能修改自己的信息' });
    }
    expect((await userRow(shared.userId))?.name).toBe('Shared');
  });
});

describe('POST /api/User/UpdateConfig', () => {
  it('stores the caller’s settings and logs them', async () => {
    const me = await makeMember(t, a, []);
    const setting = JSON.stringify({ theme: 'dark', menuPosition: 2 });
    const res = await post('/api/User/UpdateConfig', me.token, { setting });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.json().body.setting)).toMatchObject({ theme: 'dark', menuPosition: 2, menuFoldSet: 1 });
    const info = await get('/api/User/Info', me.token);
    expect(JSON.parse(info.json().body.setting).theme).toBe('dark');
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.User, targetId: me.userId });
    expect(log.job).toBe('UpdateConfig');
    expect(JSON.parse(log.oper_content).changes).toEqual({ theme: ['default', 'dark'], menuPosition: [0, 2] });
  });

  it('rejects settings that are not valid, writing nothing', async () => {
    const before = await logCount(t);
    const res = await post('/api/User/UpdateConfig', viewer.token, { setting: '{"theme":"neon"}' });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '配置格式不正确' });
    expect(await logCount(t)).toBe(before);
    expect(failure(await post('/api/User/UpdateConfig', undefined, { setting: '{}' }))).toEqual(EXPIRED);
  });
});

describe('POST /api/user/ChangePass', () => {
  it('refuses a wrong old password with the spec message, and writes nothing', async () => {
    const me = await makeMember(t, a, []);
    const before = await logCount(t);
    const res = await post('/api/user/ChangePass', me.token, {
      oldPass: prehashPassword('not-my-password'),
      pass: prehashPassword('new-password'),
    });
    expect(failure(res)).toEqual({ status: 601, code: 'RULE', msg: '原密码不正确' });
    expect(await logCount(t)).toBe(before);
  });

  it('changes the password, revokes the other sessions and answers a new token', async () => {
    const me = await makeMember(t, a, []);
    const res = await post('/api/user/ChangePass', me.token, {
      oldPass: prehashPassword(PASSWORD),
      pass: prehashPassword('new-password'),
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().body.token as string;
    expect((await get('/api/User/Info', me.token)).statusCode).toBe(401);
    expect((await get('/api/User/Info', token)).statusCode).toBe(200);
    expect((await login(me.phone, 'new-password')).statusCode).toBe(200);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.User, targetId: me.userId });
    expect(log.job).toBe('ChangePass');
    expect(log.oper_content).not.toContain(prehashPassword('new-password'));
  });

  it('checks 10 wrong old passwords sent at once, then locks the change for the user', async () => {
    const me = await makeMember(t, a, []);
    const wrong = { oldPass: prehashPassword('not-my-password'), pass: prehashPassword('new-password') };
    const answers = await Promise.all(Array.from({ length: 30 }, () => post('/api/user/ChangePass', me.token, wrong)));
    expect(answers.filter((r) => r.json().msg === '原密码不正确')).toHaveLength(10);
    const locked = answers.filter((r) => r.json().code === 'LOCKED');
    expect(locked).toHaveLength(20);
    expect(failure(locked[0])).toEqual({ status: 601, code: 'LOCKED', msg: '原密码错误次数过多，请 15 分钟后再试' });
    // The right old password is refused as well while locked, and nothing changed.
    const right = await post('/api/user/ChangePass', me.token, { ...wrong, oldPass: prehashPassword(PASSWORD) });
    expect(right.json().code).toBe('LOCKED');
    expect((await get('/api/User/Info', me.token)).statusCode).toBe(200);
    expect((await login(me.phone, PASSWORD)).statusCode).toBe(200);
    // Another user is not affected.
    const other = await makeMember(t, a, []);
    expect((await post('/api/user/ChangePass', other.token, wrong)).json().msg).toBe('原密码不正确');
  });

  it('does not count the right old password as a failure, and a change clears the failures before it', async () => {
    const me = await makeMember(t, a, []);
    const key = `password:${me.userId}`;
    const failures = () => t.db.kysely.selectFrom('login_failure').select('id').where('phone', '=', key).execute();
    const wrong = { oldPass: prehashPassword('not-my-password'), pass: prehashPassword('new-password') };
    for (let i = 0; i < 3; i++) await post('/api/user/ChangePass', me.token, wrong);
    expect(await failures()).toHaveLength(3);
    const res = await post('/api/user/ChangePass', me.token, { ...wrong, oldPass: prehashPassword(PASSWORD) });
    expect(res.statusCode).toBe(200);
    expect(await failures()).toEqual([]);
  });

  it('validates the pre-hash and needs a session', async () => {
    expect(failure(await post('/api/user/ChangePass', viewer.token, { oldPass: 'short', pass: 'short' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '密码格式不正确',
    });
    expect(failure(await post('/api/user/ChangePass', undefined, {}))).toEqual(EXPIRED);
  });
});

describe('POST /api/User/Lock and /api/User/Unlock', () => {
  it('locks a member in this company, ends their sessions there, and unlocks again', async () => {
    const member = await makeMember(t, a, []);
    const res = await post('/api/User/Lock', editor.token, { id: member.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ id: member.userId, locked: 1 });
    expect((await membership(a.companyId, member.userId)).locked).toBe(1);
    expect((await get('/api/User/Info', member.token)).statusCode).toBe(401);
    // Their only membership is locked: sign-in answers the spec's locked message.
    const refused = await login(member.phone, PASSWORD);
    expect(failure(refused)).toEqual({ status: 601, code: 'LOCKED', msg: '账号已被管理员锁定，无法登录' });
    const [lockLog] = await logRows(t, a.companyId, { targetType: ObjType.User, targetId: member.userId });
    expect(lockLog).toMatchObject({ job: 'Lock', user_id: editor.userId });
    expect(JSON.parse(lockLog.oper_content).changes).toEqual({ locked: [0, 1] });

    const unlocked = await post('/api/User/Unlock', editor.token, { id: member.userId });
    expect(unlocked.json().body).toEqual({ id: member.userId, locked: 0 });
    expect((await login(member.phone, PASSWORD)).statusCode).toBe(200);
    const [unlockLog] = await logRows(t, a.companyId, { targetType: ObjType.User, targetId: member.userId });
    expect(unlockLog.job).toBe('Unlock');
    expect(JSON.parse(unlockLog.oper_content).changes).toEqual({ locked: [1, 0] });
  });

  it('refuses locking yourself, the company’s creator, or an administrator by a non-administrator', async () => {
    const before = await logCount(t);
    expect(failure(await post('/api/User/Lock', editor.token, { id: editor.userId }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '不能锁定自己',
    });
    const admin = await makeMember(t, a, []);
    await t.db.kysely.updateTable('employ').set({ is_admin: 1 }).where('id', '=', admin.employId).execute();
    expect(failure(await post('/api/User/Lock', admin.token, { id: a.admin.userId }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '不能锁定企业管理员',
    });
    expect(failure(await post('/api/User/Lock', editor.token, { id: admin.userId }))).toEqual(ADMIN_ONLY);
    expect((await membership(a.companyId, admin.userId)).locked).toBe(0);
    expect(await logCount(t)).toBe(before);
  });

  it('validates the id', async () => {
    for (const url of ['/api/User/Lock', '/api/User/Unlock']) {
      expect(failure(await post(url, editor.token, {}))).toEqual({
        status: 400,
        code: 'VALIDATION',
        msg: '缺少字段 id',
      });
    }
  });

  it('refuses a member without organize-employ Edit', async () => {
    const member = await makeMember(t, a, []);
    expect(failure(await post('/api/User/Lock', viewer.token, { id: member.userId }))).toEqual(FORBIDDEN);
    expect(failure(await post('/api/User/Unlock', viewer.token, { id: member.userId }))).toEqual(FORBIDDEN);
    expect((await membership(a.companyId, member.userId)).locked).toBe(0);
  });

  it('answers 404 for a user of another company and changes nothing', async () => {
    const member = await makeMember(t, a, []);
    expect(failure(await post('/api/User/Lock', b.admin.token, { id: member.userId }))).toEqual(USER_NOT_FOUND);
    expect((await membership(a.companyId, member.userId)).locked).toBe(0);
    expect((await get('/api/User/Info', member.token)).statusCode).toBe(200);
    await t.db.kysely.updateTable('employ').set({ locked: 1 }).where('user_id', '=', member.userId).execute();
    expect(failure(await post('/api/User/Unlock', b.admin.token, { id: member.userId }))).toEqual(USER_NOT_FOUND);
    expect((await membership(a.companyId, member.userId)).locked).toBe(1);
  });
});

describe('POST /api/User/ResetPass', () => {
  it('sets a member’s password and ends their sessions', async () => {
    const member = await makeMember(t, a, []);
    const pass = prehashPassword('reset-by-admin');
    const res = await post('/api/User/ResetPass', editor.token, { id: member.userId, pass });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/User/Info', member.token)).statusCode).toBe(401);
    expect((await login(member.phone, 'reset-by-admin')).statusCode).toBe(200);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.User, targetId: member.userId });
    expect(log.job).toBe('ResetPass');
    expect(JSON.parse(log.oper_content).changes).toEqual({ password: ['***', '***'] });
    expect(log.oper_content).not.toContain(pass);
    expect((await userRow(member.userId))?.pass_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an account that also belongs to another company', async () => {
    const member = await makeMember(t, a, []);
    await insertMembership(t.db.kysely, b.companyId, member.userId, {}, '2025-01-01 00:00:00');
    const res = await post('/api/User/ResetPass', a.admin.token, {
      id: member.userId,
      pass: prehashPassword('x'.repeat(8)),
    });
    expect(failure(res)).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该用户还属于其他企业或机构，只能由本人修改密码',
    });
    expect((await login(member.phone, PASSWORD)).statusCode).toBe(200);
  });

  it('validates the pre-hash', async () => {
    const res = await post('/api/User/ResetPass', editor.token, { id: viewer.userId, pass: 'plain text' });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '密码格式不正确' });
  });

  it('refuses a member without organize-employ Edit, and an administrator’s account to a non-administrator', async () => {
    const member = await makeMember(t, a, []);
    const pass = prehashPassword('whatever-1');
    expect(failure(await post('/api/User/ResetPass', viewer.token, { id: member.userId, pass }))).toEqual(FORBIDDEN);
    expect(failure(await post('/api/User/ResetPass', editor.token, { id: a.admin.userId, pass }))).toEqual(ADMIN_ONLY);
    expect((await login(a.admin.phone, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 for a user of another company and changes nothing', async () => {
    const member = await makeMember(t, a, []);
    const before = (await userRow(member.userId))?.pass_hash;
    const res = await post('/api/User/ResetPass', b.admin.token, {
      id: member.userId,
      pass: prehashPassword('taken-over'),
    });
    expect(failure(res)).toEqual(USER_NOT_FOUND);
    expect((await userRow(member.userId))?.pass_hash).toBe(before);
    expect((await get('/api/User/Info', member.token)).statusCode).toBe(200);
  });
});

describe('without a session', () => {
  for (const ep of userModule.endpoints.filter((e) => e.def.access !== 'public')) {
    it(`${ep.method} ${ep.path} answers 401 with the spec message`, async () => {
      const url = ep.path.replace('{id}', '1');
      const res =
        ep.method === 'GET' ? await get(url) : await post(url, undefined, ep.def.sample?.({ user: 1 }).body ?? {});
      expect(failure(res)).toEqual(EXPIRED);
    });
  }
});

describe('POST /api/User/Register', () => {
  let address = 0;
  /** Each registration from its own client address unless given, so that the throttle stays out of the way. */
  const register = async (over: Record<string, unknown> = {}, remoteAddress = `10.0.0.${++address}`) =>
    t.call({
      url: '/api/User/Register',
      remoteAddress,
      body: {
        phone: nextPhone(),
        name: 'New registrant',
        pass: prehashPassword('register-pass-1'),
        ...(await solvedCaptcha(t)),
        ...over,
      },
    });

  it('creates a user without a company who can then sign in, with an audit row', async () => {
    const phone = nextPhone();
    const res = await register({ phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ret: 0, msg: '', body: null });
    const user = await t.db.kysely
      .selectFrom('app_user')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ phone, account: phone, name: 'New registrant', default_company: null });
    const memberships = await t.db.kysely.selectFrom('employ').selectAll().where('user_id', '=', user.id).execute();
    expect(memberships).toEqual([]);
    const log = await t.db.kysely
      .selectFrom('oper_log')
      .selectAll()
      .where('target_type', '=', ObjType.User)
      .where('target_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ company_id: null, job: 'Register', user_id: null });
    const signedIn = await login(phone, 'register-pass-1');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().body).toMatchObject({ cid: null });
  });

  it('answers a phone in use exactly like a new one, and changes nothing', async () => {
    const before = await userRow(viewer.userId);
    const logsBefore = await logCount(t);
    const taken = await register({ phone: viewer.phone, name: 'Impostor', pass: prehashPassword('impostor-1') });
    const fresh = await register({ name: 'Impostor', pass: prehashPassword('impostor-1') });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(await userRow(viewer.userId)).toEqual(before);
    expect((await login(viewer.phone, 'impostor-1')).statusCode).not.toBe(200);
    expect(await logCount(t)).toBe(logsBefore + 1); // the new user's row only
  });

  it('needs a solved captcha every time', async () => {
    const phone = nextPhone();
    const missing = await register({ phone, captcha: undefined, captchaId: undefined });
    expect(failure(missing)).toEqual({ status: 601, code: 'RULE', msg: '请输入验证码' });
    expect(missing.json().captchaRequired).toBe(true);
    const { captchaId } = await solvedCaptcha(t);
    expect(failure(await register({ phone, captcha: 'zzzz', captchaId }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '验证码错误',
    });
    // A solved captcha is used up by one registration.
    const once = await solvedCaptcha(t);
    expect((await register({ ...once })).statusCode).toBe(200);
    expect(failure(await register({ phone, ...once }))).toEqual({ status: 601, code: 'RULE', msg: '验证码错误' });
    expect(await t.db.kysely.selectFrom('app_user').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('is throttled per client address: 10 attempts in 15 minutes, then locked', async () => {
    for (let i = 0; i < 10; i++) expect((await register({}, '10.9.9.9')).statusCode).toBe(200);
    const phone = nextPhone();
    const locked = await register({ phone }, '10.9.9.9');
    expect(locked.statusCode).toBe(601);
    expect(locked.json()).toMatchObject({ code: 'LOCKED', msg: '注册过于频繁，请 15 分钟后再试' });
    expect(await t.db.kysely.selectFrom('app_user').select('id').where('phone', '=', phone).execute()).toEqual([]);
    // Another address is not affected.
    expect((await register({}, '10.9.9.10')).statusCode).toBe(200);
  });

  it('lets 10 of 30 registrations sent at once from one address through, each with its own captcha', async () => {
    const captchas = await Promise.all(Array.from({ length: 30 }, () => solvedCaptcha(t)));
    const phones = captchas.map(() => nextPhone());
    const answers = await Promise.all(
      captchas.map((c, i) =>
        t.call({
          url: '/api/User/Register',
          remoteAddress: '10.9.8.7',
          body: { phone: phones[i], name: 'At once', pass: prehashPassword('register-pass-1'), ...c },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.json().code === 'LOCKED')).toHaveLength(20);
    const created = await t.db.kysely.selectFrom('app_user').select('id').where('phone', 'in', phones).execute();
    expect(created).toHaveLength(10);
  });

  it('validates with the spec’s messages', async () => {
    expect(failure(await register({ phone: '12345' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '手机号格式不正确!',
    });
    expect(failure(await register({ name: ' ' }))).toEqual({ status: 400, code: 'VALIDATION', msg: '请输入昵称!' });
    expect(failure(await register({ pass: 'plain-text' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '密码格式不正确',
    });
  });
});
