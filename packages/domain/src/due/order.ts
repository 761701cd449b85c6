import { addDays, daysBetween } from '../dates';
import type { Due } from './due';

// The one order of control items by urgency, used wherever a list is arranged on the client (the aircraft
// drawer's page) and matching the segments of the server's fleet order (docs/decisions.md "The fleet
// monitor's order" and "Days and hours on one scale").

/**
 * Flight hours an aircraft is assumed to fly per day when remaining hours are compared with remaining days and
 * the aircraft has no utilisation to forecast with (no flight log, no manual figures). A training aircraft's
 * busy day: high rather than low, so that an hours item is never ranked later than it may fall due.
 */
export const DEFAULT_DAILY_FLIGHT_HOURS = 4;
/** Landings a day assumed likewise (a training aircraft's circuits). */
export const DEFAULT_DAILY_LANDINGS = 6;

/** What the order reads of a due (the forecast fields optional: older callers and tests give days and hours). */
export type DueOrderFields = Pick<Due, 'remainDays' | 'remainHours'> &
  Partial<Pick<Due, 'warning' | 'overdue' | 'remainLandings' | 'forecastDate' | 'expireDate'>>;

/** 0 overdue, 1 warning (not overdue), 2 the rest: the segments of the fleet monitor's default order. */
export function dueSegment(due: Pick<Due, 'warning' | 'overdue'> | null | undefined): 0 | 1 | 2 {
  if (due?.overdue) return 0;
  if (due?.warning) return 1;
  return 2;
}

/** Today as the due itself implies it (its expiry date less its remaining days), else the UTC date. */
function todayOf(due: DueOrderFields): string {
  if (due.expireDate && due.remainDays !== null && due.remainDays !== undefined) {
    return addDays(due.expireDate.slice(0, 10), -due.remainDays);
  }
  return new Date().toISOString().slice(0, 10);
}

/**
 * Days until the item falls due on one scale (negative when past): the earlier of its remaining days and its
 * forecast day (`forecastDate`, counted from `today`) when it has one, else of its remaining days and its
 * remaining hours and landings at the default daily utilisation; 0 for an item that warns with none of them
 * (unknown expiry, next maintenance: due now); null for one without a due. `today` defaults to the day the due
 * implies (its expiry less its remaining days), else the UTC date.
 */
export function daysToDue(
  due: DueOrderFields | null | undefined,
  dailyHours: number = DEFAULT_DAILY_FLIGHT_HOURS,
  dailyLandings: number = DEFAULT_DAILY_LANDINGS,
  today?: string,
): number | null {
  if (!due) return null;
  const days = due.remainDays ?? null;
  let other: number | null = null;
  if (due.forecastDate) {
    other = daysBetween(today ?? todayOf(due), due.forecastDate.slice(0, 10));
  } else {
    const hours = due.remainHours ?? null;
    const landings = due.remainLandings ?? null;
    const byHours = hours === null ? null : hours / dailyHours;
    const byLandings = landings === null ? null : landings / dailyLandings;
    other = byHours === null ? byLandings : byLandings === null ? byHours : Math.min(byHours, byLandings);
  }
  if (days === null && other === null) return due.warning ? 0 : null;
  if (days === null) return other;
  if (other === null) return days;
  return Math.min(days, other);
}

/**
 * Most urgent first: overdue, then warning, then the nearest due by the earlier of days and the forecast
 * (`daysToDue`); items without a due last. Equal items compare 0, so a stable sort keeps the server's order.
 */
export function compareDue(
  a: (DueOrderFields & Pick<Due, 'warning' | 'overdue'>) | null | undefined,
  b: (DueOrderFields & Pick<Due, 'warning' | 'overdue'>) | null | undefined,
  today?: string,
): number {
  const segment = dueSegment(a) - dueSegment(b);
  if (segment !== 0) return segment;
  const x = daysToDue(a, DEFAULT_DAILY_FLIGHT_HOURS, DEFAULT_DAILY_LANDINGS, today);
  const y = daysToDue(b, DEFAULT_DAILY_FLIGHT_HOURS, DEFAULT_DAILY_LANDINGS, today);
  if (x === y) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  return x - y;
}

/** No forecast beyond a thousand years either way (the stored key is a four-digit-year date). */
const FORECAST_LIMIT_DAYS = 365_000;

/**
 * The day the item falls due on the same scale, as of `today` (`YYYY-MM-DD`): today plus `daysToDue` rounded
 * down, or null without a due. The server stores it as the nearest-due sort key, so its order within a segment
 * is `compareDue`'s. With a forecast it is the earlier of the expiry and the forecast day (which count from the
 * aircraft's counters' day, not from today); without one, hours and landings at the default rates, a forecast
 * made on `today`, rewritten whenever the item or the aircraft's counters change or RefreshTimeState runs.
 */
export function nearestDueDay(
  due: DueOrderFields | null | undefined,
  today: string,
  dailyHours: number = DEFAULT_DAILY_FLIGHT_HOURS,
  dailyLandings: number = DEFAULT_DAILY_LANDINGS,
): string | null {
  const days = daysToDue(due, dailyHours, dailyLandings, today);
  if (days === null) return null;
  return addDays(today, Math.max(-FORECAST_LIMIT_DAYS, Math.min(FORECAST_LIMIT_DAYS, Math.floor(days))));
}
