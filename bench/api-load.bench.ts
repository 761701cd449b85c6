import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ObjType } from '@hangar/domain/codes';
import { formatDateTime } from '@hangar/domain/dates';
import { prehashPassword } from '@hangar/domain/password';
import { buildApp, modules } from '@hangar/server/src/app';
import { ensureAdministrator, insertUser } from '@hangar/server/src/bootstrap';
import { type Config, loadConfig } from '@hangar/server/src/config';
import { insertCompanyWithAdmin } from '@hangar/server/src/modules/company/company.repo';
import { openSqlite } from '@hangar/server/src/platform/db/database';
import { migrateToLatest } from '@hangar/server/src/platform/db/migrate';
import { seededRandom } from '@hangar/server/src/seed/random';
import type autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';

// API load benchmark ("Performance"): 300k operation-log rows across 20 companies on a temp SQLite
// data dir; the real app (buildApp, logger at warn) and a bare Fastify JSON route served from this process on
// loopback; autocannon at 50 connections from a child process; the same query as raw SQL through Kysely.
// Prints figures and PASS/MISS per target (docs/performance.md records them); never fails on a figure.
// Settings through the environment: BENCH_SECONDS (10) per target, BENCH_CONNECTIONS (50), BENCH_ROWS (300000).
// BENCH_TARGETS: a comma-separated subset of bare, info, query, query1, raw (default: all; a target's line is
// printed only when what it compares was measured). BENCH_CPU_PROF=<dir>: a V8 CPU profile of the servers
// (this process) during each measured autocannon run, written as <dir>/<target>.cpuprofile.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROWS = Number(process.env.BENCH_ROWS ?? 300_000);
const COMPANIES = 20;
const WARMUP_SECONDS = 2;
const RAW_SECONDS = 3;
const ALL_TARGETS = ['bare', 'info', 'query', 'query1', 'raw'] as const;
type TargetKey = (typeof ALL_TARGETS)[number];
const SELECTED = new Set<TargetKey>(
  process.env.BENCH_TARGETS
    ? (process.env.BENCH_TARGETS.split(',').map((t) => t.trim()) as TargetKey[]).filter((t) => ALL_TARGETS.includes(t))
    : ALL_TARGETS,
);
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
const PHONE = '13911110000';
const PASSWORD = 'bench-pass-1';

// The spec's object types; the filter asks for one of them (about 1/11 of a company's rows).
const TARGET_TYPES = [
  ObjType.Model,
  ObjType.Plane,
  ObjType.MaintainItem,
  ObjType.Control,
  ObjType.JobCard,
  ObjType.Document,
  ObjType.Certificate,
  ObjType.InstalledList,
  ObjType.EngineeringOrder,
  ObjType.SurveyNotice,
  ObjType.TechBulletin,
];
const JOBS = ['Add', 'Update', 'Delete', 'Execute'];

function log(line = '') {
  process.stdout.write(`${line}\n`);
}

interface Seeded {
  benchCompany: number;
  userId: number;
}

async function seed(db: ReturnType<typeof openSqlite>): Promise<Seeded> {
  const kysely = db.kysely;
  const sqlite = db.sqlite;
  if (!sqlite) throw new Error('the benchmark runs on SQLite');
  const now = formatDateTime(new Date(), 'UTC');
  const userId = await insertUser(kysely, { phone: PHONE, name: 'Bench admin', password: PASSWORD }, now);
  // The other 19 companies belong to another user: the bench user is a member of the first one only.
  const owner = await insertUser(kysely, { phone: '13911110001', name: 'Other owner', password: PASSWORD }, now);
  const companyIds: number[] = [];
  for (let i = 0; i < COMPANIES; i++) {
    const { companyId } = await insertCompanyWithAdmin(
      kysely,
      { name: `Bench Airline ${i + 1}`, systemName: `Bench Airline ${i + 1} MRO` },
      i === 0 ? userId : owner,
      now,
    );
    companyIds.push(companyId);
  }
  const benchCompany = companyIds[0];
  await kysely.updateTable('app_user').set({ default_company: benchCompany }).where('id', '=', userId).execute();

  // 300k rows in one transaction through the raw handle: a prepared insert, rows spread round-robin over
  // the companies, ids (and times) ascending like a real log.
  const insert = sqlite.prepare(
    `insert into oper_log (company_id, target_type, target_id, user_id, job, oper_content, oper_time)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const random = seededRandom(42);
  const start = Date.parse('2024-01-01T00:00:00Z');
  const step = Math.floor((Date.now() - start) / ROWS);
  const fill = sqlite.transaction((count: number) => {
    for (let i = 0; i < count; i++) {
      const company = companyIds[i % COMPANIES];
      const targetType = TARGET_TYPES[Math.floor(random() * TARGET_TYPES.length)];
      const targetId = 1 + Math.floor(random() * 2000);
      const job = JOBS[Math.floor(random() * JOBS.length)];
      const content = JSON.stringify({ name: `B-${1000 + (targetId % 9000)}`, changes: { remark: ['', `r${i}`] } });
      const time = new Date(start + i * step).toISOString().replace('T', ' ').slice(0, 19);
      insert.run(company, targetType, targetId, i % 7 === 0 ? userId : owner, job, content, time);
    }
  });
  const t0 = performance.now();
  fill(ROWS);
  sqlite.pragma('optimize');
  // A running server checkpoints every ~4 MB of WAL; start from that state rather than a 40 MB WAL.
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  log(
    `seeded ${ROWS.toLocaleString('en-US')} oper_log rows across ${COMPANIES} companies in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return { benchCompany, userId };
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  mean: number;
  /** CPU time of this process (the servers) per request, in microseconds. */
  cpuUs: number;
  /** The part of cpuUs spent in the kernel (sockets). */
  sysUs: number;
  non2xx: number;
  errors: number;
}

type Method = 'GET' | 'POST';

interface Target {
  name: string;
  url: string;
  method: Method;
  headers?: Record<string, string>;
  body?: string;
}

const autocannonPath = createRequire(import.meta.url).resolve('autocannon');

/**
 * Runs autocannon in a child process, so that the load generator does not share the servers' thread and
 * the CPU time this process spends during the run is the servers' own.
 */
function cannon(target: Target, seconds: number, connections: number): Promise<autocannon.Result> {
  const options: autocannon.Options = {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
  };
  const script = `require(${JSON.stringify(autocannonPath)})(JSON.parse(process.env.CANNON)).then(
    (r) => process.stdout.write(JSON.stringify(r)), (e) => { console.error(e); process.exit(1); })`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script],
      { env: { ...process.env, CANNON: JSON.stringify(options) }, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`autocannon failed: ${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as autocannon.Result);
      },
    );
  });
}

/** Records a CPU profile of this process while `run` runs, when BENCH_CPU_PROF names a directory. */
async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!CPU_PROF_DIR) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(CPU_PROF_DIR, { recursive: true });
    const file = path.join(CPU_PROF_DIR, `${name.replace(/[^\w.-]+/g, '_')}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
    log(`  (CPU profile: ${file})`);
  }
}

async function measure(target: Target, connections = CONNECTIONS, seconds = SECONDS): Promise<Measured> {
  await cannon(target, WARMUP_SECONDS, connections);
  const cpu = process.cpuUsage();
  const r = await profiled(target.name, () => cannon(target, seconds, connections));
  const used = process.cpuUsage(cpu);
  const m: Measured = {
    name: target.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.mean,
    cpuUs: (used.user + used.system) / Math.max(1, r.requests.total),
    sysUs: used.system / Math.max(1, r.requests.total),
    non2xx: r.non2xx,
    errors: r.errors,
  };
  log(
    `  ${target.name.padEnd(34)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${m.p50.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms` +
      `  server CPU ${m.cpuUs.toFixed(0)} µs/req (kernel ${m.sysUs.toFixed(0)})` +
      (m.non2xx || m.errors ? `  (non-2xx ${m.non2xx}, errors ${m.errors})` : ''),
  );
  return m;
}

/** Sequential in-process timing of one async operation: p50 / p99 / mean in milliseconds. */
async function timeLoop(run: () => Promise<unknown>, seconds: number) {
  for (let i = 0; i < 200; i++) await run();
  const samples: number[] = [];
  const cpu = process.cpuUsage();
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t = performance.now();
    await run();
    samples.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpu);
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    p50: at(0.5),
    p99: at(0.99),
    mean,
    count: samples.length,
    cpuUs: (used.user + used.system) / samples.length,
  };
}

async function call(url: string, method: Method, headers: Record<string, string>, body?: unknown) {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { ret?: number; body?: unknown; msg?: string };
  if (res.status !== 200 || json.ret !== 0) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.body;
}

const hasEndpoint = (path: string) => modules.some((m) => m.endpoints.some((e) => e.path === path));

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-bench-'));
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    webDir: undefined,
    timeZone: 'UTC',
    logLevel: 'warn',
    adminPhone: '13800000000',
    adminPassword: 'bench-admin-1',
  };
  const db = openSqlite(path.join(dataDir, 'hangar.db'));
  const cpus = os.cpus();
  log(
    `Hangar API load benchmark — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  log(`${CONNECTIONS} connections, ${SECONDS} s per target after ${WARMUP_SECONDS} s warm-up; data dir ${dataDir}`);

  await migrateToLatest(db);
  await ensureAdministrator(db.kysely, config);
  const seeded = await seed(db);
  const { app } = await buildApp(config, { db, logger: { level: 'warn' } });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ret: 0, msg: '', body: { ok: true } }));

  try {
    const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

    const signed = (await call(`${appUrl}/api/lg`, 'POST', {}, { phone: PHONE, pass: prehashPassword(PASSWORD) })) as {
      token: string;
      cid: number;
    };
    if (signed.cid !== seeded.benchCompany) throw new Error(`signed in to ${signed.cid}, not ${seeded.benchCompany}`);
    const auth = { authorization: `Bearer ${signed.token}` };

    // The Query endpoint under test and its twin written by hand in Kysely (count + page of 20, newest
    // first, the page joining the user's name and avatar as the endpoint does).
    const queryPath = '/api/OperLog/Query';
    if (!hasEndpoint(queryPath)) throw new Error(`${queryPath} is not registered in app.ts`);
    const filterType = ObjType.Plane;
    const queryBody = { filters: [{ name: 'targetType', compare: 'eq', value: filterType }], pageSize: 20 };
    const k = db.kysely;
    const raw = async () => {
      const base = k
        .selectFrom('oper_log')
        .where('oper_log.company_id', '=', seeded.benchCompany)
        .where('oper_log.target_type', '=', filterType);
      const count = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
      const items = await base
        .leftJoin('app_user', 'app_user.id', 'oper_log.user_id')
        .select([
          'oper_log.id',
          'oper_log.target_type',
          'oper_log.target_id',
          'oper_log.user_id',
          'oper_log.job',
          'oper_log.oper_content',
          'oper_log.oper_time',
          'app_user.avatar',
          'app_user.name as user_name',
        ])
        .orderBy('oper_log.id', 'desc')
        .limit(20)
        .execute();
      return { count, items };
    };

    const probe = (await call(`${appUrl}${queryPath}`, 'POST', auth, queryBody)) as {
      totalItems: number;
      items: { id: number }[];
    };
    const rawProbe = await raw();
    const sameIds = JSON.stringify(probe.items.map((i) => i.id)) === JSON.stringify(rawProbe.items.map((i) => i.id));
    if (probe.totalItems !== rawProbe.count.total || !sameIds) {
      throw new Error(`${queryPath} and its raw twin disagree: ${probe.totalItems} vs ${rawProbe.count.total} rows`);
    }
    log(`${queryPath} filter targetType = ${filterType}: ${probe.totalItems} of the company's rows, page of 20`);
    await call(`${appUrl}/api/User/Info`, 'GET', auth);

    const postHeaders = { ...auth, 'content-type': 'application/json' };
    const when = async <T>(key: TargetKey, run: () => Promise<T>): Promise<T | undefined> =>
      SELECTED.has(key) ? run() : undefined;
    log('\nautocannon (load generator in a child process):');
    const bareM = await when('bare', () =>
      measure({ name: 'bare Fastify GET /bare', url: `${bareUrl}/bare`, method: 'GET' }),
    );
    const infoM = await when('info', () =>
      measure({ name: 'GET /api/User/Info', url: `${appUrl}/api/User/Info`, method: 'GET', headers: auth }),
    );
    const queryTarget: Target = {
      name: `POST ${queryPath}`,
      url: `${appUrl}${queryPath}`,
      method: 'POST',
      headers: postHeaders,
      body: JSON.stringify(queryBody),
    };
    const queryM = await when('query', () => measure(queryTarget));
    // One connection: requests one after another, so 1 / throughput is the round-trip latency (autocannon's
    // own latency histogram counts whole milliseconds only).
    const query1 = await when('query1', () =>
      measure({ ...queryTarget, name: `POST ${queryPath}, 1 connection` }, 1, Math.max(3, SECONDS / 2)),
    );
    const query1Ms = query1 ? 1000 / query1.rps : Number.NaN;

    const rawM = await when('raw', () => timeLoop(raw, RAW_SECONDS));
    if (rawM) {
      log(
        `  raw SQL via Kysely (count + page, in-process, one after another): p50 ${rawM.p50.toFixed(2)} ms  ` +
          `p99 ${rawM.p99.toFixed(2)} ms  mean ${rawM.mean.toFixed(2)} ms  (${rawM.count} runs)`,
      );
    }

    // Report (markdown, as recorded in docs/performance.md).
    const pct = (x: number) => `${(x * 100).toFixed(0)} %`;
    const ratio = (x: number) => `${x.toFixed(1)}×`;
    const vsBare = (m: Measured) =>
      bareM
        ? `${pct(m.rps / bareM.rps)} | ${ratio(m.p50 / Math.max(bareM.p50, 1))} | ${ratio(m.p99 / Math.max(bareM.p99, 1))}`
        : ' | | ';
    log('\n| target | req/s | p50 ms | p99 ms | server CPU µs/req | req/s vs bare | p50 vs bare | p99 vs bare |');
    log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of [bareM, infoM, queryM]) {
      if (!m) continue;
      log(
        `| ${m.name} (${CONNECTIONS} conn) | ${m.rps.toFixed(0)} | ${m.p50.toFixed(0)} | ${m.p99.toFixed(0)} | ${m.cpuUs.toFixed(0)} | ` +
          `${vsBare(m)} |`,
      );
    }
    if (query1) {
      log(
        `| ${query1.name} | ${query1.rps.toFixed(0)} | ${query1Ms.toFixed(2)} (mean) | ${query1.p99.toFixed(0)} | ${query1.cpuUs.toFixed(0)} | | | |`,
      );
    }
    if (rawM) {
      log(
        `| raw SQL through Kysely, in-process | ${(1000 / rawM.mean).toFixed(0)} | ${rawM.p50.toFixed(2)} | ${rawM.p99.toFixed(2)} | ${rawM.cpuUs.toFixed(0)} | | | |`,
      );
    }

    const targets: [string, boolean, string][] = [];
    if (queryM && bareM) {
      targets.push(['Query throughput ≥ 25 % of bare', queryM.rps >= 0.25 * bareM.rps, pct(queryM.rps / bareM.rps)]);
    }
    if (queryM) {
      targets.push([
        `Query p99 ≤ 20 ms at ${CONNECTIONS} connections`,
        queryM.p99 <= 20,
        `${queryM.p99.toFixed(0)} ms`,
      ]);
    }
    if (query1 && rawM) {
      targets.push([
        'Query latency ≤ 3× raw SQL (1 connection mean vs raw mean)',
        query1Ms <= 3 * rawM.mean,
        `${ratio(query1Ms / rawM.mean)} (${query1Ms.toFixed(2)} ms vs ${rawM.mean.toFixed(2)} ms)`,
      ]);
    }
    // Issue 18: the cost of an authenticated request, in server CPU per request.
    if (infoM) {
      targets.push(['User/Info server CPU ≤ 100 µs/req', infoM.cpuUs <= 100, `${infoM.cpuUs.toFixed(0)} µs`]);
    }
    if (infoM && bareM) {
      targets.push([
        'User/Info server CPU ≤ 5× the bare route’s',
        infoM.cpuUs <= 5 * bareM.cpuUs,
        `${ratio(infoM.cpuUs / bareM.cpuUs)} (${infoM.cpuUs.toFixed(0)} µs vs ${bareM.cpuUs.toFixed(0)} µs)`,
      ]);
    }
    if (queryM && bareM && rawM) {
      const budget = rawM.cpuUs + bareM.cpuUs;
      targets.push([
        'Query server CPU ≤ 1.5× (raw SQL’s CPU + bare route’s)',
        queryM.cpuUs <= 1.5 * budget,
        `${ratio(queryM.cpuUs / budget)} (${queryM.cpuUs.toFixed(0)} µs vs ${rawM.cpuUs.toFixed(0)} + ${bareM.cpuUs.toFixed(0)} µs)`,
      ]);
    }
    log('\n| target | figure | result |');
    log('|---|---|---|');
    for (const [name, ok, figure] of targets) log(`| ${name} | ${figure} | ${ok ? 'PASS' : 'MISS'} |`);
    const failed = [bareM, infoM, queryM, query1].filter(
      (m): m is Measured => m !== undefined && (m.non2xx > 0 || m.errors > 0),
    );
    if (failed.length) log(`\nWARNING: non-2xx answers or errors in: ${failed.map((m) => m.name).join(', ')}`);
  } finally {
    await bare.close();
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
