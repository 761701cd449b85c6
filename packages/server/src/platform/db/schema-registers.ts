import type { Generated } from 'kysely';

// Table types of the reference data and registers (migration 0003).

/** Plane-type tree: a shared catalogue (no company), written by company 10000. */
export interface PlaneTypeTable {
  id: Generated<number>;
  parent: Generated<number>;
  name: string;
  sorter: Generated<number>;
  remarks: string | null;
}

/** Brands, sites and units: per company, name unique within the company. */
export interface BrandTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  remarks: string | null;
}

export interface SiteTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  addr: string | null;
  remarks: string | null;
}

export interface UnitTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  remarks: string | null;
}

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

/** Aircraft of one operator; `name` is the tail number (unique within the company). */
export interface PlaneEntityTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  model_id: number;
  seri: string | null;
  produce_date: string | null;
  manufactory: string | null;
  manufactory_addr: string | null;
  air_certificate: string | null;
  air_date: string | null;
  reg_num: string | null;
  reg_date: string | null;
  radio_num: string | null;
  radio_date: string | null;
  fly_weight: number | null;
  land_weight: number | null;
  eng_model: string | null;
  eng_manufactior: string | null;
  pro_model: string | null;
  pro_manufactior: string | null;
  fuel_quantity: number | null;
  length: number | null;
  height: number | null;
  wing_span: number | null;
  owner_name: string | null;
  owner_addr: string | null;
  owner_post: string | null;
  user_name: string | null;
  user_addr: string | null;
  user_post: string | null;
  all_fly_hours: Generated<number>;
  /** JSON list of file entries (uid, name, size, url). */
  pictures: string | null;
  created_at: string;
}

export interface RegisterTables {
  plane_type: PlaneTypeTable;
  brand: BrandTable;
  site: SiteTable;
  unit: UnitTable;
  plane_model: PlaneModelTable;
  plane_entity: PlaneEntityTable;
}
