import type { ServerModule } from '../../platform/registry';
import routes from './department.routes';

export default {
  name: 'Department',
  routes: [routes],
} satisfies ServerModule;
