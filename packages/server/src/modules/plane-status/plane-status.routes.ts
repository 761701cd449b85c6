import { PlaneStatus } from '@hangar/domain/contracts/status';
import { defineModule } from '../../platform/http/module';
import { fleetStatus, getStatus, statusHistory } from './plane-status.service';

// /api/PlaneStatus/*: the stored airworthiness status of the company's aircraft (issue 32). Readers: the aircraft
// register's view or the fleet monitor's (the contract's access).
export default defineModule(PlaneStatus.api, {
  Get: {
    sample: (ids) => ({ body: { plane: ids.planeEntity } }),
    run: getStatus,
  },
  History: {
    sample: (ids) => ({ body: { plane: ids.planeEntity } }),
    run: statusHistory,
  },
  Fleet: {
    sample: () => ({ body: {} }),
    run: fleetStatus,
  },
});
