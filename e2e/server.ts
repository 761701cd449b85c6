import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Starts the real server (`main.ts start`, the same as `npm run serve`) on a free port and a temp data dir,
// serving the built web app from packages/web/dist. The administrator's password is fixed for the specs.
// With `demo` (the default), `main.ts seed-demo` loads the demo data into the data dir first.

export const ADMIN_PHONE = '13800000000';
export const ADMIN_PASSWORD = 'e2e-admin-pass';
/** The password of every demo user (packages/server/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'hangar-demo';

const repoRoot = path.resolve(import.meta.dirname, '..');

export interface StartedServer {
  url: string;
  dataDir: string;
  /** The SQLite file in the data dir. */
  dbFile: string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Load the demo data before starting (default true). */
  demo?: boolean;
  env?: Record<string, string>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function serverCommand(command: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts', command], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `main.ts seed-demo` to its end (it migrates, creates the administrator, loads the demo data). */
async function seedDemo(env: NodeJS.ProcessEnv): Promise<void> {
  const child = serverCommand('seed-demo', env);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (c) => resolve(c));
  });
  if (code !== 0) throw new Error(`seed-demo failed (${code}):\n${output}`);
}

export async function startServer({ demo = true, env = {} }: ServerOptions = {}): Promise<StartedServer> {
  if (!fs.existsSync(path.join(repoRoot, 'packages/web/dist/index.html'))) {
    throw new Error('packages/web/dist is missing: run `npm run build` (npm run test:e2e does)');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    HANGAR_ADMIN_PHONE: ADMIN_PHONE,
    HANGAR_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (demo) {
    try {
      await seedDemo(serverEnv);
    } catch (err) {
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw err;
    }
  }
  let output = '';
  const child = serverCommand('start', serverEnv);
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    dataDir,
    dbFile: path.join(dataDir, 'hangar.db'),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
