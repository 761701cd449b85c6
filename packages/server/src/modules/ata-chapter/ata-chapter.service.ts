import { ObjType } from '@hangar/domain/codes';
import { AtaChapter, type AtaChapterRow } from '@hangar/domain/contracts/records';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { QueryPayload } from '@hangar/domain/query';
import { withChanges } from '../../platform/entity/entity-map';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import {
  type AtaValues,
  ataCodeTaken,
  deleteAtaChapter,
  findAtaChapter,
  insertAtaChapter,
  queryAtaChapters,
  recordsNamingAta,
  updateAtaChapter,
} from './ata-chapter.repo';

// The company's ATA chapter table (issue 17): the chapters a fault's ATA field is picked from. Every member
// reads it (it feeds pickers); holders of the base-ata view's functions change it. A code is unique within the
// company (`ata.codeExists`, 409); a chapter that a record names cannot be deleted (`ata.inUse`), nor renumbered
// (the record would name a chapter that no longer exists) — disable it instead. Logged as AtaChapter (10117).

type Body<K extends keyof typeof AtaChapter.api> = EndpointBody<(typeof AtaChapter.api)[K]>;

/** The log names a chapter by its code and Chinese name. */
const logged = (row: AtaChapterRow) => ({ ...row, name: `${row.code} ${row.nameZh}` });

async function checkCode(ctx: Ctx<unknown>, code: string, exceptId?: number): Promise<void> {
  if (await ataCodeTaken(ctx.db, ctx.scope, code, exceptId)) throw new AppError('CONFLICT', 'ata.codeExists', { code });
}

async function chapterOr404(ctx: Ctx<unknown>, id: number): Promise<AtaChapterRow> {
  const row = await findAtaChapter(ctx.db, ctx.scope, id);
  if (!row) throw notFound();
  return row;
}

/** Refuses while records name the chapter's code. */
async function checkUnused(ctx: Ctx<unknown>, code: string): Promise<void> {
  const count = await recordsNamingAta(ctx.db, ctx.scope, code);
  if (count > 0) throw rule('ata.inUse', { code, count });
}

export const queryAta = (ctx: Ctx<QueryPayload>) => queryAtaChapters(ctx.db, ctx.scope, ctx.body);

export async function addAta(ctx: Ctx<Body<'Add'>>): Promise<AtaChapterRow> {
  await checkCode(ctx, ctx.body.code);
  const id = await insertAtaChapter(ctx.db, ctx.scope, { ...ctx.body, disabled: ctx.body.disabled ?? 0 } as AtaValues);
  const row = await chapterOr404(ctx, id);
  await recordAdded(ctx, AtaChapter, ObjType.AtaChapter, logged(row));
  return row;
}

export async function changeAta(ctx: Ctx<Body<'Update'>>): Promise<AtaChapterRow> {
  const { id, ...changes } = ctx.body;
  const before = await chapterOr404(ctx, id);
  if (changes.code !== undefined && changes.code !== before.code) {
    await checkCode(ctx, changes.code, before.id);
    await checkUnused(ctx, before.code);
  }
  await updateAtaChapter(ctx.db, ctx.scope, id, changes as AtaValues);
  const after = withChanges(AtaChapter, before, changes) as AtaChapterRow;
  await recordChanged(ctx, AtaChapter, ObjType.AtaChapter, logged(before), logged(after));
  return after;
}

export async function removeAta(ctx: Ctx<Body<'Delete'>>) {
  const row = await chapterOr404(ctx, ctx.body.id);
  await checkUnused(ctx, row.code);
  await deleteAtaChapter(ctx.db, ctx.scope, row.id);
  await recordDeleted(ctx, AtaChapter, ObjType.AtaChapter, logged(row));
  return { id: row.id };
}
