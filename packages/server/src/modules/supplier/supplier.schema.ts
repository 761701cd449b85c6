import type { Supplier } from '@hangar/domain/contracts/materials';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's suppliers (name unique within it). */
export type SupplierTable = TableOf<typeof Supplier, { company_id: number }, 'approved'>;

declare module '../../platform/db/schema' {
  interface Database {
    supplier: SupplierTable;
  }
}
