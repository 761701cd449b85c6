import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, shared, tenant } from '../../platform/db/tenant';
import type { OrderPartTable, OrderRemovedPartTable } from './order-parts.schema';

// The only SQL on order_part and order_removed_part, and the reads of the orders, cards, work cards' lines,
// materials and stock the parts need. Every statement on a company's table starts from tenant(db, company).

export type PartRecord = Selectable<OrderPartTable>;
export type PartValues = Omit<Insertable<OrderPartTable>, 'company_id' | 'id'>;
export type RemovedValues = Omit<Insertable<OrderRemovedPartTable>, 'company_id' | 'id'>;

const round2 = (n: number) => Math.round(n * 100) / 100;
/** The open quantity of a line in SQL (reserved − issued − released). */
const openSql = sql<number>`(order_part.quantity - order_part.issued - order_part.released)`;

// --- Orders and cards ----------------------------------------------------------------------------------------

export function findOrder(db: Kysely<Database>, owner: Owner, id: number) {
  return tenant(db, owner)
    .select('production_order')
    .select(['id', 'plane_id', 'seri', 'state'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A card with its order's state and number. */
export function findCard(db: Kysely<Database>, owner: Owner, id: number) {
  return (
    tenant(db, owner)
      .select('order_card as c')
      // tenant: the order a card of the caller's company belongs to (its own id).
      .innerJoin('production_order as o', 'o.id', 'c.order_id')
      .select(['c.id', 'c.order_id', 'c.plane_id', 'c.seq', 'c.name', 'c.work_card_id', 'o.state', 'o.seri'])
      .where('c.id', '=', id)
      .executeTakeFirst()
  );
}

/** Cards of an order (all, or those named) with their work cards. */
export function cardsOf(db: Kysely<Database>, owner: Owner, orderId: number, ids?: readonly number[]) {
  let q = tenant(db, owner)
    .select('order_card')
    .select(['id', 'plane_id', 'work_card_id'])
    .where('order_id', '=', orderId);
  if (ids) q = q.where('id', 'in', ids.length > 0 ? [...ids] : [0]);
  return q.orderBy('seq').execute();
}

/** The material lines of work cards (the shared catalogue). */
export function matLinesOf(db: Kysely<Database>, workCards: readonly number[]) {
  if (workCards.length === 0) return Promise.resolve([]);
  return shared(db)
    .select('work_card_mat')
    .select(['id', 'card', 'material', 'name', 'model', 'brand', 'measure_unit', 'quantity'])
    .where('card', 'in', [...workCards])
    .orderBy('id')
    .execute();
}

/** Work card ids whose lines a card already reserved (a card reserves its work card's lines once). */
export async function cardsReserved(db: Kysely<Database>, owner: Owner, cardIds: readonly number[]) {
  if (cardIds.length === 0) return new Set<number>();
  const rows = await tenant(db, owner)
    .select('order_part')
    .select('card_id')
    .where('card_id', 'in', [...cardIds])
    .where('source', '=', 1)
    .groupBy('card_id')
    .execute();
  return new Set(rows.map((r) => r.card_id));
}

// --- Materials -----------------------------------------------------------------------------------------------

/** The company's usable materials with these part-number keys, with their brand's and unit's names. */
export function materialsByKeys(db: Kysely<Database>, owner: Owner, keys: readonly string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return (
    tenant(db, owner)
      .select('material as m')
      // tenant: the brand and unit a material of the caller's company names (its own ids).
      .leftJoin('brand as b', 'b.id', 'm.brand')
      .leftJoin('unit as u', 'u.id', 'm.measure_unit')
      .select(['m.id', 'm.model_key', 'b.name as brand_name', 'u.name as unit_name'])
      .where('m.model_key', 'in', [...new Set(keys)])
      .where('m.disabled', '=', 0)
      .orderBy('m.id')
      .execute()
  );
}

/** A material of the company, with its unit's name. */
export function findMaterial(db: Kysely<Database>, owner: Owner, id: number) {
  return (
    tenant(db, owner)
      .select('material as m')
      // tenant: the unit a material of the caller's company names (its own id).
      .leftJoin('unit as u', 'u.id', 'm.measure_unit')
      .select(['m.id', 'm.name', 'm.model', 'm.use_serial', 'u.name as unit_name'])
      .where('m.id', '=', id)
      .executeTakeFirst()
  );
}

// --- Reservation lines ---------------------------------------------------------------------------------------

export async function insertParts(db: Kysely<Database>, owner: Owner, rows: PartValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = await tenant(db, owner).insert('order_part', rows).returning('id').execute();
  return ids.map((r) => r.id);
}

/** An order's lines with their card and material, in card order. */
export function linesOf(db: Kysely<Database>, owner: Owner, orderId: number) {
  return (
    tenant(db, owner)
      .select('order_part')
      // tenant: the card and material a line of the caller's company names (its own ids).
      .leftJoin('order_card as c', 'c.id', 'order_part.card_id')
      .leftJoin('material as m', 'm.id', 'order_part.material_id')
      .selectAll('order_part')
      .select(['c.seq as card_seq', 'c.name as card_name', 'm.name as material_name', 'm.use_serial', 'm.wh_pos'])
      .where('order_part.order_id', '=', orderId)
      .orderBy('c.seq')
      .orderBy('order_part.id')
      .execute()
  );
}
export type LineRecord = Awaited<ReturnType<typeof linesOf>>[number];

export function partsByIds(db: Kysely<Database>, owner: Owner, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tenant(db, owner)
    .select('order_part')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Lines of cards (all of an order when `cardIds` is absent). */
export function partsOfCards(db: Kysely<Database>, owner: Owner, orderId: number, cardIds?: readonly number[]) {
  let q = tenant(db, owner).select('order_part').selectAll().where('order_id', '=', orderId);
  if (cardIds) q = q.where('card_id', 'in', cardIds.length > 0 ? [...cardIds] : [0]);
  return q.orderBy('id').execute();
}

/**
 * Adds `quantity` to a line's issued count while its open quantity holds it: false when another call took it
 * first (two issues of the same reservation at once: one wins).
 */
export async function addIssued(db: Kysely<Database>, owner: Owner, id: number, quantity: number) {
  const result = await tenant(db, owner)
    .update('order_part')
    .set({ issued: sql<number>`round(issued + ${quantity}, 2)` })
    .where('id', '=', id)
    .where(sql<boolean>`quantity - issued - released >= ${round2(quantity - 0.001)}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds `quantity` to a line's returned count while what is outstanding holds it. */
export async function addReturned(db: Kysely<Database>, owner: Owner, id: number, quantity: number) {
  const result = await tenant(db, owner)
    .update('order_part')
    .set({ returned: sql<number>`round(returned + ${quantity}, 2)` })
    .where('id', '=', id)
    .where(sql<boolean>`issued - returned >= ${round2(quantity - 0.001)}`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Releases what is open of lines (released = reserved − issued); the lines changed. */
export async function releaseOpen(db: Kysely<Database>, owner: Owner, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await tenant(db, owner)
    .update('order_part')
    .set({ released: sql<number>`round(quantity - issued, 2)` })
    .where('id', 'in', [...ids])
    .where(sql<boolean>`quantity - issued - released > 0`)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function deleteParts(db: Kysely<Database>, owner: Owner, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tenant(db, owner)
    .delete('order_part')
    .where('id', 'in', [...ids])
    .execute();
}

/** The open lines of an order with their card (the open work that keeps it from inspection and close). */
export function openLines(db: Kysely<Database>, owner: Owner, orderId: number) {
  return (
    tenant(db, owner)
      .select('order_part')
      // tenant: the card a line of the caller's company names (its own id).
      .leftJoin('order_card as c', 'c.id', 'order_part.card_id')
      .select(['order_part.card_id', 'c.seq', 'c.name as card_name', 'order_part.name', 'order_part.part_number'])
      .where('order_part.order_id', '=', orderId)
      .where(sql<boolean>`${openSql} > 0`)
      .orderBy('c.seq')
      .orderBy('order_part.id')
      .execute()
  );
}

// --- Stock ---------------------------------------------------------------------------------------------------

/**
 * What other orders hold reserved and open of each material (their lines' reserved − issued − released): the
 * stock no other order may take.
 */
export async function reservedByOthers(
  db: Kysely<Database>,
  owner: Owner,
  materialIds: readonly number[],
  exceptOrder: number | null,
) {
  const out = new Map<number, number>();
  if (materialIds.length === 0) return out;
  let q = tenant(db, owner)
    .select('order_part')
    .select(['material_id', sql<number>`sum(${openSql})`.as('open')])
    .where('material_id', 'in', [...new Set(materialIds)])
    .where(sql<boolean>`${openSql} > 0`);
  if (exceptOrder !== null) q = q.where('order_id', '<>', exceptOrder);
  for (const r of await q.groupBy('material_id').execute()) {
    if (r.material_id !== null) out.set(r.material_id, round2(Number(r.open)));
  }
  return out;
}

/** Open inbound batches of materials in every warehouse (what the pick list and the checks read). */
export function openBatches(db: Kysely<Database>, owner: Owner, materialIds: readonly number[]) {
  if (materialIds.length === 0) return Promise.resolve([]);
  return tenant(db, owner)
    .select('store_order_item')
    .select(['id', 'material_id', 'warehouse_id', 'batch', 'seri', 'expire_date', 'order_date', 'remain', 'position'])
    .where('material_id', 'in', [...new Set(materialIds)])
    .where('remain', '>', sql.lit(0)) // a literal, so that the open-batch partial index applies
    .where('direction', '=', 1)
    .where('step', '=', 1)
    .orderBy('id')
    .execute();
}
export type BatchRecord = Awaited<ReturnType<typeof openBatches>>[number];

/** Stock of materials per warehouse with the warehouses' names. */
export function stockBins(db: Kysely<Database>, owner: Owner, materialIds: readonly number[]) {
  if (materialIds.length === 0) return Promise.resolve([]);
  return (
    tenant(db, owner)
      .select('material_stock as s')
      // tenant: the warehouse a stock row of the caller's company names (its own id).
      .leftJoin('warehouse as w', 'w.id', 's.warehouse_id')
      .select(['s.material_id', 's.warehouse_id', 's.quantity', 'w.name as warehouse_name'])
      .where('s.material_id', 'in', [...new Set(materialIds)])
      .where('s.quantity', '>', 0)
      .orderBy('s.warehouse_id')
      .execute()
  );
}

/** Warehouse names of the company by id. */
export async function warehouseNames(db: Kysely<Database>, owner: Owner, ids: readonly number[]) {
  const map = new Map<number, string>();
  if (ids.length === 0) return map;
  const rows = await tenant(db, owner)
    .select('warehouse')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const r of rows) map.set(r.id, r.name);
  return map;
}

/**
 * The confirmed store lines that issued (−1) or returned (1) parts of a line, oldest first: what a return takes
 * back (its batch, serial and expiry).
 */
export function movedFor(db: Kysely<Database>, owner: Owner, partId: number) {
  return tenant(db, owner)
    .select('store_order_item')
    .select(['id', 'direction', 'warehouse_id', 'batch', 'seri', 'expire_date', 'quantity'])
    .where('order_part_id', '=', partId)
    .where('step', '=', 1)
    .orderBy('id')
    .execute();
}

// --- Removed parts -------------------------------------------------------------------------------------------

export async function insertRemoved(db: Kysely<Database>, owner: Owner, values: RemovedValues): Promise<number> {
  const row = await tenant(db, owner).insert('order_removed_part', [values]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function removedOf(db: Kysely<Database>, owner: Owner, orderId: number) {
  return (
    tenant(db, owner)
      .select('order_removed_part as r')
      // tenant: the card a removed part of the caller's company is booked on (its own id).
      .leftJoin('order_card as c', 'c.id', 'r.card_id')
      .selectAll('r')
      .select(['c.seq as card_seq', 'c.name as card_name'])
      .where('r.order_id', '=', orderId)
      .orderBy('r.id')
      .execute()
  );
}

/** The serials (null for a part without one) fitted by Replace from a line's issued parts. */
export async function fittedOf(db: Kysely<Database>, owner: Owner, partId: number): Promise<(string | null)[]> {
  const rows = await tenant(db, owner)
    .select('order_removed_part')
    .select('installed_serial')
    .where('part_id', '=', partId)
    .execute();
  return rows.map((r) => r.installed_serial);
}

/** How many parts of each line of an order Replace fitted. */
export async function fittedCounts(db: Kysely<Database>, owner: Owner, orderId: number) {
  const rows = await tenant(db, owner)
    .select('order_removed_part')
    .select(['part_id', sql<number>`count(*)`.as('n')])
    .where('order_id', '=', orderId)
    .where('part_id', 'is not', null)
    .groupBy('part_id')
    .execute();
  return new Map(rows.map((r) => [r.part_id as number, Number(r.n)]));
}

export async function deleteRemovedOfCard(db: Kysely<Database>, owner: Owner, cardId: number) {
  await tenant(db, owner).delete('order_removed_part').where('card_id', '=', cardId).execute();
}

/** A current installed component of an aircraft (plane-bom's row: part number, serial, name). */
export function currentBom(db: Kysely<Database>, owner: Owner, id: number, planeId: number) {
  return tenant(db, owner)
    .select('plane_bom')
    .select(['id', 'name', 'model', 'seri'])
    .where('id', '=', id)
    .where('plane_id', '=', planeId)
    .where('closed', '=', 0)
    .executeTakeFirst();
}
