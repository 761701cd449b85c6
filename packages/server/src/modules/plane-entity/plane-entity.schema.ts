import type { Generated } from 'kysely';

// The table of this module, added to the database's type (platform/db/schema.ts) from here: a module's tables
// are declared in its own folder.

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

declare module '../../platform/db/schema' {
  interface Database {
    plane_entity: PlaneEntityTable;
  }
}
