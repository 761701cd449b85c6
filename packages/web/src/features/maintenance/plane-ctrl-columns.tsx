import { MaintainCtrl, type MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import type { ColumnsType, ColumnType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { columnsOf } from '../../components/entity-fields';
import { LightTag } from '../../components/row-controls';
import { maintainTypeColor, maintainTypeLabel } from './codes';
import { dueColumns } from './ctrl-rows';
import { dateText, hasFixedDateRule } from './display';
import { InPlaceDate, InPlaceHours, InPlaceLandings, InPlaceText } from './InPlaceEdit';
import { RuleChips } from './RuleChips';
import type { CtrlCellSaves } from './use-plane-ctrl-writes';

// The columns of an aircraft's maintenance list (PlaneMaintainList): the drag handle (when editable), the name
// with its type and state tags pinned on the left, the due columns, the rule chips, the in-place cells (execution
// date, hours, landings, fixed expiry date, part and serial number) and the pinned actions column. A pure builder:
// the screen passes the saves (use-plane-ctrl-writes.ts) and what the actions cells render.

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

export interface PlaneCtrlColumnsOptions {
  t: TFunction;
  language: string;
  /** The config mode: the actions column holds the row's actions (actionsOf). */
  config: boolean;
  /** The cells are edited in place (config mode with plane-entity Edit). */
  edits: boolean;
  /** Who may write maintenance records: the actions column is wider, or (view mode) there at all. */
  mayRecord: boolean;
  /** The drag handle's column, first when editable. */
  handleColumn: ColumnType<MaintainCtrlRow>;
  saves: CtrlCellSaves;
  /** A row's actions (config mode). */
  actionsOf: (row: MaintainCtrlRow) => ReactNode;
  /** A row's 记录完成 (view mode). */
  doneOf: (row: MaintainCtrlRow) => ReactNode;
}

export function planeCtrlColumns({
  t,
  language,
  config,
  edits,
  mayRecord,
  handleColumn,
  saves,
  actionsOf,
  doneOf,
}: PlaneCtrlColumnsOptions): ColumnsType<MaintainCtrlRow> {
  return [
    ...(edits ? [handleColumn] : []),
    {
      title: t('maintenance.name'),
      dataIndex: 'name',
      key: 'name',
      width: 260,
      // Stays in view when the table is scrolled sideways.
      fixed: 'left',
      render: (name: string, row) => (
        <span className="hangar-inline">
          <LightTag color={maintainTypeColor(row.type)}>{maintainTypeLabel(language, row.type)}</LightTag>
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
        <RuleChips row={row} onSelect={edits ? (curTimeItem) => void saves.curTimeItem(row, curTimeItem) : undefined} />
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
          onSave={(executeDate) => saves.executeDate(row, executeDate)}
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
          onSave={(hours) => saves.executeHours(row, hours)}
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
          onSave={(executeLandings) => saves.executeLandings(row, executeLandings)}
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
            onSave={(expireDateSet) => saves.expireDateSet(row, expireDateSet)}
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
          onSave={(matSeri) => saves.matSeri(row, matSeri)}
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
}
