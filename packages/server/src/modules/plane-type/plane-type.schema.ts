import type { PlaneType } from '@hangar/domain/contracts/registers';
import type { TableOf } from '../../platform/entity/entity-map';

/** Plane-type tree: a shared catalogue (no company), written by company 10000; the declaration's fields. */
export type PlaneTypeTable = TableOf<typeof PlaneType, object, 'parent' | 'sorter'>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_type: PlaneTypeTable;
  }
}
