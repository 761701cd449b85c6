import {
  Deferral,
  type DeferralRecord,
  MelItem,
  type MelItemRecord,
  MmelItem,
  type MmelItemRecord,
} from '@hangar/domain/contracts/deferrals';
import type { QueryPayload } from '@hangar/domain/query';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';
import type { DeferralTable, MelItemTable, MmelItemTable } from './mel.schema';

// The only SQL on `mmel_item` (shared catalogue: every company reads a model's master list; the service decides
// who writes), `mel_item` and `deferral` (company-owned: every read and write starts from tenant()).

const mmelFields = fieldMapOf(MmelItem);
const melFields = fieldMapOf(MelItem);

/** An item's order: its number (which begins with its ATA chapter). */
const ITEM_ORDER = { field: 'itemNo', order: 'asc' } as const;

// --- MMEL ---------------------------------------------------------------------------------------------------

export async function queryMmel(db: Kysely<Database>, payload: QueryPayload) {
  const page = await runQuery(
    shared(db).select('mmel_item'),
    (q) => q.selectAll('mmel_item'),
    { fields: mmelFields, tenant: null, defaultSort: ITEM_ORDER, idColumn: 'mmel_item.id' },
    payload,
  );
  return { items: page.items.map((r) => fromRow(MmelItem, r)), totalItems: page.totalItems };
}

export async function findMmel(db: Kysely<Database>, id: number): Promise<MmelItemRecord | undefined> {
  const row = await shared(db).select('mmel_item').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(MmelItem, row) : undefined;
}

export async function mmelOfModel(db: Kysely<Database>, modelId: number): Promise<MmelItemRecord[]> {
  const rows = await shared(db)
    .select('mmel_item')
    .selectAll()
    .where('model_id', '=', modelId)
    .orderBy('ata')
    .orderBy('item_no')
    .orderBy('id')
    .execute();
  return rows.map((r) => fromRow(MmelItem, r));
}

export async function insertMmel(
  db: Kysely<Database>,
  values: Omit<Insertable<MmelItemTable>, 'created_at'>,
  createdAt: string,
): Promise<number> {
  const row = await shared(db)
    .insert('mmel_item')
    .values({ ...values, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMmel(db: Kysely<Database>, id: number, values: Partial<MmelItemRecord>): Promise<void> {
  const columns = toColumns(MmelItem, values);
  if (Object.keys(columns).length === 0) return;
  await shared(db).update('mmel_item').set(columns).where('id', '=', id).execute();
}

export async function deleteMmel(db: Kysely<Database>, id: number): Promise<void> {
  await shared(db).delete('mmel_item').where('id', '=', id).execute();
}

/** The stored columns of an item's values (MMEL and MEL share them). */
export function itemColumns(values: Partial<MmelItemRecord>) {
  return toColumns(MmelItem, values) as Omit<Insertable<MmelItemTable>, 'created_at'>;
}

// --- MEL ----------------------------------------------------------------------------------------------------

export async function queryMel(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const t = tenant(db, owner);
  const page = await runQuery(
    t.select('mel_item'),
    (q) => q.selectAll('mel_item'),
    { fields: melFields, tenant: null, defaultSort: ITEM_ORDER, idColumn: 'mel_item.id' },
    payload,
  );
  return { items: page.items.map((r) => fromRow(MelItem, r)), totalItems: page.totalItems };
}

export async function findMel(db: Kysely<Database>, owner: Owner, id: number): Promise<MelItemRecord | undefined> {
  const row = await tenant(db, owner).select('mel_item').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(MelItem, row) : undefined;
}

/** The masters of a model the company's MEL already derives from. */
export async function derivedMasters(db: Kysely<Database>, owner: Owner, modelId: number): Promise<Set<number>> {
  const rows = await tenant(db, owner).select('mel_item').select('mmel_id').where('model_id', '=', modelId).execute();
  return new Set(rows.map((r) => r.mmel_id));
}

export async function insertMel(
  db: Kysely<Database>,
  owner: Owner,
  values: Omit<Insertable<MelItemTable>, 'company_id'>,
): Promise<number> {
  const row = await tenant(db, owner).insert('mel_item', [values]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMel(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: Partial<MelItemRecord>,
): Promise<void> {
  const columns = toColumns(MelItem, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('mel_item').set(columns).where('id', '=', id).execute();
}

export async function deleteMel(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  await tenant(db, owner).delete('mel_item').where('id', '=', id).execute();
}

// --- Deferrals ----------------------------------------------------------------------------------------------

export async function findDeferral(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
): Promise<DeferralRecord | undefined> {
  const row = await tenant(db, owner).select('deferral').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(Deferral, row) : undefined;
}

/** The open deferral of a fault, if any. */
export async function openDeferralOf(db: Kysely<Database>, owner: Owner, taskId: number) {
  const row = await tenant(db, owner)
    .select('deferral')
    .selectAll()
    .where('task_id', '=', taskId)
    .where('closed', '=', 0)
    .executeTakeFirst();
  return row ? fromRow(Deferral, row) : undefined;
}

/**
 * The company's deferrals, narrowed to an aircraft, a fault, a category and open or closed: open ones first by
 * their limit day, then the closed ones latest first. `limit` null reads every match (the caller pages).
 */
export async function listDeferrals(
  db: Kysely<Database>,
  owner: Owner,
  filter: { plane?: number; task?: number; category?: string; closed?: 0 | 1; planeIds?: readonly number[] },
  page: { limit: number; offset: number } | null,
): Promise<{ rows: DeferralRecord[]; total: number }> {
  let q = tenant(db, owner).select('deferral');
  if (filter.plane !== undefined) q = q.where('plane_id', '=', filter.plane);
  if (filter.planeIds !== undefined) q = q.where('plane_id', 'in', filter.planeIds.length ? [...filter.planeIds] : [0]);
  if (filter.task !== undefined) q = q.where('task_id', '=', filter.task);
  if (filter.category !== undefined) q = q.where('category', '=', filter.category);
  if (filter.closed !== undefined) q = q.where('closed', '=', filter.closed);
  const count = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  // Closed ones latest first; open ones by their last day (the service orders those by state).
  let rows =
    filter.closed === 1
      ? q.selectAll().orderBy('closed_at', 'desc').orderBy('id', 'desc')
      : q.selectAll().orderBy('closed').orderBy('due_date').orderBy('id');
  if (page) rows = rows.limit(page.limit).offset(page.offset);
  return { rows: (await rows.execute()).map((r) => fromRow(Deferral, r)), total: Number(count?.n ?? 0) };
}

export async function insertDeferral(
  db: Kysely<Database>,
  owner: Owner,
  values: Omit<Insertable<DeferralTable>, 'company_id'>,
): Promise<number> {
  const row = await tenant(db, owner).insert('deferral', [values]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDeferral(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: Partial<DeferralRecord>,
): Promise<void> {
  const columns = toColumns(Deferral, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('deferral').set(columns).where('id', '=', id).execute();
}
