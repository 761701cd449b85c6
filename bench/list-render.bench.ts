import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { buildApp } from '@hangar/server/src/app';
import { openSqlite } from '@hangar/server/src/platform/db/database';
import { migrateToLatest } from '@hangar/server/src/platform/db/migrate';
import type { BrowserContext, Page } from 'playwright-core';
import { FIRST_LOAD_DELAY_MS, MAINTAIN_PAGE_SIZE } from '../packages/web/src/features/maintenance/use-delayed';
import {
  checkPrerequisites,
  clickT0,
  fail,
  launchChromium,
  loadAverage,
  log,
  longTasksWithin,
  MARK_SCROLLED,
  ms,
  type ProbeClick,
  type ProbeFillWatch,
  probedContext,
  probeScript,
  settle,
  signIn,
  startCpuProfile,
  startWebApp,
  stats,
  VIEWPORT,
  waitInPage,
} from './browser-kit';
import { seedMaintenance } from './maintain-seed';

// Maintenance-list rendering benchmark ("Performance": the 200-row maintenance list rendered interactive
// in headless Chromium within 1.5 s). Needs the built web app (packages/web/dist: `npm run build`) and Debian's
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium); builds and downloads nothing.
//
// The real app (buildApp, serving packages/web/dist; browser-kit.ts, shared with lists-render.bench.ts) listens on
// 127.0.0.1 in this process, on a temp SQLite data dir seeded with one operator, one aircraft and ITEMS (300)
// control items (maintain-seed.ts, the same data as maintain.bench.ts). A headless Chromium signs in through /login, then for each scenario runs WARMUPS + RUNS
// openings of the aircraft's maintenance list, each from a freshly loaded page:
//   - view, link: /plane/entity?plane=<id> loaded (the whole app starts; t0 = navigation start);
//   - view, click: the tail number clicked on the loaded aircraft screen (t0 = the click's event time);
//   - config: 维修配置 clicked on the loaded aircraft screen (editable list with drag handles, in-place edits).
// Marks, from the page's own clock: the MaintainCtrl/Query request sent (after the spec's 500 ms first-load delay)
// and answered; the page's 200 rows in the DOM with the first screen of them rendered (rows whose cells are not
// rendered yet are placeholders, class hangar-row-pending: features/maintenance/lazy-rows.tsx) and painted; then,
// as soon as the rows exist, the list's body scrolled to its end as a user would, and a real mouse click (through
// Chromium's input pipeline) on the fixed-date rule chip of the last row holding one (row 199 of 200), once that
// row is rendered and the chip stands still, handled by the page; in config mode that click answers
// 该项始终生效，无需选择 (nothing is written). "Rendered interactive" is the latest of first screen painted, click
// handled and answer shown. Also: the rows with their cells at that paint, when every row has them (the
// background fill), and the frames until then in which a column's width changed or the rows in view (with their
// cells) moved with no scroll (a layout shift under the user's pointer; both should be 0). Not counted: the frame
// in which placeholder rows just scrolled into view get their cells (their real heights differ). Prints p50 / p95 / max per mark, PASS / MISS of "query answered → rendered interactive"
// against 300 ms (issue 18) and of rendered interactive against 1.5 s (issue 6), with the delay and without it
// (minus FIRST_LOAD_DELAY_MS); never fails on a figure.
// Only 127.0.0.1 is contacted (Chromium cannot resolve any host name).
// Settings: BENCH_RUNS (10), BENCH_WARMUPS (2), BENCH_ONLY (scenario keys, comma-separated: view-link,
// view-click, config), BENCH_PROFILE (path prefix: one more opening per scenario recorded as a .cpuprofile),
// CHROMIUM_PATH.

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** BENCH_PROFILE=<path prefix>: one more opening per scenario under the CPU profiler, written as .cpuprofile. */
const PROFILE = process.env.BENCH_PROFILE;
const WARMUPS = Number(process.env.BENCH_WARMUPS ?? 2);
const ITEMS = 300;
const TARGET_MS = 1500;
/** Issue 18: from the query's answer to rendered interactive. */
const AFTER_DATA_TARGET_MS = 300;
const PHONE = '13922220001';
const PASSWORD = 'bench-pass-1';
const TZ = 'UTC';

/** The list's body rows in the drawer (the aircraft table behind it has its own). */
const ROW_SELECTOR = '.ant-drawer .ant-table-tbody > tr[data-row-key]';
/** The rule the interactivity click aims at: the seed's fixed-date rule (a click never writes it). */
const FIXED_RULE = 'Fixed';
const MESSAGE_SELECTOR = '.ant-message-notice';
/** The list's scroll body in the drawer. */
const BODY_SELECTOR = '.ant-drawer .ant-table-body';
/** A row whose cells are not rendered yet (features/maintenance/lazy-rows.tsx) is a placeholder of this class. */
const PENDING_CLASS = 'hangar-row-pending';

/**
 * The in-page probe (browser-kit.ts): the 200 rows watched with the first screen of them rendered and the fill
 * followed; clicks tagged by their rule chip.
 */
const PROBE = probeScript({
  rowSelector: ROW_SELECTOR,
  rows: MAINTAIN_PAGE_SIZE,
  tagAttribute: 'data-rule',
  messageSelector: MESSAGE_SELECTOR,
  autoStartParam: 'plane',
  fill: { pendingClass: PENDING_CLASS, bodySelector: BODY_SELECTOR },
});

interface ProbeReport {
  watch: ProbeFillWatch | null;
  clicks: ProbeClick[];
  longTasks: [number, number][];
  queries: { startTime: number; responseEnd: number }[];
  totalText: string;
}

const REPORT = `(() => {
  const b = window.__bench;
  const queries = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.endsWith('/api/MaintainCtrl/Query'))
    .map((e) => ({ startTime: e.startTime, responseEnd: e.responseEnd }));
  const total = document.querySelector('.ant-drawer .ant-pagination-total-text');
  return { watch: b.watch, clicks: b.clicks, longTasks: b.longTasks, queries, totalText: total ? total.textContent : '' };
})()`;

/** One opening, in ms from t0 (the navigation start or the opening click). */
interface Sample {
  /** MaintainCtrl/Query sent: includes the 500 ms first-load delay. */
  query: number;
  /** Its response received. */
  response: number;
  /** The page's 200 rows in the DOM with the first screen of them rendered (the frame that first has them). */
  rows: number;
  /** The list's body scrolled to its end (as soon as the rows exist). */
  scrolled: number;
  /** The row of the chip clicked (1-based). */
  chipRow: number;
  /** Rows with their cells when the first screen was painted. */
  shownAtPaint: number;
  /** Every row of the page with its cells (the background fill done); NaN if not within 10 s. */
  allRendered: number;
  /** Frames, from the first screen to the fill's end, in which a column's width changed. */
  widthChanges: number;
  /** Frames, from the first screen to the fill's end, in which the rows in view moved with no scroll. */
  rowMoves: number;
  /** That frame and the work queued behind it done (a timer set in its animation-frame callback ran). */
  painted: number;
  /** The click on the last rows' fixed-date chip handled (its event reached the page). */
  clicked: number;
  /** Config mode: the chip's answer (a message) in the DOM; view mode: null (the chips are read-only). */
  answered: number | null;
  /** Rendered interactive: the latest of painted, clicked and answered. */
  ready: number;
  /** Long tasks (≥ 50 ms) between t0 and ready: summed and the longest. */
  longTasksMs: number;
  longestTaskMs: number;
}

interface Scenario {
  key: string;
  title: string;
  mode: 'view' | 'config';
  /** Opens the list; returns t0 on the page's clock. */
  open(page: Page): Promise<number>;
}

async function onAircraftScreen(page: Page, planeName: string) {
  await page.goto('/plane/entity');
  await page.getByRole('button', { name: planeName, exact: true }).waitFor();
  await settle(page);
  await page.evaluate('window.__bench.start()');
}

const ROWS_THERE = `document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)}).length >= ${MAINTAIN_PAGE_SIZE}`;

/**
 * What a user does to reach the end of the page: the list's scroll body scrolled to its bottom (the page's
 * time of it is answered). Rows rendered near the view (lazy-rows) then get their cells.
 */
const SCROLL_TO_END = `(() => {
  const body = document.querySelector(${JSON.stringify(BODY_SELECTOR)});
  if (body) body.scrollTop = body.scrollHeight;
  ${MARK_SCROLLED}
  return performance.now();
})()`;

/**
 * The last row of the page has its cells (not a placeholder) and the last fixed-date chip has stayed in the same
 * place for two frames (rows rendered above it may still move it: a user aims at a chip that stands still).
 */
const LAST_ROW_STILL = `(() => {
  const rows = document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)});
  const last = rows[rows.length - 1];
  if (!last || last.classList.contains(${JSON.stringify(PENDING_CLASS)}) || !last.querySelector('td + td')) return false;
  const chips = document.querySelectorAll(${JSON.stringify(`${ROW_SELECTOR} [data-rule="${FIXED_RULE}"]`)});
  const chip = chips[chips.length - 1];
  if (!chip) return false;
  const r = chip.getBoundingClientRect();
  const at = [r.left, r.top].join();
  const b = window.__bench;
  b.still = b.still && b.still.at === at ? { at, frames: b.still.frames + 1 } : { at, frames: 0 };
  return b.still.frames >= 2;
})()`;

/**
 * The fixed-date chip of the last row holding one (row 198 of 200 in config mode), brought into view if needed;
 * its centre in the viewport, for a mouse click with no Playwright actionability round trips, and its row's
 * position on the page.
 */
const CHIP_TARGET = `(() => {
  const chips = document.querySelectorAll(${JSON.stringify(`${ROW_SELECTOR} [data-rule="${FIXED_RULE}"]`)});
  const chip = chips[chips.length - 1];
  // Centred sideways too: the pinned action column covers the right of the table at 1280 px.
  chip.scrollIntoView({ block: 'nearest', inline: 'center' });
  ${MARK_SCROLLED}
  const r = chip.getBoundingClientRect();
  const rows = Array.from(document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)}));
  const row = rows.indexOf(chip.closest('tr')) + 1;
  return { x: r.left + Math.min(r.width / 2, 20), y: r.top + r.height / 2, at: performance.now(), row };
})()`;

interface ChipTarget {
  x: number;
  y: number;
  /** Page time when the target was found (the rows just there). */
  at: number;
  /** Its row's position on the page (1-based). */
  row: number;
}

/** Clicks that missed the chip because the rows moved under the pointer (counted over the whole run). */
let misses = 0;

async function measureOnce(page: Page, scenario: Scenario): Promise<Sample> {
  const t0 = await scenario.open(page);
  // As soon as the page's rows exist, the user scrolls to its end and clicks the last rows' chip once it is
  // there: the click is handled when the page is free.
  await waitInPage(page, ROWS_THERE);
  const scrolledAt = (await page.evaluate(SCROLL_TO_END)) as number;
  // A click that a moving row made miss is aimed again (at most 10 times), as a user would; counted.
  let target = await waitInPage<ChipTarget>(page, LAST_ROW_STILL, CHIP_TARGET);
  for (let aim = 1; ; aim++) {
    if (target.row < MAINTAIN_PAGE_SIZE - 5) throw new Error(`the last fixed-date chip is on row ${target.row}`);
    await page.mouse.click(target.x, target.y);
    const clicks = (await page.evaluate('window.__bench.clicks')) as ProbeClick[];
    if (clicks.some((c) => c.at >= target.at && c.tag === FIXED_RULE) || aim === 10) break;
    misses++;
    target = await waitInPage<ChipTarget>(page, LAST_ROW_STILL, CHIP_TARGET);
  }
  // A miss is reported below with what the click hit.
  if (scenario.mode === 'config')
    await page
      .locator(MESSAGE_SELECTOR)
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
  await waitInPage(page, 'window.__bench.watch && window.__bench.watch.paintedAt !== null');
  // The background fill's end (every row with its cells), up to 10 s; the marks above are already taken.
  await waitInPage(page, 'window.__bench.watch.allAt !== null', 'true', 10_000).catch(() => {});
  const report = (await page.evaluate(REPORT)) as ProbeReport;
  const watch = report.watch;
  if (!watch || watch.rowsAt === null || watch.paintedAt === null) throw new Error('the rows were not seen');
  if (watch.count !== MAINTAIN_PAGE_SIZE)
    throw new Error(`${watch.count} rows rendered, ${MAINTAIN_PAGE_SIZE} expected`);
  const click = report.clicks.find((c) => c.at >= target.at);
  if (!click) throw new Error('the click on the rule chip was not handled');
  if (click.tag !== FIXED_RULE)
    throw new Error(
      `the click at ${target.x}, ${target.y} missed the rule chip (hit ${JSON.stringify(report.clicks.slice(-3))})`,
    );
  if (scenario.mode === 'config' && click.answeredAt === null) throw new Error('the rule chip did not answer');
  const query = report.queries.find((q) => q.startTime >= t0 - 1);
  if (!query) throw new Error('no MaintainCtrl/Query request after t0');
  const clicked = click.at - t0;
  const answered = click.answeredAt === null ? null : click.answeredAt - t0;
  const painted = watch.paintedAt - t0;
  const ready = Math.max(painted, clicked, answered ?? 0);
  const tasks = longTasksWithin(report.longTasks, t0, ready);
  return {
    query: query.startTime - t0,
    response: query.responseEnd - t0,
    rows: watch.rowsAt - t0,
    painted,
    scrolled: scrolledAt - t0,
    chipRow: target.row,
    shownAtPaint: watch.shownAtPaint,
    allRendered: watch.allAt === null ? Number.NaN : watch.allAt - t0,
    widthChanges: watch.widthChanges,
    rowMoves: watch.rowMoves,
    clicked,
    answered,
    ready,
    longTasksMs: tasks.summed,
    longestTaskMs: tasks.longest,
  };
}

/** The probe's own delay: from finding the chip to the page handling the click, on an idle page. */
async function idleClickLatency(page: Page): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 5; i++) {
    await settle(page);
    const target = await waitInPage<ChipTarget>(page, LAST_ROW_STILL, CHIP_TARGET);
    await page.mouse.click(target.x, target.y);
    const clicks = (await page.evaluate('window.__bench.clicks')) as ProbeClick[];
    const handled = clicks.find((c) => c.at >= target.at && c.tag === FIXED_RULE);
    if (handled) out.push(handled.at - target.at);
  }
  return out;
}

function printScenario(title: string, samples: Sample[], mode: 'view' | 'config') {
  log(`\n### ${title} — ${samples.length} runs (ms from t0)\n`);
  log('| mark | p50 | p95 | max |');
  log('|---|---:|---:|---:|');
  type Mark = [string, (s: Sample) => number];
  const answeredMark: Mark = ['chip answered (message shown)', (s) => s.answered ?? Number.NaN];
  const marks: Mark[] = [
    [`MaintainCtrl/Query sent (after the ${FIRST_LOAD_DELAY_MS} ms delay)`, (s) => s.query],
    ['its response received (query answered)', (s) => s.response],
    [`${MAINTAIN_PAGE_SIZE} rows in the DOM, the first screen of them rendered`, (s) => s.rows],
    ['first screen painted (frame and queued work done)', (s) => s.painted],
    ['rows with their cells at that paint (count)', (s) => s.shownAtPaint],
    ['list scrolled to its end (as soon as the rows exist)', (s) => s.scrolled],
    ['click on the last rows handled', (s) => s.clicked],
    ...(mode === 'config' ? [answeredMark] : []),
    ['**rendered interactive**', (s) => s.ready],
    [`rendered interactive without the delay (− ${FIRST_LOAD_DELAY_MS} ms)`, (s) => s.ready - FIRST_LOAD_DELAY_MS],
    ['query sent → rendered interactive', (s) => s.ready - s.query],
    ['**query answered → rendered interactive**', (s) => s.ready - s.response],
    ['response → first screen in the DOM', (s) => s.rows - s.response],
    [`all ${MAINTAIN_PAGE_SIZE} rows with their cells (background fill done)`, (s) => s.allRendered],
    ['frames in which a column width changed while the rows filled in (count)', (s) => s.widthChanges],
    [
      'frames in which rows in view with their cells moved (no scroll) while the rows filled in (count)',
      (s) => s.rowMoves,
    ],
    ['row of the chip clicked (of the page)', (s) => s.chipRow],
    ['long tasks t0 → interactive, summed', (s) => s.longTasksMs],
    ['the longest task', (s) => s.longestTaskMs],
  ];
  for (const [label, of] of marks) {
    const s = stats(samples.map(of));
    log(`| ${label} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`);
  }
  return {
    ready: stats(samples.map((s) => s.ready)),
    without: stats(samples.map((s) => s.ready - FIRST_LOAD_DELAY_MS)),
    afterData: stats(samples.map((s) => s.ready - s.response)),
  };
}

async function main() {
  checkPrerequisites();
  const cpus = os.cpus();
  log(
    `# Maintenance list rendering benchmark — ${new Date().toISOString()}, ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  log(`load average at start: ${loadAverage()}`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-bench-render-'));
  const db = openSqlite(path.join(dataDir, 'hangar.db'));
  let app: Awaited<ReturnType<typeof buildApp>>['app'] | undefined;
  let context: BrowserContext | undefined;
  const browser = await launchChromium();
  // Whatever happens, stop in bounded time.
  const watchdog = setTimeout(() => {
    process.stderr.write('the benchmark did not finish within 15 minutes; stopping\n');
    void browser.close().finally(() => process.exit(1));
  }, 15 * 60_000);
  watchdog.unref();
  try {
    await migrateToLatest(db);
    const seeded = await seedMaintenance(db.kysely, db.dialect, {
      planes: 1,
      items: ITEMS,
      phone: PHONE,
      password: PASSWORD,
      timeZone: TZ,
    });
    const planeId = seeded.planeIds[0];
    const planeName = seeded.planeNames[0];
    let baseURL: string;
    ({ app, baseURL } = await startWebApp(db, dataDir, TZ));
    log(
      `server ${baseURL} (buildApp in this process, SQLite); aircraft ${planeName} with ${ITEMS} control items; ` +
        `Chromium ${browser.version()} headless, viewport ${VIEWPORT.width}×${VIEWPORT.height}, zh-CN`,
    );
    log(`${WARMUPS} warm-up + ${RUNS} measured openings per scenario, each from a freshly loaded page`);

    let foreign: Set<string>;
    ({ context, foreign } = await probedContext(browser, baseURL, PROBE));
    const page = await context.newPage();
    await signIn(page, PHONE, PASSWORD);

    const scenarios: Scenario[] = [
      {
        key: 'view-link',
        title: 'View mode, opened by link (/plane/entity?plane=<id>, whole page load)',
        mode: 'view',
        open: async (p) => {
          await p.goto(`/plane/entity?plane=${planeId}`, { waitUntil: 'commit' });
          return 0;
        },
      },
      {
        key: 'view-click',
        title: 'View mode, tail number clicked on the aircraft screen',
        mode: 'view',
        open: async (p) => {
          await onAircraftScreen(p, planeName);
          await p.getByRole('button', { name: planeName, exact: true }).click();
          return clickT0(p);
        },
      },
      {
        key: 'config',
        title: '维修配置 (config mode) clicked on the aircraft screen',
        mode: 'config',
        open: async (p) => {
          await onAircraftScreen(p, planeName);
          await p.getByRole('button', { name: '维修配置', exact: true }).click();
          return clickT0(p);
        },
      },
    ];

    const verdicts: string[] = [];
    const dataVerdicts: string[] = [];
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    let totalText = '';
    const only = process.env.BENCH_ONLY?.split(',');
    for (const scenario of scenarios.filter((x) => !only || only.includes(x.key))) {
      const samples: Sample[] = [];
      const started = Date.now();
      for (let i = 0; i < WARMUPS + RUNS; i++) {
        const sample = await measureOnce(page, scenario);
        if (i >= WARMUPS) samples.push(sample);
      }
      if (PROFILE) {
        // One more opening under Chromium's sampling profiler (its overhead included), for the breakdown.
        const stopProfile = await startCpuProfile(page);
        await measureOnce(page, scenario);
        const file = `${PROFILE}-${scenario.key}.cpuprofile`;
        await stopProfile(file);
        log(`\n(profile of one more opening: ${file})`);
      }
      if (!totalText) totalText = ((await page.evaluate(REPORT)) as ProbeReport).totalText;
      log(`\n(${scenario.key}: ${((Date.now() - started) / 1000).toFixed(0)} s)`);
      const { ready: interactive, without, afterData } = printScenario(scenario.title, samples, scenario.mode);
      dataVerdicts.push(
        `| ${scenario.title} | ${ms(afterData.p50)} / ${ms(afterData.p95)} ms | ${verdict(afterData.p50 <= AFTER_DATA_TARGET_MS)} / ${verdict(afterData.p95 <= AFTER_DATA_TARGET_MS)} |`,
      );
      verdicts.push(
        `| ${scenario.title}, with the ${FIRST_LOAD_DELAY_MS} ms delay | ${ms(interactive.p50)} / ${ms(interactive.p95)} ms | ${verdict(interactive.p50 <= TARGET_MS)} / ${verdict(interactive.p95 <= TARGET_MS)} |`,
        `| ${scenario.title}, without the delay | ${ms(without.p50)} / ${ms(without.p95)} ms | ${verdict(without.p50 <= TARGET_MS)} / ${verdict(without.p95 <= TARGET_MS)} |`,
      );
      if (scenario.mode === 'config') {
        const idle = stats(await idleClickLatency(page));
        log(
          `\nprobe delay on an idle page (chip found → mouse click handled): p50 ${ms(idle.p50)} ms, max ${ms(idle.max)} ms (included in the click marks)`,
        );
      }
    }
    log(`\npager of the list: ${totalText || '(not found)'}`);
    log(`clicks aimed again because the chip moved under the pointer: ${misses}`);
    log(`\n## Verdict: query answered → rendered interactive ≤ ${AFTER_DATA_TARGET_MS} ms (p50 / p95; issue 18)\n`);
    log('| scenario | p50 / p95 | result p50 / p95 |');
    log('|---|---|---|');
    for (const line of dataVerdicts) log(line);
    log(`\n## Verdict: rendered interactive ≤ ${TARGET_MS} ms (p50 / p95; issue 6)\n`);
    log('| scenario | interactive p50 / p95 | result p50 / p95 |');
    log('|---|---|---|');
    for (const line of verdicts) log(line);
    log(
      `\nrequests to hosts other than 127.0.0.1: ${foreign.size}${foreign.size ? ` (${[...foreign].join(', ')})` : ''}`,
    );
    log(
      `load average at the end: ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    clearTimeout(watchdog);
    await context?.close().catch(() => {});
    await browser.close().catch(() => {});
    await app?.close().catch(() => {});
    await db.close().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch(fail);
