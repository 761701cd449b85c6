import { ObjType } from '@hangar/domain/codes';
import {
  batchExpired,
  directionOf,
  type ExpiredBatch,
  issueOrder,
  type StoreOrder,
  type StoreOrderDetail,
} from '@hangar/domain/contracts/store';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { z } from 'zod';
import { diff } from '../../platform/audit/oper-log';
import { AppError, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import {
  addStock,
  claimForReversal,
  findOrder,
  type ItemRecord,
  type ItemValues,
  insertItems,
  insertOrder,
  itemsByIds,
  itemsOfOrder,
  linkOrder,
  lockMaterials,
  markConfirmed,
  materialsByIds,
  type OrderRow,
  openInboundLines,
  productionOrderIdOf,
  productionOrderOf,
  reservedOpen,
  round2,
  serialsInStock,
  setRemain,
  stockOf,
  unexpiredStock,
  updateItem,
  updateOrder,
} from './store-order.repo';
import {
  assertDirection,
  auditedOrder,
  checkContent,
  detailOf,
  draftLines,
  type LineInput,
  linesOf,
  nowOf,
  orderCode,
  orderNotFound,
  todayOf,
  whySerialNotHere,
} from './store-order.service';

// Booking store orders into stock (store.ts header comment; docs/domain.md "Stock"). Confirm and Reverse run in the
// call's one transaction with their log rows:
//
// - The order's own row is written first (draft → confirmed, or claimed for its reversal, with a check of the
//   rows changed): a second confirmation of the same order finds nothing to change and is refused, and on
//   SQLite the database's write lock is held before any stock is read. On PostgreSQL the materials' rows are
//   then locked in id order (lockMaterials), so that two confirmations of the same material run one after the
//   other and the second reads the remains and stock the first left: two clerks issuing the last unit at once
//   get one success and one "not enough", never a negative stock.
// - An outbound line consumes inbound lines of its material in its warehouse (`remain`), the batch or serial
//   it names, otherwise first expiry first (issueOrder: unexpired batches with an expiry by expiry, then those
//   without, each by receipt); expired batches (expiry before today) only after every unexpired one. An expired
//   batch is issued, or received, only when the confirmation allows it (STORE_EXPIRED, refuseExpired): the
//   same rule both ways. A line that consumes several batches is
//   stored as one line per batch, each naming the inbound line it consumed (`source`); the first keeps the
//   draft line's id.
// - material_stock (per warehouse) and material.stock (total) move by the same amounts as the lines, so that
//   both always equal Σ confirmed in − out, and Σ remain of the inbound lines equals the stock.

type Body<K extends keyof typeof StoreOrder.api> = EndpointBody<(typeof StoreOrder.api)[K]>;
type Expired = z.output<typeof ExpiredBatch>;

/** A quantity taken from an inbound line. */
interface Take {
  line: ItemRecord;
  quantity: number;
  expired: boolean;
}

/** Header copies a booked line carries. */
const headerOf = (order: { warehouse: number; direction: number; orderDate: string; type: number }) => ({
  warehouse_id: order.warehouse,
  direction: order.direction,
  order_date: order.orderDate,
  order_type: order.type,
});

/** Adds the per-material deltas to stock and checks that no stock went below zero. */
async function moveStock(ctx: Ctx<unknown>, warehouse: number, deltas: Map<number, number>) {
  const { db, scope } = ctx;
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  for (const materialId of ids) {
    await addStock(db, scope, materialId, warehouse, deltas.get(materialId) ?? 0);
    const stock = await stockOf(db, scope, materialId);
    // Consumption never takes more than the remains hold; this guards the invariant itself (rolled back, 500).
    if (stock.some((s) => s.quantity < -0.001)) throw new Error(`stock of material ${materialId} would go negative`);
  }
  if (ids.length > 0) ctx.changed('material', ids);
}

/**
 * Refuses, with STORE_EXPIRED and the batches, a confirmation that would receive or issue expired batches unless
 * it allows them (the screen asks and confirms again with allowExpired).
 */
function refuseExpired(expired: Expired[], direction: number, allowed: boolean | undefined) {
  if (expired.length === 0 || allowed) return;
  const list = expired.map((e) => `${e.materialName} ${e.batch ?? '-'} ${e.expireDate.slice(0, 10)}`).join(', ');
  const key = direction === 1 ? 'store.expiredReceipt' : 'store.expired';
  throw new AppError('STORE_EXPIRED', key, { list }, { extra: { expired } });
}

const addTo = (deltas: Map<number, number>, materialId: number, delta: number) =>
  deltas.set(materialId, round2((deltas.get(materialId) ?? 0) + delta));

export async function confirmOrder(ctx: Ctx<Body<'Confirm'>>) {
  const { db, scope, body } = ctx;
  const order = await findOrder(db, scope, body.id);
  if (!order) throw orderNotFound();
  assertDirection(scope, order.direction, 'Execute');
  if (order.step !== 0) throw rule('store.confirmed');
  return confirmDraft(ctx, order, body.allowExpired);
}

/**
 * Books a store order at once in the caller's transaction, by the stores' own rules (checkContent, first expiry
 * first, serials, expired batches refused unless `allowExpired`): the draft written with its log row, then confirmed
 * with its own, as a clerk would. The face the parts of production orders issue and return through (order-parts):
 * the caller has checked its rights; `link` names the production order on the order and the reservation line and
 * card on each line (kept by every line the confirmation splits per batch).
 */
export async function bookOrder(
  ctx: Ctx<unknown>,
  header: {
    type: number;
    warehouse: number;
    plane?: number | null;
    receiver?: string | null;
    comments?: string | null;
  },
  items: readonly (LineInput & { link?: { part: number; card: number } })[],
  link: { productionOrder: number },
): Promise<StoreOrderDetail> {
  const { db, scope } = ctx;
  const direction = directionOf(header.type);
  await checkContent(db, scope, header, items, direction);
  const code = await orderCode(ctx, direction);
  const orderDate = `${todayOf(ctx)} 00:00:00`;
  const id = await insertOrder(db, scope, {
    code,
    type: header.type,
    direction,
    orderDate,
    warehouse: header.warehouse,
    supplier: null,
    plane: header.plane ?? null,
    receiver: header.receiver ?? null,
    comments: header.comments ?? null,
    step: 0,
    createdBy: scope.userId,
    createdAt: nowOf(ctx),
  });
  await linkOrder(db, scope, id, link.productionOrder);
  const lines = draftLines(id, { ...header, direction, orderDate }, items);
  await insertItems(
    db,
    scope,
    lines.map((line, i) => ({
      ...line,
      order_part_id: items[i]?.link?.part ?? null,
      order_card_id: items[i]?.link?.card ?? null,
    })),
  );
  const draft = await detailOf(db, scope, id);
  await ctx.audit({ targetType: ObjType.StoreOrder, targetId: id, name: code, changes: diff({}, auditedOrder(draft)) });
  ctx.changed('store_order', [id]);
  const order = await findOrder(db, scope, id);
  if (!order) throw orderNotFound();
  return confirmDraft(ctx, order, false);
}

/**
 * Available stock excludes what production orders hold reserved (order-parts, issue 33): an issue may take of a
 * material's unexpired stock (every warehouse) only what the open reservations of production orders other than its
 * own (`production_order_id`: an order's own issue takes its reservation) leave, refused naming the material.
 * Expired batches are nobody's reservation.
 */
async function refuseReserved(
  ctx: Ctx<unknown>,
  order: OrderRow,
  plans: readonly { item: ItemRecord; takes: readonly Take[] }[],
  materials: ReadonlyMap<number, { name: string; model: string }>,
  today: string,
) {
  const fresh = new Map<number, number>();
  for (const { item, takes } of plans) {
    const q = takes.filter((take) => !take.expired).reduce((sum, take) => sum + take.quantity, 0);
    if (q > 0) addTo(fresh, item.material_id, q);
  }
  if (fresh.size === 0) return;
  const own = await productionOrderIdOf(ctx.db, ctx.scope, order.id);
  const reserved = await reservedOpen(ctx.db, ctx.scope, [...fresh.keys()], own);
  for (const [materialId, asked] of fresh) {
    const held = reserved.get(materialId) ?? 0;
    if (held <= 0) continue;
    // The plan took these from the unexpired stock, which still counts them.
    const available = Math.max(0, round2((await unexpiredStock(ctx.db, ctx.scope, materialId, today)) - held));
    if (asked > available) {
      const m = materials.get(materialId);
      throw rule('orderPart.reservedForOrders', { name: m?.name ?? '', model: m?.model ?? '', asked, available });
    }
  }
}

/** Confirms a draft of the company (Confirm, after its checks). */
async function confirmDraft(ctx: Ctx<unknown>, order: OrderRow, allowExpired: boolean | undefined) {
  const { db, scope } = ctx;
  const now = nowOf(ctx);
  if (!(await markConfirmed(db, scope, order.id, scope.userId || null, now))) throw rule('store.confirmed');
  return confirmLines(ctx, order, allowExpired);
}

/** Books the lines of an order just marked confirmed into stock, with the confirmation's log row. */
async function confirmLines(ctx: Ctx<unknown>, order: OrderRow, allowExpired: boolean | undefined) {
  const { db, scope } = ctx;
  const items = await itemsOfOrder(db, scope, order.id);
  await lockMaterials(
    db,
    ctx.deps.db.dialect,
    scope,
    items.map((i) => i.material_id),
  );
  // What the draft names may have changed since it was written (a material disabled, a serial received).
  const { materials, warehouseName } = await checkContent(
    db,
    scope,
    order,
    items.map((i) => ({ material: i.material_id, seri: i.seri, quantity: i.quantity })),
    order.direction,
  );
  const before = await detailOf(db, scope, order.id);
  const header = headerOf(order);
  const deltas = new Map<number, number>();

  const today = todayOf(ctx);
  if (order.direction === 1) {
    refuseExpired(
      items
        .filter((item) => batchExpired(item.expire_date, today))
        .map((item) => ({
          material: item.material_id,
          materialName: materials.get(item.material_id)?.name ?? '',
          batch: item.batch,
          expireDate: item.expire_date as string,
          quantity: item.quantity,
        })),
      order.direction,
      allowExpired,
    );
    for (const item of items) {
      await updateItem(db, scope, item.id, { ...header, step: 1, remain: item.quantity, source: null });
      addTo(deltas, item.material_id, item.quantity);
    }
  } else {
    const pools = new Map<number, ItemRecord[]>();
    const plans: { item: ItemRecord; takes: Take[] }[] = [];
    const expired = new Map<number, Expired>();
    for (const item of items) {
      const m = materials.get(item.material_id);
      const name = m?.name ?? '';
      let pool = pools.get(item.material_id);
      if (!pool) {
        pool = await openInboundLines(db, scope, item.material_id, order.warehouse);
        pools.set(item.material_id, pool);
      }
      const candidates = pool.filter(
        (l) => l.remain > 0 && (!item.batch || l.batch === item.batch) && (!item.seri || l.seri === item.seri),
      );
      const isExpired = (l: ItemRecord) => batchExpired(l.expire_date, today);
      const fefo = issueOrder(today);
      const ordered = [...candidates].sort((x, y) =>
        fefo(
          { expireDate: x.expire_date, orderDate: x.order_date, id: x.id },
          { expireDate: y.expire_date, orderDate: y.order_date, id: y.id },
        ),
      );
      const available = round2(ordered.reduce((sum, l) => sum + l.remain, 0));
      if (available < item.quantity) {
        const params = { name, model: m?.model ?? '', warehouse: warehouseName, asked: item.quantity, available };
        if (item.seri) {
          const why = await whySerialNotHere(db, scope, { id: item.material_id, name }, item.seri, warehouseName);
          throw rule(why.key, why.params);
        }
        if (item.batch) throw rule('store.batchNotEnough', { ...params, batch: item.batch });
        throw rule('store.notEnough', params);
      }
      const takes: Take[] = [];
      let left = item.quantity;
      for (const line of ordered) {
        if (left <= 0) break;
        const quantity = round2(Math.min(left, line.remain));
        line.remain = round2(line.remain - quantity);
        left = round2(left - quantity);
        const old = isExpired(line);
        takes.push({ line, quantity, expired: old });
        if (old) {
          const seen = expired.get(line.id);
          if (seen) seen.quantity = round2(seen.quantity + quantity);
          else {
            expired.set(line.id, {
              material: line.material_id,
              materialName: name,
              batch: line.batch,
              expireDate: line.expire_date as string,
              quantity,
            });
          }
        }
      }
      plans.push({ item, takes });
    }
    refuseExpired([...expired.values()], order.direction, allowExpired);
    await refuseReserved(ctx, order, plans, materials, today);
    const touched = new Map<number, ItemRecord>();
    for (const { item, takes } of plans) {
      const booked = (take: Take) => ({
        ...header,
        step: 1,
        quantity: take.quantity,
        remain: 0,
        source: take.line.id,
        batch: item.batch ?? take.line.batch,
        seri: item.seri ?? take.line.seri,
        expire_date: take.line.expire_date ?? item.expire_date,
        position: item.position ?? take.line.position,
        cert: item.cert ?? take.line.cert,
      });
      const [first, ...rest] = takes;
      await updateItem(db, scope, item.id, booked(first));
      const extra: ItemValues[] = rest.map((take) => ({
        order_id: order.id,
        material_id: item.material_id,
        price: item.price,
        price_ex: item.price_ex,
        comments: item.comments,
        order_part_id: item.order_part_id,
        order_card_id: item.order_card_id,
        ...booked(take),
      }));
      await insertItems(db, scope, extra);
      for (const take of takes) touched.set(take.line.id, take.line);
      addTo(deltas, item.material_id, -item.quantity);
    }
    for (const line of touched.values()) await setRemain(db, scope, line.id, line.remain);
  }

  await moveStock(ctx, order.warehouse, deltas);
  const after = await detailOf(db, scope, order.id);
  await ctx.audit({
    targetType: ObjType.StoreOrder,
    targetId: order.id,
    name: order.code,
    changes: diff(
      { step: before.step, confirmedAt: before.confirmedAt, items: linesOf(before) },
      { step: after.step, confirmedAt: after.confirmedAt, items: linesOf(after) },
    ),
  });
  ctx.changed('store_order', [order.id]);
  ctx.changed('store_order_item', []);
  return after;
}

export async function reverseOrder(ctx: Ctx<Body<'Reverse'>>) {
  const { db, scope, body } = ctx;
  const order = await findOrder(db, scope, body.id);
  if (!order) throw orderNotFound();
  assertDirection(scope, order.direction, 'Execute');
  if (order.step !== 1) throw rule('store.notConfirmed');
  if (order.reverses !== null) throw rule('store.isReversal');
  // Parts issued or returned for a production order move back on the order (OrderPart/Return), which keeps its
  // reservations' counts with the stock.
  const production = await productionOrderOf(db, scope, order.id);
  if (production) throw rule('orderPart.storeOrderLinked', { seri: production });
  if (order.reversedBy !== null || !(await claimForReversal(db, scope, order.id))) {
    throw rule('store.alreadyReversed');
  }
  const items = await itemsOfOrder(db, scope, order.id);
  await lockMaterials(
    db,
    ctx.deps.db.dialect,
    scope,
    items.map((i) => i.material_id),
  );
  const materials = await materialsByIds(
    db,
    scope,
    items.map((i) => i.material_id),
  );
  const nameOf = (materialId: number) => materials.get(materialId)?.name ?? '';
  const now = nowOf(ctx);
  const direction = -order.direction;
  const code = await orderCode(ctx, direction);
  const reversal = {
    code,
    type: order.type,
    direction,
    orderDate: `${todayOf(ctx)} 00:00:00`,
    warehouse: order.warehouse,
    supplier: order.supplier,
    plane: order.plane,
    receiver: order.receiver,
    comments: body.comments ?? null,
    step: 1,
    reverses: order.id,
    createdBy: scope.userId,
    confirmedBy: scope.userId || null,
    confirmedAt: now,
    createdAt: now,
  };
  const id = await insertOrder(db, scope, reversal);
  const header = headerOf(reversal);
  const deltas = new Map<number, number>();
  const lines: ItemValues[] = [];
  const copy = (item: ItemRecord) => ({
    order_id: id,
    material_id: item.material_id,
    ...header,
    step: 1,
    batch: item.batch,
    seri: item.seri,
    expire_date: item.expire_date,
    quantity: item.quantity,
    price: item.price,
    price_ex: item.price_ex,
    position: item.position,
    cert: item.cert,
    comments: item.comments,
  });
  if (order.direction === 1) {
    // Takes back exactly the lines it booked: each must still hold all it received.
    for (const item of items) {
      if (round2(item.remain) < item.quantity) {
        throw rule('store.reverseNotEnough', {
          batch: item.batch ?? '-',
          name: nameOf(item.material_id),
          available: item.remain,
          asked: item.quantity,
        });
      }
      await setRemain(db, scope, item.id, 0);
      lines.push({ ...copy(item), remain: 0, source: item.id });
      addTo(deltas, item.material_id, -item.quantity);
    }
  } else {
    // Gives back to exactly the inbound lines each line consumed.
    const sources = new Map(
      (
        await itemsByIds(
          db,
          scope,
          items.flatMap((i) => (i.source ? [i.source] : [])),
        )
      ).map((l) => [l.id, l]),
    );
    for (const item of items) {
      if (item.seri) {
        const inStock = await serialsInStock(db, scope, item.material_id, [item.seri]);
        if (inStock.length > 0) {
          throw rule('store.serialInStock', { name: nameOf(item.material_id), seri: item.seri });
        }
      }
      const source = item.source ? sources.get(item.source) : undefined;
      if (source) {
        source.remain = round2(source.remain + item.quantity);
        await setRemain(db, scope, source.id, source.remain);
        lines.push({ ...copy(item), remain: 0, source: source.id });
      } else {
        // A line without its batch (not booked by this module): the stock comes back as a batch of its own.
        lines.push({ ...copy(item), remain: item.quantity, source: null });
      }
      addTo(deltas, item.material_id, item.quantity);
    }
  }
  await insertItems(db, scope, lines);
  await updateOrder(db, scope, order.id, { reversedBy: id });
  await moveStock(ctx, order.warehouse, deltas);

  const detail = await detailOf(db, scope, id);
  await ctx.audit({
    targetType: ObjType.StoreOrder,
    targetId: id,
    name: code,
    changes: diff({}, auditedOrder(detail)),
  });
  await ctx.audit({
    targetType: ObjType.StoreOrder,
    targetId: order.id,
    name: order.code,
    changes: { reversedBy: [null, id] },
  });
  ctx.changed('store_order', [order.id, id]);
  ctx.changed('store_order_item', []);
  return detail;
}
