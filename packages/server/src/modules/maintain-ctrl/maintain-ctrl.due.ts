import {
  type Counters,
  computeDue,
  type DueInput,
  dueThresholds,
  nearestDueDay,
  type TimeRule,
} from '@hangar/domain/due';
import type { Selectable } from 'kysely';
import { parseJson } from '../../platform/db/json';
import type { MaintainCtrlTable, StoredDueColumns } from './maintain-ctrl.schema';

// The bridge between a stored control item and the due engine: the engine's inputs from a row, and the
// stored due fields (maintain_ctrl.due_*) from the engine's thresholds. The thresholds do not depend on today;
// the hours state and the remaining hours depend on the aircraft's counters, which is why every change of
// those counters (PlaneEntity/Update, RefreshTimeState) rewrites them. The nearest-due sort key is the
// domain's `nearestDueDay` as of the day it is written: for hours a forecast, fixed until the next rewrite.

/** due_sort of items that warn whatever the day (always, or by hours against the current counters). */
export const SORT_FIRST = '0001-01-01 00:00:00';
/** due_sort of items without a calendar expiry that do not warn. */
export const SORT_LAST = '9999-12-31 00:00:00';

type DueRow = Pick<
  Selectable<MaintainCtrlTable>,
  | 'timer_content'
  | 'timer_source'
  | 'time_align'
  | 'execute_date'
  | 'execute_hours'
  | 'init_hours'
  | 'expire_date_set'
  | 'cur_time_item'
>;

/** The due engine's input of a stored row (the repository's parse of the rules; the seeds' too). */
export function dueInputOf(row: DueRow): DueInput {
  return {
    timerContent: parseJson<TimeRule[]>(row.timer_content, []),
    timerSource: row.timer_source,
    timeAlign: row.time_align,
    executeDate: row.execute_date,
    executeHours: row.execute_hours,
    initHours: row.init_hours,
    expireDateSet: row.expire_date_set,
    curTimeItem: row.cur_time_item,
  };
}

/**
 * The aircraft's counters: its total flight hours and its engine hours, the latest flight record's engine meter
 * (DOMAIN.md "Time rules and due calculation"); without one an engine-hours item counts flight hours.
 */
export function countersOf(planeHours: number, engineHours: number | null = null): Counters {
  return { flightHours: planeHours, engineHours };
}

/** The stored due of a control item as read and written (maintain-ctrl.schema.ts `StoredDueColumns`). */
export type StoredDue = Selectable<StoredDueColumns>;

export const HoursState = { Fine: 0, Warning: 1, Overdue: 2 } as const;

/**
 * The version of what `storedDue` computes. Raise it with any change of the engine's thresholds or of the stored
 * projection (sort key, states): the next start rewrites every item's stored fields once (`syncStoredDue`), so
 * no item keeps a due computed by the old rules. 2: a type-2 fixed date repeats at its interval; 3: the sort
 * key is the nearest due day over days and hours (nearestDueDay).
 */
export const STORED_DUE_VERSION = 3;

const day = (date: string | null) => (date === null ? null : `${date} 00:00:00`);
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The stored due fields of an item: the engine's thresholds with hours in aircraft-total-flight-hours terms,
 * the hours state and remaining hours against the aircraft's current total, the first day of warning and
 * of overdue (so that "warning today" is `due_warn_date <= today`, "overdue today" `due_overdue_date <= today`),
 * and the nearest-due sort key: `nearestDueDay` of the item's due for `today` (the earlier of the expiry and
 * the hours forecast; docs/decisions.md "Days and hours on one scale"), the year-9999 date without a due.
 */
export function storedDue(input: DueInput, counters: Counters, today: string): StoredDue {
  const t = dueThresholds(input, counters);
  // An engine-hours item counted on the engine meter keeps its thresholds in engine hours (the engine has no
  // fixed offset to the airframe's total); every other item in aircraft-total-flight-hours terms.
  const engine = t.counter === 'engineHours';
  const hours = engine ? counters.engineHours : counters.flightHours;
  const expireHours = engine ? t.expireHours : t.expireFlightHours;
  const warnHours = engine ? t.warnHours : t.warnFlightHours;
  const overdueHours = engine ? t.overdueHours : t.overdueFlightHours;
  let hoursState: number = HoursState.Fine;
  let remain: number | null = null;
  if (hours !== null) {
    if (overdueHours !== null && hours > overdueHours) hoursState = HoursState.Overdue;
    else if (warnHours !== null && hours >= warnHours) hoursState = HoursState.Warning;
    if (expireHours !== null) remain = round2(expireHours - hours);
  }
  const attention = t.alwaysWarn || hoursState !== HoursState.Fine;
  return {
    due_expire_date: day(t.expireDate),
    due_expire_hours: expireHours,
    due_remain_hours: remain,
    // The first day the item warns / is overdue: the year-1 date when it already does whatever the day (always,
    // or by hours against the current counters), else the calendar threshold. One range serves each filter.
    due_warn_date: attention ? SORT_FIRST : day(t.warnDate),
    due_overdue_date: hoursState === HoursState.Overdue ? SORT_FIRST : day(t.overdueDate),
    due_warn_hours: warnHours,
    due_overdue_hours: overdueHours,
    due_hours_state: hoursState,
    due_always_warn: t.alwaysWarn ? 1 : 0,
    due_sort: day(nearestDueDay(computeDue(input, counters, today).due, today)) ?? SORT_LAST,
  };
}

/** Whether a row already holds these stored fields (numbers compared to the cent, as the columns keep them). */
export function sameStoredDue(row: StoredDue, next: StoredDue): boolean {
  for (const key of Object.keys(next) as (keyof StoredDue)[]) {
    const a = row[key];
    const b = next[key];
    if (typeof a === 'number' && typeof b === 'number') {
      if (Math.abs(a - b) > 0.005) return false;
    } else if ((a ?? null) !== (b ?? null)) return false;
  }
  return true;
}
