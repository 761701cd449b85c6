import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import {
  Applicability,
  type AppraiseInput,
  type AppraiseQuery,
  applicabilityOf,
  type DoNoticeInput,
  type ForceNoticeInput,
  NoticeType,
  type PlaneNoticeRow,
  type RemoveNoticeInput,
} from '@hangar/domain/contracts/notices';
import { CardCategory } from '@hangar/domain/contracts/workcards';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { QueryPayload } from '@hangar/domain/query';
import type { z } from 'zod';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { findDocument } from '../document/document.repo';
import { controlForNotice, type NoticeControl, releaseForNotice } from '../maintain-ctrl/maintain-ctrl.service';
import { findPlaneModel } from '../plane-model/plane-model.repo';
import { assertCanWriteModel } from '../plane-model/plane-model.service';
import { findUserById } from '../user/user.repo';
import {
  anyFleetNotice,
  type CardRef,
  type FleetNotice,
  findCardRef,
  findNotice,
  fleetNotice,
  fleetPlane,
  insertNotice,
  queryAppraisals,
  updateNotice,
} from './plane-notice.repo';

// Evaluations of model documents against aircraft (model document §2.9, §4 "Applicability per aircraft";
// DOMAIN.md "Notices and evaluations cross tenants"). Only a model library's CAD/AD and SB/SI files are
// evaluated. Company 10000 and the model's manager list the model's aircraft across operators and evaluate
// them; every other company lists its own aircraft of the model and reads their evaluation. A notice row
// belongs to the aircraft's company; an aircraft already notified (issue "Work cards and notices") keeps its
// evaluation until the notice is withdrawn. Each evaluation is logged on the aircraft, in its company's log and,
// when the evaluator is another company, in the evaluator's too. A survey card (category 3) is evaluated and
// notified the same way on its own row (type 3). Notifying an instruction card (category 1–2) on its basis file's
// applicable row puts the card's maintenance item under the aircraft's control in the aircraft's company
// (maintain-ctrl's controlForNotice, same transaction); withdrawing disables it when never executed. Work cards
// are read through findCardRef (this module's repository), not the work-card module.

/** A model document that can be evaluated (CAD/AD or SB/SI file), and its model. */
async function evaluable(ctx: Ctx<unknown>, documentId: number, field: string) {
  const doc = await findDocument(ctx.db, ctx.scope, DocumentModule.Model, documentId);
  if (!doc) throw notFound();
  const kinds: number[] = [DocumentDict.CadAd, DocumentDict.SbSi];
  if (doc.isFolder !== 0 || !kinds.includes(doc.dict)) throw invalid('notice.notEvaluable', field);
  const model = await findPlaneModel(ctx.db, doc.target);
  if (!model) throw notFound();
  return { doc, model };
}

export async function queryAppraisal(ctx: Ctx<z.output<typeof AppraiseQuery>>) {
  const { tagId, ...payload } = ctx.body;
  const { model } = await evaluable(ctx, tagId, 'tagId');
  // The spec's client also names the model (fixed filter model): it must be the document's.
  checkModelFilter(payload, model);
  return queryAppraisals(ctx.db, ctx.scope, model, NoticeType.Appraise, tagId, payload);
}

/** A survey card (category 3) of a model, and its model. */
async function surveyCard(ctx: Ctx<unknown>, cardId: number, field: string) {
  const card = await findCardRef(ctx.db, cardId);
  if (!card) throw notFound();
  if (card.category !== CardCategory.Survey) throw invalid('notice.notSurvey', field);
  const model = await findPlaneModel(ctx.db, card.model);
  if (!model) throw notFound();
  return { card, model };
}

/** Model-name check of the spec's client (fixed filter model): it must be the subject's model. */
function checkModelFilter(payload: QueryPayload, model: { id: number }) {
  const named = payload.fixedFilters.find((f) => f.name === 'model');
  if (named && (named.compare !== 'eq' || Number(named.value) !== model.id)) {
    throw invalid('notice.modelMismatch', 'fixedFilters.model');
  }
}

/** QueryWithWorkNotice: the model's aircraft with their applicability and notice of a survey card. */
export async function queryWorkNotice(ctx: Ctx<z.output<typeof AppraiseQuery>>) {
  const { tagId, ...payload } = ctx.body;
  const { card, model } = await surveyCard(ctx, tagId, 'tagId');
  checkModelFilter(payload, model);
  return queryAppraisals(ctx.db, ctx.scope, model, NoticeType.Survey, card.id, payload);
}

/** What a notice row is about, for the log: a document's number (else name), a card's number. */
type Subject = { id: number; label: string };

const userNameOf = (ctx: Ctx<unknown>) => userNameOfId(ctx, ctx.scope.userId);

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);

/**
 * Logs a change of an aircraft's notice: in the aircraft's company and, when the caller is another company, in
 * the caller's too; announces the row to both.
 */
async function logOnPlane(
  ctx: Ctx<unknown>,
  plane: { id: number; name: string; companyId: number },
  noticeId: number,
  changes: Record<string, [unknown, unknown]>,
) {
  const entry = { targetType: ObjType.Plane, targetId: plane.id, name: plane.name, changes };
  await ctx.audit({ ...entry, companyId: plane.companyId });
  if (plane.companyId !== ctx.scope.companyId) await ctx.audit(entry);
  ctx.changed('plane_notice', [noticeId], plane.companyId);
  if (plane.companyId !== ctx.scope.companyId) ctx.changed('plane_notice', [noticeId]);
}

/** Logs what a notice did to an aircraft's control item, in the aircraft's company, and announces it there. */
async function logControl(ctx: Ctx<unknown>, owner: number, control: NoticeControl | null) {
  if (!control) return;
  if (Object.keys(control.changes).length > 0) {
    await ctx.audit({
      targetType: ObjType.Control,
      targetId: control.id,
      name: control.name,
      changes: control.changes,
      companyId: owner,
    });
  }
  if (control.changed.length > 0) ctx.changed('maintain_ctrl', control.changed, owner);
}

export async function appraise(ctx: Ctx<z.output<typeof AppraiseInput>>) {
  const { type, appraiseId, planeId, appraised } = ctx.body;
  let subject: Subject;
  let model: { id: number; manager: number };
  if (type === NoticeType.Survey) {
    const found = await surveyCard(ctx, appraiseId, 'appraiseId');
    subject = { id: found.card.id, label: found.card.seri };
    model = found.model;
  } else {
    const found = await evaluable(ctx, appraiseId, 'appraiseId');
    subject = { id: found.doc.id, label: found.doc.seri || found.doc.name };
    model = found.model;
  }
  assertCanWriteModel(ctx.scope, model);
  const plane = await fleetPlane(ctx.db, ctx.scope, model, planeId);
  if (!plane) throw notFound();
  const owner = plane.companyId;
  const before = await findNotice(ctx.db, owner, type, subject.id, plane.id);
  if (before && before.state !== 0) throw rule('notice.withdrawFirst');
  const values = {
    appraised,
    fit: appraised === 1 ? ctx.body.fit : 0,
    appraiseUser: ctx.scope.userId,
    appraiseTime: nowOf(ctx),
  };
  let after: PlaneNoticeRow;
  if (before) {
    await updateNotice(ctx.db, owner, before.id, values);
    after = { ...before, ...values };
  } else {
    after = await insertNotice(ctx.db, owner, {
      ...values,
      planeId: plane.id,
      type,
      appraiseId: subject.id,
      // A survey card's row names the card as both its subject and its notice.
      instructId: type === NoticeType.Survey ? subject.id : null,
      state: 0,
    });
  }
  const was = before ? applicabilityOf(before) : applicabilityOf({ appraised: 0, fit: 0 });
  const now = applicabilityOf(after);
  const changes = was === now ? {} : { [`appraise ${subject.label}`]: [was, now] as [unknown, unknown] };
  await logOnPlane(ctx, plane, after.id, changes);
  return { ...after, appraiseUserName: await userNameOf(ctx) };
}

/** A card that notifies aircraft (categories 1–3), and its model; the caller must be able to write the model. */
async function noticeCard(ctx: Ctx<unknown>, cardId: number) {
  const card = await findCardRef(ctx.db, cardId);
  if (!card) throw notFound();
  if (card.category === CardCategory.TechBulletin) throw invalid('notice.notForAircraft', 'instructId');
  const model = await findPlaneModel(ctx.db, card.model);
  if (!model) throw notFound();
  assertCanWriteModel(ctx.scope, model);
  return { card, model };
}

/**
 * Notifies the aircraft of a row with a card: state 1, who and when; for an instruction (category 1–2), the
 * aircraft's control item from the card's maintenance item, in the aircraft's company, its due refreshed.
 */
async function notify(ctx: Ctx<unknown>, card: CardRef, row: FleetNotice) {
  const owner = row.companyId;
  const instructTime = nowOf(ctx);
  let control: NoticeControl | null = null;
  if (card.category !== CardCategory.Survey) {
    control = await controlForNotice(ctx.db, owner, row.planeId, card.maintainId as number, {
      today: todayIn(ctx.deps.config.timeZone),
      createdAt: instructTime,
    });
  }
  const values = {
    state: 1,
    instructId: card.id,
    instructUser: ctx.scope.userId,
    instructTime,
    maintainId: control ? card.maintainId : row.maintainId,
    ctrlId: control ? control.id : row.ctrlId,
  };
  await updateNotice(ctx.db, owner, row.id, values);
  await logControl(ctx, owner, control);
  const plane = { id: row.planeId, name: row.planeName, companyId: owner };
  await logOnPlane(ctx, plane, row.id, { [`notice ${card.seri}`]: [row.state, 1] });
  const { planeName: _n, companyId: _c, ...notice } = row;
  return { ...notice, ...values, instructUserName: await userNameOf(ctx) };
}

export async function doNotice(ctx: Ctx<z.output<typeof DoNoticeInput>>) {
  const { card, model } = await noticeCard(ctx, ctx.body.instructId);
  if (card.category !== CardCategory.Survey) {
    if (card.accordingId === null) throw rule('notice.needAccording');
    if (card.maintainId === null) throw rule('notice.needMaintain');
  }
  const row = await fleetNotice(ctx.db, ctx.scope, model, ctx.body.id);
  if (!row) throw notFound();
  if (card.category === CardCategory.Survey) {
    if (row.type !== NoticeType.Survey || row.appraiseId !== card.id) throw rule('notice.notCardRow');
  } else {
    if (row.type !== NoticeType.Appraise || row.appraiseId !== card.accordingId) throw rule('notice.notBasisRow');
    if (applicabilityOf(row) !== Applicability.Fit) throw rule('notice.notApplicable');
  }
  if (row.state === 1) throw rule('notice.alreadyNotified');
  return notify(ctx, card, row);
}

export async function forceNotice(ctx: Ctx<z.output<typeof ForceNoticeInput>>) {
  const { card, model } = await surveyCard(ctx, ctx.body.instructId, 'instructId');
  assertCanWriteModel(ctx.scope, model);
  const plane = await fleetPlane(ctx.db, ctx.scope, model, ctx.body.planeId);
  if (!plane) throw notFound();
  const owner = plane.companyId;
  let id = (await findNotice(ctx.db, owner, NoticeType.Survey, card.id, plane.id))?.id;
  if (id === undefined) {
    id = (
      await insertNotice(ctx.db, owner, {
        planeId: plane.id,
        type: NoticeType.Survey,
        appraiseId: card.id,
        instructId: card.id,
        appraised: 0,
        fit: 0,
        state: 0,
      })
    ).id;
  }
  const row = await fleetNotice(ctx.db, ctx.scope, model, id);
  if (!row) throw notFound();
  if (row.state === 1) throw rule('notice.alreadyNotified');
  return notify(ctx, card, row);
}

export async function removeNotice(ctx: Ctx<z.output<typeof RemoveNoticeInput>>) {
  const row = await anyFleetNotice(ctx.db, ctx.scope, ctx.body.id);
  if (!row) throw notFound();
  assertCanWriteModel(ctx.scope, row.model);
  const owner = row.companyId;
  const card = row.instructId === null ? undefined : await findCardRef(ctx.db, row.instructId);
  let control: NoticeControl | null = null;
  if (row.state === 1 && row.ctrlId !== null && card && card.category !== CardCategory.Survey) {
    control = await releaseForNotice(ctx.db, owner, row.ctrlId, {
      today: todayIn(ctx.deps.config.timeZone),
      createdAt: nowOf(ctx),
    });
  }
  await updateNotice(ctx.db, owner, row.id, { state: 0 });
  await logControl(ctx, owner, control);
  const plane = { id: row.planeId, name: row.planeName, companyId: owner };
  const label = card?.seri ?? String(row.instructId ?? row.id);
  await logOnPlane(ctx, plane, row.id, row.state === 0 ? {} : { [`notice ${label}`]: [row.state, 0] });
  const { planeName: _n, companyId: _c, model: _m, ...notice } = row;
  const instructUserName = notice.instructUser === null ? null : await userNameOfId(ctx, notice.instructUser);
  return { ...notice, state: 0, instructUserName };
}

async function userNameOfId(ctx: Ctx<unknown>, id: number) {
  const user = await findUserById(ctx.db, id);
  return user?.real_name || user?.name || null;
}
