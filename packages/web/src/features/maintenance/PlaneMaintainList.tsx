import { ObjType } from '@hangar/domain/codes';
import { MaintainCtrl, type MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { MaintainTask } from '@hangar/domain/contracts/records';
import { compareDue } from '@hangar/domain/due';
import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { postQuery, useSearchState } from '../../components/list-query';
import { useOperLog } from '../../components/oper-log/OperLogAction';
import { PrintButton } from '../../components/print';
import { useReference } from '../../components/reference';
import { LinkButton, RowControlsStyle } from '../../components/row-controls';
import { useCan } from '../../session/session-context';
import {
  DeferralCardActions,
  DeferralName,
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
import { CTRL_TABLE, CtrlCard, DueRowStyle, dueClass, dueStateTag } from './ctrl-rows';
import { dueWithinFilter, MAX_DUE_DAYS, SettlingNumber } from './due-within';
import { useLazyRows } from './lazy-rows';
import { type ItemEditing, MaintainItemDialog } from './MaintainItemDialog';
import { MaintainItemPicker } from './MaintainItemPicker';
import { PlaneCtrlToolbar } from './PlaneCtrlToolbar';
import { planeCtrlActions } from './plane-ctrl-actions';
import { planeCtrlColumns } from './plane-ctrl-columns';
import { useSortableRows } from './sortable';
import { FIRST_LOAD_DELAY_MS, MAINTAIN_PAGE_SIZE, MAINTAIN_PAGE_SIZES, useDelayed } from './use-delayed';
import { usePlaneCtrlWrites } from './use-plane-ctrl-writes';

/*
 * PlaneMaintainList — the maintenance list of one aircraft (materials document §2.4, §4, §5).
 *
 *   <PlaneMaintainList plane={{ id, name, model, allFlyHours }} mode="view" />    // aircraft drawer, read-only
 *   <PlaneMaintainList plane={plane} mode="config" />                             // maintenance setup
 *
 * - view (the drawer's mini mode): read-only, most urgent first (`compareDue`), table height window − 300.
 * - config: search bar, Add, More (import from model via the picker → BatchAdd, sync from model → BatchSync,
 *   batch delete → BatchDelete; nothing ticked → 先勾选需要同步的维修项目 / 先勾选需要删除的维修项目),
 *   selection, drag handle (→ Reorder), per-row edit and More (approve, enable/disable, delete), rule chips
 *   that choose the current rule (UpdateCurTimeItem), in-place serial number, execution date, fixed expiry
 *   date, execution hours and execution landings (old value back on failure).
 * - Both modes: "falls due within N days, forecasts included" (a condition on the stored nearest due, so the
 *   server pages the filtered list; the list is paged, not loaded whole).
 * - Both modes: Print (components/print.tsx), every row of the list with the tail number and 维修清单 on each page.
 * Rows that warn are highlighted, overdue ones more strongly. Remaining days, hours and landings and the due
 * date with what drives it (calendar, hours or landings forecast) come from the row's
 * `due` (its summary) and each chip's from `rulesDue`, computed by the server for today.
 * Writes need the plane-entity functions (Add, Edit, Execute, Delete); buttons are disabled without them.
 * Parts: the toolbar (PlaneCtrlToolbar), the columns (plane-ctrl-columns.tsx), a row's actions
 * (plane-ctrl-actions.tsx), the writes and the ticked rows (use-plane-ctrl-writes.ts).
 * - Both modes, for who may write maintenance records (plane-operation Add or plane-entity Execute): each row's
 *   记录完成 ("record done", records/RecordDone) opens the task dialog prefilled from the item; its save executes
 *   the item and reloads the list, so the row's due changes at once.
 */

export interface PlaneMaintainListProps {
  plane: { id: number; name: string; model: number; allFlyHours: number | null; allLandings?: number | null };
  mode: 'view' | 'config';
}

const MINI_HEIGHT_OFFSET = 300;

const rowId = (row: MaintainCtrlRow) => row.id;

/** A row of the drawer's list: a control item, or one of the aircraft's open deferrals (issue 32). */
type ViewRow = MaintainCtrlRow | DueDeferral;

/**
 * Mini mode order: the domain's urgency order (`compareDue`): overdue, then warning, then the nearest due by the
 * earlier of days and hours, items without a due last; stable otherwise.
 */
export function warningsFirst<Row extends Pick<MaintainCtrlRow, 'due'>>(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => compareDue(a.due, b.due));
}

export default function PlaneMaintainList({ plane, mode }: PlaneMaintainListProps) {
  const { t, i18n } = useTranslation();
  const writes = usePlaneCtrlWrites(plane.id);
  const models = useReference('planeModel');
  const search = useSearchState(CTRL_TABLE);
  const ready = useDelayed(FIRST_LOAD_DELAY_MS);
  const [editing, setEditing] = useState<ItemEditing<MaintainCtrlRow> | null>(null);
  const [picking, setPicking] = useState(false);
  const [dueWithin, setDueWithin] = useState<number | undefined>(undefined);
  const filters = dueWithin === undefined ? search.filters : [...search.filters, dueWithinFilter(dueWithin)];
  const config = mode === 'config';
  const log = useOperLog(ObjType.Control);
  const may = {
    add: useCan(MaintainCtrl.api.Add),
    edit: useCan(MaintainCtrl.api.Update),
    execute: useCan(MaintainCtrl.api.Approve),
    delete: useCan(MaintainCtrl.api.Delete),
  };
  const edits = config && may.edit;
  const mayRecord = useCan(MaintainTask.api.Add);
  const recordPlane = {
    id: plane.id,
    name: plane.name,
    allFlyHours: plane.allFlyHours,
    allLandings: plane.allLandings ?? null,
  };
  /** 记录完成 of a row (who may write records). */
  const doneOf = (row: MaintainCtrlRow) =>
    mayRecord ? <RecordDone plane={recordPlane} ctrl={row} as={LinkButton} /> : null;

  const sortable = useSortableRows<MaintainCtrlRow>(edits, writes.reorder);
  // The first screen of the page renders with the data, the rest near the view and in idle time (lazy-rows).
  const lazy = useLazyRows<MaintainCtrlRow>(rowId, sortable.components?.body?.row);
  const viewLazy = useLazyRows<ViewRow>(rowKeyOf);
  // The drawer's list shows the aircraft's open deferrals due in its window with the items, most urgent first
  // (for who may read deferrals); the setup lists items only.
  const deferrals = useDueDeferrals(
    config ? null : { plane: plane.id, ...(dueWithin === undefined ? {} : { dueWithinDays: dueWithin }) },
    ready,
  );
  /** A deferral's name: 保留 and its category, the MEL item opening it, its state (the list has no state column). */
  const deferralName = (row: DueDeferral) => (
    <DeferralName row={row} t={t} onOpen={deferrals.open} tag state={dueStateTag(row, t)} />
  );

  const actionsOf = planeCtrlActions({
    t,
    may,
    log,
    doneOf,
    onEdit: (row) => setEditing({ state: 'edit', record: row }),
    onDelete: writes.removeOne,
    onFlag: writes.setFlag,
  });
  const columns = planeCtrlColumns({
    t,
    language: i18n.language,
    config,
    edits,
    mayRecord,
    handleColumn: sortable.handleColumn,
    saves: writes.cells,
    actionsOf,
    doneOf,
  });

  const modelName = models.labelOf(plane.model);
  const dueWithinInput = (
    <SettlingNumber
      aria-label={t('maintenance.dueWithin.days')}
      suffix={t('maintenance.dueWithin.days')}
      min={0}
      max={MAX_DUE_DAYS}
      precision={0}
      style={{ width: 210 }}
      value={dueWithin}
      onSettle={setDueWithin}
    />
  );
  const table = config ? (
    <DataTable<MaintainCtrlRow>
      columns={columns}
      rowKey="id"
      // The aircraft's hours are in the key: a change of them reloads the dues.
      queryKey={[CTRL_TABLE, 'plane', plane.id, plane.allFlyHours, mode, filters]}
      query={postQuery<MaintainCtrlRow>(MaintainCtrl.api.Query, {
        filters,
        fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }],
      })}
      enabled={ready}
      defaultPageSize={MAINTAIN_PAGE_SIZE}
      pageSizes={MAINTAIN_PAGE_SIZES}
      selection={{ selectedKeys: writes.selected, onChange: (keys) => writes.setSelected(keys) }}
      rowClassName={dueClass}
      components={lazy.components}
      arrange={sortable.arrange}
      card={(row) => <CtrlCard row={row} tail={plane.name} actions={actionsOf(row)} />}
      wrap={(table, rows) => lazy.wrap(sortable.wrap ? sortable.wrap(table, rows) : table, rows)}
    />
  ) : (
    <DataTable<ViewRow>
      columns={withDeferralCells<MaintainCtrlRow>(columns, {
        name: deferralName,
        timeItems: (row) => row.placard,
        actions: (row) => <LinkButton onClick={() => deferrals.open(row)}>{t('deferral.open')}</LinkButton>,
      })}
      rowKey={rowKeyOf}
      queryKey={[CTRL_TABLE, 'plane', plane.id, plane.allFlyHours, mode, filters, deferrals.version]}
      query={withLeadingRows(
        deferrals.rows,
        postQuery<MaintainCtrlRow>(MaintainCtrl.api.Query, {
          filters,
          fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }],
        }),
      )}
      enabled={ready && deferrals.ready}
      defaultPageSize={MAINTAIN_PAGE_SIZE}
      pageSizes={MAINTAIN_PAGE_SIZES}
      heightOffset={MINI_HEIGHT_OFFSET}
      defaultSort={{ field: 'nearestDue', order: 'ascend' }}
      rowClassName={dueClass}
      components={viewLazy.components}
      arrange={(rows, userSorted) => (userSorted ? rows : warningsFirst(rows))}
      card={(row) =>
        isDeferral(row) ? (
          <CtrlCard
            row={deferralCard(row)}
            tail={plane.name}
            actions={<DeferralCardActions row={row} t={t} onOpen={deferrals.open} />}
          />
        ) : (
          <CtrlCard row={row} tail={plane.name} actions={doneOf(row)} />
        )
      }
      wrap={(table, rows) => viewLazy.wrap(table, rows)}
    />
  );

  return (
    <Flex vertical gap={12}>
      <DueRowStyle />
      <RowControlsStyle />
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('maintenance.listTitle')}
        </Typography.Title>
        <Flex gap={8} wrap>
          <PlanOrderButton planeId={plane.id} planeName={plane.name} />
          <PrintButton aircraft={plane.name} title={t('maintenance.listTitle')} />
        </Flex>
      </Flex>
      {config ? (
        <PlaneCtrlToolbar
          search={search}
          dueWithin={dueWithinInput}
          may={may}
          onAdd={() => setEditing({ state: 'add' })}
          onImport={() => setPicking(true)}
          onBatch={writes.batch}
        />
      ) : (
        dueWithinInput
      )}
      {table}
      {config ? (
        <>
          <MaintainItemDialog<MaintainCtrlRow>
            kind="ctrl"
            editing={editing}
            onClose={() => setEditing(null)}
            onSubmit={(body) => writes.save(editing, body)}
          />
          <MaintainItemPicker
            open={picking}
            mode="multi"
            model={{ id: plane.model, name: modelName }}
            onClose={() => setPicking(false)}
            onPick={writes.importItems}
          />
          {log.drawer}
        </>
      ) : (
        deferrals.detail
      )}
    </Flex>
  );
}
