import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { prehashPassword } from '@hangar/domain/password';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';

// Graceful shutdown: on SIGTERM the server finishes the requests it has, answers nothing half-done,
// closes the database and exits 0.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-shutdown-'));
let child: ChildProcess | undefined;
afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitHealthy(base: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

it('finishes in-flight requests on SIGTERM, then closes the database and exits 0', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts'), 'start'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      WEB_DIR: '',
      LOG_LEVEL: 'warn',
      HANGAR_ADMIN_PHONE: '13800000000',
      HANGAR_ADMIN_PASSWORD: 'admin-pass-1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
  await waitHealthy(base);
  const login = await fetch(`${base}/api/lg`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '13800000000', pass: prehashPassword('admin-pass-1') }),
  });
  const token = (await login.json()).body.token as string;
  const names = Array.from({ length: 30 }, (_, i) => `Shutdown Co ${i}`);
  const requests = names.map((name) =>
    fetch(`${base}/api/Company/Add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, systemName: name }),
    }).then(
      async (res) => ({ name, status: res.status, ret: (await res.json()).ret as number, error: '' }),
      (err: Error & { cause?: { code?: string } }) => ({
        name,
        status: 0,
        ret: -1,
        error: err.cause?.code ?? err.message,
      }),
    ),
  );
  // Let the first requests reach the server, then ask it to stop while others are still in flight.
  await new Promise((r) => setTimeout(r, 15));
  child.kill('SIGTERM');
  const results = await Promise.all(requests);
  expect(await exited).toBe(0);
  // Every answer is a complete one: done (200), refused because the server was closing (503), or a
  // connection the server had not started reading when it closed (0); never a 5xx from a half-done write.
  for (const r of results) {
    expect([0, 200, 503]).toContain(r.status);
    if (r.status === 0) expect(['ECONNREFUSED', 'ECONNRESET']).toContain(r.error);
  }
  const done = results.filter((r) => r.status === 200 && r.ret === 0).map((r) => r.name);
  expect(done.length).toBeGreaterThan(0);
  // The database was closed cleanly: the write-ahead log was checkpointed and removed.
  expect(fs.existsSync(path.join(dataDir, 'hangar.db-wal'))).toBe(false);
  const db = new SqliteDatabase(path.join(dataDir, 'hangar.db'), { readonly: true });
  try {
    const stored = (
      db.prepare("select name from company where name like 'Shutdown Co %'").all() as { name: string }[]
    ).map((r) => r.name);
    // Exactly the answered writes are stored: none was cut between its commit and its answer.
    expect(stored.sort()).toEqual(done.sort());
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
  } finally {
    db.close();
  }
});
