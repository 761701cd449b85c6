import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';

// Sign-in throttling (docs/domain.md "Sign-in"): one failure makes the captcha required for that phone for
// 15 minutes; 10 failures within 15 minutes lock the phone for 15 minutes. The same table and window count
// self-registrations per client address (key `register:<address>`; every attempt counts there) and a user's
// old-password checks when changing the password (key `password:<user id>`, no captcha: 10 wrong ones lock).
// `phone` is the key of a row.
//
// An attempt is reserved (its row written) before the password is hashed, by one statement that counts the
// window and inserts only when the attempt is allowed (`reserveAttempt`): the row is a failure unless the
// password turns out right, when the caller releases it. N attempts sent at once therefore cost what N
// attempts one after another cost: the first is checked, the others need a captcha, and the 11th is locked.

export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_AFTER_FAILURES = 10;

/** Distinguishes this module's advisory locks (PostgreSQL) from other users of `pg_advisory_xact_lock`. */
const ATTEMPT_LOCK_CLASS = 13014;

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

/** Whole minutes (at least 1) until a lock ends, for the message. */
export function minutesLeft(lockedUntil: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}

/** A reserved attempt (`id`: its row), or the refusal: the key's state when the attempt was not allowed. */
export type Reservation = { id: number; refused?: undefined } | { id?: undefined; refused: ThrottleState };

/**
 * Reserves one attempt for `key`: records it as a failure if it is allowed, in one statement that counts the
 * key's failures in the window and inserts only when there are fewer than the limit: none when no captcha was
 * solved for it (`captchaSolved: false`: the attempt is free only without earlier failures), fewer than
 * LOCK_AFTER_FAILURES otherwise (10 failures in the window lock the key). Concurrent reservations of one key
 * are serialised: SQLite runs one writer at a time (and `begin immediate` takes the lock before the count);
 * PostgreSQL holds a transaction-scoped advisory lock on the key, so the count sees every reservation
 * committed before it. A refused attempt writes nothing and answers the state that refused it.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  key: string,
  options: { captchaSolved: boolean },
  now = Date.now(),
): Promise<Reservation> {
  const limit = options.captchaSolved ? LOCK_AFTER_FAILURES : 1;
  return inTransaction(db, async (trx) => {
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_CLASS}, hashtext(${key}))`.execute(trx);
    }
    const inWindow = trx
      .selectFrom('login_failure')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('phone', '=', key)
      .where('at', '>', now - FAILURE_WINDOW_MS);
    const row = await trx
      .insertInto('login_failure')
      .columns(['phone', 'at'])
      .expression(
        trx
          .selectNoFrom([sql<string>`cast(${key} as text)`.as('phone'), sql<number>`cast(${now} as bigint)`.as('at')])
          .where(inWindow, '<', limit),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return { refused: await throttleState(trx, key, now) };
    await trx
      .deleteFrom('login_failure')
      .where('at', '<', now - 2 * FAILURE_WINDOW_MS)
      .execute();
    return { id: row.id };
  });
}

/** Takes back a reserved attempt that turned out not to be a failure (the password was right). */
export async function releaseAttempt(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('login_failure').where('id', '=', id).execute();
}

/**
 * Clears the key's failures up to the attempt `upTo` (a success): attempts reserved after it, still being
 * checked, count as they would have after a success one after another.
 */
export async function clearFailures(db: Kysely<Database>, phone: string, upTo: number): Promise<void> {
  await db.deleteFrom('login_failure').where('phone', '=', phone).where('id', '<=', upTo).execute();
}
