import type { ServerModule } from '../../platform/registry';
import routes from './employ.routes';

export default {
  name: 'Employ',
  routes: [routes],
} satisfies ServerModule;
