import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ObjType } from '@hangar/domain/codes';
import { prehashPassword } from '@hangar/domain/password';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitHealthy } from '../test/server-process';

// Crash test: a real server on one SQLite data directory takes concurrent writes and is killed with SIGKILL
// at a random moment, 16 times: every other round a single process (WORKERS=1), the others a cluster
// (WORKERS=2: the primary and its workers, all killed at once through their process group). After every kill
// the database file must pass `PRAGMA integrity_check`, and every write the server acknowledged (200, ret 0)
// must be there, whole: the company with its project, its administrator membership and its operation-log row.

const ROUNDS = 16;
const WRITERS = 8;
const KILL_AFTER_MS: readonly [number, number] = [200, 1500];
const START_TIMEOUT_MS = 30_000;

const ADMIN_PHONE = '13800000000';
const ADMIN_PASSWORD = 'crash-admin-pass';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-crash-'));
const dbFile = path.join(dataDir, 'hangar.db');
const live = new Set<ServerProcess>();
// Whatever happens to this test process, no server is left running.
process.once('exit', () => {
  for (const server of live) server.signalGroup('SIGKILL');
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function start(port: number, workers: number): ServerProcess {
  const server = startServer(port, {
    DATA_DIR: dataDir,
    WORKERS: String(workers),
    HANGAR_ADMIN_PHONE: ADMIN_PHONE,
    HANGAR_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  live.add(server);
  void server.exited.then(() => live.delete(server));
  return server;
}

/** SIGKILL to the whole process group: a cluster's workers die with their primary, mid-write. */
async function kill(server: ServerProcess): Promise<void> {
  server.signalGroup('SIGKILL');
  // The workers too: none may still hold the file when it is inspected.
  await server.gone();
}

async function post(base: string, url: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { ret?: number; body?: unknown };
  return { status: res.status, json };
}

async function signIn(base: string): Promise<string> {
  const { status, json } = await post(base, '/api/lg', { phone: ADMIN_PHONE, pass: prehashPassword(ADMIN_PASSWORD) });
  const body = json.body as { token?: unknown } | undefined;
  if (status !== 200 || json.ret !== 0 || typeof body?.token !== 'string') {
    throw new Error(`sign-in failed: ${status} ${JSON.stringify(json)}`);
  }
  return body.token;
}

interface WriterResult {
  acked: string[];
  /** An unexpected answer or failure before the kill. */
  error?: unknown;
}

/** One writer: adds companies with unique names until the server is killed; returns the acknowledged names. */
async function writer(
  base: string,
  token: string,
  prefix: string,
  stop: { done: boolean; onError(err: unknown): void },
): Promise<WriterResult> {
  const acked: string[] = [];
  for (let i = 0; !stop.done; i++) {
    const name = `${prefix}-${i}`;
    try {
      const { status, json } = await post(base, '/api/Company/Add', { name, systemName: `${name} MRO` }, token);
      if (status === 200 && json.ret === 0) acked.push(name);
      else throw new Error(`Company/Add answered ${status} ${JSON.stringify(json)}`);
    } catch (error) {
      // After the kill every request fails (connection reset or refused): that ends this writer.
      if (stop.done) break;
      stop.onError(error);
      return { acked, error };
    }
  }
  return { acked };
}

interface Check {
  integrity: string;
  present: Set<string>;
  /** Companies of this round lacking their project, admin membership or operation-log row. */
  partial: string[];
}

function inspect(prefix: string): Check {
  const db = new SqliteDatabase(dbFile);
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const rows = db
      .prepare(
        `select c.name as name,
                (select count(*) from project p where p.company_id = c.id) as projects,
                (select count(*) from employ e where e.company_id = c.id and e.is_admin = 1) as admins,
                (select count(*) from oper_log l where l.company_id = c.id and l.target_type = ? and l.target_id = c.id
                   and l.job = 'Add') as logs
           from company c where c.name like ? escape '\\'`,
      )
      .all(ObjType.Company, `${prefix.replace(/[\\%_]/g, (ch) => `\\${ch}`)}-%`) as {
      name: string;
      projects: number;
      admins: number;
      logs: number;
    }[];
    return {
      integrity: String(integrity),
      present: new Set(rows.map((r) => r.name)),
      partial: rows.filter((r) => r.projects !== 1 || r.admins !== 1 || r.logs !== 1).map((r) => r.name),
    };
  } finally {
    db.close();
  }
}

let current: ServerProcess | undefined;

afterEach(async () => {
  if (current) await kill(current);
  current = undefined;
});

afterAll(async () => {
  for (const server of live) server.signalGroup('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('durability under SIGKILL (SQLite, WAL, synchronous=FULL; one process and a cluster)', () => {
  it(`keeps every acknowledged write and an intact file over ${ROUNDS} kills`, async () => {
    let totalAcked = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const started = Date.now();
      const workers = round % 2 === 0 ? 2 : 1;
      const server = start(await freePort(), workers);
      current = server;
      const prefix = `crash-r${round}`;
      let acked: string[] = [];
      try {
        await waitHealthy(server, START_TIMEOUT_MS);
        const token = await signIn(server.base);
        let failed: (err: unknown) => void = () => {};
        const failure = new Promise<unknown>((resolve) => {
          failed = resolve;
        });
        const stop = { done: false, onError: (err: unknown) => failed(err) };
        const writers = Array.from({ length: WRITERS }, (_, w) => writer(server.base, token, `${prefix}-w${w}`, stop));
        const delay = KILL_AFTER_MS[0] + Math.floor(Math.random() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]));
        // A writer that fails before the kill (an unexpected answer) ends the round at once.
        await Promise.race([sleep(delay), failure]);
        stop.done = true;
        await kill(server);
        const results = await Promise.all(writers);
        const errors = results.filter((r) => r.error !== undefined).map((r) => String(r.error));
        expect(errors, `writers failed before the kill:\n${server.output()}`).toEqual([]);
        acked = results.flatMap((r) => r.acked);
      } finally {
        await kill(server);
        current = undefined;
      }
      const check = inspect(prefix);
      const missing = acked.filter((name) => !check.present.has(name));
      console.log(
        `crash round ${String(round).padStart(2)} (WORKERS=${workers}): acknowledged ${acked.length}, present ${check.present.size}, ` +
          `missing ${missing.length}, partial ${check.partial.length}, integrity ${check.integrity}, ` +
          `${Date.now() - started} ms`,
      );
      expect(check.integrity).toBe('ok');
      expect(missing).toEqual([]);
      expect(check.partial).toEqual([]);
      expect(check.present.size).toBeGreaterThanOrEqual(acked.length);
      totalAcked += acked.length;
    }
    // The test is meaningless if the server never got to acknowledge anything.
    expect(totalAcked).toBeGreaterThan(0);
  });
});
