import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, makeMember, makeUser, PASSWORD } from '../../test/factories';
import { signIn, type TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;

beforeAll(async () => {
  ({ t, a, b } = await testWorld());
});
afterAll(() => t.close());

const query = (token: string | undefined, body: unknown) => t.call({ url: '/api/Project/Query', token, body });

describe('POST /api/Project/Query', () => {
  it('lists the company’s projects (its default project first)', async () => {
    const res = await query(a.admin.token, { page: 1, pageSize: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ items: [{ id: a.projectId, name: 'Alpha Air MRO' }], totalItems: 1 });
  });

  it('is reference data: a member without any grant may read it', async () => {
    const plain = await makeMember(t, a, []);
    expect((await query(plain.token, {})).json().body.items).toEqual([{ id: a.projectId, name: 'Alpha Air MRO' }]);
  });

  it('rejects an unknown field', async () => {
    const res = await query(a.admin.token, { filters: [{ name: 'company_id', compare: 'eq', value: a.companyId }] });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的查询字段 company_id' });
  });

  it('refuses a user who has joined no company', async () => {
    const loner = await makeUser(t);
    const token = await signIn(t, loner.phone, PASSWORD);
    expect(failure(await query(token, {}))).toEqual({ status: 403, code: 'FORBIDDEN', msg: '未加入任何企业或机构' });
  });

  it('never answers another company’s projects', async () => {
    const res = await query(b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: a.projectId }] });
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
    const all = await query(b.admin.token, { pageSize: 10000 });
    expect(all.json().body.items.map((p: { id: number }) => p.id)).toEqual([b.projectId]);
  });

  it('answers 401 with the spec message without a session', async () => {
    expect(failure(await query(undefined, {}))).toEqual({
      status: 401,
      code: 'AUTH_EXPIRED',
      msg: '登录信息失效，请重新登录',
    });
  });
});
