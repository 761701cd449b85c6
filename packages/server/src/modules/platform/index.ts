import type { ServerModule } from '../../platform/registry';
import routes from './platform.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { platformNameOf, systemNameQuery } from './platform.repo';

export default {
  name: 'Platform',
  routes: [routes],
} satisfies ServerModule;
