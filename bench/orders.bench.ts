import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CardSource, CardState, OrderState } from '@hangar/domain/contracts/orders';
import { addDays, todayIn } from '@hangar/domain/dates';
import { insertCards, insertOrder } from '@hangar/server/src/modules/production-order/production-order.repo';
import { giveLicence } from '@hangar/server/src/modules/qualification';
import type { Db } from '@hangar/server/src/platform/db/database';
import { migrateToLatest } from '@hangar/server/src/platform/db/migrate';
import { fail, log, measure, ms, onEachDialect, signedInApp } from './bench-kit';
import { seedMaintenance } from './maintain-seed';

// Production orders benchmark (issue 33, docs/performance.md "Issue 33: production orders"), through the real HTTP
// API on one operator of BENCH_PLANES aircraft (10) with BENCH_ITEMS control items each (240, of which some have no due):
//   - building an order of BENCH_ORDER_CARDS (200) cards from the due list: Add, Candidates (the horizon takes every item) and
//     AddCards of every control item (each a card with its step), timed together;
//   - closing it: every step signed and the order inspected first (untimed), then Close — 200 records written,
//     each control item executed, each record signed and chained, the certificate of release to service;
//   - the order list over BENCH_ORDERS orders (1,000) of BENCH_CARDS cards (50): Query's first page (20 rows with
//     their aircraft, cards, cards done and estimated hours), p50 of BENCH_RUNS calls.
// On SQLite in a temp data dir, then on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set. Prints figures
// and PASS/MISS against the targets below; never fails on a figure.

const PLANES = Number(process.env.BENCH_PLANES ?? 10);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 240);
/** Cards of the order built from the due list. */
const ORDER_CARDS = Number(process.env.BENCH_ORDER_CARDS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const CARDS = Number(process.env.BENCH_CARDS ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const TZ = 'UTC';
/** Targets: building an order of 200 cards ≤ 1 s, closing it ≤ 2 s, the order list ≤ 100 ms. */
const BUILD_TARGET_MS = 1000;
const CLOSE_TARGET_MS = 2000;
const LIST_TARGET_MS = 100;

async function run(db: Db, dataDir: string, label: 'SQLite' | 'PostgreSQL') {
  log(`\n## ${label}`);
  await migrateToLatest(db);
  const phone = '13922240000';
  const password = 'bench-pass-1';
  const { companyId, planeIds, seconds } = await seedMaintenance(db.kysely, db.dialect, {
    planes: PLANES,
    items: ITEMS,
    phone,
    password,
    timeZone: TZ,
  });
  log(`seeded ${PLANES} aircraft × ${ITEMS} items in ${seconds.toFixed(1)} s`);
  // The administrator signs: a licence on file.
  for (const e of await db.kysely
    .selectFrom('employ')
    .select('user_id')
    .where('company_id', '=', companyId)
    .execute()) {
    if (e.user_id !== null) await giveLicence(db.kysely, companyId, e.user_id, { no: 'BENCH-001', type: 'B1' });
  }
  const { app, post } = await signedInApp(db, dataDir, TZ, phone, password);
  const today = todayIn(TZ);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  try {
    const plane = planeIds[0];
    // Building: the planner's three calls.
    const t0 = performance.now();
    const order = (
      await post('/api/ProductionOrder/Add', {
        plane,
        title: 'Bench C check',
        plannedStart: today,
        plannedEnd: addDays(today, 10),
      })
    ).json().body as { id: number };
    const candidates = (
      await post('/api/ProductionOrder/Candidates', { plane, days: 3660, hours: 100_000, landings: 1_000_000 })
    ).json().body as { source: number; id: number }[];
    const ctrl = candidates
      .filter((c) => c.source === CardSource.Ctrl)
      .map((c) => c.id)
      .slice(0, ORDER_CARDS);
    const detail = (await post('/api/ProductionOrder/AddCards', { id: order.id, ctrl })).json().body as {
      cardList: { steps: { id: number }[] }[];
    };
    const build = performance.now() - t0;
    log(`built an order of ${detail.cardList.length} cards (${candidates.length} candidates) in ${ms(build)} ms`);

    // Working it (untimed): release, every step signed, the final inspection.
    await post('/api/ProductionOrder/Release', { id: order.id });
    for (const card of detail.cardList) {
      for (const step of card.steps) await post('/api/ProductionOrder/SignStep', { step: step.id });
    }
    // The performer is the inspector here: no RII in the control items' cards.
    await post('/api/ProductionOrder/Inspect', { id: order.id });
    const t1 = performance.now();
    await post('/api/ProductionOrder/Close', { id: order.id });
    const close = performance.now() - t1;
    log(`closed it (${detail.cardList.length} records and the CRS signed) in ${ms(close)} ms`);

    // The list: ORDERS orders of CARDS cards each over the fleet, inserted directly.
    const t2 = performance.now();
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < ORDERS; i++) {
        const id = await insertOrder(trx, companyId, {
          plane: planeIds[i % planeIds.length],
          seri: `WO-BENCH-${String(i).padStart(5, '0')}`,
          title: `Bench order ${i}`,
          plannedStart: `${addDays(today, i % 300)} 00:00:00`,
          plannedEnd: `${addDays(today, (i % 300) + 3)} 00:00:00`,
          state: i % 5 === 0 ? OrderState.Closed : OrderState.Released,
          createdAt: `${today} 00:00:00`,
        });
        await insertCards(
          trx,
          companyId,
          Array.from({ length: CARDS }, (_, c) => ({
            order: id,
            plane: planeIds[i % planeIds.length],
            seq: c + 1,
            source: CardSource.Manual,
            name: `Card ${c + 1}`,
            files: [],
            estimatedHours: 1.5,
            state: c % 3 === 0 ? CardState.Done : CardState.Open,
            steps: [],
          })),
        );
      }
    });
    log(`inserted ${ORDERS.toLocaleString('en-US')} orders × ${CARDS} cards in ${ms(performance.now() - t2)} ms`);
    log('\n| target | p50 ms | p95 ms | mean ms |');
    log('|---|---:|---:|---:|');
    const list = await measure(`Query, first page of ${ORDERS + 1} orders`, RUNS, async () => {
      await post('/api/ProductionOrder/Query', { page: 1, pageSize: 20 });
    });
    const filtered = await measure('Query, one aircraft’s released orders', RUNS, async () => {
      await post('/api/ProductionOrder/Query', {
        filters: [
          { name: 'plane', compare: 'eq', value: planeIds[1] },
          { name: 'state', compare: 'eq', value: OrderState.Released },
        ],
      });
    });

    log('\n| target | figure | result |');
    log('|---|---|---|');
    log(
      `| building an order of ${detail.cardList.length} cards from the due list ≤ ${BUILD_TARGET_MS} ms (${label}) | ${ms(build)} ms | ${verdict(build <= BUILD_TARGET_MS)} |`,
    );
    log(
      `| closing it (${detail.cardList.length} records and the CRS) ≤ ${CLOSE_TARGET_MS} ms (${label}) | ${ms(close)} ms | ${verdict(close <= CLOSE_TARGET_MS)} |`,
    );
    log(
      `| the order list over ${ORDERS.toLocaleString('en-US')} orders of ${CARDS} cards ≤ ${LIST_TARGET_MS} ms, p50 (${label}) | ${ms(list.p50)} ms | ${verdict(list.p50 <= LIST_TARGET_MS)} |`,
    );
    log(`| one aircraft's released orders, p50 (${label}) | ${ms(filtered.p50)} ms | — |`);
  } finally {
    await app.close();
  }
}

async function main() {
  log(`# Production orders benchmark — ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs`);
  await onEachDialect('orders', run);
}

main().catch(fail);
