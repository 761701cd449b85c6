import type { Refusal } from '@hangar/domain/abilities';
import { ObjType } from '@hangar/domain/codes';
import {
  MaintainItem,
  type MaintainItemByIdInput,
  type MaintainItemInput,
  type MaintainItemReorderInput,
  type MaintainItemRow,
  type MaintainItemStateInput,
  type MaintainItemUpdateInput,
} from '@hangar/domain/contracts/maintenance';
import { formatDateTime } from '@hangar/domain/dates';
import { type TimeRule, validateTimeRules } from '@hangar/domain/due';
import type { MessageKey } from '@hangar/domain/messages';
import { modelWriteRefusal } from '@hangar/domain/model-access';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { abilitiesOf, grantedOf, rowAbilities } from '../../platform/access/abilities';
import type { AccessScope } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import { auditOf } from '../../platform/entity/entity-map';
import { invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { refuseIfUsed } from '../../platform/registry';
import { assertCanWriteModel, findPlaneModel } from '../plane-model';
import {
  deleteMaintainItem,
  findMaintainItem,
  addMaintainItem as insertItem,
  type MaintainItemRecord,
  type MaintainItemValues,
  nextItemSorter,
  queryMaintainItems,
  setItemSorter,
  sortersOf,
  updateMaintainItem,
} from './maintain-item.repo';

// A model's maintenance items (model document §2.5, §3, §4, §5): a shared catalogue that every company
// reads and only company 10000 or the model's manager writes. Changes are announced to everyone.

/**
 * An item's fields as answered: the record itself with the lists left out answered empty. The record is not used
 * afterwards (completing it in place spares a copy of every row of a page).
 */
export function toMaintainItem(item: MaintainItemRecord): Omit<MaintainItemRow, 'abilities'> {
  item.sourceContent ??= [];
  item.subContent ??= [];
  item.files ??= [];
  return item as Omit<MaintainItemRow, 'abilities'>;
}

/**
 * What the caller may do with an item (docs/architecture.md "Row abilities"): the plane-model function of each
 * write (its contract's access) and the model's rule, modelWriteRefusal, which every write checks
 * (assertCanWriteModel).
 */
export const itemAbilities = rowAbilities({
  update: MaintainItem.api.Update,
  delete: MaintainItem.api.Delete,
  enable: MaintainItem.api.Enable,
  disable: MaintainItem.api.Disable,
  approve: MaintainItem.api.Approve,
  deApprove: MaintainItem.api.DeApprove,
});

/**
 * The model rule (modelWriteRefusal, what assertModelWriter checks) of each model of a page of model content, read
 * once per model: the model part of the rows' abilities.
 */
export async function modelRefusals(
  db: Kysely<Database>,
  scope: AccessScope,
  modelIds: Iterable<number>,
): Promise<Map<number, Refusal>> {
  const refusals = new Map<number, Refusal>();
  for (const id of new Set(modelIds)) {
    const model = await findPlaneModel(db, id);
    refusals.set(id, model ? modelWriteRefusal(scope.companyId, model) : 'register.modelNotManager');
  }
  return refusals;
}

/** Items as answered: each with the caller's abilities (the grants, and its model's rule). */
async function answerItems(ctx: Ctx<unknown>, items: MaintainItemRecord[]): Promise<MaintainItemRow[]> {
  const granted = grantedOf(ctx.scope, itemAbilities);
  const refusals = await modelRefusals(
    ctx.db,
    ctx.scope,
    items.map((i) => i.planeModel),
  );
  return items.map((item) => ({
    ...toMaintainItem(item),
    abilities: abilitiesOf(granted, () => refusals.get(item.planeModel) ?? null),
  }));
}

async function answerItem(ctx: Ctx<unknown>, item: MaintainItemRecord): Promise<MaintainItemRow> {
  const [row] = await answerItems(ctx, [item]);
  return row;
}

export async function queryItems(ctx: Ctx<QueryPayload>) {
  const page = await queryMaintainItems(ctx.db, ctx.body);
  return { items: await answerItems(ctx, page.items), totalItems: page.totalItems };
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
 * answered as a 400 naming the rule's field, with the rule's name among the message's parameters.
 */
export function checkTimeRules(rules: readonly TimeRule[]): void {
  const [first] = validateTimeRules(rules);
  if (!first) return;
  throw invalid(first.message as MessageKey, `timerContent.${first.index}.${first.field}`, first.params ?? {});
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

/**
 * The definition fields shared by model items and control items, as an edit writes them: the whole definition,
 * an optional field left out cleared.
 */
export function definitionOf(body: Definition) {
  return {
    name: body.name,
    matModel: body.matModel ?? null,
    type: body.type,
    content: body.content,
    timerContent: body.timerContent,
    timerSource: body.timerSource,
    timeAlign: body.timeAlign,
    sourceContent: body.sourceContent ?? null,
    subContent: body.subContent ?? null,
    pos: body.pos ?? null,
    jobCardName: body.jobCardName ?? null,
    expireDateSet: body.expireDateSet ?? null,
    remarks: body.remarks ?? null,
  };
}

function itemValues(body: z.output<typeof MaintainItemInput> | z.output<typeof MaintainItemUpdateInput>) {
  return { ...definitionOf(body), files: body.files ?? null };
}

/** What the operation log records of an item: its answer without the drag order. */
function audited(item: MaintainItemRecord): Record<string, unknown> {
  return auditOf(MaintainItem, toMaintainItem({ ...item }));
}

export async function addMaintainItem(ctx: Ctx<z.output<typeof MaintainItemInput>>) {
  const { db, scope, body } = ctx;
  await assertModelWriter(db, scope, body.planeModel);
  checkTimeRules(body.timerContent);
  const values: MaintainItemValues = { planeModel: body.planeModel, ...itemValues(body) };
  const sorter = await nextItemSorter(db, body.planeModel);
  const id = await insertItem(db, values, sorter, formatDateTime(new Date(), ctx.deps.config.timeZone));
  const item = await loadItem(db, id);
  await ctx.audit({
    targetType: ObjType.MaintainItem,
    targetId: id,
    name: item.name,
    changes: diff({}, audited(item)),
  });
  ctx.changed('maintain_item', [id], 'everyone');
  return answerItem(ctx, item);
}

async function loadItem(db: Kysely<Database>, id: number): Promise<MaintainItemRecord> {
  const item = await findMaintainItem(db, id);
  if (!item) throw notFound();
  return item;
}

/** The item for a write: it must exist and the caller must be allowed to write its model. */
async function writableItem(ctx: Ctx<{ id: number }>): Promise<MaintainItemRecord> {
  const row = await loadItem(ctx.db, ctx.body.id);
  await assertModelWriter(ctx.db, ctx.scope, row.planeModel);
  return row;
}

export async function changeMaintainItem(ctx: Ctx<z.output<typeof MaintainItemUpdateInput>>) {
  const { db, body } = ctx;
  const before = await writableItem(ctx);
  // An item never moves to another model (its control copies point at it).
  if (body.planeModel !== undefined && body.planeModel !== before.planeModel) {
    throw invalid('validation.invalid', 'planeModel');
  }
  checkTimeRules(body.timerContent);
  await updateMaintainItem(db, before.id, itemValues(body));
  const after = await loadItem(db, before.id);
  await ctx.audit({
    targetType: ObjType.MaintainItem,
    targetId: before.id,
    name: after.name,
    changes: diff(audited(before), audited(after)),
  });
  ctx.changed('maintain_item', [before.id], 'everyone');
  return answerItem(ctx, after);
}

export async function removeMaintainItem(ctx: Ctx<z.output<typeof MaintainItemStateInput>>) {
  const before = await writableItem(ctx);
  // Aircraft copies keep a link to the item (BatchSync); the item stays until nothing uses it.
  await refuseIfUsed(ctx, 'maintain_item', before.id);
  await deleteMaintainItem(ctx.db, before.id);
  await ctx.audit({
    targetType: ObjType.MaintainItem,
    targetId: before.id,
    name: before.name,
    before: toMaintainItem(before),
  });
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
    return answerItem(ctx, { ...before, [flag]: value });
  };
}

export async function maintainItemById(ctx: Ctx<z.output<typeof MaintainItemByIdInput>>) {
  return answerItem(ctx, await loadItem(ctx.db, ctx.body.tagId));
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
  if (rows.length !== ids.length || new Set(ids).size !== ids.length) throw invalid('maintain.reorderMismatch', 'ids');
  const current = new Map(rows.map((r) => [r.id, r.sorter]));
  const next = reorderedSorters(current, ids);
  const changed: number[] = [];
  for (const [id, sorter] of next) {
    if (current.get(id) === sorter) continue;
    await write(id, sorter);
    changed.push(id);
  }
  const before = ids.map((id) => current.get(id));
  const after = ids.map((id) => next.get(id) as number);
  return { changed, order: [before, after] as [unknown, unknown], answer: { ids: [...ids], sorters: after } };
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
