import { EmployStatus } from '@hangar/domain/codes';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';

// The only SQL on app_user and memberships as seen from the signed-in user.

export function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByPhone(db: Kysely<Database>, phone: string) {
  return db.selectFrom('app_user').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** Companies the user belongs to (accepted memberships), with the membership's lock and admin flags. */
export function membershipsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('employ')
    .innerJoin('company', 'company.id', 'employ.company_id')
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
    .where('employ.user_id', '=', userId)
    .where('employ.status', '=', EmployStatus.Active)
    .orderBy('company.id', 'asc')
    .execute();
}

export function firstProjectOf(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('project')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('id', 'asc')
    .executeTakeFirst();
}

export async function setPassHash(db: Kysely<Database>, userId: number, passHash: string): Promise<void> {
  await db.updateTable('app_user').set({ pass_hash: passHash }).where('id', '=', userId).execute();
}

/**
 * Self-registration's insert: a new user, or nothing when the phone is taken (also by a registration racing
 * with this one). Answers the new id, or undefined.
 */
export async function insertUserUnlessTaken(
  db: Kysely<Database>,
  input: { phone: string; name: string; passHash: string; createdAt: string },
): Promise<number | undefined> {
  const row = await db
    .insertInto('app_user')
    .values(newUserValues(input))
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

function newUserValues(input: {
  phone: string;
  name: string;
  passHash: string;
  createdAt: string;
  realName?: string;
  isPlatformAdmin?: boolean;
}) {
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
export async function insertUserRow(
  db: Kysely<Database>,
  input: {
    phone: string;
    name: string;
    passHash: string;
    createdAt: string;
    realName?: string;
    isPlatformAdmin?: boolean;
  },
): Promise<number> {
  const row = await db.insertInto('app_user').values(newUserValues(input)).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
