import type { WebModule } from '../../components/web-module';

export default {
  name: 'plane',
  screens: {
    'plane-model': () => import('./ModelPage'),
    'plane-entity': () => import('./PlanePage'),
    'plane-site': () => import('./SitePage'),
    // The aircraft operation screen: the flight log (features/flight) and the installed components.
    'plane-operation': () => import('./PlaneOperationPage'),
  },
  operLog: () => import('./oper-log'),
  references: {
    planeType: { table: 'plane_type', load: () => import('./references').then((m) => m.planeType) },
    brand: { table: 'brand', load: () => import('./references').then((m) => m.brand) },
    planeModel: { table: 'plane_model', load: () => import('./references').then((m) => m.planeModel) },
    site: { table: 'site', load: () => import('./references').then((m) => m.site) },
    unit: { table: 'unit', load: () => import('./references').then((m) => m.unit) },
    plane: { table: 'plane_entity', load: () => import('./references').then((m) => m.plane) },
  },
} satisfies WebModule;
