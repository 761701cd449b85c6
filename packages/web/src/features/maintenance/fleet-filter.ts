import type { QuickFilter } from './FleetSummaryCards';
import type { FleetFilter } from './fleet-query';

// The fleet monitor's filter state (FleetPage): which summary card is the active quick filter, what a click on a
// card changes, and how many filters are set (the folded filter button's count on phones).

/** The card shown active: overdue only wins over warnings only. */
export function quickOf(filter: FleetFilter): QuickFilter | null {
  return filter.overdueOnly ? 'overdue' : filter.warningOnly ? 'warning' : null;
}

/**
 * A click on a card: the overdue card toggles overdue only; the warning card toggles warnings only, and from the
 * overdue filter it goes to warnings only. Either clears the other.
 */
export function pickQuick(filter: FleetFilter, card: QuickFilter): Partial<FleetFilter> {
  return card === 'overdue'
    ? { overdueOnly: !filter.overdueOnly, warningOnly: false }
    : { warningOnly: !filter.warningOnly || filter.overdueOnly === true, overdueOnly: false };
}

/** The filters set: each field of the filter bar that holds a value, and each search condition. */
export function activeFilterCount(filter: FleetFilter, searchFilters: number): number {
  return Object.values(filter).filter((v) => v !== undefined && v !== false).length + searchFilters;
}
