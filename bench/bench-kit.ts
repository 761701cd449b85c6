import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { prehashPassword } from '@hangar/domain/password';
import { buildApp } from '@hangar/server/src/app';
import { type Config, loadConfig } from '@hangar/server/src/config';
import { type Db, openPostgres, openSqlite } from '@hangar/server/src/platform/db/database';
import { sql } from 'kysely';

// What the API benchmarks share: printing, percentiles, timing a call, and running one scenario on SQLite in a
// temp data dir, then on a fresh PostgreSQL database when DATABASE_URL or TEST_DATABASE_URL is set.

export function log(line = ''): void {
  process.stdout.write(`${line}\n`);
}

export interface Stats {
  p50: number;
  p95: number;
  mean: number;
}

export function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((s, x) => s + x, 0) / samples.length };
}

export const ms = (x: number): string => x.toFixed(2);

/** Times `once` `runs` times after up to 20 warm-up calls (`before` runs untimed before each) and prints a row. */
export async function measure(
  label: string,
  runs: number,
  once: () => Promise<void>,
  before?: () => Promise<void>,
): Promise<Stats> {
  for (let i = 0; i < Math.min(20, runs); i++) {
    if (before) await before();
    await once();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    if (before) await before();
    const t0 = performance.now();
    await once();
    samples.push(performance.now() - t0);
  }
  const s = stats(samples);
  log(`| ${label} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.mean)} |`);
  return s;
}

/** Runs the scenario on SQLite (a temp data dir), then on a fresh PostgreSQL database when one is configured. */
export async function onEachDialect(
  prefix: string,
  run: (db: Db, dataDir: string, label: 'SQLite' | 'PostgreSQL') => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hangar-bench-${prefix}-`));
  try {
    const db = openSqlite(path.join(dataDir, 'hangar.db'));
    try {
      await run(db, dataDir, 'SQLite');
    } finally {
      await db.close();
    }
    const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (!url) {
      log('\nPostgreSQL skipped (set DATABASE_URL or TEST_DATABASE_URL).');
      return;
    }
    const name = `hangar_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = openPostgres(url);
    await sql`create database ${sql.id(name)}`.execute(admin.kysely);
    try {
      const target = new URL(url);
      target.pathname = `/${name}`;
      const pgDb = openPostgres(target.toString());
      try {
        await run(pgDb, dataDir, 'PostgreSQL');
      } finally {
        await pgDb.close();
      }
    } finally {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.kysely);
      await admin.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The real app over `db` (no web files, no logger) with a user signed in: `post` sends a body as that user and
 * throws unless the answer is 200.
 */
export async function signedInApp(db: Db, dataDir: string, timeZone: string, phone: string, password: string) {
  const config: Config = { ...loadConfig({}), dataDir, webDir: undefined, timeZone };
  const { app } = await buildApp(config, { db, logger: false });
  await app.ready();
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/lg',
    payload: { phone, pass: prehashPassword(password) },
  });
  const token = signIn.json().body.token as string;
  const post = async (url: string, body: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: body as object,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
    return res;
  };
  return { app, post };
}

/** Prints the error and exits 1 (a benchmark that cannot run says why). */
export function fail(err: unknown): never {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
}
