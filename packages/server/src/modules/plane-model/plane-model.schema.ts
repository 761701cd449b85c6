import type { Generated } from 'kysely';

// The table of this module, added to the database's type (platform/db/schema.ts) from here: a module's tables
// are declared in its own folder.

/** Aircraft model: a shared catalogue, written by company 10000 or the managing company. */
export interface PlaneModelTable {
  id: Generated<number>;
  /** The managing company's id. */
  manager: number;
  name: string;
  type_id: number | null;
  brand_id: number | null;
  manufacturer: string | null;
  fuel_type: string | null;
  fuel_capacity: number | null;
  seats: number | null;
  empty_weight: number | null;
  max_takeoff_weight: number | null;
  max_landing_weight: number | null;
  cruise_speed: number | null;
  flight_range: number | null;
  climb_rate: number | null;
  ceiling: number | null;
  takeoff_distance: number | null;
  landing_distance: number | null;
  length: number | null;
  height: number | null;
  width: number | null;
  wing_span: number | null;
  eng_type: string | null;
  eng_model: string | null;
  eng_count: number | null;
  eng_maker: string | null;
  pro_model: string | null;
  pro_maker: string | null;
  remarks: string | null;
  created_at: string;
}

declare module '../../platform/db/schema' {
  interface Database {
    plane_model: PlaneModelTable;
  }
}
