import type { ServerModule } from '../../platform/registry';
import routes from './plane-type.routes';

export default {
  name: 'PlaneType',
  routes: [routes],
  fixture: () => import('./plane-type.fixture'),
  dependents: [{ of: 'plane_type', table: 'plane_type', column: 'parent', message: 'register.typeHasChildren' }],
} satisfies ServerModule;
