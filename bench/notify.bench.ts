import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Db } from '@hangar/server/src/platform/db/database';
import { migrateToLatest } from '@hangar/server/src/platform/db/migrate';
import { sql } from 'kysely';
import { fail, log, ms, onEachDialect, signedInApp, stats } from './bench-kit';
import { type NotifySeeded, resetNotices, seedNotify } from './notify-seed';

// Notices to aircraft benchmark (issue 15 "Work cards and notices", docs/performance.md): one AD notified to
// BENCH_PLANES aircraft (500) of BENCH_OPERATORS operator companies (20), each aircraft with BENCH_ITEMS control
// items (30) of the maintain bench's realistic time rules (maintain-seed.ts), through the real app (buildApp,
// app.inject, the model manager's administrator signed in):
//   - PlaneNotice/DoNoticeMany for all the rows in one call, BENCH_RUNS times (5): each run creates every
//     aircraft's control item from the AD's maintenance item and refreshes its due (the rows and control items
//     are reset, untimed, between runs); total ms, per-aircraft ms;
//   - PlaneNotice/RemoveNoticeMany for all the rows after each run (disables the never-executed items);
//   - for comparison, the same 500 notices as 500 DoNotice calls in sequence (once).
// On SQLite in a temp data dir, then on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a fresh
// database, dropped at the end). Prints PASS/MISS against the 2 s target; never fails on a figure.

const PLANES = Number(process.env.BENCH_PLANES ?? 500);
const OPERATORS = Number(process.env.BENCH_OPERATORS ?? 20);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 30);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PHONE = '13955556666';
const PASSWORD = 'bench-pass-1';
const TZ = 'UTC';

async function counts(db: Db, seeded: NotifySeeded) {
  const notified = await db.kysely
    .selectFrom('plane_notice')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', seeded.noticeIds)
    .where('state', '=', 1)
    .executeTakeFirstOrThrow();
  const controls = await db.kysely
    .selectFrom('maintain_ctrl')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('maintain_item_id', '=', seeded.itemId)
    .where('disabled', '=', 0)
    .executeTakeFirstOrThrow();
  return { notified: Number(notified.n), controls: Number(controls.n) };
}

async function run(db: Db, dataDir: string, label: string) {
  log(`\n## ${label}`);
  await migrateToLatest(db);
  const t0 = performance.now();
  const seeded = await seedNotify(db.kysely, db.dialect, {
    planes: PLANES,
    items: ITEMS,
    operators: OPERATORS,
    phone: PHONE,
    password: PASSWORD,
    timeZone: TZ,
  });
  log(
    `\nSeeded ${seeded.planes} aircraft of one model in ${seeded.operators} operator companies, ${ITEMS} control items each, one AD card (category 2) and ${seeded.noticeIds.length} applicable rows in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
  );
  const { app, post } = await signedInApp(db, dataDir, TZ, PHONE, PASSWORD);
  const ids = seeded.noticeIds;
  const body = { ids, instructId: seeded.cardId };
  // Warm-up: one batch on a small slice (compiles the paths), then back to the start.
  await post('/api/PlaneNotice/DoNoticeMany', { ids: ids.slice(0, 10), instructId: seeded.cardId });
  await resetNotices(db.kysely, seeded);

  log(`\n| run | DoNoticeMany, ${ids.length} aircraft (ms) | per aircraft (ms) | RemoveNoticeMany (ms) |`);
  log('|---|---|---|---|');
  const many: number[] = [];
  const removes: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const a = performance.now();
    const res = await post('/api/PlaneNotice/DoNoticeMany', body);
    const took = performance.now() - a;
    const answered = (res.json().body as unknown[]).length;
    const after = await counts(db, seeded);
    if (answered !== ids.length || after.notified !== ids.length || after.controls !== ids.length) {
      throw new Error(`run ${r + 1}: answered ${answered}, notified ${after.notified}, controls ${after.controls}`);
    }
    const b = performance.now();
    await post('/api/PlaneNotice/RemoveNoticeMany', { ids });
    const removed = performance.now() - b;
    if ((await counts(db, seeded)).controls !== 0) throw new Error(`run ${r + 1}: controls left enabled`);
    many.push(took);
    removes.push(removed);
    log(`| ${r + 1} | ${ms(took)} | ${ms(took / ids.length)} | ${ms(removed)} |`);
    await resetNotices(db.kysely, seeded);
  }
  const s = stats(many);
  const sr = stats(removes);
  log(`| p50 | ${ms(s.p50)} | ${ms(s.p50 / ids.length)} | ${ms(sr.p50)} |`);

  // The same notices as single calls, one after the other.
  const single: number[] = [];
  const c = performance.now();
  for (const id of ids) {
    const a = performance.now();
    await post('/api/PlaneNotice/DoNotice', { id, instructId: seeded.cardId });
    single.push(performance.now() - a);
  }
  const singleTotal = performance.now() - c;
  const one = stats(single);
  log(
    `\n${ids.length} × DoNotice in sequence: ${ms(singleTotal)} ms in all; per call p50 ${ms(one.p50)} ms, p95 ${ms(one.p95)} ms.`,
  );
  const logs = await db.kysely
    .selectFrom('oper_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', seeded.managerId)
    .where('job', '=', 'DoNoticeMany')
    .executeTakeFirstOrThrow();
  log(`Manager's log rows of DoNoticeMany: ${Number(logs.n)} (one per call, warm-up included).`);
  if (db.dialect === 'sqlite') {
    const size = await sql<{ n: number }>`select count(*) as n from maintain_ctrl`.execute(db.kysely);
    log(`maintain_ctrl rows: ${size.rows[0].n}.`);
  }
  log('\n| target | figure | result |');
  log('|---|---|---|');
  log(
    `| DoNoticeMany, ${ids.length} aircraft of ${OPERATORS} operators, ≤ 2 s (p50 of ${RUNS}) | ${ms(s.p50)} ms | ${s.p50 <= 2000 ? 'PASS' : 'MISS'} |`,
  );
  await app.close();
}

async function main() {
  log(`# Notices benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`);
  await onEachDialect('notify', run);
}

main().catch(fail);
