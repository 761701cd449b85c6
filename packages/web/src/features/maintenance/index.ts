import type { WebModule } from '../../components/web-module';

export default {
  name: 'maintenance',
  screens: {
    'maintain-control': () => import('./FleetPage'),
  },
  operLog: () => import('./oper-log'),
} satisfies WebModule;
