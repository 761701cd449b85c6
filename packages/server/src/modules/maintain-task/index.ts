import type { ServerModule } from '../../platform/registry';
import routes from './maintain-task.routes';

export type { TaskValues } from './maintain-task.repo';
// The public face (docs/architecture.md "Modules"): what other modules may call.
export { findTask, openFaults, taskTitles, userNames } from './maintain-task.repo';
export { queryTask, raiseFault, type Signature, writeSignedRecord } from './maintain-task.service';

export default {
  name: 'MaintainTask',
  routes: [routes],
  fixture: () => import('./maintain-task.fixture'),
  dependents: [
    { of: 'plane_entity', table: 'maintain_task', column: 'plane_id', message: 'task.planeHasRecords' },
    { of: 'model_document', table: 'maintain_task', column: 'document_id', message: 'adreg.documentHasRecords' },
  ],
} satisfies ServerModule;
