import type { ServerModule } from '../../platform/registry';
import routes from './oper-log.routes';

export default {
  name: 'OperLog',
  routes: [routes],
} satisfies ServerModule;
