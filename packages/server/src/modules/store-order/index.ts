import type { ServerModule } from '../../platform/registry';
import { storeOrderItemRoutes, storeOrderRoutes } from './store-order.routes';

// The stores: store orders and their items, stock per warehouse (material_stock) and in total (material.stock).
// Their rows keep materials, warehouses, suppliers and aircraft from being deleted.
// The public face: a store order booked at once by the stores' own rules (the parts of production orders).
export { bookOrder } from './store-order.stock';

export default {
  name: 'StoreOrder',
  routes: [storeOrderRoutes, storeOrderItemRoutes],
  fixture: () => import('./store-order.fixture'),
  dependents: [
    { of: 'material', table: 'store_order_item', column: 'material_id', message: 'material.inUse' },
    { of: 'warehouse', table: 'store_order', column: 'warehouse_id', message: 'material.warehouseInUse' },
    { of: 'supplier', table: 'store_order', column: 'supplier_id', message: 'material.supplierInUse' },
    { of: 'plane_entity', table: 'store_order', column: 'plane_id', message: 'store.planeInUse' },
  ],
} satisfies ServerModule;
