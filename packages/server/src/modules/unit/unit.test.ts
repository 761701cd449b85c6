import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, logCount, logRows, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Units use the company-list factory tested in full by brand.test.ts; these tests cover what is theirs: the
// base-unit view, the 30-character name, their messages and log type.

let t: TestApp;
let a: Company;
let b: Company;

beforeAll(async () => {
  ({ t, a, b } = await testWorld());
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/Unit/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('unit').selectAll().where('id', '=', id).executeTakeFirst();

describe('/api/Unit', () => {
  it('adds, lists, changes and deletes a unit, each logged', async () => {
    const editor = await makeMember(t, a, [{ view: 'base-unit', functions: ['Add', 'Edit', 'Delete'] }]);
    const unit = (await call('Add', editor.token, { name: 'EA', remarks: 'each' })).json().body;
    expect(unit).toEqual({ id: expect.any(Number), name: 'EA', remarks: 'each' });
    const list = await call('Query', editor.token, { filters: [{ name: 'name', compare: 'eq', value: 'EA' }] });
    expect(list.json().body).toEqual({ items: [unit], totalItems: 1 });
    expect((await call('Update', editor.token, { id: unit.id, name: 'PCS' })).json().body.name).toBe('PCS');
    expect((await call('Delete', editor.token, { id: unit.id })).statusCode).toBe(200);
    const logs = await logRows(t, a.companyId, { targetType: ObjType.Unit, targetId: unit.id });
    expect(logs.map((l) => l.job)).toEqual(['Delete', 'Update', 'Add']);
    expect(t.publisher.events.at(-1)).toEqual({ companyId: a.companyId, table: 'unit', ids: [unit.id] });
  });

  it('validates the name in the user’s language and refuses a duplicate', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', a.admin.token, { name: '' }, 'en-US')).msg).toBe('Please enter the unit name');
    expect(failure(await call('Add', a.admin.token, { name: 'x'.repeat(31) })).msg).toBe('name 不能超过 30 个字符');
    expect(await logCount(t)).toBe(before);
    await call('Add', a.admin.token, { name: 'KG' });
    expect(failure(await call('Add', a.admin.token, { name: 'KG' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '单位名称已存在',
    });
  });

  it('needs the base-unit functions and keeps companies apart', async () => {
    const viewer = await makeMember(t, a, [{ view: 'base-unit', functions: [] }]);
    expect(failure(await call('Add', viewer.token, { name: 'L' })).status).toBe(403);
    const unit = (await call('Add', a.admin.token, { name: 'M' })).json().body;
    expect(failure(await call('Delete', viewer.token, { id: unit.id })).status).toBe(403);
    expect(failure(await call('Update', b.admin.token, { id: unit.id, name: 'N' })).status).toBe(404);
    expect(failure(await call('Delete', b.admin.token, { id: unit.id })).status).toBe(404);
    const list = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: unit.id }] });
    expect(list.json().body.totalItems).toBe(0);
    expect((await row(unit.id))?.name).toBe('M');
  });
});
