import {
  WorkCard,
  WorkCardDoc,
  type WorkCardDocRow,
  WorkCardMat,
  type WorkCardMatRow,
  type WorkCardRecord as WorkCardRow,
} from '@hangar/domain/contracts/workcards';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { shared } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `work_card`, `work_card_mat` and `work_card_doc`: a model's cards with their material lines and
// file versions, a shared catalogue (every company reads them, no tenant predicate; the service decides who
// writes). Rows are parsed here (JSON once) and serialised here: the service sees API rows.

export const cardFields = fieldMapOf(WorkCard);
const matFields = fieldMapOf(WorkCardMat);
const docFields = fieldMapOf(WorkCardDoc);

const cardOf = (row: Record<string, unknown>): WorkCardRow => {
  const c = fromRow(WorkCard, row);
  c.relational ??= [];
  c.files ??= [];
  c.curFiles ??= [];
  c.steps ??= [];
  return c;
};
const matOf = (row: Record<string, unknown>): WorkCardMatRow => fromRow(WorkCardMat, row);
const docOf = (row: Record<string, unknown>): WorkCardDocRow => {
  const d = fromRow(WorkCardDoc, row);
  d.files ??= [];
  return d;
};

/** The values a write gives (declared fields; absent keeps). */
export type CardValues = { [K in Exclude<keyof WorkCardRow, 'id'>]?: WorkCardRow[K] | null };
export type MatValues = { [K in Exclude<keyof WorkCardMatRow, 'id'>]?: WorkCardMatRow[K] | null };
export type DocValues = { [K in Exclude<keyof WorkCardDocRow, 'id'>]?: WorkCardDocRow[K] | null };

// --- Cards ---------------------------------------------------------------------------------------------------

export async function queryCards(db: Kysely<Database>, payload: QueryPayload) {
  const page = await runQuery(
    shared(db).select('work_card'),
    (q) => q.selectAll('work_card'),
    { fields: cardFields, tenant: null, defaultSort: { field: 'seri', order: 'asc' }, idColumn: 'work_card.id' },
    payload,
  );
  return { items: page.items.map((r) => cardOf(r as Record<string, unknown>)), totalItems: page.totalItems };
}

export async function findCard(db: Kysely<Database>, id: number): Promise<WorkCardRow | undefined> {
  const row = await shared(db).select('work_card').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? cardOf(row as Record<string, unknown>) : undefined;
}

/** Another card of the model and category with this number. */
export async function cardWithSeri(
  db: Kysely<Database>,
  where: { model: number; category: number; seri: string; exceptId?: number },
) {
  let q = shared(db)
    .select('work_card')
    .select('id')
    .where('model_id', '=', where.model)
    .where('category', '=', where.category)
    .where('seri', '=', where.seri);
  if (where.exceptId !== undefined) q = q.where('id', '<>', where.exceptId);
  return q.executeTakeFirst();
}

export async function insertCard(db: Kysely<Database>, values: CardValues): Promise<number> {
  const row = await shared(db)
    .insert('work_card')
    .values(toColumns(WorkCard, values) as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCard(db: Kysely<Database>, id: number, values: CardValues): Promise<void> {
  const columns = toColumns(WorkCard, values);
  if (Object.keys(columns).length === 0) return;
  await shared(db).update('work_card').set(columns).where('id', '=', id).execute();
}

/** Deletes a card with its material lines and file versions. */
export async function deleteCard(db: Kysely<Database>, id: number): Promise<void> {
  await shared(db).delete('work_card_mat').where('card', '=', id).execute();
  await shared(db).delete('work_card_doc').where('card', '=', id).execute();
  await shared(db).delete('work_card').where('id', '=', id).execute();
}

/**
 * How many open notices name the card: aircraft notified of it (plane_notice state 1) and people or
 * organisations notified of it (user_todo state 1).
 */
export async function openNoticeCount(db: Kysely<Database>, id: number): Promise<number> {
  // tenant: counts the rows of every company that name one card the caller may delete; it reveals nothing but
  // the number (notices cross companies on purpose, docs/domain.md "Organisations, tenancy, visibility").
  const { rows } = await sql<{ n: number | string }>`select
    (select count(*) from plane_notice where instruct_id = ${id} and state = 1)
    + (select count(*) from user_todo where target_id = ${id} and state = 1) as n`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Removes the withdrawn notices to people of a card being deleted (their foreign key names it; a withdrawn
 * to-do means nothing without its card).
 */
export async function deleteWithdrawnTodos(db: Kysely<Database>, id: number): Promise<void> {
  // tenant: the withdrawn to-dos of one card the caller may delete, in whichever company they were sent to.
  await sql`delete from user_todo where target_id = ${id} and state = 0`.execute(db);
}

// --- Material lines ------------------------------------------------------------------------------------------

export async function queryMats(db: Kysely<Database>, payload: QueryPayload): Promise<WorkCardMatRow[]> {
  const page = await runQuery(
    shared(db).select('work_card_mat'),
    (q) => q.selectAll('work_card_mat'),
    { fields: matFields, tenant: null, defaultSort: { field: 'id', order: 'asc' }, idColumn: 'work_card_mat.id' },
    payload,
  );
  return page.items.map((r) => matOf(r as Record<string, unknown>));
}

export async function matsOf(db: Kysely<Database>, card: number): Promise<WorkCardMatRow[]> {
  const rows = await shared(db).select('work_card_mat').selectAll().where('card', '=', card).orderBy('id').execute();
  return rows.map((r) => matOf(r as Record<string, unknown>));
}

export async function insertMat(db: Kysely<Database>, values: MatValues & { card: number }): Promise<number> {
  const row = await shared(db)
    .insert('work_card_mat')
    .values(toColumns(WorkCardMat, values) as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMat(db: Kysely<Database>, card: number, id: number, values: MatValues): Promise<void> {
  const columns = toColumns(WorkCardMat, { ...values, card: undefined });
  if (Object.keys(columns).length === 0) return;
  await shared(db).update('work_card_mat').set(columns).where('card', '=', card).where('id', '=', id).execute();
}

export async function deleteMat(db: Kysely<Database>, card: number, id: number): Promise<void> {
  await shared(db).delete('work_card_mat').where('card', '=', card).where('id', '=', id).execute();
}

// --- File versions -------------------------------------------------------------------------------------------

export async function queryDocs(db: Kysely<Database>, payload: QueryPayload) {
  const page = await runQuery(
    shared(db).select('work_card_doc'),
    (q) => q.selectAll('work_card_doc'),
    { fields: docFields, tenant: null, defaultSort: { field: 'id', order: 'desc' }, idColumn: 'work_card_doc.id' },
    payload,
  );
  return { items: page.items.map((r) => docOf(r as Record<string, unknown>)), totalItems: page.totalItems };
}

export async function findDoc(db: Kysely<Database>, id: number): Promise<WorkCardDocRow | undefined> {
  const row = await shared(db).select('work_card_doc').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? docOf(row as Record<string, unknown>) : undefined;
}

export async function docCount(db: Kysely<Database>, card: number): Promise<number> {
  const row = await shared(db)
    .select('work_card_doc')
    .select(sql<number | string>`count(*)`.as('n'))
    .where('card', '=', card)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertDoc(db: Kysely<Database>, values: DocValues & { card: number }): Promise<number> {
  const row = await shared(db)
    .insert('work_card_doc')
    .values(toColumns(WorkCardDoc, values) as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDoc(db: Kysely<Database>, id: number, values: DocValues): Promise<void> {
  const columns = toColumns(WorkCardDoc, { ...values, card: undefined, active: undefined });
  if (Object.keys(columns).length === 0) return;
  await shared(db).update('work_card_doc').set(columns).where('id', '=', id).execute();
}

export async function deleteDoc(db: Kysely<Database>, id: number): Promise<void> {
  await shared(db).delete('work_card_doc').where('id', '=', id).execute();
}

/** Makes `id` the one current version of its card. */
export async function setActiveDoc(db: Kysely<Database>, card: number, id: number): Promise<void> {
  await shared(db).update('work_card_doc').set({ active: 0 }).where('card', '=', card).where('id', '<>', id).execute();
  await shared(db).update('work_card_doc').set({ active: 1 }).where('card', '=', card).where('id', '=', id).execute();
}

/**
 * The model's open cards (not closed) linked to maintenance items (`maintain_id`) or to basis documents
 * (`according_id`), newest first (a production order snapshots them, issue 33).
 */
export async function cardsLinkedTo(
  db: Kysely<Database>,
  model: number,
  link: { maintainIds?: readonly number[]; accordingIds?: readonly number[] },
): Promise<WorkCardRow[]> {
  const maintain = [...new Set(link.maintainIds ?? [])];
  const according = [...new Set(link.accordingIds ?? [])];
  if (maintain.length === 0 && according.length === 0) return [];
  const rows = await shared(db)
    .select('work_card')
    .selectAll()
    .where('model_id', '=', model)
    .where('closed', '=', 0)
    .where((eb) =>
      eb.or([
        ...(maintain.length > 0 ? [eb('maintain_id', 'in', maintain)] : []),
        ...(according.length > 0 ? [eb('according_id', 'in', according)] : []),
      ]),
    )
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => cardOf(r as Record<string, unknown>));
}
