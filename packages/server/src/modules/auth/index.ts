import type { ServerModule } from '../../platform/registry';
import routes from './auth.routes';

export default {
  name: 'Auth',
  routes: [routes],
} satisfies ServerModule;
