import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in one transaction. The pipeline opens the transaction of `write` actions itself; `auth` actions
 * (sign-in, password changes, registration), which hash passwords first, group their writes with this
 * (decisions.md "`auth` actions manage their own transactions").
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
