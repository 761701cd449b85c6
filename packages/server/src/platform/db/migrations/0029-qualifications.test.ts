import { EmployStatus } from '@hangar/domain/codes';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../bootstrap';
import { insertCompanyWithAdmin } from '../../../modules/company/company.repo';
import { freshDatabase } from '../../../test/harness';
import type { Db } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0029: each membership's licence (employ.licence_no / type / expire, issue 17) becomes a maintenance
// licence of the member in `qual_licence`, issued on the membership's start; a licence without a type gets an
// empty one; a membership without a licence, or an invitation without an account, gets none; the three employ
// columns go.

let db: Db;
let drop: () => Promise<void>;
const now = '2025-01-01 00:00:00';

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrateTo(db, '0028-order-card-attachments');
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('migration 0029-qualifications', () => {
  it('copies each membership’s licence into a maintenance licence and drops the employ columns', async () => {
    const k = db.kysely;
    const admin = await insertUser(k, { phone: '13800000029', name: 'Admin', password: 'old-pass-1' }, now);
    const { companyId } = await insertCompanyWithAdmin(
      k,
      { id: 10000, name: 'Old Air', systemName: 'Old MRO', type: 1 },
      admin,
      now,
    );
    const wang = await insertUser(k, { phone: '13800000030', name: 'Wang', password: 'old-pass-1' }, now);
    const li = await insertUser(k, { phone: '13800000031', name: 'Li', password: 'old-pass-1' }, now);
    // Before 0029 the employ table has the licence columns the current schema type no longer names.
    const membership = (values: Record<string, unknown>) =>
      sql`insert into employ (company_id, user_id, department, real_name, is_admin, locked, created_at, status,
        invite_phone, licence_no, licence_type, licence_expire)
        values (${companyId}, ${values.user}, null, null, 0, 0, ${values.created}, ${EmployStatus.Active},
        ${values.phone ?? null}, ${values.no}, ${values.type}, ${values.expire})`.execute(k);
    await sql`update employ set licence_no = ${'CAAC-ADMIN'}, licence_type = ${null}, licence_expire = ${null}
      where user_id = ${admin}`.execute(k);
    await membership({
      user: wang,
      created: '2023-05-06 07:08:09',
      no: 'CCAR-66 ME-0421',
      type: 'CCAR-66 ME',
      expire: '2027-03-31 00:00:00',
    });
    await membership({ user: li, created: now, no: null, type: null, expire: null });
    await membership({ user: null, created: now, phone: '13900000000', no: 'LOST-1', type: 'B1', expire: null });

    await migrateToLatest(db);

    const licences = await k
      .selectFrom('qual_licence')
      .select(['company_id', 'user_id', 'kind', 'licence_no', 'licence_type', 'issued', 'expires', 'categories'])
      .orderBy('id')
      .execute();
    const adminSince = await k
      .selectFrom('employ')
      .select('created_at')
      .where('user_id', '=', admin)
      .executeTakeFirstOrThrow();
    expect(licences).toEqual([
      {
        company_id: companyId,
        user_id: admin,
        kind: 'maintenance',
        licence_no: 'CAAC-ADMIN',
        licence_type: '',
        issued: adminSince.created_at,
        expires: null,
        categories: '[]',
      },
      {
        company_id: companyId,
        user_id: wang,
        kind: 'maintenance',
        licence_no: 'CCAR-66 ME-0421',
        licence_type: 'CCAR-66 ME',
        issued: '2023-05-06 07:08:09',
        expires: '2027-03-31 00:00:00',
        categories: '[]',
      },
    ]);
    const columns = Object.keys(await k.selectFrom('employ').selectAll().executeTakeFirstOrThrow());
    expect(columns).not.toContain('licence_no');
    expect(columns).not.toContain('licence_type');
    expect(columns).not.toContain('licence_expire');
    expect(columns).toContain('birth_date');
  });
});
