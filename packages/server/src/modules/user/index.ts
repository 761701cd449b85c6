import type { ServerModule } from '../../platform/registry';
import routes from './user.routes';

export default {
  name: 'User',
  routes: [routes],
} satisfies ServerModule;
