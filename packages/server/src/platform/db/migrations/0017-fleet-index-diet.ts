import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

// Issue 18: fewer index entries to move when an item's stored due changes (RefreshTimeState, MaintainCtrl
// writes). Each company-wide fleet index of maintain_ctrl orders the company's items by a due column, so an
// aircraft's 300 items sit on about 230 different leaf pages of each: rewriting their due dirtied about 1,500
// pages on SQLite (written to the WAL, then checkpointed), and on PostgreSQL an update that changes an indexed
// value adds an entry to every index of the table.
// - "Overdue today" is answered from maintain_ctrl_fleet_warn, which carries due_overdue_date (an overdue item
//   always warns: its first warning day is never after its first overdue day): the overdue index goes.
// - The expiry and remaining hours / landings indexes lose their trailing due_sort. It served no plan (their
//   filtered pages fetch the rows to test the segments' conditions anyway, and a client sort on their column
//   is now read from the index without a second sort key), and with it every change of the sort key, which
//   moves with the forecast after each flight, rewrote their entries too. The due_sort and warning indexes keep
//   it: the first page and the warning filter sort from their entries.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.dropIndex('maintain_ctrl_fleet_overdue').execute();
  for (const [name, column] of [
    ['maintain_ctrl_fleet_expire', 'due_expire_date'],
    ['maintain_ctrl_fleet_remain', 'due_remain_hours'],
    ['maintain_ctrl_fleet_remain_landings', 'due_remain_landings'],
  ] as const) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('maintain_ctrl').columns(['company_id', 'disabled', column]).execute();
  }
}
