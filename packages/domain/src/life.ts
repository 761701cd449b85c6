import type { ComponentLife } from './contracts/components';
import { LIFE_WARN_DAYS, LIFE_WARN_SHARE } from './contracts/components';
import { addInterval, formatDay, parseCalendarInterval, parseDay } from './due/calendar';

// A component's life (docs/domain.md "Components (BOM) and assemblies", issue 16): its time and landings since new
// today and what is left of each of its limits (hours, landings, calendar since manufacture). While installed
// (closed = 0) it accrues what the aircraft has flown since installation: TSN = tsnHours + (aircraft hours −
// installPlaneHours), CSN likewise with landings; a retired row keeps its values at removal. Remaining = limit −
// used; the calendar limit expires on manufactureDate + lifeCalendar. Warning when a remaining figure is at most
// LIFE_WARN_SHARE of its limit or the expiry is at most LIFE_WARN_DAYS away; overdue when a remaining figure is
// below zero or the expiry day is past. Pure: the caller gives the aircraft's counters and today.

/** What the life computation reads of a component row. */
export interface LifeRow {
  closed: number;
  lifeHours: number | null;
  lifeLandings: number | null;
  lifeCalendar: string | null;
  manufactureDate: string | null;
  tsnHours: number | null;
  csnLandings: number | null;
  installPlaneHours: number | null;
  installPlaneLandings: number | null;
  removeTsnHours: number | null;
  removeCsnLandings: number | null;
}

/** The aircraft's total hours and landings now. */
export interface LifeCounters {
  hours: number;
  landings: number;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

/** True when the row carries any life limit. */
export function hasLifeLimit(row: Pick<LifeRow, 'lifeHours' | 'lifeLandings' | 'lifeCalendar'>): boolean {
  return row.lifeHours !== null || row.lifeLandings !== null || (row.lifeCalendar ?? '') !== '';
}

/** Time and landings since new now (at removal once retired); null when unknown. */
export function usedLife(
  row: LifeRow,
  aircraft: LifeCounters,
): { tsnHours: number | null; csnLandings: number | null } {
  if (row.closed !== 0) return { tsnHours: row.removeTsnHours, csnLandings: row.removeCsnLandings };
  const tsnHours =
    row.tsnHours === null ? null : round2(row.tsnHours + aircraft.hours - (row.installPlaneHours ?? aircraft.hours));
  const csnLandings =
    row.csnLandings === null
      ? null
      : Math.round(row.csnLandings + aircraft.landings - (row.installPlaneLandings ?? aircraft.landings));
  return { tsnHours, csnLandings };
}

/** The calendar expiry `YYYY-MM-DD` (manufacture date + calendar life), or null. */
export function lifeExpireDate(row: Pick<LifeRow, 'lifeCalendar' | 'manufactureDate'>): string | null {
  const interval = row.lifeCalendar ? parseCalendarInterval(row.lifeCalendar) : null;
  const made = parseDay(row.manufactureDate);
  if (interval === null || made === null) return null;
  const end = addInterval(made, interval);
  return end === null ? null : formatDay(end);
}

/** The component's life on `today` (`YYYY-MM-DD`), or null when it has no limit. */
export function componentLife(row: LifeRow, aircraft: LifeCounters, today: string): ComponentLife | null {
  if (!hasLifeLimit(row)) return null;
  const used = usedLife(row, aircraft);
  const remainHours = row.lifeHours === null ? null : round2(row.lifeHours - (used.tsnHours ?? 0));
  const remainLandings = row.lifeLandings === null ? null : row.lifeLandings - (used.csnLandings ?? 0);
  const expireDate = lifeExpireDate(row);
  const todayNo = parseDay(today);
  const expireNo = parseDay(expireDate);
  const remainDays = expireNo === null || todayNo === null ? null : expireNo - todayNo;
  const overdue =
    (remainHours !== null && remainHours < 0) ||
    (remainLandings !== null && remainLandings < 0) ||
    (remainDays !== null && remainDays < 0);
  const warning =
    overdue ||
    (remainHours !== null && row.lifeHours !== null && remainHours <= row.lifeHours * LIFE_WARN_SHARE) ||
    (remainLandings !== null && row.lifeLandings !== null && remainLandings <= row.lifeLandings * LIFE_WARN_SHARE) ||
    (remainDays !== null && remainDays <= LIFE_WARN_DAYS);
  return {
    tsnHours: used.tsnHours,
    csnLandings: used.csnLandings,
    remainHours,
    remainLandings,
    expireDate,
    remainDays,
    warning,
    overdue,
  };
}

/** The stored life state: 0 fine (or no limit), 1 warning, 2 overdue. */
export function lifeState(life: ComponentLife | null): 0 | 1 | 2 {
  if (!life) return 0;
  return life.overdue ? 2 : life.warning ? 1 : 0;
}

/**
 * Days until the component's life runs out, on one scale (docs/decisions.md "Days and hours on one scale"):
 * the earliest of the remaining days and the remaining hours and landings at a daily rate; null without any.
 */
export function lifeDaysLeft(life: ComponentLife, dailyHours: number, dailyLandings: number): number | null {
  const days: number[] = [];
  if (life.remainDays !== null) days.push(life.remainDays);
  if (life.remainHours !== null && dailyHours > 0) days.push(life.remainHours / dailyHours);
  if (life.remainLandings !== null && dailyLandings > 0) days.push(life.remainLandings / dailyLandings);
  return days.length === 0 ? null : Math.min(...days);
}
