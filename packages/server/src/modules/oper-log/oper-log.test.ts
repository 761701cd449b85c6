import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;

beforeAll(async () => {
  ({ t, a, b } = await testWorld({ companies: { a: { name: 'Alpha Air', adminName: 'Alice' }, b: 'Bravo Air' } }));
});
afterAll(() => t.close());

const query = (token: string | undefined, body: unknown) => t.call({ url: '/api/OperLog/Query', token, body });
const addDepartment = async (token: string, name: string) => {
  const res = await t.call({ url: '/api/Department/Add', token, body: { name } });
  return res.json().body.id as number;
};

describe('POST /api/OperLog/Query', () => {
  it('answers a record’s log, newest first, with the user’s name and avatar', async () => {
    const id = await addDepartment(a.admin.token, 'Line Maintenance');
    await t.call({ url: '/api/Department/Update', token: a.admin.token, body: { id, name: 'Line Maint.' } });
    const res = await query(a.admin.token, {
      filters: [
        { name: 'targetType', compare: 'eq', value: ObjType.Department },
        { name: 'targetID', compare: 'eq', value: id },
      ],
      page: 1,
      pageSize: 20,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.totalItems).toBe(2);
    expect(body.items.map((r: { job: string }) => r.job)).toEqual(['Update', 'Add']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      targetType: ObjType.Department,
      targetID: id,
      userID: a.admin.userId,
      job: 'Update',
      operContent: expect.any(String),
      operTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      avatar: [],
      userName: 'Alice',
    });
    expect(JSON.parse(body.items[0].operContent).changes).toEqual({ name: ['Line Maintenance', 'Line Maint.'] });
  });

  it('filters on the content text and the time', async () => {
    await addDepartment(a.admin.token, 'Needle_100%');
    const today = new Date().toISOString().slice(0, 10);
    const res = await query(a.admin.token, {
      filters: [
        { name: 'operContent', compare: 'contains', value: 'Needle_100%' },
        { name: 'operTime', compare: 'ge', value: today },
      ],
    });
    expect(res.json().body.items.map((r: { job: string }) => r.job)).toEqual(['Add']);
  });

  it('rejects comparisons and sorts a field does not support', async () => {
    const gt = await query(a.admin.token, { filters: [{ name: 'operContent', compare: 'gt', value: 'a' }] });
    expect(failure(gt)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 operContent 不支持比较方式 gt' });
    const sort = await query(a.admin.token, { sortField: 'operContent' });
    expect(failure(sort)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 operContent 不能排序' });
  });

  it('needs the organize-log view', async () => {
    const plain = await makeMember(t, a, []);
    expect(failure(await query(plain.token, {}))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '没有权限执行该操作',
    });
    const auditor = await makeMember(t, a, [{ view: 'organize-log', functions: [] }]);
    expect((await query(auditor.token, {})).statusCode).toBe(200);
  });

  it('never answers another company’s log rows', async () => {
    const id = await addDepartment(a.admin.token, 'Secret Projects');
    const res = await query(b.admin.token, { filters: [{ name: 'targetID', compare: 'eq', value: id }] });
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
    const all = await query(b.admin.token, { pageSize: 10000 });
    const ownRows = await t.db.kysely
      .selectFrom('oper_log')
      .select('id')
      .where('company_id', '=', b.companyId)
      .execute();
    expect(all.json().body.totalItems).toBe(ownRows.length);
    expect(all.body).not.toContain('Secret Projects');
  });

  it('answers 401 with the spec message without a session', async () => {
    expect(failure(await query(undefined, {}))).toEqual({
      status: 401,
      code: 'AUTH_EXPIRED',
      msg: '登录信息失效，请重新登录',
    });
  });
});
