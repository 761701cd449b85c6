import type { PlaneCert, PlaneCertRev } from '@hangar/domain/contracts/certificates';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's aircraft certificates (the file list is NOT NULL JSON text; `rev` the current revision). */
export type PlaneCertTable = TableOf<
  typeof PlaneCert,
  { company_id: number; files: string },
  'closed' | 'rev' | 'kind'
>;

/** Every dated revision of a certificate (migration 0019), the current one included. */
export type PlaneCertRevTable = TableOf<typeof PlaneCertRev, { company_id: number; files: string }>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_cert: PlaneCertTable;
    plane_cert_rev: PlaneCertRevTable;
  }
}
