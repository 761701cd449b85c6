import { ObjType } from '@hangar/domain/codes';
import { directionOf, movementRefusal, StoreOrder, type StoreOrderDetail } from '@hangar/domain/contracts/store';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { MessageKey } from '@hangar/domain/messages';
import type { Fn } from '@hangar/domain/permissions';
import type { Kysely } from 'kysely';
import { type AccessScope, can } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import { auditOf } from '../../platform/entity/entity-map';
import { AppError, invalid, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import {
  codesStartingWith,
  codeTaken,
  deleteItemsOf,
  deleteOrder,
  findOrder,
  findOrderListRow,
  findWarehouse,
  type ItemValues,
  insertItems,
  insertOrder,
  itemRowsOfOrder,
  lastSerialMovement,
  lockOrderNumbers,
  type MaterialFacts,
  materialsByIds,
  type OrderRow,
  type OrderValues,
  planeExists,
  serialsInStock,
  supplierExists,
  updateOrder,
} from './store-order.repo';

// Store order drafts: add, change, delete, read (store.ts header comment states the rules). Confirm and Reverse
// are in store-order.stock.ts. An order is written from /store/purchase (inbound) or /store/deliver (outbound):
// the route table lets holders of either view's function in, and every call here checks that the caller holds
// the function of the view that fits the order's direction.

type Body<K extends keyof typeof StoreOrder.api> = EndpointBody<(typeof StoreOrder.api)[K]>;
type OrderInput = Body<'Add'>;
export type LineInput = OrderInput['items'][number];

/** The screen that writes orders of a direction. */
export const viewOfDirection = (direction: number) => (direction === 1 ? 'store-purchase' : 'store-deliver');

/** 403 unless the caller holds `fn` of the view that fits the direction (administrators pass). */
export function assertDirection(scope: AccessScope, direction: number, fn: Fn): void {
  if (!can(scope, viewOfDirection(direction), fn)) throw new AppError('FORBIDDEN', 'store.wrongDirection');
}

export const orderNotFound = () => new AppError('NOT_FOUND', 'store.notFound');
export const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);
/** Today in the company's time zone (as the due engine computes it), `YYYY-MM-DD`. */
export const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);

/** An order with its lines as answered. */
export async function detailOf(db: Kysely<Database>, scope: AccessScope, id: number): Promise<StoreOrderDetail> {
  const row = await findOrderListRow(db, scope, id);
  if (!row) throw orderNotFound();
  return { ...row, items: await itemRowsOfOrder(db, scope, id) };
}

export async function getOrder(ctx: Ctx<Body<'Get'>>) {
  return detailOf(ctx.db, ctx.scope, ctx.body.id);
}

/** What the operation log records of an order's lines. */
export function linesOf(detail: Pick<StoreOrderDetail, 'items'>) {
  return detail.items.map((i) => ({
    material: i.material,
    batch: i.batch,
    seri: i.seri,
    quantity: i.quantity,
    ...(i.source ? { source: i.source } : {}),
  }));
}

/** The log's view of an order: its audited fields and lines. */
export const auditedOrder = (detail: StoreOrderDetail) => ({ ...auditOf(StoreOrder, detail), items: linesOf(detail) });

// --- Validation --------------------------------------------------------------------------------------------

/** A line as the checks see it (from the client, or a stored draft line at confirmation). */
export interface Line {
  material: number;
  seri?: string | null;
  quantity: number;
}

/**
 * Checks what an order names: the warehouse, supplier and aircraft are the company's, the lines' materials are
 * the company's and usable, and serials follow the rules (store.ts). Messages name the field or the line.
 * `orderId`: the order being confirmed (its own lines are not "in stock" yet).
 */
export async function checkContent(
  db: Kysely<Database>,
  scope: AccessScope,
  header: { warehouse: number; supplier?: number | null; plane?: number | null },
  lines: readonly Line[],
  direction: number,
): Promise<{ materials: Map<number, MaterialFacts>; warehouseName: string }> {
  const warehouse = await findWarehouse(db, scope, header.warehouse);
  if (!warehouse) throw invalid('store.badWarehouse', 'warehouse');
  if (warehouse.disabled) throw invalid('store.warehouseDisabled', 'warehouse', { name: warehouse.name });
  if (header.supplier != null && !(await supplierExists(db, scope, header.supplier))) {
    throw invalid('store.badSupplier', 'supplier');
  }
  if (header.plane != null && !(await planeExists(db, scope, header.plane))) throw invalid('store.badPlane', 'plane');

  const materials = await materialsByIds(
    db,
    scope,
    lines.map((l) => l.material),
  );
  const serials = new Map<number, { seri: string; index: number }[]>();
  for (const [index, line] of lines.entries()) {
    const at = (field: string) => `items.${index}.${field}`;
    const m = materials.get(line.material);
    const params = { line: index + 1, name: m?.name ?? '' };
    if (!m) throw invalid('store.badMaterial', at('material'), params);
    // One rule for receipt and issue (store.ts): a disabled or unapproved material moves neither way.
    const refusal = movementRefusal(m);
    if (refusal) throw invalid(refusal, at('material'), params);
    if (!m.use_serial) continue;
    if (!line.seri) throw invalid('store.serialRequired', at('seri'), params);
    if (line.quantity !== 1) throw invalid('store.serialOne', at('quantity'), params);
    const seen = serials.get(m.id) ?? [];
    if (seen.some((s) => s.seri === line.seri)) throw invalid('store.serialRepeated', at('seri'), { seri: line.seri });
    seen.push({ seri: line.seri, index });
    serials.set(m.id, seen);
  }
  for (const [materialId, seen] of serials) {
    const m = materials.get(materialId) as MaterialFacts;
    const seris = seen.map((s) => s.seri);
    if (direction === 1) {
      const inStock = await serialsInStock(db, scope, materialId, seris);
      const first = seen.find((s) => inStock.some((r) => r.seri === s.seri));
      if (first) throw invalid('store.serialInStock', `items.${first.index}.seri`, { name: m.name, seri: first.seri });
    } else {
      const inStock = await serialsInStock(db, scope, materialId, seris, header.warehouse);
      const missing = seen.find((s) => !inStock.some((r) => r.seri === s.seri));
      if (missing) {
        const why = await whySerialNotHere(db, scope, m, missing.seri, warehouse.name);
        throw invalid(why.key, `items.${missing.index}.seri`, why.params);
      }
    }
  }
  return { materials, warehouseName: warehouse.name };
}

/**
 * Why a serial cannot be issued from a warehouse, from its last confirmed movement: issued already (to the
 * aircraft, or the receiver, of that order), in another warehouse, or never received.
 */
export async function whySerialNotHere(
  db: Kysely<Database>,
  scope: AccessScope,
  material: Pick<MaterialFacts, 'id' | 'name'>,
  seri: string,
  warehouseName: string,
): Promise<{ key: MessageKey; params: Record<string, string> }> {
  const last = await lastSerialMovement(db, scope, material.id, seri);
  const params = { name: material.name, seri, warehouse: warehouseName };
  if (!last) return { key: 'store.serialNotInStock', params };
  if (last.direction === 1) {
    return { key: 'store.serialElsewhere', params: { ...params, other: last.warehouseName ?? '' } };
  }
  const order = { ...params, code: last.orderCode, date: last.orderDate.slice(0, 10) };
  if (last.planeName) return { key: 'store.serialIssuedTo', params: { ...order, to: last.planeName } };
  if (last.receiver) return { key: 'store.serialIssuedTo', params: { ...order, to: last.receiver } };
  return { key: 'store.serialIssued', params: order };
}

// --- Numbers -----------------------------------------------------------------------------------------------

/**
 * The order's number: the clerk's (unique in the company), else `RK` (inbound) or `CK` (outbound) + today's
 * date + `-` + the day's next sequence number in the company (001, 002, ...).
 */
export async function orderCode(ctx: Ctx<unknown>, direction: number, given?: string | null, exceptId?: number) {
  const { db, scope } = ctx;
  await lockOrderNumbers(db, ctx.deps.db.dialect, scope);
  if (given) {
    if (await codeTaken(db, scope, given, exceptId)) throw new AppError('CONFLICT', 'store.codeTaken', { code: given });
    return given;
  }
  const prefix = `${direction === 1 ? 'RK' : 'CK'}${todayOf(ctx).replace(/-/g, '')}-`;
  let max = 0;
  for (const code of await codesStartingWith(db, scope, prefix)) {
    const tail = code.slice(prefix.length);
    if (/^\d{1,9}$/.test(tail)) max = Math.max(max, Number(tail));
  }
  return `${prefix}${String(max + 1).padStart(3, '0')}`;
}

// --- Drafts ------------------------------------------------------------------------------------------------

interface Header {
  warehouse: number;
  direction: number;
  orderDate: string;
  type: number;
}

/** Draft lines as stored: copies of the header the stock queries filter on, no stock booked (remain 0). */
export function draftLines(orderId: number, header: Header, items: readonly LineInput[]): ItemValues[] {
  return items.map((it) => ({
    order_id: orderId,
    material_id: it.material,
    warehouse_id: header.warehouse,
    direction: header.direction,
    step: 0,
    order_date: header.orderDate,
    order_type: header.type,
    batch: it.batch ?? null,
    seri: it.seri ?? null,
    expire_date: it.expireDate ?? null,
    quantity: it.quantity,
    remain: 0,
    price: it.price ?? null,
    price_ex: it.priceEx ?? null,
    position: it.position ?? null,
    cert: it.cert ?? null,
    comments: it.comments ?? null,
    source: null,
  }));
}

/** A draft's header as stored, from an Add or Update body (absent optional fields are cleared). */
function headerValues(body: Body<'Add'>, fixed: { code: string; direction: number; orderDate: string }): OrderValues {
  return {
    ...fixed,
    type: body.type,
    warehouse: body.warehouse,
    supplier: body.supplier ?? null,
    plane: body.plane ?? null,
    receiver: body.receiver ?? null,
    comments: body.comments ?? null,
  };
}

export async function addOrder(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  const direction = directionOf(body.type);
  assertDirection(scope, direction, 'Add');
  await checkContent(db, scope, body, body.items, direction);
  const code = await orderCode(ctx, direction, body.code);
  const orderDate = body.orderDate ?? `${todayOf(ctx)} 00:00:00`;
  const id = await insertOrder(db, scope, {
    ...headerValues(body, { code, direction, orderDate }),
    step: 0,
    createdBy: scope.userId,
    createdAt: nowOf(ctx),
  });
  await insertItems(db, scope, draftLines(id, { ...body, direction, orderDate }, body.items));
  const detail = await detailOf(db, scope, id);
  await ctx.audit({
    targetType: ObjType.StoreOrder,
    targetId: id,
    name: code,
    changes: diff({}, auditedOrder(detail)),
  });
  ctx.changed('store_order', [id]);
  return detail;
}

/** A draft of the company, or 404 / 601 (confirmed orders are never changed). */
async function draft(ctx: Ctx<{ id: number }>): Promise<OrderRow> {
  const order = await findOrder(ctx.db, ctx.scope, ctx.body.id);
  if (!order) throw orderNotFound();
  return order;
}

export async function changeOrder(ctx: Ctx<Body<'Update'>>) {
  const { db, scope, body } = ctx;
  const order = await draft(ctx);
  const direction = directionOf(body.type);
  assertDirection(scope, order.direction, 'Edit');
  assertDirection(scope, direction, 'Edit');
  if (order.step !== 0) throw rule('store.confirmed');
  const before = await detailOf(db, scope, order.id);
  await checkContent(db, scope, body, body.items, direction);
  const code =
    body.code && body.code !== order.code ? await orderCode(ctx, direction, body.code, order.id) : order.code;
  const orderDate = body.orderDate ?? order.orderDate;
  await updateOrder(db, scope, order.id, headerValues(body, { code, direction, orderDate }));
  await deleteItemsOf(db, scope, order.id);
  await insertItems(db, scope, draftLines(order.id, { ...body, direction, orderDate }, body.items));
  const after = await detailOf(db, scope, order.id);
  await ctx.audit({
    targetType: ObjType.StoreOrder,
    targetId: order.id,
    name: code,
    changes: diff(auditedOrder(before), auditedOrder(after)),
  });
  ctx.changed('store_order', [order.id]);
  return after;
}

export async function removeOrder(ctx: Ctx<Body<'Delete'>>) {
  const { db, scope } = ctx;
  const order = await draft(ctx);
  assertDirection(scope, order.direction, 'Delete');
  if (order.step !== 0) throw rule('store.confirmed');
  const before = await detailOf(db, scope, order.id);
  await deleteOrder(db, scope, order.id);
  await ctx.audit({
    targetType: ObjType.StoreOrder,
    targetId: order.id,
    name: order.code,
    before: auditedOrder(before),
  });
  ctx.changed('store_order', [order.id]);
  return { id: order.id };
}
