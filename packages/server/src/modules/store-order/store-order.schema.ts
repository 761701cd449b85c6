import type { StoreOrder } from '@hangar/domain/contracts/store';
import type { Generated } from 'kysely';
import type { TableOf } from '../../platform/entity/entity-map';

/**
 * A company's store orders: the declaration's fields, and `side`, the direction of the order's type (1 inbound,
 * −1 outbound; a reversal keeps its original's side while its `direction` is the opposite), by which
 * /store/purchase and /store/deliver list orders.
 */
export type StoreOrderTable = TableOf<
  typeof StoreOrder,
  // The production order it issued or returned parts for (order-parts, migration 0027).
  { company_id: number; side: number; production_order_id: number | null },
  'step'
>;

/** A line of a store order, with copies of its order's header that the stock queries filter on. */
export interface StoreOrderItemTable {
  id: Generated<number>;
  company_id: number;
  order_id: number;
  material_id: number;
  warehouse_id: number;
  direction: number;
  step: Generated<number>;
  order_date: string;
  order_type: number;
  batch: string | null;
  seri: string | null;
  expire_date: string | null;
  quantity: number;
  remain: Generated<number>;
  price: number | null;
  price_ex: number | null;
  position: string | null;
  cert: number | null;
  comments: string | null;
  source: number | null;
  /** The reservation line and task card it issued or returned a part for (order-parts, migration 0027). */
  order_part_id: number | null;
  order_card_id: number | null;
}

/** Stock of a material in a warehouse: Σ confirmed in − out, written only with a confirmation or reversal. */
export interface MaterialStockTable {
  company_id: number;
  material_id: number;
  warehouse_id: number;
  quantity: Generated<number>;
}

declare module '../../platform/db/schema' {
  interface Database {
    store_order: StoreOrderTable;
    store_order_item: StoreOrderItemTable;
    material_stock: MaterialStockTable;
  }
}
