import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database';

// Issue 29: a removed component keeps the aircraft's total hours and landings at its removal
// (`remove_plane_hours`, `remove_plane_landings`), as an installed one keeps them at its installation: its time
// on the aircraft is known even when its time since new is not. Rows retired before stay NULL (not recorded).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const decimal = dialect === 'postgres' ? sql`numeric(12, 2)` : sql`real`;
  await db.schema.alterTable('plane_bom').addColumn('remove_plane_hours', decimal).execute();
  await db.schema.alterTable('plane_bom').addColumn('remove_plane_landings', 'integer').execute();
}
