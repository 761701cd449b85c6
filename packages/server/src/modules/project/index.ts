import type { ServerModule } from '../../platform/registry';
import routes from './project.routes';

export default {
  name: 'Project',
  routes: [routes],
} satisfies ServerModule;
