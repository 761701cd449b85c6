import type { ServerModule } from '../../platform/registry';
import routes from './user-todo.routes';

export default {
  name: 'UserToDo',
  routes: [routes],
  fixture: () => import('./user-todo.fixture'),
} satisfies ServerModule;
