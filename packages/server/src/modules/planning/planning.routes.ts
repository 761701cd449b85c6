import { Forecast } from '@hangar/domain/contracts/planning';
import { defineModule } from '../../platform/http/module';
import { fleetForecast, planeForecast } from './planning.service';

// /api/Forecast/*: every occurrence of the company's items and deferral limits over a horizon (issue 35). Reads
// for the readers of due items (the fleet monitor, the aircraft's maintenance list).
export default defineModule(Forecast.api, {
  Plane: { kind: 'read', sample: (ids) => ({ body: { plane: ids.planeEntity, days: 365 } }), run: planeForecast },
  Fleet: { kind: 'read', sample: () => ({ body: { days: 90 } }), run: fleetForecast },
});
