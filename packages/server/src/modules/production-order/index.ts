import type { ServerModule } from '../../platform/registry';
import routes from './production-order.routes';
import { orderReasons } from './production-order.work';

// Production orders (issue 33; docs/architecture.md "Production orders"). The public face (docs/architecture.md
// "Modules"): what other modules may call.
export { orderDetail } from './production-order.service';

export default {
  name: 'ProductionOrder',
  routes: [routes],
  fixture: () => import('./production-order.fixture'),
  dependents: [
    { of: 'plane_entity', table: 'production_order', column: 'plane_id', message: 'order.planeHasOrders' },
    { of: 'site', table: 'production_order', column: 'site_id', message: 'order.siteHasOrders' },
  ],
  // An aircraft with an order in work or inspected is in maintenance (grounding).
  statusReasons: orderReasons,
} satisfies ServerModule;
