import type { Endpoint, EndpointOutput } from '@hangar/domain/endpoint';
import type { Condition, ListBody } from '@hangar/domain/query';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { request } from '../api/http';
import { type Filter, toFilters } from './SearchBar';

/*
 * List queries over the generic query endpoints (POST /api/<Module>/Query, docs/domain.md "Generic query payload").
 *
 *   const { items, totalItems, loading, refetch } = useListQuery('department', Department.api.Query, payload)
 *   <DataTable queryKey={['department', filters]} query={postQuery(Department.api.Query, { filters })} .../>
 *
 * Query keys always start with the table name (`department`, `role`, `employ`, ...) so that the real-time
 * client (DataRefresh { table }) and screens after a save can invalidate every list of a table at once:
 * `queryClient.invalidateQueries({ queryKey: ['department'] })`.
 */

export type SortOrder = 'ascend' | 'descend';

/** What DataTable asks for: one page, optionally sorted. */
export interface PageRequest {
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

/** The generic payload a screen adds to the page request (filters from SearchBar's toFilters, ...). */
export interface ListPayload {
  filters?: readonly unknown[];
  fixedFilters?: readonly unknown[];
  sortField?: string;
  sortOrder?: SortOrder | 'asc' | 'desc';
  page?: number;
  pageSize?: number;
  [extra: string]: unknown;
}

/** A list endpoint of the domain's contracts (its answer `{ items, totalItems }`). */
export type ListEndpoint<T = unknown> = Endpoint & { output: z.ZodType<ListBody<T>> };

/** The row type of a list endpoint. */
export type RowOfList<E extends Endpoint> = EndpointOutput<E> extends ListBody<infer R> ? R : never;

/** A DataTable `query` that posts the payload plus the page request to a Query endpoint of the contracts. */
export function postQuery<T>(
  endpoint: Endpoint,
  payload: ListPayload = {},
): (page: PageRequest) => Promise<ListBody<T>> {
  return (page) => {
    const body: ListPayload = { ...payload, page: page.page, pageSize: page.pageSize };
    // The table's own sort wins over the screen's default sort.
    if (page.sortField && page.sortOrder) {
      body.sortField = page.sortField;
      body.sortOrder = page.sortOrder;
    }
    return request<ListBody<T>>(endpoint.method, endpoint.path, body);
  };
}

export interface ListQueryResult<T> {
  items: T[];
  totalItems: number;
  loading: boolean;
  error: Error | null;
  refetch(): Promise<unknown>;
}

/**
 * One list call through TanStack Query. `key` is the table name and the first element of the query key.
 * `options.enabled: false` holds the call (e.g. until a parent is chosen).
 */
export function useListQuery<T>(
  key: string,
  endpoint: Endpoint,
  payload: ListPayload = {},
  options: { enabled?: boolean; staleTime?: number; extraKey?: QueryKey } = {},
): ListQueryResult<T> {
  const query = useQuery({
    queryKey: [key, endpoint.path, payload, ...(options.extraKey ?? [])],
    queryFn: () => request<ListBody<T>>(endpoint.method, endpoint.path, payload),
    enabled: options.enabled ?? true,
    staleTime: options.staleTime,
    placeholderData: keepPreviousData,
  });
  return {
    items: query.data?.items ?? [],
    totalItems: query.data?.totalItems ?? 0,
    loading: query.isFetching,
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * The state joining a SearchBar to a DataTable: the conditions shown, the conditions searched (and the filters
 * sent), and a search that refetches the table's lists when the filters did not change (the search bar's
 * refresh).
 *
 *   const search = useSearchState('department');
 *   <SearchBar fields={fields} {...search.bar} />
 *   <DataTable queryKey={['department', search.filters]} query={postQuery(endpoint, { filters: search.filters })} ... />
 *   <OperLogTable conditions={search.searched} />           // a table that takes the conditions themselves
 */
export interface SearchState {
  filters: Filter[];
  searched: Condition[];
  bar: { value: Condition[]; onChange(conditions: Condition[]): void; onSearch(conditions: Condition[]): void };
}

export function useSearchState(table: string, initial: Condition[] = []): SearchState {
  const queryClient = useQueryClient();
  const [conditions, setConditions] = useState<Condition[]>(initial);
  const [searched, setSearched] = useState<{ conditions: Condition[]; filters: Filter[] }>(() => ({
    conditions: initial,
    filters: toFilters(initial),
  }));
  const onSearch = (next: Condition[]) => {
    const nextFilters = toFilters(next);
    if (JSON.stringify(nextFilters) === JSON.stringify(searched.filters)) {
      void queryClient.invalidateQueries({ queryKey: [table] });
    } else {
      setSearched({ conditions: next, filters: nextFilters });
    }
  };
  return {
    filters: searched.filters,
    searched: searched.conditions,
    bar: { value: conditions, onChange: setConditions, onSearch },
  };
}
