import { type DueInput, RuleType, type TimeRule, TimerSource, timeRule } from '@hangar/domain/due';

// The mix of maintenance control items the due and forecast benchmarks evaluate: hours, calendar and
// whichever-first periodic rules with and without alignment, fixed dates, multi-rule items with a current rule,
// engine and own-time counters, items never executed, immediate / next-maintenance / no-action rules; each
// executed some way through its interval before the aircraft's current hours (`today` and a seeded `random`).

export function itemMix(random: () => number, today: string) {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  function rule(name: string, over: Partial<TimeRule>): TimeRule {
    return timeRule({ name, type: RuleType.Periodic, ...over });
  }

  function dateBefore(daysBack: number): string {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - Math.round(daysBack));
    return `${d.toISOString().slice(0, 10)} 00:00:00`;
  }

  /** Calendar texts of the mix with their length in days (approximately). */
  const CALENDAR: [string, number][] = [
    ['12M', 365],
    ['6M', 182],
    ['1Y', 365],
    ['2Y', 730],
    ['24个月', 730],
    ['90D', 90],
    ['1Y6M', 547],
    ['6个月', 182],
    ['3年', 1095],
    ['30天', 30],
  ];
  const HOURS = [25, 50, 100, 200, 300, 500, 1000, 2000];

  /** How far through its interval an item is: mostly early, some in the warning window, a few beyond. */
  function progress(): number {
    const r = random();
    if (r < 0.8) return random() * 0.85;
    if (r < 0.92) return 0.85 + random() * 0.15;
    return 1 + random() * 0.15;
  }

  /** One item of the mix, executed some way through its interval before the aircraft's current hours. */
  function makeItem(flightHours: number): DueInput {
    const roll = random();
    let rules: TimeRule[];
    let timerSource: number = TimerSource.FlightHours;
    let curTimeItem: string | null = null;
    const [cc, ccDays] = pick(CALENDAR);
    let hc: number = pick(HOURS);
    let days = ccDays;
    if (roll < 0.35) {
      rules = [rule('hours', { hc, hw: random() < 0.5 ? null : hc / 10, ho: random() < 0.3 ? 5 : null })];
    } else if (roll < 0.6) {
      rules = [rule('hours or calendar', { hc, cc, cw: 30, co: random() < 0.3 ? 15 : null })];
    } else if (roll < 0.72) {
      rules = [rule('calendar', { cc, cw: pick([null, 15, 30, 60]) })];
    } else if (roll < 0.8) {
      rules = [rule('fixed date', { type: RuleType.FixedDate, cw: random() < 0.5 ? null : 15 })];
    } else if (roll < 0.88) {
      rules = [
        rule('initial', { hc: 1000, cc: '2Y', cw: 30 }),
        rule('repeat', { hc: 500, cc: '1Y', cw: 30 }),
        rule('extended', { type: RuleType.Optional, hc: 600, cc: '15M', cw: 30 }),
      ];
      curTimeItem = random() < 0.8 ? 'repeat' : null;
      hc = 500;
      days = 365;
    } else if (roll < 0.92) {
      timerSource = TimerSource.EngineHours;
      hc = pick([100, 200, 400]);
      rules = [rule('engine', { hc, cc: '12M', cw: 30 })];
      days = 365;
    } else if (roll < 0.96) {
      timerSource = TimerSource.OwnTime;
      hc = pick([500, 1000, 2000]);
      rules = [rule('component', { hc, cc: '6Y' })];
      days = 2191;
    } else {
      rules = [
        rule('event', { type: pick([RuleType.Immediate, RuleType.NextMaintenance, RuleType.NoAction]) }),
        rule('periodic', { hc: 100, cc: '12M', cw: 30 }),
      ];
      curTimeItem = 'periodic';
      hc = 100;
      days = 365;
    }
    const p = progress();
    const neverExecuted = random() < 0.02;
    const initHours = timerSource === TimerSource.OwnTime ? Math.round(flightHours * random() * 10) / 10 : 0;
    const counterNow = timerSource === TimerSource.OwnTime ? flightHours - initHours : flightHours;
    return {
      timerContent: rules,
      timerSource,
      timeAlign: random() < 0.3 ? 1 : 0,
      executeDate: neverExecuted ? null : dateBefore(p * days * (0.5 + random() * 0.5)),
      executeHours: neverExecuted ? null : Math.max(0, Math.round((counterNow - p * hc) * 10) / 10),
      initHours,
      expireDateSet: random() < 0.97 ? dateBefore((p - 1) * 365) : null,
      curTimeItem,
    };
  }
  return { makeItem, pick, between };
}
