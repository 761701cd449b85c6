import type { ServerModule } from '../../platform/registry';
import routes from './supplier.routes';

export default {
  name: 'Supplier',
  routes: [routes],
  fixture: () => import('./supplier.fixture'),
} satisfies ServerModule;
