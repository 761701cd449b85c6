import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeRole } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { up } from './0008-one-permission-scheme';

// Grants stored under the spec's module names before the one-scheme change: their functions move to the view
// of the screen that writes the module, and never grant a view the role did not have.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const grantsOf = async (roleId: number) =>
  (
    await t.db.kysely
      .selectFrom('role_grant')
      .select(['view', 'functions'])
      .where('role_id', '=', roleId)
      .orderBy('view')
      .execute()
  ).map((r) => ({ view: r.view, functions: JSON.parse(r.functions) as string[] }));

describe('migration 0008: one permission scheme', () => {
  it('moves module functions onto the views that hold them, in catalogue order, and drops the module rows', async () => {
    const a = await makeCompany(t);
    const engineer = await makeRole(t, a, {
      grants: [
        { view: 'plane-model', functions: [] },
        { view: 'plane-entity', functions: ['Edit'] },
        { view: 'PlaneModel', functions: ['Execute', 'Add'] },
        { view: 'PlaneEntity', functions: ['Delete'] },
        { view: 'MaintainCtrl', functions: ['Add', 'Edit', 'Execute'] },
        { view: 'organize-department', functions: ['Add'] },
      ],
    });
    const noScreen = await makeRole(t, a, {
      grants: [
        { view: 'MaintainCtrl', functions: ['Delete'] },
        { view: 'PlaneOperation', functions: ['Close'] },
      ],
    });
    await up(t.db.kysely as unknown as Kysely<unknown>, t.db.dialect);
    expect(await grantsOf(engineer.id)).toEqual([
      { view: 'organize-department', functions: ['Add'] },
      { view: 'plane-entity', functions: ['Add', 'Edit', 'Delete', 'Execute'] },
      { view: 'plane-model', functions: ['Add', 'Execute'] },
    ]);
    // Without the screen's view the module's functions were of no use and do not become a view now.
    expect(await grantsOf(noScreen.id)).toEqual([]);
    // Running again changes nothing.
    await up(t.db.kysely as unknown as Kysely<unknown>, t.db.dialect);
    expect(await grantsOf(engineer.id)).toHaveLength(3);
  });
});
