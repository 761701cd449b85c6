import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from './seed/demo';
import { runCli } from './test/cli-process';

// The CLI as a newcomer runs it: migrate, seed-demo (twice), backup (cli/backup.test.ts tests it with restore),
// each in its own process on one data dir.

let dataDir: string;

const cli = (...args: string[]) => runCli(dataDir, ...args);

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-cli-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('CLI', () => {
  it('migrates an empty data dir, then finds nothing to do', async () => {
    const first = await cli('migrate');
    expect(first.stdout).toContain('Applied migrations: 0001-platform');
    const second = await cli('migrate');
    expect(second.stdout).toContain('The database is up to date.');
  });

  it('seeds the demo companies and users once', async () => {
    const first = await cli('seed-demo');
    expect(first.stdout).toContain('13900000004');
    // migrate creates no users, so seed-demo creates the platform administrator and prints its password once.
    expect(first.stdout).toMatch(/administrator created\. Sign in with phone 13800000000\n\s+and password \S{12}/);
    const again = await cli('seed-demo');
    expect(again.stdout).toContain('nothing changed');
    const db = new SqliteDatabase(path.join(dataDir, 'hangar.db'), { readonly: true });
    try {
      const companies = db.prepare('select id, name from company order by id').all() as { id: number; name: string }[];
      expect(companies.map((c) => c.name)).toEqual([
        'Skyward Aircraft Manufacturing',
        'East Wing Aviation',
        'North Star Flight School',
      ]);
      expect(companies[0].id).toBe(10000);
      const engineerGrants = db
        .prepare(
          `select g.view, g.functions from role_grant g join employ_role er on er.role_id = g.role_id
           join employ e on e.id = er.employ_id join app_user u on u.id = e.user_id where u.phone = ?`,
        )
        .all('13900000004') as { view: string; functions: string }[];
      expect(engineerGrants.length).toBeGreaterThan(0);
      expect(engineerGrants.some((g) => JSON.parse(g.functions).includes('Delete'))).toBe(false);
    } finally {
      db.close();
    }
  });

  it('writes a backup archive whose database opens and is whole', async () => {
    const file = path.join(dataDir, 'backups', 'copy.tar.gz');
    const out = await cli('backup', file);
    expect(out.stdout).toContain(file);
    const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-cli-backup-'));
    try {
      await tar.x({ file, cwd: unpacked });
      const copy = new SqliteDatabase(path.join(unpacked, 'database', 'hangar.db'), { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        // The platform administrator and every demo user.
        expect((copy.prepare('select count(*) as n from app_user').get() as { n: number }).n).toBe(
          Object.keys(demoUsers).length + 1,
        );
      } finally {
        copy.close();
      }
    } finally {
      fs.rmSync(unpacked, { recursive: true, force: true });
    }
  });

  it('verifies the demo’s signed records, and exits 1 naming a record changed behind its back', async () => {
    const clean = await cli('verify-records');
    expect(clean.stdout).toContain('No problem found');
    const db = new SqliteDatabase(path.join(dataDir, 'hangar.db'));
    let id: number;
    try {
      const row = db.prepare('select id from maintain_task where closed = 1 order by id limit 1').get() as {
        id: number;
      };
      id = row.id;
      db.prepare("update maintain_task set description = 'changed behind the application' where id = ?").run(id);
    } finally {
      db.close();
    }
    const refused = await cli('verify-records').then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stdout).toContain(`record ${id}`);
  });

  it('refuses an unknown command with a clear message', async () => {
    await expect(cli('frobnicate')).rejects.toMatchObject({
      stderr: expect.stringContaining('Unknown command "frobnicate"'),
    });
  });
});
