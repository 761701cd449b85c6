import { EmployStatus } from '@hangar/domain/codes';
import { Employ } from '@hangar/domain/contracts/organize';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { type Owner, shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `employ` (memberships and invitations) and `employ_role` (their roles). The company side
// always works within the caller's current company: an employ or user id of another company reads as absent
// and writes nothing. The invitee side (an invitation's own user) works within the caller's own invitations.
//
// A membership is an invitation until its user accepts it (EmployStatus). Until then the company sees only
// the phone it invited: the `employee` view below joins the user's row for active memberships alone, so no
// answer, filter or sort of the company side can reach the name, the user id or anything else of a person
// who has not accepted (nor tell whether the phone has an account at all).
//
// A member's certifying licence is their primary maintenance licence in `qual_licence` (issue 34): the view
// joins it, and Employ/Update writes it here (primaryLicence, savePrimaryLicence).

export const employFields = fieldMapOf(Employ, 'employee');

const employeeColumns = [
  'employee.id',
  'employee.user_id',
  'employee.phone',
  'employee.name',
  'employee.real_name',
  'employee.department',
  'employee.is_admin',
  'employee.locked',
  'employee.status',
  'employee.licence_no',
  'employee.licence_type',
  'employee.licence_expire',
  'employee.created_at',
] as const;

export interface EmployeeRow {
  id: number;
  /** Null until the invitation is accepted. */
  user_id: number | null;
  /** The user's phone; the invited phone until the invitation is accepted. */
  phone: string;
  /** Null until the invitation is accepted. */
  name: string | null;
  real_name: string | null;
  department: number | null;
  is_admin: number;
  locked: number;
  status: number;
  licence_no: string | null;
  licence_type: string | null;
  licence_expire: string | null;
  created_at: string;
}

/**
 * A member's primary maintenance licence (issue 34: licences live in `qual_licence`): the valid one expiring last,
 * else the one that expired last — the one whose expiry is latest, one that never expires first. Employ answers it
 * as the membership's licenceNo / licenceType / licenceExpire, Employ/Update writes it, a sign-off checks it.
 * `user`: a user id, or the employees view's own user column (a correlated subquery).
 */
function primaryLicence(db: Kysely<Database>, owner: Owner, user: number | 'app_user.id') {
  return tenant(db, owner)
    .select('qual_licence as q')
    .where('q.kind', '=', 'maintenance')
    .where(user === 'app_user.id' ? sql<SqlBool>`q.user_id = app_user.id` : sql<SqlBool>`q.user_id = ${user}`)
    .orderBy(sql`case when q.expires is null then 0 else 1 end`)
    .orderBy('q.expires', 'desc')
    .orderBy('q.id', 'desc')
    .limit(1);
}

/** A member's primary maintenance licence (primaryLicence), or undefined. */
export function primaryLicenceOf(db: Kysely<Database>, owner: Owner, userId: number) {
  return primaryLicence(db, owner, userId)
    .select(['q.id', 'q.licence_no', 'q.licence_type', 'q.expires'])
    .executeTakeFirst();
}

/** Memberships as the company sees them: the user's own data for active memberships only. */
function employees(db: Kysely<Database>, owner: Owner) {
  const view = tenant(db, owner)
    .select('employ')
    .leftJoin('app_user', (join) =>
      join.onRef('app_user.id', '=', 'employ.user_id').on('employ.status', '=', EmployStatus.Active),
    )
    // tenant: the member's primary maintenance licence, of the same company (primaryLicence).
    .leftJoin('qual_licence as lic', (join) =>
      join.on('lic.id', '=', primaryLicence(db, owner, 'app_user.id').select('q.id')),
    )
    .select([
      'employ.id',
      'employ.company_id',
      'app_user.id as user_id',
      sql<string>`coalesce(app_user.phone, employ.invite_phone)`.as('phone'),
      'app_user.name',
      'employ.real_name',
      'employ.department',
      'employ.is_admin',
      'employ.locked',
      'employ.status',
      'lic.licence_no',
      sql<string | null>`nullif(lic.licence_type, '')`.as('licence_type'),
      'lic.expires as licence_expire',
      'employ.created_at',
    ]);
  return db.selectFrom(view.as('employee'));
}

export function queryEmployees(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  return runQuery(
    employees(db, scope),
    (q) => q.select(employeeColumns),
    {
      fields: employFields,
      // The view is scoped (employees()).
      tenant: null,
      defaultSort: { field: 'id', order: 'asc' },
      idColumn: 'employee.id',
    },
    payload,
  );
}

/** A membership or invitation of the caller's company by employ id. */
export function findEmployee(db: Kysely<Database>, scope: AccessScope, id: number): Promise<EmployeeRow | undefined> {
  return employees(db, scope).select(employeeColumns).where('employee.id', '=', id).executeTakeFirst();
}

/** An active membership of the caller's company by user id (an invitation has no user id to the company). */
export function findMember(db: Kysely<Database>, scope: AccessScope, userId: number): Promise<EmployeeRow | undefined> {
  return employees(db, scope).select(employeeColumns).where('employee.user_id', '=', userId).executeTakeFirst();
}

/** A user's own real name (their account's): a signer's name when the company has not named the member. */
export async function ownRealName(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await shared(db).select('app_user').select('real_name').where('id', '=', userId).executeTakeFirst();
  return row?.real_name || null;
}

/**
 * The row of the caller's company for a person, whatever its state: the user's row when the phone has an
 * account, else an invitation still held by that phone. For Employ/Add only (it decides between "already
 * there" and a new or renewed invitation), never answered as is.
 */
export function findInvitationTarget(db: Kysely<Database>, scope: AccessScope, userId: number | null, phone: string) {
  return tenant(db, scope)
    .select('employ')
    .select(['id', 'status'])
    .where((eb) =>
      userId === null
        ? eb.and([eb('user_id', 'is', null), eb('invite_phone', '=', phone)])
        : eb('user_id', '=', userId),
    )
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
  const rows = await tenant(db, scope)
    .select('employ_role')
    .select(['employ_id', 'role_id'])
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

/** A membership's licence as Employ/Update writes it: number, type, expiry (`YYYY-MM-DD…` or null). */
export interface LicenceValues {
  licence_no: string | null;
  licence_type: string | null;
  licence_expire: string | null;
}

/**
 * Writes an active member's primary maintenance licence (primaryLicence): changes it, or adds one when the member
 * has none (issued `now`); a null number deletes it. The member's other licences stay.
 */
export async function savePrimaryLicence(
  db: Kysely<Database>,
  scope: AccessScope,
  userId: number,
  values: LicenceValues,
  now: string,
): Promise<void> {
  const company = tenant(db, scope);
  const primary = await primaryLicenceOf(db, scope, userId);
  if (values.licence_no === null) {
    if (primary) await company.delete('qual_licence').where('id', '=', primary.id).execute();
    return;
  }
  const row = {
    licence_no: values.licence_no,
    licence_type: values.licence_type ?? '',
    expires: values.licence_expire,
  };
  if (primary) {
    await company.update('qual_licence').set(row).where('id', '=', primary.id).execute();
    return;
  }
  await company
    .insert('qual_licence', [
      {
        user_id: userId,
        kind: 'maintenance',
        ...row,
        categories: '[]',
        authority: null,
        issued: `${now.slice(0, 10)} 00:00:00`,
        ratings: '[]',
        instrument: 0,
        instructor: 0,
        files: '[]',
        remarks: null,
        created_by: scope.userId,
        created_at: now,
      },
    ])
    .execute();
}

export interface Invitation {
  /** The invited account, or null when no account holds the phone (yet). */
  userId: number | null;
  phone: string;
  department: number | null;
  /** The name the company gives the person; the person's own names stay hidden until accepted. */
  realName: string | null;
}

/** A pending invitation of the caller's company, sent by the caller. */
export async function insertInvitation(
  db: Kysely<Database>,
  scope: AccessScope,
  invitation: Invitation,
  now: string,
): Promise<number> {
  const row = await tenant(db, scope)
    .insert('employ', [
      {
        user_id: invitation.userId,
        department: invitation.department,
        real_name: invitation.realName,
        is_admin: 0,
        locked: 0,
        created_at: now,
        status: EmployStatus.Pending,
        invite_phone: invitation.phone,
        invited_by: scope.userId,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sends a declined invitation again (pending, from the caller, now), with new department and name. */
export async function renewInvitation(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
  invitation: Invitation,
  now: string,
): Promise<boolean> {
  const result = await tenant(db, scope)
    .update('employ')
    .set({
      status: EmployStatus.Pending,
      department: invitation.department,
      real_name: invitation.realName,
      is_admin: 0,
      locked: 0,
      created_at: now,
      invite_phone: invitation.phone,
      invited_by: scope.userId,
    })
    .where('id', '=', id)
    .where('status', '=', EmployStatus.Declined)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The caller's pending invitations with the inviting company and who sent them, oldest first. */
export function pendingInvitationsOf(db: Kysely<Database>, userId: number) {
  return (
    shared(db)
      .select('company')
      // tenant: the caller's own invitations, in whichever company sent them (the invitee's side).
      .innerJoin('employ', 'employ.company_id', 'company.id')
      .leftJoin('app_user as inviter', 'inviter.id', 'employ.invited_by')
      // tenant: the inviter's membership in the same (inviting) company, for the name it gives them.
      .leftJoin('employ as inviter_employ', (join) =>
        join
          .onRef('inviter_employ.company_id', '=', 'employ.company_id')
          .onRef('inviter_employ.user_id', '=', 'employ.invited_by'),
      )
      .select([
        'employ.id',
        'employ.company_id',
        'company.name as company_name',
        sql<string | null>`coalesce(inviter_employ.real_name, inviter.name)`.as('invited_by'),
        'employ.created_at',
      ])
      .where('employ.user_id', '=', userId)
      .where('employ.status', '=', EmployStatus.Pending)
      .orderBy('employ.id', 'asc')
      .execute()
  );
}

/** One of the caller's pending invitations. */
export function findPendingInvitation(db: Kysely<Database>, userId: number, id: number) {
  return (
    shared(db)
      .select('company')
      // tenant: one of the caller's own invitations, in whichever company sent it (the invitee's side).
      .innerJoin('employ', 'employ.company_id', 'company.id')
      .select([
        'employ.id',
        'employ.company_id',
        'company.name as company_name',
        'employ.real_name',
        'employ.invite_phone',
      ])
      .where('employ.id', '=', id)
      .where('employ.user_id', '=', userId)
      .where('employ.status', '=', EmployStatus.Pending)
      .executeTakeFirst()
  );
}

/**
 * Accepts or declines one of the caller's pending invitations (of `companyId`, the inviting company); false when
 * it is not (or no longer) pending.
 */
export async function answerInvitation(
  db: Kysely<Database>,
  companyId: number,
  userId: number,
  id: number,
  answer: { status: typeof EmployStatus.Active; realName: string | null } | { status: typeof EmployStatus.Declined },
): Promise<boolean> {
  const result = await tenant(db, companyId)
    .update('employ')
    .set(
      answer.status === EmployStatus.Active
        ? { status: answer.status, real_name: answer.realName }
        : { status: answer.status },
    )
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', EmployStatus.Pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Gives a new holder of `phone` (a registration, a changed phone) the invitations sent to that phone before
 * an account held it, except in companies where the user already has a row.
 */
export async function claimInvitations(db: Kysely<Database>, userId: number, phone: string): Promise<void> {
  const rowsOf = (where: (q: ReturnType<typeof invitationsFrom>) => ReturnType<typeof invitationsFrom>) =>
    where(invitationsFrom(db)).select(['employ.id', 'employ.company_id']).execute();
  const waiting = await rowsOf((q) =>
    q
      .where('employ.user_id', 'is', null)
      .where('employ.invite_phone', '=', phone)
      .where('employ.status', '=', EmployStatus.Pending),
  );
  if (waiting.length === 0) return;
  const own = new Set((await rowsOf((q) => q.where('employ.user_id', '=', userId))).map((r) => r.company_id));
  for (const invitation of waiting) {
    if (own.has(invitation.company_id)) continue;
    await tenant(db, invitation.company_id)
      .update('employ')
      .set({ user_id: userId })
      .where('id', '=', invitation.id)
      .where('user_id', 'is', null)
      .execute();
  }
}

/** Memberships and invitations of a person in every company (the invitee's side, never a company's view). */
function invitationsFrom(db: Kysely<Database>) {
  // tenant: a person's own rows in whichever company holds them; callers filter by user or invited phone.
  return shared(db).select('company').innerJoin('employ', 'employ.company_id', 'company.id');
}

export async function updateEmploy(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
  values: EmployValues,
): Promise<boolean> {
  const result = await tenant(db, scope).update('employ').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setLocked(db: Kysely<Database>, scope: AccessScope, id: number, locked: 0 | 1) {
  const result = await tenant(db, scope).update('employ').set({ locked }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces the roles of a membership. The caller has checked that the roles are the company's. */
export async function setRoles(db: Kysely<Database>, scope: AccessScope, employId: number, roleIds: readonly number[]) {
  const company = tenant(db, scope);
  await company.delete('employ_role').where('employ_id', '=', employId).execute();
  if (roleIds.length === 0) return;
  await company
    .insert(
      'employ_role',
      roleIds.map((roleId) => ({ employ_id: employId, role_id: roleId })),
    )
    .execute();
}

export async function deleteEmploy(db: Kysely<Database>, scope: AccessScope, id: number): Promise<boolean> {
  const company = tenant(db, scope);
  await company.delete('employ_role').where('employ_id', '=', id).execute();
  const result = await company.delete('employ').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
