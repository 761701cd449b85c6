import { PlaneBom } from '@hangar/domain/contracts/components';
import { aircraftRecordReaders, defineModule, type SampleIds } from '../../platform/http/module';
import {
  addBom,
  changeBom,
  importBom,
  lifeSummary,
  queryBom,
  queryLife,
  queryRetire,
  removeBom,
  replaceBom,
  restoreBom,
} from './plane-bom.service';

// /api/PlaneBom/*: the installed components of the company's aircraft (spec §2.5, §7 "Installed components").
// Two screens show them: the aircraft drawer's archive (the plane-entity view, read-only) and the operation
// screen (/plane/operation, the plane-operation view). Reading needs either view; writing needs the operation screen's function (Add for Add, Replace and Import; Edit for
// Update and Restore; Delete for Delete) or the aircraft register's: Execute (its records function, as for flight
// records) for adding and editing, Delete for deleting. The
// service scopes everything to the caller's company.

/** An import carries up to 20,000 rows. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const writer = (fn: 'Add' | 'Edit' | 'Delete') =>
  ({
    anyOf: [
      ['plane-operation', fn],
      ['plane-entity', fn === 'Delete' ? 'Delete' : 'Execute'],
    ],
  }) as const;

const item = (ids: SampleIds) => ({ body: { id: ids.planeBom } });

export default defineModule(PlaneBom.api, {
  Query: {
    access: aircraftRecordReaders,
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryBom,
  },
  QueryRetire: {
    access: aircraftRecordReaders,
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'original', compare: 'eq', value: ids.planeBomOriginal }] } }),
    run: queryRetire,
  },
  QueryLife: {
    access: aircraftRecordReaders,
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryLife,
  },
  LifeSummary: { access: aircraftRecordReaders, kind: 'read', sample: () => ({ body: {} }), run: lifeSummary },
  Add: {
    access: writer('Add'),
    sample: (ids) => ({ body: { plane: ids.planeEntity, category: 'Matrix', name: 'Matrix component' } }),
    run: addBom,
  },
  Update: {
    access: writer('Edit'),
    sample: (ids) => ({ body: { id: ids.planeBom, remarks: 'Matrix' } }),
    run: changeBom,
  },
  Replace: {
    access: writer('Add'),
    sample: (ids) => ({ body: { id: ids.planeBom, name: 'Matrix replacement', seri: 'MTRX-2' } }),
    run: replaceBom,
  },
  Restore: { access: writer('Edit'), sample: item, run: restoreBom },
  Delete: { access: writer('Delete'), sample: item, run: removeBom },
  Import: {
    access: writer('Add'),
    bodyLimit: IMPORT_BODY_LIMIT,
    sample: (ids) => ({
      body: { plane: ids.planeEntity, rows: [{ row: 2, category: 'Matrix', name: 'Matrix import' }] },
    }),
    run: importBom,
  },
});
