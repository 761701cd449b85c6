import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../../bootstrap';
import { insertCompanyWithAdmin } from '../../../modules/company/company.repo';
import { makeModel, makePlane } from '../../../test/factories';
import { freshDatabase, type TestApp } from '../../../test/harness';
import type { Db } from '../database';
import { migrateTo, migrateToLatest } from '../migrate';

// Migration 0021: existing certificates get their kind from their name (适航 or "airworth" in any case: 1
// airworthiness; anything else 99 other), and existing aircraft start serviceable, never changed.

let db: Db;
let drop: () => Promise<void>;
const now = '2025-01-01 00:00:00';

beforeAll(async () => {
  ({ db, drop } = await freshDatabase());
  await migrateTo(db, '0020-bom-removal-counters');
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('migration 0021-aircraft-status', () => {
  it('gives airworthiness certificates kind 1 by their name, the others 99; aircraft start serviceable', async () => {
    const k = db.kysely;
    const userId = await insertUser(k, { phone: '13800000021', name: 'Old', password: 'old-pass-1' }, now);
    const { companyId } = await insertCompanyWithAdmin(
      k,
      { id: 10000, name: 'Old Air', systemName: 'Old MRO', type: 1 },
      userId,
      now,
    );
    const t = { db } as TestApp;
    const plane = await makePlane(t, companyId, { modelId: (await makeModel(t)).id });
    const names = [
      '适航证 Certificate',
      'Certificate of AIRWORTHINESS',
      'Airworthiness review',
      '无线电台执照',
      'Noise',
    ];
    for (const name of names) {
      await k
        .insertInto('plane_cert')
        .values({
          company_id: companyId,
          plane_id: plane.id,
          name,
          issue_date: '2024-01-10 00:00:00',
          files: '[]',
          closed: 0,
          created_at: now,
        } as never)
        .execute();
    }
    await migrateToLatest(db);
    const kinds = await k.selectFrom('plane_cert').select(['name', 'kind']).orderBy('id').execute();
    expect(kinds.map((c) => [c.name, c.kind])).toEqual([
      ['适航证 Certificate', 1],
      ['Certificate of AIRWORTHINESS', 1],
      ['Airworthiness review', 1],
      ['无线电台执照', 99],
      ['Noise', 99],
    ]);
    const stored = await k
      .selectFrom('plane_entity')
      .select(['air_status', 'air_status_since'])
      .where('id', '=', plane.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ air_status: 1, air_status_since: null });
  });
});
