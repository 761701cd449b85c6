import { Role } from '@hangar/domain/contracts/organize';
import type { Fn } from '@hangar/domain/permissions';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';
import { fieldMapOf } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `role` and `role_grant`, always within the caller's current company (tenant()).

const roleFields = fieldMapOf(Role);

const roleColumns = ['role.id', 'role.name', 'role.remark', 'role.created_at'] as const;

export interface RoleRow {
  id: number;
  name: string;
  remark: string | null;
  created_at: string;
}

export interface GrantRow {
  view: string;
  functions: Fn[];
}

export function queryRoles(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  return runQuery(
    tenant(db, scope).select('role'),
    (q) => q.select(roleColumns),
    {
      fields: roleFields,
      tenant: null,
      defaultSort: { field: 'id', order: 'asc' },
      idColumn: 'role.id',
    },
    payload,
  );
}

export function findRole(db: Kysely<Database>, scope: AccessScope, id: number): Promise<RoleRow | undefined> {
  return tenant(db, scope).select('role').select(roleColumns).where('role.id', '=', id).executeTakeFirst();
}

/** Another role of the company with this name (names are unique per company). */
export function findRoleByName(db: Kysely<Database>, scope: AccessScope, name: string, exceptId?: number) {
  let q = tenant(db, scope).select('role').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** Those of `ids` that are roles of the caller's company. */
export async function existingRoleIds(db: Kysely<Database>, scope: AccessScope, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tenant(db, scope)
    .select('role')
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function insertRole(
  db: Kysely<Database>,
  scope: AccessScope,
  values: { name: string; remark: string | null },
  now: string,
): Promise<number> {
  const row = await tenant(db, scope)
    .insert('role', [{ ...values, created_at: now }])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRole(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
  values: { name: string; remark: string | null },
): Promise<boolean> {
  const result = await tenant(db, scope).update('role').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a role with its grants in every project. */
export async function deleteRole(db: Kysely<Database>, scope: AccessScope, id: number): Promise<boolean> {
  const company = tenant(db, scope);
  await company.delete('role_grant').where('role_id', '=', id).execute();
  const result = await company.delete('role').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Grants of a role, in one project or (without projectId) in all, sorted by view. */
export async function grantsOf(
  db: Kysely<Database>,
  scope: AccessScope,
  roleId: number,
  projectId?: number,
): Promise<(GrantRow & { projectId: number })[]> {
  let q = tenant(db, scope)
    .select('role_grant')
    .select(['project_id', 'view', 'functions'])
    .where('role_id', '=', roleId);
  if (projectId !== undefined) q = q.where('project_id', '=', projectId);
  const rows = await q.orderBy('project_id').orderBy('view').execute();
  return rows.map((r) => ({ projectId: r.project_id, view: r.view, functions: parseJson<Fn[]>(r.functions, []) }));
}

/** Replaces every grant of a role in a project. */
export async function replaceGrants(
  db: Kysely<Database>,
  scope: AccessScope,
  roleId: number,
  projectId: number,
  grants: readonly GrantRow[],
): Promise<void> {
  const company = tenant(db, scope);
  await company.delete('role_grant').where('role_id', '=', roleId).where('project_id', '=', projectId).execute();
  if (grants.length === 0) return;
  await company
    .insert(
      'role_grant',
      grants.map((g) => ({
        role_id: roleId,
        project_id: projectId,
        view: g.view,
        functions: JSON.stringify(g.functions),
      })),
    )
    .execute();
}
