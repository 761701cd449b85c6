import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import {
  Applicability,
  type AppraiseInput,
  type AppraiseQuery,
  type AppraiseRow,
  applicabilityOf,
  appraiseRefusal,
  type DoNoticeInput,
  type DoNoticeManyInput,
  type ForceNoticeInput,
  NoticeType,
  PlaneNotice,
  type PlaneNoticeRow,
  type RemoveNoticeInput,
  type RemoveNoticeManyInput,
} from '@hangar/domain/contracts/notices';
import { CardCategory, cardObjType } from '@hangar/domain/contracts/workcards';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { FieldError } from '@hangar/domain/endpoint';
import type { MessageKey } from '@hangar/domain/messages';
import { modelWriteRefusal } from '@hangar/domain/model-access';
import type { QueryPayload } from '@hangar/domain/query';
import type { z } from 'zod';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { findDocument } from '../document';
import { controlForNotice, type NoticeControl, releaseForNotice } from '../maintain-ctrl';
import { assertCanWriteModel, findPlaneModel } from '../plane-model';
import { findUserById } from '../user';
import {
  anyFleetNotice,
  anyFleetNotices,
  type CardRef,
  type FleetNotice,
  findCardRef,
  findNotice,
  fleetNotice,
  fleetNotices,
  fleetPlane,
  insertNotice,
  type ModelNotice,
  queryAppraisals,
  updateNotice,
} from './plane-notice.repo';

// Evaluations of model documents against aircraft (model document §2.9, §4 "Applicability per aircraft";
// docs/domain.md "Notices and evaluations cross tenants"). Only a model library's CAD/AD and SB/SI files are
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

/**
 * What the caller may do with an aircraft's row (docs/architecture.md "Row abilities"): Appraise's grant (the route
 * table's access), the model's rule and the row's (appraiseRefusal), both of which appraise checks.
 */
export const appraiseAbilities = rowAbilities({
  appraise: PlaneNotice.api.Appraise,
});

/** A page of the model's aircraft with the caller's abilities on each row. */
function withAbilities(
  ctx: Ctx<unknown>,
  model: { manager: number },
  page: { items: Omit<AppraiseRow, 'abilities'>[]; totalItems: number },
) {
  const granted = grantedOf(ctx.scope, appraiseAbilities);
  const modelRefusal = modelWriteRefusal(ctx.scope.companyId, model);
  return {
    items: page.items.map(
      (row): AppraiseRow => ({
        ...row,
        abilities: abilitiesOf(granted, () => modelRefusal ?? appraiseRefusal(row)),
      }),
    ),
    totalItems: page.totalItems,
  };
}

export async function queryAppraisal(ctx: Ctx<z.output<typeof AppraiseQuery>>) {
  const { tagId, ...payload } = ctx.body;
  const { model } = await evaluable(ctx, tagId, 'tagId');
  // The spec's client also names the model (fixed filter model): it must be the document's.
  checkModelFilter(payload, model);
  return withAbilities(
    ctx,
    model,
    await queryAppraisals(ctx.db, ctx.scope, model, NoticeType.Appraise, tagId, payload),
  );
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
  return withAbilities(
    ctx,
    model,
    await queryAppraisals(ctx.db, ctx.scope, model, NoticeType.Survey, card.id, payload),
  );
}

/** What a notice row is about, for the log: a document's number (else name), a card's number. */
type Subject = { id: number; label: string };

const userNameOf = (ctx: Ctx<unknown>) => userNameOfId(ctx, ctx.scope.userId);

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);

/**
 * How a notice call logs and announces (docs/domain.md "Notices and evaluations cross tenants"). A single call logs
 * each aircraft in its company and, when the caller is another company, in the caller's too, and announces the
 * rows to both. A batch (DoNoticeMany, RemoveNoticeMany) logs each aircraft in its company only, writes one
 * summary row per card in the caller's company, and announces once per company at the end (announceBatch).
 */
type LogMode = 'single' | 'batch';

/** Logs a change of an aircraft's notice in the aircraft's company (and the caller's, single mode); announces it. */
async function logOnPlane(
  ctx: Ctx<unknown>,
  plane: { id: number; name: string; companyId: number },
  noticeId: number,
  changes: Record<string, [unknown, unknown]>,
  mode: LogMode,
) {
  const entry = { targetType: ObjType.Plane, targetId: plane.id, name: plane.name, changes };
  await ctx.audit({ ...entry, companyId: plane.companyId });
  if (mode === 'batch') return;
  if (plane.companyId !== ctx.scope.companyId) await ctx.audit(entry);
  ctx.changed('plane_notice', [noticeId], plane.companyId);
  if (plane.companyId !== ctx.scope.companyId) ctx.changed('plane_notice', [noticeId]);
}

/** Logs what a notice did to an aircraft's control item, in the aircraft's company; announces it (single mode). */
async function logControl(ctx: Ctx<unknown>, owner: number, control: NoticeControl | null, mode: LogMode) {
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
  if (mode === 'single' && control.changed.length > 0) ctx.changed('maintain_ctrl', control.changed, owner);
}

/** What a notice call did to one row: the row's company, the row, and the control item it touched. */
interface RowDone {
  owner: number;
  noticeId: number;
  control: NoticeControl | null;
}

/** A batch's announcements: each company hears once of its rows and control items, the caller of all the rows. */
function announceBatch(ctx: Ctx<unknown>, done: RowDone[]) {
  const byOwner = new Map<number, { notices: number[]; controls: number[] }>();
  for (const { owner, noticeId, control } of done) {
    const group = byOwner.get(owner) ?? { notices: [], controls: [] };
    byOwner.set(owner, group);
    group.notices.push(noticeId);
    if (control) group.controls.push(...control.changed);
  }
  for (const [owner, { notices, controls }] of byOwner) {
    ctx.changed('plane_notice', notices, owner);
    if (controls.length > 0) ctx.changed('maintain_ctrl', [...new Set(controls)], owner);
  }
  if (done.some((d) => d.owner !== ctx.scope.companyId)) {
    ctx.changed(
      'plane_notice',
      done.map((d) => d.noticeId),
    );
  }
}

/** A batch's one row in the caller's company: the card, and the aircraft whose notice it changed. */
async function logBatch(ctx: Ctx<unknown>, card: CardRef, planes: string[], state: [number, number]) {
  const changes: Record<string, [unknown, unknown]> =
    planes.length === 0
      ? {}
      : { [`notice ${planes.length} aircraft`]: [state[0], state[1]], aircraft: [null, planes.join(', ')] };
  await ctx.audit({ targetType: cardObjType(card.category), targetId: card.id, name: card.seri, changes });
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
  if (before) refuseIf(appraiseRefusal(before));
  const fit = appraised === 1 ? ctx.body.fit : 0;
  // A "not applicable" evaluation states why (issue 32: a document's, which the AD/SB register shows, requires it);
  // any other evaluation has no reason.
  const unfitReason = appraised === 1 && fit === 0 ? (ctx.body.reason ?? null) : null;
  if (type === NoticeType.Appraise && appraised === 1 && fit === 0 && !unfitReason) {
    throw invalid('adreg.unfitReasonRequired', 'reason');
  }
  const values = {
    appraised,
    fit,
    unfitReason,
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
  const changes: Record<string, [unknown, unknown]> = was === now ? {} : { [`appraise ${subject.label}`]: [was, now] };
  if ((before?.unfitReason ?? null) !== unfitReason)
    changes[`reason ${subject.label}`] = [before?.unfitReason ?? null, unfitReason];
  await logOnPlane(ctx, plane, after.id, changes, 'single');
  // The aircraft's AD register, hence its status, follows its evaluations.
  await ctx.emit('planeStatusInputsChanged', { companyId: owner, planeId: plane.id });
  return { ...after, appraiseUserName: await userNameOf(ctx) };
}

/**
 * A card that notifies aircraft (categories 1–3), and its model; the caller must be able to write the model; an
 * instruction (category 1–2) must name its basis file and its maintenance item.
 */
async function noticeCard(ctx: Ctx<unknown>, cardId: number) {
  const card = await findCardRef(ctx.db, cardId);
  if (!card) throw notFound();
  if (card.category === CardCategory.TechBulletin) throw invalid('notice.notForAircraft', 'instructId');
  const model = await findPlaneModel(ctx.db, card.model);
  if (!model) throw notFound();
  assertCanWriteModel(ctx.scope, model);
  return { card, model };
}

/** An instruction (category 1–2) notifies only when it names its basis file and maintenance item. */
function assertReady(card: CardRef) {
  if (card.category === CardCategory.Survey) return;
  if (card.accordingId === null) throw rule('notice.needAccording');
  if (card.maintainId === null) throw rule('notice.needMaintain');
}

/**
 * Why a row cannot be notified with the card (a catalogue key), or null: a survey card notifies its own rows, an
 * instruction the applicable rows of its basis file; a notified row is not notified again.
 */
function refusalOf(card: CardRef, row: FleetNotice): MessageKey | null {
  if (card.category === CardCategory.Survey) {
    if (row.type !== NoticeType.Survey || row.appraiseId !== card.id) return 'notice.notCardRow';
  } else {
    if (row.type !== NoticeType.Appraise || row.appraiseId !== card.accordingId) return 'notice.notBasisRow';
    if (applicabilityOf(row) !== Applicability.Fit) return 'notice.notApplicable';
  }
  return row.state === 1 ? 'notice.alreadyNotified' : null;
}

/**
 * Notifies the aircraft of a row with a card: state 1, who and when; for an instruction (category 1–2), the
 * aircraft's control item from the card's maintenance item, in the aircraft's company, its due refreshed (once,
 * by controlForNotice). The row has passed refusalOf.
 */
async function notify(ctx: Ctx<unknown>, card: CardRef, row: FleetNotice, mode: LogMode) {
  const owner = row.companyId;
  const instructTime = nowOf(ctx);
  let control: NoticeControl | null = null;
  if (card.category !== CardCategory.Survey) {
    control = await controlForNotice(ctx.db, owner, row.planeId, card.maintainId as number, {
      today: todayIn(ctx.deps.config.timeZone),
      createdAt: instructTime,
    });
    await ctx.emit('planeStatusInputsChanged', { companyId: owner, planeId: row.planeId });
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
  await logControl(ctx, owner, control, mode);
  const plane = { id: row.planeId, name: row.planeName, companyId: owner };
  await logOnPlane(ctx, plane, row.id, { [`notice ${card.seri}`]: [row.state, 1] }, mode);
  // An instruction's control item becomes the AD's deadline (the AD/SB register, hence the status).
  if (control) await ctx.emit('planeStatusInputsChanged', { companyId: owner, planeId: row.planeId });
  const { planeName: _n, companyId: _c, ...notice } = row;
  return { notice: { ...notice, ...values }, done: { owner, noticeId: row.id, control } };
}

export async function doNotice(ctx: Ctx<z.output<typeof DoNoticeInput>>) {
  const { card, model } = await noticeCard(ctx, ctx.body.instructId);
  assertReady(card);
  const row = await fleetNotice(ctx.db, ctx.scope, model, ctx.body.id);
  if (!row) throw notFound();
  const refusal = refusalOf(card, row);
  if (refusal) throw rule(refusal);
  const { notice } = await notify(ctx, card, row, 'single');
  return { ...notice, instructUserName: await userNameOf(ctx) };
}

/** The rows `ids` (duplicates once) in the order asked; 404 when one is not a row the caller may reach. */
function inOrder<R extends { id: number }>(ids: readonly number[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return [...new Set(ids)].map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound();
    return row;
  });
}

/** Names of at most ten aircraft for a message, and how many more. */
function planeList(names: string[]) {
  return names.length <= 10 ? names.join(', ') : `${names.slice(0, 10).join(', ')} … (+${names.length - 10})`;
}

/**
 * DoNoticeMany: DoNotice for each row, in the call's one transaction. Every row is checked before anything is
 * written: when any is refused, nothing is saved and the 601 answer names the refused rows: the message lists
 * their tail numbers, `errors` gives each one's reason (field `ids.<index>`), `refused` each one's row id,
 * aircraft and tail number (same order).
 */
export async function doNoticeMany(ctx: Ctx<z.output<typeof DoNoticeManyInput>>) {
  const { card, model } = await noticeCard(ctx, ctx.body.instructId);
  assertReady(card);
  const rows = inOrder(ctx.body.ids, await fleetNotices(ctx.db, ctx.scope, model, ctx.body.ids));
  const refused: { error: FieldError; row: { id: number; planeId: number; name: string } }[] = [];
  rows.forEach((row, index) => {
    const key = refusalOf(card, row);
    if (!key) return;
    refused.push({
      error: { field: `ids.${index}`, message: key },
      row: { id: row.id, planeId: row.planeId, name: row.planeName },
    });
  });
  if (refused.length > 0) {
    const planes = planeList(refused.map((r) => r.row.name));
    throw new AppError(
      'RULE',
      'notice.rowsRefused',
      { count: refused.length, planes },
      { errors: refused.map((r) => r.error), extra: { refused: refused.map((r) => r.row) } },
    );
  }
  const notified = [];
  const done: RowDone[] = [];
  for (const row of rows) {
    const one = await notify(ctx, card, row, 'batch');
    notified.push(one.notice);
    done.push(one.done);
  }
  await logBatch(
    ctx,
    card,
    rows.map((r) => r.planeName),
    [0, 1],
  );
  announceBatch(ctx, done);
  const instructUserName = await userNameOf(ctx);
  return notified.map((n) => ({ ...n, instructUserName }));
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
  const { notice } = await notify(ctx, card, row, 'single');
  return { ...notice, instructUserName: await userNameOf(ctx) };
}

/**
 * Withdraws the notice of a row (the caller may write its model): an instruction's control item is released
 * (maintain-ctrl's releaseForNotice: disabled when never executed, the due refreshed); state 0.
 */
async function withdraw(ctx: Ctx<unknown>, row: ModelNotice, card: CardRef | undefined, mode: LogMode) {
  const owner = row.companyId;
  let control: NoticeControl | null = null;
  if (row.state === 1 && row.ctrlId !== null && card && card.category !== CardCategory.Survey) {
    control = await releaseForNotice(ctx.db, owner, row.ctrlId, {
      today: todayIn(ctx.deps.config.timeZone),
      createdAt: nowOf(ctx),
    });
    await ctx.emit('planeStatusInputsChanged', { companyId: owner, planeId: row.planeId });
  }
  await updateNotice(ctx.db, owner, row.id, { state: 0 });
  await logControl(ctx, owner, control, mode);
  const plane = { id: row.planeId, name: row.planeName, companyId: owner };
  const label = card?.seri ?? String(row.instructId ?? row.id);
  await logOnPlane(ctx, plane, row.id, row.state === 0 ? {} : { [`notice ${label}`]: [row.state, 0] }, mode);
  if (control) await ctx.emit('planeStatusInputsChanged', { companyId: owner, planeId: row.planeId });
  const { planeName: _n, companyId: _c, model: _m, ...notice } = row;
  return { notice: { ...notice, state: 0 }, done: { owner, noticeId: row.id, control } };
}

/** The card a row was notified with, read once per card in a call. */
function cardsOf(ctx: Ctx<unknown>) {
  const cards = new Map<number, Promise<CardRef | undefined>>();
  return (id: number | null) => {
    if (id === null) return Promise.resolve(undefined);
    let card = cards.get(id);
    if (!card) {
      card = findCardRef(ctx.db, id);
      cards.set(id, card);
    }
    return card;
  };
}

/** Who notified a row, read once per user in a call. */
function instructNamesOf(ctx: Ctx<unknown>) {
  const names = new Map<number, Promise<string | null>>();
  return (id: number | null) => {
    if (id === null) return Promise.resolve(null);
    let name = names.get(id);
    if (!name) {
      name = userNameOfId(ctx, id);
      names.set(id, name);
    }
    return name;
  };
}

export async function removeNotice(ctx: Ctx<z.output<typeof RemoveNoticeInput>>) {
  const row = await anyFleetNotice(ctx.db, ctx.scope, ctx.body.id);
  if (!row) throw notFound();
  assertCanWriteModel(ctx.scope, row.model);
  const card = await cardsOf(ctx)(row.instructId);
  const { notice } = await withdraw(ctx, row, card, 'single');
  return { ...notice, instructUserName: await instructNamesOf(ctx)(notice.instructUser) };
}

/**
 * RemoveNoticeMany: RemoveNotice for each row, in the call's one transaction (every row reachable and its model
 * writable, else nothing is saved); one summary row per card in the caller's company.
 */
export async function removeNoticeMany(ctx: Ctx<z.output<typeof RemoveNoticeManyInput>>) {
  const rows = inOrder(ctx.body.ids, await anyFleetNotices(ctx.db, ctx.scope, ctx.body.ids));
  for (const row of rows) assertCanWriteModel(ctx.scope, row.model);
  const cardOf = cardsOf(ctx);
  const nameOf = instructNamesOf(ctx);
  const withdrawn = [];
  const done: RowDone[] = [];
  const byCard = new Map<number, { card: CardRef; planes: string[] }>();
  for (const row of rows) {
    const card = await cardOf(row.instructId);
    const one = await withdraw(ctx, row, card, 'batch');
    withdrawn.push({ ...one.notice, instructUserName: await nameOf(one.notice.instructUser) });
    done.push(one.done);
    if (card && row.state === 1) {
      const group = byCard.get(card.id) ?? { card, planes: [] };
      byCard.set(card.id, group);
      group.planes.push(row.planeName);
    }
  }
  // Nothing was notified: the empty entry writes no row and still records that the call logged.
  if (byCard.size === 0)
    await ctx.audit({ targetType: ObjType.Plane, targetId: rows[0].planeId, name: rows[0].planeName });
  for (const { card, planes } of byCard.values()) await logBatch(ctx, card, planes, [1, 0]);
  announceBatch(ctx, done);
  return withdrawn;
}

async function userNameOfId(ctx: Ctx<unknown>, id: number) {
  const user = await findUserById(ctx.db, id);
  return user?.real_name || user?.name || null;
}
