import type { Abilities } from '@hangar/domain/abilities';
import { ObjType } from '@hangar/domain/codes';
import { FleetQueryInput } from '@hangar/domain/contracts/maintenance';
import {
  CardSource,
  CardState,
  type CardStep,
  type OrderCandidate,
  type OrderCardRecord,
  type OrderDetail,
  type OrderRow,
  OrderState,
  type OrderStepRecord,
  orderRefusal,
  ProductionOrder,
  type ProductionOrderRecord,
} from '@hangar/domain/contracts/orders';
import { TaskType } from '@hangar/domain/contracts/records';
import type { WorkCardRecord } from '@hangar/domain/contracts/workcards';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { auditOf } from '../../platform/entity/entity-map';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { registerOf } from '../ad-register';
import { queryCtrl, queryFleetCtrl } from '../maintain-ctrl';
import { findTask, openFaults } from '../maintain-task';
import { deferralsOf, type OpenDeferral } from '../mel';
import { countersOfPlanes, lockPlane, planeCounters } from '../plane-entity';
import { cardsLinkedTo, findWorkCard } from '../work-card';
import {
  type CardValues,
  cardCounts,
  cardsOf,
  deleteCard,
  deleteOrder,
  findCard,
  findOrder,
  findSite,
  holdKey,
  insertCards,
  insertOrder,
  labourOfCards,
  lastNumber,
  lockOrderNumbers,
  moveOrder,
  nextSeq,
  queryOrders,
  type StepValues,
  siteNames,
  sourcesOnOpenOrders,
  stepsOfCards,
  updateOrder,
} from './production-order.repo';

// Production orders (issue 33; docs/architecture.md "Production orders"): the order of one aircraft of the caller's
// company, its task cards (each a snapshot of the model's work card, or of the control item, fault or document it
// comes from) and its states. Each write is one transaction with its operation-log row on the order (or the card)
// and raises the order's events for the parts module (orderReleased, orderCardsAdded, orderCardRemoved,
// orderCancelled). Working the cards (steps, RII, findings, labour, the final inspection) is production-order.work.ts;
// the close with its records and certificate of release to service is production-order.close.ts.

export type Body<K extends keyof typeof ProductionOrder.api> = EndpointBody<(typeof ProductionOrder.api)[K]>;

export const todayOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => todayIn(ctx.deps.config.timeZone);
export const nowOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => formatDateTime(new Date(), ctx.deps.config.timeZone);
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** What the caller may do with an order (docs/architecture.md "Row abilities"): each write's access and orderRefusal. */
export const orderAbilities = rowAbilities({
  update: ProductionOrder.api.Update,
  delete: ProductionOrder.api.Delete,
  release: ProductionOrder.api.Release,
  cancel: ProductionOrder.api.Cancel,
  inspect: ProductionOrder.api.Inspect,
  close: ProductionOrder.api.Close,
});
type OrderGrants = Abilities<'update' | 'delete' | 'release' | 'cancel' | 'inspect' | 'close'>;
const NO_GRANTS: OrderGrants = {
  update: false,
  delete: false,
  release: false,
  cancel: false,
  inspect: false,
  close: false,
};

/** The log's name of an order. */
export const nameOf = (o: Pick<ProductionOrderRecord, 'seri' | 'title'>) => `${o.seri} ${o.title}`.slice(0, 200);

// --- Answers -------------------------------------------------------------------------------------------------

/** Orders as answered: with the aircraft's tail number, the site's name, the cards' counts and the abilities. */
async function rowsOf(
  db: Kysely<Database>,
  owner: Owner,
  orders: readonly ProductionOrderRecord[],
  granted: OrderGrants,
): Promise<OrderRow[]> {
  const planes = await countersOfPlanes(
    db,
    owner,
    orders.map((o) => o.plane),
  );
  const sites = await siteNames(
    db,
    owner,
    orders.flatMap((o) => (o.site === null ? [] : [o.site])),
  );
  const counts = await cardCounts(
    db,
    owner,
    orders.map((o) => o.id),
  );
  return orders.map((o) => {
    const c = counts.get(o.id);
    return {
      ...o,
      planeName: planes.get(o.plane)?.name ?? null,
      siteName: o.site === null ? null : (sites.get(o.site) ?? null),
      cards: c?.cards ?? 0,
      cardsDone: c?.done ?? 0,
      estimatedHours: Math.round((c?.hours ?? 0) * 100) / 100,
      abilities: abilitiesOf(granted, (action) => orderRefusal(action, o)),
    };
  });
}

export async function answerRow(ctx: Ctx<unknown>, id: number): Promise<OrderRow> {
  const order = await orderOr404(ctx, id);
  const [row] = await rowsOf(ctx.db, ctx.scope, [order], grantedOf(ctx.scope, orderAbilities));
  return row;
}

/** An order with its cards, their steps and labour. */
async function detailOf(
  db: Kysely<Database>,
  owner: Owner,
  order: ProductionOrderRecord,
  granted: OrderGrants,
): Promise<OrderDetail> {
  const [row] = await rowsOf(db, owner, [order], granted);
  const cards = await cardsOf(db, owner, order.id);
  const ids = cards.map((c) => c.id);
  const steps = await stepsOfCards(db, owner, ids);
  const labour = await labourOfCards(db, owner, ids);
  return {
    ...row,
    cardList: cards.map((c) => {
      const booked = labour.get(c.id) ?? [];
      return {
        ...c,
        steps: steps.get(c.id) ?? [],
        labour: booked,
        bookedHours: Math.round(booked.reduce((sum, l) => sum + Number(l.hours), 0) * 100) / 100,
      };
    }),
  };
}

/**
 * The public face for the order's paper (PDFs): an order of the company with its cards, steps and labour as Get
 * answers it, without a caller (every ability false). 404 when the order is not the company's.
 */
export async function orderDetail(db: Kysely<Database>, companyId: number, orderId: number): Promise<OrderDetail> {
  const order = await findOrder(db, companyId, orderId);
  if (!order) throw notFound();
  return detailOf(db, companyId, order, NO_GRANTS);
}

/**
 * The order's detail after a write of its cards, steps or labour. The write changed what the order's screen shows,
 * so the order is announced too: the screens refresh an order by its own table (real-time `DataRefresh`).
 */
export async function answerDetail(ctx: Ctx<unknown>, id: number): Promise<OrderDetail> {
  ctx.changed('production_order', [id]);
  return detailOf(ctx.db, ctx.scope, await orderOr404(ctx, id), grantedOf(ctx.scope, orderAbilities));
}

export async function orderOr404(ctx: Ctx<unknown>, id: number): Promise<ProductionOrderRecord> {
  const order = await findOrder(ctx.db, ctx.scope, id);
  if (!order) throw notFound();
  return order;
}

export async function cardOr404(ctx: Ctx<unknown>, id: number): Promise<OrderCardRecord> {
  const card = await findCard(ctx.db, ctx.scope, id);
  if (!card) throw notFound();
  return card;
}

export async function queryProductionOrders(ctx: Ctx<Body<'Query'>>) {
  const page = await queryOrders(ctx.db, ctx.scope, ctx.body);
  return {
    items: await rowsOf(ctx.db, ctx.scope, page.items, grantedOf(ctx.scope, orderAbilities)),
    totalItems: page.totalItems,
  };
}

export async function getOrder(ctx: Ctx<Body<'Get'>>) {
  return detailOf(ctx.db, ctx.scope, await orderOr404(ctx, ctx.body.id), grantedOf(ctx.scope, orderAbilities));
}

// --- The order -----------------------------------------------------------------------------------------------

async function auditOrder(ctx: Ctx<unknown>, before: ProductionOrderRecord | null, after: ProductionOrderRecord) {
  await ctx.audit({
    targetType: ObjType.ProductionOrder,
    targetId: after.id,
    name: nameOf(after),
    changes: diff(before ? auditOf(ProductionOrder, before) : {}, auditOf(ProductionOrder, after)),
  });
  ctx.changed('production_order', [after.id]);
}

async function checkSite(ctx: Ctx<unknown>, site: number | null | undefined) {
  if (site === null || site === undefined) return;
  if (!(await findSite(ctx.db, ctx.scope, site))) throw invalid('order.siteInvalid', 'site');
}

function checkPlanned(start: string, end: string) {
  if (day(end) !== null && day(start) !== null && (day(end) as string) < (day(start) as string)) {
    throw invalid('order.plannedEndBeforeStart', 'plannedEnd');
  }
}

export async function addOrder(ctx: Ctx<Body<'Add'>>) {
  const { body } = ctx;
  const plane = await planeCounters(ctx.db, ctx.scope, body.plane);
  if (!plane) throw invalid('order.planeRequired', 'plane');
  await checkSite(ctx, body.site);
  checkPlanned(body.plannedStart, body.plannedEnd);
  // The number: WO-<year>-<NNNN>, the year's next of the company (serialised; the unique index backs it).
  await lockOrderNumbers(ctx.db, ctx.deps.db.dialect, ctx.scope);
  const prefix = `WO-${todayOf(ctx).slice(0, 4)}-`;
  const seri = `${prefix}${String((await lastNumber(ctx.db, ctx.scope, prefix)) + 1).padStart(4, '0')}`;
  const id = await insertOrder(ctx.db, ctx.scope, {
    plane: body.plane,
    seri,
    title: body.title,
    site: body.site ?? null,
    plannedStart: body.plannedStart,
    plannedEnd: body.plannedEnd,
    remarks: body.remarks ?? null,
    state: OrderState.Draft,
    createdBy: ctx.scope.userId,
    createdAt: nowOf(ctx),
  });
  await auditOrder(ctx, null, await orderOr404(ctx, id));
  return answerRow(ctx, id);
}

export async function changeOrder(ctx: Ctx<Body<'Update'>>) {
  const { body } = ctx;
  const before = await orderOr404(ctx, body.id);
  refuseIf(orderRefusal('update', before));
  if (body.plane !== undefined && body.plane !== before.plane) throw invalid('order.planeChange', 'plane');
  if (body.site !== undefined) await checkSite(ctx, body.site);
  checkPlanned(body.plannedStart ?? before.plannedStart, body.plannedEnd ?? before.plannedEnd);
  await updateOrder(ctx.db, ctx.scope, before.id, {
    title: body.title,
    site: body.site,
    plannedStart: body.plannedStart,
    plannedEnd: body.plannedEnd,
    remarks: body.remarks,
  });
  await auditOrder(ctx, before, await orderOr404(ctx, before.id));
  return answerRow(ctx, before.id);
}

export async function removeOrder(ctx: Ctx<Body<'Delete'>>) {
  const before = await orderOr404(ctx, ctx.body.id);
  refuseIf(orderRefusal('delete', before));
  const cards = await cardsOf(ctx.db, ctx.scope, before.id);
  await deleteOrder(ctx.db, ctx.scope, before.id);
  await ctx.audit({
    targetType: ObjType.ProductionOrder,
    targetId: before.id,
    name: nameOf(before),
    before: { id: before.id, ...auditOf(ProductionOrder, before), cards: cards.map((c) => c.name) },
  });
  ctx.changed('production_order', [before.id]);
  return { id: before.id };
}

/** The event payload of an order. */
export const orderEvent = (ctx: Ctx<unknown>, order: ProductionOrderRecord) => ({
  companyId: companyOf(ctx.scope),
  planeId: order.plane,
  orderId: order.id,
});

export async function releaseOrder(ctx: Ctx<Body<'Release'>>) {
  const before = await orderOr404(ctx, ctx.body.id);
  refuseIf(orderRefusal('release', before));
  if ((await cardsOf(ctx.db, ctx.scope, before.id)).length === 0) throw rule('order.noCards');
  const moved = await moveOrder(ctx.db, ctx.scope, before.id, OrderState.Draft, {
    state: OrderState.Released,
    releasedAt: nowOf(ctx),
    releasedBy: ctx.scope.userId,
  });
  if (!moved) throw rule('order.notDraft');
  await auditOrder(ctx, before, await orderOr404(ctx, before.id));
  await ctx.emit('orderReleased', orderEvent(ctx, before));
  return answerRow(ctx, before.id);
}

export async function cancelOrder(ctx: Ctx<Body<'Cancel'>>) {
  const before = await orderOr404(ctx, ctx.body.id);
  refuseIf(orderRefusal('cancel', before));
  const moved = await moveOrder(ctx.db, ctx.scope, before.id, before.state, {
    state: OrderState.Cancelled,
    cancelReason: ctx.body.reason,
  });
  if (!moved) throw rule('order.workStarted');
  await auditOrder(ctx, before, await orderOr404(ctx, before.id));
  await ctx.emit('orderCancelled', orderEvent(ctx, before));
  return answerRow(ctx, before.id);
}

// --- What can be planned -------------------------------------------------------------------------------------

/** The fleet monitor's query of one aircraft's control items (its due-within filter and forecast dates). */
function fleetBody(
  planeId: number,
  horizon: { dueWithinDays?: number; dueWithinHours?: number; dueWithinLandings?: number },
) {
  return FleetQueryInput.parse({
    fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: planeId }],
    pageSize: 10_000,
    ...horizon,
  });
}

type FleetItem = Awaited<ReturnType<typeof queryFleetCtrl>>['items'][number];
const dueStateOf = (due: { overdue: boolean; warning: boolean }) => (due.overdue ? 2 : due.warning ? 1 : 0);
const deferralDueState = (state: OpenDeferral['state']) => (state === 'overdue' ? 2 : state === 'warning' ? 1 : 0);

export async function candidates(ctx: Ctx<Body<'Candidates'>>): Promise<OrderCandidate[]> {
  const { body } = ctx;
  const plane = await planeCounters(ctx.db, ctx.scope, body.plane);
  if (!plane) throw notFound();
  const today = todayOf(ctx);
  const companyId = companyOf(ctx.scope);
  const given = body.days !== undefined || body.hours !== undefined || body.landings !== undefined;
  const horizons = [
    ...(body.days !== undefined || !given ? [{ dueWithinDays: body.days ?? 30 }] : []),
    ...(body.hours !== undefined ? [{ dueWithinHours: body.hours }] : []),
    ...(body.landings !== undefined ? [{ dueWithinLandings: body.landings }] : []),
  ];
  // Any horizon given: the union of the monitor's lists (its filters are cumulative).
  const due = new Map<number, FleetItem>();
  for (const horizon of horizons) {
    const page = await queryFleetCtrl({ ...ctx, body: fleetBody(plane.id, horizon) });
    for (const item of page.items) due.set(item.id, item);
  }
  const deferrals = await deferralsOf(ctx.db, companyId, plane.id, today);
  const deferred = new Set(deferrals.map((d) => d.task));
  const faults = (await openFaults(ctx.db, ctx.scope, [plane.id])).filter((f) => !deferred.has(f.id));
  const ads = (await registerOf(ctx.db, companyId, { planeIds: [plane.id] }, today)).filter((r) => r.state === 'open');
  const items = [...due.values()];
  const cards = await cardsLinkedTo(ctx.db, plane.model_id, {
    maintainIds: items.flatMap((i) => (i.maintainItemId === null ? [] : [i.maintainItemId])),
    accordingIds: ads.map((a) => a.document),
  });
  const byItem = new Map<number, WorkCardRecord>();
  const byDoc = new Map<number, WorkCardRecord>();
  for (const c of cards) {
    if (c.maintainId !== null && !byItem.has(c.maintainId)) byItem.set(c.maintainId, c);
    if (c.accordingId !== null && !byDoc.has(c.accordingId)) byDoc.set(c.accordingId, c);
  }
  const held = await sourcesOnOpenOrders(ctx.db, ctx.scope, plane.id);
  const onOrder = (key: string) => held.get(key)?.seri ?? null;
  const none = { dueDate: null, dueHours: null, dueLandings: null, forecastDate: null };
  const out: OrderCandidate[] = [];
  for (const item of items.sort((x, y) => (x.due.dueDate ?? '9999').localeCompare(y.due.dueDate ?? '9999'))) {
    const card = item.maintainItemId === null ? undefined : byItem.get(item.maintainItemId);
    out.push({
      source: CardSource.Ctrl,
      id: item.id,
      name: item.name,
      dueDate: day(item.due.expireDate),
      dueHours: item.due.expireHours,
      dueLandings: item.due.expireLandings,
      forecastDate: day(item.due.forecastDate),
      dueState: dueStateOf(item.due),
      workCard: card?.id ?? null,
      workCardSeri: card?.seri ?? null,
      onOrder: onOrder(holdKey(CardSource.Ctrl, item.id)),
    });
  }
  for (const f of faults) {
    out.push({
      source: CardSource.Fault,
      id: f.id,
      name: f.title,
      ...none,
      dueState: 2,
      workCard: null,
      workCardSeri: null,
      onOrder: onOrder(holdKey('fault', f.id)),
    });
  }
  for (const d of deferrals) {
    out.push({
      source: CardSource.Deferral,
      id: d.id,
      name: `${d.faultTitle ?? d.title} (MEL ${d.itemNo})`.slice(0, 200),
      ...none,
      dueDate: d.dueDate,
      dueHours: d.dueHours,
      dueLandings: d.dueLandings,
      dueState: deferralDueState(d.state),
      workCard: null,
      workCardSeri: null,
      onOrder: onOrder(holdKey('fault', d.task)),
    });
  }
  for (const a of ads) {
    const card = byDoc.get(a.document);
    out.push({
      source: CardSource.Ad,
      id: a.document,
      name: `${a.seri ?? ''} ${a.name}`.trim().slice(0, 200),
      ...none,
      dueDate: a.deadline,
      dueHours: a.deadlineHours,
      dueState: a.overdue ? 2 : 0,
      workCard: card?.id ?? null,
      workCardSeri: card?.seri ?? null,
      onOrder: onOrder(holdKey(CardSource.Ad, a.document)),
    });
  }
  return out;
}

// --- Cards ---------------------------------------------------------------------------------------------------

type NewCard = CardValues & { steps: StepValues[] };

/** A card's steps as stored (1…), from a work card's or the caller's steps. */
export function stepValues(steps: readonly CardStep[]): StepValues[] {
  return steps.map((s, i) => ({
    seq: i + 1,
    text: s.text,
    rii: s.rii ?? 0,
    unit: s.unit ?? null,
    min: s.min ?? null,
    max: s.max ?? null,
  }));
}

/**
 * The snapshot of a model's work card: its number, current version and files, its steps, estimated hours and the
 * kind of authorisation its steps need.
 */
function snapshotOf(
  card: WorkCardRecord,
): Pick<NewCard, 'workCard' | 'seri' | 'name' | 'version' | 'files' | 'estimatedHours' | 'requiredKind' | 'steps'> {
  const files = card.curFiles && card.curFiles.length > 0 ? card.curFiles : card.files;
  return {
    workCard: card.id,
    seri: card.seri,
    name: card.name,
    version: card.curVersion ?? card.version,
    files: (files ?? []) as NewCard['files'],
    estimatedHours: card.estimatedHours,
    requiredKind: card.requiredKind,
    steps: stepValues(card.steps ?? []),
  };
}

/** One step with a text (a card without a work card). */
const oneStep = (text: string): StepValues[] => [
  { seq: 1, text: text.slice(0, 2000), rii: 0, unit: null, min: null, max: null },
];

/** Whether an order still takes or loses cards: not closed, cancelled or inspected. */
function refuseCardChange(order: ProductionOrderRecord) {
  refuseIf(orderRefusal('update', order));
  if (order.state === OrderState.Inspected) throw rule('order.alreadyInspected');
}

export async function addCards(ctx: Ctx<Body<'AddCards'>>) {
  const { body } = ctx;
  const order = await orderOr404(ctx, body.id);
  refuseCardChange(order);
  const plane = await planeCounters(ctx.db, ctx.scope, order.plane);
  if (!plane) throw notFound();
  const companyId = companyOf(ctx.scope);
  const today = todayOf(ctx);
  const deferrals = await deferralsOf(ctx.db, companyId, order.plane, today);
  const deferralById = new Map(deferrals.map((d) => [d.id, d]));
  // One planning of an aircraft at a time (PostgreSQL): two orders cannot both take an item.
  await lockPlane(ctx.db, ctx.deps.db.dialect, ctx.scope, order.plane);
  const held = await sourcesOnOpenOrders(ctx.db, ctx.scope, order.plane);
  const taken = new Set<string>();
  /** Refuses what an open order (or this call) already holds, naming it and the order. */
  const claim = (key: string, field: string, name: string) => {
    const holder = held.get(key);
    if (holder || taken.has(key))
      throw invalid('order.onOtherOrder', field, { name, seri: holder?.seri ?? order.seri });
    taken.add(key);
  };

  const cards: NewCard[] = [];
  const base = (source: number, sourceId: number | null): NewCard => ({
    order: order.id,
    plane: order.plane,
    seq: 0,
    source,
    sourceId,
    workCard: null,
    seri: null,
    name: '',
    version: null,
    files: [],
    estimatedHours: null,
    requiredKind: null,
    state: CardState.Open,
    steps: [],
  });

  // Control items: the aircraft's, with their due as planned and the work card of their maintenance item.
  if (body.ctrl.length > 0) {
    const all = await queryCtrl({
      ...ctx,
      body: QueryPayload.parse({
        fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: order.plane }],
        pageSize: 10_000,
      }),
    });
    const byId = new Map(all.items.map((i) => [i.id, i]));
    const items = body.ctrl.map((id, i) => {
      const item = byId.get(id);
      if (!item) throw invalid('order.ctrlInvalid', `ctrl.${i}`, { id });
      claim(holdKey(CardSource.Ctrl, id), `ctrl.${i}`, item.name);
      return item;
    });
    const linked = await cardsLinkedTo(ctx.db, plane.model_id, {
      maintainIds: items.flatMap((i) => (i.maintainItemId === null ? [] : [i.maintainItemId])),
    });
    for (const item of items) {
      const card = linked.find((c) => c.maintainId === item.maintainItemId);
      const reference = item.jobCardName ? ` (${item.jobCardName})` : '';
      cards.push({
        ...base(CardSource.Ctrl, item.id),
        ...(card ? snapshotOf(card) : { name: item.name, steps: oneStep(`${item.content}${reference}`) }),
        dueDate: item.due.expireDate,
        dueHours: item.due.expireHours,
        dueLandings: item.due.expireLandings,
      });
    }
  }
  // Open faults of the aircraft, and open deferrals (of their faults): one step from the fault's description.
  const faultCard = async (source: number, faultId: number, sourceId: number, field: string, suffix = '') => {
    const fault = (await findTask(ctx.db, ctx.scope, faultId))?.row;
    if (!fault || fault.plane !== order.plane || fault.type !== TaskType.Fault || fault.closed === 1) {
      throw invalid(source === CardSource.Fault ? 'order.faultInvalid' : 'order.deferralInvalid', field, {
        id: sourceId,
      });
    }
    const title = (fault.issueCondition ?? fault.description ?? String(fault.id)).slice(0, 180);
    claim(holdKey('fault', fault.id), field, title);
    cards.push({
      ...base(source, sourceId),
      name: `${title}${suffix}`.slice(0, 200),
      faultTask: fault.id,
      steps: oneStep(fault.description ?? fault.issueCondition ?? title),
    });
  };
  for (const [i, id] of body.faults.entries()) await faultCard(CardSource.Fault, id, id, `faults.${i}`);
  for (const [i, id] of body.deferrals.entries()) {
    const d = deferralById.get(id);
    if (!d) throw invalid('order.deferralInvalid', `deferrals.${i}`, { id });
    await faultCard(CardSource.Deferral, d.task, id, `deferrals.${i}`, ` (MEL ${d.itemNo})`);
  }
  // Open ADs and SBs of the aircraft (its register), each with the model's card complying with it.
  if (body.ads.length > 0) {
    const open = new Map(
      (await registerOf(ctx.db, companyId, { planeIds: [order.plane] }, today))
        .filter((r) => r.state === 'open')
        .map((r) => [r.document, r]),
    );
    const linked = await cardsLinkedTo(ctx.db, plane.model_id, { accordingIds: body.ads });
    for (const [i, id] of body.ads.entries()) {
      const doc = open.get(id);
      if (!doc) throw invalid('order.adInvalid', `ads.${i}`, { id });
      const name = `${doc.seri ?? ''} ${doc.name}`.trim().slice(0, 200);
      claim(holdKey(CardSource.Ad, id), `ads.${i}`, name);
      const card = linked.find((c) => c.accordingId === id);
      cards.push({ ...base(CardSource.Ad, id), ...(card ? snapshotOf(card) : { name, steps: oneStep(name) }) });
    }
  }
  // Cards by hand: a name and steps, or a work card of the aircraft's model.
  for (const [i, m] of body.manual.entries()) {
    let snapshot: Partial<NewCard> = {};
    if (m.workCard !== null && m.workCard !== undefined) {
      const card = await findWorkCard(ctx.db, m.workCard);
      if (card?.planeModel !== plane.model_id) throw invalid('order.workCardInvalid', `manual.${i}.workCard`);
      snapshot = snapshotOf(card);
    }
    const steps = m.steps ? stepValues(m.steps) : (snapshot.steps ?? []);
    cards.push({
      ...base(CardSource.Manual, null),
      ...snapshot,
      name: m.name,
      estimatedHours: m.estimatedHours ?? snapshot.estimatedHours ?? null,
      remarks: m.remarks ?? null,
      steps: steps.length > 0 ? steps : oneStep(m.name),
    });
  }
  if (cards.length === 0) throw invalid('order.noCardsGiven', 'ctrl');
  const first = await nextSeq(ctx.db, ctx.scope, order.id);
  const ids = await insertCards(
    ctx.db,
    ctx.scope,
    cards.map((c, i) => ({ ...c, seq: first + i })),
  );
  await ctx.audit({
    targetType: ObjType.ProductionOrder,
    targetId: order.id,
    name: nameOf(order),
    changes: { cardsAdded: [null, cards.map((c) => c.name)] },
  });
  ctx.changed('order_card', ids);
  if (order.state !== OrderState.Draft) {
    await ctx.emit('orderCardsAdded', { ...orderEvent(ctx, order), cardIds: ids });
  }
  return answerDetail(ctx, order.id);
}

export async function removeCard(ctx: Ctx<Body<'RemoveCard'>>) {
  const card = await cardOr404(ctx, ctx.body.card);
  const order = await orderOr404(ctx, card.order);
  refuseCardChange(order);
  const steps = (await stepsOfCards(ctx.db, ctx.scope, [card.id])).get(card.id) ?? [];
  if (steps.some((s: OrderStepRecord) => s.performedBy !== null)) throw rule('order.cardHasSignedStep');
  // The parts module releases the card's reservations first (or refuses while parts are issued).
  if (order.state !== OrderState.Draft) {
    await ctx.emit('orderCardRemoved', { ...orderEvent(ctx, order), cardId: card.id });
  }
  await deleteCard(ctx.db, ctx.scope, card.id);
  await ctx.audit({
    targetType: ObjType.ProductionOrder,
    targetId: order.id,
    name: nameOf(order),
    changes: { cardRemoved: [card.name, null] },
  });
  ctx.changed('order_card', [card.id]);
  return answerDetail(ctx, order.id);
}
