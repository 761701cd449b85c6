import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay, parseDay } from './calendar';
import { computeDue, type DueInput, effectiveRule } from './due';
import { day, hours, items, landings } from './due.arbitraries';
import {
  constantProfile,
  forecastItem,
  forecastLimit,
  groundedProfile,
  monthlyProfile,
  scaledProfile,
} from './forecast';
import { RuleType, TimerSource, timeRule } from './rules';

// Properties of the forecast engine over random items, aircraft, days and utilisations: the first occurrence is
// the due engine's (the earliest due of the item's effective rules at the same constant utilisation), nothing
// falls before today or after the horizon, occurrences follow one another, and flying more never makes one later.

const rate = fc.integer({ min: 1, max: 2400 }).map((n) => n / 100);
const landingRate = fc.integer({ min: 1, max: 3000 }).map((n) => n / 100);
const aircraft = fc.record({ flightHours: hours, engineHours: fc.option(hours, { nil: null }), landings });

/** The horizon: today plus 1–730 days. */
const horizon = fc.tuple(day, fc.integer({ min: 1, max: 730 }));
const plus = (d: string, n: number) => formatDay((parseDay(d) as number) + n);

/** The earliest due date among the item's effective rules (not complied, not unknown), from the due engine. */
function earliestDue(item: DueInput, c: Parameters<typeof computeDue>[1], today: string): string | null {
  const { rulesDue } = computeDue(item, c, today);
  let best: string | null = null;
  rulesDue.forEach((r, i) => {
    const type = item.timerContent[i].type;
    if (!effectiveRule(item, i) || r.complied || r.unknown || type === RuleType.NoAction) return;
    if (r.dueDate !== null && (best === null || r.dueDate < best)) best = r.dueDate;
  });
  return best;
}

describe('forecast engine properties', () => {
  it('the first occurrence is the due engine’s earliest due at the same utilisation', () => {
    fc.assert(
      fc.property(items, aircraft, rate, landingRate, horizon, (item, a, h, l, [today, span]) => {
        const f = forecastItem(item, a, constantProfile(today, h, l), today, plus(today, span));
        const due = earliestDue(
          item,
          { ...a, utilisation: { dailyHours: h, dailyLandings: l, asOf: today, source: 'log' } },
          today,
        );
        const first = f.occurrences[0];
        if (due === null) {
          expect(first).toBeUndefined();
          return;
        }
        if (first === undefined) {
          // Not within the horizon.
          expect(due > plus(today, span)).toBe(true);
          return;
        }
        expect(first.dueDate).toBe(due);
        expect(first.date).toBe(due < today ? today : due);
        expect(first.overdue).toBe(due < today);
      }),
    );
  });

  it('puts no occurrence before today or after the horizon, each after the one before', () => {
    fc.assert(
      fc.property(items, aircraft, rate, landingRate, horizon, (item, a, h, l, [today, span]) => {
        const until = plus(today, span);
        const { occurrences } = forecastItem(item, a, constantProfile(today, h, l), today, until);
        occurrences.forEach((o, i) => {
          expect(o.date >= today).toBe(true);
          expect(o.date <= until).toBe(true);
          expect(o.seq).toBe(i + 1);
          if (i > 0) {
            expect(o.date > occurrences[i - 1].date).toBe(true);
            expect(o.overdue).toBe(false);
          }
        });
      }),
    );
  });

  // Without alignment: with it an execution within a multiple's warning window counts for that multiple, so flying
  // faster can move an execution into the window of the next multiple and skip one (docs/domain.md "Forecast").
  it('never makes an occurrence later when the aircraft flies more (items without alignment)', () => {
    fc.assert(
      fc.property(
        items.map((item) => ({ ...item, timeAlign: 0 })),
        aircraft,
        rate,
        landingRate,
        fc.integer({ min: 100, max: 300 }),
        horizon,
        (item, a, h, l, percent, [today, span]) => {
          const until = plus(today, span);
          const base = constantProfile(today, h, l);
          const slow = forecastItem(item, a, base, today, until).occurrences;
          const fast = forecastItem(item, a, scaledProfile(base, percent / 100), today, until).occurrences;
          // As many or more fall within the horizon, each on the same day or earlier.
          expect(fast.length).toBeGreaterThanOrEqual(slow.length);
          slow.forEach((o, i) => {
            expect(fast[i].date <= o.date, `${i}: ${fast[i].date} > ${o.date}`).toBe(true);
          });
        },
      ),
    );
  });
});

describe('forecast engine', () => {
  const item = (over: Partial<DueInput>): DueInput => ({
    timerContent: [timeRule({ name: '100 h / 12 months', type: RuleType.Periodic, hc: 100, cc: '12M' })],
    timerSource: TimerSource.FlightHours,
    timeAlign: 0,
    executeDate: '2026-01-10',
    executeHours: 1000,
    initHours: null,
    expireDateSet: null,
    curTimeItem: null,
    executeLandings: 500,
    ...over,
  });
  const aircraftAt = { flightHours: 1050, engineHours: null, landings: 560 };

  it('lists a 100 h item every 100 h at 1 h a day, whichever comes first with its 12 months', () => {
    const { occurrences } = forecastItem(
      item({}),
      aircraftAt,
      constantProfile('2026-03-01', 1, 1),
      '2026-03-01',
      '2026-12-31',
    );
    // 50 h left at 1 h/day: 2026-04-20, then every 100 days.
    expect(occurrences.map((o) => [o.date, o.dueBy, o.hours])).toEqual([
      ['2026-04-20', 'hours', 1100],
      ['2026-07-29', 'hours', 1200],
      ['2026-11-06', 'hours', 1300],
    ]);
  });

  it('lets the calendar drive when the aircraft hardly flies, and a grounding moves an hours-driven check', () => {
    const slow = forecastItem(
      item({}),
      aircraftAt,
      constantProfile('2026-03-01', 0.1, 0.1),
      '2026-03-01',
      '2027-12-31',
    );
    // 0.1 h a day: the 12 months come first; the next ones (2028) are beyond the horizon.
    expect(slow.occurrences.map((o) => [o.date, o.dueBy])).toEqual([['2027-01-10', 'calendar']]);
    const base = constantProfile('2026-03-01', 1, 1);
    const grounded = groundedProfile(base, '2026-03-10', '2026-03-19');
    const [first] = forecastItem(item({}), aircraftAt, grounded, '2026-03-01', '2026-12-31').occurrences;
    expect(first.date).toBe('2026-04-30');
  });

  it('flies a summer profile month by month', () => {
    const months = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [i + 1, { hours: i + 1 >= 6 && i + 1 <= 8 ? 62 : 31, landings: 30 }]),
    );
    const profile = monthlyProfile('2026-05-31', months, '2026-12-31');
    // June flies 62 h over 30 days: the 50 h left are flown on 2026-06-25 (50 ÷ 2.0667 = 24.2 → the 25th day).
    const [first] = forecastItem(item({}), aircraftAt, profile, '2026-05-31', '2026-12-31').occurrences;
    expect(first.date).toBe('2026-06-25');
  });

  it('plans an overdue item today, keeping its due date', () => {
    const [first] = forecastItem(
      item({ executeDate: '2024-01-10' }),
      aircraftAt,
      constantProfile('2026-03-01', 1, 1),
      '2026-03-01',
      '2026-12-31',
    ).occurrences;
    expect(first).toMatchObject({ date: '2026-03-01', dueDate: '2025-01-10', dueBy: 'calendar', overdue: true });
  });

  it('plans an item overdue by hours today when the profile starts without flying (grounded, planned days)', () => {
    const grounded = groundedProfile(constantProfile('2026-03-01', 1, 1), '2026-03-02', '2026-03-20');
    const [first] = forecastItem(
      item({ executeHours: 900 }),
      aircraftAt,
      grounded,
      '2026-03-01',
      '2026-12-31',
    ).occurrences;
    // 1050 h are past the 1000 h due: counted back at the first rate that flies (1 h a day), 50 days before.
    expect(first).toMatchObject({ date: '2026-03-01', dueDate: '2026-01-10', dueBy: 'hours', overdue: true });
  });

  it('gives a one-off limit its day (a component life, a deferral)', () => {
    const p = constantProfile('2026-03-01', 2, 3);
    expect(
      forecastLimit({ dueDate: '2026-12-01', dueHours: 1150, dueLandings: null }, { hours: 1050, landings: 0 }, p),
    ).toEqual({
      date: '2026-04-20',
      dueBy: 'hours',
    });
    expect(forecastLimit({ dueDate: null, dueHours: null, dueLandings: 590 }, { hours: 0, landings: 560 }, p)).toEqual({
      date: '2026-03-11',
      dueBy: 'landings',
    });
  });
});
