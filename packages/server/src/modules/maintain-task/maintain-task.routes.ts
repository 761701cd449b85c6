import { MaintainTask } from '@hangar/domain/contracts/records';
import { defineModule, type SampleIds } from '../../platform/http/module';
import { exportBundle, exportPdf } from './maintain-task.export';
import {
  addTask,
  changeTask,
  closeTask,
  historyTask,
  openTask,
  queryTask,
  removeTask,
  verifyTask,
  workflowStep,
} from './maintain-task.service';

// /api/MaintainTask/*: the maintenance records of the company's aircraft (spec §2.2, §2.6–§2.10, §7 "Tasks";
// issue 17). Two screens show them: the aircraft drawer's archive (plane-entity, read-only) and the operation
// screen (/plane/operation, plane-operation). Reading needs either view, writing the operation screen's function
// or the aircraft register's (the contracts' access). The service scopes everything to the caller's company.

const draft = (ids: SampleIds) => ({ body: { id: ids.maintainTask } });

export default defineModule(MaintainTask.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryTask,
  },
  Add: {
    sample: (ids) => ({
      body: {
        type: 70,
        plane: ids.planeEntity,
        issueCondition: 'Matrix repair',
        description: 'Matrix',
        flyHours: 10,
        workDate: '2025-01-01',
        workPerson: ids.adminUser,
      },
    }),
    run: addTask,
  },
  UpdateWithItems: {
    sample: (ids) => ({ body: { id: ids.maintainTask, comments: 'Matrix' } }),
    run: changeTask,
  },
  Delete: { sample: draft, run: removeTask },
  'Workflow/Confirm': { sample: draft, run: workflowStep('Confirm') },
  'Workflow/Realize': { sample: draft, run: workflowStep('Realize') },
  'Workflow/CheckOk': { sample: draft, run: workflowStep('CheckOk') },
  Close: { sample: draft, run: closeTask },
  Open: {
    sample: (ids) => ({ body: { id: ids.maintainTaskSigned, reason: 'Matrix' } }),
    run: openTask,
  },
  History: { kind: 'read', sample: draft, run: historyTask },
  Verify: { kind: 'read', sample: () => ({ body: {} }), run: verifyTask },
  ExportPdf: { kind: 'read', sample: (ids) => ({ body: { id: ids.maintainTaskSigned } }), run: exportPdf },
  ExportBundle: { kind: 'read', sample: (ids) => ({ body: { plane: ids.planeEntity } }), run: exportBundle },
});
