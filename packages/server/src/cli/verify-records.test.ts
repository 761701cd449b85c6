import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { addDays, todayIn } from '@hangar/domain/dates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADS_FILE } from '../platform/records/heads';
import { RECORD_KEY_FILE } from '../platform/records/record-key';
import { linkText, prepareRecordSigning } from '../platform/records/sign-chain';
import { type Actor, makePlane } from '../test/factories';
import type { TestApp } from '../test/harness';
import { setLicence } from '../test/licences';
import { type Company, testWorld } from '../test/world';
import { exportHeads, failed, type RecordsReport, reportLines, verifyAllRecords } from './verify-records';

// Issue 28, finding 3: the sign-off chains as someone who can write the database (not the data directory's key)
// would forge them. Each case rewrites the tables the way a short script would — plain SHA-256, the hashes after
// the change recomputed, the records' stored hashes set to match — and verify-records must name it.

let t: TestApp;
let a: Company;
let modelId: number;
let writer: Actor & { employId: number };
let today: string;
let exported: string;

beforeAll(async () => {
  const w = await testWorld({
    companies: { a: 'Alpha Air' },
    models: { model: {} },
    members: { writer: [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Close'] }] },
  });
  ({ t, a, writer } = w);
  modelId = w.model.id;
  today = todayIn(t.config.timeZone);
  await setLicence(t.db.kysely, writer.employId, {
    no: 'CAAC-1',
    type: 'B1',
    expires: `${addDays(today, 30)} 00:00:00`,
  });
  exported = path.join(t.config.dataDir, 'qm', 'heads.json');
});
afterAll(() => t.close());

async function ok(action: string, body: unknown) {
  const res = await t.call({ url: `/api/MaintainTask/${action}`, token: writer.token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

/** An aircraft with `n` signed repairs (descriptions Work 1..n), signed through Close. */
async function signedPlane(n: number) {
  const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000 });
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const rec = await ok('Add', {
      type: 8,
      plane: plane.id,
      issueCondition: 'Left flap hinge',
      description: `Work ${i}`,
      flyHours: 1000,
      workDate: today,
      workPerson: writer.userId,
    });
    await ok('Close', { id: rec.id });
    ids.push(rec.id);
  }
  return { plane, ids };
}

const verify = (heads?: string) => verifyAllRecords(t.db.kysely, { dataDir: t.config.dataDir, heads });
const problemsOf = (report: RecordsReport, planeId: number) =>
  report.problems.filter((p) => p.plane === planeId).map((p) => [p.kind, p.signSeq]);

const linksOf = (planeId: number) =>
  t.db.kysely.selectFrom('record_sign').selectAll().where('plane_id', '=', planeId).orderBy('seq').execute();
const sha = (content: string, prev: string) =>
  crypto
    .createHash('sha256')
    .update(content + prev)
    .digest('hex');

/** The forger's script: recomputes every hash from link `from` on and stores it on the links and the records. */
async function rehash(planeId: number, from: number) {
  let prev = from === 1 ? '0'.repeat(64) : (await linksOf(planeId))[from - 2].hash;
  for (const link of await linksOf(planeId)) {
    if (link.seq < from) continue;
    const hash = sha(link.content, prev);
    await sql`update record_sign set prev_hash = ${prev}, hash = ${hash} where id = ${link.id}`.execute(t.db.kysely);
    await sql`update maintain_task set sign_hash = ${hash}, sign_seq = ${link.seq} where id = ${link.task_id}`.execute(
      t.db.kysely,
    );
    prev = hash;
  }
}

describe('verify-records against forgery', () => {
  it('passes clean data: links signed, heads checkpointed, key and log mode 600; exports the heads', async () => {
    const { plane } = await signedPlane(3);
    const report = await verify();
    expect(report.problems).toEqual([]);
    expect(failed(report)).toBe(false);
    expect(reportLines(report).join('\n')).toContain('No problem found');
    expect((await linksOf(plane.id)).every((l) => typeof l.signature === 'string')).toBe(true);
    const key = path.join(t.config.dataDir, RECORD_KEY_FILE);
    const log = path.join(t.config.dataDir, HEADS_FILE);
    expect(fs.statSync(key).mode & 0o777).toBe(0o600);
    expect(fs.statSync(log).mode & 0o777).toBe(0o600);
    const lines = fs
      .readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.filter((l) => l.plane === plane.id).map((l) => l.seq)).toEqual([1, 2, 3]);

    expect(await exportHeads(t.db.kysely, report, t.config.dataDir, exported)).toBeGreaterThanOrEqual(1);
    const doc = JSON.parse(fs.readFileSync(exported, 'utf8'));
    expect(doc.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(doc.heads).toContainEqual(expect.objectContaining({ plane: plane.id, planeName: plane.name, seq: 3 }));
    expect((await verify(exported)).problems).toEqual([]);
  });

  it('a record rewritten with its link and every later hash recomputed (plain SHA-256)', async () => {
    const { plane, ids } = await signedPlane(3);
    await sql`update maintain_task set description = 'Forged' where id = ${ids[0]}`.execute(t.db.kysely);
    await sql`update record_sign set content = replace(content, '"Work 1"', '"Forged"') where plane_id = ${plane.id} and seq = 1`.execute(
      t.db.kysely,
    );
    await rehash(plane.id, 1);
    const report = await verify();
    // The hashes agree again: the chain and the content checks alone pass it.
    expect(problemsOf(report, plane.id).filter(([kind]) => kind === 'chain' || kind === 'content')).toEqual([]);
    expect(problemsOf(report, plane.id)).toEqual([
      ['signature', 1],
      ['signature', 2],
      ['signature', 3],
      ['head', 1],
    ]);
    expect(failed(report)).toBe(true);
    expect(reportLines(report).join('\n')).toMatch(new RegExp(`record ${ids[0]}, link 1: signature`));
  });

  it('the newest signed record deleted with its link: the head is behind its checkpoint', async () => {
    const { plane, ids } = await signedPlane(2);
    await sql`delete from record_sign where plane_id = ${plane.id} and seq = 2`.execute(t.db.kysely);
    await sql`delete from maintain_task where id = ${ids[1]}`.execute(t.db.kysely);
    const report = await verify();
    expect(report.problems.filter((p) => p.plane === plane.id)).toEqual([
      { company: a.companyId, plane: plane.id, planeName: plane.name, task: null, signSeq: 2, kind: 'truncated' },
    ]);
    expect(reportLines(report).join('\n')).toContain(`aircraft ${plane.name}, link 2: truncated`);
    // The in-app check of the company (MaintainTask/Verify) reads the same checkpoints.
    expect((await ok('Verify', { plane: plane.id })).problems).toEqual([
      { plane: plane.id, planeName: plane.name, task: null, signSeq: 2, kind: 'truncated' },
    ]);
  });

  it('links reordered and re-hashed', async () => {
    const { plane } = await signedPlane(3);
    const [, second, third] = await linksOf(plane.id);
    // Links 2 and 3 swap places (their records and contents), then the hashes are recomputed.
    await sql`update record_sign set seq = 100 where id = ${second.id}`.execute(t.db.kysely);
    await sql`update record_sign set seq = 2 where id = ${third.id}`.execute(t.db.kysely);
    await sql`update record_sign set seq = 3 where id = ${second.id}`.execute(t.db.kysely);
    await rehash(plane.id, 2);
    const report = await verify();
    expect(problemsOf(report, plane.id).filter(([kind]) => kind === 'chain' || kind === 'content')).toEqual([]);
    expect(problemsOf(report, plane.id)).toEqual([
      ['signature', 2],
      ['signature', 3],
      ['head', 2],
    ]);
  });

  it('a link signed with another key, and a checkpoint line signed with another key', async () => {
    const { plane, ids } = await signedPlane(1);
    const [link] = await linksOf(plane.id);
    const other = crypto.generateKeyPairSync('ed25519').privateKey;
    const text = linkText({
      company: a.companyId,
      plane: plane.id,
      seq: 1,
      task: ids[0],
      prevHash: link.prev_hash,
      hash: link.hash,
    });
    const forged = crypto.sign(null, Buffer.from(text), other).toString('base64');
    await sql`update record_sign set signature = ${forged} where id = ${link.id}`.execute(t.db.kysely);
    expect(problemsOf(await verify(), plane.id)).toEqual([['signature', 1]]);

    // A checkpoint claiming a later head, signed with the other key: refused as a checkpoint, not believed.
    const body = {
      at: new Date().toISOString(),
      company: a.companyId,
      hash: 'f'.repeat(64),
      key: 'x',
      plane: plane.id,
      seq: 5,
    };
    const sig = crypto.sign(null, Buffer.from(`hangar-head-v1\n${JSON.stringify(body)}`), other).toString('base64');
    fs.appendFileSync(path.join(t.config.dataDir, HEADS_FILE), `${JSON.stringify({ ...body, sig })}\n`);
    expect(problemsOf(await verify(), plane.id)).toEqual([
      ['signature', 1],
      ['checkpoint', 5],
    ]);
  });

  it('a sign-off committed but not checkpointed (a crash in between) is no forgery; the next start checkpoints it', async () => {
    const log = path.join(t.config.dataDir, HEADS_FILE);
    const { plane } = await signedPlane(1);
    const before = fs.statSync(log).size;
    const rec = await ok('Add', {
      type: 8,
      plane: plane.id,
      issueCondition: 'Fuel cap',
      description: 'Work 2',
      flyHours: 1000,
      workDate: today,
      workPerson: writer.userId,
    });
    await ok('Close', { id: rec.id });
    fs.truncateSync(log, before); // the checkpoint of link 2 never written
    expect(problemsOf(await verify(), plane.id)).toEqual([]);
    // A start catches up the heads committed without their checkpoint; deleting link 2 is then seen.
    expect(await prepareRecordSigning(t.db.kysely, t.config.dataDir)).toBeNull();
    await sql`delete from record_sign where plane_id = ${plane.id} and seq = 2`.execute(t.db.kysely);
    await sql`delete from maintain_task where id = ${rec.id}`.execute(t.db.kysely);
    expect(problemsOf(await verify(), plane.id)).toEqual([['truncated', 2]]);
  });

  it('links made before signing are adopted once; an unsigned link afterwards is reported', async () => {
    const { plane } = await signedPlane(2);
    // As before migration 0018: no signatures, no key, no log (a data directory of its own).
    const dir = path.join(t.config.dataDir, 'upgraded');
    await sql`update record_sign set signature = null where plane_id = ${plane.id}`.execute(t.db.kysely);
    expect(await prepareRecordSigning(t.db.kysely, dir)).toBe(2);
    // Its links verify with the new directory's key (the other aircraft's were signed with another).
    expect(problemsOf(await verifyAllRecords(t.db.kysely, { dataDir: dir }), plane.id)).toEqual([]);
    // Adoption happens once: a signature removed later is reported, not signed again.
    expect(await prepareRecordSigning(t.db.kysely, dir)).toBeNull();
    await sql`update record_sign set signature = null where plane_id = ${plane.id} and seq = 2`.execute(t.db.kysely);
    expect(await prepareRecordSigning(t.db.kysely, dir)).toBeNull();
    expect(problemsOf(await verifyAllRecords(t.db.kysely, { dataDir: dir }), plane.id)).toEqual([['signature', 2]]);
  });

  it('an exported heads file still shows the deletion when the data directory’s key and log were replaced', async () => {
    // The first test's aircraft, exported then: its newest link deleted, the log and key replaced.
    const doc = JSON.parse(fs.readFileSync(exported, 'utf8'));
    const head = doc.heads.find((h: { seq: number }) => h.seq === 3);
    const [link] = (await linksOf(head.plane)).filter((l) => l.seq === 3);
    await sql`delete from record_sign where id = ${link.id}`.execute(t.db.kysely);
    await sql`delete from maintain_task where id = ${link.task_id}`.execute(t.db.kysely);
    fs.rmSync(path.join(t.config.dataDir, HEADS_FILE));
    fs.rmSync(path.join(t.config.dataDir, RECORD_KEY_FILE));
    await prepareRecordSigning(t.db.kysely, t.config.dataDir); // a new key and log; the links keep their signatures
    expect((await verify()).problems.filter((p) => p.plane === head.plane && p.kind === 'truncated')).toEqual([]);
    const report = await verify(exported);
    expect(report.notes.join('\n')).toMatch(/is not the exported key/);
    expect(problemsOf(report, head.plane)).toContainEqual(['truncated', 3]);
    expect(failed(report)).toBe(true);
  });
});
