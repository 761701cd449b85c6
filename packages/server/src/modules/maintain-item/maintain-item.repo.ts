import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { MaintainItemTable } from '../../platform/db/schema-maintenance';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL on `maintain_item`. Items belong to a model of the shared catalogue: every company reads
// them (no tenant predicate); the service decides who may write.

export type MaintainItemRowDb = Selectable<MaintainItemTable>;

export const maintainItemFields: FieldMap = {
  id: { column: 'maintain_item.id', type: 'number' },
  planeModel: { column: 'maintain_item.model_id', type: 'number' },
  name: { column: 'maintain_item.name', type: 'text' },
  matModel: { column: 'maintain_item.mat_model', type: 'text' },
  type: { column: 'maintain_item.type', type: 'number' },
  content: { column: 'maintain_item.content', type: 'text' },
  pos: { column: 'maintain_item.pos', type: 'text' },
  jobCardName: { column: 'maintain_item.job_card_name', type: 'text' },
  timerSource: { column: 'maintain_item.timer_source', type: 'number' },
  timeAlign: { column: 'maintain_item.time_align', type: 'number' },
  expireDateSet: { column: 'maintain_item.expire_date_set', type: 'date' },
  remarks: { column: 'maintain_item.remarks', type: 'text' },
  disabled: { column: 'maintain_item.disabled', type: 'number' },
  approved: { column: 'maintain_item.approved', type: 'number' },
  sorter: { column: 'maintain_item.sorter', type: 'number' },
};

export function queryMaintainItems(db: Kysely<Database>, payload: QueryPayload) {
  return runQuery(
    db.selectFrom('maintain_item'),
    (q) => q.selectAll('maintain_item'),
    {
      fields: maintainItemFields,
      // Shared catalogue: every company reads every model's items.
      tenant: null,
      defaultSort: { field: 'sorter', order: 'asc' },
      idColumn: 'maintain_item.id',
    },
    payload,
  );
}

export function findMaintainItem(db: Kysely<Database>, id: number) {
  return db.selectFrom('maintain_item').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMaintainItems(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('maintain_item')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

export async function nextItemSorter(db: Kysely<Database>, modelId: number): Promise<number> {
  const row = await db
    .selectFrom('maintain_item')
    .select(sql<number | null>`max(sorter)`.as('top'))
    .where('model_id', '=', modelId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export type MaintainItemValues = Omit<MaintainItemRowDb, 'id' | 'disabled' | 'approved' | 'sorter' | 'created_at'>;

export async function insertMaintainItem(
  db: Kysely<Database>,
  values: MaintainItemValues & { sorter: number; created_at: string },
): Promise<number> {
  const row = await db.insertInto('maintain_item').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMaintainItem(
  db: Kysely<Database>,
  id: number,
  values: Partial<Omit<MaintainItemRowDb, 'id' | 'model_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('maintain_item').set(values).where('id', '=', id).execute();
}

export async function deleteMaintainItem(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('maintain_item').where('id', '=', id).execute();
}

export function sortersOf(db: Kysely<Database>, modelId: number, ids: readonly number[]) {
  return db
    .selectFrom('maintain_item')
    .select(['id', 'sorter'])
    .where('model_id', '=', modelId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function setItemSorter(db: Kysely<Database>, id: number, sorter: number): Promise<void> {
  await db.updateTable('maintain_item').set({ sorter }).where('id', '=', id).execute();
}
