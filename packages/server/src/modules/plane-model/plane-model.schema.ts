import type { PlaneModel } from '@hangar/domain/contracts/registers';
import type { TableOf } from '../../platform/entity/entity-map';

/** Aircraft model: a shared catalogue, written by company 10000 or the managing company; the declaration's fields. */
export type PlaneModelTable = TableOf<typeof PlaneModel>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_model: PlaneModelTable;
  }
}
