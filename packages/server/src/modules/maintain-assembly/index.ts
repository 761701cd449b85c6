import type { ServerModule } from '../../platform/registry';
import routes from './maintain-assembly.routes';

export default {
  name: 'MaintainAssembly',
  routes: [routes],
  fixture: () => import('./maintain-assembly.fixture'),
  dependents: [
    { of: 'plane_entity', table: 'maintain_assembly', column: 'plane_id', message: 'assembly.planeHasRows' },
  ],
} satisfies ServerModule;
