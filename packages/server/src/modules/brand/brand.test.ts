import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { buildRegistry } from '../../platform/registry';
import {
  type Actor,
  failure,
  logCount,
  logRows,
  makeCompany,
  makeMember,
  makeModel,
  platformAdmin,
} from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Brands exercise the company-list factory shared with sites and units (company-list.ts) in full; the site
// and unit tests cover what differs (their fields, view and messages).

let t: TestApp;
let a: Company;
let b: Company;
/** A member of A holding the base-brand view without functions. */
let viewer: Actor;
/** A member of A holding every function of base-brand. */
let editor: Actor;

beforeAll(async () => {
  ({ t, a, b, viewer, editor } = await testWorld({
    members: {
      viewer: [{ view: 'base-brand', functions: [] }],
      editor: [{ view: 'base-brand', functions: ['Add', 'Edit', 'Delete'] }],
    },
  }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/Brand/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('brand').selectAll().where('id', '=', id).executeTakeFirst();
const add = async (token: string, body: Record<string, unknown>) => {
  const res = await call('Add', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { id: number; name: string; remarks: string | null };
};

describe('POST /api/Brand/Query', () => {
  it('lists the company’s brands by name: whole to the screen’s holders, the names to any other member', async () => {
    const c = await makeCompany(t);
    for (const name of ['Lycoming', 'Cessna', 'Garmin']) await add(c.admin.token, { name });
    const plain = await makeMember(t, c, []);
    const res = await call('Query', plain.token, { page: 1, pageSize: 1000 });
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.totalItems).toBe(3);
    expect(body.items.map((x: { name: string }) => x.name)).toEqual(['Cessna', 'Garmin', 'Lycoming']);
    expect(Object.keys(body.items[0]).sort()).toEqual(['id', 'name']);
    const whole = await call('Query', c.admin.token, { page: 1, pageSize: 1000 });
    expect(Object.keys(whole.json().body.items[0]).sort()).toEqual(['id', 'name', 'remarks']);
    // A names-only reader filters and sorts on the names only.
    const hidden = await call('Query', plain.token, { filters: [{ name: 'remarks', compare: 'eq', value: 'x' }] });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().msg).toContain('remarks');
  });

  it('filters by name and never answers another company’s brands', async () => {
    const mine = await add(a.admin.token, { name: 'Textron', remarks: 'US' });
    const res = await call('Query', viewer.token, { filters: [{ name: 'name', compare: 'contains', value: 'extr' }] });
    expect(res.json().body.items).toEqual([{ id: mine.id, name: 'Textron', remarks: 'US' }]);
    const other = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: mine.id }] });
    expect(other.json().body).toEqual({ items: [], totalItems: 0 });
  });

  it('rejects an unknown filter field naming it', async () => {
    const res = await call('Query', viewer.token, { filters: [{ name: 'company_id', compare: 'eq', value: 1 }] });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的查询字段 company_id' });
  });

  it('names the refused comparison in the message and in the field error', async () => {
    const res = await call('Query', viewer.token, { filters: [{ name: 'name', compare: 'gt', value: 'a' }] });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '字段 name 不支持比较方式 gt' });
    expect(res.json().errors).toEqual([{ field: 'name', message: '字段 name 不支持比较方式 gt' }]);
  });
});

describe('POST /api/Brand/Add', () => {
  it('adds a brand to the session’s company (not the body’s), logs it and announces it', async () => {
    const res = await call('Add', editor.token, { name: '  Piper ', remarks: 'Vero Beach', cid: b.companyId });
    expect(res.statusCode).toBe(200);
    const created = res.json().body;
    expect(created).toEqual({ id: expect.any(Number), name: 'Piper', remarks: 'Vero Beach' });
    expect(await row(created.id)).toMatchObject({ company_id: a.companyId, name: 'Piper' });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Brand, targetId: created.id });
    expect(log).toMatchObject({ job: 'Add', user_id: editor.userId });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Piper',
      changes: { name: [null, 'Piper'], remarks: [null, 'Vero Beach'] },
    });
    expect(t.publisher.events.at(-1)).toEqual({ companyId: a.companyId, table: 'brand', ids: [created.id] });
  });

  it('requires a name, in the user’s language, and writes nothing', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', a.admin.token, { name: ' ' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入品牌名称',
    });
    expect(failure(await call('Add', a.admin.token, {}, 'en-US')).msg).toBe('Please enter the brand name');
    expect(failure(await call('Add', a.admin.token, { name: 'x'.repeat(101) })).msg).toBe('name 不能超过 100 个字符');
    expect(failure(await call('Add', a.admin.token, { name: 'Ok', color: 'red' })).msg).toBe('不支持的字段 color');
    expect(await logCount(t)).toBe(before);
  });

  it('refuses a name the company already has, but another company may use it', async () => {
    await add(a.admin.token, { name: 'Diamond' });
    const before = await logCount(t);
    expect(failure(await call('Add', a.admin.token, { name: 'Diamond' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '品牌名称已存在',
    });
    expect(await logCount(t)).toBe(before);
    await add(b.admin.token, { name: 'Diamond' });
  });

  it('refuses a member without the Add function', async () => {
    const res = await call('Add', viewer.token, { name: 'Nope' });
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    const plain = await makeMember(t, a, []);
    expect(failure(await call('Add', plain.token, { name: 'Nope' })).status).toBe(403);
    expect(await t.db.kysely.selectFrom('brand').select('id').where('name', '=', 'Nope').execute()).toEqual([]);
  });
});

describe('POST /api/Brand/Update', () => {
  it('changes only the given fields and logs what changed', async () => {
    const brand = await add(a.admin.token, { name: 'Rotax', remarks: 'Austria' });
    // The spec's clients send the company id along: accepted, ignored, and not echoed in the answer.
    const res = await call('Update', editor.token, { id: brand.id, remarks: 'Gunskirchen', cid: b.companyId });
    expect(res.json().body).toEqual({ id: brand.id, name: 'Rotax', remarks: 'Gunskirchen' });
    const cleared = await call('Update', editor.token, { id: brand.id, name: 'BRP-Rotax', remarks: null });
    expect(cleared.json().body).toEqual({ id: brand.id, name: 'BRP-Rotax', remarks: null });
    expect(await row(brand.id)).toMatchObject({ name: 'BRP-Rotax', remarks: null });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Brand, targetId: brand.id });
    expect(log.job).toBe('Update');
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'BRP-Rotax',
      changes: { name: ['Rotax', 'BRP-Rotax'], remarks: ['Gunskirchen', null] },
    });
  });

  it('refuses a name taken by another brand of the company, and an empty name', async () => {
    await add(a.admin.token, { name: 'Hartzell' });
    const brand = await add(a.admin.token, { name: 'McCauley' });
    expect(failure(await call('Update', a.admin.token, { id: brand.id, name: 'Hartzell' })).status).toBe(409);
    expect(failure(await call('Update', a.admin.token, { id: brand.id, name: '' })).msg).toBe('请输入品牌名称');
    expect((await row(brand.id))?.name).toBe('McCauley');
  });

  it('answers 404 for another company’s brand and changes nothing', async () => {
    const brand = await add(a.admin.token, { name: 'Continental' });
    const before = await logCount(t);
    const res = await call('Update', b.admin.token, { id: brand.id, name: 'Stolen' });
    expect(failure(res)).toEqual({ status: 404, code: 'NOT_FOUND', msg: '记录不存在' });
    expect((await row(brand.id))?.name).toBe('Continental');
    expect(await logCount(t)).toBe(before);
  });

  it('refuses a member without the Edit function', async () => {
    const brand = await add(a.admin.token, { name: 'Bendix' });
    expect(failure(await call('Update', viewer.token, { id: brand.id, name: 'X' })).status).toBe(403);
    expect((await row(brand.id))?.name).toBe('Bendix');
  });
});

describe('POST /api/Brand/Delete', () => {
  it('deletes an unused brand and logs the whole record', async () => {
    const brand = await add(a.admin.token, { name: 'Unused', remarks: 'r' });
    const res = await call('Delete', editor.token, { id: brand.id });
    expect(res.json().body).toEqual({ id: brand.id });
    expect(await row(brand.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Brand, targetId: brand.id });
    expect(log.job).toBe('Delete');
    expect(JSON.parse(log.oper_content)).toEqual({
      name: 'Unused',
      before: { id: brand.id, name: 'Unused', remarks: 'r' },
    });
  });

  it('refuses to delete a brand a model uses, naming how many', async () => {
    const brand = await add(a.admin.token, { name: 'In use' });
    const model = await makeModel(t, { manager: a.companyId });
    await t.db.kysely.updateTable('plane_model').set({ brand_id: brand.id }).where('id', '=', model.id).execute();
    const before = await logCount(t);
    expect(failure(await call('Delete', a.admin.token, { id: brand.id }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该品牌还有 1 个机型在使用，不能删除',
    });
    expect(failure(await call('Delete', a.admin.token, { id: brand.id }, 'en-US')).msg).toBe(
      'This brand is used by 1 models and cannot be deleted',
    );
    expect(await row(brand.id)).toBeDefined();
    expect(await logCount(t)).toBe(before);
    expect(
      buildRegistry(serverModules)
        .dependentsOf('brand')
        .map((d) => d.table),
    ).toContain('plane_model');
  });

  it('answers 404 for another company’s brand and refuses a member without Delete', async () => {
    const brand = await add(a.admin.token, { name: 'Kept' });
    expect(failure(await call('Delete', b.admin.token, { id: brand.id })).status).toBe(404);
    expect(failure(await call('Delete', viewer.token, { id: brand.id })).status).toBe(403);
    expect(await row(brand.id)).toBeDefined();
  });

  it('is per company even for the platform organisation', async () => {
    const brand = await add(a.admin.token, { name: 'Alpha only' });
    const platform = await platformAdmin(t);
    expect(failure(await call('Delete', platform.token, { id: brand.id })).status).toBe(404);
  });
});
