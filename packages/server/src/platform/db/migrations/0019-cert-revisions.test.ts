import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../bootstrap';
import { insertCompanyWithAdmin } from '../../../modules/company/company.repo';
import { makeModel, makePlane } from '../../../test/factories';
import { freshDatabase, type TestApp } from '../../../test/harness';
import type { Db } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0019: every certificate stored before revisions were kept becomes its revision 1, with its number,
// dates and files as they stood, and is current (rev 1). Nothing is lost.

let db: Db;
let drop: () => Promise<void>;
const now = '2025-01-01 00:00:00';

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrateTo(db, '0018-record-signatures');
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('migration 0019-cert-revisions', () => {
  it('keeps each existing certificate as its current revision 1', async () => {
    const k = db.kysely;
    const userId = await insertUser(k, { phone: '13800000019', name: 'Old', password: 'old-pass-1' }, now);
    const { companyId } = await insertCompanyWithAdmin(
      k,
      { id: 10000, name: 'Old Air', systemName: 'Old MRO', type: 1 },
      userId,
      now,
    );
    const t = { db } as TestApp;
    const plane = await makePlane(t, companyId, { modelId: (await makeModel(t)).id });
    const files = JSON.stringify([{ uid: 'u1', name: 'old.pdf', size: 10, url: '/files/cert/old.pdf' }]);
    const stored = [
      { name: 'Airworthiness', seri: 'AC-1', issue_date: '2024-01-10 00:00:00', expire_date: '2025-01-10 00:00:00' },
      { name: 'Radio', seri: null, issue_date: '2023-05-01 00:00:00', expire_date: null },
    ];
    const ids: number[] = [];
    for (const cert of stored) {
      const row = await k
        .insertInto('plane_cert')
        .values({
          company_id: companyId,
          plane_id: plane.id,
          remarks: null,
          files,
          closed: 0,
          created_by: userId,
          created_at: now,
          ...cert,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }

    expect(await migrateToLatest(db)).toContain('0019-cert-revisions');

    const certs = await k.selectFrom('plane_cert').select(['id', 'rev']).orderBy('id').execute();
    expect(certs).toEqual(ids.map((id) => ({ id, rev: 1 })));
    const revs = await k
      .selectFrom('plane_cert_rev')
      .select([
        'company_id',
        'cert_id',
        'rev',
        'seri',
        'issue_date',
        'expire_date',
        'files',
        'created_by',
        'created_at',
      ])
      .orderBy('cert_id')
      .execute();
    const day = (v: unknown) => (v === null ? null : String(v instanceof Date ? v.toISOString() : v).slice(0, 10));
    expect(
      revs.map((r) => ({ ...r, issue_date: day(r.issue_date), expire_date: day(r.expire_date), created_at: null })),
    ).toEqual([
      {
        company_id: companyId,
        cert_id: ids[0],
        rev: 1,
        seri: 'AC-1',
        issue_date: '2024-01-10',
        expire_date: '2025-01-10',
        files,
        created_by: userId,
        created_at: null,
      },
      {
        company_id: companyId,
        cert_id: ids[1],
        rev: 1,
        seri: null,
        issue_date: '2023-05-01',
        expire_date: null,
        files,
        created_by: userId,
        created_at: null,
      },
    ]);
  });
});
