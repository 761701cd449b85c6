import { ctrlDueFields, fleetModelFields, fleetPlaneFields, MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import type { Due, DueBy } from '@hangar/domain/due';
import type { ColumnType } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DueRowStyle as DueRowClasses, type DueState, dueStateClass, figureText } from '../../components/due-rows';
import { LightTag, RowControlsStyle, type TagColor } from '../../components/row-controls';
import { type Status, StatusTag } from '../../components/status-colours';
import { dateText } from './display';

// What every list of control items shares (the aircraft's maintenance list, the fleet monitor, the dashboard's
// nearest items): the table name of their query keys, the row classes and style by due state, the state tag
// and the due cells. Everything is read from the row's `due` as the server computed it for today. No drag
// and drop here, so the dashboard can use it without loading dnd-kit. The state and due-by tags, repeated on
// every row (50–200 on the fleet monitor), are plain elements styled like antd's Tag (row-controls.tsx LightTag)
// rendered with the column's `t`: an antd Tag and a translation hook per cell cost the fleet monitor's first page
// tens of milliseconds (docs/performance.md).

/** Query key prefix: the table name (DataRefresh `maintain_ctrl`). */
export const CTRL_TABLE = 'maintain_ctrl';

/** What an aircraft's list filters and sorts on: the control item's declared fields and its stored due. */
export const ctrlQueryFields = {
  labels: MaintainCtrl.labels,
  fields: { ...MaintainCtrl.fields, ...ctrlDueFields },
};

/** What the fleet monitor filters and sorts on besides: the aircraft and its model. */
export const fleetQueryFields = {
  labels: MaintainCtrl.labels,
  fields: { ...ctrlQueryFields.fields, ...fleetPlaneFields, ...fleetModelFields },
};

type WithDue = { due?: Due | null };

/** A control item's state: a row's due state, or complied (an executed one-off rule: done, not due). */
export type CtrlState = DueState | 'complied';

export function dueState(row: WithDue): CtrlState {
  if (row.due?.overdue) return 'overdue';
  if (row.due?.warning) return 'warning';
  if (row.due?.complied) return 'complied';
  return 'ok';
}

/** Row class: overdue (stronger) or warning; none for a complied or fine item. */
export function dueClass(row: WithDue): string {
  const state = dueState(row);
  return dueStateClass(state === 'complied' ? 'ok' : state);
}

export { figureText };

/** The styles of the rows and of their tags (hoisted <style>s, deduplicated by href): once per screen. */
export function DueRowStyle() {
  return (
    <>
      <DueRowClasses />
      <RowControlsStyle />
    </>
  );
}

const stateStatus: Record<CtrlState, Status> = {
  overdue: 'overdue',
  warning: 'warning',
  ok: 'fine',
  complied: 'closed',
};

/** The state as text: 超期 / 预警 / 正常 / 已完成. */
export function dueStateText(row: WithDue, t: TFunction): string {
  return t(`maintenance.state.${dueState(row)}`);
}

/** 超期, 预警, 正常, 已完成 in their status colours (a cell's content; DueStateTag as a component). */
export function dueStateTag(row: WithDue, t: TFunction): ReactNode {
  const state = dueState(row);
  return (
    <StatusTag status={stateStatus[state]} data-state={state}>
      {dueStateText(row, t)}
    </StatusTag>
  );
}

export function DueStateTag({ row }: { row: WithDue }) {
  const { t } = useTranslation();
  return dueStateTag(row, t);
}

/** The expiry date; 未知 when a calendar rule has no computable expiry (days left known, date not). */
export function expireDateText(due: Due | null | undefined, t: TFunction): string {
  if (!due) return '';
  if (due.expireDate !== null) return dateText(due.expireDate, t);
  return due.remainDays !== null ? t('maintenance.due.unknown') : '';
}

/** An expiry figure (hours, landings); 未知 when its part cannot be computed (remaining 0 known, expiry not). */
function expireFigureText(expire: number | null, remain: number | null, t: TFunction): string {
  if (expire !== null) return figureText(expire);
  return remain !== null && remain !== undefined ? t('maintenance.due.unknown') : '';
}

const dueByColor: Record<DueBy, TagColor> = { calendar: 'blue', hours: 'purple', landings: 'cyan' };

/** What drives the due date: 日历 / 小时预测 / 起落预测; empty without one. */
export function dueByText(due: Due | null | undefined, t: TFunction): string {
  return due?.dueBy ? t(`maintenance.dueBy.${due.dueBy}`) : '';
}

/**
 * The day the item falls due, forecasts included (`due.dueDate`), with a tag naming the figure that drives it;
 * the forecast day under it when the calendar drives the date (a forecast that drives it is the date itself).
 */
export function dueDateCell(due: Due | null | undefined, t: TFunction): ReactNode {
  const date = dateText(due?.dueDate, t);
  // Never executed (or an unreadable rule): no date is made up, the due reads 未知 (issue 29).
  if (due?.unknown && !date) {
    return (
      <span className="ctrl-due-date" data-due-unknown="">
        {t('maintenance.due.unknown')}
      </span>
    );
  }
  if (!due || !date) return null;
  const forecast = dateText(due.forecastDate, t);
  return (
    <span className="ctrl-due-date" title={forecast ? t('maintenance.due.forecastAt', { date: forecast }) : undefined}>
      <span>{date}</span>
      {due.dueBy ? (
        <LightTag color={dueByColor[due.dueBy]} data-due-by={due.dueBy} style={{ marginInlineStart: 4 }}>
          {dueByText(due, t)}
        </LightTag>
      ) : null}
      {forecast && forecast !== date ? (
        <div className="ctrl-card-due" data-testid="forecast-date">
          {t('maintenance.due.forecastAt', { date: forecast })}
        </div>
      ) : null}
    </span>
  );
}

export function DueDateCell({ due }: { due: Due | null | undefined }) {
  const { t } = useTranslation();
  return dueDateCell(due, t);
}

/**
 * The due columns every control-item list shows, in this order, narrow enough to sit next to the name at
 * 1440 px: the due date (forecasts included, sorted as the server's nearest due), expiry date, days left,
 * expiry hours, hours left, expiry landings, landings left (sortable on the server but days left).
 */
export function dueColumns<Row extends WithDue>(t: TFunction): ColumnType<Row>[] {
  return [
    {
      title: t('maintenance.dueDate'),
      key: 'nearestDue',
      width: 150,
      sorter: true,
      render: (_, row) => dueDateCell(row.due, t),
    },
    {
      title: t('maintenance.expireDate'),
      key: 'dueDate',
      width: 112,
      sorter: true,
      render: (_, row) => expireDateText(row.due, t),
    },
    {
      title: t('maintenance.remainDays'),
      key: 'remainDays',
      width: 92,
      align: 'right',
      render: (_, row) => figureText(row.due?.remainDays),
    },
    {
      title: t('maintenance.expireHours'),
      key: 'dueHours',
      width: 104,
      align: 'right',
      sorter: true,
      render: (_, row) => (row.due ? expireFigureText(row.due.expireHours, row.due.remainHours, t) : ''),
    },
    {
      title: t('maintenance.remainHours'),
      key: 'remainHours',
      width: 104,
      align: 'right',
      sorter: true,
      render: (_, row) => figureText(row.due?.remainHours),
    },
    {
      title: t('maintenance.expireLandings'),
      key: 'dueLandings',
      width: 104,
      align: 'right',
      sorter: true,
      render: (_, row) => (row.due ? expireFigureText(row.due.expireLandings, row.due.remainLandings, t) : ''),
    },
    {
      title: t('maintenance.remainLandings'),
      key: 'remainLandings',
      width: 104,
      align: 'right',
      sorter: true,
      render: (_, row) => figureText(row.due?.remainLandings),
    },
  ];
}

/** The due of a card in one line: due date (driven by) · expiry date · days, hours, landings left (what applies). */
export function dueLine(due: Due | null | undefined, t: TFunction): string {
  const dueDate = dateText(due?.dueDate, t);
  const unknown = due?.unknown && !dueDate && due.remainDays === null ? t('maintenance.due.unknown') : '';
  const parts = [dueDate ? `${dueDate} (${dueByText(due, t)})` : unknown, expireDateText(due, t)];
  if (due?.remainDays !== null && due?.remainDays !== undefined) {
    parts.push(t('maintenance.card.remainDays', { n: figureText(due.remainDays) }));
  }
  if (due?.remainHours !== null && due?.remainHours !== undefined) {
    parts.push(t('maintenance.card.remainHours', { n: figureText(due.remainHours) }));
  }
  if (due?.remainLandings !== null && due?.remainLandings !== undefined) {
    parts.push(t('maintenance.card.remainLandings', { n: figureText(due.remainLandings) }));
  }
  return parts.filter(Boolean).join(' · ');
}

/**
 * A control item as a compact card (lists on phones, DataTable's `card`): tail number and state tag, the item,
 * its due in one line, then the row's actions if any. The row's class still colours it by state.
 */
export function CtrlCard({
  row,
  tail,
  actions,
}: {
  row: WithDue & { name: string };
  tail: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="ctrl-card" data-testid="ctrl-card">
      <div className="ctrl-card-head">
        <strong data-testid="card-tail">{tail}</strong>
        <DueStateTag row={row} />
      </div>
      <div className="ctrl-card-item" data-testid="card-item">
        {row.name}
      </div>
      <div className="ctrl-card-due" data-testid="card-due">
        {dueLine(row.due, t)}
      </div>
      {actions}
    </div>
  );
}
