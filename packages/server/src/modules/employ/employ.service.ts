import { EmployStatus, ObjType } from '@hangar/domain/codes';
import type { Employee, Invitation } from '@hangar/domain/contracts/organize';
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
import { findCompany } from '../company';
import { findDepartment } from '../department';
import { existingRoleIds } from '../role';
import { findUserById, findUserByPhone } from '../user';
import {
  answerInvitation,
  deleteEmploy,
  type EmployeeRow,
  findEmployee,
  findInvitationTarget,
  findPendingInvitation,
  insertInvitation,
  pendingInvitationsOf,
  queryEmployees,
  renewInvitation,
  rolesOf,
  savePrimaryLicence,
  setRoles,
  updateEmploy,
} from './employ.repo';

// Memberships of users in the current company, with department and roles. Users exist platform-wide
// (identified by phone); a company invites a phone, the invited user accepts (or declines) in their own
// context, and the company edits and removes memberships (removing a pending invitation withdraws it).

/** API shape of an employee (reference data: pid and realName are what pickers show). */
export function toEmployee(row: EmployeeRow, roleIds: number[]): Employee {
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
    licenceNo: row.licence_no,
    licenceType: row.licence_type,
    licenceExpire: row.licence_expire,
    status: row.status,
  };
}

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

/** The name the log gives a membership: the company's name for the person, else theirs, else the phone. */
const displayName = (e: Employee) => e.realName ?? e.name ?? e.phone;

function auditShape(e: Employee) {
  return {
    department: e.department,
    realName: e.realName,
    isAdmin: e.isAdmin,
    roleIds: e.roleIds,
    licenceNo: e.licenceNo,
    licenceType: e.licenceType,
    licenceExpire: e.licenceExpire,
  };
}

/**
 * Employ/Add: invites a phone. The answer, the log row and what the company sees afterwards are the same
 * whether or not the phone has an account (no phone-existence oracle): an invitation to a phone without one
 * waits for whoever registers with it. A declined invitation may be sent again.
 */
export async function addEmploy(ctx: Ctx<z.output<typeof EmployAddInput>>) {
  const { db, scope, body } = ctx;
  const user = await findUserByPhone(db, body.phone);
  const existing = await findInvitationTarget(db, scope, user?.id ?? null, body.phone);
  if (existing?.status === EmployStatus.Active) throw new AppError('CONFLICT', 'employ.exists');
  if (existing?.status === EmployStatus.Pending) throw new AppError('CONFLICT', 'employ.invited');
  const department = body.department ?? null;
  const roleIds = unique(body.roleIds);
  await checkLinks(db, scope, department, roleIds);
  const invitation = { userId: user?.id ?? null, phone: body.phone, department, realName: body.realName ?? null };
  const now = formatDateTime(new Date(), ctx.deps.config.timeZone);
  let id: number;
  if (existing) {
    if (!(await renewInvitation(db, scope, existing.id, invitation, now))) throw notFound();
    id = existing.id;
  } else {
    id = await insertInvitation(db, scope, invitation, now);
  }
  await setRoles(db, scope, id, roleIds);
  const created = await loadEmployee(db, scope, id);
  await ctx.audit({
    targetType: ObjType.Employ,
    targetId: id,
    name: created.realName ?? created.phone,
    changes: diff<Record<string, unknown>>(
      {},
      { phone: created.phone, ...auditShape(created), status: created.status },
    ),
  });
  ctx.changed('employ', [id]);
  return created;
}

/** The caller's pending invitations (any signed-in user, with or without a company). */
export async function listInvitations(db: Kysely<Database>, scope: AccessScope) {
  const rows = await pendingInvitationsOf(db, scope.userId);
  const items = rows.map(
    (r): Invitation => ({
      id: r.id,
      companyId: r.company_id,
      companyName: r.company_name,
      invitedBy: r.invited_by,
      invitedAt: r.created_at,
    }),
  );
  return { items, totalItems: items.length };
}

/**
 * Accepts or declines one of the caller's invitations. The change is the inviting company's record, so it is
 * logged there (by the invited user) and announced to that company's screens.
 */
export async function answerEmploy(ctx: Ctx<z.output<typeof IdInput>>, accept: boolean) {
  const { db, scope, body } = ctx;
  const invitation = await findPendingInvitation(db, scope.userId, body.id);
  if (!invitation) throw new AppError('NOT_FOUND', 'invitation.notFound');
  const companyId = invitation.company_id;
  if (accept) {
    const user = await findUserById(db, scope.userId);
    if (!user) throw new AppError('AUTH_EXPIRED', 'auth.expired');
    const realName = invitation.real_name ?? user.real_name ?? user.name;
    if (!(await answerInvitation(db, companyId, scope.userId, body.id, { status: EmployStatus.Active, realName }))) {
      throw new AppError('NOT_FOUND', 'invitation.notFound');
    }
    await ctx.audit({
      targetType: ObjType.Employ,
      targetId: body.id,
      name: realName,
      companyId,
      changes: {
        pid: [null, user.id],
        ...diff({ realName: invitation.real_name }, { realName }),
        status: [EmployStatus.Pending, EmployStatus.Active],
      },
    });
  } else {
    if (!(await answerInvitation(db, companyId, scope.userId, body.id, { status: EmployStatus.Declined }))) {
      throw new AppError('NOT_FOUND', 'invitation.notFound');
    }
    await ctx.audit({
      targetType: ObjType.Employ,
      targetId: body.id,
      name: invitation.real_name ?? invitation.invite_phone ?? String(body.id),
      companyId,
      changes: { status: [EmployStatus.Pending, EmployStatus.Declined] },
    });
  }
  ctx.changed('employ', [body.id], companyId);
  return { id: body.id, companyId, companyName: invitation.company_name };
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
  const licence = {
    licence_no: body.licenceNo === undefined ? before.licenceNo : body.licenceNo,
    licence_type: body.licenceType === undefined ? before.licenceType : body.licenceType,
    licence_expire: body.licenceExpire === undefined ? before.licenceExpire : body.licenceExpire,
  };
  const licenceChanged =
    licence.licence_no !== before.licenceNo ||
    licence.licence_type !== before.licenceType ||
    licence.licence_expire?.slice(0, 10) !== before.licenceExpire?.slice(0, 10);
  // A licence is a member's (qual_licence holds it by user): an invitation has none until accepted.
  if (licenceChanged && before.pid === null) throw invalid('qual.licencePendingMember', 'licenceNo');
  if (!(await updateEmploy(db, scope, before.id, { department, real_name: realName, is_admin: isAdmin }))) {
    throw notFound();
  }
  if (licenceChanged && before.pid !== null) {
    await savePrimaryLicence(db, scope, before.pid, licence, formatDateTime(new Date(), ctx.deps.config.timeZone));
  }
  await setRoles(db, scope, before.id, roleIds);
  const after = await loadEmployee(db, scope, before.id);
  await ctx.audit({
    targetType: ObjType.Employ,
    targetId: before.id,
    name: displayName(after),
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
  // The removed user's sessions in this company end now rather than at their next request (an invitation,
  // withdrawn this way, has none).
  if (before.pid !== null) await revokeUserSessions(db, before.pid, companyOf(scope));
  await ctx.audit({ targetType: ObjType.Employ, targetId: before.id, name: displayName(before), before });
  ctx.changed('employ', [before.id]);
  return { id: before.id };
}
