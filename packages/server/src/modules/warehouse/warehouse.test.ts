import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Warehouses are a named list (platform/entity/named-list.ts, tested in full by brand.test.ts); here what
// differs: their fields, view, messages, the site check and the site's dependent.

let t: TestApp;
let a: Company;
let b: Company;
let editor: Actor;
let siteA: number;
let siteB: number;

beforeAll(async () => {
  ({ t, a, b, editor } = await testWorld({
    members: { editor: [{ view: 'store-warehouse', functions: ['Add', 'Edit', 'Delete'] }] },
  }));
  const site = (companyId: number, name: string) =>
    t.db.kysely.insertInto('site').values({ company_id: companyId, name }).returning('id').executeTakeFirstOrThrow();
  siteA = (await site(a.companyId, 'Apron A')).id;
  siteB = (await site(b.companyId, 'Apron B')).id;
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/Warehouse/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('warehouse').selectAll().where('id', '=', id).executeTakeFirst();

describe('Warehouse', () => {
  it('adds a warehouse at a site of the company, lists it to any member, logs it', async () => {
    const res = await call('Add', editor.token, { name: 'Main store', code: 'W1', site: siteA, keeper: 'Li' });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Main store',
      code: 'W1',
      site: siteA,
      addr: null,
      keeper: 'Li',
      phone: null,
      disabled: 0,
      remarks: null,
    });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Warehouse, targetId: created.id });
    expect(log.job).toBe('Add');
    const plain = await makeMember(t, a, []);
    const list = await call('Query', plain.token, { filters: [{ name: 'name', compare: 'contains', value: 'main' }] });
    // Any member reads the names (pickers); the warehouse screen's holders the whole row.
    expect(list.json().body).toEqual({ items: [{ id: created.id, name: created.name }], totalItems: 1 });
    const whole = await call('Query', a.admin.token, {
      filters: [{ name: 'name', compare: 'contains', value: 'main' }],
    });
    expect(whole.json().body).toEqual({ items: [created], totalItems: 1 });
    const other = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: created.id }] });
    expect(other.json().body.totalItems).toBe(0);
  });

  it('refuses another company’s site, naming the field, on Add and Update', async () => {
    const before = await logCount(t);
    const res = await call('Add', editor.token, { name: 'Bad site', site: siteB });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '场站不存在' });
    expect(res.json().errors).toEqual([{ field: 'site', message: '场站不存在' }]);
    const ok = (await call('Add', editor.token, { name: 'Hangar store' })).json().body;
    const upd = await call('Update', editor.token, { id: ok.id, site: siteB }, 'en-US');
    expect(failure(upd).msg).toBe('The site does not exist');
    expect((await row(ok.id))?.site_id).toBeNull();
    expect(await logCount(t)).toBe(before + 1);
  });

  it('requires a name unique in the company', async () => {
    expect(failure(await call('Add', editor.token, { name: '' })).msg).toBe('仓库名称不能为空');
    await call('Add', editor.token, { name: 'Line store' });
    expect(failure(await call('Add', editor.token, { name: 'Line store' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '仓库名称已存在',
    });
    expect((await call('Add', b.admin.token, { name: 'Line store' })).statusCode).toBe(200);
  });

  it('refuses members without the function and other companies’ ids', async () => {
    const viewer = await makeMember(t, a, [{ view: 'store-warehouse', functions: [] }]);
    expect(failure(await call('Add', viewer.token, { name: 'Nope' })).status).toBe(403);
    const w = (await call('Add', editor.token, { name: 'Kept store' })).json().body;
    expect(failure(await call('Update', b.admin.token, { id: w.id, name: 'Stolen' })).status).toBe(404);
    expect(failure(await call('Delete', b.admin.token, { id: w.id })).status).toBe(404);
    expect(failure(await call('Delete', viewer.token, { id: w.id })).status).toBe(403);
    expect(await row(w.id)).toBeDefined();
  });

  it('deletes an unused warehouse; a site with warehouses is kept', async () => {
    const w = (await call('Add', editor.token, { name: 'Temporary store', site: siteA })).json().body;
    const site = await t.call({ url: '/api/site/Delete', token: a.admin.token, body: { id: siteA } });
    expect(failure(site).status).toBe(601);
    expect(failure(site).msg).toMatch(/^该场站还有 \d+ 个仓库，不能删除$/);
    expect((await call('Delete', editor.token, { id: w.id })).json().body).toEqual({ id: w.id });
    expect(await row(w.id)).toBeUndefined();
  });
});
