import type { Role } from '@hangar/domain/contracts/organize';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's roles: the declaration's fields, per company. */
export type RoleTable = TableOf<typeof Role, { company_id: number }>;

declare module '../../platform/db/schema' {
  interface Database {
    role: RoleTable;
  }
}
