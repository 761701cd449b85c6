import type { ServerModule } from '../../platform/registry';
import routes from './require-menu.routes';

export default {
  name: 'RequireMenu',
  routes: [routes],
} satisfies ServerModule;
