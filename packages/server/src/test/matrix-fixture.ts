import { EmployStatus, ObjType } from '@hangar/domain/codes';
import { formatDateTime } from '@hangar/domain/dates';
import { sql } from 'kysely';
import { serverModules } from '../app';
import { insertMembership } from '../modules/company/company.repo';
import { createSession } from '../platform/auth/sessions';
import type { SampleIds } from '../platform/http/module';
import { makeCompany, makeMember, makeUser } from './factories';
import type { TestApp } from './harness';
import type { MatrixWorld } from './matrix-world';

// The security matrix's world: company A (the victim) whose records carry MARKER in their text, and
// company B (the outsider) with its administrator and a member whose role grants nothing. `ids` point at
// A's records; route tables build their `sample` requests from them. A later module adds its records to
// A here (with MARKER in a text field) and their ids under a new key of `ids`.

export const MARKER = 'ZZVICTIM';

/**
 * Carried by A's aircraft and control items only: what the plane-entity view guards (registration data, hours,
 * maintenance). A member of A without that view must never see it (nor the aircraft's hours, FLEET_HOURS).
 */
export const FLEET_MARKER = 'ZZFLEETONLY';
export const FLEET_HOURS = 1234.5;

/** Who calls: a user in a current company and project (the session is created fresh for every call). */
export interface MatrixActor {
  userId: number;
  companyId: number;
  projectId: number;
}

export interface MatrixFixture {
  victim: {
    companyId: number;
    projectId: number;
    admin: MatrixActor;
    /** A member of A whose only role has no grants (reference data only). */
    member: MatrixActor;
    /** Users who are members of A: their platform-wide rows are A's data too. */
    userIds: number[];
  };
  outsider: {
    companyId: number;
    projectId: number;
    admin: MatrixActor;
    /** A member of B whose only role has no grants. */
    member: MatrixActor;
  };
  /**
   * Ids of A's records for `sample(ids)`; also `freePhone` (a registered user of no company), `invitation` (A's
   * pending invitation to another such user) and `sharedUser` (a member of both A and B).
   */
  ids: SampleIds;
}

export const now = () => formatDateTime(new Date(), 'UTC');

export async function buildMatrixFixture(t: TestApp): Promise<MatrixFixture> {
  const db = t.db.kysely;

  // Company A with its administrator.
  const a = await makeCompany(t, { name: `Victim ${MARKER} Airlines`, adminName: `Admin ${MARKER}` });
  await db
    .updateTable('company')
    .set({ short_name: `V${MARKER}`, addr: `Runway ${MARKER}` })
    .where('id', '=', a.companyId)
    .execute();

  const department = await db
    .insertInto('department')
    .values({ company_id: a.companyId, parent: 0, name: `Hangar ${MARKER}`, sorter: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .insertInto('role')
    .values({ company_id: a.companyId, name: `Engineer ${MARKER}`, remark: `Remark ${MARKER}`, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('role_grant')
    .values({
      company_id: a.companyId,
      role_id: role.id,
      project_id: a.projectId,
      view: 'organize-department',
      functions: JSON.stringify(['Add', 'Edit']),
    })
    .execute();

  // A second employee of A, in the department, holding the role.
  const employee = await makeUser(t, { name: `Employee ${MARKER}` });
  const employId = await insertMembership(
    db,
    a.companyId,
    employee.userId,
    { department: department.id, real_name: `Real ${MARKER}`, roleIds: [role.id] },
    now(),
  );
  await db.updateTable('app_user').set({ default_company: a.companyId }).where('id', '=', employee.userId).execute();

  // A's operation log about its department.
  const log = await db
    .insertInto('oper_log')
    .values({
      company_id: a.companyId,
      target_type: ObjType.Department,
      target_id: department.id,
      user_id: a.admin.userId,
      job: 'Add',
      oper_content: JSON.stringify({ name: `Hangar ${MARKER}` }),
      oper_time: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The modules' own records of A (registers, maintenance, files...): each module's `<m>.fixture.ts`, in the
  // order of app.ts (ServerModule.fixture), adds its records and their ids.
  const world: MatrixWorld = { t, companyId: a.companyId, adminUserId: a.admin.userId, now };
  const moduleIds: Record<string, number> = {};
  for (const m of serverModules) {
    if (!m.fixture) continue;
    const { default: contribution } = await m.fixture();
    Object.assign(moduleIds, await contribution.build(world, moduleIds));
  }

  // A member of A without any grant.
  const insider = await makeMember(t, a, [], { name: 'Plain member' });

  // A registered user of no company (Employ/Add invites users by phone).
  const free = await makeUser(t, { name: 'Free agent' });
  // A's pending invitation to another user of no company (Employ/Accept and Decline name it): only that user
  // may answer it, and nobody else learns of it.
  const invitee = await makeUser(t, { name: 'Invitee' });
  const invitation = await db
    .insertInto('employ')
    .values({
      company_id: a.companyId,
      user_id: invitee.userId,
      department: department.id,
      real_name: `Invited ${MARKER}`,
      is_admin: 0,
      locked: 0,
      created_at: now(),
      status: EmployStatus.Pending,
      invite_phone: invitee.phone,
      invited_by: a.admin.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // Company B: its administrator and a member without any grant.
  const b = await makeCompany(t, { name: 'Outsider Aviation', adminName: 'Outsider admin' });
  const member = await makeMember(t, b, [], { name: 'Outsider member' });

  // A user of both companies (users are platform-wide and may join several). Their user row is A's data as
  // much as B's: neither company's administrator may change it for the other. No MARKER here, since B
  // rightly sees its own member.
  const shared = await makeUser(t, { name: 'Shared pilot' });
  for (const companyId of [a.companyId, b.companyId]) {
    await insertMembership(db, companyId, shared.userId, {}, now());
  }

  return {
    victim: {
      companyId: a.companyId,
      projectId: a.projectId,
      admin: { userId: a.admin.userId, companyId: a.companyId, projectId: a.projectId },
      member: { userId: insider.userId, companyId: a.companyId, projectId: a.projectId },
      userIds: [a.admin.userId, employee.userId, shared.userId, insider.userId],
    },
    outsider: {
      companyId: b.companyId,
      projectId: b.projectId,
      admin: { userId: b.admin.userId, companyId: b.companyId, projectId: b.projectId },
      member: { userId: member.userId, companyId: b.companyId, projectId: b.projectId },
    },
    ids: {
      company: a.companyId,
      project: a.projectId,
      department: department.id,
      role: role.id,
      employ: employId,
      user: employee.userId,
      adminUser: a.admin.userId,
      adminPhone: Number(a.admin.phone),
      operLog: log.id,
      freePhone: Number(free.phone),
      invitation: invitation.id,
      sharedUser: shared.userId,
      ...moduleIds,
    },
  };
}

/**
 * A new session for the actor. Every matrix call gets its own, so that calls ending sessions (sign-out,
 * password change, lock) cannot disturb the next ones.
 */
export async function tokenFor(t: TestApp, actor: MatrixActor): Promise<string> {
  const { token } = await createSession(t.db.kysely, actor.userId, actor.companyId, actor.projectId);
  return token;
}

export type Snapshot = Record<string, unknown[]>;

/**
 * Every row of a company: all rows of every table with a company_id column (found by introspection, so that
 * later tables are covered), the company's own row and its members' user rows. Sessions are left out.
 */
export async function snapshotCompany(t: TestApp, companyId: number, userIds: readonly number[]): Promise<Snapshot> {
  const db = t.db.kysely;
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && table.name !== 'session')
    .filter((table) => table.columns.some((column) => column.name === 'company_id'))
    .map((table) => table.name)
    .sort();
  const out: Snapshot = {};
  const sorted = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).sort();
  for (const name of tables) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(name)} where company_id = ${companyId}`.execute(db);
    out[name] = sorted(rows);
  }
  // Rows of the shared catalogue that the company owns (models it manages, their items): each module says.
  for (const m of serverModules) {
    const contribution = m.fixture ? (await m.fixture()).default : undefined;
    for (const [name, rows] of Object.entries((await contribution?.snapshot?.(db, companyId)) ?? {})) {
      out[name] = sorted(rows);
    }
  }
  out['company (own row)'] = sorted(await db.selectFrom('company').selectAll().where('id', '=', companyId).execute());
  out['app_user (members)'] = sorted(
    userIds.length === 0
      ? []
      : await db
          .selectFrom('app_user')
          .selectAll()
          .where('id', 'in', [...userIds])
          .execute(),
  );
  return out;
}

/** The tables snapshotCompany reads by introspection (for the matrix's own sanity check). */
export async function tenantTables(t: TestApp): Promise<string[]> {
  return Object.keys(await snapshotCompany(t, 0, [])).filter((name) => !name.includes(' '));
}
