import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ObjType } from '@hangar/domain/codes';
import { prehashPassword } from '@hangar/domain/password';
import { prepareDatabase } from '@hangar/server/src/bootstrap';
import { openSqlite } from '@hangar/server/src/platform/db/database';
import { seededRandom } from '@hangar/server/src/seed/random';
import {
  freePort,
  request,
  type ServerProcess,
  startServer,
  waitHealthy,
} from '@hangar/server/src/test/server-process';
import autocannon from 'autocannon';
import { fail, log } from './bench-kit';
import { seedMaintenance } from './maintain-seed';

// Load benchmark ("Performance": 100 connections × 60 s of mixed reads and writes): the real server started as
// a child process (`main.ts start`, as an operator runs it) on a temp SQLite data dir seeded with one operator's
// fleet (maintain-seed.ts) and operation-log history, once with WORKERS=1 and once with WORKERS=2 (each on a copy
// of the same seeded file). autocannon runs in a child process of its own on 127.0.0.1; every connection cycles
// through the same mix of reads and writes, and every answer's `ret` is checked. The server's RSS (primary and
// workers, from /proc/<pid>/status) is sampled every second. Prints figures and PASS/MISS against the issue's
// targets; never fails on a figure.
// Settings: BENCH_SECONDS (60) per run, BENCH_CONNECTIONS (100), BENCH_WORKERS ("1,2"), BENCH_PLANES (100),
// BENCH_ITEMS (100 control items per aircraft), BENCH_LOG_ROWS (50000), BENCH_SERVER_FLAGS (the server's Node/V8
// flags; by default those of the root package.json's `serve` script, as `npm start` runs it; "" for none).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WORKER_RUNS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const PLANES = Number(process.env.BENCH_PLANES ?? 100);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100);
const LOG_ROWS = Number(process.env.BENCH_LOG_ROWS ?? 50_000);
const WARMUP_SECONDS = 3;
const PHONE = '13922220000';
const PASSWORD = 'bench-load-1';
const TZ = 'UTC';
const TARGETS = { p99Ms: 100, rssMb: 250 };
/** The Node/V8 flags of the server: by default those `npm run serve` (and so `npm start`) gives it. */
const SERVE_FLAGS =
  process.env.BENCH_SERVER_FLAGS === undefined
    ? serveFlags()
    : process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean);

function serveFlags(): string[] {
  const root = path.join(import.meta.dirname, '..', 'package.json');
  const serve = (JSON.parse(fs.readFileSync(root, 'utf8')) as { scripts: Record<string, string> }).scripts.serve;
  const words = serve.split(/\s+/);
  const script = words.findIndex((w) => w.endsWith('main.ts'));
  if (words[0] !== 'tsx' || script < 0) throw new Error(`unexpected serve script: ${serve}`);
  return words.slice(1, script).filter((w) => w.startsWith('--'));
}

/** What the load generator needs to build its requests. */
interface Mix {
  base: string;
  token: string;
  seconds: number;
  connections: number;
  /** An aircraft with control items (MaintainCtrl/Query). */
  plane: number;
  /** Aircraft without a flight log, whose hours the form sets (PlaneEntity/Update). */
  hourPlanes: number[];
  units: number[];
}

interface CannonOutcome {
  result: autocannon.Result;
  /** 2xx answers with ret ≠ 0 (or not JSON), by request name (non-2xx are autocannon's `non2xx`). */
  retErrors: Record<string, number>;
  /** Non-2xx answers by request name. */
  failed: Record<string, number>;
  /** The first wrong answer, whatever it was. */
  firstError: string;
  writes: number;
  requests: number;
}

// ---- The load generator (this file run again as a child process with LOAD_MIX set) ----

function runCannon(mix: Mix): Promise<CannonOutcome> {
  const auth = { authorization: `Bearer ${mix.token}`, 'content-type': 'application/json' };
  const retErrors: Record<string, number> = {};
  const failed: Record<string, number> = {};
  let firstError = '';
  let writes = 0;
  let requests = 0;
  let n = 0;
  const tag = `${process.pid.toString(36)}`;
  const check = (name: string, write: boolean) => (status: number, body: string) => {
    requests++;
    if (write) writes++;
    let ret: unknown;
    try {
      ret = (JSON.parse(body) as { ret?: unknown }).ret;
    } catch {
      ret = undefined;
    }
    if (status === 200 && ret === 0) return;
    const counts = status >= 200 && status < 300 ? retErrors : failed;
    counts[name] = (counts[name] ?? 0) + 1;
    if (!firstError) firstError = `${name}: ${status} ${body.slice(0, 300)}`;
  };
  const post = (name: string, url: string, body: () => unknown, write = false): autocannon.Request => ({
    method: 'POST',
    path: url,
    headers: auth,
    setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }),
    onResponse: check(name, write),
  });
  const pick = <T>(list: T[]) => list[n % list.length];
  const info: autocannon.Request = {
    method: 'GET',
    path: '/api/User/Info',
    headers: auth,
    onResponse: check('User/Info', false),
  };
  const operLog = post('OperLog/Query', '/api/OperLog/Query', () => ({
    filters: [{ name: 'targetType', compare: 'eq', value: ObjType.Plane }],
    pageSize: 20,
  }));
  const ctrl = post('MaintainCtrl/Query', '/api/MaintainCtrl/Query', () => ({
    fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: mix.plane }],
    pageSize: 20,
  }));
  const fleet = post('MaintainCtrl/QueryFleet', '/api/MaintainCtrl/QueryFleet', () => ({}));
  // Writes: an aircraft's hours (its control items' due recomputed), a unit added, a unit's remarks changed.
  const hours = post(
    'PlaneEntity/Update hours',
    '/api/PlaneEntity/Update',
    () => {
      n++;
      return { id: pick(mix.hourPlanes), allFlyHours: 1000 + n / 10 };
    },
    true,
  );
  const unitAdd = post(
    'Unit/Add',
    '/api/Unit/Add',
    () => {
      n++;
      return { name: `L-${tag}-${n}` };
    },
    true,
  );
  const unitUpdate = post(
    'Unit/Update',
    '/api/Unit/Update',
    () => {
      n++;
      return { id: pick(mix.units), remarks: `load ${tag} ${n}` };
    },
    true,
  );
  // 20 requests, 3 writes (15 %).
  const sequence = [
    info,
    operLog,
    ctrl,
    fleet,
    info,
    hours,
    operLog,
    ctrl,
    info,
    fleet,
    unitAdd,
    info,
    operLog,
    ctrl,
    fleet,
    info,
    unitUpdate,
    operLog,
    ctrl,
    info,
  ];
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: mix.base,
        connections: mix.connections,
        duration: mix.seconds,
        timeout: 10,
        requests: sequence,
      },
      (err, result) => {
        if (err) reject(err);
        else resolve({ result, retErrors, failed, firstError, writes, requests });
      },
    );
  });
}

/** Runs the load generator in a child process (it must not share the cores' time with this process's work). */
function cannon(mix: Mix): Promise<CannonOutcome> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', import.meta.filename],
      { env: { ...process.env, LOAD_MIX: JSON.stringify(mix) }, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`load generator failed: ${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as CannonOutcome);
      },
    );
  });
}

// ---- Seeding ----

async function seed(dataDir: string): Promise<{ plane: number }> {
  const db = openSqlite(path.join(dataDir, 'hangar.db'));
  try {
    await prepareDatabase(db, { timeZone: TZ });
    const t0 = performance.now();
    const seeded = await seedMaintenance(db.kysely, 'sqlite', {
      planes: PLANES,
      items: ITEMS,
      phone: PHONE,
      password: PASSWORD,
      timeZone: TZ,
    });
    const sqlite = db.sqlite;
    if (!sqlite) throw new Error('the benchmark runs on SQLite');
    // Operation-log history of the operator, ids and times ascending like a real log.
    const user = sqlite.prepare('select id from app_user where phone = ?').get(PHONE) as { id: number };
    const insert = sqlite.prepare(
      `insert into oper_log (company_id, target_type, target_id, user_id, job, oper_content, oper_time)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    const types = [ObjType.Plane, ObjType.Control, ObjType.MaintainItem, ObjType.Document, ObjType.Certificate];
    const jobs = ['Add', 'Update', 'Delete', 'Execute'];
    const random = seededRandom(7);
    const start = Date.parse('2024-01-01T00:00:00Z');
    const step = Math.floor((Date.now() - start) / Math.max(1, LOG_ROWS));
    sqlite.transaction(() => {
      for (let i = 0; i < LOG_ROWS; i++) {
        const targetId = 1 + Math.floor(random() * 2000);
        insert.run(
          seeded.companyId,
          types[Math.floor(random() * types.length)],
          targetId,
          user.id,
          jobs[Math.floor(random() * jobs.length)],
          JSON.stringify({ name: `B-${1000 + targetId}`, changes: { remark: ['', `r${i}`] } }),
          new Date(start + i * step).toISOString().replace('T', ' ').slice(0, 19),
        );
      }
    })();
    sqlite.pragma('optimize');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    log(
      `seeded ${PLANES} aircraft × ${ITEMS} control items and ${LOG_ROWS.toLocaleString('en-US')} operation-log rows ` +
        `in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    return { plane: seeded.planeIds[0] };
  } finally {
    await db.close();
  }
}

// ---- Memory of the server's processes ----

function rssKb(pid: number): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Samples the RSS of the primary and its workers every second: the max per process and of their sum. */
function sampleRss(server: ServerProcess) {
  const perProcess = new Map<number, number>();
  let maxSum = 0;
  const sample = () => {
    const pids = [server.child.pid ?? 0, ...server.workers()];
    let sum = 0;
    for (const pid of pids) {
      const kb = rssKb(pid);
      if (kb === undefined) continue;
      sum += kb;
      perProcess.set(pid, Math.max(perProcess.get(pid) ?? 0, kb));
    }
    maxSum = Math.max(maxSum, sum);
  };
  sample();
  const timer = setInterval(sample, 1000);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { perProcess, maxSumMb: maxSum / 1024 };
    },
  };
}

// ---- One run ----

interface RunFigures {
  workers: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  maxSumMb: number;
}

async function post(base: string, token: string, url: string, body: unknown): Promise<{ id?: number }> {
  const res = await request(base, 'POST', url, body, token);
  if (res.status !== 200 || res.json.ret !== 0) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json.body ?? {}) as { id?: number };
}

async function run(seededDir: string, plane: number, workers: number): Promise<RunFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `hangar-load-w${workers}-`));
  fs.copyFileSync(path.join(seededDir, 'hangar.db'), path.join(dataDir, 'hangar.db'));
  const server = startServer(
    await freePort(),
    {
      DATA_DIR: dataDir,
      WORKERS: String(workers),
      TIME_ZONE: TZ,
      HANGAR_ADMIN_PHONE: '13800000000',
      HANGAR_ADMIN_PASSWORD: 'bench-admin-1',
    },
    SERVE_FLAGS,
  );
  try {
    await waitHealthy(server, 60_000);
    while (workers > 1 && server.workers().length < workers) await new Promise((r) => setTimeout(r, 100));
    const signIn = await request(server.base, 'POST', '/api/lg', { phone: PHONE, pass: prehashPassword(PASSWORD) });
    const token = (signIn.json.body as { token?: string } | undefined)?.token;
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signIn.json)}`);
    const model = (
      await request(
        server.base,
        'POST',
        '/api/PlaneEntity/Query',
        { filters: [{ name: 'id', compare: 'eq', value: plane }] },
        token,
      )
    ).json.body as { items: { model: number }[] };
    const hourPlanes: number[] = [];
    for (let i = 0; i < 10; i++) {
      const added = await post(server.base, token, '/api/PlaneEntity/Add', {
        name: `B-L${workers}${i}`,
        model: model.items[0].model,
        allFlyHours: 1000,
      });
      if (added.id) hourPlanes.push(added.id);
    }
    const units: number[] = [];
    for (let i = 0; i < 20; i++) {
      const added = await post(server.base, token, '/api/Unit/Add', { name: `Unit ${i}` });
      if (added.id) units.push(added.id);
    }
    const mix: Mix = {
      base: server.base,
      token,
      seconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      plane,
      hourPlanes,
      units,
    };
    await cannon(mix);
    const memory = sampleRss(server);
    const loadBefore = fs.readFileSync('/proc/loadavg', 'utf8').trim();
    const outcome = await cannon({ ...mix, seconds: SECONDS });
    const { perProcess, maxSumMb } = memory.stop();
    const r = outcome.result;
    const retErrors = Object.values(outcome.retErrors).reduce((s, x) => s + x, 0);
    const errors = r.non2xx + r.timeouts + r.errors + retErrors;
    log(`\n### WORKERS=${workers}: ${CONNECTIONS} connections × ${SECONDS} s, load average before: ${loadBefore}`);
    log(
      `requests ${outcome.requests.toLocaleString('en-US')} (writes ${outcome.writes.toLocaleString('en-US')}, ` +
        `${((100 * outcome.writes) / Math.max(1, outcome.requests)).toFixed(0)} %), ${r.requests.average.toFixed(0)} req/s; ` +
        `latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`,
    );
    log(
      `errors: non-2xx ${r.non2xx}, timeouts ${r.timeouts}, connection errors ${r.errors}, 2xx with ret ≠ 0 ${retErrors}` +
        (outcome.firstError
          ? `; by request: ${JSON.stringify({ ...outcome.failed, ...outcome.retErrors })}; first: ${outcome.firstError}`
          : ''),
    );
    const roles = [...perProcess.entries()].map(([pid, kb]) =>
      pid === server.child.pid && workers > 1
        ? `primary ${(kb / 1024).toFixed(0)} MB`
        : `${workers > 1 ? 'worker' : 'server'} ${(kb / 1024).toFixed(0)} MB`,
    );
    log(`server RSS, max over the run: ${roles.join(', ')}; summed ${maxSumMb.toFixed(0)} MB`);
    log('');
    log('| target | figure | verdict |');
    log('|---|---:|---|');
    log(`| 0 errors | ${errors} | ${errors === 0 ? 'PASS' : 'MISS'} |`);
    log(`| p99 ≤ ${TARGETS.p99Ms} ms | ${r.latency.p99} ms | ${r.latency.p99 <= TARGETS.p99Ms ? 'PASS' : 'MISS'} |`);
    log(
      `| server RSS ≤ ${TARGETS.rssMb} MB (all processes summed) | ${maxSumMb.toFixed(0)} MB | ${maxSumMb <= TARGETS.rssMb ? 'PASS' : 'MISS'} |`,
    );
    return { workers, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors, maxSumMb };
  } finally {
    server.signalGroup('SIGTERM');
    const stopped = await Promise.race([
      server.exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 15_000)),
    ]);
    if (!stopped) server.signalGroup('SIGKILL');
    await server.gone();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  log(`# Load benchmark: ${CONNECTIONS} connections × ${SECONDS} s, mixed reads and writes (SQLite)`);
  log(`server's Node flags: ${SERVE_FLAGS.join(' ') || 'none'}`);
  log(
    `node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  log(
    'mix per connection, cycling: User/Info ×6, OperLog/Query ×4, MaintainCtrl/Query (one aircraft) ×4, ' +
      'QueryFleet first page ×3, PlaneEntity/Update hours, Unit/Add, Unit/Update (3 writes in 20, 15 %)',
  );
  const seededDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-load-seed-'));
  try {
    const { plane } = await seed(seededDir);
    const figures: RunFigures[] = [];
    for (const workers of WORKER_RUNS) figures.push(await run(seededDir, plane, workers));
    const one = figures.find((f) => f.workers === 1);
    const more = figures.filter((f) => f.workers > 1);
    if (one && more.length > 0) {
      log('\n### Throughput by number of app processes');
      log('| WORKERS | req/s | ratio to WORKERS=1 | p50 ms | p99 ms | RSS summed MB |');
      log('|---:|---:|---:|---:|---:|---:|');
      for (const f of figures) {
        log(
          `| ${f.workers} | ${f.rps.toFixed(0)} | ${(f.rps / one.rps).toFixed(2)}× | ${f.p50} | ${f.p99} | ${f.maxSumMb.toFixed(0)} |`,
        );
      }
      log(
        `\nThis machine has ${os.availableParallelism()} cores, and the load generator (autocannon, a process of its ` +
          'own) runs on them too: with as many workers as cores, the workers and the load generator compete for the ' +
          'same cores, so the ratio understates what more cores would give. Writes stay serialised by SQLite.',
      );
    }
  } finally {
    fs.rmSync(seededDir, { recursive: true, force: true });
  }
}

if (process.env.LOAD_MIX) {
  runCannon(JSON.parse(process.env.LOAD_MIX) as Mix).then(
    (outcome) => process.stdout.write(JSON.stringify(outcome)),
    (err: unknown) => fail(err),
  );
} else {
  main().catch(fail);
}
