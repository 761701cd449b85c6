import {
  addIntervalToCivil,
  civilOfDay,
  dayNumber,
  formatDay,
  isPositiveInterval,
  parseCalendarInterval,
  parseCivil,
  parseDay,
} from './calendar';
import {
  hoursWarning,
  isAlwaysInEffect,
  isIntervalRule,
  landingsWarning,
  RuleType,
  TimeAlign,
  type TimeRule,
  TimerSource,
} from './rules';

// The due engine (docs/domain.md "Time rules and due calculation"): for one maintenance control item, each time
// rule's due and the item's summary, from the item, the aircraft's counters and today. Pure and allocation-
// light: the server evaluates whole fleets with it.
//
// Every rule is first reduced to thresholds that depend on neither today nor the counter readings
// (planRule); the states follow from them:
//   warning  ⇔ alwaysWarn ∨ today ≥ warnDate ∨ counter ≥ warnHours ∨ landings ≥ warnLandings
//   overdue  ⇔ today ≥ overdueDate ∨ counter > overdueHours ∨ landings > overdueLandings
// with warnDate = expiry − cw, overdueDate = expiry + co + 1, warnHours = expiry hours − hw and
// overdueHours = expiry hours + ho, which is "remaining ≤ warning" and "remaining < 0 and beyond the
// tolerance" of docs/domain.md (landings alike: expiry = executeLandings + lc, lw empty → 30 % of lc, counted on the
// aircraft's total landings whatever timerSource). computeDue and dueThresholds share these plans, so what the
// server stores for indexed fleet filters and what it shows always agree.
//
// Forecast: with the aircraft's utilisation, a known hours (landings) part is reached on asOf + ceil(remaining ÷
// daily rate) (a past day when already beyond; none at rate 0 or null); a rule's forecastDate is the earlier of
// the two, its dueDate the earlier of expireDate and forecastDate (the calendar on a tie), dueBy its source.

/** One control item's inputs to the engine (the stored MaintainCtrl row). */
export interface DueInput {
  timerContent: readonly TimeRule[];
  timerSource: number;
  timeAlign: number;
  executeDate: string | null;
  executeHours: number | null;
  initHours: number | null;
  expireDateSet: string | null;
  curTimeItem: string | null;
  /** The aircraft's total landings at the last execution (null = unknown; landings rules then warn). */
  executeLandings?: number | null;
}

/**
 * An aircraft's average daily utilisation (docs/domain.md "Forecast"): hours and landings per day over the forecast
 * window of its flight log (`source` 'log'), or the figures typed on the aircraft while it has no log
 * ('manual'); `asOf` (`YYYY-MM-DD`) is the day its counters were read — the latest flight day, or the day the
 * manual figures were applied — from which forecasts count.
 */
export interface Utilisation {
  dailyHours: number | null;
  dailyLandings: number | null;
  asOf: string;
  source: 'log' | 'manual';
}

/**
 * The aircraft's counters: total flight hours, the latest cumulative engine hours and total landings (null =
 * unknown), and its utilisation (absent or null: no forecast).
 */
export interface Counters {
  flightHours: number | null;
  engineHours: number | null;
  landings?: number | null;
  utilisation?: Utilisation | null;
}

/** Which figure drives a due's date: the calendar expiry, or the forecast of the hours or the landings. */
export type DueBy = 'calendar' | 'hours' | 'landings';

/**
 * A due: expiry date `YYYY-MM-DD` and remaining days, expiry and remaining hours, expiry and remaining landings
 * (null = not applicable); `forecastDate`: the earliest day the hours or landings part is expected to be
 * reached at the aircraft's utilisation (null without a utilisation or without such a part); `dueDate`: the
 * earlier of expireDate and forecastDate, and `dueBy` the figure it comes from.
 */
export interface Due {
  expireDate: string | null;
  remainDays: number | null;
  expireHours: number | null;
  remainHours: number | null;
  expireLandings: number | null;
  remainLandings: number | null;
  forecastDate: string | null;
  dueDate: string | null;
  dueBy: DueBy | null;
  warning: boolean;
  overdue: boolean;
  /**
   * A part of the due cannot be computed (never executed, no execution hours or landings, an unreadable
   * interval, a fixed-date rule without its date): its expiry is unknown and it warns (remaining 0). Nothing is
   * forecast from an unknown part.
   */
  unknown: boolean;
  /** A one-off rule (type 6) that has been executed: done, neither due nor warning. */
  complied: boolean;
}

export interface RuleDue extends Due {
  name: string;
}

/**
 * What the server stores per item so that fleet-wide filters are indexed SQL independent of today and of the
 * counter readings (see the rule at the top of this file). Dates are `YYYY-MM-DD`; hours are in the item's
 * counter units (`counter`), and the *FlightHours twins the same thresholds in aircraft-total-flight-hours
 * terms: equal for timerSource 1 (and 100 without engine hours), plus initHours for 900 (own time =
 * flight hours − initHours), null when the counter is the engine's. With several effective rules each
 * threshold is the earliest among them, so the stored state is "any effective rule warns / is overdue".
 */
export interface DueThresholds {
  expireDate: string | null;
  warnDate: string | null;
  overdueDate: string | null;
  expireHours: number | null;
  warnHours: number | null;
  overdueHours: number | null;
  counter: 'flightHours' | 'engineHours';
  expireFlightHours: number | null;
  warnFlightHours: number | null;
  overdueFlightHours: number | null;
  /** The landings thresholds (aircraft total landings; every landings part counts that counter). */
  expireLandings: number | null;
  warnLandings: number | null;
  overdueLandings: number | null;
  /** Warns whatever today and the counters are: unknown expiry, immediate, next maintenance, unknown counter. */
  alwaysWarn: boolean;
}

/** Default warning of a fixed-date rule in days (spec §9). */
export const FIXED_DATE_WARNING_DAYS = 30;

/** Marks a date of the item context not parsed yet (no real day number is this small). */
const UNPARSED = -1e9;

const NONE = 0;
const KNOWN = 1;
const UNKNOWN = 2;
type PartState = typeof NONE | typeof KNOWN | typeof UNKNOWN;

/** A rule reduced to today- and counter-independent thresholds. */
interface RulePlan {
  alwaysWarn: boolean;
  immediate: boolean;
  /** Some part's expiry cannot be computed. */
  unknown: boolean;
  /** A one-off rule already executed: no due at all. */
  complied: boolean;
  cal: PartState;
  expireDay: number;
  warnDay: number;
  overdueDay: number;
  hours: PartState;
  expireHours: number;
  warnHours: number;
  overdueHours: number;
  landings: PartState;
  expireLandings: number;
  warnLandings: number;
  overdueLandings: number;
}

/** The item-level facts every rule of the item shares. */
interface ItemContext {
  /** The execution date as a packed civil date (parseCivil), -1 when absent. */
  executeCivil: number;
  executeHours: number | null;
  /** Day number of expireDateSet, parsed on first use (UNPARSED until then); null when absent. */
  fixedDay: number | null;
  expireDateSet: string | null;
  align: boolean;
  /** The counter reading in the item's units, or null when unknown. */
  counter: number | null;
  counterKind: 'flightHours' | 'engineHours';
  /** Flight hours = counter + offset (own time); null when the counter is the engine's. */
  flightOffset: number | null;
  executeLandings: number | null;
  /** The aircraft's total landings, or null when unknown. */
  landings: number | null;
  /** Day number of the utilisation's asOf and its daily rates (null: no forecast of that part). */
  asOfDay: number | null;
  dailyHours: number | null;
  dailyLandings: number | null;
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

function finite(x: number | null | undefined): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

function nonNegative(x: number | null | undefined, fallback: number): number {
  return finite(x) && x > 0 ? x : fallback;
}

function itemContext(input: DueInput, counters: Counters): ItemContext {
  const flight = finite(counters.flightHours) ? counters.flightHours : null;
  let counter = flight;
  let counterKind: 'flightHours' | 'engineHours' = 'flightHours';
  let flightOffset: number | null = 0;
  if (input.timerSource === TimerSource.EngineHours && finite(counters.engineHours)) {
    counter = counters.engineHours;
    counterKind = 'engineHours';
    flightOffset = null;
  } else if (input.timerSource === TimerSource.OwnTime) {
    const init = finite(input.initHours) ? input.initHours : 0;
    counter = flight === null ? null : round4(flight - init);
    flightOffset = init;
  }
  const u = counters.utilisation ?? null;
  const asOfDay = u === null ? null : parseDay(u.asOf);
  const rate = (x: number | null | undefined) => (asOfDay !== null && finite(x) && x > 0 ? x : null);
  return {
    executeCivil: parseCivil(input.executeDate),
    executeHours: finite(input.executeHours) ? input.executeHours : null,
    fixedDay: UNPARSED,
    expireDateSet: input.expireDateSet,
    align: input.timeAlign === TimeAlign.Yes,
    counter,
    counterKind,
    flightOffset,
    executeLandings: finite(input.executeLandings) ? input.executeLandings : null,
    landings: finite(counters.landings) ? counters.landings : null,
    asOfDay,
    dailyHours: rate(u?.dailyHours),
    dailyLandings: rate(u?.dailyLandings),
  };
}

// One plan object reused by every call: a plan is read right after it is made and never kept, and the engine
// is synchronous, so this saves an allocation per rule (a fleet refresh evaluates hundreds of thousands).
const scratch: RulePlan = {
  alwaysWarn: false,
  immediate: false,
  unknown: false,
  complied: false,
  cal: NONE,
  expireDay: 0,
  warnDay: 0,
  overdueDay: 0,
  hours: NONE,
  expireHours: 0,
  warnHours: 0,
  overdueHours: 0,
  landings: NONE,
  expireLandings: 0,
  warnLandings: 0,
  overdueLandings: 0,
};

function resetPlan(plan: RulePlan): RulePlan {
  plan.alwaysWarn = false;
  plan.immediate = false;
  plan.unknown = false;
  plan.complied = false;
  plan.cal = NONE;
  plan.hours = NONE;
  plan.landings = NONE;
  return plan;
}

function setCalendar(plan: RulePlan, expireDay: number | null, cw: number, co: number): void {
  if (expireDay === null) {
    plan.cal = UNKNOWN;
    plan.alwaysWarn = true;
    plan.unknown = true;
    return;
  }
  plan.cal = KNOWN;
  plan.expireDay = expireDay;
  plan.warnDay = expireDay - cw;
  plan.overdueDay = expireDay + co + 1;
}

/** Expiry hours of an interval rule: executeHours + hc, or with alignment the smallest multiple of hc that is
 * ≥ executeHours + hw and (so that a zero warning does not expire at the execution itself) > executeHours. */
function expiryHours(executeHours: number, hc: number, hw: number, align: boolean): number {
  if (!align) return round4(executeHours + hc);
  const eps = 1e-9;
  const k = Math.max(Math.ceil((executeHours + hw) / hc - eps), Math.floor(executeHours / hc + eps) + 1);
  return round4(k * hc);
}

/**
 * The due day of a repeating fixed-date rule (type 2, docs/decisions.md "Fixed-date rules: what repeats"): the
 * first occurrence setDay + k × cc (k ≥ 0, each computed from the set date, so month-end clamping never
 * drifts) later than the last execution date + cw: an execution covers every occurrence up to its own warning
 * window. Without an interval or an execution it is the set date; an interval that is not valid calendar
 * text (stored before validation) or an occurrence beyond the valid years gives an unknown expiry (null).
 */
function nextFixedOccurrence(setDay: number, cc: string | null, executeCivil: number, cw: number): number | null {
  if (typeof cc !== 'string' || cc.trim() === '') return setDay;
  const interval = parseCalendarInterval(cc);
  if (interval === null || !isPositiveInterval(interval)) return null;
  if (executeCivil < 0) return setDay;
  const covered =
    dayNumber(Math.floor(executeCivil / 10000), Math.floor(executeCivil / 100) % 100, executeCivil % 100) + cw;
  if (setDay > covered) return setDay;
  const setCivil = civilOfDay(setDay);
  const occurrence = (k: number) =>
    addIntervalToCivil(setCivil, { years: interval.years * k, months: interval.months * k, days: interval.days * k });
  // Start near the answer (average interval length), then step to the first occurrence after `covered`.
  const average = interval.years * 365.2425 + interval.months * 30.436875 + interval.days;
  let k = Math.max(1, Math.floor((covered - setDay) / average));
  for (let day = occurrence(k - 1); k > 1 && day !== null && day > covered; day = occurrence(k - 1)) k--;
  let day = occurrence(k);
  while (day !== null && day <= covered) {
    k++;
    day = occurrence(k);
  }
  return day;
}

function planRule(rule: TimeRule, ctx: ItemContext): RulePlan {
  const plan = resetPlan(scratch);
  const type = rule.type;
  if (type === RuleType.NoAction) return plan;
  if (type === RuleType.Immediate) {
    plan.immediate = true;
    plan.alwaysWarn = true;
    return plan;
  }
  if (type === RuleType.FixedDateOnce && ctx.executeCivil >= 0) {
    // A one-off rule once executed is done (docs/decisions.md "A one-off rule once executed is complied").
    plan.complied = true;
    return plan;
  }
  if (isAlwaysInEffect(type)) {
    const cw = finite(rule.cw) ? Math.max(0, rule.cw) : FIXED_DATE_WARNING_DAYS;
    if (ctx.fixedDay === UNPARSED) ctx.fixedDay = parseDay(ctx.expireDateSet);
    const expire =
      type === RuleType.FixedDate && ctx.fixedDay !== null
        ? nextFixedOccurrence(ctx.fixedDay, rule.cc, ctx.executeCivil, cw)
        : ctx.fixedDay;
    setCalendar(plan, expire, cw, nonNegative(rule.co, 0));
    return plan;
  }
  if (!isIntervalRule(type)) {
    // Next maintenance (and any unknown mode): warns, no date.
    plan.alwaysWarn = true;
    return plan;
  }
  const hasCalendar = typeof rule.cc === 'string' && rule.cc.trim() !== '';
  const hasHours = finite(rule.hc) && rule.hc > 0;
  const hasLandings = finite(rule.lc) && rule.lc > 0;
  if (!hasCalendar && !hasHours && !hasLandings) {
    plan.alwaysWarn = true; // an interval rule without any interval: nothing to count, so it is unknown
    plan.unknown = true;
    return plan;
  }
  if (hasCalendar) {
    const interval = parseCalendarInterval(rule.cc as string);
    const expire = ctx.executeCivil < 0 || interval === null ? null : addIntervalToCivil(ctx.executeCivil, interval);
    setCalendar(plan, expire, nonNegative(rule.cw, 0), nonNegative(rule.co, 0));
  }
  if (hasHours) {
    const hc = rule.hc as number;
    const hw = Math.max(0, hoursWarning(rule) ?? 0);
    if (ctx.executeCivil < 0 || ctx.executeHours === null) {
      plan.hours = UNKNOWN;
      plan.alwaysWarn = true;
      plan.unknown = true;
    } else {
      plan.hours = KNOWN;
      plan.expireHours = expiryHours(ctx.executeHours, hc, hw, ctx.align);
      plan.warnHours = round4(plan.expireHours - hw);
      plan.overdueHours = round4(plan.expireHours + nonNegative(rule.ho, 0));
      if (ctx.counter === null) plan.alwaysWarn = true;
    }
  }
  if (hasLandings) {
    // Landings count the aircraft's total whatever timerSource; the same expiry rule as hours (alignment too).
    const lc = rule.lc as number;
    const lw = Math.max(0, landingsWarning(rule) ?? 0);
    if (ctx.executeCivil < 0 || ctx.executeLandings === null) {
      plan.landings = UNKNOWN;
      plan.alwaysWarn = true;
      plan.unknown = true;
    } else {
      plan.landings = KNOWN;
      plan.expireLandings = expiryHours(ctx.executeLandings, lc, lw, ctx.align);
      plan.warnLandings = round4(plan.expireLandings - lw);
      plan.overdueLandings = round4(plan.expireLandings + nonNegative(rule.lo, 0));
      if (ctx.landings === null) plan.alwaysWarn = true;
    }
  }
  return plan;
}

/** The forecast day of a part: asOf + ceil(remaining ÷ daily rate); null without a rate (or a remaining). */
function forecastDay(asOf: number | null, remaining: number | null, rate: number | null): number | null {
  if (asOf === null || rate === null || remaining === null) return null;
  const days = Math.ceil(round4(remaining / rate) - 1e-9);
  return Math.max(FIRST_DAY, Math.min(LAST_DAY, asOf + days));
}

/** Forecasts stay within the years dates are kept in (four digits). */
const FIRST_DAY = dayNumber(1000, 1, 1);
const LAST_DAY = dayNumber(9999, 12, 31);

/** The earlier of two nullable day numbers. */
function earlierDay(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return b < a ? b : a;
}

function evaluate(name: string, plan: RulePlan, today: number, ctx: ItemContext): RuleDue {
  const counter = ctx.counter;
  let warning = plan.alwaysWarn;
  let overdue = false;
  let expireDate: string | null = null;
  let remainDays: number | null = null;
  let expireHours: number | null = null;
  let remainHours: number | null = null;
  if (plan.immediate) {
    expireDate = formatDay(today);
    remainDays = 0;
  } else if (plan.cal === KNOWN) {
    expireDate = formatDay(plan.expireDay);
    remainDays = plan.expireDay - today;
    if (today >= plan.warnDay) warning = true;
    if (today >= plan.overdueDay) overdue = true;
  } else if (plan.cal === UNKNOWN) {
    remainDays = 0;
  }
  if (plan.hours === KNOWN) {
    expireHours = plan.expireHours;
    if (counter !== null) {
      remainHours = round4(plan.expireHours - counter);
      if (counter >= plan.warnHours) warning = true;
      if (counter > plan.overdueHours) overdue = true;
    }
  } else if (plan.hours === UNKNOWN) {
    remainHours = 0;
  }
  let expireLandings: number | null = null;
  let remainLandings: number | null = null;
  if (plan.landings === KNOWN) {
    expireLandings = plan.expireLandings;
    const landings = ctx.landings;
    if (landings !== null) {
      remainLandings = round4(plan.expireLandings - landings);
      if (landings >= plan.warnLandings) warning = true;
      if (landings > plan.overdueLandings) overdue = true;
    }
  } else if (plan.landings === UNKNOWN) {
    remainLandings = 0;
  }
  // Only a known part is forecast: an unknown one's remaining 0 is no figure to count a day from.
  const byHours = plan.hours === KNOWN ? forecastDay(ctx.asOfDay, remainHours, ctx.dailyHours) : null;
  const byLandings = plan.landings === KNOWN ? forecastDay(ctx.asOfDay, remainLandings, ctx.dailyLandings) : null;
  const forecast = earlierDay(byHours, byLandings);
  const expireDay = plan.immediate ? today : plan.cal === KNOWN ? plan.expireDay : null;
  const dueDay = earlierDay(expireDay, forecast);
  // On a tie the calendar names the date (it is certain), then hours, then landings.
  let dueBy: DueBy | null = null;
  if (dueDay !== null) dueBy = dueDay === expireDay ? 'calendar' : dueDay === byHours ? 'hours' : 'landings';
  return {
    name,
    expireDate,
    remainDays,
    expireHours,
    remainHours,
    expireLandings,
    remainLandings,
    forecastDate: forecast === null ? null : formatDay(forecast),
    dueDate: dueDay === null ? null : dueDay === expireDay ? expireDate : formatDay(dueDay),
    dueBy,
    warning,
    overdue,
    unknown: plan.unknown,
    complied: plan.complied,
  };
}

/** Index of the current rule, or -1 when none is chosen or the chosen name no longer exists. */
function currentIndex(rules: readonly TimeRule[], current: string | null): number {
  if (current === null) return -1;
  for (let i = 0; i < rules.length; i++) if (rules[i].name === current) return i;
  return -1;
}

/** Whether rule i of the item counts (isEffective): what its summary and the forecast (forecast.ts) read. */
export function effectiveRule(input: Pick<DueInput, 'timerContent' | 'curTimeItem'>, i: number): boolean {
  return isEffective(input.timerContent, i, currentIndex(input.timerContent, input.curTimeItem));
}

/** Whether rule i makes up the item's summary: the current rule plus the always-in-effect (fixed-date) rules,
 * or every rule when no current rule is chosen (or the chosen name no longer exists). */
function isEffective(rules: readonly TimeRule[], i: number, current: number): boolean {
  return current < 0 || i === current || isAlwaysInEffect(rules[i].type);
}

function compareNullable(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function compareDates(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/**
 * Most urgent first: overdue, then warning, then the earliest due date (expiry or forecast), then fewest
 * remaining days, hours, landings.
 */
function moreUrgent(a: RuleDue, b: RuleDue): boolean {
  if (a.overdue !== b.overdue) return a.overdue;
  if (a.warning !== b.warning) return a.warning;
  const date = compareDates(a.dueDate, b.dueDate);
  if (date !== 0) return date < 0;
  const days = compareNullable(a.remainDays, b.remainDays);
  if (days !== 0) return days < 0;
  const hours = compareNullable(a.remainHours, b.remainHours);
  if (hours !== 0) return hours < 0;
  return compareNullable(a.remainLandings, b.remainLandings) < 0;
}

const NO_DUE: Due = Object.freeze({
  expireDate: null,
  remainDays: null,
  expireHours: null,
  remainHours: null,
  expireLandings: null,
  remainLandings: null,
  forecastDate: null,
  dueDate: null,
  dueBy: null,
  warning: false,
  overdue: false,
  unknown: false,
  complied: false,
});

/**
 * Each rule's due and the item's summary for `today` ('YYYY-MM-DD', computed by the caller in the configured
 * time zone). The summary is the due of the current rule, together with the always-in-effect fixed-date rules,
 * or of every rule when none is current: of those, the most urgent (overdue, then warning, then the earliest
 * dueDate — expiry or forecast — then fewest remaining days, hours, landings; the first listed on a tie). An item without rules has no due.
 * Dates in the input may carry a time (`YYYY-MM-DD HH:mm:ss`); invalid ones and years outside 1000–9999 count
 * as absent.
 */
export function computeDue(input: DueInput, counters: Counters, today: string): { due: Due; rulesDue: RuleDue[] } {
  const todayDay = todayNumber(today);
  if (todayDay === null) throw new RangeError(`computeDue: today must be a YYYY-MM-DD date, got ${today}`);
  const rules = input.timerContent;
  const ctx = itemContext(input, counters);
  const rulesDue: RuleDue[] = new Array(rules.length);
  for (let i = 0; i < rules.length; i++) {
    rulesDue[i] = evaluate(rules[i].name, planRule(rules[i], ctx), todayDay, ctx);
  }
  const current = currentIndex(rules, input.curTimeItem);
  let best: RuleDue | null = null;
  for (let i = 0; i < rules.length; i++) {
    if (isEffective(rules, i, current) && (best === null || moreUrgent(rulesDue[i], best))) best = rulesDue[i];
  }
  if (best === null) return { due: { ...NO_DUE }, rulesDue };
  const due: Due = {
    expireDate: best.expireDate,
    remainDays: best.remainDays,
    expireHours: best.expireHours,
    remainHours: best.remainHours,
    expireLandings: best.expireLandings,
    remainLandings: best.remainLandings,
    forecastDate: best.forecastDate,
    dueDate: best.dueDate,
    dueBy: best.dueBy,
    warning: best.warning,
    overdue: best.overdue,
    unknown: best.unknown,
    complied: best.complied,
  };
  return { due, rulesDue };
}

let lastToday = '';
let lastTodayDay: number | null = null;

/** parseDay of today, remembered: a fleet is evaluated for one today. */
function todayNumber(today: string): number | null {
  if (today !== lastToday) {
    lastTodayDay = parseDay(today);
    lastToday = today;
  }
  return lastTodayDay;
}

function plusOffset(hours: number | null, offset: number | null): number | null {
  return hours === null || offset === null ? null : round4(hours + offset);
}

function minOrNull(a: number | null, b: number): number {
  return a === null || b < a ? b : a;
}

/**
 * The item's stored thresholds (see DueThresholds): over its effective rules (as for the summary), the
 * earliest expiry, warning and overdue points per dimension, and whether it warns regardless of today and the
 * counters. Depends on the counters only through which counter applies (engine hours when the aircraft has
 * them, for timerSource 100) and whether it is known; the server recomputes it whenever an input changes.
 */
export function dueThresholds(input: DueInput, counters: Counters): DueThresholds {
  const ctx = itemContext(input, counters);
  let alwaysWarn = false;
  let expireDay: number | null = null;
  let warnDay: number | null = null;
  let overdueDay: number | null = null;
  let expireHours: number | null = null;
  let warnHours: number | null = null;
  let overdueHours: number | null = null;
  let expireLandings: number | null = null;
  let warnLandings: number | null = null;
  let overdueLandings: number | null = null;
  const rules = input.timerContent;
  const current = currentIndex(rules, input.curTimeItem);
  for (let i = 0; i < rules.length; i++) {
    if (!isEffective(rules, i, current)) continue;
    const plan = planRule(rules[i], ctx);
    if (plan.alwaysWarn) alwaysWarn = true;
    if (plan.cal === KNOWN) {
      expireDay = minOrNull(expireDay, plan.expireDay);
      warnDay = minOrNull(warnDay, plan.warnDay);
      overdueDay = minOrNull(overdueDay, plan.overdueDay);
    }
    if (plan.hours === KNOWN) {
      expireHours = minOrNull(expireHours, plan.expireHours);
      warnHours = minOrNull(warnHours, plan.warnHours);
      overdueHours = minOrNull(overdueHours, plan.overdueHours);
    }
    if (plan.landings === KNOWN) {
      expireLandings = minOrNull(expireLandings, plan.expireLandings);
      warnLandings = minOrNull(warnLandings, plan.warnLandings);
      overdueLandings = minOrNull(overdueLandings, plan.overdueLandings);
    }
  }
  const offset = ctx.flightOffset;
  return {
    expireDate: expireDay === null ? null : formatDay(expireDay),
    warnDate: warnDay === null ? null : formatDay(warnDay),
    overdueDate: overdueDay === null ? null : formatDay(overdueDay),
    expireHours,
    warnHours,
    overdueHours,
    counter: ctx.counterKind,
    expireFlightHours: plusOffset(expireHours, offset),
    warnFlightHours: plusOffset(warnHours, offset),
    overdueFlightHours: plusOffset(overdueHours, offset),
    expireLandings,
    warnLandings,
    overdueLandings,
    alwaysWarn,
  };
}
