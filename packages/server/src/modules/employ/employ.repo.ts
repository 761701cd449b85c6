import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL on `employ` (memberships) and `employ_role` (their roles), always within the caller's
// current company: an employ or user id of another company reads as absent and writes nothing.

export const employFields: FieldMap = {
  id: { column: 'employ.id', type: 'number' },
  pid: { column: 'employ.user_id', type: 'number' },
  phone: { column: 'app_user.phone', type: 'text' },
  name: { column: 'app_user.name', type: 'text' },
  realName: { column: 'employ.real_name', type: 'text' },
  department: { column: 'employ.department', type: 'number' },
  isAdmin: { column: 'employ.is_admin', type: 'bool' },
  locked: { column: 'employ.locked', type: 'bool' },
};

const employeeColumns = [
  'employ.id',
  'employ.user_id',
  'app_user.phone',
  'app_user.name',
  'employ.real_name',
  'employ.department',
  'employ.is_admin',
  'employ.locked',
] as const;

export interface EmployeeRow {
  id: number;
  user_id: number;
  phone: string;
  name: string;
  real_name: string | null;
  department: number | null;
  is_admin: number;
  locked: number;
}

function employees(db: Kysely<Database>) {
  return db.selectFrom('employ').innerJoin('app_user', 'app_user.id', 'employ.user_id');
}

export function queryEmployees(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const companyId = companyOf(scope);
  return runQuery(
    employees(db),
    (q) => q.select(employeeColumns),
    {
      fields: employFields,
      tenant: sql`employ.company_id = ${companyId}`,
      defaultSort: { field: 'id', order: 'asc' },
      idColumn: 'employ.id',
    },
    payload,
  );
}

/** A membership of the caller's company by employ id. */
export function findEmployee(db: Kysely<Database>, scope: AccessScope, id: number): Promise<EmployeeRow | undefined> {
  return employees(db)
    .select(employeeColumns)
    .where('employ.id', '=', id)
    .where('employ.company_id', '=', companyOf(scope))
    .executeTakeFirst();
}

/** A membership of the caller's company by user id. */
export function findMember(db: Kysely<Database>, scope: AccessScope, userId: number): Promise<EmployeeRow | undefined> {
  return employees(db)
    .select(employeeColumns)
    .where('employ.user_id', '=', userId)
    .where('employ.company_id', '=', companyOf(scope))
    .executeTakeFirst();
}

/** Role ids per employ id, for the given memberships of the caller's company. */
export async function rolesOf(
  db: Kysely<Database>,
  scope: AccessScope,
  employIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (employIds.length === 0) return out;
  const rows = await db
    .selectFrom('employ_role')
    .select(['employ_id', 'role_id'])
    .where('company_id', '=', companyOf(scope))
    .where('employ_id', 'in', [...employIds])
    .orderBy('role_id')
    .execute();
  for (const r of rows) out.set(r.employ_id, [...(out.get(r.employ_id) ?? []), r.role_id]);
  return out;
}

export interface EmployValues {
  department: number | null;
  real_name: string | null;
  is_admin: number;
}

/**
 * Adds a user to a company, with roles. The company is named explicitly: for company creation, the first
 * start, the demo data and test factories. Endpoints call insertEmploy, which takes it from the scope.
 */
export async function insertMembership(
  db: Kysely<Database>,
  companyId: number,
  userId: number,
  values: Partial<EmployValues> & { roleIds?: readonly number[] },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('employ')
    .values({
      company_id: companyId,
      user_id: userId,
      department: values.department ?? null,
      real_name: values.real_name ?? null,
      is_admin: values.is_admin ?? 0,
      locked: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.roleIds && values.roleIds.length > 0) {
    await db
      .insertInto('employ_role')
      .values(values.roleIds.map((roleId) => ({ company_id: companyId, employ_id: row.id, role_id: roleId })))
      .execute();
  }
  return row.id;
}

export function insertEmploy(
  db: Kysely<Database>,
  scope: AccessScope,
  userId: number,
  values: EmployValues,
  now: string,
): Promise<number> {
  return insertMembership(db, companyOf(scope), userId, values, now);
}

export async function updateEmploy(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
  values: EmployValues,
): Promise<boolean> {
  const result = await db
    .updateTable('employ')
    .set(values)
    .where('id', '=', id)
    .where('company_id', '=', companyOf(scope))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setLocked(db: Kysely<Database>, scope: AccessScope, id: number, locked: 0 | 1) {
  const result = await db
    .updateTable('employ')
    .set({ locked })
    .where('id', '=', id)
    .where('company_id', '=', companyOf(scope))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces the roles of a membership. The caller has checked that the roles are the company's. */
export async function setRoles(db: Kysely<Database>, scope: AccessScope, employId: number, roleIds: readonly number[]) {
  const companyId = companyOf(scope);
  await db.deleteFrom('employ_role').where('employ_id', '=', employId).where('company_id', '=', companyId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('employ_role')
    .values(roleIds.map((roleId) => ({ company_id: companyId, employ_id: employId, role_id: roleId })))
    .execute();
}

export async function deleteEmploy(db: Kysely<Database>, scope: AccessScope, id: number): Promise<boolean> {
  const companyId = companyOf(scope);
  await db.deleteFrom('employ_role').where('employ_id', '=', id).where('company_id', '=', companyId).execute();
  const result = await db
    .deleteFrom('employ')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function hasEmployeesIn(db: Kysely<Database>, scope: AccessScope, departmentId: number) {
  const row = await db
    .selectFrom('employ')
    .select('id')
    .where('department', '=', departmentId)
    .where('company_id', '=', companyOf(scope))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isRoleAssigned(db: Kysely<Database>, scope: AccessScope, roleId: number) {
  const row = await db
    .selectFrom('employ_role')
    .select('id')
    .where('role_id', '=', roleId)
    .where('company_id', '=', companyOf(scope))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
