import type { ServerModule } from '../../platform/registry';
import routes from './user-todo.routes';

export default {
  name: 'UserToDo',
  routes: [routes],
  fixture: () => import('./user-todo.fixture'),
  // A bulletin that notified people stays: the to-dos are part of the record.
  dependents: [{ of: 'work_card', table: 'user_todo', column: 'target_id', message: 'todo.cardNoticed' }],
} satisfies ServerModule;
