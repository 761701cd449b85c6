import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prehashPassword } from '@hangar/domain/password';
import { CloseCode } from '@hangar/domain/realtime';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from './platform/auth/tokens';
import { mustOpen, type Received, type TestSocket } from './platform/realtime/test-socket';
import { freePort, request, type ServerProcess, startServer, waitHealthy } from './test/server-process';

// WORKERS=2 on one SQLite file: the real server as a primary and two worker processes. Linux's cluster hands
// new connections to the workers in turn, and every request here opens a connection of its own, so two
// consecutive requests are served by different workers: what one worker stores or publishes must be seen by the
// other (sessions, captchas, sign-in throttling, real-time events).

const ADMIN_PHONE = '13800000000';
const ADMIN_PASSWORD = 'cluster-admin-1';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-cluster-'));
let server: ServerProcess;
let token: string;
const sockets: TestSocket[] = [];

function withDatabase<T>(work: (db: SqliteDatabase.Database) => T): T {
  const db = new SqliteDatabase(path.join(dataDir, 'hangar.db'));
  db.pragma('busy_timeout = 5000');
  try {
    return work(db);
  } finally {
    db.close();
  }
}

async function signIn(phone: string, password: string, extra: object = {}) {
  return request(server.base, 'POST', '/api/lg', { phone, pass: prehashPassword(password), ...extra });
}

async function waitFor<T>(probe: () => T | undefined, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} within ${ms} ms:\n${server.output()}`);
}

beforeAll(async () => {
  server = startServer(await freePort(), {
    DATA_DIR: dataDir,
    WORKERS: '2',
    HANGAR_ADMIN_PHONE: ADMIN_PHONE,
    HANGAR_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  await waitHealthy(server);
  const res = await signIn(ADMIN_PHONE, ADMIN_PASSWORD);
  token = (res.json.body as { token: string }).token;
});

afterAll(async () => {
  for (const s of sockets) s.ws.terminate();
  server.signalGroup('SIGKILL');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('WORKERS=2 on one SQLite file', () => {
  it('runs two worker processes under the primary', async () => {
    await waitFor(() => (server.workers().length === 2 ? true : undefined), 'two workers');
    expect(server.workers()).toHaveLength(2);
  });

  it('delivers a write made through one worker to the sockets of both, once each', async () => {
    const url = `${server.base.replace(/^http/, 'ws')}/ws`;
    // Four sockets, four connections: two on each worker.
    for (let i = 0; i < 4; i++) {
      const socket = await mustOpen(url, token);
      await socket.next((m) => m.type === 'ConnectOK');
      sockets.push(socket);
    }
    const added = await request(
      server.base,
      'POST',
      '/api/Department/Add',
      { name: 'Line', parent: 0, sorter: 1 },
      token,
    );
    expect(added.json.ret).toBe(0);
    const id = (added.json.body as { id: number }).id;
    const isIt = (m: Received) =>
      m.type === 'DataRefresh' && m.table === 'department' && (m.ids as number[]).includes(id);
    for (const socket of sockets) await socket.next(isIt, 5000);
    // Nothing arrives twice (a worker's own events come back through the primary, never also directly).
    await new Promise((r) => setTimeout(r, 500));
    for (const socket of sockets) expect(socket.messages.filter(isIt)).toHaveLength(1);
  });

  it('shares sign-in throttling and captchas: failed on one worker, required and answered on the other', async () => {
    const bad = await signIn(ADMIN_PHONE, 'wrong-password');
    expect(bad.json).toMatchObject({ ret: 1, captchaRequired: true });
    const noCaptcha = await signIn(ADMIN_PHONE, ADMIN_PASSWORD);
    expect(noCaptcha.json).toMatchObject({ code: 'RULE' });
    expect(noCaptcha.json.body).toBeFalsy();
    // A captcha fetched from one worker and answered to the other (its answer set as the image's text would be).
    const captcha = await request(server.base, 'GET', '/api/lg/Captcha');
    const captchaId = captcha.headers['x-captcha-id'];
    expect(typeof captchaId).toBe('string');
    withDatabase((db) =>
      db.prepare('update captcha set answer_hash = ? where id = ?').run(sha256Hex('abcd'), captchaId),
    );
    const ok = await signIn(ADMIN_PHONE, ADMIN_PASSWORD, { captcha: 'abcd', captchaId });
    expect(ok.json.ret).toBe(0);
    // Consumed by the worker that checked it.
    const left = withDatabase((db) => db.prepare('select count(*) as n from captcha where id = ?').get(captchaId));
    expect(left).toEqual({ n: 0 });
  });

  it('takes concurrent writes through both workers, every one acknowledged and stored', async () => {
    // Each write is a transaction that reads before it writes: with both workers writing, one that took its
    // snapshot before the other's commit must wait for the lock, not fail (platform/db/database.ts).
    const unit = await request(server.base, 'POST', '/api/Unit/Add', { name: 'Shared unit' }, token);
    const id = (unit.json.body as { id: number }).id;
    const names = Array.from({ length: 30 }, (_, i) => `Concurrent ${i}`);
    const answers = await Promise.all([
      ...names.map((name) => request(server.base, 'POST', '/api/Unit/Add', { name }, token)),
      ...names.map((name) => request(server.base, 'POST', '/api/Unit/Update', { id, remarks: name }, token)),
    ]);
    expect(answers.map((a) => a.json.ret)).toEqual([...names, ...names].map(() => 0));
    const stored = withDatabase(
      (db) => db.prepare("select count(*) as n from unit where name like 'Concurrent %'").get() as { n: number },
    );
    expect(stored.n).toBe(names.length);
  });

  it('ends a session signed out on one worker for the next request on the other', async () => {
    const signedIn = await signIn(ADMIN_PHONE, ADMIN_PASSWORD);
    const t = (signedIn.json.body as { token: string }).token;
    expect((await request(server.base, 'GET', '/api/User/Info', undefined, t)).json.ret).toBe(0);
    expect((await request(server.base, 'GET', '/api/User/Info', undefined, t)).json.ret).toBe(0);
    expect((await request(server.base, 'POST', '/api/lg/exit', {}, t)).json.ret).toBe(0);
    for (let i = 0; i < 2; i++) {
      expect((await request(server.base, 'GET', '/api/User/Info', undefined, t)).status).toBe(401);
    }
  });

  // The workers check their sockets' sessions every 30 s (HEARTBEAT_MS); the sign-out must close them long
  // before, whichever worker served it: the bound of 8 s is this test's timeout, not a wait.
  it('closes the sockets of a signed-out session on both workers at once', { timeout: 8000 }, async () => {
    const signedIn = await signIn(ADMIN_PHONE, ADMIN_PASSWORD);
    const t = (signedIn.json.body as { token: string }).token;
    const url = `${server.base.replace(/^http/, 'ws')}/ws`;
    // Two sockets, two connections: one on each worker.
    const pair: TestSocket[] = [];
    for (let i = 0; i < 2; i++) {
      const socket = await mustOpen(url, t);
      await socket.next((m) => m.type === 'ConnectOK');
      sockets.push(socket);
      pair.push(socket);
    }
    expect((await request(server.base, 'POST', '/api/lg/exit', {}, t)).json.ret).toBe(0);
    for (const socket of pair) expect((await socket.closed).code).toBe(CloseCode.SessionEnded);
  });

  it('replaces a worker that dies, and keeps serving', async () => {
    const [victim] = server.workers();
    process.kill(victim, 'SIGKILL');
    await waitFor(() => {
      const now = server.workers();
      return now.length === 2 && !now.includes(victim) ? true : undefined;
    }, 'a replacement worker');
    // The primary hands connections only to listening workers: writes go through at once, on both.
    for (let i = 0; i < 4; i++) {
      const body = { name: `After ${i}`, parent: 0, sorter: 1 };
      expect((await request(server.base, 'POST', '/api/Department/Add', body, token)).json.ret).toBe(0);
    }
  });
});
