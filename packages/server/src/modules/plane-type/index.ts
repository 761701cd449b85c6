import type { ServerModule } from '../../platform/registry';
import routes from './plane-type.routes';

export default {
  name: 'PlaneType',
  routes: [routes],
  dependents: [{ of: 'plane_type', table: 'plane_type', column: 'parent', message: 'register.typeHasChildren' }],
} satisfies ServerModule;
