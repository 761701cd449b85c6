import { performance } from 'node:perf_hooks';
import { type Counters, computeDue, dueThresholds } from '@hangar/domain/due';
import { seededRandom } from '@hangar/server/src/seed/random';
import { itemMix } from './due-mix';

// Due engine benchmark ("Performance"): rule evaluations per second on one core over a realistic mix
// of maintenance control items (hours, calendar and whichever-first periodic rules with and without
// alignment, fixed dates, multi-rule items with a current rule, engine and own-time counters, items never
// executed, immediate / next-maintenance / no-action rules), evaluated against 1,000 aircraft counters.
// Prints figures and PASS/MISS against the target (≥ 1 M rule evaluations/s); never fails on a figure.
// Settings through the environment: BENCH_SECONDS (3) per measurement, BENCH_ITEMS (20000).

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 20_000);
const AIRCRAFT = 1_000;
const TODAY = '2026-11-22';
const TARGET_RULES_PER_SECOND = 1_000_000;

function log(line = '') {
  process.stdout.write(`${line}\n`);
}

const random = seededRandom(6);
const { makeItem, between } = itemMix(random, TODAY);

const counters: Counters[] = Array.from({ length: AIRCRAFT }, () => {
  const flightHours = between(200, 20_000) + between(0, 9) / 10;
  return { flightHours, engineHours: random() < 0.6 ? Math.round(flightHours * 0.9 * 10) / 10 : null };
});
const items = Array.from({ length: ITEMS }, (_, i) => makeItem(counters[i % AIRCRAFT].flightHours as number));
const rulesPerPass = items.reduce((n, item) => n + item.timerContent.length, 0);

/** Runs `pass` for about SECONDS; answers passes per second of CPU time and of wall time. */
function measure(pass: () => number): { perCpuSecond: number; perWallSecond: number; sink: number } {
  let sink = 0;
  const warmEnd = performance.now() + 500;
  while (performance.now() < warmEnd) sink += pass();
  let passes = 0;
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const end = wall0 + SECONDS * 1000;
  while (performance.now() < end) {
    sink += pass();
    passes++;
  }
  const wall = (performance.now() - wall0) / 1000;
  const cpuUsed = process.cpuUsage(cpu0);
  const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
  return { perCpuSecond: passes / cpu, perWallSecond: passes / wall, sink };
}

function computePass(): number {
  let warnings = 0;
  for (let i = 0; i < items.length; i++) {
    if (computeDue(items[i], counters[i % AIRCRAFT], TODAY).due.warning) warnings++;
  }
  return warnings;
}

function thresholdsPass(): number {
  let always = 0;
  for (let i = 0; i < items.length; i++) {
    if (dueThresholds(items[i], counters[i % AIRCRAFT]).alwaysWarn) always++;
  }
  return always;
}

/** What RefreshTimeState does per aircraft in memory: due and thresholds of each of its 300 items. */
const REFRESH_ITEMS = 300;
function refreshPass(): number {
  let n = 0;
  for (let i = 0; i < REFRESH_ITEMS; i++) {
    computeDue(items[i], counters[0], TODAY);
    n += dueThresholds(items[i], counters[0]).alwaysWarn ? 1 : 0;
  }
  return n;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

log(`Due engine benchmark: ${fmt(ITEMS)} items, ${fmt(rulesPerPass)} rules, ${AIRCRAFT} aircraft, today ${TODAY}`);
log(`Node ${process.version}, ${SECONDS} s per measurement, one thread`);
const sample = items.map((item, i) => computeDue(item, counters[i % AIRCRAFT], TODAY).due);
log(
  `mix: ${sample.filter((d) => d.overdue).length} overdue, ${sample.filter((d) => d.warning).length} warning, ` +
    `${sample.filter((d) => !d.warning).length} fine`,
);
log();

const compute = measure(computePass);
const thresholds = measure(thresholdsPass);
const refresh = measure(refreshPass);

const rulesCpu = compute.perCpuSecond * rulesPerPass;
log('| measurement | per CPU second | per wall second |');
log('|---|---:|---:|');
log(`| computeDue: rule evaluations | ${fmt(rulesCpu)} | ${fmt(compute.perWallSecond * rulesPerPass)} |`);
log(`| computeDue: items | ${fmt(compute.perCpuSecond * ITEMS)} | ${fmt(compute.perWallSecond * ITEMS)} |`);
log(`| dueThresholds: items | ${fmt(thresholds.perCpuSecond * ITEMS)} | ${fmt(thresholds.perWallSecond * ITEMS)} |`);
log(
  `| computeDue + dueThresholds for 300 items (one aircraft's refresh, in memory) | ` +
    `${(1000 / refresh.perCpuSecond).toFixed(3)} ms CPU | ${(1000 / refresh.perWallSecond).toFixed(3)} ms wall |`,
);
log();
log(
  `Rule evaluations ≥ ${fmt(TARGET_RULES_PER_SECOND)}/s on one core: ${fmt(rulesCpu)}/s → ` +
    `${rulesCpu >= TARGET_RULES_PER_SECOND ? 'PASS' : 'MISS'}`,
);
if (compute.sink + thresholds.sink + refresh.sink < 0) log('unreachable');
