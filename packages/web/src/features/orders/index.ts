import type { WebModule } from '../../components/web-module';

export default {
  name: 'orders',
  screens: {
    'maintain-order': () => import('./OrderPage'),
  },
  operLog: () => import('./oper-log'),
} satisfies WebModule;
