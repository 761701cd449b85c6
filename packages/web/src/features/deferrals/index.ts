import type { WebModule } from '../../components/web-module';

export default {
  name: 'deferrals',
  screens: {
    'maintain-deferral': () => import('./DeferralPage'),
  },
  operLog: () => import('./oper-log'),
} satisfies WebModule;
