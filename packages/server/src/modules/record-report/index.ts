import type { ServerModule } from '../../platform/registry';
import routes from './record-report.routes';

export default {
  name: 'RecordReport',
  routes: [routes],
  fixture: () => import('./record-report.fixture'),
} satisfies ServerModule;
