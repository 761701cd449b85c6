import type { Warehouse } from '@hangar/domain/contracts/materials';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's warehouses (name unique within it). */
export type WarehouseTable = TableOf<typeof Warehouse, { company_id: number }, 'disabled'>;

declare module '../../platform/db/schema' {
  interface Database {
    warehouse: WarehouseTable;
  }
}
