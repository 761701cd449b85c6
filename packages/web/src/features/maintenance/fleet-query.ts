import type { DeferralDueInput } from '@hangar/domain/contracts/deferrals';
import { type FleetQueryInput, MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import { QUERY_LIMITS } from '@hangar/domain/query';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http';
import type { ListPayload } from '../../components/list-query';
import type { Filter } from '../../components/SearchBar';
import { CTRL_TABLE } from './ctrl-rows';

// The fleet time-control monitor's calls (POST /api/MaintainCtrl/QueryFleet and FleetSummary, view
// maintain-control), shared by the monitor screen and the dashboard. Query keys start with maintain_ctrl, so
// a DataRefresh of that table (an edit, an aircraft's new hours) refreshes the counts and the lists.

export const FLEET_VIEW = 'maintain-control';
/** QueryFleet, for the list kit's queries (DataTable, useListQuery). */
export const FLEET_QUERY = MaintainCtrl.api.QueryFleet;
/** The most rows one export asks for (the server's largest page). */
export const FLEET_EXPORT_LIMIT = QUERY_LIMITS.maxPageSize;

/** The monitor's filter bar: pickers become fixed filters, the rest are QueryFleet's own fields. */
export interface FleetFilter {
  planeEntity?: number;
  planeModel?: number;
  type?: number;
  warningOnly?: boolean;
  overdueOnly?: boolean;
  dueWithinDays?: number;
  dueWithinHours?: number;
  dueWithinLandings?: number;
}

const eq = (name: string, value: number): Filter => ({ name, compare: 'eq', value, relate: 'and' });

/** The QueryFleet body (without paging) for the filter bar and the search bar's conditions. */
export function fleetPayload(filter: FleetFilter, conditions: readonly Filter[] = []): ListPayload {
  const fixedFilters: Filter[] = [];
  if (filter.planeEntity !== undefined) fixedFilters.push(eq('planeEntity', filter.planeEntity));
  if (filter.planeModel !== undefined) fixedFilters.push(eq('planeModel', filter.planeModel));
  if (filter.type !== undefined) fixedFilters.push(eq('type', filter.type));
  return {
    filters: conditions,
    fixedFilters,
    ...(filter.warningOnly ? { warningOnly: true } : {}),
    ...(filter.overdueOnly ? { overdueOnly: true } : {}),
    ...(filter.dueWithinDays !== undefined ? { dueWithinDays: filter.dueWithinDays } : {}),
    ...(filter.dueWithinHours !== undefined ? { dueWithinHours: filter.dueWithinHours } : {}),
    ...(filter.dueWithinLandings !== undefined ? { dueWithinLandings: filter.dueWithinLandings } : {}),
  };
}

/**
 * The open deferrals the filter bar lists with the items (Deferral/Due, issue 32): the same aircraft, model and due
 * window; none (null) under a maintenance type or the search bar's item texts, which no deferral has.
 */
export function deferralWindow(filter: FleetFilter, conditions: readonly Filter[] = []): DeferralDueInput | null {
  if (filter.type !== undefined || conditions.length > 0) return null;
  const { planeEntity, planeModel, warningOnly, overdueOnly, dueWithinDays, dueWithinHours, dueWithinLandings } =
    filter;
  const window: DeferralDueInput = {
    plane: planeEntity,
    planeModel,
    warningOnly: warningOnly || undefined,
    overdueOnly: overdueOnly || undefined,
    dueWithinDays,
    dueWithinHours,
    dueWithinLandings,
  };
  return Object.fromEntries(Object.entries(window).filter(([, v]) => v !== undefined)) as DeferralDueInput;
}

/** Today's counts: overdue, warning (overdue included), due this month, due next month. */
export function useFleetSummary() {
  return useQuery({
    queryKey: [CTRL_TABLE, 'fleetSummary'],
    queryFn: () => call(MaintainCtrl.api.FleetSummary, {}),
  });
}

/** Every row of a filter for an export, nearest due first, up to FLEET_EXPORT_LIMIT. */
export function fetchFleetRows(payload: ListPayload) {
  // The list kit's payload (fleetPayload's): the search bar's conditions and the monitor's own fields.
  return call(MaintainCtrl.api.QueryFleet, { ...payload, page: 1, pageSize: FLEET_EXPORT_LIMIT } as FleetQueryInput);
}
