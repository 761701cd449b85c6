import type { ServerModule } from '../../platform/registry';
import routes from './material-type.routes';

export default {
  name: 'MaterialType',
  routes: [routes],
  fixture: () => import('./material-type.fixture'),
  dependents: [{ of: 'material_type', table: 'material_type', column: 'parent', message: 'material.typeHasChildren' }],
} satisfies ServerModule;
