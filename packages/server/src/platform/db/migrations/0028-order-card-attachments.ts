import type { Kysely } from 'kysely';

// Issue 33: a task card's files and photos taken during the work (a JSON file list beside the work card's own
// files, which the card keeps as snapshot).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_card').addColumn('attachments', 'text').execute();
}
