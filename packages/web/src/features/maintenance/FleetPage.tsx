import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import { MaintainTask } from '@hangar/domain/contracts/records';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AirStatusTag } from '../../components/air-status';
import { DataTable } from '../../components/DataTable';
import { useExport } from '../../components/excel-export';
import { postQuery, useSearchState } from '../../components/list-query';
import { PrintButton } from '../../components/print';
import { useReference } from '../../components/reference';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { MOBILE_BREAKPOINT, useWindowSize } from '../../components/use-window-size';
import { useCan, useSession } from '../../session/session-context';
import { CertCounts } from '../certificates/CertCounts';
import { BOM_READ_VIEWS } from '../components/life';
import { DeferralCounts } from '../deferrals/DeferralCounts';
import {
  DeferralCardActions,
  type DueDeferral,
  deferralCard,
  isDeferral,
  rowKeyOf,
  useDueDeferrals,
  withDeferralCells,
  withLeadingRows,
} from '../deferrals/deferral-rows';
import PlanOrderButton from '../orders/PlanOrderButton';
import { RecordDone } from '../records/RecordDone';
import { FleetStatusCounts } from '../status/FleetStatusCounts';
import { useFleetStatus } from '../status/status-query';
import { CTRL_TABLE, CtrlCard, DueRowStyle, dueClass } from './ctrl-rows';
import { DueListPdf } from './DueListPdf';
import { FleetFilters } from './FleetFilters';
import { FleetLifeSection } from './FleetLifeSection';
import { FleetSummaryCards } from './FleetSummaryCards';
import { fleetColumns, fleetDeferralCells, planeLink } from './fleet-columns';
import { deferralExportRow, fleetExportColumns, fleetExportRow } from './fleet-export';
import { pickQuick, quickOf } from './fleet-filter';
import {
  deferralWindow,
  FLEET_QUERY,
  type FleetFilter,
  fetchFleetRows,
  fleetPayload,
  useFleetSummary,
} from './fleet-query';
import { useLazyRows } from './lazy-rows';
import { useFillHeight } from './use-fill-height';

/*
 * /maintain/contorl — the fleet time-control monitor (view maintain-control): every enabled control item of
 * the company's aircraft, nearest due first, as a maintenance controller checks it every morning.
 *
 * - Summary cards (FleetSummary for today): overdue, warning (overdue included), due this month, next month;
 *   the overdue and warning cards toggle that quick filter (the same as the two check boxes; fleet-filter.ts).
 * - Filter bar (FleetFilters): aircraft, model, maintenance type (fixed filters planeEntity, planeModel, type),
 *   warnings only, overdue only, due within N days (forecasts included), within N hours, within N landings
 *   (QueryFleet's own fields), and the search bar for the item's texts; each change reloads from page 1.
 * - Table (server paging and sorting, query key maintain_ctrl…, so DataRefresh reloads it; columns in
 *   fleet-columns.tsx): tail number (a link to the aircraft drawer's maintenance items, /plane/entity?plane=<id>,
 *   for holders of plane-entity), item, the due columns (due date with what drives it, expiry date, days left,
 *   expiry and remaining hours and landings), state, type, current rule, the aircraft's total hours and landings,
 *   model; overdue rows red, warning rows orange (the aircraft list's row classes). Its body reaches the window's
 *   bottom (use-fill-height.ts).
 * - For who may write maintenance records (plane-operation Add or plane-entity Execute) each row offers 记录完成
 *   (records/RecordDone): the task dialog prefilled from the item; its save reloads the monitor and its cards.
 * - Export: the current filter's rows (up to 10000, nearest due first) as an Excel sheet (fleet-export.ts), the
 *   file named 时控监控-<date>.xlsx, or <tail number>-时控监控-<date>.xlsx when one aircraft is picked.
 * - Print (components/print.tsx): every row of the current filter on A4 landscape, the picked aircraft and
 *   时控监控 at the top of each page.
 * - The fleet's life-limited components below, for who may read them (FleetLifeSection).
 * - The fleet's airworthiness statuses (issue 32): counts by status under the summary cards, and each aircraft's
 *   status tag under its tail number.
 */

const PLANE_VIEW = 'plane-entity';

/** A row of the monitor: a control item, or an open deferral due in the same window (issue 32). */
type MonitorRow = FleetRow | DueDeferral;

export default function FleetPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const search = useSearchState(CTRL_TABLE);
  const summary = useFleetSummary();
  const exporter = useExport();
  const { can } = useSession();
  const canOpenPlane = can(PLANE_VIEW);
  const mayRecord = useCan(MaintainTask.api.Add);
  const showLife = BOM_READ_VIEWS.some((view) => can(view));
  const [filter, setFilter] = useState<FleetFilter>({});
  const planes = useReference('plane');
  const models = useReference('planeModel');
  // Each aircraft's airworthiness status (issue 32), beside its tail number, and the fleet's counts by status.
  const fleetStatus = useFleetStatus();
  const statusOf = new Map((fleetStatus.data?.planes ?? []).map((p) => [p.id, p.status]));
  // The first screen of the page renders with the data, the rest near the view and in idle time (lazy-rows).
  const lazy = useLazyRows<MonitorRow>(rowKeyOf);
  const [fetching, setFetching] = useState(false);
  // On phones the filters are folded behind a button, so that the first screen shows rows.
  const phone = useWindowSize().width < MOBILE_BREAKPOINT;
  const fill = useFillHeight();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const payload = fleetPayload(filter, search.filters);
  // The open deferrals due in the same window, before the items (for who may read deferrals).
  const deferrals = useDueDeferrals(deferralWindow(filter, search.filters));
  const set = (patch: Partial<FleetFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const reset = () => {
    setFilter({});
    search.bar.onChange([]);
    search.bar.onSearch([]);
  };

  /** 记录完成 of a row: the task dialog for the row's aircraft, prefilled from the item. */
  const doneOf = (row: FleetRow) => (
    <RecordDone
      plane={{ id: row.planeEntity, name: row.planeName, allFlyHours: row.allFlyHours, allLandings: row.allLandings }}
      ctrl={row}
      as={LinkButton}
    />
  );

  /** The tail number, a link to the aircraft's drawer for holders of plane-entity, and the aircraft's status. */
  const tailOf = (name: string, planeId: number) => {
    const tail = canOpenPlane ? (
      <Link to={planeLink(planeId)} title={t('maintenance.fleet.openPlane', { name })}>
        {name}
      </Link>
    ) : (
      name
    );
    const status = statusOf.get(planeId);
    return status === undefined ? (
      tail
    ) : (
      <Flex vertical gap={2} align="start">
        {tail}
        <AirStatusTag status={status} />
      </Flex>
    );
  };

  const columns = withDeferralCells(
    fleetColumns({ t, language: i18n.language, tailOf, doneOf: mayRecord ? doneOf : undefined }),
    fleetDeferralCells({ t, tailOf, onOpen: deferrals.open, modelOf: (id) => (id === null ? '' : models.labelOf(id)) }),
  );

  /** Fetches the filter's rows (nearest due first) and exports them; a failed fetch shows the server's reason. */
  const exportRows = async () => {
    setFetching(true);
    try {
      const { items, totalItems } = await fetchFleetRows(payload);
      const listName = t('maintenance.fleet.exportName');
      // One aircraft picked: its list, named after it (B-7001-时控监控); else the fleet's.
      const one =
        filter.planeEntity !== undefined ? planes.labelOf(filter.planeEntity) || items[0]?.planeName : undefined;
      const done = await exporter.run({
        fileName: one ? `${one}-${listName}` : listName,
        sheetName: listName,
        columns: fleetExportColumns(t),
        // The deferrals due in the window first, as the list shows them.
        rows: [
          ...deferrals.rows.map((row) => deferralExportRow(row, t, models.labelOf(row.planeModel ?? 0))),
          ...items.map((row) => fleetExportRow(row, t, i18n.language)),
        ],
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

  return (
    <Flex vertical gap={12}>
      <DueRowStyle />
      <RowControlsStyle />
      <FleetSummaryCards
        summary={summary.data}
        loading={summary.isFetching}
        active={quickOf(filter)}
        onPick={(card) => set(pickQuick(filter, card))}
      >
        <CertCounts />
      </FleetSummaryCards>
      <FleetFilters
        filter={filter}
        onChange={set}
        onReset={reset}
        search={search}
        extra={
          <>
            <Button loading={fetching || exporter.exporting} onClick={() => void exportRows()}>
              {t('maintenance.fleet.export')}
            </Button>
            <PrintButton
              aircraft={filter.planeEntity === undefined ? null : planes.labelOf(filter.planeEntity)}
              title={t('maintenance.fleet.exportName')}
            />
            <DueListPdf />
            <PlanOrderButton planeId={filter.planeEntity} />
            {/* The fleet's airworthiness on the filters' free line, so the list keeps its height (issue 32). */}
            <Flex
              gap={16}
              wrap
              align="center"
              role="group"
              aria-label={t('status.fleet.title')}
              data-testid="fleet-status-card"
            >
              <FleetStatusCounts fleet={fleetStatus.data} compact />
              <DeferralCounts compact />
            </Flex>
          </>
        }
        phone={phone}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
      />
      <div ref={fill.ref}>
        <DataTable<MonitorRow>
          columns={columns}
          rowKey={rowKeyOf}
          queryKey={[CTRL_TABLE, 'fleet', payload, deferrals.version]}
          query={withLeadingRows(deferrals.rows, postQuery<FleetRow>(FLEET_QUERY, payload))}
          enabled={deferrals.ready}
          defaultPageSize={50}
          pageSizes={[20, 50, 100, 200]}
          heightOffset={fill.heightOffset}
          rowClassName={dueClass}
          components={lazy.components}
          wrap={(table, rows) => lazy.wrap(table, rows)}
          card={(row) =>
            isDeferral(row) ? (
              <CtrlCard
                row={deferralCard(row)}
                tail={tailOf(row.planeName ?? '', row.plane)}
                actions={<DeferralCardActions row={row} t={t} onOpen={deferrals.open} />}
              />
            ) : (
              <CtrlCard
                row={row}
                tail={tailOf(row.planeName, row.planeEntity)}
                actions={mayRecord ? doneOf(row) : undefined}
              />
            )
          }
        />
      </div>
      {showLife ? <FleetLifeSection phone={phone} /> : null}
      {deferrals.detail}
    </Flex>
  );
}
