import type { ServerModule } from '../../platform/registry';
import routes from './role.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { existingRoleIds } from './role.repo';

export default {
  name: 'Role',
  routes: [routes],
} satisfies ServerModule;
