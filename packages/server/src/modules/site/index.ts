import type { ServerModule } from '../../platform/registry';
import routes from './site.routes';

export default {
  name: 'site',
  routes: [routes],
  fixture: () => import('./site.fixture'),
} satisfies ServerModule;
