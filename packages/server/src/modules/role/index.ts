import type { ServerModule } from '../../platform/registry';
import routes from './role.routes';

export default {
  name: 'Role',
  routes: [routes],
} satisfies ServerModule;
