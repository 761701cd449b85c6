// Permission catalogue: what a role can be granted. A grant is (view, functions) where the view is a
// screen's route name (spec platform §2). One scheme for every screen: guarded queries need the view, the
// screen's writes need a function of that same view, so one grant covers a screen. The spec's module names
// (platform §6: PlaneModel, PlaneEntity, PlaneOperation, MaintainCtrl) are the views of the screens that
// write them: PlaneModel → plane-model (models, types, model maintenance items), PlaneEntity and
// MaintainCtrl → plane-entity (aircraft and their maintenance setup), PlaneOperation → plane-operation
// (docs/decisions.md "One permission scheme: views"). Administrators pass every check.

export const Functions = ['Add', 'Edit', 'Delete', 'Execute', 'Close', 'Upload', 'Download'] as const;
export type Fn = (typeof Functions)[number];

export interface Grantable {
  key: string;
  /** Screen path for views; absent for modules. */
  path?: string;
  /** Menu group key (its title: `groupTitleKey`) for views. */
  group?: string;
  functions: readonly Fn[];
  /** Only in multi-tenant mode (the platform's own management of operator companies and their users). */
  multiTenantOnly?: boolean;
}

const crud: readonly Fn[] = ['Add', 'Edit', 'Delete'];
const all: readonly Fn[] = Functions;

function view(key: string, path: string, group: string, functions: readonly Fn[] = crud): Grantable {
  return { key, path, group, functions };
}

export const grantables: readonly Grantable[] = [
  view('plane-model', '/plane/model', 'plane', all),
  view('plane-entity', '/plane/entity', 'plane', all),
  view('base-brand', '/base/brand', 'plane'),
  view('plane-site', '/plane/site', 'plane'),
  view('plane-operation', '/plane/operation', 'operation', all),
  view('operation-operator', '/operation/operator', 'operation'),
  view('operation-flightplan', '/operation/flightplan', 'operation'),
  view('operation-control', '/operation/control', 'operation'),
  view('operation-security', '/operation/security', 'operation'),
  view('operation-visual', '/operation/visual', 'operation'),
  view('operation-standard', '/operation/standard', 'operation'),
  view('maintain-control', '/maintain/contorl', 'maintain', all),
  view('maintain-order', '/maintain/order', 'maintain', all),
  view('qualification-repairman', '/qualification/repairman', 'qualification'),
  view('qualification-pilot', '/qualification/pilot', 'qualification'),
  view('qualification-health', '/qualification/health', 'qualification'),
  view('mall-product', '/mall/product', 'mall'),
  view('mall-reserve', '/mall/reserve', 'mall'),
  view('mall-service', '/mall/service', 'mall'),
  view('mall-trade', '/mall/trade', 'mall'),
  view('mall-aftersales', '/mall/aftersales', 'mall'),
  view('mall-material', '/mall/material', 'mall'),
  view('mall-evaluate', '/mall/evaluate', 'mall'),
  view('mall-show', '/mall/show', 'mall'),
  view('mall-onestop', '/mall/onestop', 'mall'),
  view('product-material', '/product/material', 'product', all),
  view('store-purchase', '/store/purchase', 'product', all),
  view('store-deliver', '/store/deliver', 'product', all),
  view('store-inout', '/store/inout', 'product'),
  view('product-entity', '/product/entity', 'product'),
  view('product-material-type', '/product/materialType', 'product'),
  view('product-supplier', '/product/supplier', 'product'),
  // Beyond the spec's menus: the company's warehouses (docs/decisions.md "Materials and stores").
  view('store-warehouse', '/store/warehouse', 'product'),
  view('tool-general', '/tool/general', 'tool'),
  view('tool-measure', '/tool/measure', 'tool'),
  view('base-unit', '/base/unit', 'base'),
  // Beyond the spec's menus: the company's ATA chapter table (issue 17), used by fault records.
  view('base-ata', '/base/ata', 'base'),
  view('document-common', '/document/common', 'document', all),
  view('organize-company', '/organize/company', 'system', ['Edit']),
  view('organize-employ', '/organize/employ', 'system', crud),
  view('organize-department', '/organize/department', 'system', crud),
  view('organize-role', '/organize/role', 'system', crud),
  view('organize-auth', '/organize/auth', 'system', ['Edit']),
  view('organize-log', '/organize/log', 'system', []),
  { ...view('operators-company', '/operators/company', 'operators'), multiTenantOnly: true },
  { ...view('operators-user', '/operators/user', 'operators'), multiTenantOnly: true },
  view('develop-module', '/develop/module', 'develop'),
  view('develop-require', '/develop/require', 'develop'),
];

/** The views whose screens show an aircraft's records (flight log, components, maintenance records, reports):
 * the aircraft register's drawer and the operation screen. Holding either lets a member read them. */
export const aircraftRecordViews = ['plane-entity', 'plane-operation'] as const;

/** The screens that show or pick materials: the catalogue, the tools, the stores, and the model (work cards) and
 * aircraft (components, records) screens that pick them. Holding any of them lets a member read materials. */
export const materialReaderViews = [
  'product-material',
  'tool-general',
  'tool-measure',
  'store-purchase',
  'store-deliver',
  'store-inout',
  'product-entity',
  'plane-model',
  'plane-entity',
  'plane-operation',
] as const;

/** The screens that show store orders and stock movements: the stores, the serial list, and the material and tool
 * drawers' stock tab. */
export const storeReaderViews = [
  'store-purchase',
  'store-deliver',
  'store-inout',
  'product-entity',
  'product-material',
  'tool-general',
  'tool-measure',
] as const;

/** The dashboard's stock warnings: below safety stock (the catalogue), calibration due (measuring tools). */
export const stockAlertViews = ['product-material', 'tool-measure'] as const;

/**
 * The one name of a screen: the catalogue key of a view's title, which its menu item, tab, page title and its row
 * in the role grants all show (i18n `frame.route.<key>`, in the entry catalogue: the page title is set before the
 * frame's strings load).
 */
export function viewTitleKey(key: string): string {
  return `frame.route.${key}`;
}

/** The catalogue key of a menu group's title: the menu and the role grants' groups (i18n `frame.menu.<group>`). */
export function groupTitleKey(group: string): string {
  return `frame.menu.${group}`;
}

const byKey = new Map(grantables.map((g) => [g.key, g]));

export function findGrantable(key: string): Grantable | undefined {
  return byKey.get(key);
}

/** One entry of the user info's `views`: a permitted key with its functions. */
export interface ViewGrant {
  name: string;
  functions: Fn[];
}
