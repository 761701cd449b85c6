import { OrderType, StoreOrder, StoreOrderItem } from '@hangar/domain/contracts/store';
import { storeReaderViews } from '@hangar/domain/permissions';
import { defineModule } from '../../platform/http/module';
import { movedQuantity, queryItems, queryOrders, querySerials } from './store-order.repo';
import { addOrder, changeOrder, getOrder, removeOrder } from './store-order.service';
import { confirmOrder, reverseOrder } from './store-order.stock';

// Store orders and their items (store.ts). Lists and reads need a screen that shows them (the stores, the
// serial list, the material and tool drawers' stock tab: `storeReaderViews`); writes need the function of /store/purchase or /store/deliver, and the service
// checks that the one held fits the order's direction (inbound → store-purchase, outbound → store-deliver).

const readers = { anyView: storeReaderViews } as const;

const either = (fn: 'Add' | 'Edit' | 'Delete' | 'Execute') =>
  ({
    anyOf: [
      ['store-purchase', fn],
      ['store-deliver', fn],
    ],
  }) as const;

export const storeOrderRoutes = defineModule(StoreOrder.api, {
  Query: {
    access: readers,
    sample: (ids) => ({ body: { filters: [{ name: 'id', compare: 'eq', value: ids.storeOrder }] } }),
    run: ({ db, scope, body }) => queryOrders(db, scope, body),
  },
  Get: {
    access: readers,
    kind: 'read',
    sample: (ids) => ({ body: { id: ids.storeOrderConfirmed } }),
    run: getOrder,
  },
  Add: {
    access: either('Add'),
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
    access: either('Edit'),
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
    access: either('Delete'),
    sample: (ids) => ({ body: { id: ids.storeOrder } }),
    run: removeOrder,
  },
  Confirm: {
    access: either('Execute'),
    sample: (ids) => ({ body: { id: ids.storeOrderToConfirm } }),
    run: confirmOrder,
  },
  Reverse: {
    access: either('Execute'),
    sample: (ids) => ({ body: { id: ids.storeOrderConfirmed, comments: 'reversed' } }),
    run: reverseOrder,
  },
});

export const storeOrderItemRoutes = defineModule(StoreOrderItem.api, {
  Query: {
    access: readers,
    sample: (ids) => ({ body: { filters: [{ name: 'material', compare: 'eq', value: ids.materialStore }] } }),
    run: ({ db, scope, body }) => queryItems(db, scope, body),
  },
  CountIn: {
    access: readers,
    kind: 'read',
    sample: (ids) => ({ body: { id: ids.materialStore } }),
    run: async ({ db, scope, body }) => [await movedQuantity(db, scope, body.id, 1)],
  },
  CountOut: {
    access: readers,
    kind: 'read',
    sample: (ids) => ({ body: { id: ids.materialStore } }),
    run: async ({ db, scope, body }) => [await movedQuantity(db, scope, body.id, -1)],
  },
  QuerySerial: {
    access: readers,
    sample: (ids) => ({ body: { filters: [{ name: 'material', compare: 'eq', value: ids.materialSerial }] } }),
    run: ({ db, scope, body }) => querySerials(db, scope, body),
  },
});
