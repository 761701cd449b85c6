import type { MaterialType } from '@hangar/domain/contracts/materials';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's material categories: a tree by `parent` (0 = top level). */
export type MaterialTypeTable = TableOf<typeof MaterialType, { company_id: number }, 'parent' | 'sorter' | 'dict'>;

declare module '../../platform/db/schema' {
  interface Database {
    material_type: MaterialTypeTable;
  }
}
