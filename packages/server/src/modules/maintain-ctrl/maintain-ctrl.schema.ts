import type { Generated } from 'kysely';

// The table of this module, added to the database's type (platform/db/schema.ts) from here: a module's tables
// are declared in its own folder.

/** One maintenance control item of an aircraft (materials document §3 "MaintainCtrl") with its stored due fields. */
export interface MaintainCtrlTable {
  id: Generated<number>;
  company_id: number;
  plane_id: number;
  model_id: number;
  maintain_item_id: number | null;
  name: string;
  type: number;
  material: number | null;
  mat_model: string | null;
  mat_seri: string | null;
  content: string;
  timer_content: string;
  source_content: string | null;
  sub_content: string | null;
  job_card_name: string | null;
  pos: string | null;
  timer_source: number;
  time_align: number;
  remarks: string | null;
  expire_date_set: string | null;
  cur_time_item: string | null;
  execute_date: string | null;
  execute_hours: number | null;
  init_hours: number | null;
  approved: Generated<number>;
  disabled: Generated<number>;
  sorter: Generated<number>;
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
  created_at: string;
}

declare module '../../platform/db/schema' {
  interface Database {
    maintain_ctrl: MaintainCtrlTable;
  }
}
