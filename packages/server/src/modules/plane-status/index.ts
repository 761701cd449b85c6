import type { ServerModule } from '../../platform/registry';
import routes from './plane-status.routes';
import { recomputeOn } from './plane-status.service';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { recomputeEveryCompany, recomputeStatus, type StatusCtx, statusesOf } from './plane-status.service';

// Registered after every module that contributes reasons: its subscribers run after theirs (the stored due and
// component life follow the counters first), in the same transaction.
export default {
  name: 'PlaneStatus',
  routes: [routes],
  fixture: () => import('./plane-status.fixture'),
  on: {
    planeCountersChanged: recomputeOn('counters'),
    recordSigned: recomputeOn('signed'),
    planeStatusInputsChanged: recomputeOn('change'),
  },
} satisfies ServerModule;
