import type { ServerModule } from '../../platform/registry';
import routes from './plane-model.routes';

// The public face (docs/architecture.md "Modules"): what other modules may call.
export { findPlaneModel } from './plane-model.repo';
export { assertCanWriteModel } from './plane-model.service';

export default {
  name: 'PlaneModel',
  routes: [routes],
  fixture: () => import('./plane-model.fixture'),
  dependents: [
    { of: 'brand', table: 'plane_model', column: 'brand_id', message: 'register.brandHasModels' },
    { of: 'plane_type', table: 'plane_model', column: 'type_id', message: 'register.typeHasModels' },
  ],
} satisfies ServerModule;
