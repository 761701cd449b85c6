import type { MaintainTask } from '@hangar/domain/contracts/records';
import type { Generated } from 'kysely';
import type { TableOf } from '../../platform/entity/entity-map';

/** Every maintenance record of the company's aircraft (tasks, AD/SB, repairs, faults), migration 0016. */
export type MaintainTaskTable = TableOf<
  typeof MaintainTask,
  {
    company_id: number;
    /** JSON: the control item's execution before this record set it ({ executeDate, executeHours, executeLandings }). */
    ctrl_before: string | null;
  },
  'closed' | 'state' | 'is_repeat' | 'unfit' | 'amendments'
>;

/** One reopening of a signed record: reason, who and when, the signed version, the changes, the new sign-off. */
export interface MaintainTaskAmendmentTable {
  id: Generated<number>;
  company_id: number;
  task_id: number;
  seq: number;
  reason: string;
  opened_by: number | null;
  opened_at: string;
  /** JSON: the canonical record as signed. */
  signed_version: string;
  /** JSON: AmendmentChange[]. */
  changes: string | null;
  resigned_by: number | null;
  resigned_name: string | null;
  resigned_at: string | null;
  resign_hash: string | null;
}

/** The append-only hash chain of an aircraft's sign-offs. */
export interface RecordSignTable {
  id: Generated<number>;
  company_id: number;
  plane_id: number;
  seq: number;
  task_id: number;
  /** The canonical content signed (JSON text, sorted keys). */
  content: string;
  prev_hash: string;
  hash: string;
  signed_by: number | null;
  signed_at: string;
  /** Ed25519 signature (base64) of the link by the record key (platform/records/record-key.ts); null before. */
  signature: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    maintain_task: MaintainTaskTable;
    maintain_task_amendment: MaintainTaskAmendmentTable;
    record_sign: RecordSignTable;
  }
}
