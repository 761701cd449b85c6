import type { OrderCard, OrderLabour, OrderStep, ProductionOrder } from '@hangar/domain/contracts/orders';
import type { TableOf } from '../../platform/entity/entity-map';

// Tables of production orders (migration 0025, issue 33).

/** A production order: a visit of one aircraft. */
export type ProductionOrderTable = TableOf<typeof ProductionOrder, { company_id: number }, 'state'>;
/** A task card of an order: its source, the work card snapshot, its progress. */
export type OrderCardTable = TableOf<typeof OrderCard, { company_id: number }, 'state'>;
/** A step of a card with its signatures and measured value. */
export type OrderStepTable = TableOf<typeof OrderStep, { company_id: number }, 'rii'>;
/** Labour booked on a card. */
export type OrderLabourTable = TableOf<typeof OrderLabour, { company_id: number }>;

declare module '../../platform/db/schema' {
  interface Database {
    production_order: ProductionOrderTable;
    order_card: OrderCardTable;
    order_step: OrderStepTable;
    order_labour: OrderLabourTable;
  }
}
