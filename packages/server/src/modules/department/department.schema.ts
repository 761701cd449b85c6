import type { Department } from '@hangar/domain/contracts/organize';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's departments: the declaration's fields, per company. */
export type DepartmentTable = TableOf<typeof Department, { company_id: number }>;

declare module '../../platform/db/schema' {
  interface Database {
    department: DepartmentTable;
  }
}
