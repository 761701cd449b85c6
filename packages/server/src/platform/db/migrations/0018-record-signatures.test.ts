import fs from 'node:fs';
import path from 'node:path';
import { MaintainTask, type MaintainTaskRecord } from '@hangar/domain/contracts/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, prepareDatabase } from '../../../bootstrap';
import { verifyAllRecords } from '../../../cli/verify-records';
import { insertCompanyWithAdmin } from '../../../modules/company/company.repo';
import { signedContent } from '../../../modules/maintain-task/maintain-task.service';
import { makeModel, makePlane } from '../../../test/factories';
import { freshDatabase, type TestApp } from '../../../test/harness';
import { fromRow } from '../../entity/entity-map';
import { HEADS_FILE } from '../../records/heads';
import { GENESIS_HASH, linkHash } from '../../records/sign-chain';
import type { Db } from '../database';
import { migrateTo } from '../migrate';

// Migration 0018 and the first start after it: a sign-off chain written before links were signed is adopted
// (signed as it stands) once, checkpointed, and verifies clean; a second start adopts nothing.

let db: Db;
let dataDir: string;
let drop: () => Promise<void>;
const now = '2025-01-01 00:00:00';

beforeAll(async () => {
  ({ db, dataDir, drop } = await freshDatabase());
  await migrateTo(db, '0017-fleet-index-diet');
});
afterAll(async () => {
  await db.close();
  await drop();
});

describe('migration 0018-record-signatures', () => {
  it('adopts the links made before it once, and they verify', async () => {
    const k = db.kysely;
    const userId = await insertUser(k, { phone: '13800000009', name: 'Old', password: 'old-pass-1' }, now);
    const { companyId } = await insertCompanyWithAdmin(
      k,
      { id: 10000, name: 'Old Air', systemName: 'Old MRO', type: 1 },
      userId,
      now,
    );
    const t = { db } as TestApp;
    const plane = await makePlane(t, companyId, { modelId: (await makeModel(t)).id });
    const task = await k
      .insertInto('maintain_task')
      .values({
        company_id: companyId,
        type: 8,
        plane_id: plane.id,
        plane_name: plane.name,
        description: 'Signed before 0018',
        closed: 1,
        state: 0,
        signed_by: userId,
        signed_name: 'Old',
        licence_no: 'LIC-1',
        signed_at: now,
        created_by: userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The record as the schema of 0017 holds it; columns added by later migrations read as absent (null).
    const stored = await k.selectFrom('maintain_task').selectAll().where('id', '=', task.id).executeTakeFirstOrThrow();
    const row = fromRow(MaintainTask, stored as Record<string, unknown>) as MaintainTaskRecord;
    const content = signedContent(row, []);
    const hash = linkHash(content, GENESIS_HASH);
    await k
      .insertInto('record_sign')
      .values({
        company_id: companyId,
        plane_id: plane.id,
        seq: 1,
        task_id: task.id,
        content,
        prev_hash: GENESIS_HASH,
        hash,
        signed_by: userId,
        signed_at: now,
      } as never)
      .execute();
    await k.updateTable('maintain_task').set({ sign_hash: hash, sign_seq: 1 }).where('id', '=', task.id).execute();

    const first = await prepareDatabase(db, { timeZone: 'UTC', dataDir });
    expect(first.applied).toContain('0018-record-signatures');
    expect(first.adopted).toBe(1);
    const link = await k.selectFrom('record_sign').selectAll().executeTakeFirstOrThrow();
    expect(link.signature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    const log = fs
      .readFileSync(path.join(dataDir, HEADS_FILE), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(log).toMatchObject([{ adopted: 1 }, { company: companyId, plane: plane.id, seq: 1, hash }]);
    const report = await verifyAllRecords(k, { dataDir });
    expect(report).toMatchObject({ signatures: 1, problems: [], notes: [] });

    const second = await prepareDatabase(db, { timeZone: 'UTC', dataDir });
    expect(second).toMatchObject({ applied: [], adopted: null });
    expect(fs.readFileSync(path.join(dataDir, HEADS_FILE), 'utf8').trim().split('\n')).toHaveLength(2);
  });
});
