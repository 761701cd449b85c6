import crypto from 'node:crypto';
import { MANUFACTURER_COMPANY_ID } from '@hangar/domain/codes';
import { PHONE_PATTERN } from '@hangar/domain/contracts/platform';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import { prehashPassword } from '@hangar/domain/password';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { insertCompanyWithAdmin } from './modules/company/company.repo';
import { syncStoredDue } from './modules/maintain-ctrl/maintain-ctrl.service';
import { insertUserRow } from './modules/user/user.repo';
import { licenceExpiry } from './platform/auth/licence';
import { hashPassword } from './platform/auth/passwords';
import type { Db } from './platform/db/database';
import { migrateToLatest } from './platform/db/migrate';
import type { Database } from './platform/db/schema';
import { prepareRecordSigning } from './platform/records/sign-chain';

// First start on an empty database: the platform administrator and the platform's own organisation,
// company 10000 (the manufacturer side). Prints how to sign in.

/**
 * Brings a database up to date: the migrations, then the derived data a new version may have left stale (the
 * stored due of every control item after a change of the due engine), then with the data directory the record
 * key and the chain checkpoints (platform/records: made at the first start, old links adopted once, heads
 * committed but not checkpointed caught up). Every command that opens the database for use runs it before
 * anything else.
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'timeZone'> & Partial<Pick<Config, 'dataDir'>>,
): Promise<{ applied: string[]; dueRewritten: number | null; adopted?: number | null }> {
  const applied = await migrateToLatest(db);
  const dueRewritten = await syncStoredDue(db.kysely, todayIn(config.timeZone));
  if (config.dataDir === undefined) return { applied, dueRewritten };
  const adopted = await prepareRecordSigning(db.kysely, config.dataDir);
  return { applied, dueRewritten, adopted };
}

export interface CreatedAdmin {
  phone: string;
  /** Set only when the password was generated here (printed once). */
  generatedPassword?: string;
}

/** A user with a clear-text password (first start, demo data, tests): pre-hashed as a client would. */
export async function insertUser(
  db: Kysely<Database>,
  input: { phone: string; name: string; password: string; isPlatformAdmin?: boolean; realName?: string },
  now: string,
): Promise<number> {
  const passHash = await hashPassword(prehashPassword(input.password));
  return insertUserRow(db, { ...input, passHash, createdAt: now });
}

export async function ensureAdministrator(db: Kysely<Database>, config: Config): Promise<CreatedAdmin | undefined> {
  await licenceExpiry(db, config);
  const any = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  if (any) return undefined;
  const phone = config.adminPhone ?? '13800000000';
  if (!PHONE_PATTERN.test(phone))
    throw new Error(`HANGAR_ADMIN_PHONE must be an 11-digit mobile number, got "${phone}"`);
  const generated = config.adminPassword ? undefined : crypto.randomBytes(9).toString('base64url');
  const password = config.adminPassword ?? generated ?? '';
  if (password.length < 6) throw new Error('HANGAR_ADMIN_PASSWORD must have at least 6 characters');
  const now = formatDateTime(new Date(), config.timeZone);
  await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, { phone, name: 'Administrator', password, isPlatformAdmin: true }, now);
    const exists = await trx
      .selectFrom('company')
      .select('id')
      .where('id', '=', MANUFACTURER_COMPANY_ID)
      .executeTakeFirst();
    if (!exists) {
      await insertCompanyWithAdmin(
        trx,
        { id: MANUFACTURER_COMPANY_ID, name: 'Hangar', systemName: 'Hangar 维修管理系统', type: 1 },
        userId,
        now,
      );
      await trx
        .updateTable('app_user')
        .set({ default_company: MANUFACTURER_COMPANY_ID })
        .where('id', '=', userId)
        .execute();
    }
  });
  return { phone, generatedPassword: generated };
}
