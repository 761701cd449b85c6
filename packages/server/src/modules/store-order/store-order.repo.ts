import {
  directionOf,
  type SerialRow,
  StoreOrder,
  type StoreOrderItemRow,
  type StoreOrderListRow,
} from '@hangar/domain/contracts/store';
import type { RowOf } from '@hangar/domain/entity';
import type { QueryPayload } from '@hangar/domain/query';
import { type Insertable, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { DialectName } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { type Owner, ownerId, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, toColumns } from '../../platform/entity/entity-map';
import { type FieldMap, runQuery } from '../../platform/query/compile';
import type { StoreOrderItemTable } from './store-order.schema';

// The only SQL on store_order, store_order_item and material_stock (and the stock column of material, which the
// stores keep). Every statement starts from tenant(db, company): an id of another company's order, warehouse,
// material or item reads as absent and writes nothing. Joins for display names are made for the page only.

export type OrderRow = RowOf<typeof StoreOrder>;
export type OrderValues = { [K in Exclude<keyof OrderRow, 'id'>]?: OrderRow[K] | null };
export type ItemRecord = Selectable<StoreOrderItemTable>;
export type ItemValues = Omit<Insertable<StoreOrderItemTable>, 'company_id' | 'id'>;

/** The declaration's fields, and `side` (the type's direction: the screen that lists the order). */
const orderFields: FieldMap = { ...fieldMapOf(StoreOrder), side: { column: 'store_order.side', type: 'number' } };

// --- Orders ------------------------------------------------------------------------------------------------

// tenant: items, warehouses, suppliers and aircraft of an order already scoped to the caller's company.
const itemCount = sql<number>`(select count(*) from store_order_item si where si.order_id = store_order.id)`;
// tenant: as above, the items of a scoped order.
const totalQuantity = sql<number>`(select coalesce(sum(si.quantity), 0) from store_order_item si where si.order_id = store_order.id)`;

// biome-ignore lint/complexity/noBannedTypes: the base query's empty selection
type OrderBase = SelectQueryBuilder<Database, 'store_order', {}>;

/** The list row's columns: the order, its names and its line count and total. */
function withListColumns(q: OrderBase) {
  return (
    q
      // tenant: the warehouse, supplier and aircraft an order of the caller's company names (its own ids).
      .leftJoin('warehouse as w', 'w.id', 'store_order.warehouse_id')
      .leftJoin('supplier as s', 's.id', 'store_order.supplier_id')
      .leftJoin('plane_entity as p', 'p.id', 'store_order.plane_id')
      .selectAll('store_order')
      .select([
        'w.name as warehouse_name',
        's.name as supplier_name',
        'p.name as plane_name',
        itemCount.as('item_count'),
        totalQuantity.as('total_quantity'),
      ])
  );
}

function listRowOf(r: Record<string, unknown>): StoreOrderListRow {
  return {
    ...fromRow(StoreOrder, r),
    warehouseName: (r.warehouse_name as string | null) ?? null,
    supplierName: (r.supplier_name as string | null) ?? null,
    planeName: (r.plane_name as string | null) ?? null,
    itemCount: Number(r.item_count ?? 0),
    totalQuantity: round2(Number(r.total_quantity ?? 0)),
  };
}

export async function queryOrders(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, owner).select('store_order'),
    withListColumns,
    { fields: orderFields, tenant: null, defaultSort: { field: 'id', order: 'desc' }, idColumn: 'store_order.id' },
    payload,
  );
  return { items: page.items.map((r) => listRowOf(r as Record<string, unknown>)), totalItems: page.totalItems };
}

/** One order as the list shows it (with names and totals). */
export async function findOrderListRow(db: Kysely<Database>, owner: Owner, id: number) {
  const row = await withListColumns(
    tenant(db, owner).select('store_order').where('store_order.id', '=', id),
  ).executeTakeFirst();
  return row ? listRowOf(row as Record<string, unknown>) : undefined;
}

export async function findOrder(db: Kysely<Database>, owner: Owner, id: number): Promise<OrderRow | undefined> {
  const row = await tenant(db, owner).select('store_order').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(StoreOrder, row) : undefined;
}

/** Names the production order a store order issues or returns parts for (order-parts). */
export async function linkOrder(db: Kysely<Database>, owner: Owner, id: number, productionOrder: number) {
  await tenant(db, owner)
    .update('store_order')
    .set({ production_order_id: productionOrder })
    .where('id', '=', id)
    .execute();
}

/** The number of the production order a store order issued or returned parts for, or null. */
export async function productionOrderOf(db: Kysely<Database>, owner: Owner, id: number): Promise<string | null> {
  const row = await tenant(db, owner)
    .select('store_order as s')
    // tenant: the production order a store order of the caller's company names (its own id).
    .innerJoin('production_order as p', 'p.id', 's.production_order_id')
    .select('p.seri')
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row?.seri ?? null;
}

/** The production order a store order issued or returned parts for (its id), or null. */
export async function productionOrderIdOf(db: Kysely<Database>, owner: Owner, id: number): Promise<number | null> {
  const row = await tenant(db, owner)
    .select('store_order')
    .select('production_order_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.production_order_id ?? null;
}

/**
 * What production orders hold reserved and neither issued nor released of each material, but the order `except`
 * (order-parts' reservations, issue 33: read here because the parts module depends on the stores, not the reverse).
 */
export async function reservedOpen(db: Kysely<Database>, owner: Owner, materialIds: number[], except: number | null) {
  const out = new Map<number, number>();
  if (materialIds.length === 0) return out;
  let q = tenant(db, owner)
    .select('order_part')
    .select(['material_id', sql<number>`sum(quantity - issued - released)`.as('open')])
    .where('material_id', 'in', materialIds)
    .where(sql<boolean>`quantity - issued - released > 0`);
  if (except !== null) q = q.where('order_id', '<>', except);
  for (const r of await q.groupBy('material_id').execute()) {
    if (r.material_id !== null) out.set(r.material_id, round2(Number(r.open)));
  }
  return out;
}

/** A material's unexpired stock over every warehouse (Σ remain of confirmed batches not expired before `today`). */
export async function unexpiredStock(db: Kysely<Database>, owner: Owner, materialId: number, today: string) {
  const row = await tenant(db, owner)
    .select('store_order_item')
    .select(sql<number>`coalesce(sum(remain), 0)`.as('remain'))
    .where('material_id', '=', materialId)
    .where('step', '=', 1)
    .where('direction', '=', 1)
    .where('remain', '>', sql.lit(0))
    .where((eb) => eb.or([eb('expire_date', 'is', null), eb('expire_date', '>=', `${today} 00:00:00`)]))
    .executeTakeFirst();
  return round2(Number(row?.remain ?? 0));
}

/** Another order of the company with this number. */
export async function codeTaken(db: Kysely<Database>, owner: Owner, code: string, exceptId?: number) {
  let q = tenant(db, owner).select('store_order').select('id').where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The company's order numbers that start with `prefix` (one day's generated numbers). */
export async function codesStartingWith(db: Kysely<Database>, owner: Owner, prefix: string): Promise<string[]> {
  const rows = await tenant(db, owner)
    .select('store_order')
    .select('code')
    .where('code', 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .execute();
  return rows.map((r) => r.code);
}

/**
 * Serialises the numbering of a company's orders until the transaction ends (PostgreSQL: two clerks adding
 * orders at once would otherwise both take the day's next number; SQLite serialises writers already).
 */
export async function lockOrderNumbers(db: Kysely<Database>, dialect: DialectName, owner: Owner): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(13013, ${ownerId(owner)})`.execute(db);
}

export async function insertOrder(db: Kysely<Database>, owner: Owner, values: OrderValues): Promise<number> {
  const row = await tenant(db, owner)
    .insert('store_order', [{ ...toColumns(StoreOrder, values), side: directionOf(values.type as number) } as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateOrder(db: Kysely<Database>, owner: Owner, id: number, values: OrderValues) {
  const columns: Record<string, unknown> = toColumns(StoreOrder, values);
  if (Object.keys(columns).length === 0) return;
  if (values.type !== undefined && values.type !== null) columns.side = directionOf(values.type);
  await tenant(db, owner).update('store_order').set(columns).where('id', '=', id).execute();
}

export async function deleteOrder(db: Kysely<Database>, owner: Owner, id: number) {
  await tenant(db, owner).delete('store_order_item').where('order_id', '=', id).execute();
  await tenant(db, owner).delete('store_order').where('id', '=', id).execute();
}

/**
 * Marks a draft confirmed; false when it is no longer a draft. On PostgreSQL the row lock makes a second
 * confirmation of the same order wait and then find it confirmed; on SQLite this write takes the database's
 * write lock before anything is read.
 */
export async function markConfirmed(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  by: number | null,
  at: string,
): Promise<boolean> {
  const result = await tenant(db, owner)
    .update('store_order')
    .set({ step: 1, confirmed_by: by, confirmed_at: at })
    .where('id', '=', id)
    .where('step', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a confirmed order for its reversal (reversed_by = 0 until the reversal's id is known); false when it
 * is not confirmed, already reversed or itself a reversal. Same locking as markConfirmed.
 */
export async function claimForReversal(db: Kysely<Database>, owner: Owner, id: number): Promise<boolean> {
  const result = await tenant(db, owner)
    .update('store_order')
    .set({ reversed_by: 0 })
    .where('id', '=', id)
    .where('step', '=', 1)
    .where('reversed_by', 'is', null)
    .where('reverses', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- Items -------------------------------------------------------------------------------------------------

export async function itemsOfOrder(db: Kysely<Database>, owner: Owner, orderId: number): Promise<ItemRecord[]> {
  return tenant(db, owner)
    .select('store_order_item')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export async function insertItems(db: Kysely<Database>, owner: Owner, rows: ItemValues[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = await tenant(db, owner).insert('store_order_item', rows).returning('id').execute();
  return ids.map((r) => r.id);
}

export async function deleteItemsOf(db: Kysely<Database>, owner: Owner, orderId: number) {
  await tenant(db, owner).delete('store_order_item').where('order_id', '=', orderId).execute();
}

export async function updateItem(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: Partial<Omit<ItemRecord, 'id' | 'company_id'>>,
) {
  await tenant(db, owner).update('store_order_item').set(values).where('id', '=', id).execute();
}

/** Sets an item's remain to `remain` (absolute; the material's lock is held). */
export async function setRemain(db: Kysely<Database>, owner: Owner, id: number, remain: number) {
  await tenant(db, owner)
    .update('store_order_item')
    .set({ remain: round2(remain) })
    .where('id', '=', id)
    .execute();
}

/** Inbound lines of a material in a warehouse that still hold stock, oldest first (order date, then line). */
export function openInboundLines(db: Kysely<Database>, owner: Owner, materialId: number, warehouseId: number) {
  return tenant(db, owner)
    .select('store_order_item')
    .selectAll()
    .where('material_id', '=', materialId)
    .where('warehouse_id', '=', warehouseId)
    .where('remain', '>', sql.lit(0)) // a literal, so that the open-batch partial index applies
    .where('direction', '=', 1)
    .where('step', '=', 1)
    .orderBy('order_date')
    .orderBy('id')
    .execute();
}

/** Lines holding serials of a material in stock (anywhere, or in one warehouse). */
export function serialsInStock(
  db: Kysely<Database>,
  owner: Owner,
  materialId: number,
  seris: string[],
  warehouseId?: number,
) {
  if (seris.length === 0) return Promise.resolve([]);
  let q = tenant(db, owner)
    .select('store_order_item')
    .select(['id', 'seri', 'warehouse_id'])
    .where('material_id', '=', materialId)
    .where('seri', 'in', seris)
    .where('direction', '=', 1)
    .where('step', '=', 1)
    // A literal, so that the open-batch partial index applies.
    .where('remain', '>', sql.lit(0));
  if (warehouseId !== undefined) q = q.where('warehouse_id', '=', warehouseId);
  return q.execute();
}

/**
 * The last confirmed movement of a material's serial (anywhere): its direction, warehouse, and the order's
 * number, date, aircraft and receiver; undefined when the serial never moved.
 */
export async function lastSerialMovement(db: Kysely<Database>, owner: Owner, materialId: number, seri: string) {
  const row = await tenant(db, owner)
    .select('store_order_item as i')
    // tenant: the order, warehouse and aircraft a line of the caller's company names (its own ids).
    .innerJoin('store_order as o', 'o.id', 'i.order_id')
    .leftJoin('warehouse as w', 'w.id', 'i.warehouse_id')
    .leftJoin('plane_entity as p', 'p.id', 'o.plane_id')
    .select(['i.direction', 'w.name as warehouse_name', 'o.code', 'o.order_date', 'o.receiver', 'p.name as plane_name'])
    .where('i.material_id', '=', materialId)
    .where('i.seri', '=', seri)
    .where('i.step', '=', 1)
    .orderBy('i.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row
    ? {
        direction: row.direction,
        warehouseName: row.warehouse_name,
        orderCode: row.code,
        orderDate: row.order_date,
        receiver: row.receiver,
        planeName: row.plane_name,
      }
    : undefined;
}

// --- Stock -------------------------------------------------------------------------------------------------

/**
 * Locks the materials' rows until the transaction ends, in id order (PostgreSQL). Every change of a
 * material's stock (its lines' remain, material_stock, material.stock) happens under its lock, so two
 * confirmations of the same material run one after the other and the second reads what the first left.
 * SQLite serialises writers: the caller has written (taken the write lock) before it reads.
 */
export async function lockMaterials(db: Kysely<Database>, dialect: DialectName, owner: Owner, ids: number[]) {
  if (dialect !== 'postgres' || ids.length === 0) return;
  await tenant(db, owner)
    .select('material')
    .select('id')
    .where(
      'id',
      'in',
      [...new Set(ids)].sort((a, b) => a - b),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Adds `delta` to a material's stock in a warehouse and in total. */
export async function addStock(
  db: Kysely<Database>,
  owner: Owner,
  materialId: number,
  warehouseId: number,
  delta: number,
) {
  if (delta === 0) return;
  await tenant(db, owner)
    .insert('material_stock', [{ material_id: materialId, warehouse_id: warehouseId, quantity: round2(delta) }])
    .onConflict((oc) =>
      oc.columns(['material_id', 'warehouse_id']).doUpdateSet({
        // tenant: the conflicting row is this company's (its material, checked by the caller, is).
        quantity: sql<number>`round(material_stock.quantity + ${round2(delta)}, 2)`,
      }),
    )
    .execute();
  await tenant(db, owner)
    .update('material')
    .set({ stock: sql<number>`round(stock + ${round2(delta)}, 2)` })
    .where('id', '=', materialId)
    .execute();
}

/** Lines of the company by id. */
export function itemsByIds(db: Kysely<Database>, owner: Owner, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tenant(db, owner).select('store_order_item').selectAll().where('id', 'in', ids).execute();
}

/** A material's stock per warehouse. */
export function stockOf(db: Kysely<Database>, owner: Owner, materialId: number) {
  return tenant(db, owner)
    .select('material_stock')
    .select(['warehouse_id', 'quantity'])
    .where('material_id', '=', materialId)
    .execute();
}

// --- What an order refers to ---------------------------------------------------------------------------------

export function findWarehouse(db: Kysely<Database>, owner: Owner, id: number) {
  return tenant(db, owner)
    .select('warehouse')
    .select(['id', 'name', 'disabled'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function supplierExists(db: Kysely<Database>, owner: Owner, id: number) {
  return (
    (await tenant(db, owner).select('supplier').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

export async function planeExists(db: Kysely<Database>, owner: Owner, id: number) {
  const row = await tenant(db, owner).select('plane_entity').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export interface MaterialFacts {
  id: number;
  name: string;
  model: string;
  use_serial: number;
  disabled: number;
  approved: number;
}

export async function materialsByIds(db: Kysely<Database>, owner: Owner, ids: number[]) {
  const map = new Map<number, MaterialFacts>();
  if (ids.length === 0) return map;
  const rows = await tenant(db, owner)
    .select('material')
    .select(['id', 'name', 'model', 'use_serial', 'disabled', 'approved'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const r of rows) map.set(r.id, r);
  return map;
}

// --- Items as the lists answer them ------------------------------------------------------------------------

/** The item list's filters (store_order_item as i): the line and the copies of its order's header. */
export const itemFields: FieldMap = {
  id: { column: 'i.id', type: 'number' },
  sn: { column: 'i.id', type: 'number' },
  orderId: { column: 'i.order_id', type: 'number' },
  orderDate: { column: 'i.order_date', type: 'date' },
  orderType: { column: 'i.order_type', type: 'number' },
  step: { column: 'i.step', type: 'number' },
  direction: { column: 'i.direction', type: 'number' },
  warehouse: { column: 'i.warehouse_id', type: 'number' },
  material: { column: 'i.material_id', type: 'number' },
  batch: { column: 'i.batch', type: 'text', nullable: true },
  seri: { column: 'i.seri', type: 'text', nullable: true },
  expireDate: { column: 'i.expire_date', type: 'date', nullable: true },
  quantity: { column: 'i.quantity', type: 'number' },
  remain: { column: 'i.remain', type: 'number' },
  price: { column: 'i.price', type: 'number', nullable: true },
  position: { column: 'i.position', type: 'text', nullable: true },
  cert: { column: 'i.cert', type: 'number', nullable: true },
  source: { column: 'i.source', type: 'number', nullable: true },
  // Joined (the order's number, the material's part number and name): joined into the counted query only when a
  // filter or the sort uses them.
  orderCode: { column: 'o.code', type: 'text' },
  materialModel: { column: 'm.model', type: 'text' },
  materialName: { column: 'm.name', type: 'text' },
};
const joinedItemFields = new Set(['orderCode', 'materialModel', 'materialName']);

/** Whether a query filters or sorts on a field of a joined table. */
const usesJoined = (payload: QueryPayload, joined: ReadonlySet<string>) =>
  [...payload.filters, ...payload.fixedFilters].some((c) => joined.has(c.name)) ||
  (payload.sortField ? joined.has(payload.sortField) : false);

// biome-ignore lint/complexity/noBannedTypes: the base query's empty selection
type ItemBase = SelectQueryBuilder<Database & { i: StoreOrderItemTable }, 'i', {}>;

/** The order and the material of a line (their part of the item fields). */
function joinOrderAndMaterial(q: ItemBase) {
  return (
    q
      // tenant: the order and material a line of the caller's company names (its own ids).
      .innerJoin('store_order as o', 'o.id', 'i.order_id')
      .innerJoin('material as m', 'm.id', 'i.material_id')
  );
}
/** The same, typed as the base query the query compiler filters and counts. */
const withOrderAndMaterial = (q: ItemBase): ItemBase => joinOrderAndMaterial(q) as never;

/**
 * An item page's columns: the line, its order's number and remarks, the material's and warehouse's names
 * (`joined`: the order and material are joined already).
 */
function withItemColumns(q: ItemBase, joined = false) {
  return (
    (joined ? (q as unknown as ReturnType<typeof joinOrderAndMaterial>) : joinOrderAndMaterial(q))
      // tenant: the warehouse and unit a line of the caller's company names (its own ids).
      .leftJoin('warehouse as w', 'w.id', 'i.warehouse_id')
      .leftJoin('unit as u', 'u.id', 'm.measure_unit')
      .selectAll('i')
      .select([
        'o.code as order_code',
        'o.comments as order_comments',
        'm.name as material_name',
        'm.model as material_model',
        'u.name as unit_name',
        'w.name as warehouse_name',
      ])
  );
}

type ItemJoined = ItemRecord & {
  order_code: string;
  order_comments: string | null;
  material_name: string;
  material_model: string;
  unit_name: string | null;
  warehouse_name: string | null;
};

function itemRowOf(r: ItemJoined): StoreOrderItemRow {
  return {
    sn: r.id,
    orderId: r.order_id,
    orderCode: r.order_code,
    orderDate: r.order_date,
    orderType: r.order_type,
    orderComments: r.order_comments,
    step: r.step,
    direction: r.direction,
    warehouse: r.warehouse_id,
    warehouseName: r.warehouse_name,
    material: r.material_id,
    materialName: r.material_name,
    materialModel: r.material_model,
    unitName: r.unit_name,
    batch: r.batch,
    seri: r.seri,
    expireDate: r.expire_date,
    quantity: r.quantity,
    remain: r.remain,
    price: r.price,
    priceEx: r.price_ex,
    position: r.position,
    cert: r.cert,
    comments: r.comments,
    source: r.source,
  };
}

/**
 * Items of the company (default: newest first). Filters and the count read store_order_item alone (one
 * material's lines are a range of the (company_id, material_id, step, id, …) index) unless they name the order's
 * number or the material's part number or name; the names are joined for the page only.
 */
export async function queryItems(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const joined = usesJoined(payload, joinedItemFields);
  const base = tenant(db, owner).select('store_order_item as i');
  const page = await runQuery(
    joined ? withOrderAndMaterial(base) : base,
    (q) => withItemColumns(q, joined),
    { fields: itemFields, tenant: null, defaultSort: { field: 'id', order: 'desc' }, idColumn: 'i.id' },
    payload,
  );
  return { items: (page.items as ItemJoined[]).map(itemRowOf), totalItems: page.totalItems };
}

/** The lines of one order as answered (with names), in line order. */
export async function itemRowsOfOrder(db: Kysely<Database>, owner: Owner, orderId: number) {
  const rows = await withItemColumns(
    tenant(db, owner).select('store_order_item as i').where('i.order_id', '=', orderId),
  )
    .orderBy('i.id')
    .execute();
  return (rows as ItemJoined[]).map(itemRowOf);
}

/** Σ quantity of a material's confirmed lines of one direction (reversals count by their own direction). */
export async function movedQuantity(db: Kysely<Database>, owner: Owner, materialId: number, direction: 1 | -1) {
  const row = await tenant(db, owner)
    .select('store_order_item')
    .select(sql<number>`coalesce(sum(quantity), 0)`.as('total'))
    .where('material_id', '=', materialId)
    .where('step', '=', 1)
    .where('direction', '=', direction)
    .executeTakeFirst();
  return round2(Number(row?.total ?? 0));
}

// --- Serials -----------------------------------------------------------------------------------------------

/** The serial list's filters: the last confirmed movement of each serial (state = its direction). */
const serialFields: FieldMap = {
  id: { column: 'i.id', type: 'number' },
  material: { column: 'i.material_id', type: 'number' },
  seri: { column: 'i.seri', type: 'text' },
  state: { column: 'i.direction', type: 'number' },
  warehouse: { column: 'i.warehouse_id', type: 'number' },
  batch: { column: 'i.batch', type: 'text', nullable: true },
  orderDate: { column: 'i.order_date', type: 'date' },
  expireDate: { column: 'i.expire_date', type: 'date', nullable: true },
  materialModel: { column: 'm.model', type: 'text' },
  materialName: { column: 'm.name', type: 'text' },
};

export async function querySerials(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const base = tenant(db, owner)
    .select('store_order_item as i')
    .where('i.step', '=', 1)
    .where('i.seri', 'is not', null)
    .where(
      'i.id',
      '=',
      // tenant: later lines of the same company's material and serial (the predicate names the company).
      sql<number>`(select max(j.id) from store_order_item j where j.company_id = i.company_id and j.material_id = i.material_id and j.seri = i.seri and j.step = 1)`,
    )
    // tenant: the line's own material, of the caller's company (its part number and name are filters).
    .innerJoin('material as m', 'm.id', 'i.material_id')
    .where('m.use_serial', '=', 1);
  const page = await runQuery(
    base,
    (q) =>
      q
        // tenant: the order, warehouse and aircraft a line of the caller's company names.
        .innerJoin('store_order as o', 'o.id', 'i.order_id')
        .leftJoin('warehouse as w', 'w.id', 'i.warehouse_id')
        .leftJoin('plane_entity as p', 'p.id', 'o.plane_id')
        .select([
          'i.material_id',
          'i.seri',
          'i.batch',
          'i.direction',
          'i.warehouse_id',
          'i.position',
          'i.expire_date',
          'i.order_id',
          'o.code as order_code',
          'o.type as order_type',
          'o.order_date',
          'o.plane_id',
          'o.receiver',
          'm.name as material_name',
          'm.model as material_model',
          'w.name as warehouse_name',
          'p.name as plane_name',
        ]),
    { fields: serialFields, tenant: null, defaultSort: { field: 'id', order: 'desc' }, idColumn: 'i.id' },
    payload,
  );
  const items = page.items.map(
    (r): SerialRow => ({
      material: r.material_id,
      materialName: r.material_name,
      materialModel: r.material_model,
      seri: r.seri ?? '',
      batch: r.batch,
      state: r.direction,
      warehouse: r.warehouse_id,
      warehouseName: r.warehouse_name,
      position: r.position,
      expireDate: r.expire_date,
      orderId: r.order_id,
      orderCode: r.order_code,
      orderType: r.order_type,
      orderDate: r.order_date,
      plane: r.plane_id,
      planeName: r.plane_name,
      receiver: r.receiver,
    }),
  );
  return { items, totalItems: page.totalItems };
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
