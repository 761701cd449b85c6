import type { MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import type { Generated } from 'kysely';
import type { TableOf } from '../../platform/entity/entity-map';

/**
 * The stored due of a control item (maintain-ctrl.due.ts): derived from the item and its aircraft's counters,
 * rewritten with them, never written by a client.
 */
export interface StoredDueColumns {
  due_expire_date: string | null;
  due_expire_hours: number | null;
  due_remain_hours: number | null;
  due_warn_date: string | null;
  due_overdue_date: string | null;
  due_warn_hours: number | null;
  due_overdue_hours: number | null;
  due_hours_state: Generated<number>;
  due_always_warn: Generated<number>;
  due_sort: string;
  due_expire_landings: number | null;
  due_remain_landings: number | null;
  due_warn_landings: number | null;
  due_overdue_landings: number | null;
  due_landings_state: Generated<number>;
  due_forecast_date: string | null;
  /** What drives the item's date: 0 none, 1 calendar, 2 hours, 3 landings. */
  due_by: Generated<number>;
}

/**
 * An aircraft's control item: the declaration's fields (its rules never NULL), the company, the time it was added
 * and its stored due.
 */
export type MaintainCtrlTable = TableOf<
  typeof MaintainCtrl,
  { company_id: number; created_at: string; timer_content: string } & StoredDueColumns,
  'approved' | 'disabled' | 'sorter'
>;

declare module '../../platform/db/schema' {
  interface Database {
    maintain_ctrl: MaintainCtrlTable;
  }
}
