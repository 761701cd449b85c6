import type { ServerModule } from '../../platform/registry';
import routes from './brand.routes';

export default {
  name: 'Brand',
  routes: [routes],
  fixture: () => import('./brand.fixture'),
} satisfies ServerModule;
