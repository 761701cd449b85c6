import type { PlaneCert } from '@hangar/domain/contracts/certificates';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's aircraft certificates (the file list is NOT NULL JSON text). */
export type PlaneCertTable = TableOf<typeof PlaneCert, { company_id: number; files: string }, 'closed'>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_cert: PlaneCertTable;
  }
}
