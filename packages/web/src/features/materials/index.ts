import type { WebModule } from '../../components/web-module';

// The materials catalogue (materials document §2.12–§2.15): materials, categories, suppliers, warehouses and
// tools; the reference lists of the area; how the log reads its records. Other features import the reusable
// pieces from their files (kept out of this declaration so that it stays light): MaterialInputDialog.tsx,
// MaterialSelector.tsx, MaterialDrawer.tsx, order-type.ts.

export default {
  name: 'materials',
  screens: {
    'product-material': () => import('./MaterialPage'),
    'product-material-type': () => import('./MaterialTypePage'),
    'product-supplier': () => import('./SupplierPage'),
    'store-warehouse': () => import('./WarehousePage'),
    'tool-general': () => import('./ToolGeneralPage'),
    'tool-measure': () => import('./ToolMeasurePage'),
  },
  operLog: () => import('./oper-log'),
  references: {
    materialType: { table: 'material_type', load: () => import('./references').then((m) => m.materialType) },
    warehouse: { table: 'warehouse', load: () => import('./references').then((m) => m.warehouse) },
    supplier: { table: 'supplier', load: () => import('./references').then((m) => m.supplier) },
    requireMenu: { table: 'require_menu', load: () => import('./references').then((m) => m.requireMenu) },
  },
} satisfies WebModule;
