import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';

// The platform's configuration rows (not company-owned) and the database probe of the health check.

/** The platform's name (platform_config system_name), 'Hangar' when unset. */
export async function platformName(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('platform_config')
    .select('value')
    .where('key', '=', 'system_name')
    .executeTakeFirst();
  return row?.value ?? 'Hangar';
}

/** Throws when the database does not answer. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
