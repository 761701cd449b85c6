import type { ServerModule } from '../../platform/registry';
import routes from './unit.routes';

export default {
  name: 'Unit',
  routes: [routes],
  fixture: () => import('./unit.fixture'),
} satisfies ServerModule;
