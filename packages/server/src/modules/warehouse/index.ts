import type { ServerModule } from '../../platform/registry';
import routes from './warehouse.routes';

export default {
  name: 'Warehouse',
  routes: [routes],
  fixture: () => import('./warehouse.fixture'),
  dependents: [{ of: 'site', table: 'warehouse', column: 'site_id', message: 'material.siteInUse' }],
} satisfies ServerModule;
