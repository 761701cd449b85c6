import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, logCount, logRows, makeCompany, makeMember, makeUser, PASSWORD } from '../../test/factories';
import { signIn, type TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { insertMembership } from '../company/company.repo';
import companyModule from './company.routes';

let t: TestApp;
let a: Company;
let b: Company;

beforeAll(async () => {
  ({ t, a, b } = await testWorld());
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, body: unknown) => t.call({ url, token, body });
const companyRow = (id: number) =>
  t.db.kysely.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const EXPIRED = { status: 401, code: 'AUTH_EXPIRED', msg: '登录信息失效，请重新登录' };

/** A user who belongs to both A and B, signed in (current company A). */
async function memberOfBoth() {
  const member = await makeMember(t, a, []);
  await insertMembership(t.db.kysely, b.companyId, member.userId, {}, '2025-01-01 00:00:00');
  return member;
}

describe('POST /api/Company/Add', () => {
  it('creates a company whose creator becomes its administrator', async () => {
    const founder = await makeUser(t);
    const token = await signIn(t, founder.phone, PASSWORD);
    const res = await post('/api/Company/Add', token, {
      name: 'Charlie Aviation',
      systemName: 'Charlie MRO',
      cid: a.companyId,
    });
    expect(res.statusCode).toBe(200);
    const company = res.json().body;
    expect(company).toMatchObject({ name: 'Charlie Aviation', systemName: 'Charlie MRO', admin: founder.userId });
    const employ = await t.db.kysely
      .selectFrom('employ')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(employ).toMatchObject({ user_id: founder.userId, is_admin: 1, locked: 0 });
    const projects = await t.db.kysely
      .selectFrom('project')
      .select('id')
      .where('company_id', '=', company.id)
      .execute();
    expect(projects).toHaveLength(1);
    // It appears among the founder's companies, and the founder may switch to it and administer it.
    const list = await post('/api/Company/Query', token, {});
    expect(list.json().body.items.map((c: { id: number }) => c.id)).toEqual([company.id]);
    expect((await post('/api/lg/SwitchCompany', token, { id: company.id })).statusCode).toBe(200);
    const info = await t.call({ method: 'GET', url: '/api/User/Info', token });
    expect(info.json().body).toMatchObject({ curCID: company.id, isAdmin: 1 });
    const [log] = await logRows(t, company.id, { targetType: ObjType.Company, targetId: company.id });
    expect(log).toMatchObject({ job: 'Add', user_id: founder.userId });
    expect(JSON.parse(log.oper_content).name).toBe('Charlie Aviation');
  });

  it('validates with the spec’s messages and refuses fields it does not accept, writing nothing', async () => {
    const before = await logCount(t);
    expect(failure(await post('/api/Company/Add', a.admin.token, { systemName: 'X' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入企业名称!',
    });
    expect(failure(await post('/api/Company/Add', a.admin.token, { name: 'X', systemName: ' ' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入系统名称!',
    });
    expect(failure(await post('/api/Company/Add', a.admin.token, { name: 'X', systemName: 'Y', admin: 1 }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '不支持的字段 admin',
    });
    expect(await logCount(t)).toBe(before);
  });

  it('needs a session', async () => {
    expect(failure(await post('/api/Company/Add', undefined, { name: 'X', systemName: 'Y' }))).toEqual(EXPIRED);
  });
});

describe('POST /api/Company/Query', () => {
  it('lists only the companies the caller has joined', async () => {
    const member = await memberOfBoth();
    const mine = await post('/api/Company/Query', member.token, { page: 1, pageSize: 20 });
    expect(mine.json().body.items.map((c: { id: number }) => c.id)).toEqual([a.companyId, b.companyId]);
    const bOnly = await post('/api/Company/Query', b.admin.token, {});
    expect(bOnly.json().body).toMatchObject({ totalItems: 1, items: [{ id: b.companyId, name: 'Bravo Air' }] });
  });

  it('never answers a company the caller has not joined', async () => {
    const res = await post('/api/Company/Query', b.admin.token, {
      filters: [{ name: 'id', compare: 'eq', value: a.companyId }],
    });
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
  });

  it('validates the payload and needs a session', async () => {
    expect(failure(await post('/api/Company/Query', a.admin.token, { pageSize: 0 }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '字段 pageSize 格式不正确',
    });
    expect(failure(await post('/api/Company/Query', undefined, {}))).toEqual(EXPIRED);
  });
});

describe('POST /api/Company/Update', () => {
  it('updates the current company and logs the changed fields', async () => {
    const c = await makeCompany(t, { name: 'Delta Air' });
    const res = await post('/api/Company/Update', c.admin.token, {
      name: 'Delta Airways',
      systemName: 'Delta Air MRO',
      addr: 'Hangar 4',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toMatchObject({ id: c.companyId, name: 'Delta Airways', addr: 'Hangar 4' });
    const [log] = await logRows(t, c.companyId, { targetType: ObjType.Company, targetId: c.companyId });
    expect(log.job).toBe('Update');
    expect(JSON.parse(log.oper_content).changes).toEqual({
      name: ['Delta Air', 'Delta Airways'],
      addr: [null, 'Hangar 4'],
    });
  });

  it('logs a change by the fields’ API names, as the log screen labels them', async () => {
    const c = await makeCompany(t, { name: 'Echo Air' });
    const before = (await logRows(t, c.companyId, { targetType: ObjType.Company, targetId: c.companyId })).length;
    const body = { name: 'Echo Air', systemName: 'Echo Maintenance', shortName: 'EA' };
    expect((await post('/api/Company/Update', c.admin.token, body)).statusCode).toBe(200);
    const logs = await logRows(t, c.companyId, { targetType: ObjType.Company, targetId: c.companyId });
    expect(logs).toHaveLength(before + 1);
    expect(JSON.parse(logs[0].oper_content).changes).toEqual({
      systemName: [expect.any(String), 'Echo Maintenance'],
      shortName: [null, 'EA'],
    });
  });

  it('validates the body', async () => {
    expect(failure(await post('/api/Company/Update', a.admin.token, { name: '', systemName: 'x' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入企业名称!',
    });
    // Too long is not "missing": the limit is the message.
    const long = await post('/api/Company/Update', a.admin.token, { name: '航'.repeat(101), systemName: 'x' });
    expect(failure(long)).toEqual({ status: 400, code: 'VALIDATION', msg: 'name 不能超过 100 个字符' });
    const hidden = await post('/api/Company/Update', a.admin.token, { name: 'Alpha\u200B Air', systemName: 'x' });
    expect(failure(hidden).msg).toBe('name 含有不可见字符或控制字符');
    expect((await companyRow(a.companyId)).name).toBe('Alpha Air');
  });

  it('refuses a member without organize-company Edit', async () => {
    const member = await makeMember(t, a, [{ view: 'organize-company', functions: [] }]);
    const res = await post('/api/Company/Update', member.token, { name: 'Renamed', systemName: 'x' });
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    expect((await companyRow(a.companyId)).name).toBe('Alpha Air');
  });

  it('always updates the session’s company: another company named in the body stays unchanged', async () => {
    const before = await companyRow(a.companyId);
    const res = await post('/api/Company/Update', b.admin.token, {
      name: 'Bravo Air',
      systemName: 'Bravo MRO',
      cid: a.companyId,
      companyId: a.companyId,
    });
    expect(res.json().body.id).toBe(b.companyId);
    expect(await companyRow(a.companyId)).toEqual(before);
    const withId = await post('/api/Company/Update', b.admin.token, { id: a.companyId, name: 'X', systemName: 'Y' });
    expect(failure(withId)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的字段 id' });
    expect(await companyRow(a.companyId)).toEqual(before);
    expect(failure(await post('/api/Company/Update', undefined, { name: 'X', systemName: 'Y' }))).toEqual(EXPIRED);
  });
});

describe('POST /api/lg/SwitchCompany', () => {
  it('makes a joined company the current one', async () => {
    const member = await memberOfBoth();
    const res = await post('/api/lg/SwitchCompany', member.token, { id: b.companyId });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ cid: b.companyId, curProject: b.projectId });
    const info = await t.call({ method: 'GET', url: '/api/User/Info', token: member.token });
    expect(info.json().body).toMatchObject({ curCID: b.companyId, companyName: 'Bravo Air' });
  });

  it('logs the change of the default company in the company switched to', async () => {
    const member = await memberOfBoth();
    await t.db.kysely.updateTable('app_user').set({ name: 'Switcher' }).where('id', '=', member.userId).execute();
    expect((await post('/api/lg/SwitchCompany', member.token, { id: b.companyId })).statusCode).toBe(200);
    const user = await t.db.kysely
      .selectFrom('app_user')
      .select('default_company')
      .where('id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(user.default_company).toBe(b.companyId);
    const [log] = await logRows(t, b.companyId, { targetType: ObjType.User, targetId: member.userId });
    expect(log).toMatchObject({ job: 'SwitchCompany', user_id: member.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Switcher',
      changes: { defaultCompany: [a.companyId, b.companyId] },
    });
    // Switching to the company that is already the default changes no record and logs nothing more.
    const before = await logCount(t);
    expect((await post('/api/lg/SwitchCompany', member.token, { id: b.companyId })).statusCode).toBe(200);
    expect(await logCount(t)).toBe(before);
  });

  it('validates the id', async () => {
    expect(failure(await post('/api/lg/SwitchCompany', a.admin.token, {}))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '缺少字段 id',
    });
  });

  it('refuses a company the user has not joined, or where the membership is locked', async () => {
    const res = await post('/api/lg/SwitchCompany', b.admin.token, { id: a.companyId });
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '未加入该企业或机构' });
    const info = await t.call({ method: 'GET', url: '/api/User/Info', token: b.admin.token });
    expect(info.json().body.curCID).toBe(b.companyId);
    const member = await memberOfBoth();
    await t.db.kysely
      .updateTable('employ')
      .set({ locked: 1 })
      .where('company_id', '=', b.companyId)
      .where('user_id', '=', member.userId)
      .execute();
    expect(failure(await post('/api/lg/SwitchCompany', member.token, { id: b.companyId }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '您在该企业的账号已被管理员锁定',
    });
  });

  it('needs a session', async () => {
    expect(failure(await post('/api/lg/SwitchCompany', undefined, { id: a.companyId }))).toEqual(EXPIRED);
  });
});

describe('without a session', () => {
  for (const ep of companyModule.endpoints) {
    it(`${ep.path} answers 401 with the spec message`, async () => {
      expect(failure(await post(ep.path, undefined, {}))).toEqual(EXPIRED);
    });
  }
});
