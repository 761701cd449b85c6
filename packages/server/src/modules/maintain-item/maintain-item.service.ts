import { ObjType } from '@hangar/domain/codes';
import type {
  MaintainItemByIdInput,
  MaintainItemInput,
  MaintainItemReorderInput,
  MaintainItemRow,
  MaintainItemStateInput,
  MaintainItemUpdateInput,
} from '@hangar/domain/contracts/maintenance';
import { formatDateTime } from '@hangar/domain/dates';
import { type TimeRule, validateTimeRules } from '@hangar/domain/due';
import { type Lang, type MessageKey, translate } from '@hangar/domain/messages';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AccessScope } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { jsonOrNull, parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import { findPlaneModel } from '../plane-model/plane-model.repo';
import { assertCanWriteModel } from '../plane-model/plane-model.service';
import {
  deleteMaintainItem,
  findMaintainItem,
  insertMaintainItem,
  type MaintainItemRowDb,
  type MaintainItemValues,
  nextItemSorter,
  setItemSorter,
  sortersOf,
  updateMaintainItem,
} from './maintain-item.repo';

// A model's maintenance items (model document §2.5, §3, §4, §5): a shared catalogue that every company
// reads and only company 10000 or the model's manager writes. Changes are announced to everyone.

/** API shape of a maintenance item. */
export function toMaintainItem(row: MaintainItemRowDb): MaintainItemRow {
  return {
    id: row.id,
    planeModel: row.model_id,
    name: row.name,
    matModel: row.mat_model,
    type: row.type,
    content: row.content,
    timerContent: parseJson<TimeRule[]>(row.timer_content, []),
    timerSource: row.timer_source,
    timeAlign: row.time_align,
    sourceContent: parseJson(row.source_content, []),
    subContent: parseJson(row.sub_content, []),
    pos: row.pos,
    jobCardName: row.job_card_name,
    expireDateSet: row.expire_date_set,
    remarks: row.remarks,
    disabled: row.disabled,
    approved: row.approved,
    files: parseJson(row.files, []),
    sorter: row.sorter,
  };
}

/** The model of a write: it must exist, and the caller must be company 10000 or its manager (601 otherwise). */
export async function assertModelWriter(db: Kysely<Database>, scope: AccessScope, modelId: number) {
  const model = await findPlaneModel(db, modelId);
  if (!model) throw notFound();
  assertCanWriteModel(scope, model);
  return model;
}

/**
 * The time-rule checks of the domain (names given and unique, control mode chosen, interval text valid),
 * answered as a 400 naming the rule's field; the message is localized here because it carries the rule name.
 */
export function checkTimeRules(lang: Lang, rules: readonly TimeRule[]): void {
  const [first] = validateTimeRules(rules);
  if (!first) return;
  const field = `timerContent.${first.index}.${first.field}`;
  const key = first.message as MessageKey;
  const params = { field, ...(first.params ?? {}) };
  throw new AppError('VALIDATION', key, params, { errors: [{ field, message: translate(lang, key, params) }] });
}

type Definition = Pick<
  z.output<typeof MaintainItemInput>,
  | 'name'
  | 'matModel'
  | 'type'
  | 'content'
  | 'timerContent'
  | 'timerSource'
  | 'timeAlign'
  | 'sourceContent'
  | 'subContent'
  | 'pos'
  | 'jobCardName'
  | 'expireDateSet'
  | 'remarks'
>;

/** Column values of the definition fields shared by model items and control items. */
export function definitionValues(body: Definition) {
  return {
    name: body.name,
    mat_model: body.matModel ?? null,
    type: body.type,
    content: body.content,
    timer_content: JSON.stringify(body.timerContent),
    timer_source: body.timerSource,
    time_align: body.timeAlign,
    source_content: jsonOrNull(body.sourceContent),
    sub_content: jsonOrNull(body.subContent),
    pos: body.pos ?? null,
    job_card_name: body.jobCardName ?? null,
    expire_date_set: body.expireDateSet ?? null,
    remarks: body.remarks ?? null,
  };
}

function itemValues(body: z.output<typeof MaintainItemInput> | z.output<typeof MaintainItemUpdateInput>) {
  return { ...definitionValues(body), files: jsonOrNull(body.files) };
}

/** The audit view of an item: its API shape without the bookkeeping fields. */
function audited(row: MaintainItemRow): Record<string, unknown> {
  const { id: _id, sorter: _sorter, ...rest } = row;
  return rest;
}

export async function addMaintainItem(ctx: Ctx<z.output<typeof MaintainItemInput>>) {
  const { db, scope, body } = ctx;
  await assertModelWriter(db, scope, body.planeModel);
  checkTimeRules(ctx.lang, body.timerContent);
  const values: MaintainItemValues = { model_id: body.planeModel, ...itemValues(body) };
  const sorter = await nextItemSorter(db, body.planeModel);
  const id = await insertMaintainItem(db, {
    ...values,
    sorter,
    created_at: formatDateTime(new Date(), ctx.deps.config.timeZone),
  });
  const row = await loadItem(db, id);
  await ctx.audit({ targetType: ObjType.MaintainItem, targetId: id, name: row.name, changes: diff({}, audited(row)) });
  ctx.changed('maintain_item', [id], 'everyone');
  return row;
}

async function loadItem(db: Kysely<Database>, id: number): Promise<MaintainItemRow> {
  const row = await findMaintainItem(db, id);
  if (!row) throw notFound();
  return toMaintainItem(row);
}

/** The item for a write: it must exist and the caller must be allowed to write its model. */
async function writableItem(ctx: Ctx<{ id: number }>): Promise<MaintainItemRow> {
  const row = await loadItem(ctx.db, ctx.body.id);
  await assertModelWriter(ctx.db, ctx.scope, row.planeModel);
  return row;
}

export async function changeMaintainItem(ctx: Ctx<z.output<typeof MaintainItemUpdateInput>>) {
  const { db, body } = ctx;
  const before = await writableItem(ctx);
  // An item never moves to another model (its control copies point at it).
  if (body.planeModel !== undefined && body.planeModel !== before.planeModel) {
    throw new AppError(
      'VALIDATION',
      'validation.invalid',
      { field: 'planeModel' },
      {
        errors: [{ field: 'planeModel', message: 'validation.invalid' }],
      },
    );
  }
  checkTimeRules(ctx.lang, body.timerContent);
  await updateMaintainItem(db, before.id, itemValues(body));
  const after = await loadItem(db, before.id);
  await ctx.audit({
    targetType: ObjType.MaintainItem,
    targetId: before.id,
    name: after.name,
    changes: diff(audited(before), audited(after)),
  });
  ctx.changed('maintain_item', [before.id], 'everyone');
  return after;
}

export async function removeMaintainItem(ctx: Ctx<z.output<typeof MaintainItemStateInput>>) {
  const before = await writableItem(ctx);
  // Aircraft copies keep a link to the item (BatchSync); the item stays until nothing uses it.
  await refuseIfUsed(ctx, 'maintain_item', before.id);
  await deleteMaintainItem(ctx.db, before.id);
  await ctx.audit({ targetType: ObjType.MaintainItem, targetId: before.id, name: before.name, before: { ...before } });
  ctx.changed('maintain_item', [before.id], 'everyone');
  return { id: before.id };
}

/** Approve / DeApprove / Disable / Enable: one flag set to one value (model document §4). */
export function setItemFlag(flag: 'approved' | 'disabled', value: 0 | 1) {
  return async (ctx: Ctx<z.output<typeof MaintainItemStateInput>>) => {
    const before = await writableItem(ctx);
    if (before[flag] !== value) await updateMaintainItem(ctx.db, before.id, { [flag]: value });
    await ctx.audit({
      targetType: ObjType.MaintainItem,
      targetId: before.id,
      name: before.name,
      changes: { [flag]: [before[flag], value] },
    });
    ctx.changed('maintain_item', [before.id], 'everyone');
    return { ...before, [flag]: value };
  };
}

export async function maintainItemById(ctx: Ctx<z.output<typeof MaintainItemByIdInput>>) {
  return loadItem(ctx.db, ctx.body.tagId);
}

/**
 * New sorter values for rows dragged into a new order: the rows take the sorter values they already hold,
 * ascending, in their new order, so that rows outside the list (other pages) keep their places. Values are
 * made strictly increasing in case stored ones repeat.
 */
export function reorderedSorters(current: ReadonlyMap<number, number>, ids: readonly number[]): Map<number, number> {
  const values = ids.map((id) => current.get(id) ?? 0).sort((x, y) => x - y);
  for (let i = 1; i < values.length; i++) if (values[i] <= values[i - 1]) values[i] = values[i - 1] + 1;
  return new Map(ids.map((id, i) => [id, values[i]]));
}

/**
 * A drag reorder of `ids` (the rows found for them: `rows`), shared by model items and control items: refuses
 * ids that are unknown, of someone else or repeated, writes each changed sorter through `write`, and answers
 * the changed ids, the log's before/after and the call's answer.
 */
export async function applyReorder(
  rows: readonly { id: number; sorter: number }[],
  ids: readonly number[],
  write: (id: number, sorter: number) => Promise<unknown>,
) {
  if (rows.length !== ids.length || new Set(ids).size !== ids.length) {
    throw new AppError(
      'VALIDATION',
      'maintain.reorderMismatch',
      { field: 'ids' },
      { errors: [{ field: 'ids', message: 'maintain.reorderMismatch' }] },
    );
  }
  const current = new Map(rows.map((r) => [r.id, r.sorter]));
  const next = reorderedSorters(current, ids);
  const changed: number[] = [];
  for (const [id, sorter] of next) {
    if (current.get(id) === sorter) continue;
    await write(id, sorter);
    changed.push(id);
  }
  const before = ids.map((id) => current.get(id));
  const after = ids.map((id) => next.get(id));
  return { changed, order: [before, after] as [unknown, unknown], answer: { ids, sorters: after } };
}

export async function reorderMaintainItems(ctx: Ctx<z.output<typeof MaintainItemReorderInput>>) {
  const { db, scope, body } = ctx;
  const model = await assertModelWriter(db, scope, body.model);
  const rows = await sortersOf(db, body.model, body.ids);
  const { changed, order, answer } = await applyReorder(rows, body.ids, (id, sorter) => setItemSorter(db, id, sorter));
  await ctx.audit({ targetType: ObjType.Model, targetId: model.id, name: model.name, changes: { order } });
  if (changed.length > 0) ctx.changed('maintain_item', changed, 'everyone');
  return answer;
}
