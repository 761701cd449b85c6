import type { Generated } from 'kysely';

// Table types of maintenance items and maintenance control (migration 0004).

/** A model's maintenance item (model document §3 "MaintainItem"); written by company 10000 or the model's manager. */
export interface MaintainItemTable {
  id: Generated<number>;
  model_id: number;
  name: string;
  mat_model: string | null;
  type: number;
  content: string;
  /** JSON list of time rules { name, type, hc, ho, hw, cc, co, cw }. */
  timer_content: string;
  timer_source: number;
  time_align: number;
  /** JSON list of { type, workSeri, sourceSeri }. */
  source_content: string | null;
  /** JSON list of { itemId, name }. */
  sub_content: string | null;
  pos: string | null;
  job_card_name: string | null;
  expire_date_set: string | null;
  remarks: string | null;
  disabled: Generated<number>;
  approved: Generated<number>;
  /** JSON list of file entries. */
  files: string | null;
  sorter: Generated<number>;
  created_at: string;
}

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

export interface MaintenanceTables {
  maintain_item: MaintainItemTable;
  maintain_ctrl: MaintainCtrlTable;
}
