import { EmployStatus } from '@hangar/domain/codes';
import { User, type UserRow } from '@hangar/domain/contracts/account';
import { type FileEntry, UserSetting } from '@hangar/domain/contracts/platform';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import { storedExpiryQuery } from '../../platform/auth/licence';
import { parseJson } from '../../platform/db/json';
import { prepared } from '../../platform/db/prepared';
import type { Database, UserTable } from '../../platform/db/schema';
import { owns, shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';
import { systemNameQuery } from '../platform';

// The only SQL on app_user (a platform table: users exist platform-wide) and on memberships as seen from the
// signed-in user.

/** The columns a user's API shape is made of (never the password hash). */
const userColumns = [
  'app_user.id',
  'app_user.account',
  'app_user.phone',
  'app_user.name',
  'app_user.real_name',
  'app_user.sex',
  'app_user.birthday',
  'app_user.is_pilot',
  'app_user.is_repairman',
  'app_user.avatar',
  'app_user.introduction',
] as const;

type PublicColumns =
  | 'id'
  | 'account'
  | 'phone'
  | 'name'
  | 'real_name'
  | 'sex'
  | 'birthday'
  | 'is_pilot'
  | 'is_repairman'
  | 'avatar'
  | 'introduction';

/** API shape of a user (spec platform §3 "User"). */
export function toUser(row: Pick<Selectable<UserTable>, PublicColumns>): UserRow {
  return {
    id: row.id,
    pid: row.id,
    account: row.account,
    phone: row.phone,
    name: row.name,
    realName: row.real_name,
    sex: row.sex,
    birthday: row.birthday,
    isPilot: row.is_pilot,
    isRepairman: row.is_repairman,
    avatar: parseJson<FileEntry[]>(row.avatar, []),
    introduction: row.introduction,
  };
}

/** A user's settings as stored; the defaults when absent or unreadable. */
export function readSetting(text: string | null): UserSetting {
  const parsed = UserSetting.safeParse(parseJson<unknown>(text, {}));
  return parsed.success ? parsed.data : UserSetting.parse({});
}

const userById = prepared((db, p: { id: number }) => shared(db).select('app_user').selectAll().where('id', '=', p.id));

export function findUserById(db: Kysely<Database>, id: number) {
  return userById.executeTakeFirst(db, { id });
}

const userWithPlatformRows = prepared((db, p: { id: number }) =>
  shared(db)
    .select('app_user')
    .selectAll('app_user')
    .select([systemNameQuery(db).as('config_system_name'), storedExpiryQuery(db).as('config_licence_expires')])
    .where('app_user.id', '=', p.id),
);

/**
 * findUserById with the platform configuration every User/Info call answers (the stored platform name and
 * licence expiry; null when not stored), in one statement.
 */
export async function findUserWithPlatform(db: Kysely<Database>, id: number) {
  const row = await userWithPlatformRows.executeTakeFirst(db, { id });
  if (!row) return undefined;
  const { config_system_name, config_licence_expires, ...user } = row;
  return { user, systemName: config_system_name, licenceExpires: config_licence_expires };
}

export function findUserByPhone(db: Kysely<Database>, phone: string) {
  return shared(db).select('app_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

const userFields = fieldMapOf(User);

/** Users of the caller's company: members who accepted (nothing of an invited person before that). */
export async function queryCompanyUsers(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const page = await runQuery(
    // tenant: the memberships of the caller's company (the query's predicate below, owns('employ')).
    shared(db).select('app_user').innerJoin('employ', 'employ.user_id', 'app_user.id'),
    (q) => q.select(userColumns),
    {
      fields: userFields,
      tenant: sql`${owns('employ', scope)} and employ.status = ${EmployStatus.Active}`,
      defaultSort: { field: 'id', order: 'asc' },
      idColumn: 'app_user.id',
    },
    payload,
  );
  return { items: page.items.map(toUser), totalItems: page.totalItems };
}

const membershipQuery = (db: Kysely<Database>, p: { userId: number }) =>
  shared(db)
    .select('company')
    // tenant: the user's own memberships, in every company they joined (the account's, not a company's view).
    .innerJoin('employ', 'employ.company_id', 'company.id')
    .select([
      'company.id',
      'company.name',
      'company.system_name',
      'company.short_name',
      'company.logo',
      'company.background',
      'company.addr',
      'company.valid',
      'company.type',
      'company.admin',
      'employ.locked',
      'employ.is_admin',
    ])
    .where('employ.user_id', '=', p.userId)
    .where('employ.status', '=', EmployStatus.Active)
    .orderBy('company.id', 'asc');
const membershipRows = prepared(membershipQuery);

/** Companies the user belongs to (accepted memberships), with the membership's lock and admin flags. */
export function membershipsOf(db: Kysely<Database>, userId: number) {
  return membershipRows.execute(db, { userId });
}

const membershipProjectRows = prepared((db, p: { userId: number; companyId: number | null }) =>
  membershipQuery(db, p)
    // tenant: the projects of the current company only (joined on it and on each project's company_id).
    .leftJoin('project', (join) =>
      join.onRef('project.company_id', '=', 'company.id').on('company.id', '=', p.companyId),
    )
    .select(['project.id as project_id', 'project.name as project_name'])
    .orderBy('project.id', 'asc'),
);

/**
 * membershipsOf, and the current company's projects in creation order (none when the user is not a member of
 * it), in one statement: a membership's row repeats once per project of the current company.
 */
export async function membershipsWithProjects(db: Kysely<Database>, userId: number, companyId: number | null) {
  const rows = await membershipProjectRows.execute(db, { userId, companyId });
  const memberships: Awaited<ReturnType<typeof membershipsOf>> = [];
  const projects: { id: number; name: string }[] = [];
  for (const { project_id, project_name, ...membership } of rows) {
    if (memberships.at(-1)?.id !== membership.id) memberships.push(membership);
    if (project_id !== null) projects.push({ id: project_id, name: project_name as string });
  }
  return { memberships, projects };
}

export function firstProjectOf(db: Kysely<Database>, companyId: number) {
  return tenant(db, companyId).select('project').select(['id', 'name']).orderBy('id', 'asc').executeTakeFirst();
}

export async function setPassHash(db: Kysely<Database>, userId: number, passHash: string): Promise<void> {
  await shared(db).update('app_user').set({ pass_hash: passHash }).where('id', '=', userId).execute();
}

/**
 * Replaces the stored hash when it is still `expected` (a password changed meanwhile wins); false when it was
 * not.
 */
export async function replacePassHash(db: Kysely<Database>, userId: number, expected: string, passHash: string) {
  const changed = await shared(db)
    .update('app_user')
    .set({ pass_hash: passHash })
    .where('id', '=', userId)
    .where('pass_hash', '=', expected)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

export async function setDefaultCompany(db: Kysely<Database>, userId: number, companyId: number): Promise<void> {
  await shared(db).update('app_user').set({ default_company: companyId }).where('id', '=', userId).execute();
}

/** Writes the given personal fields (absent keep their value, null clears). */
export async function updateInfo(
  db: Kysely<Database>,
  userId: number,
  values: { [K in keyof UserRow]?: UserRow[K] | null },
) {
  await shared(db).update('app_user').set(toColumns(User, values)).where('id', '=', userId).execute();
}

export async function updateSetting(db: Kysely<Database>, userId: number, setting: UserSetting): Promise<void> {
  await shared(db)
    .update('app_user')
    .set({ setting: JSON.stringify(setting) })
    .where('id', '=', userId)
    .execute();
}

/**
 * Self-registration's insert: a new user, or nothing when the phone is taken (also by a registration racing
 * with this one). Answers the new id, or undefined.
 */
export async function insertUserUnlessTaken(
  db: Kysely<Database>,
  input: { phone: string; name: string; passHash: string; createdAt: string },
): Promise<number | undefined> {
  const row = await shared(db)
    .insert('app_user')
    .values(newUserValues(input))
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A new account: `passHash` is the stored argon2id hash. */
interface NewUser {
  phone: string;
  name: string;
  passHash: string;
  createdAt: string;
  realName?: string;
  isPlatformAdmin?: boolean;
}

function newUserValues(input: NewUser) {
  return {
    phone: input.phone,
    account: input.phone,
    name: input.name,
    real_name: input.realName ?? null,
    sex: null,
    birthday: null,
    is_pilot: 0,
    is_repairman: 0,
    avatar: null,
    introduction: null,
    setting: null,
    pass_hash: input.passHash,
    is_platform_admin: input.isPlatformAdmin ? 1 : 0,
    default_company: null,
    created_at: input.createdAt,
  };
}

/**
 * A new platform user without a company (the first administrator, demo data, factories); `passHash` is the
 * stored argon2id hash.
 */
export async function insertUserRow(db: Kysely<Database>, input: NewUser): Promise<number> {
  const row = await shared(db)
    .insert('app_user')
    .values(newUserValues(input))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
