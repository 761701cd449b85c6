import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// Sign-in throttling (DOMAIN.md "Sign-in"): one failure makes the captcha required for that phone for
// 15 minutes; 10 failures within 15 minutes lock the phone for 15 minutes. The same table and window count
// self-registrations per client address (key `register:<address>`; every attempt counts there).
// `phone` is the key of a row.

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_AFTER_FAILURES = 10;

export interface ThrottleState {
  captchaRequired: boolean;
  /** Epoch ms until which sign-in is refused, when locked. */
  lockedUntil: number | null;
}

export async function throttleState(db: Kysely<Database>, phone: string, now = Date.now()): Promise<ThrottleState> {
  const rows = await db
    .selectFrom('login_failure')
    .select('at')
    .where('phone', '=', phone)
    .where('at', '>', now - FAILURE_WINDOW_MS)
    .orderBy('at', 'asc')
    .execute();
  if (rows.length === 0) return { captchaRequired: false, lockedUntil: null };
  const lockedUntil =
    rows.length >= LOCK_AFTER_FAILURES ? rows[rows.length - LOCK_AFTER_FAILURES].at + FAILURE_WINDOW_MS : null;
  return { captchaRequired: true, lockedUntil: lockedUntil !== null && lockedUntil > now ? lockedUntil : null };
}

export async function recordFailure(db: Kysely<Database>, phone: string, now = Date.now()): Promise<void> {
  await db.insertInto('login_failure').values({ phone, at: now }).execute();
  await db
    .deleteFrom('login_failure')
    .where('at', '<', now - 2 * FAILURE_WINDOW_MS)
    .execute();
}

export async function clearFailures(db: Kysely<Database>, phone: string): Promise<void> {
  await db.deleteFrom('login_failure').where('phone', '=', phone).execute();
}
