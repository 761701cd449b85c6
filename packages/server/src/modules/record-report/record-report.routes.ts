import { RecordReport } from '@hangar/domain/contracts/records';
import { defineModule } from '../../platform/http/module';
import { adStatus, faultSummary } from './record-report.service';

// /api/RecordReport/*: reports over the maintenance records, read-only. Reading needs the plane-entity or
// plane-operation view (checked by the service).

export default defineModule(RecordReport.api, {
  AdStatus: {
    access: 'member',
    kind: 'read',
    sample: (ids) => ({ body: { plane: ids.planeEntity } }),
    run: adStatus,
  },
  FaultSummary: { access: 'member', kind: 'read', sample: () => ({ body: {} }), run: faultSummary },
});
