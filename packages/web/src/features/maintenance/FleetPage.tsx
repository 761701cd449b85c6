import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import { App, Button, Checkbox, Collapse, Flex, Select, Skeleton, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/DataTable';
import { columnsOf, searchFieldsOf } from '../../components/entity-fields';
import { type ExportColumn, useExport } from '../../components/excel-export';
import { postQuery, useSearchState } from '../../components/list-query';
import { useModelOptions } from '../../components/model-options';
import { usePermission } from '../../components/PermissionGate';
import { useReference } from '../../components/reference';
import { LightTag, LinkButton, RowControlsStyle } from '../../components/row-controls';
import { SearchBar } from '../../components/SearchBar';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { useSession } from '../../session/session-context';
import { CertCounts } from '../certificates/CertCounts';
import { BOM_READ_VIEWS } from '../components/life';
import { RecordDone } from '../records/RecordDone';
import { maintainTypeColor, maintainTypeLabel, maintainTypeOptions } from './codes';
import {
  CTRL_TABLE,
  CtrlCard,
  DueRowStyle,
  dueClass,
  dueColumns,
  dueStateTag,
  dueStateText,
  figureText,
  fleetQueryFields,
} from './ctrl-rows';
import { ruleLine } from './display';
import { type DueExportCells, dueExportCells, dueExportColumns } from './due-export';
import { MAX_DUE_DAYS, SettlingNumber } from './due-within';
import { FleetSummaryCards, type QuickFilter } from './FleetSummaryCards';
import { FLEET_QUERY, type FleetFilter, fetchFleetRows, fleetPayload, useFleetSummary } from './fleet-query';
import { useLazyRows } from './lazy-rows';

/*
 * /maintain/contorl — the fleet time-control monitor (view maintain-control): every enabled control item of
 * the company's aircraft, nearest due first, as a maintenance controller checks it every morning.
 *
 * - Summary cards (FleetSummary for today): overdue, warning (overdue included), due this month, next month;
 *   the overdue and warning cards toggle that quick filter (the same as the two check boxes).
 * - Filter bar: aircraft, model, maintenance type (fixed filters planeEntity, planeModel, type), warnings only,
 *   overdue only, due within N days (forecasts included), within N hours, within N landings (QueryFleet's own
 *   fields), and the search bar for the item's texts; each change reloads from page 1.
 * - Table (server paging and sorting, query key maintain_ctrl…, so DataRefresh reloads it): tail number (a
 *   link to the aircraft drawer's maintenance items, /plane/entity?plane=<id>, for holders of plane-entity),
 *   item, the due columns (due date with what drives it, expiry date, days left, expiry and remaining hours
 *   and landings), state, type, current rule, the aircraft's total hours and landings, model; overdue rows
 *   red, warning rows orange (the aircraft list's row classes).
 * - For who may write maintenance records (plane-operation Add or plane-entity Execute) each row offers 记录完成
 *   (records/RecordDone): the task dialog prefilled from the item; its save reloads the monitor and its cards.
 * - Export: the current filter's rows (up to 10000, nearest due first) as an Excel sheet.
 */

const PLANE_VIEW = 'plane-entity';
/** The bound of QueryFleet's dueWithinHours and dueWithinLandings (FleetQueryInput). */
const MAX_HOURS = 10_000_000;

/** A row of the Excel export: what the table shows, as text and numbers. */
interface FleetExportRow extends DueExportCells {
  planeName: string;
  modelName: string;
  allFlyHours: number;
  allLandings: number;
  name: string;
  type: string;
  rule: string;
  state: string;
}

/** The aircraft screen's link that opens the aircraft drawer on its Maintenance items tab (the default). */
export function planeLink(planeId: number): string {
  return `/plane/entity?plane=${planeId}`;
}

const rowId = (row: FleetRow) => row.id;

/**
 * Widths of the columns that had none. The rows render in steps (lazy-rows), so a column sized by its content
 * would widen as rows get their cells and move the rows under the pointer: each has a width its title and today's
 * values fit in both languages (a tail number; a model; the widest type tag, per language, as tags do not wrap;
 * a rule line such as `1000 ldg / 24 months (Periodic) 24M / 1000ldg`; longer text wraps inside it).
 */
const CELL_WIDTH = { tail: 120, type: { zh: 112, en: 184 }, rule: 304, model: 148 } as const;

/**
 * Below the table's body: the pager with its margins and the page's bottom padding (px). The body's height is the
 * window's height less its top (measured) and this, so that the rows fill the window (issue 29: at 1440×900 a
 * fixed offset left five rows).
 */
const BELOW_TABLE_BODY = 64;
/** The offset before the body is measured (the first render). */
const FIRST_HEIGHT_OFFSET = 560;

/** The width of the three due-within inputs: with the other filters on one line at 1440 px. */
const DUE_INPUT_WIDTH = 176;

/**
 * The heightOffset that makes a DataTable's body reach the bottom of the window: its body's top in the page
 * (measured after each render of the screen: filters folded or wrapped, cards loaded) plus what is below it.
 */
function useFillHeight(): { ref: React.RefObject<HTMLDivElement | null>; heightOffset: number } {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const body = ref.current?.querySelector('.ant-table-body');
    if (!body) return;
    const y = Math.round(body.getBoundingClientRect().top + window.scrollY);
    if (top === null || Math.abs(y - top) > 1) setTop(y);
  });
  return { ref, heightOffset: top === null ? FIRST_HEIGHT_OFFSET : top + BELOW_TABLE_BODY };
}

/** The fleet's life-limited components (beside the control items), loaded when shown. */
const FleetLifePanel = lazy(() => import('../components/FleetLifePanel'));

export default function FleetPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const planes = useReference('plane');
  const modelOptions = useModelOptions();
  const search = useSearchState(CTRL_TABLE);
  const summary = useFleetSummary();
  const exporter = useExport();
  const canOpenPlane = usePermission({ view: PLANE_VIEW });
  const recordAdd = usePermission(['plane-operation', 'Add']);
  const recordExecute = usePermission(['plane-entity', 'Execute']);
  const mayRecord = recordAdd || recordExecute;
  const { can } = useSession();
  const showLife = BOM_READ_VIEWS.some((view) => can(view));
  const [filter, setFilter] = useState<FleetFilter>({});
  // The first screen of the page renders with the data, the rest near the view and in idle time (lazy-rows).
  const lazy = useLazyRows<FleetRow>(rowId);
  const [fetching, setFetching] = useState(false);
  // On phones the filters are folded behind a button, so that the first screen shows rows.
  const phone = useWindowSize().width < MOBILE_BREAKPOINT;
  const fill = useFillHeight();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters =
    Object.values(filter).filter((v) => v !== undefined && v !== false).length + search.filters.length;
  const payload = fleetPayload(filter, search.filters);
  const set = (patch: Partial<FleetFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const quick: QuickFilter | null = filter.overdueOnly ? 'overdue' : filter.warningOnly ? 'warning' : null;
  const pick = (k: QuickFilter) =>
    k === 'overdue'
      ? set({ overdueOnly: !filter.overdueOnly, warningOnly: false })
      : set({ warningOnly: !filter.warningOnly || filter.overdueOnly === true, overdueOnly: false });

  const reset = () => {
    setFilter({});
    search.bar.onChange([]);
    search.bar.onSearch([]);
  };

  const ruleOf = (row: FleetRow) => {
    const current = row.timerContent.find((r) => r.name === row.curTimeItem);
    return (current ? [current] : row.timerContent).map((r) => ruleLine(r, i18n.language));
  };

  const searchFields = searchFieldsOf(fleetQueryFields, t, [
    'name',
    'planeName',
    'matModel',
    'matSeri',
    'content',
    'dueDate',
  ]);
  const [planeNameColumn, nameColumn, modelNameColumn] = columnsOf<FleetRow>(fleetQueryFields, t, [
    'planeName',
    'name',
    'modelName',
  ]);

  /** 记录完成 of a row: the task dialog for the row's aircraft, prefilled from the item. */
  const doneOf = (row: FleetRow) => (
    <RecordDone
      plane={{ id: row.planeEntity, name: row.planeName, allFlyHours: row.allFlyHours, allLandings: row.allLandings }}
      ctrl={row}
      as={LinkButton}
    />
  );

  /** The tail number, a link to the aircraft's drawer for holders of plane-entity. */
  const tailOf = (name: string, row: FleetRow) =>
    canOpenPlane ? (
      <Link to={planeLink(row.planeEntity)} title={t('maintenance.fleet.openPlane', { name })}>
        {name}
      </Link>
    ) : (
      name
    );

  const columns: ColumnsType<FleetRow> = [
    { ...planeNameColumn, width: CELL_WIDTH.tail, fixed: 'left', render: (name: string, row) => tailOf(name, row) },
    // The item's name stays in view with the tail number; the due figures and state follow at once.
    { ...nameColumn, width: 240, fixed: 'left' },
    ...dueColumns<FleetRow>(t),
    { title: t('maintenance.state'), key: 'state', width: 80, render: (_, row) => dueStateTag(row, t) },
    {
      title: t('maintenance.type'),
      dataIndex: 'type',
      key: 'type',
      width: i18n.language.startsWith('en') ? CELL_WIDTH.type.en : CELL_WIDTH.type.zh,
      sorter: true,
      // Plain elements in the repeated cells (row-controls.tsx): a page shows up to 200 rows.
      render: (type: number) => (
        <LightTag color={maintainTypeColor(type)}>{maintainTypeLabel(i18n.language, type)}</LightTag>
      ),
    },
    {
      title: t('maintenance.fleet.currentRule'),
      key: 'currentRule',
      width: CELL_WIDTH.rule,
      render: (_, row) => ruleOf(row).map((line) => <div key={line}>{line}</div>),
    },
    {
      title: t('maintenance.fleet.totals'),
      key: 'totals',
      width: 130,
      align: 'right',
      render: (_, row) => `${figureText(row.allFlyHours)} / ${figureText(row.allLandings)}`,
    },
    { ...modelNameColumn, width: CELL_WIDTH.model },
    ...(mayRecord
      ? [
          {
            title: t('list.action.actions'),
            key: 'actions',
            width: 96,
            fixed: 'right' as const,
            render: (_: unknown, row: FleetRow) => doneOf(row),
          },
        ]
      : []),
  ];

  // One flat record per row: the sheet's columns are keyed by field, so each needs a field of its own.
  const exportRow = (r: FleetRow): FleetExportRow => ({
    planeName: r.planeName,
    modelName: r.modelName,
    allFlyHours: r.allFlyHours,
    allLandings: r.allLandings,
    name: r.name,
    type: maintainTypeLabel(i18n.language, r.type),
    rule: ruleOf(r).join('\n'),
    ...dueExportCells(r.due, t),
    state: dueStateText(r, t),
  });
  const exportColumns: ExportColumn<FleetExportRow>[] = [
    { title: t('maintenance.fleet.planeName'), dataIndex: 'planeName' },
    { title: t('maintenance.fleet.model'), dataIndex: 'modelName' },
    { title: t('maintenance.fleet.allFlyHours'), dataIndex: 'allFlyHours' },
    { title: t('maintenance.fleet.allLandings'), dataIndex: 'allLandings' },
    { title: t('maintenance.name'), dataIndex: 'name', width: 30 },
    { title: t('maintenance.type'), dataIndex: 'type' },
    { title: t('maintenance.fleet.currentRule'), dataIndex: 'rule', width: 30 },
    ...dueExportColumns<FleetExportRow>(t),
    { title: t('maintenance.state'), dataIndex: 'state' },
  ];

  /** Fetches the filter's rows (nearest due first) and exports them; a failed fetch shows the server's reason. */
  const exportRows = async () => {
    setFetching(true);
    try {
      const { items, totalItems } = await fetchFleetRows(payload);
      const done = await exporter.run({
        fileName: t('maintenance.fleet.exportName'),
        sheetName: t('maintenance.fleet.exportName'),
        columns: exportColumns,
        rows: items.map(exportRow),
      });
      if (done && totalItems > items.length) {
        void message.warning(t('maintenance.fleet.exportCapped', { count: items.length, total: totalItems }));
      }
    } catch (error) {
      // 401 is the session's (sign-in page); anything else is shown in the user's language.
      exporter.failed(error);
    } finally {
      setFetching(false);
    }
  };

  const number = (label: string, max: number, precision: number | undefined) => ({
    'aria-label': label,
    suffix: label,
    min: 0,
    max,
    precision,
    style: { width: DUE_INPUT_WIDTH },
  });

  return (
    <Flex vertical gap={12}>
      <DueRowStyle />
      <RowControlsStyle />
      <FleetSummaryCards summary={summary.data} loading={summary.isFetching} active={quick} onPick={pick}>
        <CertCounts />
      </FleetSummaryCards>
      {phone ? (
        <Button
          aria-expanded={filtersOpen}
          onClick={() => setFiltersOpen((open) => !open)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('maintenance.fleet.filters')}
          {activeFilters > 0 ? ` (${activeFilters})` : ''}
        </Button>
      ) : null}
      {phone && !filtersOpen ? null : (
        <>
          <Space wrap>
            <Select
              id="fleet-plane"
              aria-label={t('maintenance.fleet.plane')}
              placeholder={t('maintenance.fleet.allPlanes')}
              options={planes.options}
              value={filter.planeEntity}
              onChange={(v: number | undefined) => set({ planeEntity: v })}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 180 }}
            />
            <Select
              id="fleet-model"
              aria-label={t('maintenance.fleet.model')}
              placeholder={t('maintenance.fleet.allModels')}
              options={modelOptions}
              value={filter.planeModel}
              onChange={(v: number | undefined) => set({ planeModel: v })}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: 180 }}
            />
            <Select
              id="fleet-type"
              aria-label={t('maintenance.type')}
              placeholder={t('maintenance.fleet.allTypes')}
              options={maintainTypeOptions(i18n.language)}
              value={filter.type}
              onChange={(v: number | undefined) => set({ type: v })}
              allowClear
              style={{ width: 180 }}
            />
            <Checkbox checked={filter.warningOnly === true} onChange={(e) => set({ warningOnly: e.target.checked })}>
              {t('maintenance.fleet.warningOnly')}
            </Checkbox>
            <Checkbox checked={filter.overdueOnly === true} onChange={(e) => set({ overdueOnly: e.target.checked })}>
              {t('maintenance.fleet.overdueOnly')}
            </Checkbox>
            <SettlingNumber
              {...number(t('maintenance.dueWithin.days'), MAX_DUE_DAYS, 0)}
              value={filter.dueWithinDays}
              onSettle={(v) => set({ dueWithinDays: v })}
            />
            <SettlingNumber
              {...number(t('maintenance.fleet.dueWithinHours'), MAX_HOURS, undefined)}
              value={filter.dueWithinHours}
              onSettle={(v) => set({ dueWithinHours: v })}
            />
            <SettlingNumber
              {...number(t('maintenance.dueWithin.landings'), MAX_HOURS, 0)}
              value={filter.dueWithinLandings}
              onSettle={(v) => set({ dueWithinLandings: v })}
            />
            <Button onClick={reset}>{t('maintenance.fleet.reset')}</Button>
          </Space>
          <SearchBar
            fields={searchFields}
            {...search.bar}
            extra={
              <Button loading={fetching || exporter.exporting} onClick={() => void exportRows()}>
                {t('maintenance.fleet.export')}
              </Button>
            }
          />
        </>
      )}
      <div ref={fill.ref}>
        <DataTable<FleetRow>
          columns={columns}
          rowKey="id"
          queryKey={[CTRL_TABLE, 'fleet', payload]}
          query={postQuery<FleetRow>(FLEET_QUERY, payload)}
          defaultPageSize={50}
          pageSizes={[20, 50, 100, 200]}
          heightOffset={fill.heightOffset}
          rowClassName={dueClass}
          components={lazy.components}
          wrap={(table, rows) => lazy.wrap(table, rows)}
          card={(row) => (
            <CtrlCard row={row} tail={tailOf(row.planeName, row)} actions={mayRecord ? doneOf(row) : undefined} />
          )}
        />
      </div>
      {showLife ? (
        // Folded on a phone (the list above is the monitor's first screen), open on a desk.
        <Collapse
          size="small"
          defaultActiveKey={phone ? [] : ['life']}
          destroyOnHidden
          items={[
            {
              key: 'life',
              label: t('bom.fleet.title'),
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <FleetLifePanel />
                </Suspense>
              ),
            },
          ]}
        />
      ) : null}
    </Flex>
  );
}
