import type { DeferralRow, DeferralState } from '@hangar/domain/contracts/deferrals';
import type { TFunction } from 'i18next';
import { type Status, StatusTag } from '../../components/status-colours';

// How a deferral reads: its state in the status palette of the maintenance items (in date = fine, its last days =
// warning, past its limit = overdue, closed = grey), and its limit as a day or a count of hours or landings.

export const STATE_STATUS: Record<DeferralState, Status> = {
  open: 'fine',
  warning: 'warning',
  overdue: 'overdue',
  closed: 'closed',
};

export function StateTag({ state, t }: { state: DeferralState; t: TFunction }) {
  return <StatusTag status={STATE_STATUS[state]}>{t(`deferral.state.${state}`)}</StatusTag>;
}

/** The current limit: `2026-02-03`, `1050 小时`, `820 起落`. */
export function dueLabel(row: Pick<DeferralRow, 'dueDate' | 'dueHours' | 'dueLandings'>, t: TFunction): string {
  if (row.dueDate) return row.dueDate.slice(0, 10);
  if (row.dueHours !== null) return `${row.dueHours} ${t('mel.unit.hours')}`;
  if (row.dueLandings !== null) return `${row.dueLandings} ${t('mel.unit.landings')}`;
  return '';
}

/** An item's category with its limit: `C`, `A 5 天`. */
export function categoryLabel(
  row: { category: string; intervalValue: number | null; intervalUnit: string | null },
  t: TFunction,
): string {
  if (row.category !== 'A' || row.intervalValue === null || row.intervalUnit === null) return row.category;
  return `A ${row.intervalValue} ${t(`mel.unit.${row.intervalUnit}`)}`;
}
