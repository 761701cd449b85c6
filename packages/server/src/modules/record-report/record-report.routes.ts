import { RecordReport } from '@hangar/domain/contracts/records';
import { aircraftRecordReaders, defineModule } from '../../platform/http/module';
import { adStatus, faultSummary } from './record-report.service';

// /api/RecordReport/*: reports over the maintenance records, read-only. Reading needs the plane-entity or
// plane-operation view.

export default defineModule(RecordReport.api, {
  AdStatus: {
    access: aircraftRecordReaders,
    kind: 'read',
    sample: (ids) => ({ body: { plane: ids.planeEntity } }),
    run: adStatus,
  },
  FaultSummary: { access: aircraftRecordReaders, kind: 'read', sample: () => ({ body: {} }), run: faultSummary },
});
