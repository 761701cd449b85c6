import type { ServerModule } from '../../platform/registry';
import routes from './plane-entity.routes';

export default {
  name: 'PlaneEntity',
  routes: [routes],
  fixture: () => import('./plane-entity.fixture'),
  dependents: [{ of: 'plane_model', table: 'plane_entity', column: 'model_id', message: 'register.modelHasPlanes' }],
} satisfies ServerModule;
