import { ObjType } from '@hangar/domain/codes';
import {
  CardSource,
  CardState,
  measured,
  type OpenWork,
  type OrderCardRecord,
  OrderState,
  type OrderStepRecord,
  orderRefusal,
  outOfLimits,
  type ProductionOrderRecord,
} from '@hangar/domain/contracts/orders';
import type { WorkKind } from '@hangar/domain/contracts/qualifications';
import type { StatusReason } from '@hangar/domain/contracts/status';
import type { Kysely } from 'kysely';
import { refuseIf } from '../../platform/access/abilities';
import { companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { findMember } from '../employ';
import { raiseFault, userNames } from '../maintain-task';
import { planeCounters } from '../plane-entity';
import { qualifiedSigner } from '../qualification';
import {
  cardsOf,
  findStep,
  insertCards,
  insertLabour,
  moveOrder,
  nextSeq,
  ordersInStates,
  signStepIfFree,
  stepsOfCards,
  updateCard,
} from './production-order.repo';
import {
  answerDetail,
  answerRow,
  type Body,
  cardOr404,
  nameOf,
  nowOf,
  orderEvent,
  orderOr404,
  stepValues,
  todayOf,
} from './production-order.service';

// Working an order's cards (issue 33): the performer signs each step in order (a measured value within its limits),
// an inspector who is not the performer signs each RII step, findings raise a fault and a non-routine card, labour is
// booked per person; the first signature moves the order in work (the aircraft's status says so), the final
// inspection is refused while work is open, naming each piece. Signatures need the signer qualified for the aircraft's
// model and the kind of work (qualification/signer.ts: a step its card's required kind, else maintenance; an RII
// step rii; the order's inspection inspection); of two
// people signing one step at once, one wins (a conditional update).

/** A card's state from its steps: open while a step is unsigned, performed while an RII is uninspected, done. */
export function cardStateOf(steps: readonly OrderStepRecord[]): number {
  if (steps.some((s) => s.performedBy === null)) return CardState.Open;
  if (steps.some((s) => s.rii === 1 && s.inspectedBy === null)) return CardState.Performed;
  return CardState.Done;
}

/** An order that takes signatures: released or in work. */
function refuseUnlessWorking(order: ProductionOrderRecord) {
  refuseIf(orderRefusal('update', order));
  if (order.state === OrderState.Draft) throw rule('order.notReleased');
  if (order.state === OrderState.Inspected) throw rule('order.notInWork');
}

/** The step, its card and its order, for a signature. */
async function stepOf(ctx: Ctx<unknown>, id: number) {
  const step = await findStep(ctx.db, ctx.scope, id);
  if (!step) throw new AppError('NOT_FOUND', 'error.notFound');
  const card = await cardOr404(ctx, step.card);
  const order = await orderOr404(ctx, card.order);
  return { step, card, order };
}

/** After a signature: the card's state follows its steps. */
async function followCard(ctx: Ctx<unknown>, card: OrderCardRecord) {
  const steps = (await stepsOfCards(ctx.db, ctx.scope, [card.id])).get(card.id) ?? [];
  const state = cardStateOf(steps);
  if (state !== card.state) await updateCard(ctx.db, ctx.scope, card.id, { state });
  ctx.changed('order_card', [card.id]);
}

/** The log row of a card's change (on the card). */
async function auditCard(ctx: Ctx<unknown>, card: OrderCardRecord, changes: Record<string, [unknown, unknown]>) {
  await ctx.audit({ targetType: ObjType.OrderCard, targetId: card.id, name: card.name.slice(0, 200), changes });
}

/** The aircraft's status reads its orders in work (`inMaintenance`). */
function statusChanged(ctx: Ctx<unknown>, planeId: number) {
  return ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId });
}

/** The caller as a qualified signer of work of `kind` on the aircraft (its model), or a 601 naming what lacks. */
async function signerOf(ctx: Ctx<unknown>, planeId: number, kind: WorkKind) {
  const plane = await planeCounters(ctx.db, ctx.scope, planeId);
  if (!plane) throw notFound();
  return qualifiedSigner(ctx.db, ctx.scope, todayOf(ctx), { model: plane.model_id, kind, lang: ctx.lang });
}

export async function signStep(ctx: Ctx<Body<'SignStep'>>) {
  const { step, card, order } = await stepOf(ctx, ctx.body.step);
  refuseUnlessWorking(order);
  if (step.performedBy !== null) throw rule('order.stepSigned');
  const steps = (await stepsOfCards(ctx.db, ctx.scope, [card.id])).get(card.id) ?? [];
  const before = steps.find((s) => s.seq < step.seq && s.performedBy === null);
  if (before) throw rule('order.stepOutOfOrder', { seq: before.seq });
  const value = ctx.body.value ?? null;
  if (measured(step)) {
    if (value === null) throw invalid('order.valueRequired', 'value');
    if (outOfLimits(step, value) !== null) {
      throw invalid('order.valueOutOfLimits', 'value', { value, min: step.min ?? '–', max: step.max ?? '–' });
    }
  } else if (value !== null) {
    throw invalid('order.valueNotAsked', 'value');
  }
  // A step of a card naming the kind of authorisation its steps need asks for it; any other, maintenance.
  const signer = await signerOf(ctx, order.plane, (card.requiredKind ?? 'maintenance') as WorkKind);
  const at = nowOf(ctx);
  const won = await signStepIfFree(ctx.db, ctx.scope, step.id, 'performed', {
    value,
    performedBy: ctx.scope.userId,
    performedName: signer.name,
    performedLicence: signer.licenceNo,
    performedAt: at,
  });
  if (!won) throw rule('order.stepSigned');
  await followCard(ctx, card);
  // The first signature moves a released order in work.
  if (order.state === OrderState.Released) {
    const moved = await moveOrder(ctx.db, ctx.scope, order.id, OrderState.Released, {
      state: OrderState.InWork,
      startedAt: at,
    });
    if (moved) {
      ctx.changed('production_order', [order.id]);
      await statusChanged(ctx, order.plane);
    }
  }
  await auditCard(ctx, card, {
    [`step ${step.seq}`]: [null, `${signer.name} ${signer.licenceNo}${value === null ? '' : ` = ${value}`}`],
  });
  return answerDetail(ctx, order.id);
}

export async function inspectStep(ctx: Ctx<Body<'InspectStep'>>) {
  const { step, card, order } = await stepOf(ctx, ctx.body.step);
  refuseIf(orderRefusal('update', order));
  if (order.state !== OrderState.InWork) throw rule('order.notInWork');
  if (step.rii !== 1) throw rule('order.notRii');
  if (step.performedBy === null) throw rule('order.stepNotPerformed');
  if (step.inspectedBy !== null) throw rule('order.stepInspected');
  if (step.performedBy === ctx.scope.userId) throw rule('order.inspectorIsPerformer');
  const signer = await signerOf(ctx, order.plane, 'rii');
  const won = await signStepIfFree(ctx.db, ctx.scope, step.id, 'inspected', {
    inspectedBy: ctx.scope.userId,
    inspectedName: signer.name,
    inspectedLicence: signer.licenceNo,
    inspectedAt: nowOf(ctx),
  });
  if (!won) throw rule('order.stepInspected');
  await followCard(ctx, card);
  await auditCard(ctx, card, { [`RII ${step.seq}`]: [null, `${signer.name} ${signer.licenceNo}`] });
  return answerDetail(ctx, order.id);
}

export async function addFinding(ctx: Ctx<Body<'AddFinding'>>) {
  const { body } = ctx;
  const card = await cardOr404(ctx, body.card);
  const order = await orderOr404(ctx, card.order);
  refuseIf(orderRefusal('update', order));
  if (order.state !== OrderState.InWork) throw rule('order.notInWork');
  const names = await userNames(ctx.db, ctx.scope, [ctx.scope.userId]);
  const faultId = await raiseFault(ctx, {
    plane: order.plane,
    title: body.name,
    description: body.description,
    issueDate: `${todayOf(ctx)} 00:00:00`,
    issuePerson: names.get(ctx.scope.userId) ?? null,
  });
  const steps =
    body.steps && body.steps.length > 0 ? stepValues(body.steps) : stepValues([{ text: body.description, rii: 0 }]);
  const [id] = await insertCards(ctx.db, ctx.scope, [
    {
      order: order.id,
      plane: order.plane,
      seq: await nextSeq(ctx.db, ctx.scope, order.id),
      source: CardSource.Finding,
      sourceId: faultId,
      name: body.name,
      files: [],
      parentCard: card.id,
      faultTask: faultId,
      state: CardState.Open,
      steps,
    },
  ]);
  await auditCard(ctx, card, { finding: [null, body.name] });
  ctx.changed('order_card', [id]);
  await ctx.emit('orderCardsAdded', { ...orderEvent(ctx, order), cardIds: [id] });
  return answerDetail(ctx, order.id);
}

export async function bookLabour(ctx: Ctx<Body<'BookLabour'>>) {
  const { body } = ctx;
  const card = await cardOr404(ctx, body.card);
  const order = await orderOr404(ctx, card.order);
  refuseIf(orderRefusal('update', order));
  if (order.state === OrderState.Draft) throw rule('order.notReleased');
  const user = body.user ?? ctx.scope.userId;
  if (!(await findMember(ctx.db, ctx.scope, user))) throw invalid('order.userInvalid', 'user');
  const name = (await userNames(ctx.db, ctx.scope, [user])).get(user) ?? String(user);
  await insertLabour(ctx.db, ctx.scope, {
    card: card.id,
    user,
    name,
    day: body.day,
    hours: Math.round(body.hours * 100) / 100,
    remarks: body.remarks ?? null,
  });
  await auditCard(ctx, card, { labour: [null, `${name} ${body.day.slice(0, 10)} ${body.hours} h`] });
  ctx.changed('order_labour', [card.id]);
  return answerDetail(ctx, order.id);
}

/** The card's files and photos taken during the work: the whole list, replaced (each stored entry checked). */
export async function setCardFiles(ctx: Ctx<Body<'CardFiles'>>) {
  const card = await cardOr404(ctx, ctx.body.card);
  const order = await orderOr404(ctx, card.order);
  refuseIf(orderRefusal('update', order));
  if (order.state === OrderState.Draft) throw rule('order.notReleased');
  const names = (list: readonly { name: string }[] | null) => (list ?? []).map((f) => f.name).join(', ');
  await updateCard(ctx.db, ctx.scope, card.id, { attachments: ctx.body.attachments });
  await auditCard(ctx, card, { attachments: [names(card.attachments), names(ctx.body.attachments)] });
  ctx.changed('order_card', [card.id]);
  return answerDetail(ctx, order.id);
}

/** An order's own open work: unsigned steps and uninspected RII steps, by card and step. */
async function ownOpenWork(db: Kysely<Database>, owner: Owner, orderId: number): Promise<OpenWork[]> {
  const cards = await cardsOf(db, owner, orderId);
  const steps = await stepsOfCards(
    db,
    owner,
    cards.map((c) => c.id),
  );
  const out: OpenWork[] = [];
  for (const card of cards) {
    for (const s of steps.get(card.id) ?? []) {
      const reason =
        s.performedBy === null
          ? 'order.stepUnsigned'
          : s.rii === 1 && s.inspectedBy === null
            ? 'order.riiUninspected'
            : null;
      if (reason) {
        out.push({ card: card.id, cardSeq: card.seq, cardName: card.name, step: s.id, stepSeq: s.seq, reason });
      }
    }
  }
  return out;
}

/**
 * Refuses while anything is open on the order (its steps, and what other modules keep: `registry.orderOpenWork`):
 * 601 `order.openWork` {count}, the answer's `openWork` naming each piece (card, step, reason key).
 */
export async function refuseOpenWork(ctx: Ctx<unknown>, orderId: number): Promise<void> {
  const companyId = companyOf(ctx.scope);
  const open = [
    ...(await ownOpenWork(ctx.db, companyId, orderId)),
    ...(await ctx.deps.registry.orderOpenWork(ctx.db, companyId, orderId)),
  ];
  if (open.length > 0) {
    throw new AppError('RULE', 'order.openWork', { count: open.length }, { extra: { openWork: open } });
  }
}

export async function inspectOrder(ctx: Ctx<Body<'Inspect'>>) {
  const before = await orderOr404(ctx, ctx.body.id);
  refuseIf(orderRefusal('inspect', before));
  await refuseOpenWork(ctx, before.id);
  const signer = await signerOf(ctx, before.plane, 'inspection');
  const moved = await moveOrder(ctx.db, ctx.scope, before.id, OrderState.InWork, {
    state: OrderState.Inspected,
    inspectedAt: nowOf(ctx),
    inspectedBy: ctx.scope.userId,
    inspectedName: `${signer.name} ${signer.licenceNo}`.slice(0, 200),
  });
  if (!moved) throw rule('order.notInWork');
  const after = await orderOr404(ctx, before.id);
  await ctx.audit({
    targetType: ObjType.ProductionOrder,
    targetId: before.id,
    name: nameOf(before),
    changes: { state: [before.state, after.state], inspectedName: [null, after.inspectedName] },
  });
  ctx.changed('production_order', [before.id]);
  return answerRow(ctx, before.id);
}

/**
 * The module's status reasons (registry `statusReasons`): an aircraft with an order in work or inspected (not yet
 * closed) is in maintenance (grounding; ref = the order, title = its number and title, due = its planned end).
 */
export async function orderReasons(
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[] | null,
): Promise<StatusReason[]> {
  const rows = await ordersInStates(db, companyId, planeIds, [OrderState.InWork, OrderState.Inspected]);
  return rows.map((r) => ({
    planeId: r.plane_id,
    kind: 'inMaintenance',
    grounding: true,
    ref: r.id,
    title: `${r.seri} ${r.title}`.slice(0, 200),
    due: r.planned_end ? r.planned_end.slice(0, 10) : null,
  }));
}
