import type { ServerModule } from '../../platform/registry';
import routes from './plane-cert.routes';

export { queryCert } from './plane-cert.service';

export default {
  name: 'PlaneCert',
  routes: [routes],
  fixture: () => import('./plane-cert.fixture'),
  dependents: [{ of: 'plane_entity', table: 'plane_cert', column: 'plane_id', message: 'cert.planeHasCerts' }],
} satisfies ServerModule;
