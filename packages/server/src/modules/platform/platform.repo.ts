import { type Kysely, sql } from 'kysely';
import { prepared } from '../../platform/db/prepared';
import type { Database } from '../../platform/db/schema';

// The platform's configuration rows (not company-owned) and the database probe of the health check.

/** The platform's name (platform_config system_name), 'Hangar' when unset. */
export async function platformName(db: Kysely<Database>): Promise<string> {
  return platformNameOf((await systemName.executeTakeFirst(db, {}))?.value);
}

/** The platform's name from the stored value (null or undefined: none stored). */
export function platformNameOf(stored: string | null | undefined): string {
  return stored ?? 'Hangar';
}

/** The stored name's query; User/Info reads it as a subquery of its user read (one statement fewer). */
export function systemNameQuery(db: Kysely<Database>) {
  return db.selectFrom('platform_config').select('value').where('key', '=', 'system_name');
}

const systemName = prepared(systemNameQuery);

/** Throws when the database does not answer. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
