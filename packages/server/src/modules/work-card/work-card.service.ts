import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import {
  CARD_TYPES,
  cardObjType,
  WorkCard,
  WorkCardDoc,
  type WorkCardDocInput,
  type WorkCardDocRow,
  type WorkCardDocUpdateInput,
  type WorkCardInput,
  type WorkCardMatLine,
  type WorkCardMatRow,
  type WorkCardRecord,
  type WorkCardRow,
  type WorkCardUpdateInput,
} from '@hangar/domain/contracts/workcards';
import { formatDateTime } from '@hangar/domain/dates';
import type { QueryPayload } from '@hangar/domain/query';
import type { z } from 'zod';
import { abilitiesOf, grantedOf, rowAbilities } from '../../platform/access/abilities';
import { diff } from '../../platform/audit/oper-log';
import { auditOf } from '../../platform/entity/entity-map';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { requiredFixedId } from '../../platform/query/fixed';
import { refuseIfUsed } from '../../platform/registry';
import { findDocument } from '../document';
import { assertModelWriter, findMaintainItem, modelRefusals } from '../maintain-item';
import { findMaterial } from '../material';
import {
  type CardValues,
  cardWithSeri,
  deleteCard,
  deleteDoc,
  deleteMat,
  deleteWithdrawnTodos,
  docCount,
  findCard,
  findDoc,
  insertCard,
  insertDoc,
  insertMat,
  type MatValues,
  matsOf,
  openNoticeCount,
  queryCards,
  queryDocs,
  queryMats,
  setActiveDoc,
  updateCard,
  updateDoc,
  updateMat,
} from './work-card.repo';

// A model's work cards (model document §2.3, §2.4, §3, §4, §5, §7 "Work cards"): model content of the shared
// catalogue like the model's maintenance items. Every member reads them; company 10000 or the model's manager
// writes them (assertModelWriter, 601 otherwise). A card, its material lines and its file versions change in one
// transaction with one operation-log row on the card (its category's object type); DataRefresh goes to everyone.
// A file version is what the model's operators download (its current one is the card's cur*): it is published
// with its file and keeps one (issue 29).

type Body<S extends z.ZodType> = z.output<S>;
type AddBody = Body<typeof WorkCardInput>;
type UpdateBody = Body<typeof WorkCardUpdateInput>;
type Line = z.output<typeof WorkCardMatLine>;

const objTypeOf = (card: Pick<WorkCardRecord, 'category'>) => cardObjType(card.category);

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);

const fixedValue = (payload: QueryPayload, name: string) => requiredFixedId(payload, name, 'workcard.filterRequired');

// --- Reads ---------------------------------------------------------------------------------------------------

/**
 * What the caller may do with a card (docs/architecture.md "Row abilities"): the plane-model function of each write
 * (its contract's access) and the model's rule, which every write checks (assertModelWriter).
 */
export const cardAbilities = rowAbilities({
  update: WorkCard.api.UpdateWithItems,
  delete: WorkCard.api.Delete,
});

/** Cards as answered: each with the caller's abilities. */
async function answerCards(ctx: Ctx<unknown>, cards: WorkCardRecord[]): Promise<WorkCardRow[]> {
  const granted = grantedOf(ctx.scope, cardAbilities);
  const refusals = await modelRefusals(
    ctx.db,
    ctx.scope,
    cards.map((c) => c.planeModel),
  );
  return cards.map((card) => ({
    ...card,
    abilities: abilitiesOf(granted, () => refusals.get(card.planeModel) ?? null),
  }));
}

async function answerCard(ctx: Ctx<unknown>, card: WorkCardRecord): Promise<WorkCardRow> {
  const [row] = await answerCards(ctx, [card]);
  return row;
}

export async function queryWorkCards(ctx: Ctx<QueryPayload>) {
  fixedValue(ctx.body, 'planeModel');
  const page = await queryCards(ctx.db, ctx.body);
  return { items: await answerCards(ctx, page.items), totalItems: page.totalItems };
}

export async function queryWorkCardMats(ctx: Ctx<QueryPayload>) {
  fixedValue(ctx.body, 'card');
  return queryMats(ctx.db, ctx.body);
}

export async function queryWorkCardDocs(ctx: Ctx<QueryPayload>) {
  fixedValue(ctx.body, 'card');
  return queryDocs(ctx.db, ctx.body);
}

// --- Checks --------------------------------------------------------------------------------------------------

type Definition = Pick<
  AddBody,
  | 'seri'
  | 'name'
  | 'version'
  | 'type'
  | 'remarks'
  | 'releaseDate'
  | 'according'
  | 'accordingPage'
  | 'accordingId'
  | 'maintainId'
  | 'relational'
  | 'files'
  | 'steps'
  | 'estimatedHours'
  | 'requiredKind'
>;

/** The card's own fields as a write stores them: the whole definition, an optional field left out cleared. */
function definitionOf(body: Definition): CardValues {
  return {
    seri: body.seri,
    name: body.name,
    version: body.version,
    type: body.type,
    remarks: body.remarks ?? null,
    releaseDate: body.releaseDate ?? null,
    according: body.according ?? null,
    accordingPage: body.accordingPage ?? null,
    accordingId: body.accordingId ?? null,
    maintainId: body.maintainId ?? null,
    relational: body.relational ?? null,
    files: body.files ?? null,
    steps: body.steps ?? null,
    estimatedHours: body.estimatedHours ?? null,
    requiredKind: body.requiredKind ?? null,
  };
}

/** The checks of spec §5 that need the database: type of the category, number unique, basis file, item. */
async function checkCard(
  ctx: Ctx<unknown>,
  card: { model: number; category: number; exceptId?: number },
  body: Definition,
): Promise<void> {
  if (!(CARD_TYPES[card.category] ?? []).includes(body.type)) throw invalid('workcard.badType', 'type');
  const taken = await cardWithSeri(ctx.db, { ...card, seri: body.seri });
  if (taken) throw invalid('workcard.seriTaken', 'seri', { seri: body.seri });
  if (body.accordingId != null) {
    const doc = await findDocument(ctx.db, ctx.scope, DocumentModule.Model, body.accordingId);
    const fits =
      doc !== undefined &&
      doc.target === card.model &&
      doc.isFolder === 0 &&
      (doc.dict === DocumentDict.CadAd || doc.dict === DocumentDict.SbSi);
    if (!fits) throw invalid('workcard.badAccording', 'accordingId');
  }
  if (body.maintainId != null) {
    const item = await findMaintainItem(ctx.db, body.maintainId);
    if (item?.planeModel !== card.model) throw invalid('workcard.badMaintainItem', 'maintainId');
  }
}

/**
 * A line's values as stored (an optional field left out cleared); a material it names must be the caller's,
 * unless the line already held it (company 10000 editing the manager's card keeps the manager's materials).
 */
async function lineValues(ctx: Ctx<unknown>, line: Line, index: number, held?: number | null): Promise<MatValues> {
  const given = line.material ?? null;
  if (given !== null && given !== held && !(await findMaterial(ctx.db, ctx.scope, given))) {
    throw invalid('workcard.badMaterial', `mats.${index}.material`);
  }
  return {
    material: line.material ?? null,
    name: line.name,
    model: line.model ?? null,
    measureUnit: line.measureUnit ?? null,
    descript: line.descript ?? null,
    brand: line.brand ?? null,
    quantity: line.quantity,
    comments: line.comments ?? null,
    purchase: line.purchase ?? null,
  };
}

/** What the log keeps of a card's material lines: name × quantity each. */
const matsSummary = (mats: readonly WorkCardMatRow[]) => mats.map((m) => `${m.name} × ${m.quantity}`);

async function loadCard(ctx: Ctx<unknown>, id: number): Promise<WorkCardRecord> {
  const card = await findCard(ctx.db, id);
  if (!card) throw notFound();
  return card;
}

/** The card for a write: it must exist and the caller must be allowed to write its model. */
async function writableCard(ctx: Ctx<unknown>, id: number): Promise<WorkCardRecord> {
  const card = await loadCard(ctx, id);
  await assertModelWriter(ctx.db, ctx.scope, card.planeModel);
  return card;
}

const announce = (ctx: Ctx<unknown>, card: number) => ctx.changed(WorkCard.table, [card], 'everyone');

// --- Cards ---------------------------------------------------------------------------------------------------

export async function addWorkCard(ctx: Ctx<AddBody>) {
  const { body } = ctx;
  await assertModelWriter(ctx.db, ctx.scope, body.planeModel);
  await checkCard(ctx, { model: body.planeModel, category: body.category }, body);
  const now = nowOf(ctx);
  const id = await insertCard(ctx.db, {
    planeModel: body.planeModel,
    category: body.category,
    ...definitionOf(body),
    closed: 0,
    createdBy: ctx.scope.userId,
    createdAt: now,
    updatedBy: ctx.scope.userId,
    updatedAt: now,
  });
  const lines = body.mats ?? [];
  for (const [i, line] of lines.entries()) await insertMat(ctx.db, { ...(await lineValues(ctx, line, i)), card: id });
  const card = await loadCard(ctx, id);
  const mats = await matsOf(ctx.db, id);
  await ctx.audit({
    targetType: objTypeOf(card),
    targetId: id,
    name: card.name,
    changes: { ...diff({}, auditOf(WorkCard, card)), ...(mats.length > 0 ? { mats: [null, matsSummary(mats)] } : {}) },
  });
  announce(ctx, id);
  return answerCard(ctx, card);
}

const flagged = (v: boolean | 0 | 1 | undefined) => v === true || v === 1;

export async function updateWorkCard(ctx: Ctx<UpdateBody>) {
  const { db, body } = ctx;
  const before = await writableCard(ctx, body.id);
  // A card never moves to another model or category (its notices and numbering belong there).
  if (body.planeModel !== undefined && body.planeModel !== before.planeModel) {
    throw invalid('validation.invalid', 'planeModel');
  }
  if (body.category !== undefined && body.category !== before.category) {
    throw invalid('validation.invalid', 'category');
  }
  await checkCard(ctx, { model: before.planeModel, category: before.category, exceptId: before.id }, body);
  const matsBefore = await matsOf(db, before.id);
  await updateCard(db, before.id, {
    ...definitionOf(body),
    updatedBy: ctx.scope.userId,
    updatedAt: nowOf(ctx),
  });
  const own = new Set(matsBefore.map((m) => m.id));
  const lineOf = (line: Line, i: number): number => {
    if (line.id === undefined || !own.has(line.id)) {
      throw invalid('workcard.badLine', `mats.${i}.id`, { id: line.id ?? '' });
    }
    return line.id;
  };
  for (const [i, line] of (body.mats ?? []).entries()) {
    if (flagged(line.isDelete)) {
      // A line added and removed again before saving never existed.
      if (line.id === undefined && flagged(line.isNew)) continue;
      await deleteMat(db, before.id, lineOf(line, i));
    } else if (flagged(line.isNew)) {
      await insertMat(db, { ...(await lineValues(ctx, line, i)), card: before.id });
    } else if (flagged(line.isUpdate)) {
      const id = lineOf(line, i);
      const held = matsBefore.find((m) => m.id === id)?.material;
      await updateMat(db, before.id, id, await lineValues(ctx, line, i, held));
    }
  }
  const after = await loadCard(ctx, before.id);
  const matsAfter = await matsOf(db, before.id);
  const mats = diff({ mats: matsSummary(matsBefore) }, { mats: matsSummary(matsAfter) });
  const lines = diff({ lines: matsBefore }, { lines: matsAfter });
  await ctx.audit({
    targetType: objTypeOf(after),
    targetId: after.id,
    name: after.name,
    // A line changed without changing its name or quantity still shows as a change of the lines.
    changes: {
      ...diff(auditOf(WorkCard, before), auditOf(WorkCard, after)),
      ...(mats.mats ? mats : lines.lines ? { mats: [matsSummary(matsBefore), matsSummary(matsAfter)] } : {}),
    },
  });
  announce(ctx, after.id);
  if (lines.lines) ctx.changed('work_card_mat', [after.id], 'everyone');
  return answerCard(ctx, after);
}

export async function removeWorkCard(ctx: Ctx<{ id: number }>) {
  const before = await writableCard(ctx, ctx.body.id);
  const open = await openNoticeCount(ctx.db, before.id);
  if (open > 0) throw rule('workcard.hasNotices', { count: open });
  await refuseIfUsed(ctx, WorkCard.table, before.id);
  const mats = await matsOf(ctx.db, before.id);
  await deleteWithdrawnTodos(ctx.db, before.id);
  await deleteCard(ctx.db, before.id);
  await ctx.audit({
    targetType: objTypeOf(before),
    targetId: before.id,
    name: before.name,
    before: { id: before.id, ...auditOf(WorkCard, before), mats: matsSummary(mats) },
  });
  announce(ctx, before.id);
  return { id: before.id };
}

// --- File versions -------------------------------------------------------------------------------------------

/** The card's cur* fields from its current version (none: cleared). */
const currentOf = (doc: WorkCardDocRow | undefined): CardValues => ({
  curSeri: doc?.seri ?? null,
  curVersion: doc?.version ?? null,
  curReleaseDate: doc?.releaseDate ?? null,
  curFiles: doc?.files ?? null,
});

/** Logs a version's change on its card (one row: the version before and after, and the card's current one). */
async function logVersion(
  ctx: Ctx<unknown>,
  card: WorkCardRecord,
  before: WorkCardDocRow | null,
  after: WorkCardDocRow | null,
) {
  const now = await loadCard(ctx, card.id);
  const audited = (d: WorkCardDocRow | null) => (d ? { id: d.id, ...auditOf(WorkCardDoc, d) } : null);
  const current = diff({ curVersion: card.curVersion }, { curVersion: now.curVersion });
  await ctx.audit({
    targetType: objTypeOf(card),
    targetId: card.id,
    name: card.name,
    changes: { ...diff({ fileVersion: audited(before) }, { fileVersion: audited(after) }), ...current },
  });
  announce(ctx, card.id);
  ctx.changed(WorkCardDoc.table, [after?.id ?? before?.id ?? 0], 'everyone');
}

async function loadDoc(ctx: Ctx<unknown>, id: number): Promise<WorkCardDocRow> {
  const doc = await findDoc(ctx.db, id);
  if (!doc) throw notFound();
  return doc;
}

/** A version is published for the model's operators to download: it carries its file (issue 29). */
function checkVersionFile(files: readonly unknown[] | null | undefined): void {
  if (!files || files.length === 0) throw invalid('workcard.docFileRequired', 'files');
}

export async function addWorkCardDoc(ctx: Ctx<Body<typeof WorkCardDocInput>>) {
  const { body } = ctx;
  const card = await writableCard(ctx, body.card);
  checkVersionFile(body.files);
  const first = (await docCount(ctx.db, card.id)) === 0;
  const id = await insertDoc(ctx.db, {
    card: card.id,
    seri: body.seri ?? null,
    version: body.version,
    releaseDate: body.releaseDate,
    pages: body.pages,
    remarks: body.remarks ?? null,
    files: body.files ?? null,
    active: first ? 1 : 0,
  });
  const doc = await loadDoc(ctx, id);
  if (first) await updateCard(ctx.db, card.id, currentOf(doc));
  await logVersion(ctx, card, null, doc);
  return doc;
}

export async function changeWorkCardDoc(ctx: Ctx<Body<typeof WorkCardDocUpdateInput>>) {
  const { body } = ctx;
  const before = await loadDoc(ctx, body.id);
  const card = await writableCard(ctx, before.card);
  if (body.card !== undefined && body.card !== before.card) throw invalid('validation.invalid', 'card');
  if (body.files !== undefined) checkVersionFile(body.files);
  await updateDoc(ctx.db, before.id, {
    seri: body.seri,
    version: body.version,
    releaseDate: body.releaseDate,
    pages: body.pages,
    remarks: body.remarks,
    files: body.files,
  });
  const after = await loadDoc(ctx, before.id);
  if (after.active === 1) await updateCard(ctx.db, card.id, currentOf(after));
  await logVersion(ctx, card, before, after);
  return after;
}

export async function removeWorkCardDoc(ctx: Ctx<{ id: number }>) {
  const before = await loadDoc(ctx, ctx.body.id);
  const card = await writableCard(ctx, before.card);
  if (before.active === 1) throw rule('workcard.activeVersion');
  await deleteDoc(ctx.db, before.id);
  await logVersion(ctx, card, before, null);
  return { id: before.id };
}

export async function activateWorkCardDoc(ctx: Ctx<{ id: number }>) {
  const before = await loadDoc(ctx, ctx.body.id);
  const card = await writableCard(ctx, before.card);
  await setActiveDoc(ctx.db, card.id, before.id);
  const after = await loadDoc(ctx, before.id);
  await updateCard(ctx.db, card.id, currentOf(after));
  await logVersion(ctx, card, before, after);
  return after;
}
