import type { ServerModule } from '../../platform/registry';
import routes from './platform.routes';

export default {
  name: 'Platform',
  routes: [routes],
} satisfies ServerModule;
