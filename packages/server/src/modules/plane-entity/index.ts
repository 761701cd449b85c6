import type { ServerModule } from '../../platform/registry';
import routes from './plane-entity.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export {
  airStatusesOf,
  countersOfPlanes,
  findPlaneEntity,
  fleetNamesOf,
  lockPlane,
  planeCounters,
  planeIdsOf,
  queryPlaneEntities,
  setAirStatus,
} from './plane-entity.repo';
export { openFlightLog, setLogCounters } from './plane-entity.service';

export default {
  name: 'PlaneEntity',
  routes: [routes],
  fixture: () => import('./plane-entity.fixture'),
  dependents: [{ of: 'plane_model', table: 'plane_entity', column: 'model_id', message: 'register.modelHasPlanes' }],
} satisfies ServerModule;
