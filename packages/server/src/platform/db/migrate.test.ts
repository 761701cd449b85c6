import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import { MIGRATION_FILE, migrateToLatest, migrationNames } from './migrate';

// Migrations are discovered from their folder (adding one is adding its file): every file there is a migration
// by name or a test of one, no two share a number, and a fresh database gets them all, in order.

const dir = path.join(import.meta.dirname, 'migrations');
const temp: string[] = [];
afterAll(() => {
  for (const d of temp) fs.rmSync(d, { recursive: true, force: true });
});

describe('the migrations folder', () => {
  it('holds only migrations named NNNN-name and their tests (none skipped for a misspelt name)', () => {
    const others = fs
      .readdirSync(dir)
      .filter((f) => !MIGRATION_FILE.test(f) && !/^\d{4}-[a-z0-9-]+\.test\.ts$/.test(f));
    expect(others).toEqual([]);
  });

  it('gives every migration a number of its own', () => {
    const numbers = migrationNames().map((name) => name.slice(0, 4));
    const shared = numbers.filter((n, i) => numbers.indexOf(n) !== i);
    expect(shared).toEqual([]);
  });

  it('finds the migrations of a folder in order, leaving out tests and other files', () => {
    const planted = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-migrations-'));
    temp.push(planted);
    for (const f of [
      '0002-second.ts',
      '0001-first.ts',
      '0001-first.test.ts',
      '0010-tenth.js',
      'README.md',
      '0003-Bad.ts',
    ]) {
      fs.writeFileSync(path.join(planted, f), '');
    }
    expect(migrationNames(planted)).toEqual(['0001-first', '0002-second', '0010-tenth']);
  });
});

it('applies every migration of the folder to a fresh database, in order', async () => {
  const { db, drop } = await freshDatabase();
  try {
    expect(await migrateToLatest(db)).toEqual(migrationNames());
    expect(migrationNames()).toContain('0020-bom-removal-counters');
    expect(await migrateToLatest(db)).toEqual([]);
  } finally {
    await db.close();
    await drop();
  }
});
