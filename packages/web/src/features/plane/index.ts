import type { WebModule } from '../../app/web-module';

export default {
  name: 'plane',
  screens: {
    'plane-model': () => import('./ModelPage'),
    'plane-entity': () => import('./PlanePage'),
    'plane-site': () => import('./SitePage'),
  },
  operLog: () => import('./oper-log'),
} satisfies WebModule;
