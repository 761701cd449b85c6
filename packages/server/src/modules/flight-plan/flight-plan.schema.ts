import type { FlightPlan } from '@hangar/domain/contracts/flight-plans';
import type { TableOf } from '../../platform/entity/entity-map';

/** A planned flying day of a company's aircraft (migration 0030); who planned it. */
export type FlightPlanTable = TableOf<
  typeof FlightPlan,
  { company_id: number; created_by: number | null },
  'hours' | 'landings' | 'crew' | 'state'
>;

declare module '../../platform/db/schema' {
  interface Database {
    flight_plan: FlightPlanTable;
  }
}
