import { RecordReport } from '@hangar/domain/contracts/records';
import { defineModule } from '../../platform/http/module';
import { adStatus, faultSummary } from './record-report.service';

// /api/RecordReport/*: reports over the maintenance records, read-only. Reading needs the plane-entity or
// plane-operation view.

export default defineModule(RecordReport.api, {
  AdStatus: {
    kind: 'read',
    sample: (ids) => ({ body: { plane: ids.planeEntity } }),
    run: adStatus,
  },
  FaultSummary: { kind: 'read', sample: () => ({ body: {} }), run: faultSummary },
});
