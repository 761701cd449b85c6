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
 * the daily utilisation (negative when past), or null when it has neither.
 */
export function daysToDue(
  due: Pick<Due, 'remainDays' | 'remainHours'> | null | undefined,
  dailyHours: number = DEFAULT_DAILY_FLIGHT_HOURS,
): number | null {
  const days = due?.remainDays ?? null;
  const hours = due?.remainHours ?? null;
  const byHours = hours === null ? null : hours / dailyHours;
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
