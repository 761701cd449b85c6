import fc from 'fast-check';
import { formatDay, parseDay } from './calendar';
import type { Counters, DueInput } from './due';
import { RuleType, type TimeRule, TimerSource } from './rules';

// Random items, aircraft and days for the due and forecast engines' property tests.

export const FIRST_DAY = parseDay('1990-01-01') as number;
export const LAST_DAY = parseDay('2060-12-31') as number;

export const day = fc.integer({ min: FIRST_DAY, max: LAST_DAY }).map(formatDay);
export const hours = fc.integer({ min: 0, max: 200_000 }).map((n) => n / 10);
export const landings = fc.integer({ min: 0, max: 100_000 });
export const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

export const calendarText = fc
  .tuple(fc.nat({ max: 5 }), fc.nat({ max: 30 }), fc.nat({ max: 400 }), fc.constantFrom('en', 'zh', 'bare'))
  .map(([y, m, d, style]) => {
    if (style === 'bare') return `${m}`;
    if (style === 'zh') return `${y ? `${y}年` : ''}${m ? `${m}个月` : ''}${d || (!y && !m) ? `${d}天` : ''}`;
    return `${y ? `${y}Y` : ''}${m ? `${m}M` : ''}${d || (!y && !m) ? `${d}D` : ''}`;
  });

/** An interval rule (type 1 or 4) with at least one part. */
export const intervalRule: fc.Arbitrary<TimeRule> = fc
  .record({
    type: fc.constantFrom(RuleType.Periodic, RuleType.Optional),
    hc: maybe(fc.integer({ min: 1, max: 50_000 }).map((n) => n / 10)),
    ho: maybe(fc.integer({ min: 0, max: 500 })),
    hw: maybe(fc.integer({ min: 0, max: 500 })),
    cc: maybe(calendarText),
    co: maybe(fc.integer({ min: 0, max: 60 })),
    cw: maybe(fc.integer({ min: 0, max: 90 })),
    lc: maybe(fc.integer({ min: 1, max: 20_000 })),
    lo: maybe(fc.integer({ min: 0, max: 200 })),
    lw: maybe(fc.integer({ min: 0, max: 500 })),
  })
  .map((r) => ({ name: 'R', ...r, hc: r.hc === null && r.cc === null && r.lc === null ? 100 : r.hc }));

export const anyRule: fc.Arbitrary<TimeRule> = fc.oneof(
  intervalRule,
  fc.record({
    name: fc.constant('R'),
    type: fc.constantFrom(
      RuleType.FixedDate,
      RuleType.FixedDateOnce,
      RuleType.Immediate,
      RuleType.NextMaintenance,
      RuleType.NoAction,
    ),
    hc: fc.constant(null),
    ho: fc.constant(null),
    hw: fc.constant(null),
    // A repeating fixed date (type 2) repeats at cc; the other modes ignore it.
    cc: maybe(calendarText),
    co: maybe(fc.integer({ min: 0, max: 60 })),
    cw: maybe(fc.integer({ min: 0, max: 90 })),
  }),
);

export const rules = fc
  .array(anyRule, { minLength: 1, maxLength: 5 })
  .map((list) => list.map((r, i) => ({ ...r, name: `R${i}` })));

export function itemOf(timerContent: TimeRule[]) {
  return fc.record({
    timerContent: fc.constant(timerContent),
    timerSource: fc.constantFrom(TimerSource.FlightHours, TimerSource.EngineHours, TimerSource.OwnTime),
    timeAlign: fc.constantFrom(0, 1),
    executeDate: maybe(day),
    executeHours: maybe(hours),
    initHours: maybe(hours),
    expireDateSet: maybe(day),
    curTimeItem: fc.option(fc.constantFrom(...timerContent.map((r) => r.name), 'gone'), { nil: null }),
    executeLandings: maybe(landings),
  }) satisfies fc.Arbitrary<DueInput>;
}

export const items = rules.chain(itemOf);
/** A utilisation: daily rates (0 and null = no forecast of that part) counted from asOf. */
export const utilisation = fc.record({
  dailyHours: maybe(fc.integer({ min: 0, max: 2400 }).map((n) => n / 100)),
  dailyLandings: maybe(fc.integer({ min: 0, max: 5000 }).map((n) => n / 100)),
  asOf: day,
  source: fc.constantFrom('log' as const, 'manual' as const),
});
export const counters: fc.Arbitrary<Counters> = fc.record({
  flightHours: maybe(hours),
  engineHours: maybe(hours),
  landings: maybe(landings),
  utilisation: maybe(utilisation),
});
