import { OrderType, StoreOrder, StoreOrderItem } from '@hangar/domain/contracts/store';
import { defineModule } from '../../platform/http/module';
import { movedQuantity, queryItems, queryOrders, querySerials } from './store-order.repo';
import { addOrder, changeOrder, getOrder, removeOrder } from './store-order.service';
import { confirmOrder, reverseOrder } from './store-order.stock';

// Store orders and their items (store.ts). Lists and reads need a screen that shows them (the stores, the
// serial list, the material and tool drawers' stock tab: `storeReaderViews`); writes need the function of
// /store/purchase or /store/deliver (the contracts' access), and the service checks that the one held fits the
// order's direction (inbound → store-purchase, outbound → store-deliver).

export const storeOrderRoutes = defineModule(StoreOrder.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.storeOrder }] } }),
    run: ({ db, scope, body }) => queryOrders(db, scope, body),
  },
  Get: {
    kind: 'read',
    sample: (ids) => ({ body: { id: ids.storeOrderConfirmed } }),
    run: getOrder,
  },
  Add: {
    sample: (ids) => ({
      body: {
        type: OrderType.PurchaseFund,
        warehouse: ids.warehouseStore,
        supplier: ids.supplierStore,
        items: [{ material: ids.materialStore, batch: 'B-MTRX', quantity: 2 }],
      },
    }),
    run: addOrder,
  },
  Update: {
    sample: (ids) => ({
      body: {
        id: ids.storeOrder,
        type: OrderType.PurchaseFund,
        warehouse: ids.warehouseStore,
        comments: 'changed',
        items: [{ material: ids.materialStore, batch: 'B-MTRX', quantity: 3 }],
      },
    }),
    run: changeOrder,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.storeOrder } }),
    run: removeOrder,
  },
  Confirm: {
    sample: (ids) => ({ body: { id: ids.storeOrderToConfirm } }),
    run: confirmOrder,
  },
  Reverse: {
    sample: (ids) => ({ body: { id: ids.storeOrderConfirmed, comments: 'reversed' } }),
    run: reverseOrder,
  },
});

export const storeOrderItemRoutes = defineModule(StoreOrderItem.api, {
  Query: {
    sample: (ids) => ({ body: { filters: [{ name: 'material', compare: 'eq', value: ids.materialStore }] } }),
    run: ({ db, scope, body }) => queryItems(db, scope, body),
  },
  CountIn: {
    kind: 'read',
    sample: (ids) => ({ body: { id: ids.materialStore } }),
    run: async ({ db, scope, body }) => [await movedQuantity(db, scope, body.id, 1)],
  },
  CountOut: {
    kind: 'read',
    sample: (ids) => ({ body: { id: ids.materialStore } }),
    run: async ({ db, scope, body }) => [await movedQuantity(db, scope, body.id, -1)],
  },
  QuerySerial: {
    sample: (ids) => ({ body: { filters: [{ name: 'material', compare: 'eq', value: ids.materialSerial }] } }),
    run: ({ db, scope, body }) => querySerials(db, scope, body),
  },
});
