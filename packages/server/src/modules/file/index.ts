import type { ServerModule } from '../../platform/registry';
import { registerFileRoutes } from './file.raw';
import routes from './file.routes';

export default {
  name: 'File',
  routes: [routes],
  fixture: () => import('./file.fixture'),
  raw: registerFileRoutes,
} satisfies ServerModule;
