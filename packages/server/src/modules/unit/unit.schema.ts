import type { Unit } from '@hangar/domain/contracts/registers';
import type { TableOf } from '../../platform/entity/entity-map';

/** The company's unit entries: the declaration's fields, per company (name unique within it). */
export type UnitTable = TableOf<typeof Unit, { company_id: number }>;

declare module '../../platform/db/schema' {
  interface Database {
    unit: UnitTable;
  }
}
