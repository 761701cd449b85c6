import { AircraftReport } from '@hangar/domain/contracts/reports';
import { defineModule } from '../../platform/http/module';
import { fleetDueList, statusReport } from './aircraft-report.service';

// /api/AircraftReport/*: the server-made PDFs of the aircraft register and the fleet monitor (issue 32). Raw
// answers (application/pdf attachments); the access is the contract's: the screen that shows the same.
export default defineModule(AircraftReport.api, {
  Status: { sample: (ids) => ({ body: { plane: ids.planeEntity } }), run: statusReport },
  FleetDue: { sample: () => ({ body: { days: 30 } }), run: fleetDueList },
});
