import { MaintainItem, type MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import type { QueryPayload } from '@hangar/domain/query';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { shared } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';
import type { MaintainItemTable } from './maintain-item.schema';

// The only SQL on `maintain_item`. Items belong to a model of the shared catalogue: every company reads
// them (no tenant predicate); the service decides who may write. Rows are parsed here (JSON once) and
// serialised here: the services see MaintainItemRecord.

/** A JSON list a client may leave out: stored NULL (kept as null, so that a copy stores NULL again). */
type Optional = 'sourceContent' | 'subContent' | 'files';

/** A maintenance item as services see it: its declared fields parsed; an optional list left out is null. */
export type MaintainItemRecord = Omit<MaintainItemRow, Optional | 'abilities'> & {
  [K in Optional]: MaintainItemRow[K] | null;
};

/** What a write gives: the inputs (the server-set state and order have their own calls). */
export type MaintainItemValues = Omit<MaintainItemRecord, 'id' | 'disabled' | 'approved' | 'sorter'>;

export const maintainItemFields = fieldMapOf(MaintainItem);

function recordOf(row: Selectable<MaintainItemTable>): MaintainItemRecord {
  const item = fromRow(MaintainItem, row) as MaintainItemRecord;
  // Never NULL; an unreadable list reads as no rules.
  item.timerContent ??= [];
  return item;
}

export async function queryMaintainItems(db: Kysely<Database>, payload: QueryPayload) {
  const page = await runQuery(
    shared(db).select('maintain_item'),
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
  return { items: page.items.map(recordOf), totalItems: page.totalItems };
}

export async function findMaintainItem(db: Kysely<Database>, id: number): Promise<MaintainItemRecord | undefined> {
  const row = await shared(db).select('maintain_item').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? recordOf(row) : undefined;
}

export async function findMaintainItems(db: Kysely<Database>, ids: readonly number[]): Promise<MaintainItemRecord[]> {
  if (ids.length === 0) return [];
  const rows = await shared(db)
    .select('maintain_item')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return rows.map(recordOf);
}

export async function nextItemSorter(db: Kysely<Database>, modelId: number): Promise<number> {
  const row = await shared(db)
    .select('maintain_item')
    .select(sql<number | null>`max(sorter)`.as('top'))
    .where('model_id', '=', modelId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** Inserts a stored row as it is (the demo seed writes its items this way). */
export async function insertMaintainItem(db: Kysely<Database>, values: Insertable<MaintainItemTable>): Promise<number> {
  const row = await shared(db).insert('maintain_item').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Adds an item at `sorter`. */
export function addMaintainItem(
  db: Kysely<Database>,
  values: MaintainItemValues,
  sorter: number,
  createdAt: string,
): Promise<number> {
  const columns = toColumns(MaintainItem, values) as Omit<Insertable<MaintainItemTable>, 'sorter' | 'created_at'>;
  return insertMaintainItem(db, { ...columns, sorter, created_at: createdAt });
}

/** Writes the values given (absent keeps; the model never changes). */
export async function updateMaintainItem(
  db: Kysely<Database>,
  id: number,
  values: Partial<Omit<MaintainItemRecord, 'id' | 'planeModel'>>,
): Promise<void> {
  const columns = toColumns(MaintainItem, values);
  if (Object.keys(columns).length === 0) return;
  await shared(db).update('maintain_item').set(columns).where('id', '=', id).execute();
}

export async function deleteMaintainItem(db: Kysely<Database>, id: number): Promise<void> {
  await shared(db).delete('maintain_item').where('id', '=', id).execute();
}

export function sortersOf(db: Kysely<Database>, modelId: number, ids: readonly number[]) {
  return shared(db)
    .select('maintain_item')
    .select(['id', 'sorter'])
    .where('model_id', '=', modelId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function setItemSorter(db: Kysely<Database>, id: number, sorter: number): Promise<void> {
  await shared(db).update('maintain_item').set({ sorter }).where('id', '=', id).execute();
}
