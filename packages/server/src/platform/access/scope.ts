import type { Fn, ViewGrant } from '@hangar/domain/permissions';
import { grantables } from '@hangar/domain/permissions';
import type { Kysely } from 'kysely';
import type { SessionRow } from '../auth/sessions';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';
import { owns, tenant } from '../db/tenant';
import { AppError } from '../http/errors';

// AccessScope: who is calling, in which company and project, with which grants. Built once per request
// from the session; every repository takes it as its first argument.

export interface AccessScope {
  sessionId: number;
  userId: number;
  /** Current company; null for a user who has not joined any. */
  companyId: number | null;
  projectId: number | null;
  /** The membership (employ row) in the current company. */
  employId: number | null;
  /** Administrator of the current company: passes every permission check there. */
  isAdmin: boolean;
  isPlatformAdmin: boolean;
  /** Membership in the current company locked by its administrator. */
  locked: boolean;
  grants: ReadonlyMap<string, ReadonlySet<Fn>>;
}

/** The scope of a live session (its grants were read with it: no query). */
export function loadScope(session: SessionRow): AccessScope {
  const scope: AccessScope = {
    sessionId: session.id,
    userId: session.userId,
    companyId: null,
    projectId: null,
    employId: null,
    isAdmin: false,
    isPlatformAdmin: session.isPlatformAdmin,
    locked: false,
    grants: new Map(),
  };
  // Removed from the company since signing in: the session keeps no company.
  if (session.companyId === null || session.employ === null) return scope;
  scope.companyId = session.companyId;
  scope.projectId = session.projectId;
  scope.employId = session.employ.id;
  scope.isAdmin = session.employ.isAdmin;
  scope.locked = session.employ.locked;
  if (!scope.isAdmin && session.projectId !== null) scope.grants = grantMap(session.grants);
  return scope;
}

const grantRows = prepared((db, p: { companyId: number; employId: number; projectId: number }) =>
  tenant(db, p.companyId)
    .select('role_grant')
    .innerJoin('employ_role', 'employ_role.role_id', 'role_grant.role_id')
    .where(owns('employ_role', p.companyId))
    .select(['role_grant.view', 'role_grant.functions'])
    .where('employ_role.employ_id', '=', p.employId)
    .where('role_grant.project_id', '=', p.projectId),
);

/** What a membership's roles grant in a project: key → functions. */
export async function grantsOf(
  db: Kysely<Database>,
  companyId: number,
  employId: number,
  projectId: number | null,
): Promise<Map<string, Set<Fn>>> {
  if (projectId === null) return new Map();
  return grantMap(await grantRows.execute(db, { companyId, employId, projectId }));
}

/** Grant rows (a view, its functions as JSON) as key → functions. */
function grantMap(rows: readonly { view: string; functions: string }[]): Map<string, Set<Fn>> {
  const grants = new Map<string, Set<Fn>>();
  for (const row of rows) {
    const set = grants.get(row.view) ?? new Set<Fn>();
    for (const fn of JSON.parse(row.functions) as Fn[]) set.add(fn);
    grants.set(row.view, set);
  }
  return grants;
}

/** Whether the scope may open a view / use a function of a key. Administrators may do everything. */
export function can(scope: AccessScope, key: string, fn?: Fn): boolean {
  if (scope.companyId === null || scope.locked) return false;
  if (scope.isAdmin) return true;
  const fns = scope.grants.get(key);
  if (!fns) return false;
  return fn === undefined || fns.has(fn);
}

/** An administrator's views: every grantable with all its functions (immutable, built once). */
const adminViews: readonly ViewGrant[] = Object.freeze(
  grantables.map((g) => Object.freeze({ name: g.key, functions: Object.freeze([...g.functions]) as Fn[] })),
);

/** The permitted views with their functions, as the user info answers them. */
export function viewsOf(scope: AccessScope): ViewGrant[] {
  if (scope.companyId === null || scope.locked) return [];
  if (scope.isAdmin) return [...adminViews];
  return [...scope.grants].map(([name, fns]) => ({ name, functions: [...fns] }));
}

/** The current company, or 403 for a user who has not joined one. */
export function companyOf(scope: AccessScope): number {
  if (scope.companyId === null) throw new AppError('FORBIDDEN', 'auth.noCompany');
  return scope.companyId;
}
