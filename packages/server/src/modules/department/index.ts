import type { ServerModule } from '../../platform/registry';
import routes from './department.routes';

export default {
  name: 'Department',
  routes: [routes],
  // A department with sub-departments stays.
  dependents: [{ of: 'department', table: 'department', column: 'parent', message: 'department.hasChildren' }],
} satisfies ServerModule;
