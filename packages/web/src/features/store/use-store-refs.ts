import { Material, type MaterialStockRow, Supplier, Warehouse } from '@hangar/domain/contracts/materials';
import { StoreOrderItem, type StoreOrderItemRow } from '@hangar/domain/contracts/store';
import type { ListBody } from '@hangar/domain/query';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../api/http';
import { useListQuery } from '../../components/list-query';
import { REFERENCE_PAGE_SIZE } from '../../components/reference-sources';

// The lists the stores screens pick from — warehouses, suppliers, materials with stock, a material's open batches
// — called straight from their contracts. The materials feature declares the shared reference lists
// (warehouse, supplier) in parallel: once both are merged, useWarehouses / useSuppliers can become
// useReference('warehouse') / useReference('supplier') here, in this one file. Every query key starts with its
// table, so DataRefresh and a save's invalidation reach them.

export interface Named {
  id: number;
  name: string;
}

interface NamedList<T extends Named> {
  items: T[];
  loading: boolean;
  options: { value: number; label: string; disabled?: boolean }[];
  nameOf(id: number | null | undefined): string;
}

function named<T extends Named>(items: T[], loading: boolean, disabled?: (row: T) => boolean): NamedList<T> {
  const byId = new Map(items.map((r) => [r.id, r]));
  return {
    items,
    loading,
    options: items.map((r) => ({ value: r.id, label: r.name, ...(disabled?.(r) ? { disabled: true } : {}) })),
    nameOf: (id) => (id === null || id === undefined ? '' : (byId.get(id)?.name ?? String(id))),
  };
}

const whole = { page: 1, pageSize: REFERENCE_PAGE_SIZE, sortField: 'name', sortOrder: 'asc' } as const;

/** The company's warehouses; a disabled one is shown but cannot be chosen. */
export function useWarehouses() {
  const list = useListQuery<Named & { disabled: number }>(Warehouse.table, Warehouse.api.Query, whole, {
    staleTime: Number.POSITIVE_INFINITY,
  });
  return useMemo(() => named(list.items, list.loading, (r) => r.disabled === 1), [list.items, list.loading]);
}

export function useSuppliers() {
  const list = useListQuery<Named>(Supplier.table, Supplier.api.Query, whole, { staleTime: Number.POSITIVE_INFINITY });
  return useMemo(() => named(list.items, list.loading), [list.items, list.loading]);
}

export const MATERIAL_SEARCH_SIZE = 30;

/** Enabled materials whose part number or name contains the text (all of them, newest first, when empty). */
export function useMaterialSearch(text: string, enabled = true) {
  const value = text.trim();
  const filters = value
    ? [
        { name: 'model', compare: 'contains', value, relate: 'and' },
        { name: 'name', compare: 'contains', value, relate: 'or' },
      ]
    : [];
  return useListQuery<MaterialStockRow>(
    Material.table,
    Material.api.QueryWithStock,
    {
      fixedFilters: [{ name: 'disabled', compare: 'eq', value: 0 }],
      filters,
      page: 1,
      pageSize: MATERIAL_SEARCH_SIZE,
    },
    { enabled },
  );
}

/** The materials of these ids (lines of a draft being edited), one call each, cached by id. */
export function useMaterialsById(ids: readonly number[]): Map<number, MaterialStockRow> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: [Material.table, 'byId', id],
      queryFn: () =>
        request<ListBody<MaterialStockRow>>(Material.api.QueryWithStock.method, Material.api.QueryWithStock.path, {
          filters: [{ name: 'id', compare: 'eq', value: id }],
          page: 1,
          pageSize: 1,
        }),
      staleTime: 60_000,
    })),
  });
  return new Map(results.flatMap((r) => r.data?.items ?? []).map((r) => [r.id, r]));
}

/** A material's batches with something left in a warehouse (confirmed inbound lines, remain > 0), oldest first. */
export function useOpenBatches(material: number | undefined, warehouse: number | undefined) {
  return useListQuery<StoreOrderItemRow>(
    'store_order_item',
    StoreOrderItem.api.Query,
    {
      fixedFilters: [
        { name: 'material', compare: 'eq', value: material ?? 0 },
        { name: 'warehouse', compare: 'eq', value: warehouse ?? 0 },
        { name: 'direction', compare: 'eq', value: 1 },
        { name: 'step', compare: 'eq', value: 1 },
        { name: 'remain', compare: 'gt', value: 0 },
      ],
      sortField: 'orderDate',
      sortOrder: 'asc',
      page: 1,
      pageSize: 100,
    },
    { enabled: material !== undefined && warehouse !== undefined },
  );
}
