import type { Endpoint } from '@hangar/domain/endpoint';
import type { ListBody } from '@hangar/domain/query';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../api/http';
import { entryOf, REFERENCE_PAGE_SIZE, type ReferenceSource, referenceTable } from './reference-sources';

export type { ReferenceSource };

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
 * Each feature declares its own lists (`features/<f>/references.ts`: the row type, added to ReferenceRows by
 * declaration merging, and the source: endpoint, payload, id, label) and names them in its web module with their
 * tables (app/modules.ts gathers them); a source loads with the first list that needs it.
 */

/** The lists by name and their rows; each feature adds its own (`declare module` in its references.ts). */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declaration merging
export interface ReferenceRows {}

export type ReferenceName = keyof ReferenceRows;

/** Until a list has loaded: no rows, so no id or label is asked for. */
const NO_SOURCE: ReferenceSource<unknown> = { endpoint: {} as Endpoint, id: () => 0, label: () => '' };

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
  return [referenceTable(name), 'reference', name];
}

/** `enabled: false` skips loading (a list the user may not read); every lookup then finds nothing. */
export function useReference<K extends ReferenceName>(
  name: K,
  settings: { enabled?: boolean } = {},
): ReferenceResult<ReferenceRows[K]> {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: referenceQueryKey(name),
    queryFn: async () => {
      const source: ReferenceSource<ReferenceRows[K]> = await entryOf(name).load();
      const { method, path } = source.endpoint;
      const list = await request<ListBody<ReferenceRows[K]>>(method, path, {
        ...source.payload,
        page: 1,
        pageSize: REFERENCE_PAGE_SIZE,
      });
      return { items: list.items, source };
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled: settings.enabled ?? true,
  });
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const source = query.data?.source ?? (NO_SOURCE as ReferenceSource<ReferenceRows[K]>);
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
