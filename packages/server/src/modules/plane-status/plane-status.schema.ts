import type { Generated } from 'kysely';

/** An aircraft's current status reasons (JSON of StatusReason[]) and their key (the set a change compares). */
export interface PlaneStatusTable {
  id: Generated<number>;
  company_id: number;
  plane_id: number;
  reasons: string;
  reasons_key: string;
  computed_at: string;
}

/** A change of an aircraft's status or of its set of reasons: when, the status, the reasons, what caused it. */
export interface PlaneStatusHistoryTable {
  id: Generated<number>;
  company_id: number;
  plane_id: number;
  at: string;
  status: number;
  reasons: string;
  cause: string;
}

declare module '../../platform/db/schema' {
  interface Database {
    plane_status: PlaneStatusTable;
    plane_status_history: PlaneStatusHistoryTable;
  }
}
