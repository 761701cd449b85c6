import { ObjType } from '@hangar/domain/codes';
import { PlaneBom } from '@hangar/domain/contracts/components';
import { partNumberKey } from '@hangar/domain/contracts/materials';
import {
  OrderPart,
  type OrderPartRow,
  openQuantity,
  outstanding,
  PartSource,
  type PickLine,
  type PickList,
  partRefusal,
  partsOpen,
  type RemovedPartRow,
  RemovedState,
} from '@hangar/domain/contracts/order-parts';
import type { OpenWork } from '@hangar/domain/contracts/orders';
import { batchExpired, issueOrder, OrderType } from '@hangar/domain/contracts/store';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Kysely } from 'kysely';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { type AccessScope, can } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { AppError, invalid, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import type { EventCtx } from '../../platform/registry';
import { replaceBom } from '../plane-bom';
import { bookOrder } from '../store-order';
import {
  addIssued,
  addReturned,
  type BatchRecord,
  cardsOf,
  cardsReserved,
  currentBom,
  deleteParts,
  deleteRemovedOfCard,
  findCard,
  findMaterial,
  findOrder,
  fittedCounts,
  fittedOf,
  insertParts,
  insertRemoved,
  type LineRecord,
  linesOf,
  materialsByKeys,
  matLinesOf,
  movedFor,
  openBatches,
  openLines,
  type PartRecord,
  type PartValues,
  partsByIds,
  partsOfCards,
  releaseOpen,
  removedOf,
  reservedByOthers,
  stockBins,
  warehouseNames,
} from './order-parts.repo';

// The parts of production orders (contracts/order-parts.ts; docs/architecture.md "Order parts"). Reservations are
// made by the order's events (release, cards added), in the raising call's transaction; issues and returns book a
// confirmed store order through store-order's own face (`bookOrder`) in the call's transaction; the reservation's
// counts move by conditional updates, so that two issues of the same reservation at once cannot both pass.

type Body<K extends keyof typeof OrderPart.api> = EndpointBody<(typeof OrderPart.api)[K]>;

const round2 = (n: number) => Math.round(n * 100) / 100;
const nowOf = (ctx: { deps: Ctx<unknown>['deps'] }) => formatDateTime(new Date(), ctx.deps.config.timeZone);
const todayOf = (ctx: { deps: Ctx<unknown>['deps'] }) => todayIn(ctx.deps.config.timeZone);

const partNotFound = () => new AppError('NOT_FOUND', 'orderPart.notFound');
const orderNotFound = () => new AppError('NOT_FOUND', 'orderPart.orderNotFound');
const cardNotFound = () => new AppError('NOT_FOUND', 'orderPart.cardNotFound');

/** A line's name as the messages give it. */
const named = (p: { name: string; part_number: string | null }) => ({ name: p.name, partNumber: p.part_number ?? '-' });

/**
 * Stock moves from the stores' issue desk: issuing and returning parts also needs store-deliver's Execute (the
 * right of confirming a requisition), besides the order's Execute that the contract asks. Administrators pass.
 */
const mayMoveStock = (scope: AccessScope) => can(scope, 'store-deliver', 'Execute');
function assertStoreRight(scope: AccessScope) {
  if (!mayMoveStock(scope)) throw new AppError('FORBIDDEN', 'orderPart.storeRightRequired');
}

async function orderOr404(ctx: Ctx<unknown>, id: number) {
  const order = await findOrder(ctx.db, ctx.scope, id);
  if (!order) throw orderNotFound();
  return order;
}

async function cardOr404(ctx: Ctx<unknown>, id: number) {
  const card = await findCard(ctx.db, ctx.scope, id);
  if (!card) throw cardNotFound();
  return card;
}

// --- Reservations (the order's events) -----------------------------------------------------------------------

/** Same brand name (a work card's line keeps the brand as text). */
const sameBrand = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * Reserves the material lines of the cards' work cards (every card of the order, or those named) that have not
 * reserved them yet. A line stands for the operator's own material with its part-number key: of the same brand
 * when the line names one (a material without a brand matches too), the first by id; none → a line without a
 * material ("not in the catalogue"). Lines without a quantity reserve nothing.
 */
export async function reserveCards(
  db: Kysely<Database>,
  owner: Owner,
  order: { id: number },
  at: string,
  cardIds?: readonly number[],
): Promise<number[]> {
  const cards = (await cardsOf(db, owner, order.id, cardIds)).filter((c) => c.work_card_id !== null);
  const done = await cardsReserved(
    db,
    owner,
    cards.map((c) => c.id),
  );
  const todo = cards.filter((c) => !done.has(c.id));
  const lines = await matLinesOf(db, [...new Set(todo.map((c) => c.work_card_id as number))]);
  const keyOf = (model: string | null) => (model ? partNumberKey(model) : '');
  const materials = await materialsByKeys(
    db,
    owner,
    lines.map((l) => keyOf(l.model)).filter((k) => k !== ''),
  );
  const match = (line: (typeof lines)[number]) => {
    const key = keyOf(line.model);
    if (key === '') return undefined;
    const same = materials.filter((m) => m.model_key === key);
    if (!line.brand?.trim()) return same[0];
    return same.find((m) => sameBrand(m.brand_name, line.brand)) ?? same.find((m) => !m.brand_name);
  };
  const rows: PartValues[] = [];
  for (const card of todo) {
    for (const line of lines.filter((l) => l.card === card.work_card_id && Number(l.quantity) > 0)) {
      const m = match(line);
      rows.push({
        order_id: order.id,
        card_id: card.id,
        plane_id: card.plane_id,
        material_id: m?.id ?? null,
        source: PartSource.WorkCard,
        mat_line_id: line.id,
        name: line.name,
        part_number: line.model,
        brand: line.brand,
        unit: line.measure_unit ?? m?.unit_name ?? null,
        quantity: round2(Number(line.quantity)),
        remarks: null,
        created_by: null,
        created_at: at,
      });
    }
  }
  return insertParts(db, owner, rows);
}

/** orderReleased and orderCardsAdded: the cards' reservations. */
export async function onCardsPlanned(
  ctx: EventCtx,
  event: { companyId: number; orderId: number; cardIds?: readonly number[] },
) {
  const order = await findOrder(ctx.db, event.companyId, event.orderId);
  if (!order || !partsOpen(order.state)) return;
  const ids = await reserveCards(ctx.db, event.companyId, order, nowOf(ctx), event.cardIds);
  if (ids.length > 0) ctx.changed('order_part', ids);
}

/**
 * orderCardRemoved: the card's reservations go with it, refused (601 naming the part) while any part was issued on
 * it (returned or not: the store's movements name the card).
 */
export async function onCardRemoved(ctx: EventCtx, event: { companyId: number; orderId: number; cardId: number }) {
  const parts = await partsOfCards(ctx.db, event.companyId, event.orderId, [event.cardId]);
  const issued = parts.find((p) => p.issued > 0);
  if (issued) throw rule('orderPart.cardHasIssued', named(issued));
  await deleteParts(
    ctx.db,
    event.companyId,
    parts.map((p) => p.id),
  );
  await deleteRemovedOfCard(ctx.db, event.companyId, event.cardId);
  if (parts.length > 0) ctx.changed('order_part', []);
}

/**
 * orderCancelled: every reservation's open quantity is released; refused (601 naming the part) while a part issued
 * on the order is not returned (return it first: the stock follows the order).
 */
export async function onOrderCancelled(ctx: EventCtx, event: { companyId: number; orderId: number }) {
  const parts = await partsOfCards(ctx.db, event.companyId, event.orderId);
  const out = parts.find((p) => outstanding(p) > 0);
  if (out) throw rule('orderPart.issuedNotReturned', named(out));
  const ids = await releaseOpen(
    ctx.db,
    event.companyId,
    parts.map((p) => p.id),
  );
  if (ids.length > 0) ctx.changed('order_part', ids);
}

/** The registry's hook: each reservation with an open quantity keeps the order from inspection and close. */
export async function partsOpenWork(db: Kysely<Database>, companyId: number, orderId: number): Promise<OpenWork[]> {
  const rows = await openLines(db, companyId, orderId);
  return rows.map((r) => ({
    card: r.card_id,
    cardSeq: r.seq ?? null,
    cardName: r.card_name ?? null,
    step: null,
    stepSeq: null,
    part: r.part_number ? `${r.name} (${r.part_number})` : r.name,
    reason: 'order.partOpen',
  }));
}

// --- Reads ---------------------------------------------------------------------------------------------------

const partGrants = rowAbilities({
  issue: OrderPart.api.Issue,
  return: OrderPart.api.Return,
  release: OrderPart.api.Release,
});

/** Unexpired stock of each material over every warehouse. */
function issuable(batches: readonly BatchRecord[], today: string) {
  const out = new Map<number, number>();
  for (const b of batches) {
    if (batchExpired(b.expire_date, today)) continue;
    out.set(b.material_id, round2((out.get(b.material_id) ?? 0) + Number(b.remain)));
  }
  return out;
}

/** A material's bin in a warehouse (its `whPos`). */
function binOf(whPos: unknown, warehouse: number): string | null {
  const parsed = typeof whPos === 'string' ? (JSON.parse(whPos) as unknown) : whPos;
  const entry = (parsed as Record<string, { pos?: string | null }> | null)?.[`w${warehouse}`];
  return entry?.pos ?? null;
}

/** An order's reservation lines as answered: counts, what is available to it now, the bins, the abilities. */
export async function answerLines(ctx: Ctx<unknown>, orderId: number): Promise<OrderPartRow[]> {
  const { db, scope } = ctx;
  const order = await orderOr404(ctx, orderId);
  const lines = await linesOf(db, scope, orderId);
  const materialIds = lines.flatMap((l) => (l.material_id === null ? [] : [l.material_id]));
  const [batches, reserved, bins, fitted] = await Promise.all([
    openBatches(db, scope, materialIds),
    reservedByOthers(db, scope, materialIds, orderId),
    stockBins(db, scope, materialIds),
    fittedCounts(db, scope, orderId),
  ]);
  const stock = issuable(batches, todayOf(ctx));
  const granted = grantedOf(scope, partGrants);
  const store = mayMoveStock(scope);
  return lines.map((l: LineRecord): OrderPartRow => {
    const counts = {
      material: l.material_id,
      quantity: Number(l.quantity),
      issued: Number(l.issued),
      returned: Number(l.returned),
      released: Number(l.released),
    };
    const m = l.material_id;
    // A part fitted by Replace is on the aircraft: not returnable.
    const returnable = { ...counts, returned: counts.returned + (fitted.get(l.id) ?? 0) };
    const abilities = abilitiesOf(granted, (action) =>
      partRefusal(action, action === 'return' ? returnable : counts, order.state),
    );
    return {
      id: l.id,
      order: l.order_id,
      card: l.card_id,
      cardSeq: l.card_seq ?? null,
      cardName: l.card_name ?? null,
      source: l.source,
      material: m,
      materialName: l.material_name ?? null,
      useSerial: l.use_serial === 1,
      name: l.name,
      partNumber: l.part_number,
      brand: l.brand,
      unit: l.unit,
      reserved: counts.quantity,
      issued: counts.issued,
      returned: counts.returned,
      released: counts.released,
      open: openQuantity(counts),
      available: m === null ? 0 : Math.max(0, round2((stock.get(m) ?? 0) - (reserved.get(m) ?? 0))),
      bins:
        m === null
          ? []
          : bins
              .filter((b) => b.material_id === m)
              .map((b) => ({
                warehouse: b.warehouse_id,
                warehouseName: b.warehouse_name ?? null,
                quantity: Number(b.quantity),
                position: binOf(l.wh_pos, b.warehouse_id),
              })),
      remarks: l.remarks,
      abilities: {
        ...abilities,
        issue: abilities.issue && store,
        return: abilities.return && store,
      },
    };
  });
}

/**
 * The pick list: for each open line with a material, the unexpired batches first expiry first (issueOrder) over
 * every warehouse, up to what the order may take (stock less other orders' open reservations), per warehouse; what
 * no batch covers is short.
 */
export async function pickList(ctx: Ctx<Body<'PickList'>>): Promise<PickList> {
  const { db, scope } = ctx;
  await orderOr404(ctx, ctx.body.order);
  const today = todayOf(ctx);
  const lines = (await linesOf(db, scope, ctx.body.order)).filter((l) => openQuantity(counted(l)) > 0);
  const materialIds = lines.flatMap((l) => (l.material_id === null ? [] : [l.material_id]));
  const [batches, reserved] = await Promise.all([
    openBatches(db, scope, materialIds),
    reservedByOthers(db, scope, materialIds, ctx.body.order),
  ]);
  const fefo = issueOrder(today);
  const pool = batches
    .filter((b) => !batchExpired(b.expire_date, today))
    .map((b) => ({ ...b, left: Number(b.remain) }))
    .sort((x, y) =>
      fefo(
        { expireDate: x.expire_date, orderDate: x.order_date, id: x.id },
        { expireDate: y.expire_date, orderDate: y.order_date, id: y.id },
      ),
    );
  // What other orders hold is kept back from the batches issued last (the order's share comes first).
  const allowance = issuable(batches, today);
  for (const [m, r] of reserved) allowance.set(m, Math.max(0, round2((allowance.get(m) ?? 0) - r)));
  const picked: { warehouse: number; line: PickLine }[] = [];
  const short: PickList['short'] = [];
  for (const l of lines) {
    let left = openQuantity(counted(l));
    if (l.material_id !== null) {
      const m = l.material_id;
      left = round2(left);
      for (const b of pool) {
        const room = allowance.get(m) ?? 0;
        if (left <= 0 || room <= 0) break;
        if (b.material_id !== m || b.left <= 0) continue;
        const quantity = round2(Math.min(left, b.left, room));
        b.left = round2(b.left - quantity);
        left = round2(left - quantity);
        allowance.set(m, round2(room - quantity));
        picked.push({
          warehouse: b.warehouse_id,
          line: {
            part: l.id,
            card: l.card_id,
            cardSeq: l.card_seq ?? null,
            material: m,
            materialName: l.material_name ?? l.name,
            partNumber: l.part_number,
            batch: b.batch,
            seri: b.seri,
            expireDate: b.expire_date,
            position: b.position ?? binOf(l.wh_pos, b.warehouse_id),
            quantity,
          },
        });
      }
    }
    if (left > 0) short.push({ part: l.id, name: l.name, partNumber: l.part_number, missing: left });
  }
  const names = await warehouseNames(
    db,
    scope,
    picked.map((p) => p.warehouse),
  );
  const byWarehouse = new Map<number, PickLine[]>();
  for (const p of picked) byWarehouse.set(p.warehouse, [...(byWarehouse.get(p.warehouse) ?? []), p.line]);
  return {
    warehouses: [...byWarehouse.entries()]
      .sort(([a], [b]) => a - b)
      .map(([warehouse, lines]) => ({ warehouse, warehouseName: names.get(warehouse) ?? null, lines })),
    short,
  };
}

const counted = (l: {
  quantity: number;
  issued: number;
  released: number;
  returned: number;
  material_id: number | null;
}) => ({
  material: l.material_id,
  quantity: Number(l.quantity),
  issued: Number(l.issued),
  returned: Number(l.returned),
  released: Number(l.released),
});

export async function removedParts(ctx: Ctx<{ order: number }>): Promise<RemovedPartRow[]> {
  await orderOr404(ctx, ctx.body.order);
  const rows = await removedOf(ctx.db, ctx.scope, ctx.body.order);
  return rows.map((r) => ({
    id: r.id,
    order: r.order_id,
    card: r.card_id,
    cardSeq: r.card_seq ?? null,
    cardName: r.card_name ?? null,
    bom: r.bom_id,
    name: r.name,
    partNumber: r.part_number,
    serial: r.serial,
    state: r.state,
    remarks: r.remarks,
    part: r.part_id,
    installedBom: r.installed_bom_id,
    installedSerial: r.installed_serial,
    createdAt: r.created_at,
  }));
}

// --- Writes --------------------------------------------------------------------------------------------------

/** The log's row of a parts write: on the production order (its number), what moved. */
async function logged(ctx: Ctx<unknown>, order: { id: number; seri: string }, what: string, moved: unknown) {
  await ctx.audit({
    targetType: ObjType.ProductionOrder,
    targetId: order.id,
    name: order.seri,
    changes: { [what]: [null, moved] },
  });
}

export async function addPart(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  const card = await cardOr404(ctx, body.card);
  if (!partsOpen(card.state)) throw rule('orderPart.orderNotOpen');
  const m = await findMaterial(db, scope, body.material);
  if (!m) throw invalid('orderPart.materialInvalid', 'material');
  const [id] = await insertParts(db, scope, [
    {
      order_id: card.order_id,
      card_id: card.id,
      plane_id: card.plane_id,
      material_id: m.id,
      source: PartSource.Manual,
      mat_line_id: null,
      name: m.name,
      part_number: m.model,
      brand: null,
      unit: m.unit_name ?? null,
      quantity: body.quantity,
      remarks: body.remarks ?? null,
      created_by: scope.userId,
      created_at: nowOf(ctx),
    },
  ]);
  await logged(ctx, { id: card.order_id, seri: card.seri }, 'partAdded', {
    part: id,
    card: card.id,
    material: m.id,
    quantity: body.quantity,
  });
  ctx.changed('order_part', [id as number]);
  return answerLines(ctx, card.order_id);
}

/** The order's lines named by a move, each of the order (404 otherwise), with the quantities asked of each. */
async function movedParts(ctx: Ctx<Body<'Issue'>>) {
  const parts = new Map(
    (
      await partsByIds(
        ctx.db,
        ctx.scope,
        ctx.body.lines.map((l) => l.part),
      )
    ).map((p) => [p.id, p]),
  );
  const asked = new Map<number, number>();
  for (const line of ctx.body.lines) {
    const part = parts.get(line.part);
    if (!part || part.order_id !== ctx.body.order) throw partNotFound();
    asked.set(part.id, round2((asked.get(part.id) ?? 0) + line.quantity));
  }
  return { parts, asked };
}

/** Groups a move's lines by warehouse (a store order is of one warehouse). */
/**
 * Books the lines as confirmed store orders of `type` (issue or return), one per warehouse, linked to the production
 * order and each line's part and card, through the stores' own booking: the store orders' ids.
 */
async function bookPerWarehouse<L extends { warehouse: number }>(
  ctx: Ctx<unknown>,
  order: { id: number; plane_id: number; seri: string },
  type: number,
  lines: readonly L[],
  itemsOf: (line: L) => Parameters<typeof bookOrder>[2][number][],
): Promise<number[]> {
  const byWarehouse = new Map<number, L[]>();
  for (const l of lines) byWarehouse.set(l.warehouse, [...(byWarehouse.get(l.warehouse) ?? []), l]);
  const booked: number[] = [];
  for (const [warehouse, group] of byWarehouse) {
    const header = { type, warehouse, plane: order.plane_id, comments: order.seri };
    booked.push((await bookOrder(ctx, header, group.flatMap(itemsOf), { productionOrder: order.id })).id);
  }
  return booked;
}

export async function issueParts(ctx: Ctx<Body<'Issue'>>) {
  const { db, scope, body } = ctx;
  const order = await orderOr404(ctx, body.order);
  assertStoreRight(scope);
  const { parts, asked } = await movedParts(ctx);
  for (const [id, quantity] of asked) {
    const part = parts.get(id) as PartRecord;
    refuseIf(partRefusal('issue', counted(part), order.state), named(part));
    const open = openQuantity(counted(part));
    if (quantity > open) throw rule('orderPart.moreThanReserved', { ...named(part), asked: quantity, open });
  }
  // Available stock excludes what other orders hold reserved and open.
  const byMaterial = new Map<number, { part: PartRecord; asked: number }>();
  for (const [id, quantity] of asked) {
    const part = parts.get(id) as PartRecord;
    const m = part.material_id as number;
    const seen = byMaterial.get(m);
    byMaterial.set(m, { part: seen?.part ?? part, asked: round2((seen?.asked ?? 0) + quantity) });
  }
  const materialIds = [...byMaterial.keys()];
  const stock = issuable(await openBatches(db, scope, materialIds), todayOf(ctx));
  const reserved = await reservedByOthers(db, scope, materialIds, order.id);
  for (const [m, { part, asked: quantity }] of byMaterial) {
    const available = Math.max(0, round2((stock.get(m) ?? 0) - (reserved.get(m) ?? 0)));
    if (quantity > available) throw rule('orderPart.reservedElsewhere', { ...named(part), asked: quantity, available });
  }
  // The counts first (a conditional update: of two issues at once one wins), then the stock.
  for (const [id, quantity] of asked) {
    if (!(await addIssued(db, scope, id, quantity))) {
      const part = parts.get(id) as PartRecord;
      throw rule('orderPart.moreThanReserved', { ...named(part), asked: quantity, open: openQuantity(counted(part)) });
    }
  }
  const booked = await bookPerWarehouse(ctx, order, OrderType.Requisition, body.lines, (l) => {
    const part = parts.get(l.part) as PartRecord;
    return [
      {
        material: part.material_id as number,
        quantity: l.quantity,
        batch: l.batch ?? null,
        seri: l.serial ?? null,
        link: { part: part.id, card: part.card_id },
      },
    ];
  });
  await logged(ctx, order, 'partsIssued', {
    storeOrders: booked,
    lines: body.lines.map((l) => ({ part: l.part, quantity: l.quantity, warehouse: l.warehouse, serial: l.serial })),
  });
  ctx.changed('order_part', [...asked.keys()]);
  return answerLines(ctx, order.id);
}

/** What a line still has out, per batch, serial and expiry: issued less returned and fitted, newest issue first. */
async function outstandingBatches(db: Kysely<Database>, owner: Owner, partId: number) {
  const moved = await movedFor(db, owner, partId);
  const keyOf = (m: { batch: string | null; seri: string | null; expire_date: string | null }) =>
    `${m.batch ?? ''}\u0000${m.seri ?? ''}\u0000${m.expire_date ?? ''}`;
  const out = new Map<
    string,
    { batch: string | null; seri: string | null; expireDate: string | null; left: number; last: number }
  >();
  for (const m of moved) {
    const key = keyOf(m);
    const seen = out.get(key) ?? { batch: m.batch, seri: m.seri, expireDate: m.expire_date, left: 0, last: 0 };
    seen.left = round2(seen.left - m.direction * Number(m.quantity));
    if (m.direction === -1) seen.last = m.id;
    out.set(key, seen);
  }
  // A part fitted by Replace is on the aircraft: neither returned nor fitted again.
  for (const serial of await fittedOf(db, owner, partId)) {
    const fitted = [...out.values()].find((b) => b.left > 0 && (serial === null || b.seri === serial));
    if (fitted) fitted.left = round2(fitted.left - 1);
  }
  return [...out.values()].filter((b) => b.left > 0).sort((a, b) => b.last - a.last);
}

/** What of a line was issued and is neither returned nor fitted by Replace. */
async function free(db: Kysely<Database>, owner: Owner, part: PartRecord) {
  return Math.max(0, round2(outstanding(counted(part)) - (await fittedOf(db, owner, part.id)).length));
}

export async function returnParts(ctx: Ctx<Body<'Return'>>) {
  const { db, scope, body } = ctx;
  const order = await orderOr404(ctx, body.order);
  assertStoreRight(scope);
  const { parts, asked } = await movedParts(ctx);
  for (const [id, quantity] of asked) {
    const part = parts.get(id) as PartRecord;
    refuseIf(partRefusal('return', counted(part), order.state), named(part));
    const out = await free(db, scope, part);
    if (quantity > out) throw rule('orderPart.moreThanIssued', { ...named(part), asked: quantity, outstanding: out });
  }
  for (const [id, quantity] of asked) {
    if (!(await addReturned(db, scope, id, quantity))) {
      const part = parts.get(id) as PartRecord;
      throw rule('orderPart.moreThanIssued', {
        ...named(part),
        asked: quantity,
        outstanding: outstanding(counted(part)),
      });
    }
  }
  // Each returned quantity goes back as the batch (and serial, expiry) it was issued from, the latest issue first.
  const pools = new Map<number, Awaited<ReturnType<typeof outstandingBatches>>>();
  const items: (Body<'Return'>['lines'][number] & {
    batches: { batch: string | null; seri: string | null; expireDate: string | null; quantity: number }[];
  })[] = [];
  for (const line of body.lines) {
    const part = parts.get(line.part) as PartRecord;
    let pool = pools.get(part.id);
    if (!pool) {
      pool = await outstandingBatches(db, scope, part.id);
      pools.set(part.id, pool);
    }
    const fits = pool.filter(
      (b) => (!line.serial || b.seri === line.serial) && (!line.batch || b.batch === line.batch) && b.left > 0,
    );
    if (line.serial && fits.length === 0)
      throw rule('orderPart.serialNotIssued', { name: part.name, seri: line.serial });
    const taken: { batch: string | null; seri: string | null; expireDate: string | null; quantity: number }[] = [];
    let left = line.quantity;
    for (const b of fits) {
      if (left <= 0) break;
      const quantity = round2(Math.min(left, b.left));
      b.left = round2(b.left - quantity);
      left = round2(left - quantity);
      taken.push({ batch: b.batch, seri: b.seri, expireDate: b.expireDate, quantity });
    }
    if (left > 0) {
      throw rule('orderPart.moreThanIssued', {
        ...named(part),
        asked: line.quantity,
        outstanding: round2(line.quantity - left),
      });
    }
    items.push({ ...line, batches: taken });
  }
  const booked = await bookPerWarehouse(ctx, order, OrderType.Return, items, (l) => {
    const part = parts.get(l.part) as PartRecord;
    return l.batches.map((b) => ({
      material: part.material_id as number,
      quantity: b.quantity,
      batch: b.batch,
      seri: b.seri,
      expireDate: b.expireDate ?? undefined,
      link: { part: part.id, card: part.card_id },
    }));
  });
  await logged(ctx, order, 'partsReturned', {
    storeOrders: booked,
    lines: body.lines.map((l) => ({ part: l.part, quantity: l.quantity, warehouse: l.warehouse, serial: l.serial })),
  });
  ctx.changed('order_part', [...asked.keys()]);
  return answerLines(ctx, order.id);
}

export async function releasePart(ctx: Ctx<Body<'Release'>>) {
  const { db, scope, body } = ctx;
  const [part] = await partsByIds(db, scope, [body.part]);
  if (!part) throw partNotFound();
  const order = await orderOr404(ctx, part.order_id);
  refuseIf(partRefusal('release', counted(part), order.state), named(part));
  const open = openQuantity(counted(part));
  if ((await releaseOpen(db, scope, [part.id])).length === 0) throw rule('orderPart.nothingOpen', named(part));
  await logged(ctx, order, 'partReleased', { part: part.id, name: part.name, quantity: open });
  ctx.changed('order_part', [part.id]);
  return answerLines(ctx, order.id);
}

export async function removePart(ctx: Ctx<Body<'Remove'>>) {
  const { db, scope, body } = ctx;
  const card = await cardOr404(ctx, body.card);
  if (!partsOpen(card.state)) throw rule('orderPart.orderNotOpen');
  if (body.bom != null && !(await currentBom(db, scope, body.bom, card.plane_id))) {
    throw invalid('orderPart.bomInvalid', 'bom');
  }
  const id = await insertRemoved(db, scope, {
    order_id: card.order_id,
    card_id: card.id,
    plane_id: card.plane_id,
    bom_id: body.bom ?? null,
    name: body.name,
    part_number: body.partNumber ?? null,
    serial: body.serial ?? null,
    state: body.state,
    remarks: body.remarks ?? null,
    part_id: null,
    installed_bom_id: null,
    installed_serial: null,
    created_by: scope.userId,
    created_at: nowOf(ctx),
  });
  await logged(ctx, { id: card.order_id, seri: card.seri }, 'partRemoved', {
    id,
    card: card.id,
    name: body.name,
    partNumber: body.partNumber,
    serial: body.serial,
    state: body.state,
  });
  ctx.changed('order_removed_part', [id]);
  return removedParts({ ...ctx, body: { order: card.order_id } });
}

/**
 * A component replaced on a card: the installed component (a current row of the order's aircraft) is replaced by
 * plane-bom's own Replace with the part issued on the card (its material, part number and the issued serial),
 * and the component taken off is booked as removed with its state.
 */
export async function replacePart(ctx: Ctx<Body<'Replace'>>) {
  const { db, scope, body } = ctx;
  const card = await cardOr404(ctx, body.card);
  if (!partsOpen(card.state)) throw rule('orderPart.orderNotOpen');
  const old = await currentBom(db, scope, body.bom, card.plane_id);
  if (!old) throw invalid('orderPart.bomInvalid', 'bom');
  const [part] = await partsByIds(db, scope, [body.part]);
  if (!part || part.order_id !== card.order_id) throw partNotFound();
  if (part.card_id !== card.id) throw invalid('orderPart.partNotOnCard', 'part');
  if ((await free(db, scope, part)) <= 0 || part.material_id === null) {
    throw rule('orderPart.replaceNotIssued', { name: part.name });
  }
  const m = await findMaterial(db, scope, part.material_id);
  if (!m) throw partNotFound();
  const serial = body.serial ?? null;
  if (m.use_serial === 1) {
    if (!serial) throw invalid('orderPart.serialRequired', 'serial', { name: m.name });
    const out = await outstandingBatches(db, scope, part.id);
    if (!out.some((b) => b.seri === serial)) throw rule('orderPart.serialNotIssued', { name: m.name, seri: serial });
  }
  const added = await replaceBom({
    ...ctx,
    body: PlaneBom.api.Replace.input.parse({
      id: old.id,
      name: m.name,
      model: m.model,
      seri: serial,
      material: m.id,
      remarks: body.remarks ?? null,
    }),
  });
  const id = await insertRemoved(db, scope, {
    order_id: card.order_id,
    card_id: card.id,
    plane_id: card.plane_id,
    bom_id: old.id,
    name: old.name,
    part_number: old.model,
    serial: old.seri,
    state: body.state ?? RemovedState.Unserviceable,
    remarks: body.remarks ?? null,
    part_id: part.id,
    installed_bom_id: added.id,
    installed_serial: serial,
    created_by: scope.userId,
    created_at: nowOf(ctx),
  });
  await logged(ctx, { id: card.order_id, seri: card.seri }, 'componentReplaced', {
    id,
    card: card.id,
    removed: { bom: old.id, serial: old.seri },
    installed: { bom: added.id, part: part.id, serial },
  });
  ctx.changed('order_removed_part', [id]);
  return removedParts({ ...ctx, body: { order: card.order_id } });
}
