import type { Generated } from 'kysely';

// Tables of the parts of production orders (migration 0027, issue 33).

/** A reservation line of a task card: the material (null: not in the catalogue) and its quantities. */
export interface OrderPartTable {
  id: Generated<number>;
  company_id: number;
  order_id: number;
  card_id: number;
  plane_id: number;
  material_id: number | null;
  /** PartSource: 1 the work card's material line (`mat_line_id`), 2 by hand. */
  source: number;
  mat_line_id: number | null;
  name: string;
  part_number: string | null;
  brand: string | null;
  unit: string | null;
  /** Reserved. */
  quantity: number;
  issued: Generated<number>;
  returned: Generated<number>;
  released: Generated<number>;
  remarks: string | null;
  created_by: number | null;
  created_at: string;
}

/** A part removed from the aircraft on a card, and what replaced it (Replace). */
export interface OrderRemovedPartTable {
  id: Generated<number>;
  company_id: number;
  order_id: number;
  card_id: number;
  plane_id: number;
  bom_id: number | null;
  name: string;
  part_number: string | null;
  serial: string | null;
  /** RemovedState: 1 serviceable, 2 unserviceable (to repair), 3 scrap. */
  state: number;
  remarks: string | null;
  part_id: number | null;
  installed_bom_id: number | null;
  installed_serial: string | null;
  created_by: number | null;
  created_at: string;
}

declare module '../../platform/db/schema' {
  interface Database {
    order_part: OrderPartTable;
    order_removed_part: OrderRemovedPartTable;
  }
}
