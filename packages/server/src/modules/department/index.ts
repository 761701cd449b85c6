import type { ServerModule } from '../../platform/registry';
import routes from './department.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { findDepartment } from './department.repo';

export default {
  name: 'Department',
  routes: [routes],
  // A department with sub-departments stays.
  dependents: [{ of: 'department', table: 'department', column: 'parent', message: 'department.hasChildren' }],
} satisfies ServerModule;
