import type { ServerModule } from '../../platform/registry';
import routes from './plane-fly.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { type CounterSource, countersAtDay, countersBeforeDay } from './plane-fly.repo';

export default {
  name: 'PlaneFly',
  routes: [routes],
  fixture: () => import('./plane-fly.fixture'),
  dependents: [{ of: 'plane_entity', table: 'plane_fly', column: 'plane_id', message: 'flight.planeHasFlights' }],
} satisfies ServerModule;
