import { EmployStatus, ObjType } from '@hangar/domain/codes';
import { todayIn } from '@hangar/domain/dates';
import { prehashPassword } from '@hangar/domain/password';
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
  nextPhone,
  PASSWORD,
} from '../../test/factories';
import { signIn, solvedCaptcha, type TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import employModule from './employ.routes';

let t: TestApp;
let a: Company;
let b: Company;
/** Sees the employee screen, holds no function. */
let viewer: Actor;
/** Holds every organize-employ function but is not an administrator. */
let editor: Awaited<ReturnType<typeof makeMember>>;

beforeAll(async () => {
  ({ t, a, b, viewer, editor } = await testWorld({
    members: {
      viewer: [{ view: 'organize-employ', functions: [] }],
      editor: [{ view: 'organize-employ', functions: ['Add', 'Edit', 'Delete'] }],
    },
  }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/Employ/${action}`, token, body });
const employRow = (id: number) => t.db.kysely.selectFrom('employ').selectAll().where('id', '=', id).executeTakeFirst();
/** A member's licences as stored (issue 34: in qual_licence, not on the membership). */
const licenceRows = (userId: number) =>
  t.db.kysely
    .selectFrom('qual_licence')
    .select(['company_id', 'kind', 'licence_no', 'licence_type', 'issued', 'expires'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
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
      licenceNo: null,
      licenceType: null,
      licenceExpire: null,
      status: EmployStatus.Active,
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

describe('POST /api/Employ/Add (an invitation)', () => {
  it('invites a user by phone: nothing of the person but the phone until they accept', async () => {
    const user = await makeUser(t, { name: 'Zhang San' });
    await t.db.kysely
      .updateTable('app_user')
      .set({ real_name: 'Zhang San Real', birthday: '1990-05-01 00:00:00', is_pilot: 1 })
      .where('id', '=', user.userId)
      .execute();
    const dept = await makeDepartment(t, a);
    const role = await makeRole(t, a);
    const res = await call('Add', editor.token, {
      phone: user.phone,
      department: dept.id,
      roleIds: [role.id],
      cid: b.companyId,
    });
    expect(res.statusCode).toBe(200);
    const invited = res.json().body;
    expect(invited).toEqual({
      id: invited.id,
      pid: null,
      phone: user.phone,
      name: null,
      realName: null,
      department: dept.id,
      roleIds: [role.id],
      isAdmin: 0,
      locked: 0,
      licenceNo: null,
      licenceType: null,
      licenceExpire: null,
      status: EmployStatus.Pending,
    });
    expect(await employRow(invited.id)).toMatchObject({
      company_id: a.companyId,
      user_id: user.userId,
      status: EmployStatus.Pending,
      invited_by: editor.userId,
    });
    // The company's lists show the phone only: no user id, name, birthday or pilot status.
    const listed = await call('QueryEmployee', editor.token, {
      filters: [{ name: 'id', compare: 'eq', value: invited.id }],
    });
    expect(listed.json().body.items).toEqual([invited]);
    const users = await t.call({ url: '/api/User/Query', token: a.admin.token, body: { pageSize: 1000 } });
    expect(users.json().body.items.map((u: { id: number }) => u.id)).not.toContain(user.userId);
    expect(users.body).not.toContain('Zhang San');
    // Filters and sorts on the person's fields cannot find them either.
    for (const filter of [
      { name: 'pid', compare: 'eq', value: user.userId },
      { name: 'name', compare: 'contains', value: 'Zhang' },
    ]) {
      const found = await call('QueryEmployee', a.admin.token, { filters: [filter] });
      expect(found.json().body, JSON.stringify(filter)).toEqual({ items: [], totalItems: 0 });
    }
    // The log names the phone, not the person.
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Employ, targetId: invited.id });
    expect(log).toMatchObject({ job: 'Add', user_id: editor.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: user.phone,
      changes: {
        phone: [null, user.phone],
        department: [null, dept.id],
        isAdmin: [null, 0],
        roleIds: [null, [role.id]],
        status: [null, EmployStatus.Pending],
      },
    });
    // Not a member yet: the company is not theirs to open or switch to.
    const token = await signIn(t, user.phone, PASSWORD);
    const info = await t.call({ method: 'GET', url: '/api/User/Info', token });
    expect(info.json().body.curCID).toBeNull();
    const companies = await t.call({ url: '/api/Company/Query', token, body: {} });
    expect(companies.json().body).toEqual({ items: [], totalItems: 0 });
    expect(failure(await t.call({ url: '/api/lg/SwitchCompany', token, body: { id: a.companyId } }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '未加入该企业或机构',
    });
    // A session pointed at the company anyway (a forged session row) is not a member there.
    await t.db.kysely
      .updateTable('session')
      .set({ company_id: a.companyId })
      .where('user_id', '=', user.userId)
      .execute();
    expect(failure(await call('QueryEmployee', token, {}))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '未加入任何企业或机构',
    });
  });

  it('answers a phone without an account exactly like a registered one', async () => {
    const registered = await makeUser(t);
    const unknown = nextPhone();
    const before = await logCount(t);
    const one = await call('Add', editor.token, { phone: registered.phone, realName: 'Someone' });
    const other = await call('Add', editor.token, { phone: unknown, realName: 'Someone' });
    expect(other.statusCode).toBe(one.statusCode);
    const shape = (body: Record<string, unknown>) => ({ ...body, id: 0, phone: '' });
    expect(shape(other.json().body)).toEqual(shape(one.json().body));
    expect(other.json().body).toMatchObject({ phone: unknown, pid: null, status: EmployStatus.Pending });
    expect(await logCount(t)).toBe(before + 2);
    // Inviting either again is refused the same way.
    const again = [
      await call('Add', editor.token, { phone: registered.phone }),
      await call('Add', editor.token, { phone: unknown }),
    ];
    for (const res of again) {
      expect(failure(res)).toEqual({ status: 409, code: 'CONFLICT', msg: '已邀请该手机号，等待对方接受' });
    }
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

  it('answers 409 for a member, writing no log row', async () => {
    const before = await logCount(t);
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

  it('refuses another company’s department or roles and invites nobody', async () => {
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

describe('invitations, as the invited user', () => {
  const invitations = (token: string) => call('QueryInvitations', token, {});

  it('lists them (company, who invited, when); accepting makes the user a member, logged in the company', async () => {
    const user = await makeUser(t, { name: 'Li Na' });
    const role = await makeRole(t, a);
    await t.db.kysely.updateTable('employ').set({ real_name: 'Editor Wu' }).where('id', '=', editor.employId).execute();
    const sent = (await call('Add', editor.token, { phone: user.phone, roleIds: [role.id] })).json().body;
    const token = await signIn(t, user.phone, PASSWORD);
    const list = await invitations(token);
    expect(list.statusCode).toBe(200);
    expect(list.json().body).toEqual({
      items: [
        {
          id: sent.id,
          companyId: a.companyId,
          companyName: 'Alpha Air',
          invitedBy: 'Editor Wu',
          invitedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        },
      ],
      totalItems: 1,
    });
    const res = await call('Accept', token, { id: sent.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ id: sent.id, companyId: a.companyId, companyName: 'Alpha Air' });
    expect((await invitations(token)).json().body).toEqual({ items: [], totalItems: 0 });
    expect(await employRow(sent.id)).toMatchObject({ status: EmployStatus.Active, real_name: 'Li Na' });
    // Now the company sees the person, and the person has the company.
    const listed = await call('QueryEmployee', editor.token, {
      filters: [{ name: 'id', compare: 'eq', value: sent.id }],
    });
    expect(listed.json().body.items[0]).toMatchObject({
      pid: user.userId,
      name: 'Li Na',
      realName: 'Li Na',
      roleIds: [role.id],
      status: EmployStatus.Active,
    });
    const companies = await t.call({ url: '/api/Company/Query', token, body: {} });
    expect(companies.json().body.items.map((c: { id: number }) => c.id)).toEqual([a.companyId]);
    expect((await t.call({ url: '/api/lg/SwitchCompany', token, body: { id: a.companyId } })).statusCode).toBe(200);
    // The acceptance is in the inviting company's log, by the invited user.
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Employ, targetId: sent.id });
    expect(log).toMatchObject({ job: 'Accept', user_id: user.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Li Na',
      changes: {
        pid: [null, user.userId],
        realName: [null, 'Li Na'],
        status: [EmployStatus.Pending, EmployStatus.Active],
      },
    });
    expect(t.publisher.events).toContainEqual({ companyId: a.companyId, table: 'employ', ids: [sent.id] });
  });

  it('declining leaves the user outside; the company sees the phone, may invite again or remove it', async () => {
    const user = await makeUser(t, { name: 'Declining Dong' });
    const sent = (await call('Add', editor.token, { phone: user.phone })).json().body;
    const token = await signIn(t, user.phone, PASSWORD);
    const res = await call('Decline', token, { id: sent.id });
    expect(res.statusCode).toBe(200);
    expect(await employRow(sent.id)).toMatchObject({ status: EmployStatus.Declined });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Employ, targetId: sent.id });
    expect(log).toMatchObject({ job: 'Decline', user_id: user.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: user.phone,
      changes: { status: [EmployStatus.Pending, EmployStatus.Declined] },
    });
    const listed = (
      await call('QueryEmployee', editor.token, { filters: [{ name: 'id', compare: 'eq', value: sent.id }] })
    ).json().body;
    expect(listed.items[0]).toMatchObject({ pid: null, name: null, phone: user.phone, status: EmployStatus.Declined });
    expect((await t.call({ url: '/api/Company/Query', token, body: {} })).json().body.totalItems).toBe(0);
    // Answered once: accepting it now is refused.
    expect(failure(await call('Accept', token, { id: sent.id }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      msg: '邀请不存在或已处理',
    });
    // Invited again: the same row is pending again, and can be accepted.
    const again = await call('Add', editor.token, { phone: user.phone });
    expect(again.json().body).toMatchObject({ id: sent.id, status: EmployStatus.Pending });
    expect((await invitations(token)).json().body.items.map((i: { id: number }) => i.id)).toEqual([sent.id]);
    // An administrator withdraws a pending invitation with Remove.
    expect((await call('Remove', editor.token, { id: sent.id })).statusCode).toBe(200);
    expect(await employRow(sent.id)).toBeUndefined();
    expect((await invitations(token)).json().body.totalItems).toBe(0);
  });

  it('an invitation to a phone without an account waits for whoever registers with it', async () => {
    const phone = nextPhone();
    const sent = (await call('Add', editor.token, { phone })).json().body;
    const reg = await t.call({
      url: '/api/User/Register',
      body: { phone, name: 'Late Comer', pass: prehashPassword('late-pass-1'), ...(await solvedCaptcha(t)) },
    });
    expect(reg.statusCode).toBe(200);
    const token = await signIn(t, phone, 'late-pass-1');
    expect((await invitations(token)).json().body.items.map((i: { id: number }) => i.id)).toEqual([sent.id]);
    expect((await call('Accept', token, { id: sent.id })).statusCode).toBe(200);
    const me = await t.call({ method: 'GET', url: '/api/User/Info', token });
    expect(
      (await call('QueryEmployee', editor.token, { filters: [{ name: 'id', compare: 'eq', value: sent.id }] })).json()
        .body.items[0],
    ).toMatchObject({ pid: me.json().body.id, name: 'Late Comer' });
  });

  it('nobody answers another user’s invitation', async () => {
    const user = await makeUser(t);
    const sent = (await call('Add', editor.token, { phone: user.phone })).json().body;
    const before = await logCount(t);
    for (const token of [viewer.token, b.admin.token, a.admin.token]) {
      for (const action of ['Accept', 'Decline']) {
        expect(failure(await call(action, token, { id: sent.id }))).toEqual({
          status: 404,
          code: 'NOT_FOUND',
          msg: '邀请不存在或已处理',
        });
      }
      expect((await invitations(token)).json().body.items.map((i: { id: number }) => i.id)).not.toContain(sent.id);
    }
    expect(await employRow(sent.id)).toMatchObject({ status: EmployStatus.Pending });
    expect(await logCount(t)).toBe(before);
    expect(failure(await call('Accept', viewer.token, { id: 'x' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '字段 id 格式不正确',
    });
  });

  it('a company’s creator is its member at once, without an invitation', async () => {
    const founder = await makeUser(t);
    const token = await signIn(t, founder.phone, PASSWORD);
    const created = await t.call({
      url: '/api/Company/Add',
      token,
      body: { name: 'Founders Air', systemName: 'F MRO' },
    });
    const companyId = created.json().body.id;
    const row = await t.db.kysely
      .selectFrom('employ')
      .selectAll()
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: founder.userId, status: EmployStatus.Active, is_admin: 1 });
    expect((await invitations(token)).json().body.totalItems).toBe(0);
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

  it('sets, keeps (absent) and clears (null) the licence, logging each change', async () => {
    const member = await makeMember(t, a, [], { name: 'Li' });
    const update = async (extra: Record<string, unknown>) => {
      const res = await call('Update', editor.token, { id: member.employId, roleIds: [member.roleId], ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().body;
    };
    const log = async () =>
      JSON.parse(
        (await logRows(t, a.companyId, { targetType: ObjType.Employ, targetId: member.employId }))[0].oper_content,
      );
    const set = await update({ licenceNo: 'CAAC-66-0012', licenceType: 'CCAR-66 AV', licenceExpire: '2027-03-31' });
    expect(set).toMatchObject({
      licenceNo: 'CAAC-66-0012',
      licenceType: 'CCAR-66 AV',
      licenceExpire: '2027-03-31 00:00:00',
    });
    // One place holds licences: a maintenance licence of the member, issued today.
    expect(await licenceRows(member.userId)).toEqual([
      {
        company_id: a.companyId,
        kind: 'maintenance',
        licence_no: 'CAAC-66-0012',
        licence_type: 'CCAR-66 AV',
        issued: `${todayIn(t.config.timeZone)} 00:00:00`,
        expires: '2027-03-31 00:00:00',
      },
    ]);
    expect(await log()).toEqual({
      name: 'Li',
      changes: {
        licenceNo: [null, 'CAAC-66-0012'],
        licenceType: [null, 'CCAR-66 AV'],
        licenceExpire: [null, '2027-03-31 00:00:00'],
      },
    });
    // Absent: kept (an edit of the name alone).
    const kept = await update({ realName: 'Li Wei' });
    expect(kept).toMatchObject({ realName: 'Li Wei', licenceNo: 'CAAC-66-0012', licenceExpire: '2027-03-31 00:00:00' });
    expect((await log()).changes).toEqual({ realName: ['Li', 'Li Wei'] });
    // Null clears the expiry (a licence that does not expire); blank text clears the type.
    const cleared = await update({ licenceExpire: null, licenceType: '' });
    expect(cleared).toMatchObject({ licenceNo: 'CAAC-66-0012', licenceType: null, licenceExpire: null });
    expect((await log()).changes).toEqual({
      licenceType: ['CCAR-66 AV', null],
      licenceExpire: ['2027-03-31 00:00:00', null],
    });
    expect(await licenceRows(member.userId)).toMatchObject([
      { licence_no: 'CAAC-66-0012', licence_type: '', expires: null },
    ]);
    // Clearing the number deletes the licence.
    const none = await update({ licenceNo: null });
    expect(none).toMatchObject({ licenceNo: null, licenceType: null, licenceExpire: null });
    expect(await licenceRows(member.userId)).toEqual([]);
    expect((await log()).changes).toEqual({ licenceNo: ['CAAC-66-0012', null] });
  });

  it('answers and writes the primary of several maintenance licences: the one expiring last; a pilot licence is not one', async () => {
    const member = await makeMember(t, a, [], { name: 'Zhao' });
    const add = (kind: string, no: string, expires: string | null) =>
      t.db.kysely
        .insertInto('qual_licence')
        .values({
          company_id: a.companyId,
          user_id: member.userId,
          kind,
          licence_type: 'T',
          licence_no: no,
          categories: '[]',
          issued: '2020-01-01 00:00:00',
          expires,
          ratings: '[]',
          instrument: 0,
          instructor: 0,
          files: '[]',
          created_at: '2020-01-01 00:00:00',
        })
        .execute();
    await add('maintenance', 'OLD', '2021-01-31 00:00:00');
    await add('maintenance', 'LATER', '2030-06-30 00:00:00');
    await add('maintenance', 'SOON', '2029-01-31 00:00:00');
    await add('pilot', 'PILOT', null);
    const listed = await call('QueryEmployee', editor.token, {
      filters: [{ name: 'id', compare: 'eq', value: member.employId }],
    });
    expect(listed.json().body.items).toMatchObject([{ licenceNo: 'LATER', licenceExpire: '2030-06-30 00:00:00' }]);
    const res = await call('Update', editor.token, { id: member.employId, roleIds: [member.roleId], licenceNo: 'NEW' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await licenceRows(member.userId)).map((l) => l.licence_no)).toEqual(['OLD', 'NEW', 'SOON', 'PILOT']);
    // A licence that does not expire comes first.
    await add('maintenance', 'LIFE', null);
    const life = await call('Update', editor.token, { id: member.employId, roleIds: [member.roleId] });
    expect(life.json().body).toMatchObject({ licenceNo: 'LIFE', licenceExpire: null });
  });

  it('refuses a licence on an invitation not yet accepted (a licence is a member’s), changing nothing', async () => {
    const sent = await call('Add', editor.token, { phone: '13900000345', roleIds: [] });
    expect(sent.statusCode, sent.body).toBe(200);
    const before = await logCount(t);
    const res = await call('Update', editor.token, { id: sent.json().body.id, roleIds: [], licenceNo: 'X-9' });
    expect(failure(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(res.json().errors).toEqual([{ field: 'licenceNo', message: expect.stringContaining('接受邀请') }]);
    expect(await logCount(t)).toBe(before);
  });

  it('refuses a bad licence expiry naming the field, changing nothing', async () => {
    const member = await makeMember(t, a, []);
    const before = await logCount(t);
    for (const licenceExpire of ['2027-02-30', '31/03/2027', 20270331]) {
      const res = await call('Update', editor.token, {
        id: member.employId,
        roleIds: [member.roleId],
        licenceNo: 'X-1',
        licenceExpire,
      });
      expect(failure(res), String(licenceExpire)).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(res.json().errors).toEqual([
        { field: 'licenceExpire', message: expect.stringContaining('日期格式不正确') },
      ]);
    }
    const tooLong = await call('Update', editor.token, {
      id: member.employId,
      roleIds: [member.roleId],
      licenceNo: 'x'.repeat(51),
    });
    expect(failure(tooLong).status).toBe(400);
    expect(await licenceRows(member.userId)).toEqual([]);
    expect(await logCount(t)).toBe(before);
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
      const ids = { employ: 1, department: 1, role: 1, freePhone: 13900000000, invitation: 1 };
      const res = await t.call({ url: ep.path, body: ep.def.sample?.(ids).body ?? {} });
      expect(failure(res)).toEqual({ status: 401, code: 'AUTH_EXPIRED', msg: '登录信息失效，请重新登录' });
    });
  }
});
