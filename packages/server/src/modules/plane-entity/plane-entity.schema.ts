import type { PlaneEntity } from '@hangar/domain/contracts/registers';
import type { TableOf } from '../../platform/entity/entity-map';

/**
 * An aircraft of a company (tail number unique within it); the declaration's fields, and the opening balance of
 * hours and landings it had before its first flight record (NULL until then; set by the flight log).
 */
export type PlaneEntityTable = TableOf<
  typeof PlaneEntity,
  { company_id: number; opening_hours: number | null; opening_landings: number | null },
  'all_fly_hours' | 'all_landings' | 'forecast_window' | 'air_status'
>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_entity: PlaneEntityTable;
  }
}
