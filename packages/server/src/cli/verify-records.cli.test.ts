import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../test/cli-process';

// `npm run verify-records` as an operator runs it, each command in its own process on one data directory: the
// demo data verifies and exports its heads; an aircraft's newest signed record deleted with its link (what
// passed unseen before issue 28) exits 1 naming it, with the data directory's checkpoints and with the export.

let dataDir: string;

const cli = (...args: string[]) => runCli(dataDir, ...args);

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-verify-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('verify-records (CLI)', () => {
  it('exits 0 on the demo, exports its heads, and exits 1 naming a deleted newest sign-off', async () => {
    await cli('seed-demo');
    const exported = path.join(dataDir, 'kept-by-quality', 'heads.json');
    const clean = await cli('verify-records', '--export-heads', exported);
    expect(clean.stdout).toContain('No problem found');
    expect(clean.stdout).toContain(`exported to ${exported}`);
    expect(fs.statSync(path.join(dataDir, 'record-signing.key')).mode & 0o777).toBe(0o600);

    const db = new SqliteDatabase(path.join(dataDir, 'hangar.db'));
    let plane: string;
    let seq: number;
    try {
      const count = () => (db.prepare('select count(*) as n from record_sign').get() as { n: number }).n;
      const before = count();
      // An aircraft's newest link and its record (one never amended), deleted together.
      const newest = db
        .prepare(
          `select s.id, s.task_id, s.seq, p.name from record_sign s join plane_entity p on p.id = s.plane_id
           where s.seq = (select max(seq) from record_sign x where x.plane_id = s.plane_id)
             and not exists (select 1 from maintain_task_amendment a where a.task_id = s.task_id)
           order by s.plane_id limit 1`,
        )
        .get() as { id: number; task_id: number; seq: number; name: string };
      plane = newest.name;
      seq = newest.seq;
      db.prepare('delete from maintain_assembly where parent_id = ?').run(newest.task_id);
      db.prepare('delete from record_sign where id = ?').run(newest.id);
      db.prepare('delete from maintain_task where id = ?').run(newest.task_id);
      expect(count()).toBe(before - 1);
    } finally {
      db.close();
    }

    const refused = await refusal(cli('verify-records'));
    expect(refused?.code).toBe(1);
    expect(refused?.stdout).toContain(`aircraft ${plane}, link ${seq}: truncated`);
    const againstExport = await refusal(cli('verify-records', '--heads', exported));
    expect(againstExport?.code).toBe(1);
    expect(againstExport?.stdout).toContain(`aircraft ${plane}, link ${seq}: truncated`);
    // Nothing is exported from records with problems.
    const notExported = await refusal(cli('verify-records', '--export-heads', path.join(dataDir, 'again.json')));
    expect(notExported?.code).toBe(1);
    expect(fs.existsSync(path.join(dataDir, 'again.json'))).toBe(false);
  });

  it('refuses an unknown option', async () => {
    const refused = await refusal(cli('verify-records', '--frobnicate'));
    expect(refused?.stderr).toContain('Unknown option --frobnicate');
  });
});
