import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordBundle } from '../platform/records/bundle';
import { recordKey } from '../platform/records/record-key';
import { canonicalJson, linkHash } from '../platform/records/sign-chain';
import { runCli } from '../test/cli-process';
import { type Actor, makePlane } from '../test/factories';
import type { TestApp } from '../test/harness';
import type { Company } from '../test/world';
import { recordExportWorld } from './record-export.testkit';
import { verifyBundleFile } from './verify-records';

// Issue 32: the signed-record export. An aircraft's signed history (and one record) as a bundle (hangar-record-bundle/1) that `verify-records --bundle` checks offline: the genuine bundle verifies
// with the data directory's key id; a changed field, a changed field with its hash recomputed, a link removed
// in the middle or at the end, a wrong signature and another key each fail, naming the record. The PDF logbook is
// read back with pdftotext in record-export.pdf.test.ts.

let t: TestApp;
let a: Company;
let b: Company;
let writer: Actor & { employId: number };
let viewer: Actor;
let plane: { id: number; name: string };
let modelId: number;
let ids: number[];
let draftId: number;
let dir: string;

async function _ok(action: string, body: unknown, token = writer.token) {
  const res = await t.call({ url: `/api/MaintainTask/${action}`, token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

beforeAll(async () => {
  ({ t, a, b, writer, viewer, plane, modelId, ids, draftId, dir } = await recordExportWorld());
});
afterAll(() => t.close());

const exported = (action: 'ExportPdf' | 'ExportBundle', body: unknown, token = viewer.token, lang?: 'en-US') =>
  t.call({ url: `/api/MaintainTask/${action}`, token, body, lang });

async function bundleOf(body: unknown): Promise<RecordBundle> {
  const res = await exported('ExportBundle', body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="B-7002-.*\.bundle\.json"/);
  return JSON.parse(res.body);
}

let files = 0;
function check(bundle: unknown) {
  const file = path.join(dir, `bundle-${++files}.json`);
  fs.writeFileSync(file, JSON.stringify(bundle));
  return verifyBundleFile(file);
}
const kinds = (report: ReturnType<typeof check>) => report.problems.map((p) => [p.kind, p.task, p.seq]);
const copy = (bundle: RecordBundle): RecordBundle => structuredClone(bundle);

describe('MaintainTask/ExportBundle and verify-records --bundle', () => {
  it('exports the aircraft’s whole chain, which verifies offline with the data directory’s key id', async () => {
    const bundle = await bundleOf({ plane: plane.id });
    expect(bundle.format).toBe('hangar-record-bundle/1');
    expect(bundle.links.map((l) => [l.seq, l.task])).toEqual([
      [1, ids[0]],
      [2, ids[1]],
      [3, ids[2]],
      [4, ids[0]],
    ]);
    expect(bundle.statement).toMatchObject({
      scope: 'plane',
      first: 1,
      last: 4,
      head: { seq: 4 },
      planeName: 'B-7002',
    });
    expect(bundle.keyId).toBe(recordKey(t.config.dataDir).id);
    expect(bundle.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(JSON.stringify(bundle)).not.toContain('PRIVATE');
    const report = check(bundle);
    expect(report.problems).toEqual([]);
    expect(report.keyId).toBe(recordKey(t.config.dataDir).id);
    expect(report.links).toBe(4);
  });

  it('exports one record as its links, from its first sign-off to its latest', async () => {
    const second = await bundleOf({ id: ids[1] });
    expect(second.statement).toMatchObject({ scope: 'record', record: ids[1], first: 2, last: 2 });
    expect(JSON.parse(second.links[0].content).items[0]).toMatchObject({ installSeri: 'MG-NEW-2' });
    expect(check(second).problems).toEqual([]);
    const amended = await bundleOf({ id: ids[0] });
    expect(amended.links.map((l) => l.seq)).toEqual([1, 2, 3, 4]);
    expect(check(amended).problems).toEqual([]);
  });

  it('catches each tampering, naming the record', async () => {
    const genuine = await bundleOf({ plane: plane.id });

    // A changed field: the content no longer gives its hash.
    const changed = copy(genuine);
    changed.links[1].content = changed.links[1].content.replace('Work 2', 'Work 9');
    expect(kinds(check(changed))).toEqual([['content', ids[1], 2]]);
    expect(check(changed).problems[0].title).toBe('Repair 2 修理');

    // The same with its hash recomputed: the signature and the next link's previous hash no longer hold.
    const rehashed = copy(genuine);
    rehashed.links[1].hash = linkHash(
      rehashed.links[1].content.replace('Work 2', 'Work 9'),
      rehashed.links[1].prevHash,
    );
    rehashed.links[1].content = rehashed.links[1].content.replace('Work 2', 'Work 9');
    expect(kinds(check(rehashed))).toEqual([
      ['signature', ids[1], 2],
      ['chain', ids[2], 3],
    ]);

    // A link removed in the middle, and the newest one.
    const middle = copy(genuine);
    middle.links.splice(1, 1);
    expect(kinds(check(middle))).toEqual([
      ['missing', ids[2], 3],
      ['chain', ids[2], 3],
    ]);
    const newest = copy(genuine);
    newest.links.pop();
    expect(kinds(check(newest))).toEqual([['missing', null, 4]]);

    // A wrong signature: another key's over the same link.
    const other = crypto.generateKeyPairSync('ed25519');
    const forged = copy(genuine);
    forged.links[2].signature = crypto.sign(null, Buffer.from('anything'), other.privateKey).toString('base64');
    expect(kinds(check(forged))).toEqual([['signature', ids[2], 3]]);

    // Another public key slipped in under the key id: every signature fails and the key id does not match.
    const swapped = copy(genuine);
    swapped.publicKey = other.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const report = check(swapped);
    expect(report.problems.map((p) => p.kind)).toEqual([
      'key',
      'statement',
      'signature',
      'signature',
      'signature',
      'signature',
    ]);
    expect(report.keyId).not.toBe(genuine.keyId);

    // The statement changed (a shorter bundle passed off as whole).
    const restated = copy(genuine);
    restated.statement.last = 3;
    restated.links.pop();
    expect(kinds(check(restated))).toEqual([['statement', null, null]]);
    expect(canonicalJson(genuine.statement)).not.toBe(canonicalJson(restated.statement));
  });

  it('refuses another company’s aircraft or record, a record never signed, and a request naming both', async () => {
    const res404 = await exported('ExportBundle', { plane: plane.id }, b.admin.token, 'en-US');
    expect(res404.statusCode).toBe(404);
    expect((await exported('ExportPdf', { id: ids[0] }, b.admin.token)).statusCode).toBe(404);
    const draft = await exported('ExportBundle', { id: draftId }, viewer.token, 'en-US');
    expect(draft.statusCode).toBe(601);
    expect(draft.json().msg).toBe('This record has not been signed');
    const unsigned = await makePlane(t, a.companyId, { modelId, allFlyHours: 5, name: 'B-7003' });
    const none = await exported('ExportPdf', { plane: unsigned.id }, viewer.token, 'en-US');
    expect(none.statusCode).toBe(601);
    expect(none.json().msg).toBe('No signed record yet');
    const both = await exported('ExportPdf', { id: ids[0], plane: plane.id }, viewer.token, 'en-US');
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatchObject({ field: 'id', message: 'Choose one record or one aircraft' });
  });
});

describe('npm run verify-records -- --bundle FILE (its own process)', () => {
  it('checks the file without a database: exit 0 with the key id, exit 1 naming the changed record', async () => {
    // An empty data directory: nothing of the server's is needed, and nothing is made there.
    const offline = fs.mkdtempSync(path.join(dir, 'offline-'));
    const genuine = await bundleOf({ plane: plane.id });
    const file = path.join(offline, 'B-7002.bundle.json');
    fs.writeFileSync(file, JSON.stringify(genuine));
    const clean = await runCli(offline, 'verify-records', '--bundle', file);
    expect(clean.stdout).toContain('No problem found');
    expect(clean.stdout).toContain(`Record key id: ${recordKey(t.config.dataDir).id}`);
    expect(fs.readdirSync(offline)).toEqual(['B-7002.bundle.json']);

    genuine.links[1].content = genuine.links[1].content.replace('Work 2', 'Work 9');
    fs.writeFileSync(file, JSON.stringify(genuine));
    const refused = await runCli(offline, 'verify-records', '--bundle', file).then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stdout).toContain(`content: record ${ids[1]} (Repair 2 修理), link 2:`);
  });
});
