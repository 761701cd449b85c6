import { ObjType } from '@hangar/domain/codes';
import { MaintainCtrl, type MaintainCtrlRow, type MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { compareDue } from '@hangar/domain/due';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import { DataTable } from '../../components/DataTable';
import { columnsOf, searchFieldsOf } from '../../components/entity-fields';
import { postQuery, useSearchState } from '../../components/list-query';
import { OPER_LOG_KEY, useOperLog } from '../../components/oper-log/OperLogAction';
import { PermissionGate, usePermission } from '../../components/PermissionGate';
import { useReference } from '../../components/reference';
import { LightTag, LinkButton, RowActions, RowControlsStyle } from '../../components/row-controls';
import { SearchBar } from '../../components/SearchBar';
import { RecordDone } from '../records/RecordDone';
import { maintainTypeColor, maintainTypeLabel } from './codes';
import { CTRL_TABLE, CtrlCard, ctrlQueryFields, DueRowStyle, dueClass, dueColumns } from './ctrl-rows';
import { dateText, hasFixedDateRule } from './display';
import { dueWithinFilter, MAX_DUE_DAYS, SettlingNumber } from './due-within';
import { InPlaceDate, InPlaceHours, InPlaceLandings, InPlaceText } from './InPlaceEdit';
import { useLazyRows } from './lazy-rows';
import { type ItemEditing, MaintainItemDialog } from './MaintainItemDialog';
import { MaintainItemPicker } from './MaintainItemPicker';
import { RuleChips } from './RuleChips';
import { useSortableRows } from './sortable';
import { useCall } from './use-call';
import { FIRST_LOAD_DELAY_MS, MAINTAIN_PAGE_SIZE, MAINTAIN_PAGE_SIZES, useDelayed } from './use-delayed';

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
 * Rows that warn are highlighted, overdue ones more strongly. Remaining days, hours and landings and the due
 * date with what drives it (calendar, hours or landings forecast) come from the row's
 * `due` (its summary) and each chip's from `rulesDue`, computed by the server for today.
 * Writes need the plane-entity functions (Add, Edit, Execute, Delete); buttons are disabled without them.
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

/**
 * Widths of the columns after the chips. The rows render in steps (lazy-rows), so a column sized by its content
 * would widen as rows get their cells and move the rows under the pointer: each has a width its values and title
 * fit in both languages (a date, hours with the initial hours, landings, a part or serial number; longer text
 * wraps inside it).
 */
const CELL_WIDTH = { date: 136, hours: 168, landings: 152, text: 148 } as const;

/**
 * The rule chips' column: what is left of the 1366 px aircraft drawer at 1440 px after the pinned name (260), the
 * due columns (770) and the pinned 记录完成 column (96), with a margin; a chip's text wraps inside it.
 */
const CHIPS_WIDTH = 180;

/**
 * Mini mode order: the domain's urgency order (`compareDue`): overdue, then warning, then the nearest due by the
 * earlier of days and hours, items without a due last; stable otherwise.
 */
export function warningsFirst<Row extends Pick<MaintainCtrlRow, 'due'>>(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => compareDue(a.due, b.due));
}

/** The success texts of the state calls of a row's More menu. */
const flagSaved = {
  Approve: 'maintain.ok.approved',
  DeApprove: 'maintain.ok.deApproved',
  Enable: 'maintain.ok.enabled',
  Disable: 'maintain.ok.disabled',
} as const;

export default function PlaneMaintainList({ plane, mode }: PlaneMaintainListProps) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const run = useCall();
  const models = useReference('planeModel');
  const search = useSearchState(CTRL_TABLE);
  const ready = useDelayed(FIRST_LOAD_DELAY_MS);
  const [selected, setSelected] = useState<Key[]>([]);
  const [editing, setEditing] = useState<ItemEditing<MaintainCtrlRow> | null>(null);
  const [picking, setPicking] = useState(false);
  const [dueWithin, setDueWithin] = useState<number | undefined>(undefined);
  const filters = dueWithin === undefined ? search.filters : [...search.filters, dueWithinFilter(dueWithin)];
  const config = mode === 'config';
  const log = useOperLog(ObjType.Control);
  const may = {
    add: usePermission(['plane-entity', 'Add']),
    edit: usePermission(['plane-entity', 'Edit']),
    execute: usePermission(['plane-entity', 'Execute']),
    delete: usePermission(['plane-entity', 'Delete']),
  };
  const edits = config && may.edit;
  const mayRecord = usePermission(['plane-operation', 'Add']) || may.execute;
  const recordPlane = {
    id: plane.id,
    name: plane.name,
    allFlyHours: plane.allFlyHours,
    allLandings: plane.allLandings ?? null,
  };
  /** 记录完成 of a row (who may write records). */
  const doneOf = (row: MaintainCtrlRow) =>
    mayRecord ? <RecordDone plane={recordPlane} ctrl={row} as={LinkButton} /> : null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CTRL_TABLE] });

  const sortable = useSortableRows<MaintainCtrlRow>(edits, async (ids) => {
    await call(MaintainCtrl.api.Reorder, { planeEntity: plane.id, ids });
    await refresh();
  });
  // The first screen of the page renders with the data, the rest near the view and in idle time (lazy-rows).
  const lazy = useLazyRows<MaintainCtrlRow>(rowId, sortable.components?.body?.row);

  /** One write on a row with the spec's success / failure texts; the list reloads after success. */
  const write = (send: () => Promise<unknown>, ok: string, fail?: string) =>
    run(
      async () => {
        await send();
        await refresh();
      },
      ok,
      fail,
    );

  const ids = () => selected.map(Number).join(',');

  const batch = (kind: 'delete' | 'sync') => {
    if (selected.length === 0) {
      void message.warning(t(kind === 'delete' ? 'maintain.selectToDelete' : 'maintain.selectToSync'));
      return;
    }
    modal.confirm({
      title: t('list.confirm.title'),
      content: t(kind === 'delete' ? 'maintenance.confirmBatchDelete' : 'maintenance.confirmSync', {
        count: selected.length,
      }),
      okText: t('list.confirm.ok'),
      cancelText: t('list.confirm.cancel'),
      okButtonProps: { danger: kind === 'delete' },
      onOk: async () => {
        const done =
          kind === 'delete'
            ? await write(() => call(MaintainCtrl.api.BatchDelete, { id: plane.id, idExt: ids() }), 'ok.deleted')
            : await write(
                () => call(MaintainCtrl.api.BatchSync, { id: plane.id, idExt: ids() }),
                'maintain.ok.batchSynced',
                'maintain.fail.batchSynced',
              );
        if (done) setSelected([]);
      },
    });
  };

  const removeOne = (row: MaintainCtrlRow) =>
    modal.confirm({
      title: t('list.confirm.title'),
      content: t('list.confirm.delete'),
      okText: t('list.confirm.ok'),
      cancelText: t('list.confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const done = await write(() => call(MaintainCtrl.api.Delete, { id: row.id, name: row.name }), 'ok.deleted');
        if (done) setSelected((keys) => keys.filter((k) => k !== row.id));
      },
    });

  const importItems = async (items: MaintainItemRow[]) => {
    // The picker shows the outcome (导入成功 / 批量导入成功 or the failure with the server's reason).
    await call(MaintainCtrl.api.BatchAdd, { id: plane.id, idExt: items.map((i) => i.id).join(',') });
    await refresh();
  };

  const searchFields = searchFieldsOf(ctrlQueryFields, t, [
    'name',
    'matModel',
    'matSeri',
    'content',
    'executeDate',
    'dueDate',
  ]);

  /** A row's Edit link and More menu (approve, enable / disable, delete). */
  const actionsOf = (row: MaintainCtrlRow) => (
    <span className="hangar-row-actions">
      {doneOf(row)}
      <RowActions
        editLabel={t('maintenance.edit')}
        canEdit={may.edit}
        onEdit={() => setEditing({ state: 'edit', record: row })}
        moreLabel={t('maintenance.more')}
        menu={{
          items: [
            row.approved
              ? { key: 'DeApprove', label: t('maintenance.deApprove'), disabled: !may.execute }
              : { key: 'Approve', label: t('maintenance.approve'), disabled: !may.execute },
            row.disabled
              ? { key: 'Enable', label: t('maintenance.enable'), disabled: !may.edit }
              : { key: 'Disable', label: t('maintenance.disable'), disabled: !may.edit },
            { key: 'Delete', label: t('maintenance.delete'), danger: true, disabled: !may.delete },
            ...log.menuItems,
          ],
          onClick: ({ key }) => {
            if (key === OPER_LOG_KEY) log.open(row.id);
            if (key === 'Delete') removeOne(row);
            else if (Object.hasOwn(flagSaved, key)) {
              const flag = key as keyof typeof flagSaved;
              void write(() => call(MaintainCtrl.api[flag], { id: row.id, name: row.name }), flagSaved[flag]);
            }
          },
        }}
      />
    </span>
  );

  const columns: ColumnsType<MaintainCtrlRow> = [
    ...(edits ? [sortable.handleColumn] : []),
    {
      title: t('maintenance.name'),
      dataIndex: 'name',
      key: 'name',
      width: 260,
      // Stays in view when the table is scrolled sideways.
      fixed: 'left',
      render: (name: string, row) => (
        <span className="hangar-inline">
          <LightTag color={maintainTypeColor(row.type)}>{maintainTypeLabel(i18n.language, row.type)}</LightTag>
          <span>{name}</span>
          {row.disabled ? <LightTag color="red">{t('maintenance.disabled')}</LightTag> : null}
          {row.approved ? <LightTag color="green">{t('maintenance.approved')}</LightTag> : null}
        </span>
      ),
    },
    // The figures the list is opened for come right after the name, visible without scrolling at 1440 px.
    ...dueColumns<MaintainCtrlRow>(t),
    {
      title: t('maintenance.timeItems'),
      key: 'timeItems',
      // The chips and their text wrap inside this width, fixed whatever the rows (lazy-rows): at 1440 px the
      // aircraft drawer's column ends before the pinned action column instead of running under it (issue 29).
      width: CHIPS_WIDTH,
      render: (_, row) => (
        <RuleChips
          row={row}
          onSelect={
            edits
              ? (curTimeItem) =>
                  void write(
                    () =>
                      call(MaintainCtrl.api.UpdateCurTimeItem, {
                        id: row.id,
                        name: row.name,
                        planeEntity: plane.id,
                        curTimeItem,
                      }),
                    'maintain.ok.curTimeItem',
                    'maintain.fail.curTimeItem',
                  )
              : undefined
          }
        />
      ),
    },
    {
      title: t('maintenance.executeDate'),
      key: 'executeDate',
      width: CELL_WIDTH.date,
      render: (_, row) => (
        <InPlaceDate
          value={row.executeDate}
          display={dateText(row.executeDate, t)}
          editable={edits}
          label={t('maintenance.executeDate')}
          onSave={(executeDate) =>
            write(
              () => call(MaintainCtrl.api.UpdateExecDate, { id: row.id, name: row.name, executeDate }),
              'maintain.ok.executeDate',
              'maintain.fail.executeDate',
            )
          }
        />
      ),
    },
    {
      title: t('maintenance.executeHours'),
      key: 'executeHours',
      width: CELL_WIDTH.hours,
      render: (_, row) => (
        <InPlaceHours
          executeHours={row.executeHours}
          initHours={row.initHours}
          editable={edits}
          onSave={(hours) =>
            write(
              () =>
                call(MaintainCtrl.api.UpdateExecHours, { id: row.id, name: row.name, planeEntity: plane.id, ...hours }),
              'maintain.ok.executeHours',
              'maintain.fail.executeHours',
            )
          }
        />
      ),
    },
    {
      title: t('maintenance.executeLandings'),
      key: 'executeLandings',
      width: CELL_WIDTH.landings,
      render: (_, row) => (
        <InPlaceLandings
          value={row.executeLandings ?? null}
          editable={edits}
          onSave={(executeLandings) =>
            write(
              () =>
                // The hours call with the row's hours as they are: only the landings change.
                call(MaintainCtrl.api.UpdateExecHours, {
                  id: row.id,
                  name: row.name,
                  planeEntity: plane.id,
                  executeHours: row.executeHours,
                  initHours: row.initHours,
                  executeLandings,
                }),
              'maintenance.landings.saved',
              'maintenance.landings.failed',
            )
          }
        />
      ),
    },
    {
      title: t('maintenance.expireDateSet'),
      key: 'expireDateSet',
      width: CELL_WIDTH.date,
      render: (_, row) =>
        hasFixedDateRule(row.timerContent) ? (
          <InPlaceDate
            value={row.expireDateSet}
            display={dateText(row.expireDateSet, t) || (edits ? t('maintenance.due.clickToSet') : '')}
            editable={edits}
            label={t('maintenance.expireDateSet')}
            onSave={(expireDateSet) =>
              write(
                () => call(MaintainCtrl.api.UpdateExpireDate, { id: row.id, name: row.name, expireDateSet }),
                'ok.updated',
              )
            }
          />
        ) : null,
    },
    // Not sorted from its header (the aircraft's list sorts by name, due and order).
    ...columnsOf<MaintainCtrlRow>(MaintainCtrl, t, ['matModel'], { matModel: { width: CELL_WIDTH.text } }).map(
      ({ sorter: _, ...column }) => column,
    ),
    {
      title: t('maintenance.matSeri'),
      key: 'matSeri',
      width: CELL_WIDTH.text,
      render: (_, row) => (
        <InPlaceText
          value={row.matSeri}
          editable={edits}
          label={t('maintenance.matSeri')}
          onSave={(matSeri) =>
            write(
              () => call(MaintainCtrl.api.UpdateMatSeri, { id: row.id, name: row.name, matSeri }),
              'maintain.ok.matSeri',
              'maintain.fail.matSeri',
            )
          }
        />
      ),
    },
    ...(config
      ? [
          {
            title: t('list.action.actions'),
            key: 'actions',
            width: mayRecord ? 184 : 112,
            fixed: 'right' as const,
            render: (_: unknown, row: MaintainCtrlRow) => actionsOf(row),
          },
        ]
      : mayRecord
        ? [
            {
              title: t('list.action.actions'),
              key: 'actions',
              width: 96,
              fixed: 'right' as const,
              render: (_: unknown, row: MaintainCtrlRow) => doneOf(row),
            },
          ]
        : []),
  ];

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
  const table = (
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
      heightOffset={config ? undefined : MINI_HEIGHT_OFFSET}
      defaultSort={config ? undefined : { field: 'nearestDue', order: 'ascend' }}
      selection={config ? { selectedKeys: selected, onChange: (keys) => setSelected(keys) } : undefined}
      rowClassName={dueClass}
      components={lazy.components}
      arrange={config ? sortable.arrange : (rows, userSorted) => (userSorted ? rows : warningsFirst(rows))}
      card={(row) => <CtrlCard row={row} tail={plane.name} actions={config ? actionsOf(row) : doneOf(row)} />}
      wrap={(table, rows) => lazy.wrap(sortable.wrap ? sortable.wrap(table, rows) : table, rows)}
    />
  );

  return (
    <Flex vertical gap={12}>
      <DueRowStyle />
      <RowControlsStyle />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('maintenance.listTitle')}
      </Typography.Title>
      {config ? (
        <SearchBar
          fields={searchFields}
          {...search.bar}
          extra={
            <Space wrap>
              {dueWithinInput}
              <PermissionGate allow={['plane-entity', 'Add']} mode="disable">
                <Button type="primary" onClick={() => setEditing({ state: 'add' })}>
                  {t('maintenance.add')}
                </Button>
              </PermissionGate>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'import', label: t('maintenance.importFromModel'), disabled: !may.add },
                    { key: 'sync', label: t('maintenance.syncFromModel'), disabled: !may.edit },
                    { key: 'delete', label: t('maintenance.batchDelete'), danger: true, disabled: !may.delete },
                  ],
                  onClick: ({ key }) => {
                    if (key === 'import') setPicking(true);
                    if (key === 'sync') batch('sync');
                    if (key === 'delete') batch('delete');
                  },
                }}
              >
                <Button>{t('maintenance.more')}</Button>
              </Dropdown>
            </Space>
          }
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
            onSubmit={async (body) => {
              if (editing?.state === 'edit') {
                await call(MaintainCtrl.api.Update, { ...body, id: editing.record.id });
              } else {
                await call(MaintainCtrl.api.Add, { ...body, planeEntity: plane.id });
              }
              await refresh();
            }}
          />
          <MaintainItemPicker
            open={picking}
            mode="multi"
            model={{ id: plane.model, name: modelName }}
            onClose={() => setPicking(false)}
            onPick={importItems}
          />
          {log.drawer}
        </>
      ) : null}
    </Flex>
  );
}
