import { MaintainAssembly } from '@hangar/domain/contracts/records';
import { defineModule } from '../../platform/http/module';
import { addAssembly, changeAssembly, queryAssembly, removeAssembly } from './maintain-assembly.service';

// /api/MaintainAssembly/*: the assembly rows of the company's records and aircraft (spec §3 "Assembly item",
// §7 "Assemblies"). Reading needs the aircraft drawer's archive (plane-entity) or the operation screen
// (plane-operation); writing needs the operation screen's Edit or the aircraft register's Execute (its records
// function), deleting a row the Delete of either (the contracts' access).

export default defineModule(MaintainAssembly.api, {
  Query: {
    sample: (ids) => ({ body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: ids.planeEntity }] } }),
    run: queryAssembly,
  },
  Add: {
    sample: (ids) => ({ body: { plane: ids.planeEntity, ctype: 1, removeSeri: 'MTRX-R', installSeri: 'MTRX-I' } }),
    run: addAssembly,
  },
  Update: {
    sample: (ids) => ({ body: { id: ids.assembly, comments: 'Matrix' } }),
    run: changeAssembly,
  },
  Delete: {
    sample: (ids) => ({ body: { id: ids.assembly } }),
    run: removeAssembly,
  },
});
