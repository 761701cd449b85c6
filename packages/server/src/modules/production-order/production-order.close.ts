import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import {
  CardSource,
  type OrderCardRecord,
  OrderState,
  type OrderStepRecord,
  orderRefusal,
  type ProductionOrderRecord,
} from '@hangar/domain/contracts/orders';
import { TaskState, TaskType } from '@hangar/domain/contracts/records';
import { refuseIf } from '../../platform/access/abilities';
import { companyOf } from '../../platform/access/scope';
import { notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { appendHeads, type Head } from '../../platform/records/heads';
import { recordKey } from '../../platform/records/record-key';
import { findDocument } from '../document';
import { findTask, type Signature, type TaskValues, userNames, writeSignedRecord } from '../maintain-task';
import { lockPlane, planeCounters } from '../plane-entity';
import { qualifiedSigner } from '../qualification';
import { cardsOf, moveOrder, setCardRecords, stepsOfCards, updateOrder } from './production-order.repo';
import { answerRow, type Body, nameOf, nowOf, orderOr404, todayOf } from './production-order.service';
import { refuseOpenWork } from './production-order.work';

// Close (issue 33): an inspected order, the caller's valid licence, no open work. In ONE transaction with its log
// rows: each card's maintenance record written (or its fault completed) and signed through maintain-task's sign-off,
// chained like every record — a control item's record names it (work date = the release day, hours and landings = the
// aircraft's totals at release: the next due at once), a fault's (a deferral's, a finding's) fault record completed
// and signed (mel closes the deferral on recordSigned), an AD/SB's record names the document (the register shows it
// complied), a card by hand a record of type 99 — then the certificate of release to service (TaskType.Release),
// every record naming the order; the order closed with its CRS and the totals; the aircraft's status follows.

/** What was done on a card, as its record describes it: each step, its signatures and measured value. */
function workDone(steps: readonly OrderStepRecord[]): string {
  return steps
    .map((s) => {
      const value = s.value === null ? '' : ` = ${s.value}${s.unit ? ` ${s.unit}` : ''}`;
      const rii = s.rii === 1 ? ` / RII ${s.inspectedName ?? ''} ${s.inspectedLicence ?? ''}`.trimEnd() : '';
      return `${s.seq}. ${s.text}${value} — ${s.performedName ?? ''} ${s.performedLicence ?? ''}`.trimEnd() + rii;
    })
    .join('\n')
    .slice(0, 4000);
}

/** The record a card writes back: a new one, or its fault completed (`id`). */
async function recordOf(
  ctx: Ctx<unknown>,
  order: ProductionOrderRecord,
  card: OrderCardRecord,
  steps: readonly OrderStepRecord[],
  common: TaskValues & { plane: number },
): Promise<{ id?: number; values: TaskValues & { plane: number; type: number } }> {
  const done = workDone(steps);
  const performer = [...steps].reverse().find((s) => s.performedBy !== null)?.performedBy ?? common.workPerson;
  const work = { ...common, workPerson: performer, order: order.id };
  switch (card.source) {
    case CardSource.Fault:
    case CardSource.Deferral:
    case CardSource.Finding:
      return {
        id: card.faultTask as number,
        values: {
          plane: order.plane,
          type: TaskType.Fault,
          deal: done,
          state: TaskState.Checked,
          workDate: work.workDate,
          flyHours: work.flyHours,
          landings: work.landings,
          workPerson: work.workPerson,
          workCard: card.seri ?? order.seri,
          order: order.id,
        },
      };
    case CardSource.Ad: {
      const doc = await findDocument(ctx.db, ctx.scope, DocumentModule.Model, card.sourceId as number);
      return {
        values: {
          ...work,
          type: doc?.dict === DocumentDict.SbSi ? TaskType.Sb : TaskType.Ad,
          document: card.sourceId,
          standardSeri: (doc?.seri ?? doc?.name ?? card.name).slice(0, 100),
          standardDate: doc?.effectiveDate ?? doc?.releaseDate ?? null,
          isRepeat: doc?.repetitive ?? 0,
          unfit: 0,
          description: done,
          issueCondition: card.name,
          workCard: card.seri ?? order.seri,
        },
      };
    }
    case CardSource.Ctrl:
      return {
        values: {
          ...work,
          type: TaskType.TimeControlItem,
          maintainCtrl: card.sourceId,
          issueCondition: card.name,
          description: done,
          workCard: card.seri ?? order.seri,
        },
      };
    default:
      return {
        values: {
          ...work,
          type: TaskType.OtherTask,
          issueCondition: card.name,
          description: done,
          workCard: card.seri ?? order.seri,
        },
      };
  }
}

export async function closeOrder(ctx: Ctx<Body<'Close'>>) {
  const first = await orderOr404(ctx, ctx.body.id);
  // One close of an aircraft's order at a time: its totals hold still and its chain grows one link at a time.
  await lockPlane(ctx.db, ctx.deps.db.dialect, ctx.scope, first.plane);
  const order = await orderOr404(ctx, first.id);
  if (order.crsTask !== null) throw rule('order.crsExists');
  refuseIf(orderRefusal('close', order));
  await refuseOpenWork(ctx, order.id);
  const today = todayOf(ctx);
  const plane = await planeCounters(ctx.db, ctx.scope, order.plane);
  if (!plane) throw notFound();
  const signer = await qualifiedSigner(ctx.db, ctx.scope, today, {
    model: plane.model_id,
    kind: 'crs',
    lang: ctx.lang,
  });
  const hours = Number(plane.all_fly_hours ?? 0);
  const landings = Number(plane.all_landings ?? 0);
  const at = nowOf(ctx);
  // Closed first: the status the records' sign-offs recompute no longer counts the order in work.
  const moved = await moveOrder(ctx.db, ctx.scope, order.id, OrderState.Inspected, {
    state: OrderState.Closed,
    closedAt: at,
    closedBy: ctx.scope.userId,
    releaseHours: hours,
    releaseLandings: landings,
  });
  if (!moved) throw rule('order.crsExists');

  const name =
    (await userNames(ctx.db, ctx.scope, [ctx.scope.userId])).get(ctx.scope.userId) ?? String(ctx.scope.userId);
  const signature: Signature = {
    userId: ctx.scope.userId,
    name,
    licenceNo: signer.licenceNo,
    licenceType: signer.licenceType,
    at,
    hours,
    landings,
  };
  const common = {
    plane: order.plane,
    planeName: plane.name,
    planeModel: plane.model_id,
    closed: 0,
    state: TaskState.Checked,
    amendments: 0,
    workDate: `${today} 00:00:00`,
    flyHours: hours,
    landings,
    workPerson: ctx.scope.userId,
    createdBy: ctx.scope.userId,
    createdAt: at,
  };
  const key = recordKey(ctx.deps.config.dataDir);
  const cards = await cardsOf(ctx.db, ctx.scope, order.id);
  const steps = await stepsOfCards(
    ctx.db,
    ctx.scope,
    cards.map((c) => c.id),
  );
  let head: Head | undefined;
  const written = new Map<number, number>();
  // The cards' writes leave the aircraft's status to the end (one recompute instead of one per control item and
  // record): their planeStatusInputsChanged is raised once below, recordSigned only for a fault's record (its
  // deferral closes) and for the CRS. The order's log row names every record written.
  const quiet: Ctx<unknown> = {
    ...ctx,
    emit: (name, event) => (name === 'planeStatusInputsChanged' ? Promise.resolve() : ctx.emit(name, event)),
  };
  for (const card of cards) {
    // A fault signed off meanwhile (by hand) keeps its record: the card names it, nothing more is written.
    if (card.faultTask !== null && (await findTask(ctx.db, ctx.scope, card.faultTask))?.row.closed === 1) {
      written.set(card.id, card.faultTask);
      continue;
    }
    const record = await recordOf(ctx, order, card, steps.get(card.id) ?? [], common);
    const signed = await writeSignedRecord(quiet, key, record, signature, {
      announce: record.id !== undefined,
      audit: false,
    });
    written.set(card.id, signed.id);
    head = signed.head;
  }
  await setCardRecords(ctx.db, ctx.scope, written);
  const records = [...written.values()];
  // The certificate of release to service, last: the order's number, title and cards, the signer's remarks.
  const crs = await writeSignedRecord(
    ctx,
    key,
    {
      values: {
        ...common,
        type: TaskType.Release,
        order: order.id,
        issueCondition: `CRS ${order.seri}`.slice(0, 200),
        description: [order.title, ...cards.map((c) => `${c.seq}. ${c.name}`)].join('\n').slice(0, 4000),
        workCard: order.seri,
        comments: ctx.body.remarks ?? null,
      },
    },
    signature,
  );
  head = crs.head;
  await updateOrder(ctx.db, ctx.scope, order.id, { crsTask: crs.id });
  const after = await orderOr404(ctx, order.id);
  await ctx.audit({
    targetType: ObjType.ProductionOrder,
    targetId: order.id,
    name: nameOf(order),
    changes: {
      state: [order.state, after.state],
      crsTask: [null, crs.id],
      records: [null, records],
      releaseHours: [null, hours],
      releaseLandings: [null, landings],
    },
  });
  ctx.changed('production_order', [order.id]);
  ctx.changed(
    'order_card',
    cards.map((c) => c.id),
  );
  await ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId: order.plane });
  const last = head;
  // The aircraft's new head is checkpointed outside the database once the close is durable.
  ctx.afterCommit(() => appendHeads(ctx.deps.config.dataDir, key, [last]));
  return answerRow(ctx, order.id);
}
