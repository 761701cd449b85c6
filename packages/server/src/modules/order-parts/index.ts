import type { ServerModule } from '../../platform/registry';
import routes from './order-parts.routes';
import { onCardRemoved, onCardsPlanned, onOrderCancelled, partsOpenWork } from './order-parts.service';

// The public face: an order's part lines as OrderPart/Query answers them (the order's paper prints them).
export { answerLines } from './order-parts.service';

// The parts of production orders (issue 33; docs/architecture.md "Order parts"): reservations from the cards'
// material lines, the pick list, issues and returns through the stores, releases, removed and replaced parts.
export default {
  name: 'OrderPart',
  routes: [routes],
  fixture: () => import('./order-parts.fixture'),
  dependents: [{ of: 'material', table: 'order_part', column: 'material_id', message: 'orderPart.materialReserved' }],
  on: {
    // The order's events, in the raising call's transaction: a refusal rolls the call back.
    orderReleased: (ctx, e) => onCardsPlanned(ctx, e),
    orderCardsAdded: (ctx, e) => onCardsPlanned(ctx, e),
    orderCardRemoved: (ctx, e) => onCardRemoved(ctx, e),
    orderCancelled: (ctx, e) => onOrderCancelled(ctx, e),
  },
  // Each reservation neither issued nor released keeps the order from inspection and close.
  orderOpenWork: partsOpenWork,
} satisfies ServerModule;
