import { EmployStatus } from '@hangar/domain/codes';
import type { ListBody } from '@hangar/domain/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/http';
import type { ListPayload } from './list-query';

/*
 * Reference lists (platform spec §7: generic query, page size 1000, loaded once and cached): the small lists
 * that other screens show as labels and pickers.
 *
 *   const departments = useReference('department');
 *   <Select options={departments.options} />   departments.labelOf(row.department)  // 未知 when unknown
 *
 * Each list is a call every member may make (docs/decisions.md "Reference queries: who may read what"): the
 * aircraft come from PlaneEntity/QueryNames (id, tail number, model), not from the guarded register.
 * Each is one TanStack query with staleTime Infinity and the key [table, 'reference'], so the real-time client
 * or a screen that edits the table refreshes it with invalidateQueries({ queryKey: [table] }).
 * To add a list: add its row type to ReferenceRows and its source to referenceSources.
 */

export interface ReferenceRows {
  department: { id: number; name: string; parent: number; sorter: number };
  role: { id: number; name: string; remark: string | null };
  employee: {
    id: number;
    pid: number;
    phone: string;
    name: string;
    realName: string | null;
    department: number | null;
    roleIds: number[];
    isAdmin: number;
    locked: number;
  };
  project: { id: number; name: string };
  // Registers (issue 6): plane types (tree by parent, shared), models (shared), and per-company lists.
  planeType: { id: number; name: string; parent: number; sorter: number };
  brand: { id: number; name: string };
  planeModel: { id: number; name: string; manager: number; type: number | null; brand: number | null };
  site: { id: number; name: string };
  unit: { id: number; name: string };
  /** The company's aircraft for pickers (PlaneEntity/QueryNames, open to members): never hours. */
  plane: { id: number; name: string; model: number };
}

export type ReferenceName = keyof ReferenceRows;

export interface ReferenceSource<T> {
  /** The table name: first element of the query key. */
  table: string;
  url: string;
  payload?: ListPayload;
  id(row: T): number | string;
  label(row: T): string;
}

export const REFERENCE_PAGE_SIZE = 1000;

export const referenceSources: { [K in ReferenceName]: ReferenceSource<ReferenceRows[K]> } = {
  department: {
    table: 'department',
    url: '/api/Department/Query',
    payload: { sortField: 'sorter', sortOrder: 'asc' },
    id: (r) => r.id,
    label: (r) => r.name,
  },
  role: { table: 'role', url: '/api/Role/Query', id: (r) => r.id, label: (r) => r.name },
  employee: {
    table: 'employ',
    url: '/api/Employ/QueryEmployee',
    // Accepted members only: an invitation is nobody to pick yet (its pid and name are null).
    payload: { fixedFilters: [{ name: 'status', compare: 'eq', value: EmployStatus.Active }] },
    id: (r) => r.id,
    label: (r) => r.realName || r.name || r.phone,
  },
  project: { table: 'project', url: '/api/Project/Query', id: (r) => r.id, label: (r) => r.name },
  planeType: {
    table: 'plane_type',
    url: '/api/PlaneType/Query',
    payload: { sortField: 'sorter', sortOrder: 'asc' },
    id: (r) => r.id,
    label: (r) => r.name,
  },
  brand: { table: 'brand', url: '/api/Brand/Query', id: (r) => r.id, label: (r) => r.name },
  planeModel: { table: 'plane_model', url: '/api/PlaneModel/Query', id: (r) => r.id, label: (r) => r.name },
  site: { table: 'site', url: '/api/site/Query', id: (r) => r.id, label: (r) => r.name },
  unit: { table: 'unit', url: '/api/Unit/Query', id: (r) => r.id, label: (r) => r.name },
  plane: { table: 'plane_entity', url: '/api/PlaneEntity/QueryNames', id: (r) => r.id, label: (r) => r.name },
};

export interface ReferenceResult<T> {
  items: T[];
  loading: boolean;
  /** { value: id, label } for Select. */
  options: { value: number | string; label: string }[];
  /** The label of an id; 未知 for an id not in the list (or while loading). */
  labelOf(id: number | string | null | undefined): string;
  find(id: number | string | null | undefined): T | undefined;
}

export function referenceQueryKey(name: ReferenceName): readonly [string, 'reference', ReferenceName] {
  return [referenceSources[name].table, 'reference', name];
}

/** `enabled: false` skips loading (a list the user may not read); every lookup then finds nothing. */
export function useReference<K extends ReferenceName>(
  name: K,
  settings: { enabled?: boolean } = {},
): ReferenceResult<ReferenceRows[K]> {
  const { t } = useTranslation();
  const source = referenceSources[name] as ReferenceSource<ReferenceRows[K]>;
  const query = useQuery({
    queryKey: referenceQueryKey(name),
    queryFn: () =>
      api.post<ListBody<ReferenceRows[K]>>(source.url, {
        ...source.payload,
        page: 1,
        pageSize: REFERENCE_PAGE_SIZE,
      }),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: settings.enabled ?? true,
  });
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const byId = useMemo(() => new Map(items.map((row) => [String(source.id(row)), row])), [items, source]);
  const options = useMemo(
    () => items.map((row) => ({ value: source.id(row), label: source.label(row) })),
    [items, source],
  );
  const find = useCallback(
    (id: number | string | null | undefined) => (id === null || id === undefined ? undefined : byId.get(String(id))),
    [byId],
  );
  const labelOf = useCallback(
    (id: number | string | null | undefined) => {
      const row = find(id);
      return row ? source.label(row) : t('list.unknown');
    },
    [find, source, t],
  );
  return { items, loading: query.isFetching, options, labelOf, find };
}
