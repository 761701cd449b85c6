import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prehashPassword } from '@hangar/domain/password';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { freePort, type ServerProcess, startNpmServe, startServer, waitHealthy } from './test/server-process';

// Graceful shutdown: on SIGTERM the server finishes the requests it has, answers nothing half-done,
// closes the database and exits 0 — one process (WORKERS=1) or a cluster (WORKERS=2: the primary stops its
// workers, each finishing its own requests).

const dataDirs: string[] = [];
let server: ServerProcess | undefined;
let npmServer: ServerProcess | undefined;
afterAll(() => {
  server?.signalGroup('SIGKILL');
  npmServer?.signalGroup('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

it.each(['1', '2'])(
  'finishes in-flight requests on SIGTERM, then closes the database and exits 0 (WORKERS=%s)',
  async (workers) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-shutdown-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = startServer(port, {
      DATA_DIR: dataDir,
      WORKERS: workers,
      HANGAR_ADMIN_PHONE: '13800000000',
      HANGAR_ADMIN_PASSWORD: 'admin-pass-1',
    });
    const child = server.child;
    await waitHealthy(server);
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
    // Ask it to stop once the first answer is back (not after a fixed delay, which a loaded machine can outlast
    // before the server has read any request), while the others are still in flight.
    await Promise.race(requests);
    child.kill('SIGTERM');
    const results = await Promise.all(requests);
    expect(await server.exited, server.output()).toBe(0);
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
  },
);

// A process manager (or `kill PID` of `npm start`) signals npm's own process only, not its children: the signal
// must still reach the server, which stops as above, and npm exits only once it has.
it('stops the server when SIGTERM reaches only the npm process that started it', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-npm-serve-'));
  dataDirs.push(dataDir);
  npmServer = startNpmServe(await freePort(), { DATA_DIR: dataDir });
  await waitHealthy(npmServer, 60_000);
  expect(npmServer.alive().length).toBeGreaterThan(1);
  npmServer.child.kill('SIGTERM');
  await npmServer.exited;
  // Nothing of it is left running: no server still answering on its port after npm has gone.
  expect(npmServer.alive()).toEqual([]);
  await expect(fetch(`${npmServer.base}/api/health`)).rejects.toThrow();
  expect(fs.existsSync(path.join(dataDir, 'hangar.db-wal'))).toBe(false);
}, 90_000);
