import {
  type Counters,
  computeDue,
  type DueInput,
  dueThresholds,
  nearestDueDay,
  type TimeRule,
  type Utilisation,
} from '@hangar/domain/due';
import type { Selectable } from 'kysely';
import { parseJson } from '../../platform/db/json';
import type { MaintainCtrlTable, StoredDueColumns } from './maintain-ctrl.schema';

// The bridge between a stored control item and the due engine: the engine's inputs from a row, and the
// stored due fields (maintain_ctrl.due_*) from the engine's thresholds. The thresholds do not depend on today;
// the hours state and the remaining hours depend on the aircraft's counters, which is why every change of
// those counters (PlaneEntity/Update, the flight log, RefreshTimeState) rewrites them. The nearest-due sort key
// is the domain's `nearestDueDay` as of the day it is written: the earlier of the expiry and the forecast day
// at the aircraft's utilisation (which counts from the aircraft's counters' day, not from today); without a
// utilisation hours and landings at the default rates, fixed until the next rewrite.

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
> &
  Partial<Pick<Selectable<MaintainCtrlTable>, 'execute_landings'>>;

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
    executeLandings: row.execute_landings ?? null,
  };
}

/** What the due reads of an aircraft row (plane_entity). */
export interface PlaneCounterColumns {
  all_fly_hours: number;
  all_landings: number;
  engine_hours: number | null;
  daily_hours: number | null;
  daily_landings: number | null;
  forecast_source: string | null;
  counters_date: string | null;
}

/**
 * The aircraft's counters: its total flight hours and landings, its engine hours (the latest flight record's
 * engine meter, docs/domain.md "Time rules and due calculation"; without one an engine-hours item counts flight
 * hours), and its utilisation (from the flight log or its manual figures; none without a source or a day).
 */
export function countersOf(plane: PlaneCounterColumns | number, engineHours: number | null = null): Counters {
  // Total flight hours alone (the seeds): no landings, no utilisation.
  if (typeof plane === 'number') return { flightHours: plane, engineHours, landings: null, utilisation: null };
  const source = plane.forecast_source;
  const utilisation: Utilisation | null =
    (source === 'log' || source === 'manual') && plane.counters_date
      ? {
          dailyHours: plane.daily_hours === null ? null : Number(plane.daily_hours),
          dailyLandings: plane.daily_landings === null ? null : Number(plane.daily_landings),
          asOf: plane.counters_date.slice(0, 10),
          source,
        }
      : null;
  return {
    flightHours: Number(plane.all_fly_hours),
    engineHours: plane.engine_hours === null ? null : Number(plane.engine_hours),
    landings: Number(plane.all_landings),
    utilisation,
  };
}

/** The stored due of a control item as read and written (maintain-ctrl.schema.ts `StoredDueColumns`). */
export type StoredDue = Selectable<StoredDueColumns>;

export const HoursState = { Fine: 0, Warning: 1, Overdue: 2 } as const;

/** due_by: which figure drives the item's date. */
export const DueByCode = { none: 0, calendar: 1, hours: 2, landings: 3 } as const;

/**
 * The version of what `storedDue` computes. Raise it with any change of the engine's thresholds or of the stored
 * projection (sort key, states): the next start rewrites every item's stored fields once (`syncStoredDue`), so
 * no item keeps a due computed by the old rules. 2: a type-2 fixed date repeats at its interval; 3: the sort
 * key is the nearest due day over days and hours (nearestDueDay); 4: landings parts and the forecast (due_*_landings,
 * due_forecast_date, due_by; the sort key the earlier of the expiry and the forecast day); 5: no forecast from
 * an unknown part (never executed), and an executed one-off rule is complied (issue 29).
 */
export const STORED_DUE_VERSION = 5;

const day = (date: string | null) => (date === null ? null : `${date} 00:00:00`);
const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The stored due fields of an item: the engine's thresholds with hours in aircraft-total-flight-hours terms
 * and landings in aircraft-total-landings terms, the hours and landings states and remaining figures against
 * the aircraft's current totals, the forecast day and what drives the item's date (`due_by`), the first day of warning and
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
  const landings = counters.landings ?? null;
  let landingsState: number = HoursState.Fine;
  let remainLandings: number | null = null;
  if (landings !== null) {
    if (t.overdueLandings !== null && landings > t.overdueLandings) landingsState = HoursState.Overdue;
    else if (t.warnLandings !== null && landings >= t.warnLandings) landingsState = HoursState.Warning;
    if (t.expireLandings !== null) remainLandings = t.expireLandings - landings;
  }
  const counterOverdue = hoursState === HoursState.Overdue || landingsState === HoursState.Overdue;
  const attention = t.alwaysWarn || hoursState !== HoursState.Fine || landingsState !== HoursState.Fine;
  const { due } = computeDue(input, counters, today);
  // Due now whatever the day (always warning, or overdue by a counter): first in the nearest-due order, and in
  // every "falls due within N days"; else the earlier of the expiry and the forecast day (nearestDueDay).
  const sort = t.alwaysWarn || counterOverdue ? SORT_FIRST : (day(nearestDueDay(due, today)) ?? SORT_LAST);
  return {
    due_expire_date: day(t.expireDate),
    due_expire_hours: expireHours,
    due_remain_hours: remain,
    // The first day the item warns / is overdue: the year-1 date when it already does whatever the day (always,
    // or by hours against the current counters), else the calendar threshold. One range serves each filter.
    due_warn_date: attention ? SORT_FIRST : day(t.warnDate),
    due_overdue_date: counterOverdue ? SORT_FIRST : day(t.overdueDate),
    due_warn_hours: warnHours,
    due_overdue_hours: overdueHours,
    due_hours_state: hoursState,
    due_always_warn: t.alwaysWarn ? 1 : 0,
    due_sort: sort,
    due_expire_landings: t.expireLandings,
    due_remain_landings: remainLandings,
    due_warn_landings: t.warnLandings,
    due_overdue_landings: t.overdueLandings,
    due_landings_state: landingsState,
    due_forecast_date: day(due.forecastDate),
    due_by: due.dueBy === null ? DueByCode.none : DueByCode[due.dueBy],
  };
}

/** The stored fields whose value in `next` differs from the row's (numbers compared to the cent, as the columns keep them). */
export function changedStoredDue(row: StoredDue, next: StoredDue): (keyof StoredDue)[] {
  const changed: (keyof StoredDue)[] = [];
  for (const key of Object.keys(next) as (keyof StoredDue)[]) {
    const a = row[key];
    const b = next[key];
    if (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) > 0.005 : (a ?? null) !== (b ?? null)) {
      changed.push(key);
    }
  }
  return changed;
}
