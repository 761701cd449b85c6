import { aircraftRecordViews, type Fn, type ViewGrant } from './permissions';

// Who may call an endpoint, declared once with its contract (endpoint.ts `access`): the server's pipeline refuses
// a caller the declaration does not let through, and the web offers a control only to a user it lets through
// (`useCan(PlaneFly.api.Delete)`). Both answer with `reach` below, so they cannot disagree.

/**
 * Who may call: anyone (`public`), any signed-in user (`session`), a signed-in member of a company
 * (`member`: the caller's own data, the frame's, or a shared catalogue — each such read is listed with its
 * reason in the server's test/rights.test.ts), holders of a view (`{ view }`) or of any one of several views
 * (`{ anyView }`: a read that serves several screens, such as the flight log on the aircraft and the operation
 * screens), holders of a function of a key (`{ allow: [key, fn] }`), or holders of any one of several
 * (`{ anyOf: [[key, fn], ...] }`: a call that serves several screens, such as a store order written from
 * /store/purchase or /store/deliver; the handler then checks that the grant held fits the record, e.g. the
 * order's direction). A write names the function its action is (Delete for a delete, whatever screen grants it).
 *
 * A reference list that pickers on other screens need adds `names` to its view: members without the view get
 * only those fields of each item (and may filter and sort on those only); `self` names the field holding a user
 * id, whose row the caller with that id gets whole (a member's own membership).
 */
export type Access =
  | 'public'
  | 'session'
  | 'member'
  | ViewAccess
  | { allow: readonly [string, Fn] }
  | { anyOf: readonly (readonly [string, Fn])[] };

export type ViewAccess = ({ view: string } | { anyView: readonly string[] }) & {
  names?: { fields: readonly string[]; self?: string };
};

/** Reads of an aircraft's records (flight log, components, maintenance records): either screen that shows them. */
export const aircraftRecordReaders = { anyView: aircraftRecordViews } as const satisfies ViewAccess;

/** What a signed-in member of a company holds there: the user info's `isAdmin` and `views`. */
export interface Grants {
  /** The company's administrator: holds everything. */
  isAdmin: boolean;
  views: readonly ViewGrant[];
}

/** Whether the grants hold a view (fn absent) or a function of a key; administrators hold everything. */
export function holds(grants: Grants, key: string, fn?: Fn): boolean {
  if (grants.isAdmin) return true;
  const grant = grants.views.find((v) => v.name === key);
  if (!grant) return false;
  return fn === undefined || grant.functions.includes(fn);
}

/** The views a view-guarded access accepts (one or several); empty for other kinds of access. */
export function viewsOfAccess(access: Access): readonly string[] {
  if (typeof access !== 'object') return [];
  if ('view' in access) return [access.view];
  if ('anyView' in access) return access.anyView;
  return [];
}

/**
 * How far a signed-in, unlocked member of a company holding these grants gets with a declared access: `full`,
 * `names` (a reference list read without its view: the names only), or `none` (refused).
 */
export function reach(access: Access, grants: Grants): 'full' | 'names' | 'none' {
  if (typeof access !== 'object') return 'full';
  if ('allow' in access) return holds(grants, access.allow[0], access.allow[1]) ? 'full' : 'none';
  if ('anyOf' in access) return access.anyOf.some(([key, fn]) => holds(grants, key, fn)) ? 'full' : 'none';
  if (viewsOfAccess(access).some((view) => holds(grants, view))) return 'full';
  return access.names ? 'names' : 'none';
}

/**
 * The part of an `anyOf` access one screen grants: its pairs of that key (a store order written from /store/deliver
 * needs store-deliver's function, the server checking that the order fits the grant held). Any other access, or
 * one naming no pair of that key, is answered whole.
 */
export function onScreen(access: Access, key: string): Access {
  if (typeof access !== 'object' || !('anyOf' in access)) return access;
  const pairs = access.anyOf.filter(([k]) => k === key);
  return pairs.length === 0 ? access : { anyOf: pairs };
}

/** Whether a signed-in member holding these grants may call an endpoint declaring this access at all. */
export function allows(access: Access, grants: Grants): boolean {
  return reach(access, grants) !== 'none';
}
