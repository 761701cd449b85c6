import { addDays } from '../dates';
import type { Due } from './due';

// The one order of control items by urgency, used wherever a list is arranged on the client (the aircraft
// drawer's page) and matching the segments of the server's fleet order (docs/decisions.md "The fleet
// monitor's order" and "Days and hours on one scale").

/**
 * Flight hours an aircraft is assumed to fly per day when remaining hours are compared with remaining days,
 * until its own utilisation is forecast from flight records (DOMAIN.md, planned). A training aircraft's busy
 * day: high rather than low, so that an hours item is never ranked later than it may fall due.
 */
export const DEFAULT_DAILY_FLIGHT_HOURS = 4;

/** 0 overdue, 1 warning (not overdue), 2 the rest: the segments of the fleet monitor's default order. */
export function dueSegment(due: Pick<Due, 'warning' | 'overdue'> | null | undefined): 0 | 1 | 2 {
  if (due?.overdue) return 0;
  if (due?.warning) return 1;
  return 2;
}

/**
 * Days until the item falls due on one scale: the earlier of its remaining days and its remaining hours at
 * the daily utilisation (negative when past); 0 for an item that warns with neither (unknown expiry, next
 * maintenance: due now); null for one without a due.
 */
export function daysToDue(
  due: (Pick<Due, 'remainDays' | 'remainHours'> & Partial<Pick<Due, 'warning'>>) | null | undefined,
  dailyHours: number = DEFAULT_DAILY_FLIGHT_HOURS,
): number | null {
  const days = due?.remainDays ?? null;
  const hours = due?.remainHours ?? null;
  const byHours = hours === null ? null : hours / dailyHours;
  if (days === null && byHours === null) return due?.warning ? 0 : null;
  if (days === null) return byHours;
  if (byHours === null) return days;
  return Math.min(days, byHours);
}

/**
 * Most urgent first: overdue, then warning, then the nearest due by the earlier of days and hours
 * (`daysToDue`); items without a due last. Equal items compare 0, so a stable sort keeps the server's order.
 */
export function compareDue(
  a: Pick<Due, 'remainDays' | 'remainHours' | 'warning' | 'overdue'> | null | undefined,
  b: Pick<Due, 'remainDays' | 'remainHours' | 'warning' | 'overdue'> | null | undefined,
): number {
  const segment = dueSegment(a) - dueSegment(b);
  if (segment !== 0) return segment;
  const x = daysToDue(a);
  const y = daysToDue(b);
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
 * is `compareDue`'s; for hours it is a forecast made on `today`, rewritten whenever the item or the aircraft's
 * hours change or RefreshTimeState runs.
 */
export function nearestDueDay(
  due: (Pick<Due, 'remainDays' | 'remainHours'> & Partial<Pick<Due, 'warning'>>) | null | undefined,
  today: string,
  dailyHours: number = DEFAULT_DAILY_FLIGHT_HOURS,
): string | null {
  const days = daysToDue(due, dailyHours);
  if (days === null) return null;
  return addDays(today, Math.max(-FORECAST_LIMIT_DAYS, Math.min(FORECAST_LIMIT_DAYS, Math.floor(days))));
}
