import type { ServerModule } from '../../platform/registry';
import routes from './maintain-item.routes';

export default {
  name: 'MaintainItem',
  routes: [routes],
  fixture: () => import('./maintain-item.fixture'),
  // A model with maintenance items stays.
  dependents: [{ of: 'plane_model', table: 'maintain_item', column: 'model_id', message: 'maintain.modelHasItems' }],
} satisfies ServerModule;
