import {
  type ComponentLife,
  LIFE_WARN_DAYS,
  LIFE_WARN_SHARE,
  PlaneBom,
  type PlaneBomRow,
} from '@hangar/domain/contracts/components';
import { aircraftRecordViews } from '@hangar/domain/permissions';
import type { ColumnType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import { type DueState, dueStateClass, figureText as figure } from '../../components/due-rows';
import { type Status, StatusTag } from '../../components/status-colours';
import { StatusFigure } from '../../components/status-figures';
import { useCan } from '../../session/session-context';

// What the component screens share: the table name of their query keys, the write rights (as the flight log:
// plane-operation Add / Edit / Delete, or plane-entity Execute for all three), and the life figures of a row
// (TSN / CSN, remaining hours, landings and days, coloured like the due figures, each by its own limit: orange
// when it warns, red when over) with the row classes of the due lists (ctrl-rows.tsx DueRowStyle).

/** Query key prefix: the table name. */
export const BOM_TABLE = 'plane_bom';

export interface BomRights {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/** The views whose holders read components (and their life figures): the aircraft screen and the operation screen. */
export const BOM_READ_VIEWS = aircraftRecordViews;

/**
 * Writes, by the access of PlaneBom's Add (add, import), Update and Delete (a file's removal in the dialog); a row's
 * own writes go by its `abilities`.
 */
export function useBomRights(): BomRights {
  return { add: useCan(PlaneBom.api.Add), edit: useCan(PlaneBom.api.Update), remove: useCan(PlaneBom.api.Delete) };
}

export type LifeState = DueState;

export function lifeState(life: ComponentLife | null | undefined): LifeState {
  if (life?.overdue) return 'overdue';
  if (life?.warning) return 'warning';
  return 'ok';
}

/** Row class of the due lists: overdue (stronger) or warning. */
export function lifeClass(row: Pick<PlaneBomRow, 'life'>): string {
  return dueStateClass(lifeState(row.life));
}

const stateStatus: Record<LifeState, Status> = { overdue: 'overdue', warning: 'warning', ok: 'fine' };

/** 超限, 临近, 正常 in their status colours; nothing without life limits. */
export function LifeTag({ life, t }: { life: ComponentLife | null | undefined; t: TFunction }) {
  if (!life) return null;
  const state = lifeState(life);
  return (
    <StatusTag status={stateStatus[state]} data-state={state}>
      {t(`bom.life.${state}`)}
    </StatusTag>
  );
}

/**
 * How a remaining figure warns, by its own limit (as the server decides the row's state): over when < 0,
 * warning when ≤ LIFE_WARN_SHARE of the limit (hours, landings) or ≤ LIFE_WARN_DAYS days.
 */
export function remainingState(value: number | null | undefined, warnAt: number | null): LifeState {
  if (value === null || value === undefined) return 'ok';
  if (value < 0) return 'overdue';
  return warnAt !== null && value <= warnAt ? 'warning' : 'ok';
}

function Remaining({ value, warnAt }: { value: number | null | undefined; warnAt: number | null }) {
  if (value === null || value === undefined) return null;
  const state = remainingState(value, warnAt);
  return (
    <StatusFigure status={stateStatus[state]} data-state={state}>
      {figure(value)}
    </StatusFigure>
  );
}

const shareOf = (limit: number | null) => (limit === null ? null : limit * LIFE_WARN_SHARE);

/** The remaining life of a row in one line (the dashboard and the fleet panel): hours · landings · days. */
export function remainingText(life: ComponentLife | null, t: TFunction): string {
  if (!life) return '';
  const parts: string[] = [];
  if (life.remainHours !== null) parts.push(t('maintenance.due.hours', { hours: figure(life.remainHours) }));
  if (life.remainLandings !== null) parts.push(t('bom.life.landings', { n: figure(life.remainLandings) }));
  if (life.remainDays !== null) parts.push(t('maintenance.due.days', { days: life.remainDays }));
  return parts.join(' · ');
}

/** The life columns: TSN, CSN, hours, landings and days left, the expiry, the state. */
export function lifeColumns(t: TFunction): ColumnType<PlaneBomRow>[] {
  return [
    { title: t('bom.life.tsn'), key: 'tsn', align: 'right', render: (_, r) => figure(r.life?.tsnHours) },
    { title: t('bom.life.csn'), key: 'csn', align: 'right', render: (_, r) => figure(r.life?.csnLandings) },
    {
      title: t('bom.life.remainHours'),
      key: 'remainHours',
      align: 'right',
      render: (_, r) => <Remaining value={r.life?.remainHours} warnAt={shareOf(r.lifeHours)} />,
    },
    {
      title: t('bom.life.remainLandings'),
      key: 'remainLandings',
      align: 'right',
      render: (_, r) => <Remaining value={r.life?.remainLandings} warnAt={shareOf(r.lifeLandings)} />,
    },
    {
      title: t('bom.life.remainDays'),
      key: 'remainDays',
      align: 'right',
      render: (_, r) => <Remaining value={r.life?.remainDays} warnAt={LIFE_WARN_DAYS} />,
    },
    { title: t('bom.life.expireDate'), key: 'expireDate', render: (_, r) => r.life?.expireDate?.slice(0, 10) ?? '' },
    { title: t('bom.lifeState'), key: 'lifeState', render: (_, r) => <LifeTag life={r.life} t={t} /> },
  ];
}

/** 原装 for the original, 第N次更换 for the Nth replacement. */
export function timesText(times: number, t: TFunction): string {
  return times > 0 ? t('bom.nthReplacement', { n: times }) : t('bom.original');
}
