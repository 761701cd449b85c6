import type { ServerModule } from '../../platform/registry';
import routes from './company.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { findCompany } from './company.repo';

export default {
  name: 'Company',
  routes: [routes],
} satisfies ServerModule;
