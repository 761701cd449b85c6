import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { buildRegistry } from '../../platform/registry';
import { failure, logCount, logRows, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Sites use the company-list factory tested in full by brand.test.ts; these tests cover what is theirs: the
// lower-case path of the spec, the address field, the plane-site view, their messages and log type.

let t: TestApp;
let a: Company;
let b: Company;

beforeAll(async () => {
  ({ t, a, b } = await testWorld());
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/site/${action}`, token, body });
const row = (id: number) => t.db.kysely.selectFrom('site').selectAll().where('id', '=', id).executeTakeFirst();

describe('/api/site', () => {
  it('adds, lists, changes and deletes a site with its address, each logged', async () => {
    const editor = await makeMember(t, a, [{ view: 'plane-site', functions: ['Add', 'Edit', 'Delete'] }]);
    const added = await call('Add', editor.token, { name: 'Shijiazhuang', addr: 'Luancheng airfield' });
    expect(added.statusCode).toBe(200);
    const site = added.json().body;
    expect(site).toEqual({ id: expect.any(Number), name: 'Shijiazhuang', addr: 'Luancheng airfield', remarks: null });
    expect(await row(site.id)).toMatchObject({ company_id: a.companyId });

    const plain = await makeMember(t, a, []);
    const list = await call('Query', plain.token, { pageSize: 1000 });
    // Any member reads the names (pickers); the site screen's holders the whole row.
    expect(list.json().body.items).toEqual([{ id: site.id, name: site.name }]);
    expect((await call('Query', editor.token, { pageSize: 1000 })).json().body.items).toEqual([site]);

    const changed = await call('Update', editor.token, { id: site.id, addr: '' });
    expect(changed.json().body).toEqual({ ...site, addr: null });

    expect((await call('Delete', editor.token, { id: site.id })).statusCode).toBe(200);
    expect(await row(site.id)).toBeUndefined();
    const logs = await logRows(t, a.companyId, { targetType: ObjType.Site, targetId: site.id });
    expect(logs.map((l) => l.job)).toEqual(['Delete', 'Update', 'Add']);
    expect(JSON.parse(logs[1].oper_content).changes).toEqual({ addr: ['Luancheng airfield', null] });
    // Warehouses and production orders name their site (those modules' dependents).
    expect(
      buildRegistry(serverModules)
        .dependentsOf('site')
        .map((d) => `${d.table}.${d.column}`),
    ).toEqual(['warehouse.site_id', 'production_order.site_id']);
  });

  it('requires a name, refuses a duplicate and checks the plane-site functions', async () => {
    expect(failure(await call('Add', a.admin.token, { addr: 'x' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入场站名称',
    });
    await call('Add', a.admin.token, { name: 'Base one' });
    expect(failure(await call('Add', a.admin.token, { name: 'Base one' })).msg).toBe('场站名称已存在');
    const brandOnly = await makeMember(t, a, [{ view: 'base-brand', functions: ['Add'] }]);
    const before = await logCount(t);
    expect(failure(await call('Add', brandOnly.token, { name: 'Base two' })).status).toBe(403);
    expect(await logCount(t)).toBe(before);
  });

  it('keeps companies apart: B neither sees nor changes A’s sites', async () => {
    const site = (await call('Add', a.admin.token, { name: 'Alpha base' })).json().body;
    const list = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: site.id }] });
    expect(list.json().body.totalItems).toBe(0);
    expect(failure(await call('Update', b.admin.token, { id: site.id, name: 'Mine' })).status).toBe(404);
    expect(failure(await call('Delete', b.admin.token, { id: site.id })).status).toBe(404);
    expect((await row(site.id))?.name).toBe('Alpha base');
  });
});
