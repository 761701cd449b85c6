import { MaintainTask, type MaintainTaskRow, TaskGroup } from '@hangar/domain/contracts/records';
import { QUERY_LIMITS } from '@hangar/domain/query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { searchFieldsOf } from '../../components/entity-fields';
import { LightTag, type TagColor } from '../../components/row-controls';
import type { SearchField } from '../../components/SearchBar';

/*
 * What each record list (a sub-tab of RecordTabs) shows: its types, the fixed filters that select them, its
 * columns (one declaration for the table and the export: a cell and an export value), its search fields and
 * pager options (spec §2.8, §2.9, §9). The sign-off columns (who signed, licence, when, the aircraft's hours and
 * landings then) close every kind's columns and export.
 */

export const RECORD_TABLE = MaintainTask.table;

/*
 * The status and type tags of the rows are plain elements styled like antd's Tag (row-controls.tsx LightTag;
 * RecordList renders RowControlsStyle): an antd Tag per cell registers its styles on mount, and the first list on
 * /plane/operation to show one (检查记录) spent ~100 ms of its first page in antd's style injection
 * (docs/performance.md).
 */

const MAX = QUERY_LIMITS.maxPageSize;
/** Pager options (§9): AD/SB (also tasks and repairs), faults. */
const AD_PAGE_SIZES = [10, 20, 30, 60, 90, 180, 365, 1000, MAX];
const FAULT_PAGE_SIZES = [10, 20, 30, 50, 100, 200, 500, 1000, MAX];

/** The fixed filters selecting a group's types (MaintainTask/Query reads `type in` as a comma list). */
export function typeFilters(group: TaskGroup) {
  const types = TaskGroup[group] as readonly number[];
  if (types.length === 1) return [{ name: 'type', compare: 'eq', value: types[0], relate: 'and' as const }];
  // A group of several types: MaintainTask/Query's `type in` with a comma list.
  return [{ name: 'type', compare: 'in', value: types.join(','), relate: 'and' as const }];
}

/** A cell's plain value (text or number; null empty). */
export type Scalar = string | number | null;

/** A column of a record list: its table cell and its export value. */
export interface RecordColumn {
  key: string;
  title: string;
  cell?: (row: MaintainTaskRow) => ReactNode;
  /** The export's cell, and the table's when there is no `cell`. */
  value: (row: MaintainTaskRow) => Scalar;
  width?: number;
  ellipsis?: boolean;
}

export const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
const figure = (value: number | null | undefined) => (value === null || value === undefined ? null : value);

/** The status of a record (§4): closed 已关闭; a fault below state 1 待修 (red), else 已修 (green). */
export function faultStatus(row: MaintainTaskRow, t: TFunction): { text: string; color?: TagColor } {
  if (row.closed === 1) return { text: t('recordList.status.closed') };
  return row.state < 1
    ? { text: t('recordList.status.pending'), color: 'red' }
    : { text: t('recordList.status.repaired'), color: 'green' };
}

/** The state of another kind: closed, or its workflow state. */
function stateText(row: MaintainTaskRow, t: TFunction): string {
  if (row.closed === 1) return t('recordList.status.closed');
  return t(`recordList.state.${Math.min(Math.max(row.state, 0), 3)}`);
}

function statusColumn(group: TaskGroup, t: TFunction): RecordColumn {
  return {
    key: 'status',
    title: t('recordList.col.status'),
    value: (row) => (group === 'fault' ? faultStatus(row, t).text : stateText(row, t)),
    cell: (row) => {
      const status = group === 'fault' ? faultStatus(row, t) : { text: stateText(row, t), color: undefined };
      return (
        <>
          <LightTag color={status.color}>{status.text}</LightTag>
          {row.amendments > 0 ? (
            <LightTag color="gold">{t('recordList.amended', { n: row.amendments })}</LightTag>
          ) : null}
        </>
      );
    },
  };
}

/** The sign-off columns every record list and export ends with. */
export function signColumns(t: TFunction): RecordColumn[] {
  return [
    { key: 'signedName', title: t('task.signedName'), value: (r) => r.signedName },
    {
      key: 'licenceNo',
      title: t('task.licenceNo'),
      value: (r) => (r.licenceNo ? [r.licenceNo, r.licenceType].filter(Boolean).join(' · ') : null),
    },
    { key: 'signedAt', title: t('task.signedAt'), value: (r) => r.signedAt },
    { key: 'signedHours', title: t('task.signedHours'), value: (r) => figure(r.signedHours) },
    { key: 'signedLandings', title: t('task.signedLandings'), value: (r) => figure(r.signedLandings) },
  ];
}

const plain = (key: keyof MaintainTaskRow & string, t: TFunction, title?: string): RecordColumn => ({
  key,
  title: title ?? t(`task.${key}`),
  value: (row) => {
    const v = row[key];
    return typeof v === 'string' || typeof v === 'number' ? v : null;
  },
});
const dated = (key: 'workDate' | 'standardDate' | 'issueDate', t: TFunction, title?: string): RecordColumn => ({
  key,
  title: title ?? t(`task.${key}`),
  value: (row) => day(row[key]),
});
const long = (column: RecordColumn): RecordColumn => ({ ...column, ellipsis: true });

/** The type of a record with the spec's colour (§3: 1 blue, 2 orange, 3 and 4 green, others red). */
function typeColumn(t: TFunction, coloured: boolean): RecordColumn {
  const colour = (type: number): TagColor =>
    type === 1 ? 'blue' : type === 2 ? 'orange' : type === 3 || type === 4 ? 'green' : 'red';
  return {
    key: 'type',
    title: t('task.type'),
    value: (row) => t(`task.type.${row.type}`),
    cell: (row) =>
      coloured ? (
        <LightTag color={colour(row.type)}>{t(`task.type.${row.type}`)}</LightTag>
      ) : (
        t(`task.type.${row.type}`)
      ),
  };
}

export interface RecordKind {
  group: TaskGroup;
  /** The type of a new record. */
  addType: number;
  /** 录入 for AD/SB, else 新增. */
  addLabel: string;
  title: string;
  pageSizes: number[];
  /** Table width (faults: 2000). */
  width?: number;
  /** Default sort (faults: closed ascending). */
  sort?: { sortField: string; sortOrder: 'asc' };
  columns(readOnly: boolean, planeModelName: (id: number | null) => string): RecordColumn[];
  search: SearchField[];
}

const flagOptions = (t: TFunction, prefix: string) => [
  { value: 0, label: t(`${prefix}.0`) },
  { value: 1, label: t(`${prefix}.1`) },
];

export function recordKind(group: TaskGroup, t: TFunction): RecordKind {
  const typeOptions = (TaskGroup[group] as readonly number[]).map((v) => ({ value: v, label: t(`task.type.${v}`) }));
  const workPerson: RecordColumn = {
    key: 'workPersonName',
    title: t('task.workPerson'),
    value: (r) => r.workPersonName,
  };
  const base = { group, addType: TaskGroup[group][0], addLabel: t('recordList.add'), pageSizes: AD_PAGE_SIZES };
  switch (group) {
    case 'ad':
    case 'sb':
      return {
        ...base,
        addLabel: t('recordList.enter'),
        title: t(`recordList.tab.${group}`),
        columns: () => [
          plain('standardSeri', t),
          long(plain('description', t, t('recordList.col.adDescription'))),
          dated('standardDate', t),
          { key: 'unfit', title: t('task.unfit'), value: (r) => t(`recordList.unfit.${r.unfit ? 1 : 0}`) },
          { key: 'isRepeat', title: t('task.isRepeat'), value: (r) => t(`recordList.repeat.${r.isRepeat ? 1 : 0}`) },
          plain('flyHours', t),
          workPerson,
          dated('workDate', t),
          long(plain('comments', t)),
          statusColumn(group, t),
        ],
        search: searchFieldsOf(MaintainTask, t, ['standardSeri', 'description', 'workDate', 'isRepeat', 'unfit'], {
          isRepeat: { type: 'enum', options: flagOptions(t, 'recordList.repeat') },
          unfit: { type: 'enum', options: flagOptions(t, 'recordList.unfit') },
        }),
      };
    case 'fault':
      return {
        ...base,
        title: t('recordList.tab.fault'),
        pageSizes: FAULT_PAGE_SIZES,
        width: 2000,
        sort: { sortField: 'closed', sortOrder: 'asc' },
        columns: (readOnly, planeModelName) => [
          { key: 'planeModel', title: t('task.planeModel'), value: (r) => planeModelName(r.planeModel) },
          plain('planeName', t),
          ...(readOnly ? [] : [statusColumn(group, t)]),
          dated('issueDate', t),
          dated('workDate', t, t('recordList.col.fixDate')),
          plain('issueCondition', t, t('recordList.col.faultCondition')),
          plain('matName', t),
          plain('matModel', t),
          plain('matSeri', t),
          plain('ata', t),
          plain('flyHours', t),
          long(plain('description', t, t('recordList.col.faultDescription'))),
          long(plain('deal', t)),
          long(plain('reason', t)),
          plain('issuePerson', t),
          { ...workPerson, title: t('recordList.col.fixer') },
          long(plain('comments', t)),
        ],
        search: searchFieldsOf(MaintainTask, t, [
          'issueDate',
          'issueCondition',
          'matName',
          'matModel',
          'matSeri',
          'ata',
          'description',
          'issuePerson',
        ]),
      };
    case 'repair':
      return {
        ...base,
        title: t('recordList.tab.repair'),
        columns: () => [
          typeColumn(t, false),
          plain('issueCondition', t),
          long(plain('description', t)),
          plain('workCard', t),
          plain('flyHours', t),
          plain('landings', t),
          workPerson,
          dated('workDate', t),
          long(plain('comments', t)),
          statusColumn(group, t),
        ],
        search: searchFieldsOf(MaintainTask, t, ['type', 'issueCondition', 'description', 'workDate'], {
          type: { type: 'enum', options: typeOptions },
        }),
      };
    default:
      return {
        ...base,
        title: t('recordList.tab.task'),
        columns: () => [
          typeColumn(t, true),
          plain('issueCondition', t),
          long(plain('description', t)),
          plain('workCard', t),
          plain('matModel', t),
          plain('matSeri', t),
          plain('flyHours', t),
          plain('landings', t),
          workPerson,
          dated('workDate', t),
          long(plain('comments', t)),
          statusColumn(group, t),
        ],
        search: searchFieldsOf(
          MaintainTask,
          t,
          ['type', 'issueCondition', 'description', 'workCard', 'matModel', 'matSeri', 'workDate'],
          { type: { type: 'enum', options: typeOptions } },
        ),
      };
  }
}
