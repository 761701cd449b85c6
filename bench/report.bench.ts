import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { addDays, todayIn } from '@hangar/domain/dates';
import { giveLicence } from '@hangar/server/src/modules/qualification';
import type { Db } from '@hangar/server/src/platform/db/database';
import { migrateToLatest } from '@hangar/server/src/platform/db/migrate';
import { fail, log, measure, ms, onEachDialect, signedInApp } from './bench-kit';
import { componentRows } from './components-seed';
import { seedMaintenance } from './maintain-seed';

// Server-made PDFs benchmark (issue 32 "Performance"), through the real app (buildApp, app.inject, a signed-in
// administrator, Chinese: the reader's language by default), on SQLite in a temp data dir, then on PostgreSQL
// when DATABASE_URL or TEST_DATABASE_URL is set:
//   - AircraftReport/Status of an aircraft with BENCH_ITEMS (300) control items, BENCH_COMPONENTS (100)
//     installed components (every tenth life-limited), BENCH_RECORDS (500) signed records and 5 open faults:
//     time and size (targets ≤ 2 s, ≤ 1 MB);
//   - AircraftReport/FleetDue of the fleet (2 such aircraft) within 30 days and within 3650 days (everything);
//   - MaintainTask/ExportPdf and ExportBundle of the aircraft's 500 signed records.
// Prints p50/p95/mean per target and PASS/MISS against the targets (docs/performance.md "Issue 32: reports");
// never fails on a figure.

const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const COMPONENTS = Number(process.env.BENCH_COMPONENTS ?? 100);
const RECORDS = Number(process.env.BENCH_RECORDS ?? 500);
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const PHONE = '13922220032';
const PASSWORD = 'bench-pass-32';
const TZ = 'UTC';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

async function run(db: Db, dataDir: string, label: string) {
  log(`\n## ${label}`);
  await migrateToLatest(db);
  const { planeIds, companyId } = await seedMaintenance(db.kysely, db.dialect, {
    planes: 2,
    items: ITEMS,
    phone: PHONE,
    password: PASSWORD,
    timeZone: TZ,
  });
  const [plane] = planeIds;
  const { id: userId } = await db.kysely
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', PHONE)
    .executeTakeFirstOrThrow();
  const today = todayIn(TZ);
  await giveLicence(db.kysely, companyId, userId, {
    no: 'CAAC-BENCH-1',
    type: 'B1',
    expires: `${addDays(today, 365)} 00:00:00`,
  });
  const { app, post } = await signedInApp(db, dataDir, TZ, PHONE, PASSWORD);
  await post('/api/PlaneBom/Import', { plane, rows: componentRows(COMPONENTS, 'A') });
  const t0 = performance.now();
  for (let i = 1; i <= RECORDS; i++) {
    const rec = await post('/api/MaintainTask/Add', {
      type: 8,
      plane,
      issueCondition: `修理 Repair ${i}`,
      description: `更换左襟翼铰链销 Replaced the left flap hinge pin, record ${i}`,
      flyHours: 0,
      workDate: addDays(today, -RECORDS + i),
      workPerson: userId,
    });
    await post('/api/MaintainTask/Close', { id: rec.json().body.id });
  }
  for (let i = 1; i <= 5; i++) {
    await post('/api/MaintainTask/Add', {
      type: 100,
      plane,
      issueCondition: `故障 Fault ${i}`,
      description: 'Found at the daily check',
      issueDate: today,
    });
  }
  log(
    `aircraft ${plane}: ${ITEMS} control items, ${COMPONENTS} components, ${RECORDS} signed records (seeded in ${ms(performance.now() - t0)} ms), 5 open faults`,
  );

  log('\n| target (app.inject, signed in, zh-CN) | p50 ms | p95 ms | mean ms | size |');
  log('|---|---:|---:|---:|---:|');
  let size = 0;
  const sized = async (label: string, runs: number, url: string, body: unknown) => {
    const s = await measure(label, runs, async () => {
      size = (await post(url, body)).rawPayload.length;
    });
    log(`|   ↳ size | | | | ${kb(size)} |`);
    return { ...s, size };
  };
  const report = await sized(
    `AircraftReport/Status (${ITEMS} items, ${COMPONENTS} components, ${RECORDS} records)`,
    RUNS,
    '/api/AircraftReport/Status',
    { plane },
  );
  const due30 = await sized('AircraftReport/FleetDue, 30 days (2 aircraft)', RUNS, '/api/AircraftReport/FleetDue', {
    days: 30,
  });
  const dueAll = await sized(
    `AircraftReport/FleetDue, 3650 days (2 × ${ITEMS} items)`,
    RUNS,
    '/api/AircraftReport/FleetDue',
    { days: 3650 },
  );
  const history = await sized(
    `MaintainTask/ExportPdf, the aircraft's ${RECORDS} records`,
    Math.min(RUNS, 3),
    '/api/MaintainTask/ExportPdf',
    { plane },
  );
  const bundle = await sized(
    `MaintainTask/ExportBundle, the aircraft's ${RECORDS} records`,
    Math.min(RUNS, 3),
    '/api/MaintainTask/ExportBundle',
    { plane },
  );

  log('\n| target | figure | result |');
  log('|---|---|---|');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  log(`| Status report ≤ 2 s | p95 ${ms(report.p95)} ms | ${verdict(report.p95 <= 2000)} |`);
  log(`| Status report ≤ 1 MB | ${kb(report.size)} | ${verdict(report.size <= 1024 * 1024)} |`);
  log(`| Fleet due list, 30 days | p95 ${ms(due30.p95)} ms, ${kb(due30.size)} | — |`);
  log(`| Fleet due list, everything | p95 ${ms(dueAll.p95)} ms, ${kb(dueAll.size)} | — |`);
  log(`| History PDF of ${RECORDS} records | p95 ${ms(history.p95)} ms, ${kb(history.size)} | — |`);
  log(`| History bundle of ${RECORDS} records | p95 ${ms(bundle.p95)} ms, ${kb(bundle.size)} | — |`);
  await app.close();
}

async function main() {
  log(`# Reports benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`);
  await onEachDialect('report', run);
}

main().catch(fail);
