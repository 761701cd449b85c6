import type { ServerModule } from '../../platform/registry';
import routes from './maintain-assembly.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export {
  type AssemblyRecord,
  type AssemblyValues,
  assembliesOfParent,
  assembliesOfParents,
  deleteAssemblies,
  deleteAssembliesOfParent,
  findAssembly,
  insertAssemblies,
  replacementAssembly,
  setParentChangeDate,
  updateAssembly,
} from './maintain-assembly.repo';

export default {
  name: 'MaintainAssembly',
  routes: [routes],
  fixture: () => import('./maintain-assembly.fixture'),
  dependents: [
    { of: 'plane_entity', table: 'maintain_assembly', column: 'plane_id', message: 'assembly.planeHasRows' },
  ],
} satisfies ServerModule;
