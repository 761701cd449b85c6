import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { addDays, todayIn } from '@hangar/domain/dates';
import { serverModules } from '@hangar/server/src/app';
import { loadConfig } from '@hangar/server/src/config';
import { recomputeStatus } from '@hangar/server/src/modules/plane-status';
import { dailyTick } from '@hangar/server/src/modules/plane-status/plane-status.service';
import type { Db } from '@hangar/server/src/platform/db/database';
import { migrateToLatest } from '@hangar/server/src/platform/db/migrate';
import { memoryPublisher } from '@hangar/server/src/platform/realtime/publisher';
import { buildRegistry } from '@hangar/server/src/platform/registry';
import { fail, log, measure, ms, onEachDialect } from './bench-kit';
import { seedMaintenance } from './maintain-seed';

// Aircraft status benchmark (issue 32, docs/performance.md "Issue 32: aircraft status"): one operator with
// BENCH_PLANES aircraft (1,000) of BENCH_ITEMS control items each (100; executions spread so that part of them are
// overdue), then
//   - the daily tick at the start of each of BENCH_DAYS (7) successive days: the claim and every aircraft's status
//     recomputed (every module's reasons read for the company at once, only what changed written); the first
//     tick stores every status from scratch;
//   - one aircraft's recompute, what every write that changes a reason adds to its transaction.
// On SQLite in a temp data dir, then on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set. Prints figures
// and PASS/MISS against the targets below; never fails on a figure.

const PLANES = Number(process.env.BENCH_PLANES ?? 1000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100);
const DAYS = Number(process.env.BENCH_DAYS ?? 7);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const TZ = 'UTC';
/** Targets: a day's recompute of 1,000 aircraft ≤ 2 s; one aircraft's (in a write's transaction) ≤ 5 ms. */
const TICK_TARGET_MS = 2000;
const ONE_TARGET_MS = 5;

async function run(db: Db, dataDir: string, label: 'SQLite' | 'PostgreSQL') {
  log(`\n## ${label}`);
  await migrateToLatest(db);
  const { companyId, planeIds, seconds } = await seedMaintenance(db.kysely, db.dialect, {
    planes: PLANES,
    items: ITEMS,
    phone: '13922230000',
    password: 'bench-pass-1',
    timeZone: TZ,
  });
  log(`seeded ${PLANES.toLocaleString('en-US')} aircraft × ${ITEMS} items in ${seconds.toFixed(1)} s`);
  const config = { ...loadConfig({}), dataDir, webDir: undefined, timeZone: TZ };
  const deps = { db, config, publisher: memoryPublisher(), registry: buildRegistry(serverModules) };
  const today = todayIn(TZ);

  log('\n| daily tick (claim + every aircraft) | ms | aircraft whose status changed | unserviceable after |');
  log('|---|---:|---:|---:|');
  const ticks: number[] = [];
  for (let d = 0; d < DAYS; d++) {
    const day = addDays(today, d);
    const t0 = performance.now();
    const result = await dailyTick(deps, new Date(`${day}T00:00:01Z`));
    const took = performance.now() - t0;
    if (!result.claimed) throw new Error(`the tick of ${day} was not claimed`);
    if (d > 0) ticks.push(took);
    const grounded = await db.kysely
      .selectFrom('plane_entity')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('air_status', '=', 3)
      .executeTakeFirstOrThrow();
    log(
      `| ${day}${d === 0 ? ' (first: every status stored)' : ''} | ${ms(took)} | ${result.changed} | ${grounded.n} |`,
    );
  }
  const second = await dailyTick(deps, new Date(`${addDays(today, DAYS - 1)}T12:00:00Z`));
  log(`a second tick the same day: claimed ${second.claimed}`);

  log('\n| target | p50 ms | p95 ms | mean ms |');
  log('|---|---:|---:|---:|');
  const planeId = planeIds[Math.floor(PLANES / 2)];
  const one = await measure(`one aircraft's recompute (${ITEMS} items), in a transaction`, RUNS, async () => {
    await db.kysely.transaction().execute((trx) => recomputeStatus({ db: trx, deps }, companyId, [planeId], today));
  });
  const sorted = [...ticks].sort((x, y) => x - y);
  const tickP50 = sorted[Math.floor(sorted.length / 2)] ?? 0;
  log('\n| target | figure | result |');
  log('|---|---|---|');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  log(
    `| daily tick of ${PLANES.toLocaleString('en-US')} aircraft ≤ ${TICK_TARGET_MS} ms, median of days 2–${DAYS} (${label}) | ${ms(tickP50)} ms | ${verdict(tickP50 <= TICK_TARGET_MS)} |`,
  );
  log(
    `| one aircraft's recompute ≤ ${ONE_TARGET_MS} ms, p50 (${label}) | ${ms(one.p50)} ms | ${verdict(one.p50 <= ONE_TARGET_MS)} |`,
  );
}

async function main() {
  log(`# Aircraft status benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`);
  await onEachDialect('status', run);
}

main().catch(fail);
