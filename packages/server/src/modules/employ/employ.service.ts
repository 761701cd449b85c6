import { ObjType } from '@hangar/domain/codes';
import type { EmployAddInput, EmployUpdateInput, IdInput } from '@hangar/domain/contracts/platform';
import { formatDateTime } from '@hangar/domain/dates';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { revokeUserSessions } from '../../platform/auth/sessions';
import type { Database } from '../../platform/db/schema';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { findCompany } from '../company/company.repo';
import { findDepartment } from '../department/department.repo';
import { existingRoleIds } from '../role/role.repo';
import { findUserByPhone } from '../user/user.repo';
import {
  deleteEmploy,
  type EmployeeRow,
  findEmployee,
  findMember,
  insertEmploy,
  queryEmployees,
  rolesOf,
  setRoles,
  updateEmploy,
} from './employ.repo';

// Memberships of users in the current company, with department and roles. Users exist platform-wide
// (identified by phone); a company adds an existing user, edits the membership, and removes it.

/** API shape of an employee (reference data: pid and realName are what pickers show). */
export function toEmployee(row: EmployeeRow, roleIds: number[]) {
  return {
    id: row.id,
    pid: row.user_id,
    phone: row.phone,
    name: row.name,
    realName: row.real_name,
    department: row.department,
    roleIds,
    isAdmin: row.is_admin,
    locked: row.locked,
  };
}
export type Employee = ReturnType<typeof toEmployee>;

export async function listEmployees(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const page = await queryEmployees(db, scope, payload);
  const roles = await rolesOf(
    db,
    scope,
    page.items.map((r) => r.id),
  );
  return { items: page.items.map((r) => toEmployee(r, roles.get(r.id) ?? [])), totalItems: page.totalItems };
}

export async function loadEmployee(db: Kysely<Database>, scope: AccessScope, id: number): Promise<Employee> {
  const row = await findEmployee(db, scope, id);
  if (!row) throw notFound();
  const roles = await rolesOf(db, scope, [row.id]);
  return toEmployee(row, roles.get(row.id) ?? []);
}

/** Department and roles of a membership must be the company's own. */
async function checkLinks(db: Kysely<Database>, scope: AccessScope, department: number | null, roleIds: number[]) {
  if (department !== null && !(await findDepartment(db, scope, department))) {
    throw invalid('employ.badDepartment', 'department');
  }
  const found = await existingRoleIds(db, scope, roleIds);
  if (roleIds.some((id) => !found.has(id))) throw invalid('employ.badRole', 'roleIds');
}

/** The user who created the company: always its administrator, never removed or locked. */
export async function ownerOf(db: Kysely<Database>, scope: AccessScope): Promise<number | null> {
  const company = await findCompany(db, companyOf(scope));
  return company?.admin ?? null;
}

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

function auditShape(e: Employee) {
  return { department: e.department, realName: e.realName, isAdmin: e.isAdmin, roleIds: e.roleIds };
}

export async function addEmploy(ctx: Ctx<z.output<typeof EmployAddInput>>) {
  const { db, scope, body } = ctx;
  const user = await findUserByPhone(db, body.phone);
  if (!user) throw new AppError('NOT_FOUND', 'user.notFound');
  if (await findMember(db, scope, user.id)) throw new AppError('CONFLICT', 'employ.exists');
  const department = body.department ?? null;
  const roleIds = unique(body.roleIds);
  await checkLinks(db, scope, department, roleIds);
  const values = { department, real_name: body.realName ?? user.real_name ?? user.name, is_admin: 0 };
  const id = await insertEmploy(db, scope, user.id, values, formatDateTime(new Date(), ctx.deps.config.timeZone));
  await setRoles(db, scope, id, roleIds);
  const created = await loadEmployee(db, scope, id);
  await ctx.audit({
    targetType: ObjType.Employ,
    targetId: id,
    name: created.realName ?? created.name,
    changes: diff<Record<string, unknown>>({}, { pid: user.id, phone: user.phone, ...auditShape(created) }),
  });
  ctx.changed('employ', [id]);
  return created;
}

export async function changeEmploy(ctx: Ctx<z.output<typeof EmployUpdateInput>>) {
  const { db, scope, body } = ctx;
  const before = await loadEmployee(db, scope, body.id);
  const isAdmin = body.isAdmin ?? before.isAdmin;
  // Administrator rights, and administrators' memberships, are changed by administrators only: otherwise
  // holding organize-employ would be a way to become (or disarm) an administrator.
  if ((isAdmin !== before.isAdmin || before.isAdmin === 1) && !scope.isAdmin) {
    throw new AppError('FORBIDDEN', 'employ.adminOnly');
  }
  if (isAdmin === 0 && before.pid === (await ownerOf(db, scope))) throw rule('employ.ownerStaysAdmin');
  const department = body.department === undefined ? before.department : body.department;
  const roleIds = unique(body.roleIds);
  await checkLinks(db, scope, department, roleIds);
  const realName = body.realName === undefined ? before.realName : body.realName;
  if (!(await updateEmploy(db, scope, before.id, { department, real_name: realName, is_admin: isAdmin }))) {
    throw notFound();
  }
  await setRoles(db, scope, before.id, roleIds);
  const after = await loadEmployee(db, scope, before.id);
  await ctx.audit({
    targetType: ObjType.Employ,
    targetId: before.id,
    name: after.realName ?? after.name,
    changes: diff(auditShape(before), auditShape(after)),
  });
  ctx.changed('employ', [before.id]);
  return after;
}

export async function removeEmploy(ctx: Ctx<z.output<typeof IdInput>>) {
  const { db, scope, body } = ctx;
  const before = await loadEmployee(db, scope, body.id);
  if (before.pid === (await ownerOf(db, scope))) throw rule('employ.cannotRemoveOwner');
  if (before.isAdmin === 1 && !scope.isAdmin) throw new AppError('FORBIDDEN', 'employ.adminOnly');
  if (!(await deleteEmploy(db, scope, before.id))) throw notFound();
  // The removed user's sessions in this company end now rather than at their next request.
  await revokeUserSessions(db, before.pid, companyOf(scope));
  await ctx.audit({ targetType: ObjType.Employ, targetId: before.id, name: before.realName ?? before.name, before });
  ctx.changed('employ', [before.id]);
  return { id: before.id };
}
