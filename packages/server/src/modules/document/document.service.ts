import { ObjType } from '@hangar/domain/codes';
import {
  type Document,
  DocumentDict,
  DocumentModule,
  type DocumentRevision,
  type DocumentRow,
  FOLDER_BAD_CHARS,
} from '@hangar/domain/contracts/documents';
import { formatDateTime } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Fn } from '@hangar/domain/permissions';
import type { QueryPayload } from '@hangar/domain/query';
import { type AccessScope, can, companyOf } from '../../platform/access/scope';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { requiredFixedId } from '../../platform/query/fixed';
import { refuseIfUsed } from '../../platform/registry';
import { documentsChanged } from '../ad-register';
import { findPlaneEntity } from '../plane-entity';
import { assertCanWriteModel, findPlaneModel } from '../plane-model';
import { findUserById } from '../user';
import {
  childCount,
  type DocumentValues,
  deleteDocument,
  entityOf,
  findDocument,
  findFolder,
  insertDocument,
  queryDocuments,
  siblingFolderNamed,
  updateDocument,
} from './document.repo';

// The document libraries (model document §2.8, §3, §5, §7 "Documents"). A call names its library (`module`):
// a model's (10000: every member reads it, company 10000 or the model's manager writes it, like the model's
// maintenance items), an aircraft's (10001: the aircraft's company, view plane-entity) or the company's common
// library (10100: view document-common; its target is the caller's company, whatever a body says). The route
// table lets holders of any of the three views' function in; every call here checks the view that fits the
// module (as store orders do with their two directions).

type Body<K extends keyof typeof Document.api> = EndpointBody<(typeof Document.api)[K]>;

/** The screen whose functions guard a library. */
const viewOf = (module: number) =>
  module === DocumentModule.Model
    ? 'plane-model'
    : module === DocumentModule.Plane
      ? 'plane-entity'
      : 'document-common';

/** 403 unless the caller holds `fn` (or, reading, the view) of the library's screen; model libraries are read by all. */
function assertView(scope: AccessScope, module: number, fn?: Fn): void {
  if (!fn && module === DocumentModule.Model) return;
  if (!can(scope, viewOf(module), fn)) throw new AppError('FORBIDDEN', 'document.noView');
}

/**
 * The library's target as the caller may use it: a model that exists (writes: one the caller may write, 601
 * otherwise), an aircraft of the caller's company (404 otherwise), or the caller's company.
 */
async function targetOf(ctx: Ctx<unknown>, module: number, target: number | undefined, write: boolean) {
  if (module === DocumentModule.Common) return companyOf(ctx.scope);
  if (target === undefined) throw invalid('document.targetRequired', 'target');
  if (module === DocumentModule.Model) {
    const model = await findPlaneModel(ctx.db, target);
    if (!model) throw notFound();
    if (write) assertCanWriteModel(ctx.scope, model);
  } else if (!(await findPlaneEntity(ctx.db, ctx.scope, target))) {
    throw notFound();
  }
  return target;
}

const fixedValue = (payload: QueryPayload, name: string) => requiredFixedId(payload, name, 'document.filterRequired');

export async function queryLibrary(ctx: Ctx<QueryPayload>) {
  const { body } = ctx;
  const module = fixedValue(body, 'module');
  if (!(Object.values(DocumentModule) as number[]).includes(module)) {
    throw invalid('document.badModule', 'fixedFilters.module');
  }
  const target = fixedValue(body, 'target');
  assertView(ctx.scope, module);
  if (module === DocumentModule.Plane) await targetOf(ctx, module, target, false);
  return queryDocuments(ctx.db, ctx.scope, module, body);
}

/** 400 (field `name`) for a folder name holding a character the spec forbids. */
function checkFolderName(name: string): void {
  if (FOLDER_BAD_CHARS.test(name)) throw invalid('document.folderBadChars', 'name');
}

/** The sum of the files' sizes. */
const sizeOf = (files: readonly { size: number }[] | null | undefined) =>
  (files ?? []).reduce((sum, f) => sum + f.size, 0);

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);

async function loadDocument(ctx: Ctx<unknown>, module: number, id: number): Promise<DocumentRow> {
  const row = await findDocument(ctx.db, ctx.scope, module, id);
  if (!row) throw new AppError('NOT_FOUND', 'document.notFound');
  return row;
}

/** A row the caller may write with `fn`: the view's function, and for a model's library its manager rule. */
async function writable(ctx: Ctx<{ id: number; module: number }>, fn: Fn): Promise<DocumentRow> {
  const { module, id } = ctx.body;
  assertView(ctx.scope, module, fn);
  const row = await loadDocument(ctx, module, id);
  if (module === DocumentModule.Model) await targetOf(ctx, module, row.target, true);
  return row;
}

/** Refuses a folder name another folder beside it already has. */
async function checkSiblingName(
  ctx: Ctx<unknown>,
  where: { module: number; target: number; dict: number; parent: number; name: string; exceptId?: number },
) {
  if (await siblingFolderNamed(ctx.db, ctx.scope, where)) {
    throw invalid('document.folderTaken', 'name', { name: where.name });
  }
}

/** What the AD/SB register reads of a document: a change of these changes its aircraft's register (issue 32). */
const REGISTER_FIELDS = [
  'version',
  'effectiveDate',
  'complianceDate',
  'complianceDays',
  'complianceHours',
  'repetitive',
  'supersededBy',
  'applianceParts',
] as const;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Appliance part numbers (issue 32) belong to a model library's CAD/AD or SB/SI document only (400 on the field). */
function checkApplianceParts(doc: { module: number; dict: number }, parts: readonly string[] | null | undefined) {
  if (parts === null || parts === undefined) return;
  const kinds: number[] = [DocumentDict.CadAd, DocumentDict.SbSi];
  if (doc.module !== DocumentModule.Model || !kinds.includes(doc.dict)) {
    throw invalid('adreg.appliancePartsNotAd', 'applianceParts');
  }
}

/**
 * A document's `supersededBy` (issue 32): another CAD/AD or SB/SI document of the same kind in the same model's
 * library (400 naming the field), not the document itself nor one it supersedes, directly or down the chain.
 */
async function checkSupersededBy(
  ctx: Ctx<unknown>,
  doc: { id?: number; module: number; target: number; dict: number },
  supersededBy: number | null | undefined,
) {
  if (supersededBy === null || supersededBy === undefined) return;
  const by =
    doc.module === DocumentModule.Model ? await findDocument(ctx.db, ctx.scope, doc.module, supersededBy) : null;
  const kinds: number[] = [DocumentDict.CadAd, DocumentDict.SbSi];
  if (by?.isFolder !== 0 || by.target !== doc.target || by.dict !== doc.dict || !kinds.includes(doc.dict)) {
    throw invalid('adreg.supersededByInvalid', 'supersededBy');
  }
  let next: DocumentRow | undefined = by;
  for (let step = 0; next && step < 100; step++) {
    if (next.id === doc.id) throw invalid('adreg.supersededByCycle', 'supersededBy');
    next =
      next.supersededBy === null ? undefined : await findDocument(ctx.db, ctx.scope, doc.module, next.supersededBy);
  }
}

export async function addDocument(ctx: Ctx<Body<'Add'>>) {
  const { body, scope } = ctx;
  assertView(scope, body.module, 'Add');
  const target = await targetOf(ctx, body.module, body.target, true);
  const where = { module: body.module, target, dict: body.dict };
  if (body.parent !== 0 && !(await findFolder(ctx.db, scope, { ...where, id: body.parent }))) {
    throw invalid('document.badParent', 'parent');
  }
  const stamp = { createdBy: scope.userId, createdAt: nowOf(ctx) };
  let values: DocumentValues & { module: number; createdBy: number; createdAt: string };
  if (body.isFolder === 1) {
    checkFolderName(body.name);
    await checkSiblingName(ctx, { ...where, parent: body.parent, name: body.name });
    // A folder is a name in the tree: the document fields a body may carry do not apply to it.
    values = { ...where, parent: body.parent, isFolder: 1, name: body.name, ...stamp };
  } else {
    await checkSupersededBy(ctx, where, body.supersededBy);
    checkApplianceParts(body, body.applianceParts);
    const { target: _t, ...fields } = body;
    values = { ...fields, ...where, size: sizeOf(body.files), ...stamp };
  }
  const id = await insertDocument(ctx.db, scope, values);
  const row = await loadDocument(ctx, body.module, id);
  await recordAdded(ctx, entityOf(body.module), ObjType.Document, row);
  return row;
}

const sameFiles = (a: DocumentRow['files'], b: DocumentRow['files']) =>
  JSON.stringify((a ?? []).map((f) => f.url)) === JSON.stringify((b ?? []).map((f) => f.url));

export async function changeDocument(ctx: Ctx<Body<'Update'>>) {
  const { body } = ctx;
  const before = await writable(ctx, 'Edit');
  if (before.isFolder === 1) throw invalid('document.isFolder', 'id');
  const { id: _id, module, ...fields } = body;
  if (body.supersededBy !== before.supersededBy) await checkSupersededBy(ctx, before, body.supersededBy);
  checkApplianceParts(before, body.applianceParts);
  const values: DocumentValues = { ...fields, updatedBy: ctx.scope.userId, updatedAt: nowOf(ctx) };
  if (body.files !== undefined) {
    const files = body.files ?? [];
    values.files = files;
    values.size = sizeOf(files);
    // A regulated library never loses a superseded revision: replaced files go to the history, newest first.
    if (before.files.length > 0 && !sameFiles(before.files, files)) {
      const user = await findUserById(ctx.db, ctx.scope.userId);
      const revision: DocumentRevision = {
        files: before.files,
        version: before.version,
        releaseDate: before.releaseDate,
        seri: before.seri,
        replacedBy: ctx.scope.userId,
        replacedByName: user?.name ?? '',
        replacedAt: values.updatedAt as string,
      };
      values.history = [revision, ...before.history];
    }
  }
  await updateDocument(ctx.db, ctx.scope, module, before.id, values);
  const after = await loadDocument(ctx, module, before.id);
  await recordChanged(ctx, entityOf(module), ObjType.Document, before, after);
  // The aircraft evaluated against a model document follow its register data (their AD register and status).
  if (module === DocumentModule.Model && REGISTER_FIELDS.some((f) => !sameValue(before[f], after[f]))) {
    const model = await findPlaneModel(ctx.db, after.target);
    if (model) await documentsChanged(ctx, model, after.id);
  }
  return after;
}

export async function renameFolder(ctx: Ctx<Body<'UpdateFolder'>>) {
  const { body } = ctx;
  const before = await writable(ctx, 'Edit');
  if (before.isFolder !== 1) throw invalid('document.notFolder', 'id');
  checkFolderName(body.name);
  await checkSiblingName(ctx, {
    module: body.module,
    target: before.target,
    dict: before.dict,
    parent: before.parent,
    name: body.name,
    exceptId: before.id,
  });
  await updateDocument(ctx.db, ctx.scope, body.module, before.id, {
    name: body.name,
    updatedBy: ctx.scope.userId,
    updatedAt: nowOf(ctx),
  });
  const after = await loadDocument(ctx, body.module, before.id);
  await recordChanged(ctx, entityOf(body.module), ObjType.Document, before, after);
  return after;
}

export async function setCard(ctx: Ctx<Body<'UpdateCard'>>) {
  const { body } = ctx;
  const before = await writable(ctx, 'Edit');
  if (before.isFolder === 1) throw invalid('document.isFolder', 'id');
  await updateDocument(ctx.db, ctx.scope, body.module, before.id, {
    card: body.card ?? null,
    updatedBy: ctx.scope.userId,
    updatedAt: nowOf(ctx),
  });
  const after = await loadDocument(ctx, body.module, before.id);
  await recordChanged(ctx, entityOf(body.module), ObjType.Document, before, after);
  return after;
}

export async function removeDocument(ctx: Ctx<Body<'Delete'>>) {
  const { body } = ctx;
  const before = await writable(ctx, 'Delete');
  if (before.isFolder === 1 && (await childCount(ctx.db, ctx.scope, body.module, before.id)) > 0) {
    throw rule('document.folderNotEmpty', { name: before.name });
  }
  // Records of other modules that name the document (a model document's evaluations) keep it.
  await refuseIfUsed(ctx, entityOf(body.module).table, before.id);
  await deleteDocument(ctx.db, ctx.scope, body.module, before.id);
  await recordDeleted(ctx, entityOf(body.module), ObjType.Document, before);
  return { id: before.id };
}
