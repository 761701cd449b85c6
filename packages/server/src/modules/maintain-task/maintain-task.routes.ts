import { MaintainTask } from '@hangar/domain/contracts/records';
import { aircraftRecordReaders, defineModule, type SampleIds } from '../../platform/http/module';
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
// screen (/plane/operation, plane-operation). Reading needs either view. Writing needs
// the operation screen's function (Add; Edit for changes and workflow steps; Close for Close and Open; Delete)
// or the aircraft register's (Execute for records; Close and Delete for those). The service scopes everything
// to the caller's company.

const writer = (operation: 'Add' | 'Edit' | 'Close' | 'Delete', entity: 'Execute' | 'Close' | 'Delete') =>
  ({
    anyOf: [
      ['plane-operation', operation],
      ['plane-entity', entity],
    ],
  }) as const;

const draft = (ids: SampleIds) => ({ body: { id: ids.maintainTask } });

export default defineModule(MaintainTask.api, {
  Query: {
    access: aircraftRecordReaders,
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryTask,
  },
  Add: {
    access: writer('Add', 'Execute'),
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
    access: writer('Edit', 'Execute'),
    sample: (ids) => ({ body: { id: ids.maintainTask, comments: 'Matrix' } }),
    run: changeTask,
  },
  Delete: { access: writer('Delete', 'Delete'), sample: draft, run: removeTask },
  'Workflow/Confirm': { access: writer('Edit', 'Execute'), sample: draft, run: workflowStep('Confirm') },
  'Workflow/Realize': { access: writer('Edit', 'Execute'), sample: draft, run: workflowStep('Realize') },
  'Workflow/CheckOk': { access: writer('Edit', 'Execute'), sample: draft, run: workflowStep('CheckOk') },
  Close: { access: writer('Close', 'Close'), sample: draft, run: closeTask },
  Open: {
    access: writer('Close', 'Close'),
    sample: (ids) => ({ body: { id: ids.maintainTaskSigned, reason: 'Matrix' } }),
    run: openTask,
  },
  History: { access: aircraftRecordReaders, kind: 'read', sample: draft, run: historyTask },
  Verify: { access: aircraftRecordReaders, kind: 'read', sample: () => ({ body: {} }), run: verifyTask },
});
