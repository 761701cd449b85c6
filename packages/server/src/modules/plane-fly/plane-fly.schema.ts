import type { PlaneFly } from '@hangar/domain/contracts/utilisation';
import type { TableOf } from '../../platform/entity/entity-map';

/** A company's flight records (one per aircraft and flight day entry). */
export type PlaneFlyTable = TableOf<
  typeof PlaneFly,
  { company_id: number },
  'day_fly_count' | 'day_fly_hours' | 'add_fly_count' | 'add_fly_hours'
>;

declare module '../../platform/db/schema' {
  interface Database {
    plane_fly: PlaneFlyTable;
  }
}
