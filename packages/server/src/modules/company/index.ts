import type { ServerModule } from '../../platform/registry';
import routes from './company.routes';

export default {
  name: 'Company',
  routes: [routes],
} satisfies ServerModule;
