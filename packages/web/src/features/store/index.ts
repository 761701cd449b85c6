import type { WebModule } from '../../components/web-module';

export default {
  name: 'store',
  screens: {
    'store-purchase': () => import('./PurchasePage'),
    'store-deliver': () => import('./DeliverPage'),
    'store-inout': () => import('./InoutPage'),
    'product-entity': () => import('./SerialPage'),
  },
  operLog: () => import('./oper-log'),
} satisfies WebModule;
