import { performance } from 'node:perf_hooks';
import { addDays } from '@hangar/domain/dates';
import { constantProfile, type DueInput, forecastItem } from '@hangar/domain/due';
import { seededRandom } from '@hangar/server/src/seed/random';
import { itemMix } from './due-mix';

// Forecast engine benchmark (issue 35, "Performance"): every occurrence over 12 months of 1,000 aircraft × 300
// items (the due benchmark's mix), each aircraft at its own constant utilisation (0.5–4 h and 1–6 landings a day),
// on one core; and one aircraft's 300 items, the forecast an aircraft's calendar asks for. Prints figures and
// PASS/MISS against the targets (≤ 5 s for the fleet, ≤ 50 ms for one aircraft); never fails on a figure.
// Settings through the environment: BENCH_AIRCRAFT (1000), BENCH_ITEMS (300 per aircraft), BENCH_MONTHS (12).

const AIRCRAFT = Number(process.env.BENCH_AIRCRAFT ?? 1_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 12);
const TODAY = '2026-11-22';
const UNTIL = addDays(TODAY, Math.round(MONTHS * 30.4375));
const TARGET_FLEET_SECONDS = 5;
const TARGET_ONE_MS = 50;

function log(line = '') {
  process.stdout.write(`${line}\n`);
}

const random = seededRandom(35);
const { makeItem, between } = itemMix(random, TODAY);

interface Aircraft {
  counters: { flightHours: number; engineHours: number | null; landings: number };
  daily: [number, number];
  items: DueInput[];
}

const fleet: Aircraft[] = Array.from({ length: AIRCRAFT }, () => {
  const flightHours = between(200, 20_000) + between(0, 9) / 10;
  const landings = Math.round(flightHours * (1 + random()));
  return {
    counters: {
      flightHours,
      engineHours: random() < 0.6 ? Math.round(flightHours * 0.9 * 10) / 10 : null,
      landings,
    },
    daily: [0.5 + Math.round(random() * 35) / 10, between(1, 6)],
    items: Array.from({ length: ITEMS }, () => ({
      ...makeItem(flightHours),
      executeLandings: landings - between(0, 800),
    })),
  };
});

function forecastAircraft(a: Aircraft): number {
  const profile = constantProfile(TODAY, a.daily[0], a.daily[1]);
  let n = 0;
  for (const item of a.items) n += forecastItem(item, a.counters, profile, TODAY, UNTIL).occurrences.length;
  return n;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

log(`Forecast benchmark: ${fmt(AIRCRAFT)} aircraft × ${ITEMS} items, ${TODAY} to ${UNTIL} (${MONTHS} months)`);
log(`Node ${process.version}, one thread`);
// Warm up on a few aircraft.
for (let i = 0; i < Math.min(20, fleet.length); i++) forecastAircraft(fleet[i]);

const cpu0 = process.cpuUsage();
const wall0 = performance.now();
let occurrences = 0;
for (const a of fleet) occurrences += forecastAircraft(a);
const wall = (performance.now() - wall0) / 1000;
const cpuUsed = process.cpuUsage(cpu0);
const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;

const ones: number[] = [];
for (let i = 0; i < 50; i++) {
  const t0 = performance.now();
  forecastAircraft(fleet[i % fleet.length]);
  ones.push(performance.now() - t0);
}
ones.sort((x, y) => x - y);
const median = ones[Math.floor(ones.length / 2)];
const worst = ones[ones.length - 1];

log();
log('| measurement | figure | target | |');
log('|---|---:|---:|---|');
log(
  `| the fleet: ${fmt(AIRCRAFT * ITEMS)} items, ${fmt(occurrences)} occurrences | ${fmt(wall, 2)} s wall, ${fmt(cpu, 2)} s CPU | ≤ ${TARGET_FLEET_SECONDS} s | ${wall <= TARGET_FLEET_SECONDS ? 'PASS' : 'MISS'} |`,
);
log(
  `| one aircraft (${ITEMS} items), median of 50 | ${fmt(median, 1)} ms (worst ${fmt(worst, 1)} ms) | ≤ ${TARGET_ONE_MS} ms | ${median <= TARGET_ONE_MS ? 'PASS' : 'MISS'} |`,
);
