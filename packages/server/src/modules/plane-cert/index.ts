import type { ServerModule } from '../../platform/registry';
import routes from './plane-cert.routes';
import { expiredCertReasons } from './plane-cert.status.repo';

export { queryCert } from './plane-cert.service';

export default {
  name: 'PlaneCert',
  routes: [routes],
  fixture: () => import('./plane-cert.fixture'),
  dependents: [{ of: 'plane_entity', table: 'plane_cert', column: 'plane_id', message: 'cert.planeHasCerts' }],
  // An open airworthiness certificate past its expiry grounds its aircraft (issue 32).
  statusReasons: expiredCertReasons,
} satisfies ServerModule;
