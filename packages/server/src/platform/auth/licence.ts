import { addDays, daysBetween, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { prepared } from '../db/prepared';
import type { Database } from '../db/schema';

// Licence: the expiry date comes from LICENCE_EXPIRES, else one year from the first start (kept in the
// platform configuration). validDays = days from today; ≤ 30 warns, ≤ 0 blocks sign-in except for the
// platform administrator.

export const LICENCE_WARN_DAYS = 30;

/** The stored expiry's query; User/Info reads it as a subquery of its user read (one statement fewer). */
export function storedExpiryQuery(db: Kysely<Database>) {
  return db.selectFrom('platform_config').select('value').where('key', '=', 'licence_expires');
}

const storedExpiry = prepared(storedExpiryQuery);

/**
 * The licence's expiry date. `stored`: the stored expiry when the caller already read it (null: none stored
 * yet); read here when left out.
 */
export async function licenceExpiry(
  db: Kysely<Database>,
  config: Pick<Config, 'licenceExpires' | 'timeZone'>,
  stored?: string | null,
): Promise<string> {
  if (config.licenceExpires) return config.licenceExpires;
  const value = stored === undefined ? (await storedExpiry.executeTakeFirst(db, {}))?.value : stored;
  if (value !== undefined && value !== null) return value;
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
  stored?: string | null,
) {
  return daysBetween(todayAt(config.timeZone, now), await licenceExpiry(db, config, stored));
}

/**
 * todayIn, remembered for the UTC minute (every User/Info call asks; formatting a date in a time zone costs
 * ~15 µs): zone offsets are whole minutes, so the date in a zone cannot change within one UTC minute.
 */
function todayAt(timeZone: string, now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todayByZone.get(timeZone);
  if (known?.minute === minute) return known.today;
  const today = todayIn(timeZone, now);
  todayByZone.set(timeZone, { minute, today });
  return today;
}
const todayByZone = new Map<string, { minute: number; today: string }>();
