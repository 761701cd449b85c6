import { dayNumber, formatDay, parseDay } from './calendar';
import { computeDue, type DueBy, type DueInput, effectiveRule } from './due';
import { RuleType, TimerSource } from './rules';

// The forecast engine (issue 35; docs/domain.md "Forecast"): every occurrence of a control item over a horizon,
// beside the due engine and built on it. A utilisation profile gives the aircraft's hours and landings per day,
// piecewise constant (measured: the last N days' average; planned: the flight plans' days; stated: per day or per
// month, with monthly profiles; what-if: scaled, or grounded for a period). The first occurrence is today's due:
// each effective rule's expiry from the due engine, its hours and landings parts reached on the first day the
// projected counters get there (for a constant profile exactly the due engine's asOf + ⌈remaining ÷ rate⌉). Each
// occurrence is then taken as done on its day, at the counters projected for that day, and the due engine gives
// the next: intervals, alignment, fixed-date repeats and one-off rules behave as they do for a real execution.
// An overdue item's first occurrence is planned today (its due date kept); none falls before today.

/** Hours and landings per day from `from` (`YYYY-MM-DD`) until the next segment's first day. */
export interface RateSegment {
  from: string;
  dailyHours: number;
  dailyLandings: number;
}

/** An aircraft's utilisation over the horizon: the counters are read at the end of `asOf`, then grow by the rates. */
export interface UtilisationProfile {
  asOf: string;
  /** Sorted by `from`; the first one applies from the day after asOf whatever its `from`. */
  segments: readonly RateSegment[];
}

/** One rate from the day after `asOf` onwards (the due engine's utilisation). */
export function constantProfile(asOf: string, dailyHours: number, dailyLandings: number): UtilisationProfile {
  return { asOf, segments: [{ from: asOf, dailyHours, dailyLandings }] };
}

/** Monthly figures (hours and landings flown in a month, per calendar month 1–12): each month's days at its rate. */
export function monthlyProfile(
  asOf: string,
  months: Readonly<Record<number, { hours: number; landings: number }>>,
  until: string,
): UtilisationProfile {
  const segments: RateSegment[] = [];
  let y = Number(asOf.slice(0, 4));
  let m = Number(asOf.slice(5, 7));
  const last = until.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > last) break;
    const days = dayNumber(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1) - dayNumber(y, m, 1);
    const figures = months[m] ?? { hours: 0, landings: 0 };
    segments.push({ from: `${key}-01`, dailyHours: figures.hours / days, dailyLandings: figures.landings / days });
    m = m === 12 ? 1 : m + 1;
    if (m === 1) y++;
  }
  return { asOf, segments };
}

/** The profile with every rate multiplied by `factor` (a what-if: 1.3 flies 30 % more). */
export function scaledProfile(profile: UtilisationProfile, factor: number): UtilisationProfile {
  return {
    asOf: profile.asOf,
    segments: profile.segments.map((s) => ({
      from: s.from,
      dailyHours: s.dailyHours * factor,
      dailyLandings: s.dailyLandings * factor,
    })),
  };
}

/** The profile with no flying from `from` through `to` (a grounding; what-if). */
export function groundedProfile(profile: UtilisationProfile, from: string, to: string): UtilisationProfile {
  const start = parseDay(from) as number;
  const end = parseDay(to) as number;
  const at = (day: number) => rateOn(profile, day);
  const cut = new Set<number>([start, end + 1]);
  for (const s of profile.segments) cut.add(parseDay(s.from) as number);
  const days = [...cut].sort((a, b) => a - b);
  const segments = days.map((day) => {
    const grounded = day >= start && day <= end;
    const rate = at(day);
    return {
      from: formatDay(day),
      dailyHours: grounded ? 0 : rate.dailyHours,
      dailyLandings: grounded ? 0 : rate.dailyLandings,
    };
  });
  return { asOf: profile.asOf, segments };
}

/** The rates flown on `day` (the segment in force; the first one before any). */
function rateOn(profile: UtilisationProfile, day: number): { dailyHours: number; dailyLandings: number } {
  let found = profile.segments[0] ?? { dailyHours: 0, dailyLandings: 0 };
  for (const s of profile.segments) {
    if ((parseDay(s.from) as number) <= day) found = s;
    else break;
  }
  return found;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;
/** Days stay within the years dates are kept in (the due engine's bounds). */
const FIRST_DAY = dayNumber(1000, 1, 1);
const LAST_DAY = dayNumber(9999, 12, 31);

type Part = 'dailyHours' | 'dailyLandings';

/** The segments of the profile as day numbers, each from the day after asOf at the earliest. */
function spans(profile: UtilisationProfile): { from: number; to: number; hours: number; landings: number }[] {
  const asOf = parseDay(profile.asOf) as number;
  const out: { from: number; to: number; hours: number; landings: number }[] = [];
  const list = profile.segments;
  for (let i = 0; i < list.length; i++) {
    const from = i === 0 ? asOf + 1 : Math.max(asOf + 1, parseDay(list[i].from) as number);
    const to = i + 1 < list.length ? (parseDay(list[i + 1].from) as number) - 1 : LAST_DAY;
    if (to >= from) out.push({ from, to, hours: list[i].dailyHours, landings: list[i].dailyLandings });
  }
  return out;
}

/** The value of a counter at the end of `day` (read `value` at the end of asOf; days before asOf: as read). */
function valueAt(profile: UtilisationProfile, part: Part, value: number, day: number): number {
  let total = value;
  for (const s of spans(profile)) {
    if (s.from > day) break;
    const days = Math.min(day, s.to) - s.from + 1;
    total += days * (part === 'dailyHours' ? s.hours : s.landings);
  }
  return round4(total);
}

/**
 * The first day the counter (read `value` at the end of asOf) reaches `target`: within each segment asOf-relative
 * ⌈remaining ÷ rate⌉ as the due engine counts; a target already passed is counted back at the first rate that flies
 * (a past day, as the due engine's forecast of an overdue part; asOf when none flies). Null when the rates never get
 * there.
 */
function dayReaching(profile: UtilisationProfile, part: Part, value: number, target: number): number | null {
  const asOf = parseDay(profile.asOf) as number;
  let remaining = round4(target - value);
  const list = spans(profile);
  if (remaining <= 0) {
    // Counted back at the first rate that flies (a profile may start grounded or with days without a plan); a
    // profile that never flies still has the target reached, by asOf at the latest.
    const first = list.find((s) => (part === 'dailyHours' ? s.hours : s.landings) > 0);
    const rate = first ? (part === 'dailyHours' ? first.hours : first.landings) : 0;
    return rate > 0 ? Math.max(FIRST_DAY, asOf + Math.ceil(round4(remaining / rate) - 1e-9)) : asOf;
  }
  for (const s of list) {
    const rate = part === 'dailyHours' ? s.hours : s.landings;
    if (rate <= 0) continue;
    const day = s.from - 1 + Math.ceil(round4(remaining / rate) - 1e-9);
    if (day <= s.to) return Math.min(day, LAST_DAY);
    remaining = round4(remaining - rate * (s.to - s.from + 1));
  }
  return null;
}

/** An aircraft's counters at the end of the profile's asOf. */
export interface ForecastCounters {
  flightHours: number | null;
  engineHours: number | null;
  landings: number | null;
}

/** One occurrence of an item. */
export interface Occurrence {
  /** 1: the next (today's due), 2 the one after... */
  seq: number;
  /** The day it is planned: its due day, or today for an overdue first occurrence. */
  date: string;
  /** The day it falls due (before today for an overdue first occurrence). */
  dueDate: string;
  dueBy: DueBy;
  /** The rule that falls due first. */
  rule: string;
  /** The item's counter (its units: flight, engine or own hours) and the aircraft's landings projected for `date`. */
  hours: number | null;
  landings: number | null;
  /** Already overdue today (the first occurrence only). */
  overdue: boolean;
}

export interface ItemForecast {
  occurrences: Occurrence[];
  /** Some effective rule's next due cannot be computed (never executed, unknown counter...): not forecast. */
  unknown: boolean;
}

/** Most occurrences of one item (an interval far shorter than the horizon). */
export const MAX_OCCURRENCES = 400;

/**
 * Every occurrence of an item from today through `until` (`YYYY-MM-DD`) at the profile's utilisation. The item's
 * counter is the aircraft's flight hours, its engine hours (timerSource 100 when known) or its own time
 * (timerSource 900: flight hours less initHours); each grows by the profile's hours.
 */
export function forecastItem(
  input: DueInput,
  counters: ForecastCounters,
  profile: UtilisationProfile,
  today: string,
  until: string,
): ItemForecast {
  const todayDay = parseDay(today) as number;
  const untilDay = parseDay(until) as number;
  const engine = input.timerSource === TimerSource.EngineHours && counters.engineHours !== null;
  const base = engine
    ? counters.engineHours
    : counters.flightHours === null
      ? null
      : input.timerSource === TimerSource.OwnTime
        ? round4(counters.flightHours - (input.initHours ?? 0))
        : counters.flightHours;
  const landings = counters.landings;
  const due = {
    flightHours: counters.flightHours,
    engineHours: counters.engineHours,
    landings,
    utilisation: null,
  };
  const occurrences: Occurrence[] = [];
  let state: DueInput = input;
  let unknown = false;
  let previous = -Infinity;
  while (occurrences.length < MAX_OCCURRENCES) {
    const { rulesDue } = computeDue(state, due, today);
    let best: { day: number; by: DueBy; rule: string } | null = null;
    for (let i = 0; i < rulesDue.length; i++) {
      if (!effectiveRule(state, i)) continue;
      const r = rulesDue[i];
      const type = state.timerContent[i].type;
      if (r.complied || type === RuleType.NoAction) continue;
      if (r.unknown) {
        unknown = true;
        continue;
      }
      // An immediate rule is due today, once.
      if (type === RuleType.Immediate && occurrences.length > 0) continue;
      const calendar = r.expireDate === null ? null : (parseDay(r.expireDate) as number);
      const byHours =
        r.expireHours === null || base === null ? null : dayReaching(profile, 'dailyHours', base, r.expireHours);
      const byLandings =
        r.expireLandings === null || landings === null
          ? null
          : dayReaching(profile, 'dailyLandings', landings, r.expireLandings);
      // The calendar names the day on a tie, then hours, then landings (as the due engine).
      for (const [day, by] of [
        [calendar, 'calendar'],
        [byHours, 'hours'],
        [byLandings, 'landings'],
      ] as const) {
        if (day !== null && (best === null || day < best.day)) best = { day, by, rule: r.name };
      }
    }
    if (best === null) break;
    const date = Math.max(best.day, todayDay);
    if (date > untilDay || date <= previous) break;
    const hours = base === null ? null : valueAt(profile, 'dailyHours', base, date);
    const atLandings = landings === null ? null : valueAt(profile, 'dailyLandings', landings, date);
    occurrences.push({
      seq: occurrences.length + 1,
      date: formatDay(date),
      dueDate: formatDay(best.day),
      dueBy: best.by,
      rule: best.rule,
      hours,
      landings: atLandings,
      overdue: best.day < todayDay,
    });
    previous = date;
    // Done on that day at the projected counters: the due engine gives the next.
    state = {
      ...state,
      executeDate: formatDay(date),
      executeHours: hours,
      executeLandings: atLandings,
    };
  }
  return { occurrences, unknown };
}

/** A limit that falls once (a component's life, a deferral's): its day at the profile's utilisation. */
export function forecastLimit(
  limit: { dueDate: string | null; dueHours: number | null; dueLandings: number | null },
  counters: { hours: number | null; landings: number | null },
  profile: UtilisationProfile,
): { date: string; dueBy: DueBy } | null {
  const calendar = limit.dueDate === null ? null : parseDay(limit.dueDate);
  const byHours =
    limit.dueHours === null || counters.hours === null
      ? null
      : dayReaching(profile, 'dailyHours', counters.hours, limit.dueHours);
  const byLandings =
    limit.dueLandings === null || counters.landings === null
      ? null
      : dayReaching(profile, 'dailyLandings', counters.landings, limit.dueLandings);
  let best: { day: number; by: DueBy } | null = null;
  for (const [day, by] of [
    [calendar, 'calendar'],
    [byHours, 'hours'],
    [byLandings, 'landings'],
  ] as const) {
    if (day !== null && (best === null || day < best.day)) best = { day, by };
  }
  return best === null ? null : { date: formatDay(best.day), dueBy: best.by };
}
