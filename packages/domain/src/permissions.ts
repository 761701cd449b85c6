// Permission catalogue: what a role can be granted. A grant is (view, functions) where the view is a
// screen's route name (spec platform §2); each module declares its screens in its identity (`identities/`),
// gathered in catalogue.ts. One scheme for every screen: guarded queries need the view, the
// screen's writes need a function of that same view, so one grant covers a screen. The spec's module names
// (platform §6: PlaneModel, PlaneEntity, PlaneOperation, MaintainCtrl) are the views of the screens that
// write them: PlaneModel → plane-model (models, types, model maintenance items), PlaneEntity and
// MaintainCtrl → plane-entity (aircraft and their maintenance setup), PlaneOperation → plane-operation
// (docs/decisions.md "One permission scheme: views"). Administrators pass every check.

import { type Grantable, grantables } from './catalogue';
import type { Fn } from './identity';

export { type Grantable, grantables } from './catalogue';
export { type Fn, Functions, MENU_GROUPS } from './identity';

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
