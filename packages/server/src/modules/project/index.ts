import type { ServerModule } from '../../platform/registry';
import routes from './project.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { resolveProject } from './project.repo';

export default {
  name: 'Project',
  routes: [routes],
} satisfies ServerModule;
