import { addDays, daysBetween, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../db/schema';

// Licence: the expiry date comes from LICENCE_EXPIRES, else one year from the first start (kept in the
// platform configuration). validDays = days from today; ≤ 30 warns, ≤ 0 blocks sign-in except for the
// platform administrator.

export const LICENCE_WARN_DAYS = 30;

export async function licenceExpiry(
  db: Kysely<Database>,
  config: Pick<Config, 'licenceExpires' | 'timeZone'>,
): Promise<string> {
  if (config.licenceExpires) return config.licenceExpires;
  const row = await db
    .selectFrom('platform_config')
    .select('value')
    .where('key', '=', 'licence_expires')
    .executeTakeFirst();
  if (row) return row.value;
  const today = todayIn(config.timeZone);
  const expiry = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  // 29 Feb + 1 year does not exist: fall back to 1 Mar.
  const valid = expiry.endsWith('-02-29') ? addDays(`${expiry.slice(0, 4)}-02-28`, 1) : expiry;
  await db
    .insertInto('platform_config')
    .values({ key: 'licence_expires', value: valid })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return valid;
}

export async function validDays(
  db: Kysely<Database>,
  config: Pick<Config, 'licenceExpires' | 'timeZone'>,
  now = new Date(),
) {
  return daysBetween(todayIn(config.timeZone, now), await licenceExpiry(db, config));
}
