import type { Generated } from 'kysely';

// The table of this module, added to the database's type (platform/db/schema.ts) from here: a module's tables
// are declared in its own folder.

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

declare module '../../platform/db/schema' {
  interface Database {
    maintain_item: MaintainItemTable;
  }
}
