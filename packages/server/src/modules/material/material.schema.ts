import type { Material } from '@hangar/domain/contracts/materials';
import type { TableOf } from '../../platform/entity/entity-map';

/**
 * A company's materials (tools included): the declaration's fields, and `model_key`, the part number's
 * similarity key (domain `partNumberKey`), indexed for ModelCheck. `stock` is kept by the stores (store-order).
 */
export type MaterialTable = TableOf<
  typeof Material,
  { company_id: number; model_key: string },
  'use_serial' | 'can_sale' | 'can_monitor' | 'tool' | 'approved' | 'disabled' | 'stock'
>;

declare module '../../platform/db/schema' {
  interface Database {
    material: MaterialTable;
  }
}
