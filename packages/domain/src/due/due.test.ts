import { describe, expect, it } from 'vitest';
import { type Counters, computeDue, type Due, type DueInput, dueThresholds } from './due';
import { RuleType, type TimeRule, TimerSource, timeRule } from './rules';

// Every expected figure below is computed by hand from docs/domain.md "Time rules and due calculation".
// Unless a case says otherwise: executed on 2024-01-15 at 1000 h, aircraft at 1050 h, today 2024-06-01.

const TODAY = '2024-06-01';

function rule(over: Partial<TimeRule> = {}): TimeRule {
  return timeRule({ name: 'R', type: RuleType.Periodic, ...over });
}

function item(rules: TimeRule[], over: Partial<DueInput> = {}): DueInput {
  return {
    timerContent: rules,
    timerSource: TimerSource.FlightHours,
    timeAlign: 0,
    executeDate: '2024-01-15 00:00:00',
    executeHours: 1000,
    initHours: 0,
    expireDateSet: null,
    curTimeItem: null,
    ...over,
  };
}

const AIRCRAFT: Counters = { flightHours: 1050, engineHours: null };

/** A due as expected; without a forecast an item's date is its calendar expiry (dueBy 'calendar'). */
function due(over: Partial<Due>): Due {
  const expireDate = over.expireDate ?? null;
  return {
    expireLandings: null,
    remainLandings: null,
    forecastDate: null,
    dueDate: expireDate,
    dueBy: expireDate === null ? null : 'calendar',
    expireDate: null,
    remainDays: null,
    expireHours: null,
    remainHours: null,
    warning: false,
    overdue: false,
    unknown: false,
    complied: false,
    ...over,
  };
}

interface Case {
  title: string;
  rule: Partial<TimeRule>;
  item?: Partial<DueInput>;
  counters?: Partial<Counters>;
  today?: string;
  expected: Partial<Due>;
}

const cases: Case[] = [
  // Type 1, hours only, no alignment: expiry = 1000 + 100 = 1100; remaining = 1100 − 1050 = 50; hw default 30.
  {
    title: 'periodic hours: 50 h left, default warning 30 h (30 % of 100) not reached',
    rule: { hc: 100 },
    expected: { expireHours: 1100, remainHours: 50 },
  },
  {
    title: 'periodic hours: 25 h left ≤ default 30 h warns',
    rule: { hc: 100 },
    counters: { flightHours: 1075 },
    expected: { expireHours: 1100, remainHours: 25, warning: true },
  },
  {
    title: 'default hours warning: exactly 30 h left warns',
    rule: { hc: 100 },
    counters: { flightHours: 1070 },
    expected: { expireHours: 1100, remainHours: 30, warning: true },
  },
  {
    title: 'default hours warning: 30.1 h left does not warn',
    rule: { hc: 100 },
    counters: { flightHours: 1069.9 },
    expected: { expireHours: 1100, remainHours: 30.1 },
  },
  {
    title: 'default hours warning of a 50 h interval is 15 h',
    rule: { hc: 50 },
    counters: { flightHours: 1036 },
    expected: { expireHours: 1050, remainHours: 14, warning: true },
  },
  {
    title: 'explicit hours warning 10 h: 15 h left does not warn',
    rule: { hc: 100, hw: 10 },
    counters: { flightHours: 1085 },
    expected: { expireHours: 1100, remainHours: 15 },
  },
  {
    title: 'explicit hours warning 10 h: 10 h left warns',
    rule: { hc: 100, hw: 10 },
    counters: { flightHours: 1090 },
    expected: { expireHours: 1100, remainHours: 10, warning: true },
  },
  {
    title: 'explicit hours warning 0: warns only when due',
    rule: { hc: 100, hw: 0 },
    counters: { flightHours: 1099 },
    expected: { expireHours: 1100, remainHours: 1 },
  },
  // Type 1, calendar only: 2024-01-15 + 6 months = 2024-07-15; from 2024-06-01: 29 days to 30 June + 15 = 44.
  {
    title: 'periodic calendar 6M: 44 days left, cw 30 does not warn',
    rule: { cc: '6M', cw: 30 },
    expected: { expireDate: '2024-07-15', remainDays: 44 },
  },
  {
    title: 'periodic calendar: cw 44 warns at 44 days left',
    rule: { cc: '6M', cw: 44 },
    expected: { expireDate: '2024-07-15', remainDays: 44, warning: true },
  },
  {
    title: 'periodic calendar: cw 43 does not warn at 44 days left',
    rule: { cc: '6M', cw: 43 },
    expected: { expireDate: '2024-07-15', remainDays: 44 },
  },
  {
    title: 'periodic calendar without cw warns on the due day',
    rule: { cc: '6M' },
    today: '2024-07-15',
    expected: { expireDate: '2024-07-15', remainDays: 0, warning: true },
  },
  {
    title: 'periodic calendar without cw does not warn the day before',
    rule: { cc: '6M' },
    today: '2024-07-14',
    expected: { expireDate: '2024-07-15', remainDays: 1 },
  },
  // Whichever first (type 1 and 4): both parts reported, warns if either warns.
  {
    title: 'whichever first: hours warn (25 h ≤ 30 h) while the calendar (44 d > 30 d) does not',
    rule: { hc: 100, cc: '6M', cw: 30 },
    counters: { flightHours: 1075 },
    expected: { expireDate: '2024-07-15', remainDays: 44, expireHours: 1100, remainHours: 25, warning: true },
  },
  {
    title: 'whichever first: calendar warns (10 d ≤ 30 d) while the hours (50 h > 30 h) do not',
    rule: { hc: 100, cc: '6M', cw: 30 },
    today: '2024-07-05',
    expected: { expireDate: '2024-07-15', remainDays: 10, expireHours: 1100, remainHours: 50, warning: true },
  },
  {
    title: 'whichever first: hours overdue (−5 h) while the calendar still has 44 days',
    rule: { hc: 100, cc: '6M', cw: 30 },
    counters: { flightHours: 1105 },
    expected: {
      expireDate: '2024-07-15',
      remainDays: 44,
      expireHours: 1100,
      remainHours: -5,
      warning: true,
      overdue: true,
    },
  },
  {
    title: 'type 4 (optional) computes like type 1',
    rule: { type: RuleType.Optional, hc: 100, cc: '6M', cw: 30 },
    expected: { expireDate: '2024-07-15', remainDays: 44, expireHours: 1100, remainHours: 50 },
  },
  // Overdue and tolerances.
  {
    title: 'calendar: one day past the expiry without tolerance is overdue',
    rule: { cc: '6M' },
    today: '2024-07-16',
    expected: { expireDate: '2024-07-15', remainDays: -1, warning: true, overdue: true },
  },
  {
    title: 'calendar tolerance 10 d: 5 days late is within tolerance',
    rule: { cc: '6M', co: 10 },
    today: '2024-07-20',
    expected: { expireDate: '2024-07-15', remainDays: -5, warning: true },
  },
  {
    title: 'calendar tolerance 10 d: 10 days late is still within tolerance',
    rule: { cc: '6M', co: 10 },
    today: '2024-07-25',
    expected: { expireDate: '2024-07-15', remainDays: -10, warning: true },
  },
  {
    title: 'calendar tolerance 10 d: 11 days late is overdue',
    rule: { cc: '6M', co: 10 },
    today: '2024-07-26',
    expected: { expireDate: '2024-07-15', remainDays: -11, warning: true, overdue: true },
  },
  {
    title: 'hours tolerance 5 h: 5 h beyond is within tolerance',
    rule: { hc: 100, ho: 5 },
    counters: { flightHours: 1105 },
    expected: { expireHours: 1100, remainHours: -5, warning: true },
  },
  {
    title: 'hours tolerance 5 h: 5.5 h beyond is overdue',
    rule: { hc: 100, ho: 5 },
    counters: { flightHours: 1105.5 },
    expected: { expireHours: 1100, remainHours: -5.5, warning: true, overdue: true },
  },
  {
    title: 'hours: exactly at the expiry is not overdue',
    rule: { hc: 100 },
    counters: { flightHours: 1100 },
    expected: { expireHours: 1100, remainHours: 0, warning: true },
  },
  // Alignment: the smallest multiple of hc that is ≥ executeHours + hw.
  {
    title: 'alignment: 1000 + 30 → 1100',
    rule: { hc: 100 },
    item: { timeAlign: 1 },
    expected: { expireHours: 1100, remainHours: 50 },
  },
  {
    title: 'alignment: executed late at 1075, 1075 + 30 = 1105 → 1200',
    rule: { hc: 100 },
    item: { timeAlign: 1, executeHours: 1075 },
    counters: { flightHours: 1080 },
    expected: { expireHours: 1200, remainHours: 120 },
  },
  {
    title: 'alignment: executed early at 960, inside the warning window, 990 → 1000',
    rule: { hc: 100 },
    item: { timeAlign: 1, executeHours: 960 },
    counters: { flightHours: 965 },
    expected: { expireHours: 1000, remainHours: 35 },
  },
  {
    title: 'alignment: 970 + 30 = 1000 is itself a multiple → 1000',
    rule: { hc: 100 },
    item: { timeAlign: 1, executeHours: 970 },
    counters: { flightHours: 975 },
    expected: { expireHours: 1000, remainHours: 25, warning: true },
  },
  {
    title: 'alignment: 971 + 30 = 1001 → 1100',
    rule: { hc: 100 },
    item: { timeAlign: 1, executeHours: 971 },
    counters: { flightHours: 975 },
    expected: { expireHours: 1100, remainHours: 125 },
  },
  {
    title: 'no alignment: 971 + 100 = 1071',
    rule: { hc: 100 },
    item: { timeAlign: 0, executeHours: 971 },
    counters: { flightHours: 975 },
    expected: { expireHours: 1071, remainHours: 96 },
  },
  {
    title: 'alignment with explicit warning 10: 1095 + 10 = 1105 → 1200',
    rule: { hc: 100, hw: 10 },
    item: { timeAlign: 1, executeHours: 1095 },
    counters: { flightHours: 1100 },
    expected: { expireHours: 1200, remainHours: 100 },
  },
  {
    title: 'alignment with warning 0 never expires at the execution itself: 1000 → 1100',
    rule: { hc: 100, hw: 0 },
    item: { timeAlign: 1, executeHours: 1000 },
    expected: { expireHours: 1100, remainHours: 50 },
  },
  {
    title: 'alignment of a 50 h interval: 1000 + 15 = 1015 → 1050',
    rule: { hc: 50 },
    item: { timeAlign: 1 },
    counters: { flightHours: 1020 },
    expected: { expireHours: 1050, remainHours: 30 },
  },
  // Month-end clamping and leap years.
  {
    title: 'month end: 31 Jan 2024 + 1M = 29 Feb 2024 (leap year)',
    rule: { cc: '1M' },
    item: { executeDate: '2024-01-31 00:00:00' },
    today: '2024-02-01',
    expected: { expireDate: '2024-02-29', remainDays: 28 },
  },
  {
    title: 'month end: 31 Jan 2023 + 1M = 28 Feb 2023',
    rule: { cc: '1M' },
    item: { executeDate: '2023-01-31 00:00:00' },
    today: '2023-02-01',
    expected: { expireDate: '2023-02-28', remainDays: 27 },
  },
  {
    title: 'leap year: 29 Feb 2024 + 1Y = 28 Feb 2025',
    rule: { cc: '1Y' },
    item: { executeDate: '2024-02-29 00:00:00' },
    today: '2025-02-01',
    expected: { expireDate: '2025-02-28', remainDays: 27 },
  },
  {
    title: 'leap year: 29 Feb 2024 + 4Y = 29 Feb 2028',
    rule: { cc: '4年' },
    item: { executeDate: '2024-02-29 00:00:00' },
    today: '2028-02-01',
    expected: { expireDate: '2028-02-29', remainDays: 28 },
  },
  {
    title: 'a bare number means months: 29 Feb 2024 + 12 = 28 Feb 2025',
    rule: { cc: '12' },
    item: { executeDate: '2024-02-29 00:00:00' },
    today: '2025-02-01',
    expected: { expireDate: '2025-02-28', remainDays: 27 },
  },
  // Calendar text forms.
  {
    title: 'cc 1年 → 2025-01-15 (228 days from 2024-06-01)',
    rule: { cc: '1年' },
    expected: { expireDate: '2025-01-15', remainDays: 228 },
  },
  {
    title: 'cc 6个月 → 2024-07-15',
    rule: { cc: '6个月' },
    expected: { expireDate: '2024-07-15', remainDays: 44 },
  },
  {
    title: 'cc 6月 → 2024-07-15',
    rule: { cc: '6月' },
    expected: { expireDate: '2024-07-15', remainDays: 44 },
  },
  {
    title: 'cc 90天 → 2024-04-14, 48 days overdue on 2024-06-01',
    rule: { cc: '90天' },
    expected: { expireDate: '2024-04-14', remainDays: -48, warning: true, overdue: true },
  },
  {
    title: 'cc 140日 → 2024-06-03',
    rule: { cc: '140日' },
    expected: { expireDate: '2024-06-03', remainDays: 2, warning: false },
  },
  {
    title: 'cc 1y 2m 3d → 2025-03-18',
    rule: { cc: '1y 2m 3d' },
    today: '2025-03-01',
    expected: { expireDate: '2025-03-18', remainDays: 17 },
  },
  {
    title: 'cc 1Y6M → 2025-07-15',
    rule: { cc: '1Y6M' },
    today: '2025-07-01',
    expected: { expireDate: '2025-07-15', remainDays: 14 },
  },
  {
    title: 'a stored invalid calendar text: unknown expiry, remaining 0, warning',
    rule: { cc: '6 weeks', cw: 30 },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'a stored invalid calendar text keeps the hours part',
    rule: { cc: 'soon', hc: 100 },
    expected: { remainDays: 0, expireHours: 1100, remainHours: 50, warning: true, unknown: true },
  },
  // Missing execution date, years out of range.
  {
    title: 'no execute date: unknown expiry, remaining 0, warning',
    rule: { cc: '6M', hc: 100 },
    item: { executeDate: null },
    expected: { remainDays: 0, remainHours: 0, warning: true, unknown: true },
  },
  {
    title: 'execute date of year 1 counts as absent',
    rule: { cc: '6M' },
    item: { executeDate: '0001-01-01 00:00:00' },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'execute date of year 1000 counts as absent',
    rule: { cc: '6M' },
    item: { executeDate: '1000-06-01 00:00:00' },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'execute date of year 9999 counts as absent',
    rule: { cc: '6M' },
    item: { executeDate: '9999-01-01 00:00:00' },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'non-numeric year counts as absent',
    rule: { cc: '6M' },
    item: { executeDate: 'abcd-01-15 00:00:00' },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'year 1001 is valid: 1001-01-15 + 6M = 1001-07-15, 1023 years (249 leap days) − 44 days ago',
    rule: { cc: '6M' },
    item: { executeDate: '1001-01-15' },
    expected: { expireDate: '1001-07-15', remainDays: -373600, warning: true, overdue: true },
  },
  {
    title: 'an expiry beyond year 9998 is N/A: unknown, warning',
    rule: { cc: '2Y' },
    item: { executeDate: '9998-06-01 00:00:00' },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'no execute hours: hours unknown, remaining 0, warning; the calendar part still counts',
    rule: { cc: '6M', cw: 30, hc: 100 },
    item: { executeHours: null },
    expected: { expireDate: '2024-07-15', remainDays: 44, remainHours: 0, warning: true, unknown: true },
  },
  {
    title: 'unknown aircraft hours: expiry hours known, remaining unknown, warning',
    rule: { hc: 100 },
    counters: { flightHours: null },
    expected: { expireHours: 1100, warning: true },
  },
  // Timer sources.
  {
    title: 'timerSource 100 counts the engine hours: 450 + 100 = 550, engine at 500 → 50 h',
    rule: { hc: 100 },
    item: { timerSource: TimerSource.EngineHours, executeHours: 450 },
    counters: { flightHours: 1050, engineHours: 500 },
    expected: { expireHours: 550, remainHours: 50 },
  },
  {
    title: 'timerSource 100 without engine hours falls back to the flight hours',
    rule: { hc: 100 },
    item: { timerSource: TimerSource.EngineHours, executeHours: 1000 },
    counters: { flightHours: 1075, engineHours: null },
    expected: { expireHours: 1100, remainHours: 25, warning: true },
  },
  {
    title: 'timerSource 900 counts own time = 1050 − 800 = 250: 200 + 100 = 300 → 50 h',
    rule: { hc: 100 },
    item: { timerSource: TimerSource.OwnTime, executeHours: 200, initHours: 800 },
    expected: { expireHours: 300, remainHours: 50 },
  },
  {
    title: 'timerSource 900 with decimals: 1050.3 − 800.1 = 250.2 → 49.8 h',
    rule: { hc: 100 },
    item: { timerSource: TimerSource.OwnTime, executeHours: 200, initHours: 800.1 },
    counters: { flightHours: 1050.3 },
    expected: { expireHours: 300, remainHours: 49.8 },
  },
  {
    title: 'timerSource 900 without initHours: own time is the flight hours',
    rule: { hc: 100 },
    item: { timerSource: TimerSource.OwnTime, executeHours: 200, initHours: null },
    expected: { expireHours: 300, remainHours: -750, warning: true, overdue: true },
  },
  {
    title: 'timerSource 900 aligned: own 250, executed at 180 + 30 = 210 → 300',
    rule: { hc: 100 },
    item: { timerSource: TimerSource.OwnTime, executeHours: 180, initHours: 800, timeAlign: 1 },
    expected: { expireHours: 300, remainHours: 50 },
  },
  // Fixed dates (types 2 and 6).
  {
    title: 'type 2: 19 days to the set date ≤ default 30 warns',
    rule: { type: RuleType.FixedDate },
    item: { expireDateSet: '2024-06-20 00:00:00' },
    expected: { expireDate: '2024-06-20', remainDays: 19, warning: true },
  },
  {
    title: 'type 2: 31 days to the set date > default 30 does not warn',
    rule: { type: RuleType.FixedDate },
    item: { expireDateSet: '2024-07-02 00:00:00' },
    expected: { expireDate: '2024-07-02', remainDays: 31 },
  },
  {
    title: 'type 2: 30 days to the set date warns (default 30)',
    rule: { type: RuleType.FixedDate },
    item: { expireDateSet: '2024-07-01' },
    expected: { expireDate: '2024-07-01', remainDays: 30, warning: true },
  },
  {
    title: 'type 2 with cw 10: 19 days does not warn',
    rule: { type: RuleType.FixedDate, cw: 10 },
    item: { expireDateSet: '2024-06-20 00:00:00' },
    expected: { expireDate: '2024-06-20', remainDays: 19 },
  },
  {
    title: 'type 2 ignores the execution: its date is the set date only',
    rule: { type: RuleType.FixedDate, hc: 100, cc: '6M' },
    item: { expireDateSet: '2024-08-01', executeDate: null },
    expected: { expireDate: '2024-08-01', remainDays: 61 },
  },
  {
    title: 'type 2 without a date: "click to set", warns',
    rule: { type: RuleType.FixedDate },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'type 2 with the year-1 date: absent, warns',
    rule: { type: RuleType.FixedDate },
    item: { expireDateSet: '0001-01-01 00:00:00' },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'type 2 two days past the date is overdue',
    rule: { type: RuleType.FixedDate },
    item: { expireDateSet: '2024-05-30 00:00:00' },
    expected: { expireDate: '2024-05-30', remainDays: -2, warning: true, overdue: true },
  },
  {
    title: 'type 2 two days past the date with tolerance 5 is not overdue',
    rule: { type: RuleType.FixedDate, co: 5 },
    item: { expireDateSet: '2024-05-30 00:00:00' },
    expected: { expireDate: '2024-05-30', remainDays: -2, warning: true },
  },
  // Type 2 repeats at its calendar interval from the set date (docs/decisions.md "Fixed-date rules: what
  // repeats"): the due is the first occurrence set date + k × cc not covered by the last execution, an
  // execution covering every occurrence up to its date + the warning days (cw, default 30).
  {
    title: 'type 2 repeating yearly, executed on this year’s date: due next year',
    rule: { type: RuleType.FixedDate, cc: '1Y' },
    item: { expireDateSet: '2023-03-31 00:00:00', executeDate: '2024-03-31 00:00:00' },
    expected: { expireDate: '2025-03-31', remainDays: 303 },
  },
  {
    title: 'type 2 repeating: executed inside the warning window (20 days early) covers that occurrence',
    rule: { type: RuleType.FixedDate, cc: '1Y' },
    item: { expireDateSet: '2023-03-31', executeDate: '2024-03-11' },
    expected: { expireDate: '2025-03-31', remainDays: 303 },
  },
  {
    title: 'type 2 repeating: executed on the first warning day (30 days before) covers that occurrence',
    rule: { type: RuleType.FixedDate, cc: '1Y' },
    item: { expireDateSet: '2023-07-01', executeDate: '2024-06-01' },
    expected: { expireDate: '2025-07-01', remainDays: 395 },
  },
  {
    title: 'type 2 repeating: executed 31 days early does not cover it (still due, warns)',
    rule: { type: RuleType.FixedDate, cc: '1Y' },
    item: { expireDateSet: '2023-07-01', executeDate: '2024-05-31' },
    expected: { expireDate: '2024-07-01', remainDays: 30, warning: true },
  },
  {
    title: 'type 2 repeating with cw 10: the window that covers is 10 days',
    rule: { type: RuleType.FixedDate, cc: '6M', cw: 10 },
    item: { expireDateSet: '2023-12-20', executeDate: '2024-06-12' },
    today: '2024-06-15',
    expected: { expireDate: '2024-12-20', remainDays: 188 },
  },
  {
    title: 'type 2 repeating with cw 10: executed 15 days early does not cover the occurrence',
    rule: { type: RuleType.FixedDate, cc: '6M', cw: 10 },
    item: { expireDateSet: '2023-12-20', executeDate: '2024-06-05' },
    today: '2024-06-15',
    expected: { expireDate: '2024-06-20', remainDays: 5, warning: true },
  },
  {
    title: 'type 2 repeating: a missed occurrence stays due (overdue) until an execution',
    rule: { type: RuleType.FixedDate, cc: '3M' },
    item: { expireDateSet: '2023-11-15', executeDate: '2023-11-10' },
    expected: { expireDate: '2024-02-15', remainDays: -107, warning: true, overdue: true },
  },
  {
    title: 'type 2 repeating: a late execution covers the missed date, the next one follows the set date',
    rule: { type: RuleType.FixedDate, cc: '3M' },
    item: { expireDateSet: '2023-11-15', executeDate: '2024-05-20' },
    expected: { expireDate: '2024-08-15', remainDays: 75 },
  },
  {
    title: 'type 2 repeating monthly from the 31st: each occurrence clamps from the set date, never drifts',
    rule: { type: RuleType.FixedDate, cc: '1M', cw: 0 },
    item: { expireDateSet: '2024-01-31', executeDate: '2024-02-29' },
    today: '2024-03-01',
    // 31 Jan + 2 months = 31 Mar (stepping from 29 Feb would give 29 Mar).
    expected: { expireDate: '2024-03-31', remainDays: 30 },
  },
  {
    title: 'type 2 repeating, never executed: the set date itself',
    rule: { type: RuleType.FixedDate, cc: '1Y' },
    item: { expireDateSet: '2024-06-20', executeDate: null },
    expected: { expireDate: '2024-06-20', remainDays: 19, warning: true },
  },
  {
    title: 'type 2 repeating, executed long before the set date: the set date itself',
    rule: { type: RuleType.FixedDate, cc: '1Y' },
    item: { expireDateSet: '2024-08-01', executeDate: '2024-01-15' },
    expected: { expireDate: '2024-08-01', remainDays: 61 },
  },
  {
    title: 'type 2 repeating every 90 days over many years: found without drifting',
    rule: { type: RuleType.FixedDate, cc: '90D', cw: 0 },
    item: { expireDateSet: '2000-01-01', executeDate: '2024-05-25' },
    // 2000-01-01 + 99 × 90 days = 2024-05-24 (covered by the execution), + 100 × 90 days = 2024-08-22.
    expected: { expireDate: '2024-08-22', remainDays: 82 },
  },
  {
    title: 'type 2 with a stored interval that is not calendar text: unknown expiry, warns',
    rule: { type: RuleType.FixedDate, cc: 'soon' },
    item: { expireDateSet: '2024-08-01' },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  {
    title: 'type 2 without an interval does not repeat: the set date, whatever the execution',
    rule: { type: RuleType.FixedDate },
    item: { expireDateSet: '2024-05-30', executeDate: '2024-05-30' },
    expected: { expireDate: '2024-05-30', remainDays: -2, warning: true, overdue: true },
  },
  {
    title: 'type 6 (one-off) executed: complied, no due and no warning, even past its date (issue 29)',
    rule: { type: RuleType.FixedDateOnce, cc: '1Y' },
    item: { expireDateSet: '2024-05-30', executeDate: '2024-05-30' },
    expected: { complied: true },
  },
  {
    title: 'type 6 (one-off) never repeats: not executed, past its date it is overdue',
    rule: { type: RuleType.FixedDateOnce, cc: '1Y' },
    item: { expireDateSet: '2024-05-30', executeDate: null },
    expected: { expireDate: '2024-05-30', remainDays: -2, warning: true, overdue: true },
  },
  {
    title: 'type 6 (one-off fixed date) not executed computes like type 2',
    rule: { type: RuleType.FixedDateOnce },
    item: { expireDateSet: '2024-06-20 00:00:00', executeDate: null },
    expected: { expireDate: '2024-06-20', remainDays: 19, warning: true },
  },
  {
    title: 'type 6 without a date warns',
    rule: { type: RuleType.FixedDateOnce },
    item: { executeDate: null },
    expected: { remainDays: 0, warning: true, unknown: true },
  },
  // Types 3, 5, 99.
  {
    title: 'type 3 (immediate) expires today and warns',
    rule: { type: RuleType.Immediate, hc: 100, cc: '6M' },
    expected: { expireDate: TODAY, remainDays: 0, warning: true },
  },
  {
    title: 'type 5 (next maintenance) warns without a date',
    rule: { type: RuleType.NextMaintenance, hc: 100, cc: '6M' },
    expected: { warning: true },
  },
  {
    title: 'type 99 (no action) never warns',
    rule: { type: RuleType.NoAction, hc: 100, cc: '6M' },
    item: { executeDate: null },
    expected: {},
  },
  {
    title: 'an unknown control mode warns without a date',
    rule: { type: 7, hc: 100 },
    expected: { warning: true },
  },
  {
    title: 'a periodic rule without any interval warns as unknown',
    rule: { type: RuleType.Periodic },
    expected: { warning: true, unknown: true },
  },
];

describe('computeDue: one rule', () => {
  it.each(cases)('$title', (c) => {
    const r = rule(c.rule);
    const result = computeDue(item([r], c.item), { ...AIRCRAFT, ...c.counters }, c.today ?? TODAY);
    const expected = due(c.expected);
    expect(result.rulesDue).toEqual([{ name: 'R', ...expected }]);
    expect(result.due).toEqual(expected);
  });
});

describe('computeDue: the item summary', () => {
  // From 2024-06-01: 12M → 2025-01-15 (228 days), 6M → 2024-07-15 (44 days).
  const yearly = rule({ name: 'A', cc: '12M', cw: 30 });
  const halfYearly = rule({ name: 'B', cc: '6M', cw: 30 });

  it('is the earliest rule when no rule is current', () => {
    const result = computeDue(item([yearly, halfYearly]), AIRCRAFT, TODAY);
    expect(result.rulesDue.map((d) => [d.name, d.expireDate, d.remainDays])).toEqual([
      ['A', '2025-01-15', 228],
      ['B', '2024-07-15', 44],
    ]);
    expect(result.due).toEqual(due({ expireDate: '2024-07-15', remainDays: 44 }));
  });

  it('is the current rule when one is chosen, even if another falls due earlier', () => {
    const result = computeDue(item([yearly, halfYearly], { curTimeItem: 'A' }), AIRCRAFT, TODAY);
    expect(result.due).toEqual(due({ expireDate: '2025-01-15', remainDays: 228 }));
    expect(result.rulesDue).toHaveLength(2);
  });

  it('is the earliest rule when the current name no longer exists', () => {
    const result = computeDue(item([yearly, halfYearly], { curTimeItem: 'gone' }), AIRCRAFT, TODAY);
    expect(result.due.expireDate).toBe('2024-07-15');
  });

  it('compares by hours when the rules have no dates (earliest = fewest remaining hours)', () => {
    const h100 = rule({ name: 'H100', hc: 100 });
    const h50 = rule({ name: 'H50', hc: 50, hw: 5 });
    // 1000 + 100 → 50 h left; 1000 + 50 → 0 h left, warns (0 ≤ 5).
    const result = computeDue(item([h100, h50]), AIRCRAFT, TODAY);
    expect(result.due).toEqual(due({ expireHours: 1050, remainHours: 0, warning: true }));
  });

  it('puts an overdue rule first, then a warning rule, then the fewest remaining days', () => {
    // A: 6M cw 0 → 44 days, no warning; B: 12M cw 300 → 228 days ≤ 300, warns; C: 90D → overdue by 48 days.
    const a = rule({ name: 'A', cc: '6M', cw: 0 });
    const b = rule({ name: 'B', cc: '12M', cw: 300 });
    const c = rule({ name: 'C', cc: '90D' });
    expect(computeDue(item([a, b]), AIRCRAFT, TODAY).due).toEqual(
      due({ expireDate: '2025-01-15', remainDays: 228, warning: true }),
    );
    expect(computeDue(item([a, b, c]), AIRCRAFT, TODAY).due).toEqual(
      due({ expireDate: '2024-04-14', remainDays: -48, warning: true, overdue: true }),
    );
  });

  it('keeps the first listed rule on a tie', () => {
    const first = rule({ name: 'first', cc: '6M' });
    const second = rule({ name: 'second', cc: '6个月' });
    const result = computeDue(item([first, second]), AIRCRAFT, TODAY);
    expect(result.due).toEqual(due({ expireDate: '2024-07-15', remainDays: 44 }));
    expect(result.rulesDue[0]).toEqual({ name: 'first', ...result.due });
  });

  it('counts a fixed-date rule next to the current rule (it is always in effect)', () => {
    // Current A has 228 days; the fixed date 2024-06-20 (19 days ≤ 30) warns and is the summary.
    const fixed = rule({ name: 'F', type: RuleType.FixedDate });
    const input = item([yearly, fixed], { curTimeItem: 'A', expireDateSet: '2024-06-20 00:00:00' });
    expect(computeDue(input, AIRCRAFT, TODAY).due).toEqual(
      due({ expireDate: '2024-06-20', remainDays: 19, warning: true }),
    );
    // With the fixed date far away, the current rule stays the summary.
    const later = item([yearly, fixed], { curTimeItem: 'A', expireDateSet: '2026-01-01 00:00:00' });
    expect(computeDue(later, AIRCRAFT, TODAY).due).toEqual(due({ expireDate: '2025-01-15', remainDays: 228 }));
  });

  it('ignores non-current rules other than fixed dates once a rule is chosen', () => {
    const immediate = rule({ name: 'I', type: RuleType.Immediate });
    const result = computeDue(item([yearly, immediate], { curTimeItem: 'A' }), AIRCRAFT, TODAY);
    expect(result.due).toEqual(due({ expireDate: '2025-01-15', remainDays: 228 }));
    expect(result.rulesDue[1]).toEqual({ name: 'I', ...due({ expireDate: TODAY, remainDays: 0, warning: true }) });
    // Without a current rule the immediate rule is the most urgent one.
    expect(computeDue(item([yearly, immediate]), AIRCRAFT, TODAY).due).toEqual(
      due({ expireDate: TODAY, remainDays: 0, warning: true }),
    );
  });

  it('is empty for an item without rules', () => {
    expect(computeDue(item([]), AIRCRAFT, TODAY)).toEqual({ due: due({}), rulesDue: [] });
  });

  it('refuses a today that is not a date', () => {
    expect(() => computeDue(item([yearly]), AIRCRAFT, '01/06/2024')).toThrow(RangeError);
  });
});

describe('dueThresholds', () => {
  it('stores the expiry, warning and overdue points of a whichever-first rule', () => {
    // 2024-07-15 − 30 = 2024-06-15; 2024-07-15 + 10 + 1 = 2024-07-26; 1100 − 30 = 1070; 1100 + 5 = 1105.
    const r = rule({ hc: 100, ho: 5, cc: '6M', cw: 30, co: 10 });
    expect(dueThresholds(item([r]), AIRCRAFT)).toEqual({
      expireDate: '2024-07-15',
      warnDate: '2024-06-15',
      overdueDate: '2024-07-26',
      expireHours: 1100,
      warnHours: 1070,
      overdueHours: 1105,
      counter: 'flightHours',
      expireFlightHours: 1100,
      warnFlightHours: 1070,
      overdueFlightHours: 1105,
      expireLandings: null,
      warnLandings: null,
      overdueLandings: null,
      alwaysWarn: false,
    });
  });

  it('converts own-time thresholds to aircraft flight hours by adding initHours', () => {
    const r = rule({ hc: 100 });
    const input = item([r], { timerSource: TimerSource.OwnTime, executeHours: 200, initHours: 800 });
    expect(dueThresholds(input, AIRCRAFT)).toMatchObject({
      expireHours: 300,
      warnHours: 270,
      overdueHours: 300,
      counter: 'flightHours',
      expireFlightHours: 1100,
      warnFlightHours: 1070,
      overdueFlightHours: 1100,
      alwaysWarn: false,
    });
  });

  it('keeps engine-hour thresholds on the engine counter, or on flight hours without engine hours', () => {
    const input = item([rule({ hc: 100 })], { timerSource: TimerSource.EngineHours, executeHours: 450 });
    expect(dueThresholds(input, { flightHours: 1050, engineHours: 500 })).toMatchObject({
      expireHours: 550,
      counter: 'engineHours',
      expireFlightHours: null,
      warnFlightHours: null,
      overdueFlightHours: null,
    });
    expect(dueThresholds(input, { flightHours: 1050, engineHours: null })).toMatchObject({
      expireHours: 550,
      counter: 'flightHours',
      expireFlightHours: 550,
    });
  });

  it('marks items that warn whatever the day: immediate, next maintenance, unknown dates or hours', () => {
    const always = (r: Partial<TimeRule>, over: Partial<DueInput> = {}, counters = AIRCRAFT) =>
      dueThresholds(item([rule(r)], over), counters).alwaysWarn;
    expect(always({ type: RuleType.Immediate })).toBe(true);
    expect(always({ type: RuleType.NextMaintenance })).toBe(true);
    expect(always({ type: RuleType.FixedDate })).toBe(true);
    expect(always({ cc: '6M' }, { executeDate: null })).toBe(true);
    expect(always({ cc: 'bad' })).toBe(true);
    expect(always({ hc: 100 }, { executeHours: null })).toBe(true);
    expect(always({ hc: 100 }, {}, { flightHours: null, engineHours: null })).toBe(true);
    expect(always({ type: RuleType.NoAction })).toBe(false);
    expect(always({ cc: '6M', hc: 100 })).toBe(false);
  });

  it('takes the earliest point of each kind over the effective rules', () => {
    // A: 12M cw 30 → 2025-01-15, warn 2024-12-16; B: 6M cw 60 → 2024-07-15, warn 2024-05-16; H: 1100 h.
    const a = rule({ name: 'A', cc: '12M', cw: 30 });
    const b = rule({ name: 'B', cc: '6M', cw: 60 });
    const h = rule({ name: 'H', hc: 100, hw: 10 });
    expect(dueThresholds(item([a, b, h]), AIRCRAFT)).toMatchObject({
      expireDate: '2024-07-15',
      warnDate: '2024-05-16',
      overdueDate: '2024-07-16',
      expireHours: 1100,
      warnHours: 1090,
      overdueHours: 1100,
      alwaysWarn: false,
    });
    // With A current, only A counts.
    expect(dueThresholds(item([a, b, h], { curTimeItem: 'A' }), AIRCRAFT)).toMatchObject({
      expireDate: '2025-01-15',
      warnDate: '2024-12-16',
      overdueDate: '2025-01-16',
      expireHours: null,
      warnHours: null,
      overdueHours: null,
    });
  });

  it('is empty for an item without rules', () => {
    expect(dueThresholds(item([]), AIRCRAFT)).toMatchObject({
      expireDate: null,
      warnDate: null,
      overdueDate: null,
      expireHours: null,
      alwaysWarn: false,
    });
  });
});

// Landings: unless a case says otherwise executed at 2000 landings, aircraft at 2400 (and 1050 h as above).
describe('computeDue: landings parts (table)', () => {
  const LANDED: Counters = { ...AIRCRAFT, landings: 2400 };
  const landingCases: Case[] = [
    // 2000 + 500 = 2500; 100 left ≤ default warning 150 (30 % of 500).
    {
      title: 'landings 500: 100 left, default warning 150 warns',
      rule: { lc: 500 },
      expected: { expireLandings: 2500, remainLandings: 100, warning: true },
    },
    {
      title: 'landings 500, lw 50: 100 left does not warn',
      rule: { lc: 500, lw: 50 },
      expected: { expireLandings: 2500, remainLandings: 100 },
    },
    {
      title: 'landings 500, lw 100: 100 left warns (on the threshold)',
      rule: { lc: 500, lw: 100 },
      expected: { expireLandings: 2500, remainLandings: 100, warning: true },
    },
    // 2000 + 300 = 2300: 100 beyond, no tolerance → overdue.
    {
      title: 'landings 300, lw 0: 100 beyond is overdue',
      rule: { lc: 300, lw: 0 },
      expected: { expireLandings: 2300, remainLandings: -100, warning: true, overdue: true },
    },
    // Tolerance 100: overdue only beyond 2400.
    {
      title: 'landings tolerance 100: exactly at 2400 warns, not overdue',
      rule: { lc: 300, lo: 100, lw: 0 },
      expected: { expireLandings: 2300, remainLandings: -100, warning: true },
    },
    {
      title: 'landings tolerance 99: overdue at 2400',
      rule: { lc: 300, lo: 99, lw: 0 },
      expected: { expireLandings: 2300, remainLandings: -100, warning: true, overdue: true },
    },
    // Aligned: smallest multiple of 500 ≥ 2010 + 50 and > 2010 = 2500.
    {
      title: 'aligned landings: 2010 + 500 → 2500',
      rule: { lc: 500, lw: 50 },
      item: { timeAlign: 1, executeLandings: 2010 },
      expected: { expireLandings: 2500, remainLandings: 100 },
    },
    {
      title: 'no execution landings: unknown, warns',
      rule: { lc: 500 },
      item: { executeLandings: null },
      expected: { remainLandings: 0, warning: true, unknown: true },
    },
    {
      title: 'unknown aircraft landings: expiry known, no remaining, warns',
      rule: { lc: 500, lw: 50 },
      counters: { landings: null },
      expected: { expireLandings: 2500, warning: true },
    },
    // timerSource 100 chooses the hours counter only: landings still count the aircraft's total.
    {
      title: 'engine-hours item: landings count the aircraft total',
      rule: { lc: 500, lw: 50 },
      item: { timerSource: TimerSource.EngineHours },
      counters: { engineHours: 300 },
      expected: { expireLandings: 2500, remainLandings: 100 },
    },
    // Whichever first: 50 h left (hw 10) and 100 landings left (lw 50): neither warns; both shown.
    {
      title: 'whichever first: hours and landings both shown',
      rule: { hc: 100, hw: 10, lc: 500, lw: 50 },
      expected: { expireHours: 1100, remainHours: 50, expireLandings: 2500, remainLandings: 100 },
    },
    {
      title: 'whichever first: landings overdue while hours are fine',
      rule: { hc: 100, hw: 10, lc: 350, lw: 0 },
      expected: {
        expireHours: 1100,
        remainHours: 50,
        expireLandings: 2350,
        remainLandings: -50,
        warning: true,
        overdue: true,
      },
    },
  ];
  it.each(landingCases)('$title', (c) => {
    const result = computeDue(
      item([rule(c.rule)], { executeLandings: 2000, ...c.item }),
      { ...LANDED, ...c.counters },
      c.today ?? TODAY,
    );
    expect(result.due).toEqual(due(c.expected));
    expect(result.rulesDue).toEqual([{ name: 'R', ...due(c.expected) }]);
  });

  it('stores the landings thresholds (earliest over the effective rules)', () => {
    const a = rule({ name: 'A', lc: 500, lo: 20, lw: 40 });
    const b = rule({ name: 'B', lc: 800 });
    expect(dueThresholds(item([a, b], { executeLandings: 2000 }), LANDED)).toMatchObject({
      expireLandings: 2500,
      warnLandings: 2460,
      overdueLandings: 2520,
      alwaysWarn: false,
    });
    expect(dueThresholds(item([b], { executeLandings: null }), LANDED)).toMatchObject({
      expireLandings: null,
      alwaysWarn: true,
    });
  });
});

// Forecasts: asOf + ceil(remaining ÷ daily rate), computed by hand.
describe('computeDue: forecasts (table)', () => {
  const at = (asOf: string, dailyHours: number | null, dailyLandings: number | null = null): Partial<Counters> => ({
    utilisation: { dailyHours, dailyLandings, asOf, source: 'log' },
  });
  const forecastCases: Case[] = [
    // Issue 29: never executed, so nothing to count from: no forecast at all (not the counters' day).
    {
      title: 'never executed: no forecast, expiry unknown, remaining 0, warns',
      rule: { hc: 100, hw: 10, lc: 500 },
      item: { executeDate: null, executeHours: null, executeLandings: null },
      counters: { landings: 900, ...at('2026-11-26', 3.2, 2) },
      today: '2026-11-27',
      expected: { remainHours: 0, remainLandings: 0, warning: true, unknown: true },
    },
    {
      title: 'execution hours unknown: the landings part is still forecast, the hours part is not',
      rule: { hc: 100, hw: 10, lc: 500, lw: 10 },
      item: { executeHours: null, executeLandings: 800 },
      counters: { landings: 900, ...at('2024-06-01', 3.2, 2) }, // 400 ÷ 2 = 200 days
      expected: {
        remainHours: 0,
        expireLandings: 1300,
        remainLandings: 400,
        forecastDate: '2024-12-18',
        dueDate: '2024-12-18',
        dueBy: 'landings',
        warning: true,
        unknown: true,
      },
    },
    // 1060 h of 1100: 40 h left at 3.2 h a day = 12.5 → 13 days after 2026-11-20.
    {
      title: '40 h left at 3.2 h/day from 2026-11-20 → 2026-12-03',
      rule: { hc: 100, hw: 10 },
      counters: { flightHours: 1060, ...at('2026-11-20', 3.2) },
      today: '2026-11-24',
      expected: {
        expireHours: 1100,
        remainHours: 40,
        forecastDate: '2026-12-03',
        dueDate: '2026-12-03',
        dueBy: 'hours',
      },
    },
    // 50 h at 2.5 h a day = exactly 20 days.
    {
      title: '50 h left at 2.5 h/day: exactly 20 days',
      rule: { hc: 100, hw: 10 },
      counters: at('2024-06-01', 2.5),
      expected: {
        expireHours: 1100,
        remainHours: 50,
        forecastDate: '2024-06-21',
        dueDate: '2024-06-21',
        dueBy: 'hours',
      },
    },
    // Calendar 2024-07-15 earlier than the hours forecast 2024-06-01 + 50 = 2024-07-21.
    {
      title: 'calendar before the forecast: the calendar drives',
      rule: { hc: 100, hw: 10, cc: '6M', cw: 0 },
      counters: at('2024-06-01', 1),
      expected: {
        expireDate: '2024-07-15',
        remainDays: 44,
        expireHours: 1100,
        remainHours: 50,
        forecastDate: '2024-07-21',
        dueDate: '2024-07-15',
        dueBy: 'calendar',
      },
    },
    // 55 h at 1.25 h a day = 44 days = the calendar's day: a tie names the calendar.
    {
      title: 'forecast on the expiry day: the calendar names the date',
      rule: { hc: 100, hw: 10, cc: '6M', cw: 0 },
      counters: { flightHours: 1045, ...at('2024-06-01', 1.25) },
      expected: {
        expireDate: '2024-07-15',
        remainDays: 44,
        expireHours: 1100,
        remainHours: 55,
        forecastDate: '2024-07-15',
        dueDate: '2024-07-15',
        dueBy: 'calendar',
      },
    },
    // 100 landings at 6 a day = 16.7 → 17 days after 2024-05-30.
    {
      title: '100 landings left at 6 a day from 2024-05-30 → 2024-06-16',
      rule: { lc: 500, lw: 50 },
      item: { executeLandings: 2000 },
      counters: { landings: 2400, ...at('2024-05-30', 3, 6) },
      expected: {
        expireLandings: 2500,
        remainLandings: 100,
        forecastDate: '2024-06-16',
        dueDate: '2024-06-16',
        dueBy: 'landings',
      },
    },
    // Hours 50 at 5 a day = 10 days; landings 100 at 20 a day = 5 days: landings first.
    {
      title: 'landings reached before hours',
      rule: { hc: 100, hw: 10, lc: 500, lw: 50 },
      item: { executeLandings: 2000 },
      counters: { landings: 2400, ...at('2024-06-01', 5, 20) },
      expected: {
        expireHours: 1100,
        remainHours: 50,
        expireLandings: 2500,
        remainLandings: 100,
        forecastDate: '2024-06-06',
        dueDate: '2024-06-06',
        dueBy: 'landings',
      },
    },
    // 10 h beyond at 2 h a day: 5 days before asOf.
    {
      title: 'overdue by hours: a past forecast day',
      rule: { hc: 40, hw: 0 },
      counters: at('2024-06-01', 2),
      expected: {
        expireHours: 1040,
        remainHours: -10,
        warning: true,
        overdue: true,
        forecastDate: '2024-05-27',
        dueDate: '2024-05-27',
        dueBy: 'hours',
      },
    },
    {
      title: 'a zero rate gives no forecast',
      rule: { hc: 100, hw: 10 },
      counters: at('2024-06-01', 0),
      expected: { expireHours: 1100, remainHours: 50 },
    },
    {
      title: 'no utilisation, no forecast',
      rule: { hc: 100, hw: 10 },
      counters: { utilisation: null },
      expected: { expireHours: 1100, remainHours: 50 },
    },
    {
      title: 'manual figures forecast like the log',
      rule: { hc: 100, hw: 10 },
      counters: { utilisation: { dailyHours: 2.5, dailyLandings: null, asOf: '2024-06-01', source: 'manual' } },
      expected: {
        expireHours: 1100,
        remainHours: 50,
        forecastDate: '2024-06-21',
        dueDate: '2024-06-21',
        dueBy: 'hours',
      },
    },
  ];
  it.each(forecastCases)('$title', (c) => {
    const result = computeDue(item([rule(c.rule)], c.item), { ...AIRCRAFT, ...c.counters }, c.today ?? TODAY);
    expect(result.due).toEqual(due(c.expected));
  });

  it('makes the item summary the rule with the earliest due date, forecasts included', () => {
    // A: 12M → 2025-01-15 (228 days). B: 50 h at 1 h a day → 2024-07-21, earlier though it has no date of its own.
    const a = rule({ name: 'A', cc: '12M', cw: 0 });
    const b = rule({ name: 'B', hc: 100, hw: 10 });
    const result = computeDue(item([a, b]), { ...AIRCRAFT, ...at('2024-06-01', 1) }, TODAY);
    expect(result.due).toEqual(
      due({ expireHours: 1100, remainHours: 50, forecastDate: '2024-07-21', dueDate: '2024-07-21', dueBy: 'hours' }),
    );
    // Without the forecast the dated rule stays first (as before forecasts).
    expect(computeDue(item([a, b]), AIRCRAFT, TODAY).due.expireDate).toBe('2025-01-15');
  });
});
