import { Functions as ALL, moduleIdentity } from '../identity';

// Production orders (issue 33): a visit of one aircraft, its task cards and the release to service.

export const ordersIdentity = moduleIdentity({
  name: 'orders',
  objectTypes: {
    ProductionOrder: { code: 10123, label: ['生产工单', 'Production order'] },
    OrderCard: { code: 10124, label: ['工单工卡', 'Task card'] },
  },
  screens: [
    {
      key: 'maintain-order',
      path: '/maintain/order',
      group: 'maintain',
      functions: ALL,
      title: ['生产工单', 'Production orders'],
    },
  ],
});
