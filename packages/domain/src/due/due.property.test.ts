import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilOfDay, formatDay, isPositiveInterval, parseCalendarInterval, parseDay } from './calendar';
import { type Counters, computeDue, type DueInput, dueThresholds } from './due';
import {
  calendarText,
  counters,
  day,
  FIRST_DAY,
  hours,
  intervalRule,
  items,
  LAST_DAY,
  landings,
  maybe,
  utilisation,
} from './due.arbitraries';
import { RuleType, TimerSource, timeRule } from './rules';

// Properties of the due engine over random items, aircraft and days.

describe('due engine properties', () => {
  it('never puts an interval rule’s expiry before its execution date or hours', () => {
    fc.assert(
      fc.property(
        intervalRule,
        day,
        hours,
        fc.constantFrom(0, 1),
        day,
        (r, executeDate, executeHours, align, today) => {
          const input: DueInput = {
            timerContent: [r],
            timerSource: TimerSource.FlightHours,
            timeAlign: align,
            executeDate,
            executeHours,
            initHours: 0,
            expireDateSet: null,
            curTimeItem: null,
          };
          const [d] = computeDue(input, { flightHours: executeHours, engineHours: null }, today).rulesDue;
          if (d.expireDate !== null) expect(d.expireDate >= executeDate).toBe(true);
          if (r.hc !== null) expect(d.expireHours).toBeGreaterThan(executeHours);
        },
      ),
    );
  });

  it('puts a repeating fixed date after the execution’s window, on the set date plus a whole number of intervals', () => {
    fc.assert(
      fc.property(
        calendarText,
        day,
        day,
        maybe(fc.integer({ min: 0, max: 90 })),
        day,
        (cc, expireDateSet, executeDate, cw, today) => {
          const interval = parseCalendarInterval(cc);
          fc.pre(interval !== null && isPositiveInterval(interval));
          const r = timeRule({ name: 'R', type: RuleType.FixedDate, cc, cw });
          const input: DueInput = {
            timerContent: [r],
            timerSource: TimerSource.FlightHours,
            timeAlign: 0,
            executeDate,
            executeHours: null,
            initHours: null,
            expireDateSet,
            curTimeItem: null,
          };
          const [d] = computeDue(input, { flightHours: null, engineHours: null }, today).rulesDue;
          if (d.expireDate === null) return; // beyond the valid years
          const expire = parseDay(d.expireDate) as number;
          const set = parseDay(expireDateSet) as number;
          const covered = (parseDay(executeDate) as number) + (cw ?? 30);
          expect(expire).toBeGreaterThanOrEqual(set);
          if (expire > set) expect(expire).toBeGreaterThan(covered);
          // It is an occurrence, and the one before it (if any) is covered by the execution.
          const civil = (x: number) => {
            const c = civilOfDay(x);
            return [Math.floor(c / 10000), Math.floor(c / 100) % 100];
          };
          const [y0, m0] = civil(set);
          const [y1, m1] = civil(expire);
          const months = (y1 - y0) * 12 + (m1 - m0);
          const step = interval.years * 12 + interval.months;
          if (step > 0 && interval.days === 0) expect(months % step).toBe(0);
          if (step === 0) expect((expire - set) % interval.days).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never increases the remaining hours when the aircraft flies more', () => {
    fc.assert(
      fc.property(items, hours, hours, hours, day, (input, a, b, engine, today) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const before = computeDue(input, { flightHours: low, engineHours: engine }, today).rulesDue;
        const after = computeDue(input, { flightHours: high, engineHours: engine }, today).rulesDue;
        after.forEach((d, i) => {
          if (d.remainHours !== null && before[i].remainHours !== null) {
            expect(d.remainHours).toBeLessThanOrEqual(before[i].remainHours as number);
          }
          // Flying more never clears a warning or an overdue state.
          if (before[i].warning) expect(d.warning).toBe(true);
          if (before[i].overdue) expect(d.overdue).toBe(true);
        });
      }),
    );
  });

  it('shifts the remaining days by exactly one per day', () => {
    fc.assert(
      fc.property(items, counters, fc.integer({ min: FIRST_DAY, max: LAST_DAY - 1 }), (input, c, todayNo) => {
        const today = computeDue(input, c, formatDay(todayNo));
        const tomorrow = computeDue(input, c, formatDay(todayNo + 1));
        today.rulesDue.forEach((d, i) => {
          const next = tomorrow.rulesDue[i];
          const immediate = input.timerContent[i].type === RuleType.Immediate;
          if (d.expireDate !== null && !immediate) {
            expect(next.expireDate).toBe(d.expireDate);
            expect(next.remainDays).toBe((d.remainDays as number) - 1);
          }
          // Hours do not depend on the day.
          expect(next.expireHours).toBe(d.expireHours);
          expect(next.remainHours).toBe(d.remainHours);
        });
      }),
    );
  });

  it('makes the summary one of the rule dues, and the most urgent one', () => {
    fc.assert(
      fc.property(items, counters, day, (input, c, today) => {
        const { due, rulesDue } = computeDue(input, c, today);
        expect(rulesDue).toHaveLength(input.timerContent.length);
        expect(rulesDue.some(({ name: _n, ...d }) => JSON.stringify(d) === JSON.stringify(due))).toBe(true);
        if (input.curTimeItem === null || !input.timerContent.some((r) => r.name === input.curTimeItem)) {
          expect(due.warning).toBe(rulesDue.some((d) => d.warning));
          expect(due.overdue).toBe(rulesDue.some((d) => d.overdue));
        }
        if (due.overdue) expect(due.warning).toBe(true);
      }),
    );
  });

  it('agrees with the stored thresholds on warning and overdue, also on and around every threshold', () => {
    fc.assert(
      fc.property(items, counters, day, fc.nat(), fc.nat(), (input, c, randomDay, pickDay, pickHours) => {
        const t = dueThresholds(input, c);
        const engine = t.counter === 'engineHours';
        // Today and the counter reading: random, or on or next to one of the thresholds.
        const days = [t.warnDate, t.overdueDate, t.expireDate]
          .filter((d): d is string => d !== null)
          .flatMap((d) => [-1, 0, 1].map((k) => formatDay((parseDay(d) as number) + k)));
        const today = pickDay % 4 === 0 || days.length === 0 ? randomDay : days[pickDay % days.length];
        const flightOf = (counterValue: number) =>
          engine
            ? counterValue
            : counterValue + (input.timerSource === TimerSource.OwnTime ? (input.initHours ?? 0) : 0);
        const readings = [t.warnHours, t.overdueHours, t.expireHours]
          .filter((h): h is number => h !== null)
          .flatMap((h) => [-0.1, 0, 0.1].map((k) => Math.round((flightOf(h) + k) * 10_000) / 10_000));
        const reading =
          pickHours % 4 === 0 || readings.length === 0
            ? engine
              ? c.engineHours
              : c.flightHours
            : readings[pickHours % readings.length];
        const landingReadings = [t.warnLandings, t.overdueLandings, t.expireLandings]
          .filter((h): h is number => h !== null)
          .flatMap((h) => [-1, 0, 1].map((k) => h + k));
        const landingsNow =
          pickHours % 3 === 0 || landingReadings.length === 0
            ? (c.landings ?? null)
            : landingReadings[pickHours % landingReadings.length];
        const aircraft: Counters = engine
          ? { ...c, flightHours: c.flightHours, engineHours: reading, landings: landingsNow }
          : { ...c, flightHours: reading, engineHours: c.engineHours, landings: landingsNow };
        const { due } = computeDue(input, aircraft, today);
        // The SQL a server runs on the thresholds it stored for these counters (flight-hours twins where they
        // exist); whether a counter is known is part of what is stored (alwaysWarn).
        const stored = dueThresholds(input, aircraft);
        const warn = engine ? stored.warnHours : stored.warnFlightHours;
        const over = engine ? stored.overdueHours : stored.overdueFlightHours;
        const warning =
          stored.alwaysWarn ||
          (stored.warnDate !== null && today >= stored.warnDate) ||
          (warn !== null && reading !== null && reading >= warn - 1e-6) ||
          (stored.warnLandings !== null && landingsNow !== null && landingsNow >= stored.warnLandings);
        const overdue =
          (stored.overdueDate !== null && today >= stored.overdueDate) ||
          (over !== null && reading !== null && reading > over + 1e-6) ||
          (stored.overdueLandings !== null && landingsNow !== null && landingsNow > stored.overdueLandings);
        expect(due.warning).toBe(warning);
        expect(due.overdue).toBe(overdue);
      }),
      { numRuns: 500 },
    );
  });

  it('never increases the remaining landings when the aircraft lands more', () => {
    fc.assert(
      fc.property(items, counters, landings, landings, day, (input, c, a, b, today) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const before = computeDue(input, { ...c, landings: low }, today).rulesDue;
        const after = computeDue(input, { ...c, landings: high }, today).rulesDue;
        after.forEach((d, i) => {
          if (d.remainLandings !== null && before[i].remainLandings !== null) {
            expect(d.remainLandings).toBeLessThanOrEqual(before[i].remainLandings as number);
          }
          if (before[i].warning) expect(d.warning).toBe(true);
          if (before[i].overdue) expect(d.overdue).toBe(true);
        });
      }),
    );
  });

  it('never forecasts a day before asOf while something remains, nor a due date after the expiry', () => {
    fc.assert(
      fc.property(items, counters, day, (input, c, today) => {
        const { due, rulesDue } = computeDue(input, c, today);
        for (const d of [due, ...rulesDue]) {
          const u = c.utilisation;
          if (d.forecastDate !== null) {
            expect(u).toBeTruthy();
            const positive =
              (d.remainHours === null || d.remainHours > 0) && (d.remainLandings === null || d.remainLandings > 0);
            if (positive) expect(d.forecastDate > (u as { asOf: string }).asOf).toBe(true);
          }
          if (d.dueDate !== null && d.expireDate !== null) expect(d.dueDate <= d.expireDate).toBe(true);
          if (d.dueDate !== null && d.forecastDate !== null) expect(d.dueDate <= d.forecastDate).toBe(true);
          // dueBy names where dueDate comes from.
          if (d.dueBy === 'calendar') expect(d.dueDate).toBe(d.expireDate);
          if (d.dueBy === 'hours' || d.dueBy === 'landings') expect(d.dueDate).toBe(d.forecastDate);
          expect(d.dueBy === null).toBe(d.dueDate === null);
        }
      }),
    );
  });

  it('never forecasts a later day when the aircraft flies faster', () => {
    fc.assert(
      fc.property(items, counters, utilisation, fc.integer({ min: 1, max: 500 }), day, (input, c, u, extra, today) => {
        const slow = computeDue(input, { ...c, utilisation: u }, today).rulesDue;
        const faster = {
          ...u,
          dailyHours: (u.dailyHours ?? 0) + extra / 100,
          dailyLandings: (u.dailyLandings ?? 0) + extra / 10,
        };
        const fast = computeDue(input, { ...c, utilisation: faster }, today).rulesDue;
        fast.forEach((d, i) => {
          const before = slow[i];
          const ahead =
            (d.remainHours === null || d.remainHours >= 0) && (d.remainLandings === null || d.remainLandings >= 0);
          if (ahead && before.forecastDate !== null && d.forecastDate !== null) {
            expect(d.forecastDate <= before.forecastDate).toBe(true);
          }
        });
      }),
    );
  });
});
