import type { ListBody } from '@hangar/domain/query';
import { keepPreviousData, type QueryKey, skipToken, useQuery } from '@tanstack/react-query';
import { Table, type TableProps } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import type { Key, ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListKitStyle } from './list-kit-style';
import type { PageRequest, SortOrder } from './list-query';
import { PRINT_ONLY, printColumns, usePrinting, usePrintPaging } from './print';
import { useScrollAreas } from './scroll-areas';
import { MOBILE_BREAKPOINT, useWindowSize } from './use-window-size';

/*
 * DataTable — antd Table over a server-paged list (platform spec §9: pager 共 N 条 with size changer and quick
 * jump; height = window height − per-screen offset, 450 by default).
 *
 *   <DataTable<Department>
 *     columns={columns}
 *     queryKey={['department', filters]}                       // first element: the table name
 *     query={postQuery(Department.api.Query, { filters })}  // (page) => Promise<{ items, totalItems }>
 *     rowKey="id"
 *     selection={{ selectedKeys, onChange: setSelectedKeys }}  // optional, controlled
 *     highlight={(row) => row.locked === 1}                    // optional row class
 *     heightOffset={360} pageSizes={[20, 50, 100]} defaultPageSize={20}
 *     components={{ body: { row: SortableRow } }}              // optional antd Table components
 *     arrange={(rows) => warningsFirst(rows)}                  // optional client-side order of the page
 *     wrap={(table, rows) => <DndContext ...>{table}</DndContext>}  // optional, sees the rows shown
 *   />
 *   <DataTable<DepartmentNode> columns={columns} rows={{ items: tree, loading }} rowKey="id" openTree />
 *
 * `rows` instead of queryKey / query: a small list the screen loaded whole, shown whole (no pager, no inner
 * scrolling). `openTree`: rows with `children` are a tree, every row open until the user folds it (rows that
 * arrive later open too).
 *
 * The table keeps page, page size and sort; it goes back to page 1 when queryKey changes (new filters). The
 * TanStack query key is [...queryKey, pageRequest], so invalidating [table] refreshes it. Column sorting is
 * server-side: give a column `sorter: true`; its `key` (or string dataIndex) is sent as sortField with
 * sortOrder 'ascend' | 'descend'.
 */

export interface DataTableSelection<T> {
  selectedKeys: Key[];
  onChange(keys: Key[], rows: T[]): void;
  type?: 'checkbox' | 'radio';
  getCheckboxProps?: (row: T) => { disabled?: boolean };
}

/** Where the rows come from: a server-paged query, or the rows of a small list the screen loaded whole. */
export type DataTableSource<T> =
  | { queryKey: QueryKey; query: (page: PageRequest) => Promise<ListBody<T>>; rows?: undefined }
  | { rows: { items: T[]; loading?: boolean }; queryKey?: undefined; query?: undefined };

export type DataTableProps<T extends object> = DataTableOptions<T> & DataTableSource<T>;

export interface DataTableOptions<T extends object> {
  columns: ColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  selection?: DataTableSelection<T>;
  highlight?: (row: T) => boolean;
  /** Further row classes (e.g. a second, stronger highlight). */
  rowClassName?: (row: T) => string;
  /** Table body height = window height − heightOffset (default 450). */
  heightOffset?: number;
  pageSizes?: number[];
  defaultPageSize?: number;
  /** Default sort until the user sorts a column. */
  defaultSort?: { field: string; order: SortOrder };
  onRow?: TableProps<T>['onRow'];
  expandable?: TableProps<T>['expandable'];
  /** Rows with `children` shown as a tree, every row open until the user folds it. */
  openTree?: boolean;
  size?: TableProps<T>['size'];
  /** Hold the call (e.g. until a parent record is chosen). */
  enabled?: boolean;
  /** antd Table components (e.g. draggable body rows). */
  components?: TableProps<T>['components'];
  /**
   * Client-side order of the loaded page (a drag just made, warnings first, ...). `userSorted` is true while
   * the user has sorted by a column other than the default sort: an arrangement that is only a default order
   * then leaves the server's rows as they are.
   */
  arrange?: (rows: T[], userSorted: boolean) => T[];
  /**
   * On phones (under 820 px) each row is shown as this compact card instead of the columns: no header, no
   * horizontal scrolling, no fixed action column over the screen; paging, selection and row classes stay.
   */
  card?: (row: T) => ReactNode;
  /** Wraps the table (drag-and-drop context, a footer) with the rows shown. */
  wrap?: (table: ReactNode, rows: T[]) => ReactNode;
}

export const DEFAULT_HEIGHT_OFFSET = 450;

/** The one column of a list shown as cards (DataTable's `card`; also for plain antd tables on phones). */
export function cardColumns<T>(card: (row: T) => ReactNode): ColumnsType<T> {
  return [{ key: 'card', className: 'hangar-card-cell', render: (_: unknown, row: T) => card(row) }];
}
const MIN_HEIGHT = 200;

interface Paging {
  keyHash: string;
  page: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
}

/** The keys of the rows and of all their `children`. */
function treeKeys<T extends object>(rows: readonly T[], keyOf: (row: T) => Key): Key[] {
  return rows.flatMap((row) => {
    const children = (row as { children?: T[] }).children;
    return [keyOf(row), ...(children ? treeKeys(children, keyOf) : [])];
  });
}

/** `expandable` of a tree that is open unless folded (the folded keys are kept, not the open ones). */
function useOpenTree<T extends object>(
  on: boolean,
  rows: readonly T[],
  rowKey: TableProps<T>['rowKey'],
): TableProps<T>['expandable'] {
  const [folded, setFolded] = useState<ReadonlySet<Key>>(new Set());
  if (!on) return undefined;
  const keyOf = (row: T): Key =>
    typeof rowKey === 'function' ? rowKey(row) : ((row as Record<string, unknown>)[String(rowKey ?? 'key')] as Key);
  return {
    expandedRowKeys: treeKeys(rows, keyOf).filter((key) => !folded.has(key)),
    onExpand: (expanded, row) =>
      setFolded((prev) => {
        const next = new Set(prev);
        if (expanded) next.delete(keyOf(row));
        else next.add(keyOf(row));
        return next;
      }),
  };
}

function sortFieldOf<T>(sorter: SorterResult<T>): string | undefined {
  if (typeof sorter.columnKey === 'string') return sorter.columnKey;
  if (typeof sorter.field === 'string') return sorter.field;
  return undefined;
}

export function DataTable<T extends object>({
  columns,
  queryKey,
  query,
  rows: given,
  rowKey,
  selection,
  highlight,
  heightOffset = DEFAULT_HEIGHT_OFFSET,
  pageSizes = [10, 20, 50, 100],
  defaultPageSize = 20,
  defaultSort,
  onRow,
  expandable,
  openTree = false,
  size,
  enabled = true,
  components,
  arrange,
  wrap,
  rowClassName,
  card,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const { width, height } = useWindowSize();
  // Printed: the columns (not cards), one table without a scroll area (components/print.tsx).
  const printing = usePrinting();
  const cards = card !== undefined && width < MOBILE_BREAKPOINT && printing === 'off';
  const keyHash = JSON.stringify(queryKey ?? null);
  const [paging, setPaging] = useState<Paging>({
    keyHash,
    page: 1,
    pageSize: defaultPageSize,
    sortField: defaultSort?.field,
    sortOrder: defaultSort?.order,
  });
  // New filters (a new query key) start again from the first page.
  const current: Paging = paging.keyHash === keyHash ? paging : { ...paging, keyHash, page: 1 };
  // The Print button prints every row: the first page as large as the server gives.
  const request: PageRequest = usePrintPaging({
    page: current.page,
    pageSize: current.pageSize,
    ...(current.sortField && current.sortOrder ? { sortField: current.sortField, sortOrder: current.sortOrder } : {}),
  });

  const list = useQuery({
    queryKey: [...(queryKey ?? ['rows']), request],
    queryFn: query ? () => query(request) : skipToken,
    placeholderData: keepPreviousData,
    enabled,
  });

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortField = one?.order ? sortFieldOf(one) : undefined;
    const sortOrder = one?.order ?? undefined;
    const pageSize = pagination.pageSize ?? current.pageSize;
    const sortChanged = sortField !== current.sortField || sortOrder !== current.sortOrder;
    setPaging({
      keyHash,
      page: sortChanged || pageSize !== current.pageSize ? 1 : (pagination.current ?? 1),
      pageSize,
      sortField: sortOrder ? sortField : defaultSort?.field,
      sortOrder: sortOrder ?? defaultSort?.order,
    });
  };

  const loaded = given ? given.items : (list.data?.items ?? []);
  const userSorted =
    current.sortField !== undefined &&
    (current.sortField !== defaultSort?.field || current.sortOrder !== defaultSort?.order);
  const rows = arrange ? arrange(loaded, userSorted) : loaded;
  const tree = useOpenTree(openTree, rows, rowKey);
  const loading = given ? given.loading === true : list.isFetching;
  const total = list.data?.totalItems ?? 0;
  // Under a printed list that is not whole: which page of it this is (the browser's print), or that it was capped.
  const printNote =
    given || printing === 'off' || total <= rows.length
      ? null
      : printing === 'all'
        ? t('list.print.capped', { count: rows.length, total })
        : t('list.print.shownPage', { page: current.page, pages: Math.ceil(total / current.pageSize), total });
  // The scroll body is a tab stop (keyboard scrolling, issue 31).
  const scrollAreas = useScrollAreas();
  const table = (
    <>
      <ListKitStyle />
      <Table<T>
        ref={scrollAreas}
        columns={cards ? cardColumns(card) : printColumns(columns)}
        showHeader={!cards}
        dataSource={rows}
        components={cards ? undefined : components}
        rowKey={rowKey}
        loading={loading}
        // While the first page loads the table says so, not 暂无数据 under the spinner (issue 29).
        locale={
          loading && rows.length === 0
            ? { emptyText: <span data-testid="table-loading">{t('frame.loading')}</span> }
            : undefined
        }
        size={size ?? 'middle'}
        onChange={onChange}
        onRow={onRow}
        expandable={tree ? { ...tree, ...expandable } : expandable}
        scroll={
          cards || given || printing !== 'off'
            ? undefined
            : { x: 'max-content', y: Math.max(MIN_HEIGHT, height - heightOffset) }
        }
        rowClassName={
          highlight || rowClassName
            ? (row) => `${highlight?.(row) ? 'hangar-row-highlight ' : ''}${rowClassName?.(row) ?? ''}`.trim()
            : undefined
        }
        rowSelection={
          selection
            ? {
                type: selection.type ?? 'checkbox',
                // Columns fixed on the left need the selection column fixed before them.
                fixed: (!cards && columns.some((c) => c.fixed === 'left' || c.fixed === true)) || undefined,
                selectedRowKeys: selection.selectedKeys,
                onChange: (keys, rows) => selection.onChange(keys, rows),
                getCheckboxProps: selection.getCheckboxProps,
                preserveSelectedRowKeys: true,
              }
            : undefined
        }
        pagination={
          // Printing every row: antd would cut the rows to the pager's page size.
          given || printing === 'all'
            ? false
            : {
                current: current.page,
                pageSize: current.pageSize,
                total,
                pageSizeOptions: pageSizes,
                showSizeChanger: true,
                showQuickJumper: true,
                showTotal: (total) => t('list.table.total', { total }),
              }
        }
      />
      {printNote ? <div className={PRINT_ONLY}>{printNote}</div> : null}
    </>
  );
  return wrap ? wrap(table, rows) : table;
}
