import { FlightPlan } from '@hangar/domain/contracts/flight-plans';
import { addDays, todayIn } from '@hangar/domain/dates';
import { defineModule } from '../../platform/http/module';
import {
  addFlightPlan,
  cancelFlightPlan,
  changeFlightPlan,
  queryFlightPlans,
  removeFlightPlan,
} from './flight-plan.service';

// /api/FlightPlan/*: the company's flight plans (issue 35), the screen `operation-flightplan` (/operation/flightplan).
// Who may call is the contract's; the service checks the rest (the aircraft and crew the company's, the day, the
// plan still planned).

export default defineModule(FlightPlan.api, {
  Query: { kind: 'read', sample: (ids) => ({ body: { plane: ids.planeEntity } }), run: queryFlightPlans },
  Add: {
    // A month ahead: a plan's day is today or later, within five years.
    sample: (ids) => ({
      body: { plane: ids.planeEntity, planDate: addDays(todayIn('UTC'), 30), hours: 2, landings: 4, route: 'ZBAA' },
    }),
    run: addFlightPlan,
  },
  Update: { sample: (ids) => ({ body: { id: ids.flightPlan, route: 'Matrix' } }), run: changeFlightPlan },
  Delete: { sample: (ids) => ({ body: { id: ids.flightPlanSpare } }), run: removeFlightPlan },
  Cancel: { sample: (ids) => ({ body: { id: ids.flightPlanCancel, reason: 'Weather' } }), run: cancelFlightPlan },
});
