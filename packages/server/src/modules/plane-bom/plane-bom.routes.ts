import { PlaneBom } from '@hangar/domain/contracts/components';
import { defineModule, type SampleIds } from '../../platform/http/module';
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
// screen (/plane/operation, the plane-operation view). Reading needs either view; writing the operation screen's
// function or the aircraft register's (the contracts' access). The service scopes everything to the caller's
// company.

/** An import carries up to 20,000 rows. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

const item = (ids: SampleIds) => ({ body: { id: ids.planeBom } });

export default defineModule(PlaneBom.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryBom,
  },
  QueryRetire: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'original', compare: 'eq', value: ids.planeBomOriginal }] } }),
    run: queryRetire,
  },
  QueryLife: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryLife,
  },
  LifeSummary: { kind: 'read', sample: () => ({ body: {} }), run: lifeSummary },
  Add: {
    sample: (ids) => ({ body: { plane: ids.planeEntity, category: 'Matrix', name: 'Matrix component' } }),
    run: addBom,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.planeBom, remarks: 'Matrix' } }),
    run: changeBom,
  },
  Replace: {
    sample: (ids) => ({ body: { id: ids.planeBom, name: 'Matrix replacement', seri: 'MTRX-2' } }),
    run: replaceBom,
  },
  Restore: { sample: item, run: restoreBom },
  Delete: { sample: item, run: removeBom },
  Import: {
    bodyLimit: IMPORT_BODY_LIMIT,
    sample: (ids) => ({
      body: { plane: ids.planeEntity, rows: [{ row: 2, category: 'Matrix', name: 'Matrix import' }] },
    }),
    run: importBom,
  },
});
