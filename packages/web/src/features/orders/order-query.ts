import type { Condition } from '@hangar/domain/query';
import type { Dayjs } from 'dayjs';

// The order list's filters (aircraft, state, number or title, planned dates) as ProductionOrder/Query's payload:
// aircraft and state are fixed conditions, the planned dates an overlap (ends on or after "from", starts on or
// before "to"), the text a number OR a title containing it (the client conditions, read left to right).

export interface OrderFilter {
  plane?: number;
  state?: number;
  text?: string;
  from?: Dayjs | null;
  to?: Dayjs | null;
}

export interface OrderPayload {
  fixedFilters: Condition[];
  filters: Condition[];
}

const cond = (name: string, compare: string, value: string | number, relate: 'and' | 'or' = 'and'): Condition => ({
  name,
  compare,
  value,
  relate,
});

export function orderPayload(filter: OrderFilter): OrderPayload {
  const fixedFilters: Condition[] = [];
  if (filter.plane !== undefined) fixedFilters.push(cond('plane', 'eq', filter.plane));
  if (filter.state !== undefined) fixedFilters.push(cond('state', 'eq', filter.state));
  if (filter.from) fixedFilters.push(cond('plannedEnd', 'ge', filter.from.format('YYYY-MM-DD')));
  if (filter.to) fixedFilters.push(cond('plannedStart', 'le', filter.to.format('YYYY-MM-DD')));
  const text = filter.text?.trim();
  const filters = text ? [cond('seri', 'contains', text), cond('title', 'contains', text, 'or')] : [];
  return { fixedFilters, filters };
}
