import type { Brand } from '@hangar/domain/contracts/registers';
import type { TableOf } from '../../platform/entity/entity-map';

/** The company's brand entries: the declaration's fields, per company (name unique within it). */
export type BrandTable = TableOf<typeof Brand, { company_id: number }>;

declare module '../../platform/db/schema' {
  interface Database {
    brand: BrandTable;
  }
}
