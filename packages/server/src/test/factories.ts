import { formatDateTime } from '@hangar/domain/dates';
import { insertUser } from '../bootstrap';
import { insertCompanyWithAdmin, insertMembership } from '../modules/company/company.repo';
import { ADMIN_PASSWORD, ADMIN_PHONE, signIn, type TestApp } from './harness';

// Factories: rows built through the same repository functions the app uses, parents created when missing.

let phoneSeq = 0;
/** A fresh mainland mobile number, unique within the test run. */
export function nextPhone(): string {
  phoneSeq++;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

export const PASSWORD = 'secret-pass';

const now = () => formatDateTime(new Date(), 'UTC');

export interface Actor {
  userId: number;
  phone: string;
  token: string;
  companyId: number | null;
}

export async function makeUser(t: TestApp, input: { phone?: string; name?: string; password?: string } = {}) {
  const phone = input.phone ?? nextPhone();
  const userId = await insertUser(
    t.db.kysely,
    { phone, name: input.name ?? `User ${phone}`, password: input.password ?? PASSWORD },
    now(),
  );
  return { userId, phone };
}

/** A company with its administrator, signed in. */
export async function makeCompany(t: TestApp, input: { name?: string; adminName?: string } = {}) {
  const admin = await makeUser(t, { name: input.adminName });
  const name = input.name ?? `Company ${admin.phone}`;
  const { companyId, projectId } = await insertCompanyWithAdmin(
    t.db.kysely,
    { name, systemName: `${name} MRO` },
    admin.userId,
    now(),
  );
  await t.db.kysely
    .updateTable('app_user')
    .set({ default_company: companyId })
    .where('id', '=', admin.userId)
    .execute();
  const token = await signIn(t, admin.phone, PASSWORD);
  return { companyId, projectId, name, admin: { ...admin, token, companyId } satisfies Actor };
}

export interface Grant {
  view: string;
  functions: string[];
}

/** A member of a company holding one role with the given grants, signed in. */
export async function makeMember(
  t: TestApp,
  company: { companyId: number; projectId: number },
  grants: Grant[],
  input: { name?: string } = {},
): Promise<Actor & { employId: number; roleId: number }> {
  const user = await makeUser(t, input);
  const db = t.db.kysely;
  const role = await db
    .insertInto('role')
    .values({ company_id: company.companyId, name: `Role ${user.phone}`, remark: null, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const g of grants) {
    await db
      .insertInto('role_grant')
      .values({
        company_id: company.companyId,
        role_id: role.id,
        project_id: company.projectId,
        view: g.view,
        functions: JSON.stringify(g.functions),
      })
      .execute();
  }
  const employId = await insertMembership(
    db,
    company.companyId,
    user.userId,
    { real_name: input.name ?? null, roleIds: [role.id] },
    now(),
  );
  await db.updateTable('app_user').set({ default_company: company.companyId }).where('id', '=', user.userId).execute();
  const token = await signIn(t, user.phone, PASSWORD);
  return { ...user, token, companyId: company.companyId, employId, roleId: role.id };
}

/** The platform administrator created at first start (company 10000). */
export async function platformAdmin(t: TestApp): Promise<Actor> {
  const token = await signIn(t, ADMIN_PHONE, ADMIN_PASSWORD);
  const user = await t.db.kysely
    .selectFrom('app_user')
    .select('id')
    .where('phone', '=', ADMIN_PHONE)
    .executeTakeFirstOrThrow();
  return { userId: user.id, phone: ADMIN_PHONE, token, companyId: 10000 };
}

let deptSeq = 0;
let roleSeq = 0;

/** A department of a company (top level unless a parent is given). */
export async function makeDepartment(
  t: TestApp,
  company: { companyId: number },
  input: { name?: string; parent?: number; sorter?: number } = {},
): Promise<{ id: number; name: string }> {
  deptSeq++;
  const name = input.name ?? `Department ${deptSeq}`;
  const row = await t.db.kysely
    .insertInto('department')
    .values({ company_id: company.companyId, name, parent: input.parent ?? 0, sorter: input.sorter ?? deptSeq })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}
/** A role of a company with grants in the company's project. */
export async function makeRole(
  t: TestApp,
  company: { companyId: number; projectId: number },
  input: { name?: string; grants?: Grant[] } = {},
): Promise<{ id: number; name: string }> {
  roleSeq++;
  const db = t.db.kysely;
  const name = input.name ?? `Role ${roleSeq}`;
  const role = await db
    .insertInto('role')
    .values({ company_id: company.companyId, name, remark: null, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const g of input.grants ?? []) {
    await db
      .insertInto('role_grant')
      .values({
        company_id: company.companyId,
        role_id: role.id,
        project_id: company.projectId,
        view: g.view,
        functions: JSON.stringify(g.functions),
      })
      .execute();
  }
  return { id: role.id, name };
}
/** Operation-log rows of a company (newest first), optionally of one target. */
export function logRows(t: TestApp, companyId: number, target: { targetType?: number; targetId?: number } = {}) {
  let q = t.db.kysely.selectFrom('oper_log').selectAll().where('company_id', '=', companyId);
  if (target.targetType !== undefined) q = q.where('target_type', '=', target.targetType);
  if (target.targetId !== undefined) q = q.where('target_id', '=', target.targetId);
  return q.orderBy('id', 'desc').execute();
}

/** The number of operation-log rows in the whole database (to show that a failed call wrote none). */
export async function logCount(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('oper_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Status, code and message of an answer, to assert a failure in one line. */
export function failure(res: { statusCode: number; json: () => unknown }) {
  const body = res.json() as { code?: string; msg?: string };
  return { status: res.statusCode, code: body.code, msg: body.msg };
}

let modelSeq = 0;
let planeSeq = 0;

/** An aircraft model of the shared catalogue, managed by company 10000 unless `manager` is given. */
export async function makeModel(
  t: TestApp,
  input: { manager?: number; name?: string } = {},
): Promise<{ id: number; name: string; manager: number }> {
  modelSeq++;
  const name = input.name ?? `Model ${modelSeq}`;
  const manager = input.manager ?? 10000;
  const row = await t.db.kysely
    .insertInto('plane_model')
    .values({ manager, name, created_at: now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name, manager };
}

/** An aircraft of a company; the tail number defaults to a fresh B-xxxx. */
export async function makePlane(
  t: TestApp,
  companyId: number,
  input: { modelId: number; name?: string; allFlyHours?: number },
): Promise<{ id: number; name: string }> {
  planeSeq++;
  const name = input.name ?? `B-${String(9000 + planeSeq)}`;
  const row = await t.db.kysely
    .insertInto('plane_entity')
    .values({
      company_id: companyId,
      name,
      model_id: input.modelId,
      all_fly_hours: input.allFlyHours ?? 0,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}
