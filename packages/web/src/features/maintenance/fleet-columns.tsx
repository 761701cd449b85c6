import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import type { ColumnsType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { columnsOf } from '../../components/entity-fields';
import { LightTag, LinkButton } from '../../components/row-controls';
import { DeferralKindTag, DeferralName, type DueDeferral } from '../deferrals/deferral-rows';
import { maintainTypeColor, maintainTypeLabel } from './codes';
import { dueColumns, dueStateTag, figureText, fleetQueryFields } from './ctrl-rows';
import { ruleLine } from './display';

// The fleet monitor's table columns (FleetPage): tail number and item pinned on the left, the due columns, state,
// type, current rule, the aircraft's totals, model, and 记录完成 for who may write maintenance records. A pure
// builder: the screen passes what a cell renders (the tail link, the row's 记录完成).

/**
 * Widths of the columns that had none. The rows render in steps (lazy-rows), so a column sized by its content
 * would widen as rows get their cells and move the rows under the pointer: each has a width its title and today's
 * values fit in both languages (a tail number; a model; the widest type tag, per language, as tags do not wrap;
 * a rule line such as `1000 ldg / 24 months (Periodic) 24M / 1000ldg`; longer text wraps inside it).
 */
const CELL_WIDTH = { tail: 120, type: { zh: 112, en: 184 }, rule: 304, model: 148 } as const;

/** The aircraft screen's link that opens the aircraft drawer on its Maintenance items tab (the default). */
export function planeLink(planeId: number): string {
  return `/plane/entity?plane=${planeId}`;
}

/** The row's current rule as text lines (every rule when none is current). */
export function fleetRuleLines(row: FleetRow, language: string): string[] {
  const current = row.timerContent.find((r) => r.name === row.curTimeItem);
  return (current ? [current] : row.timerContent).map((r) => ruleLine(r, language));
}

export interface FleetColumnsOptions {
  t: TFunction;
  language: string;
  /** The tail number's cell (a link to the aircraft's drawer for holders of plane-entity). */
  tailOf: (name: string, planeId: number) => ReactNode;
  /** The row's 记录完成; the actions column is there only with it (who may write maintenance records). */
  doneOf?: (row: FleetRow) => ReactNode;
}

export function fleetColumns({ t, language, tailOf, doneOf }: FleetColumnsOptions): ColumnsType<FleetRow> {
  const [planeNameColumn, nameColumn, modelNameColumn] = columnsOf<FleetRow>(fleetQueryFields, t, [
    'planeName',
    'name',
    'modelName',
  ]);
  return [
    {
      ...planeNameColumn,
      width: CELL_WIDTH.tail,
      fixed: 'left',
      render: (name: string, row) => tailOf(name, row.planeEntity),
    },
    // The item's name stays in view with the tail number; the due figures and state follow at once.
    { ...nameColumn, width: 240, fixed: 'left' },
    ...dueColumns<FleetRow>(t),
    { title: t('maintenance.state'), key: 'state', width: 80, render: (_, row) => dueStateTag(row, t) },
    {
      title: t('maintenance.type'),
      dataIndex: 'type',
      key: 'type',
      width: language.startsWith('en') ? CELL_WIDTH.type.en : CELL_WIDTH.type.zh,
      sorter: true,
      // Plain elements in the repeated cells (row-controls.tsx): a page shows up to 200 rows.
      render: (type: number) => (
        <LightTag color={maintainTypeColor(type)}>{maintainTypeLabel(language, type)}</LightTag>
      ),
    },
    {
      title: t('maintenance.fleet.currentRule'),
      key: 'currentRule',
      width: CELL_WIDTH.rule,
      render: (_, row) => fleetRuleLines(row, language).map((line) => <div key={line}>{line}</div>),
    },
    {
      title: t('maintenance.fleet.totals'),
      key: 'totals',
      width: 130,
      align: 'right',
      render: (_, row) => `${figureText(row.allFlyHours)} / ${figureText(row.allLandings)}`,
    },
    { ...modelNameColumn, width: CELL_WIDTH.model },
    ...(doneOf
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
}

export interface FleetDeferralCellsOptions {
  t: TFunction;
  tailOf: FleetColumnsOptions['tailOf'];
  /** Opens the deferral (DeferralDetail). */
  onOpen: (row: DueDeferral) => void;
  /** The model's name of an aircraft model's id. */
  modelOf: (id: number | null) => string;
}

/**
 * A deferral's cells among the monitor's items (issue 32; deferrals/deferral-rows.tsx `withDeferralCells`): the
 * tail number, the MEL item opening the deferral with its fault, 保留 and its category as the type, the placard as
 * the rule, the aircraft's totals and model, and 查看 in the actions; the due columns and state are the items'.
 */
export function fleetDeferralCells({ t, tailOf, onOpen, modelOf }: FleetDeferralCellsOptions) {
  return {
    planeName: (row: DueDeferral) => tailOf(row.planeName ?? '', row.plane),
    name: (row: DueDeferral) => <DeferralName row={row} t={t} onOpen={onOpen} />,
    type: (row: DueDeferral) => <DeferralKindTag row={row} t={t} />,
    currentRule: (row: DueDeferral) => row.placard,
    totals: (row: DueDeferral) => `${figureText(row.allFlyHours)} / ${figureText(row.allLandings)}`,
    modelName: (row: DueDeferral) => modelOf(row.planeModel),
    actions: (row: DueDeferral) => <LinkButton onClick={() => onOpen(row)}>{t('deferral.open')}</LinkButton>,
  };
}
