import type { ServerModule } from '../../platform/registry';
import routes from './material.routes';

// Materials keep their category, brand, units and supplier from being deleted. The store orders' lines that
// keep a material from being deleted are declared by the store-order module.
// The public face (docs/architecture.md "Modules"): what other modules may call.
export { findMaterial } from './material.repo';

export default {
  name: 'Material',
  routes: [routes],
  fixture: () => import('./material.fixture'),
  dependents: [
    { of: 'material_type', table: 'material', column: 'category', message: 'material.typeHasMaterials' },
    { of: 'brand', table: 'material', column: 'brand', message: 'material.brandInUse' },
    { of: 'unit', table: 'material', column: 'measure_unit', message: 'material.unitInUse' },
    { of: 'unit', table: 'material', column: 'packing_unit', message: 'material.unitInUse' },
    { of: 'supplier', table: 'material', column: 'supplier', message: 'material.supplierInUse' },
  ],
} satisfies ServerModule;
