import {
  OrderCard,
  type OrderCardRecord,
  OrderLabour,
  type OrderLabourRecord,
  OrderState,
  OrderStep,
  type OrderStepRecord,
  ProductionOrder,
  type ProductionOrderRecord,
} from '@hangar/domain/contracts/orders';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { type Owner, ownerId, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import type { FieldMap } from '../../platform/query/compile';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `production_order`, `order_card`, `order_step` and `order_labour` (issue 33). Every read and write
// starts from tenant(db, company): another company's order, card, step or labour row reads as absent and writes
// nothing.

type Values<R> = { [K in Exclude<keyof R, 'id'>]?: R[K] | null };
export type OrderValues = Values<ProductionOrderRecord>;
export type CardValues = Values<OrderCardRecord>;
export type StepValues = Values<OrderStepRecord>;

const all = fieldMapOf(ProductionOrder);
/** The list's filters and sorts (Query): the aircraft, the state, the number, the title, the planned days. */
const orderFields: FieldMap = Object.fromEntries(
  ['id', 'plane', 'state', 'seri', 'title', 'plannedStart', 'plannedEnd'].map((k) => [k, all[k]]),
);
const orderSelection = selectionOf(ProductionOrder) as never[];
const cardSelection = selectionOf(OrderCard) as never[];
const stepSelection = selectionOf(OrderStep) as never[];
const labourSelection = selectionOf(OrderLabour) as never[];

const cardOf = (r: unknown): OrderCardRecord => {
  const c = fromRow(OrderCard, r as Record<string, unknown>);
  c.files ??= [];
  c.attachments ??= [];
  return c;
};

/** The states of an order still open (neither closed nor cancelled). */
export const OPEN_STATES = [OrderState.Draft, OrderState.Released, OrderState.InWork, OrderState.Inspected];

// --- Orders --------------------------------------------------------------------------------------------------

export async function queryOrders(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, owner).select('production_order'),
    (q) => q.select(orderSelection),
    { fields: orderFields, tenant: null, defaultSort: { field: 'id', order: 'desc' }, idColumn: 'production_order.id' },
    payload,
  );
  return { items: page.items.map((r) => fromRow(ProductionOrder, r)), totalItems: page.totalItems };
}

export async function findOrder(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
): Promise<ProductionOrderRecord | undefined> {
  const row = await tenant(db, owner)
    .select('production_order')
    .select(orderSelection)
    .where('production_order.id', '=', id)
    .executeTakeFirst();
  return row ? fromRow(ProductionOrder, row) : undefined;
}

/**
 * Serialises the numbering of a company's orders until the transaction ends (PostgreSQL: two planners adding orders
 * at once would otherwise both take the year's next number; SQLite serialises writers already). The lock's class
 * is the order's object type.
 */
export async function lockOrderNumbers(db: Kysely<Database>, dialect: DialectName, owner: Owner): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(10123, ${ownerId(owner)})`.execute(db);
}

/** The highest number of the company's orders that start with `prefix` (`WO-2026-`), or 0. */
export async function lastNumber(db: Kysely<Database>, owner: Owner, prefix: string): Promise<number> {
  const rows = await tenant(db, owner)
    .select('production_order')
    .select('seri')
    .where('seri', 'like', `${prefix}%`)
    .execute();
  let max = 0;
  for (const r of rows) {
    const n = Number(r.seri.slice(prefix.length));
    if (Number.isSafeInteger(n) && n > max) max = n;
  }
  return max;
}

export async function insertOrder(db: Kysely<Database>, owner: Owner, values: OrderValues): Promise<number> {
  const row = await tenant(db, owner)
    .insert('production_order', [toColumns(ProductionOrder, values) as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrder(db: Kysely<Database>, owner: Owner, id: number, values: OrderValues) {
  const columns = toColumns(ProductionOrder, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('production_order').set(columns).where('id', '=', id).execute();
}

/**
 * Moves an order from one state to another only if it is still in `from` (one of two concurrent calls wins):
 * answers whether it moved.
 */
export async function moveOrder(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  from: number,
  values: OrderValues,
): Promise<boolean> {
  const result = await tenant(db, owner)
    .update('production_order')
    .set(toColumns(ProductionOrder, values))
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an order with its cards, their steps and labour. */
export async function deleteOrder(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  const t = tenant(db, owner);
  const cards = t.select('order_card').select('order_card.id').where('order_card.order_id', '=', id);
  await t.delete('order_labour').where('card_id', 'in', cards).execute();
  await t.delete('order_step').where('card_id', 'in', cards).execute();
  await t.delete('order_card').where('order_id', '=', id).execute();
  await t.delete('production_order').where('id', '=', id).execute();
}

/** Per order: its cards, those done, their estimated hours. */
export async function cardCounts(db: Kysely<Database>, owner: Owner, orderIds: readonly number[]) {
  const out = new Map<number, { cards: number; done: number; hours: number }>();
  if (orderIds.length === 0) return out;
  const rows = await tenant(db, owner)
    .select('order_card')
    .select([
      'order_id',
      sql<number | string>`count(*)`.as('n'),
      sql<number | string>`sum(case when state = 2 then 1 else 0 end)`.as('done'),
      sql<number | string | null>`sum(estimated_hours)`.as('hours'),
    ])
    .where('order_id', 'in', [...orderIds])
    .groupBy('order_id')
    .execute();
  for (const r of rows) {
    out.set(r.order_id, { cards: Number(r.n), done: Number(r.done ?? 0), hours: Number(r.hours ?? 0) });
  }
  return out;
}

/** The open orders of an aircraft in a state among `states`. */
export async function ordersInStates(
  db: Kysely<Database>,
  owner: Owner,
  planeIds: readonly number[] | null,
  states: readonly number[],
) {
  let q = tenant(db, owner)
    .select('production_order')
    .select(['id', 'plane_id', 'seri', 'title', 'planned_end'])
    .where('state', 'in', [...states]);
  if (planeIds !== null) q = q.where('plane_id', 'in', planeIds.length === 0 ? [0] : [...planeIds]);
  return q.orderBy('id').execute();
}

// --- Cards ---------------------------------------------------------------------------------------------------

export async function cardsOf(db: Kysely<Database>, owner: Owner, orderId: number): Promise<OrderCardRecord[]> {
  const rows = await tenant(db, owner)
    .select('order_card')
    .select(cardSelection)
    .where('order_card.order_id', '=', orderId)
    .orderBy('order_card.seq')
    .orderBy('order_card.id')
    .execute();
  return rows.map(cardOf);
}

export async function findCard(db: Kysely<Database>, owner: Owner, id: number): Promise<OrderCardRecord | undefined> {
  const row = await tenant(db, owner)
    .select('order_card')
    .select(cardSelection)
    .where('order_card.id', '=', id)
    .executeTakeFirst();
  return row ? cardOf(row) : undefined;
}

/** The next position in an order (1…). */
export async function nextSeq(db: Kysely<Database>, owner: Owner, orderId: number): Promise<number> {
  const row = await tenant(db, owner)
    .select('order_card')
    .select(sql<number | string | null>`max(seq)`.as('m'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.m ?? 0) + 1;
}

/**
 * What the open orders (neither closed nor cancelled) of an aircraft hold, by `holdKey`: the order's number and id.
 */
export async function sourcesOnOpenOrders(db: Kysely<Database>, owner: Owner, planeId: number) {
  const rows = await tenant(db, owner)
    .select('order_card')
    .innerJoin('production_order', (j) =>
      j.onRef('production_order.id', '=', 'order_card.order_id').on(tenant(db, owner).owns('production_order')),
    )
    .select([
      'order_card.source',
      'order_card.source_id',
      'order_card.fault_task_id',
      'production_order.seri',
      'production_order.id as order_id',
    ])
    .where('order_card.plane_id', '=', planeId)
    .where('production_order.state', 'in', OPEN_STATES)
    .execute();
  const out = new Map<string, { seri: string; orderId: number }>();
  for (const r of rows) {
    const key = r.fault_task_id !== null ? holdKey('fault', r.fault_task_id) : holdKey(r.source, r.source_id ?? 0);
    out.set(key, { seri: r.seri, orderId: r.order_id });
  }
  return out;
}

/**
 * What a card holds: its fault (a fault's, a deferral's and a finding's card hold the fault record: a fault and its
 * deferral are one), else its source (a control item, a document).
 */
export const holdKey = (source: number | 'fault', id: number) => `${source}:${id}`;

export async function insertCards(
  db: Kysely<Database>,
  owner: Owner,
  cards: readonly (CardValues & { steps: readonly StepValues[] })[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const { steps, ...card } of cards) {
    const row = await tenant(db, owner)
      .insert('order_card', [toColumns(OrderCard, card) as never])
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
    if (steps.length > 0) {
      await tenant(db, owner)
        .insert(
          'order_step',
          steps.map((s) => toColumns(OrderStep, { ...s, card: row.id }) as never),
        )
        .execute();
    }
  }
  return ids;
}

export async function updateCard(db: Kysely<Database>, owner: Owner, id: number, values: CardValues) {
  const columns = toColumns(OrderCard, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('order_card').set(columns).where('id', '=', id).execute();
}

/** Sets the record each card's close wrote (card id → record id), in one statement. */
export async function setCardRecords(db: Kysely<Database>, owner: Owner, records: ReadonlyMap<number, number>) {
  if (records.size === 0) return;
  const cases = sql.join(
    [...records].map(([card, task]) => sql`when ${card} then cast(${task} as integer)`),
    sql` `,
  );
  await tenant(db, owner)
    .update('order_card')
    .set({ record_task_id: sql<number>`case id ${cases} end` })
    .where('id', 'in', [...records.keys()])
    .execute();
}

export async function deleteCard(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  const t = tenant(db, owner);
  await t.delete('order_labour').where('card_id', '=', id).execute();
  await t.delete('order_step').where('card_id', '=', id).execute();
  await t.delete('order_card').where('id', '=', id).execute();
}

// --- Steps and labour ----------------------------------------------------------------------------------------

export async function stepsOfCards(
  db: Kysely<Database>,
  owner: Owner,
  cardIds: readonly number[],
): Promise<Map<number, OrderStepRecord[]>> {
  const out = new Map<number, OrderStepRecord[]>();
  for (let i = 0; i < cardIds.length; i += 500) {
    const rows = await tenant(db, owner)
      .select('order_step')
      .select(stepSelection)
      .where('order_step.card_id', 'in', cardIds.slice(i, i + 500))
      .orderBy('order_step.seq')
      .execute();
    for (const r of rows) {
      const s = fromRow(OrderStep, r);
      const list = out.get(s.card) ?? [];
      list.push(s);
      out.set(s.card, list);
    }
  }
  return out;
}

export async function findStep(db: Kysely<Database>, owner: Owner, id: number): Promise<OrderStepRecord | undefined> {
  const row = await tenant(db, owner)
    .select('order_step')
    .select(stepSelection)
    .where('order_step.id', '=', id)
    .executeTakeFirst();
  return row ? fromRow(OrderStep, row) : undefined;
}

/**
 * Signs a step only if nobody has (`performed_by is null`), or inspects it only if nobody has: answers whether
 * this call's signature holds (two people signing one step at once: one wins).
 */
export async function signStepIfFree(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  which: 'performed' | 'inspected',
  values: StepValues,
): Promise<boolean> {
  const result = await tenant(db, owner)
    .update('order_step')
    .set(toColumns(OrderStep, values))
    .where('id', '=', id)
    .where(which === 'performed' ? 'performed_by' : 'inspected_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function labourOfCards(
  db: Kysely<Database>,
  owner: Owner,
  cardIds: readonly number[],
): Promise<Map<number, OrderLabourRecord[]>> {
  const out = new Map<number, OrderLabourRecord[]>();
  for (let i = 0; i < cardIds.length; i += 500) {
    const rows = await tenant(db, owner)
      .select('order_labour')
      .select(labourSelection)
      .where('order_labour.card_id', 'in', cardIds.slice(i, i + 500))
      .orderBy('order_labour.day')
      .orderBy('order_labour.id')
      .execute();
    for (const r of rows) {
      const l = fromRow(OrderLabour, r);
      const list = out.get(l.card) ?? [];
      list.push(l);
      out.set(l.card, list);
    }
  }
  return out;
}

export async function insertLabour(db: Kysely<Database>, owner: Owner, values: Values<OrderLabourRecord>) {
  const row = await tenant(db, owner)
    .insert('order_labour', [toColumns(OrderLabour, values) as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// --- Other modules' rows an order reads ----------------------------------------------------------------------

/** A site of the company, or undefined. */
export async function findSite(db: Kysely<Database>, owner: Owner, id: number) {
  return tenant(db, owner).select('site').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function siteNames(db: Kysely<Database>, owner: Owner, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const rows = await tenant(db, owner).select('site').select(['id', 'name']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r.name as string]));
}
