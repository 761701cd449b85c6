import type { ServerModule } from '../../platform/registry';
import routes from './flight-plan.routes';
import { closeFlownPlans } from './flight-plan.service';

// Flight plans (issue 35; docs/architecture.md "Planning"): planned flying days of the company's aircraft, their
// conflicts, closed by the flight log. Nothing of it is called by other modules (the forecast reads the planned
// flying itself: modules/planning/planning.repo.ts).

export default {
  name: 'FlightPlan',
  routes: [routes],
  fixture: () => import('./flight-plan.fixture'),
  dependents: [{ of: 'plane_entity', table: 'flight_plan', column: 'plane_id', message: 'flightPlan.planeHasPlans' }],
  on: {
    // A flight-log day closes the aircraft's planned plans of that day.
    planeCountersChanged: (ctx, event) => closeFlownPlans(ctx, event),
  },
} satisfies ServerModule;
