import type { PlaneEntity } from '@hangar/domain/contracts/registers';
import type { TableOf } from '../../platform/entity/entity-map';

/** An aircraft of a company (tail number unique within it); the declaration's fields. */
export type PlaneEntityTable = TableOf<typeof PlaneEntity, { company_id: number }, 'all_fly_hours'>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_entity: PlaneEntityTable;
  }
}
