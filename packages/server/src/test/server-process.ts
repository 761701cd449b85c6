import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

// Test support: the real server (`main.ts start`) as a child process, in a process group of its own so that a
// cluster (its primary and workers) can be signalled or killed as one; and plain HTTP over a new connection per
// request, so that consecutive requests reach a cluster's workers in turn (round-robin).

const main = path.join(import.meta.dirname, '..', 'main.ts');
const repoRoot = path.join(import.meta.dirname, '..', '..', '..', '..');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Resolves with the exit code (null when killed by a signal) once the primary has exited. */
  exited: Promise<number | null>;
  /** The last 4000 characters of its output. */
  output(): string;
  /** Signals the whole process group (primary and workers). */
  signalGroup(signal: NodeJS.Signals): void;
  /** The pids of the cluster's workers (children of the primary running main.ts). */
  workers(): number[];
  /** Resolves once no process of its group is left alive (a killed cluster's workers included). */
  gone(): Promise<void>;
  /** The live processes of its group now. */
  alive(): number[];
}

/** Live (not zombie) processes of a process group, from /proc. */
function groupMembers(pgid: number): number[] {
  const members: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // pid (comm) state ppid pgrp ...: comm may hold spaces, so split after its closing parenthesis.
    const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid && state !== 'Z') members.push(Number(entry));
  }
  return members;
}

/** `nodeArgs`: Node/V8 flags before the script (the bench passes those of `npm run serve`). */
export function startServer(port: number, env: Record<string, string>, nodeArgs: string[] = []): ServerProcess {
  return watched(
    spawn(process.execPath, [...nodeArgs, '--import', 'tsx', main, 'start'], spawnOptions(port, env)),
    port,
  );
}

/**
 * The server as the README starts it, through npm (`npm run serve`: npm, then tsx, then node), so that a signal
 * sent to the npm process alone can be tested as a process manager sends it.
 */
export function startNpmServe(port: number, env: Record<string, string>): ServerProcess {
  return watched(spawn('npm', ['run', '--silent', 'serve'], { ...spawnOptions(port, env), cwd: repoRoot }), port);
}

function spawnOptions(port: number, env: Record<string, string>) {
  return {
    env: {
      ...process.env,
      DATABASE_URL: '',
      WORKERS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'] as ('ignore' | 'pipe')[],
    detached: true,
  };
}

function watched(child: ChildProcess, port: number): ServerProcess {
  let out = '';
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
  return {
    child,
    base: `http://127.0.0.1:${port}`,
    exited,
    output: () => out,
    signalGroup(signal) {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    },
    alive: () => (child.pid ? groupMembers(child.pid) : []),
    async gone() {
      await exited;
      while (child.pid && groupMembers(child.pid).length > 0) await sleep(20);
    },
    workers() {
      if (!child.pid) return [];
      let children: string;
      try {
        children = fs.readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8');
      } catch {
        return [];
      }
      return children
        .split(' ')
        .filter(Boolean)
        .map(Number)
        .filter((pid) => {
          try {
            return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
          } catch {
            return false;
          }
        });
    },
  };
}

export async function waitHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode} before answering:\n${server.output()}`);
    }
    try {
      const res = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: { ret?: number; msg?: string; code?: string; body?: unknown } & Record<string, unknown>;
}

/** One request on a connection of its own (a cluster hands each new connection to the next worker). */
export function request(
  base: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => {
        let json: Answer['json'] = {};
        try {
          json = JSON.parse(text) as Answer['json'];
        } catch {
          // not JSON (the captcha image)
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, json });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}
