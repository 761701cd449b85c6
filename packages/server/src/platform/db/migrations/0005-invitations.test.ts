import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness';
import type { Db } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0005 rebuilds `employ` on SQLite (user_id becomes nullable): nothing of the memberships, their
// roles or their id sequence may change on the way.

let db: Db;
let drop: () => Promise<void>;
const now = '2025-01-01 00:00:00';

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrateTo(db, '0004-maintenance');
});
afterAll(async () => {
  await db.close();
  await drop();
});

async function user(phone: string) {
  const row = await db.kysely
    .insertInto('app_user')
    .values({
      phone,
      account: phone,
      name: `User ${phone}`,
      real_name: null,
      sex: null,
      birthday: null,
      is_pilot: 0,
      is_repairman: 0,
      avatar: null,
      introduction: null,
      setting: null,
      pass_hash: 'x',
      is_platform_admin: 0,
      default_company: null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('migration 0005-invitations', () => {
  it('keeps every membership with its id, roles and id sequence; they are active', async () => {
    const k = db.kysely;
    const company = await k
      .insertInto('company')
      .values({
        name: 'Old Air',
        system_name: 'Old MRO',
        short_name: null,
        addr: null,
        logo: null,
        background: null,
        valid: 1,
        type: 0,
        admin: null,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dept = await k
      .insertInto('department')
      .values({ company_id: company.id, parent: 0, name: 'Line', sorter: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const role = await k
      .insertInto('role')
      .values({ company_id: company.id, name: 'Engineer', remark: null, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const users = [await user('13500000001'), await user('13500000002'), await user('13500000003')];
    const employIds: number[] = [];
    for (const [i, userId] of users.entries()) {
      const row = await k
        .insertInto('employ')
        .values({
          company_id: company.id,
          user_id: userId,
          department: i === 0 ? dept.id : null,
          real_name: `Real ${i}`,
          is_admin: i === 0 ? 1 : 0,
          locked: i === 1 ? 1 : 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      employIds.push(row.id);
    }
    await k
      .insertInto('employ_role')
      .values({ company_id: company.id, employ_id: employIds[0], role_id: role.id })
      .execute();
    // The last membership was removed: its id must not be given again (operation-log rows name it).
    await k.deleteFrom('employ').where('id', '=', employIds[2]).execute();
    const before = await k.selectFrom('employ').selectAll().orderBy('id').execute();
    const rolesBefore = await k.selectFrom('employ_role').selectAll().execute();

    expect(await migrateToLatest(db)).toContain('0005-invitations');

    const after = await k.selectFrom('employ').selectAll().orderBy('id').execute();
    // Later migrations add columns (0029: the date of birth; 0016's licence moved out by 0029), empty here.
    const later = { birth_date: null };
    expect(after).toEqual(before.map((r) => ({ ...r, status: 1, invite_phone: null, invited_by: null, ...later })));
    expect(await k.selectFrom('employ_role').selectAll().execute()).toEqual(rolesBefore);
    const next = await k
      .insertInto('employ')
      .values({
        company_id: company.id,
        user_id: null,
        invite_phone: '13500000009',
        status: 0,
        department: null,
        real_name: null,
        is_admin: 0,
        locked: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(employIds[2]);
    // One invitation per phone and company while no account holds it.
    await expect(
      k
        .insertInto('employ')
        .values({
          company_id: company.id,
          user_id: null,
          invite_phone: '13500000009',
          status: 0,
          department: null,
          real_name: null,
          is_admin: 0,
          locked: 0,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    // Foreign keys still hold both ways: employ → company, and employ_role's cascade from employ.
    await expect(
      k
        .insertInto('employ')
        .values({
          company_id: 999_999,
          user_id: users[2],
          department: null,
          real_name: null,
          is_admin: 0,
          locked: 0,
          created_at: now,
        })
        .execute(),
    ).rejects.toThrow();
    await k.deleteFrom('employ').where('id', '=', employIds[0]).execute();
    expect(await k.selectFrom('employ_role').selectAll().execute()).toEqual([]);
  });
});
