import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import { defineModule, type SampleIds } from '../../platform/http/module';
import {
  addFlight,
  changeFlight,
  queryFlight,
  queryGroup,
  removeFlight,
  statByMonth,
  statPlane,
} from './plane-fly.service';

// /api/PlaneFly/*: the flight log of the company's aircraft (spec §2.11, §7 "Flight log"). Two screens show it:
// the aircraft drawer's archive ("flight time", the plane-entity view) and the flight records screen
// (/plane/operation, the plane-operation view). Reading needs either view; writing needs the flight screen's
// function (Add, Edit, Delete) or the aircraft register's: Execute (its records function, as for certificates)
// for adding and editing, Delete for deleting. The service scopes everything to
// the caller's company.

const plane = (ids: SampleIds) => ({ fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] });

export default defineModule(PlaneFly.api, {
  Query: {
    sample: (ids) => ({ body: plane(ids) }),
    run: queryFlight,
  },
  QueryGroup: {
    sample: () => ({ body: {} }),
    run: queryGroup,
  },
  StatPlane: {
    kind: 'read',
    sample: (ids) => ({ body: { plane: ids.planeEntity } }),
    run: statPlane,
  },
  StatByMonth: {
    kind: 'read',
    sample: () => ({
      body: {
        fixedFilters: [
          { name: 'year', compare: 'eq', value: 2026 },
          { name: 'month', compare: 'eq', value: 3 },
        ],
      },
    }),
    run: statByMonth,
  },
  Add: {
    sample: (ids) => ({
      body: { plane: ids.planeEntity, flyDate: '2026-03-20', dayFlyCount: 3, dayFlyHours: 2.5, planeName: 'x' },
    }),
    run: addFlight,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.planeFly, dayFlyHours: 3.25, comments: 'Matrix' } }),
    run: changeFlight,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.planeFly } }),
    run: removeFlight,
  },
});
