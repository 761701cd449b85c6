import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@hangar/server/src/app';
import { type Config, loadConfig } from '@hangar/server/src/config';
import type { Db } from '@hangar/server/src/platform/db/database';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

// What the browser benchmarks (list-render.bench.ts, lists-render.bench.ts) share: Debian's Chromium launched
// headless with nothing but the loopback reachable, the real app (buildApp serving packages/web/dist) on a temp
// port, the sign-in through /login, an in-page probe installed by an init script (rows seen, painted, clicks
// handled, long tasks; optionally the fill of lazily rendered rows), waiting in the page, Chromium's CPU profiler
// and nearest-rank percentiles. Builds and downloads nothing.

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const WEB_DIR = path.join(path.resolve(import.meta.dirname, '..'), 'packages/web/dist');
export const VIEWPORT = { width: 1280, height: 800 };

export { fail, log } from './bench-kit';

export function loadAverage(): string {
  return os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
}

export function stats(samples: number[]) {
  const sorted = [...samples].sort((x, y) => x - y);
  // Nearest rank: with 10 runs the p95 is the largest.
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] };
}

export const ms = (x: number) => x.toFixed(0);

/** Stops the process with a message when the built web app or Chromium is missing. */
export function checkPrerequisites() {
  if (!fs.existsSync(path.join(WEB_DIR, 'index.html'))) {
    process.stderr.write(
      `packages/web/dist is missing: run \`npm run build\` first (this benchmark builds nothing).\n`,
    );
    process.exit(1);
  }
  if (!fs.existsSync(CHROMIUM)) {
    process.stderr.write(
      `No Chromium at ${CHROMIUM}: sudo apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM_PATH).\n`,
    );
    process.exit(1);
  }
}

/** The benchmarks' Chromium flags: headless, quiet, and nothing but the loopback server reachable. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--no-proxy-server',
  // Nothing but the loopback server: any host name fails to resolve.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** The real app on `db` (already migrated and seeded), serving packages/web/dist on 127.0.0.1, a free port. */
export async function startWebApp(db: Db, dataDir: string, timeZone: string) {
  const config: Config = {
    ...loadConfig({}),
    dataDir,
    webDir: WEB_DIR,
    host: '127.0.0.1',
    port: 0,
    timeZone,
    logLevel: 'warn',
  };
  const { app } = await buildApp(config, { db, logger: { level: 'warn' } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, baseURL: `http://127.0.0.1:${port}` };
}

/** A zh-CN context with the probe installed on every page; `foreign` collects requests to any other host. */
export async function probedContext(browser: Browser, baseURL: string, probe: string) {
  const context: BrowserContext = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: VIEWPORT });
  const foreign = new Set<string>();
  context.on('request', (req) => {
    const { hostname, protocol } = new URL(req.url());
    if ((protocol === 'http:' || protocol === 'https:' || protocol === 'ws:') && hostname !== '127.0.0.1')
      foreign.add(req.url());
  });
  await context.addInitScript({ content: probe });
  return { context, foreign };
}

export async function signIn(page: Page, phone: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  // antd may space two CJK characters (登 录) and keep a loading icon in the name: only the end is anchored.
  await page.getByRole('button', { name: /登\s*录\s*$/ }).click();
  await page.waitForURL(/\/home\/dashboard$/, { timeout: 30_000 });
}

export interface ProbeOptions {
  /** The rows watched by `__bench.start()` (overridable per call: `__bench.start({ sel, rows })`). */
  rowSelector: string;
  /** How many of them make the list "there". */
  rows: number;
  /** A click's target: the closest element with this attribute; its value is recorded as the click's `tag`. */
  tagAttribute: string;
  /** After a tagged click, the time this selector gains an element (a message) is recorded as `answeredAt`. */
  messageSelector?: string;
  /** Start watching automatically on a page whose URL has this query parameter. */
  autoStartParam?: string;
  /**
   * Lazily rendered rows (features/maintenance/lazy-rows.tsx): a row whose cells are not rendered yet is a
   * placeholder of class `pendingClass`. With it, the rows are "there" once every row in view of the scroll body
   * (`bodySelector`) has its cells, and the watch also follows the fill until every row has them (ProbeFillWatch).
   */
  fill?: { pendingClass: string; bodySelector: string };
}

export interface ProbeWatch {
  /** When start() was called (page clock). */
  startedAt: number;
  rowsAt: number | null;
  paintedAt: number | null;
  count: number;
}

/** The watch with ProbeOptions.fill. */
export interface ProbeFillWatch extends ProbeWatch {
  /** Rows with their cells when the first screen was painted. */
  shownAtPaint: number;
  /** Every row with its cells (the fill done); null if not within 10 s of the first screen. */
  allAt: number | null;
  /** Frames, from the first screen to the fill's end, in which a column's width changed (the measure row). */
  widthChanges: number;
  /** Frames, from the first screen to the fill's end, in which the first row in view (with its cells) moved. */
  rowMoves: number;
}

export interface ProbeClick {
  stamp: number;
  at: number;
  tag: string | null;
  answeredAt: number | null;
  /** What the click hit (tag name and the start of its class), for an error message. */
  hit: string | null;
}

const ARMED_KEY = '__bench.armed';

/** Makes the probe start watching, with these options, as soon as the next page loads in this tab. */
export async function armProbe(page: Page, watch: { sel: string; rows: number }) {
  await page.evaluate(`sessionStorage.setItem(${JSON.stringify(ARMED_KEY)}, ${JSON.stringify(JSON.stringify(watch))})`);
}

/** Page scripts that scroll the list set this, so that the frame after a scroll is not counted as rows moving. */
export const MARK_SCROLLED = 'window.__bench.scrolled = true;';

/*
 * In-page probe, installed before the app's scripts on every page. Kept as a string: a function handed to the
 * browser must not go through tsx, whose keepNames adds `__name` calls that do not exist in the page.
 *   __bench.start(opts?) starts watching for the rows (on load after armProbe(), or with autoStartParam)
 *   __bench.watch        { rowsAt, paintedAt, count }: the first frame with the rows, and the end of that frame
 *   __bench.clicks       every click, captured on window: event time, handling time, tag, message shown
 *   __bench.longTasks    [start, end] of every long task (≥ 50 ms) since navigation
 * With `fill`, the watch is a ProbeFillWatch (see there).
 */
export function probeScript(o: ProbeOptions): string {
  return `(() => {
  const DEFAULTS = { sel: ${JSON.stringify(o.rowSelector)}, rows: ${o.rows} };
  const TAG = ${JSON.stringify(o.tagAttribute)};
  const MSG = ${JSON.stringify(o.messageSelector ?? null)};
  const ARMED = ${JSON.stringify(ARMED_KEY)};
  const FILL = ${JSON.stringify(o.fill ?? null)};
  const probe = { longTasks: [], clicks: [], watch: null };
  window.__bench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.startTime + e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {}
  try { performance.setResourceTimingBufferSize(5000); } catch (e) {}
  const pending = (r) => r.classList.contains(FILL.pendingClass);
  const rendered = (rows) => rows.filter((r) => !pending(r)).length;
  // The first screen: every row inside the scroll body's visible area has its cells.
  const firstScreen = (rows) => {
    const body = document.querySelector(FILL.bodySelector);
    if (!body) return rendered(rows) === rows.length;
    const view = body.getBoundingClientRect();
    const inView = rows.filter((r) => {
      const b = r.getBoundingClientRect();
      return b.bottom > view.top && b.top < view.bottom;
    });
    return inView.length > 0 && inView.every((r) => !pending(r));
  };
  // Follows the fill each frame until every row has its cells (up to 10 s): the columns' widths (the table's
  // measure row) and the first row in view with its place. A frame after a scroll (MARK_SCROLLED, as a user
  // scrolls) is not counted, nor a placeholder row in view getting its cells. A change of either moves rows
  // under the user's pointer.
  const followFill = (w, sel, rows) => {
    let layout = null;
    const sameLayout = () => {
      const body = document.querySelector(FILL.bodySelector);
      if (!body) return;
      const cells = body.querySelectorAll('tr.ant-table-measure-row > td');
      const top = body.getBoundingClientRect().top;
      const first = Array.from(body.querySelectorAll(sel)).find((r) => r.getBoundingClientRect().bottom > top);
      const now = {
        widths: Array.from(cells, (c) => Math.round(c.getBoundingClientRect().width)).join(),
        row: first ? first.getAttribute('data-row-key') + '@' + Math.round(first.getBoundingClientRect().top - top) : '',
        // A placeholder in view (just scrolled to) has nothing to aim at: its move is not counted.
        ready: first ? !pending(first) : false,
      };
      if (layout && layout.widths !== now.widths) w.widthChanges++;
      if (layout && layout.ready && !probe.scrolled && layout.row !== now.row) w.rowMoves++;
      probe.scrolled = false;
      layout = now;
    };
    const step = () => {
      sameLayout();
      const now = Array.from(document.querySelectorAll(sel));
      if (now.length >= rows && rendered(now) === now.length) w.allAt = performance.now();
      else if (performance.now() - w.rowsAt < 10000) requestAnimationFrame(step);
    };
    step();
  };
  probe.start = (opts) => {
    const { sel, rows } = Object.assign({}, DEFAULTS, opts || {});
    const w = { startedAt: performance.now(), rowsAt: null, paintedAt: null, count: 0 };
    if (FILL) Object.assign(w, { shownAtPaint: 0, allAt: null, widthChanges: 0, rowMoves: 0 });
    probe.watch = w;
    probe.clicks = [];
    const tick = () => {
      const found = document.querySelectorAll(sel);
      if (found.length >= rows && (!FILL || firstScreen(Array.from(found)))) {
        w.rowsAt = performance.now();
        w.count = found.length;
        requestAnimationFrame(() => setTimeout(() => {
          w.paintedAt = performance.now();
          if (FILL) w.shownAtPaint = rendered(Array.from(document.querySelectorAll(sel)));
        }, 0));
        if (FILL) followFill(w, sel, rows);
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  };
  window.addEventListener('click', (e) => {
    const target = e.target instanceof Element ? e.target : null;
    const tagged = target ? target.closest('[' + TAG + ']') : null;
    const c = { stamp: e.timeStamp, at: performance.now(), tag: tagged ? tagged.getAttribute(TAG) : null, answeredAt: null,
      hit: target ? target.tagName + '.' + String(target.className).slice(0, 60) : null };
    probe.clicks.push(c);
    if (!tagged || !MSG) return;
    const before = document.querySelectorAll(MSG).length;
    const poll = () => {
      if (document.querySelectorAll(MSG).length > before) c.answeredAt = performance.now();
      else if (performance.now() - c.at < 3000) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
  }, true);
  ${o.autoStartParam ? `if (new URLSearchParams(location.search).has(${JSON.stringify(o.autoStartParam)})) probe.start();` : ''}
  // Armed for the next page load by armProbe(): start at once with the stored options.
  try {
    const armed = sessionStorage.getItem(ARMED);
    if (armed !== null) {
      sessionStorage.removeItem(ARMED);
      probe.start(JSON.parse(armed));
    }
  } catch (e) {}
})();`;
}

export async function settle(page: Page) {
  // Two frames and a pause, so that the screen behind has finished its own work before t0.
  await page.evaluate(
    'new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300))))',
  );
}

/** The page time of the first click the probe saw since the last `__bench.start()` (the opening click). */
export async function clickT0(page: Page): Promise<number> {
  const clicks = (await page.evaluate('window.__bench.clicks')) as ProbeClick[];
  const first = clicks[0];
  if (!first) throw new Error('the opening click was not seen by the page');
  // The event's time is when Chromium received the input; fall back to its handling if it looks off.
  return first.stamp > 0 && first.stamp <= first.at ? first.stamp : first.at;
}

/**
 * Waits until `condition` (a JavaScript expression) holds in the page, checked every frame, and answers
 * `result` (an expression) at that moment. Not page.waitForFunction: with a string it goes through eval, which
 * the app's CSP refuses.
 */
export async function waitInPage<T>(page: Page, condition: string, result = 'true', timeoutMs = 60_000): Promise<T> {
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const end = performance.now() + ${timeoutMs};
    const tick = () => {
      if (${condition}) resolve(${result});
      else if (performance.now() > end) reject(new Error(${JSON.stringify(`timed out waiting for ${condition}`)}));
      else requestAnimationFrame(tick);
    };
    tick();
  })`)) as T;
}

/**
 * Starts Chromium's sampling CPU profiler on `page` (200 µs); the answer stops it and writes the profile to
 * `file` (a .cpuprofile for DevTools or a summarising script).
 */
export async function startCpuProfile(page: Page): Promise<(file: string) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return async (file) => {
    const { profile } = await cdp.send('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
    await cdp.detach();
  };
}

/** Long tasks clipped to [t0, t0 + span]: summed and the longest. */
export function longTasksWithin(longTasks: [number, number][], t0: number, span: number) {
  const tasks = longTasks
    .map(([start, end]) => [Math.max(start, t0), Math.min(end, t0 + span)])
    .filter(([start, end]) => end > start)
    .map(([start, end]) => end - start);
  return {
    summed: tasks.reduce((sum, x) => sum + x, 0),
    longest: tasks.reduce((most, x) => Math.max(most, x), 0),
  };
}
