import { ObjType } from '@hangar/domain/codes';
import {
  type BatchAddInput,
  type BatchDeleteInput,
  type BatchSyncInput,
  type FleetQueryInput,
  type FleetRow,
  type FleetSummary,
  MaintainCtrl,
  type MaintainCtrlInput,
  type MaintainCtrlReorderInput,
  type MaintainCtrlRow,
  type MaintainCtrlStateInput,
  type MaintainCtrlUpdateInput,
  type RefreshTimeStateInput,
  type UpdateCurTimeItemInput,
  type UpdateExecDateInput,
  type UpdateExecHoursInput,
  type UpdateExpireDateInput,
  type UpdateMatSeriInput,
} from '@hangar/domain/contracts/maintenance';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import { type Counters, computeDue, selectTimeItem, type TimeRule } from '@hangar/domain/due';
import type { MessageKey } from '@hangar/domain/messages';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { auditOf } from '../../platform/entity/entity-map';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import {
  applyReorder,
  checkTimeRules,
  definitionOf,
  findMaintainItem,
  findMaintainItems,
  type MaintainItemRecord,
} from '../maintain-item';
import { planeIdsOf } from '../plane-entity';
import { changedStoredDue, STORED_DUE_VERSION, storedDue } from './maintain-ctrl.due';
import {
  type CtrlChanges,
  type CtrlRead,
  type CtrlRecord,
  type CtrlValues,
  companyIds,
  ctrlOfItem,
  ctrlsOfPlane,
  deleteCtrls,
  dueRowsOfPlane,
  findCtrl,
  findPlane,
  fleetCounts,
  importedItemIds,
  addCtrl as insertCtrl,
  inTransaction,
  nextCtrlSorter,
  type PlaneOfCtrl,
  queryFleet,
  queryMaintainCtrl,
  readStoredDueVersion,
  type StoredDueWrite,
  updateCtrl,
  writeStoredDue,
  writeStoredDueVersion,
} from './maintain-ctrl.repo';

// Per-aircraft maintenance control (materials document §2.4, §3, §4, §5, §7; docs/domain.md "Time rules and due
// calculation"). Only the aircraft's company reads or writes its items. Every answer row carries its due
// computed for today in the configured time zone; every write that changes an input of the due rewrites the
// stored due fields in the same transaction (they serve the fleet monitor's SQL). Items arrive parsed from
// the repository (CtrlRecord, with its aircraft's total flight hours beside it: CtrlRead) and go back to it as
// such: the rules are parsed once and serialised once.

const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);

/**
 * The answer of a control item: the record itself, its lists left out answered empty and its due for `today`
 * against its aircraft's total flight hours added. The record is not used afterwards (completing it in place
 * spares a copy of every row of a 200-row page).
 */
export function toMaintainCtrl(item: CtrlRecord, counters: Counters, today: string): MaintainCtrlRow {
  const { due, rulesDue } = computeDue(item, counters, today);
  const answer = item as CtrlRecord & Pick<MaintainCtrlRow, 'due' | 'rulesDue'>;
  answer.sourceContent ??= [];
  answer.subContent ??= [];
  answer.due = due;
  answer.rulesDue = rulesDue;
  return answer as MaintainCtrlRow;
}

/** The inputs of an item as the audit shows them (no derived fields, no bookkeeping; a list left out is null). */
function audited(item: CtrlRecord): Record<string, unknown> {
  return auditOf(MaintainCtrl, item);
}

async function planeOr404(ctx: Ctx<unknown>, planeId: number): Promise<PlaneOfCtrl> {
  const plane = await findPlane(ctx.db, ctx.scope, planeId);
  if (!plane) throw notFound();
  return plane;
}

async function ctrlOr404(ctx: Ctx<unknown>, id: number): Promise<CtrlRead> {
  const read = await findCtrl(ctx.db, ctx.scope, id);
  if (!read) throw notFound();
  return read;
}

/** The current rule must name a rule that may be current (not type 2); null clears it. */
function checkCurrent(rules: readonly TimeRule[], current: string | null | undefined) {
  if (current === null || current === undefined) return;
  if (!rules.some((r) => r.name === current)) {
    throw invalid('maintain.unknownTimeItem', 'curTimeItem', { name: current });
  }
  const result = selectTimeItem(rules, null, current);
  if (!result.ok) throw rule(result.message as MessageKey);
}

/**
 * Writes changed inputs of a control item and its stored due together, logs the change, announces it and
 * answers the item as it now is.
 */
async function saveCtrl(ctx: Ctx<unknown>, read: CtrlRead, changes: CtrlChanges): Promise<MaintainCtrlRow> {
  const today = todayOf(ctx);
  const { item: before, counters } = read;
  const after: CtrlRecord = { ...before, ...changes };
  const derived = storedDue(after, counters, today);
  await updateCtrl(ctx.db, ctx.scope, before.id, changes, derived);
  await ctx.audit({
    targetType: ObjType.Control,
    targetId: before.id,
    name: after.name,
    changes: diff(audited(before), audited(after)),
  });
  ctx.changed('maintain_ctrl', [before.id]);
  await statusInputsChanged(ctx, before.planeEntity);
  return toMaintainCtrl(after, counters, today);
}

/**
 * An item's due, enablement or existence changed: the aircraft's status follows in this transaction (issue 32,
 * modules/plane-status). Every write of control items goes through saveCtrl or raises it itself.
 */
function statusInputsChanged(ctx: Ctx<unknown>, planeId: number): Promise<void> {
  return ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId });
}

// --- Queries -----------------------------------------------------------------------------------------------

export async function queryCtrl(ctx: Ctx<QueryPayload>) {
  const page = await queryMaintainCtrl(ctx.db, ctx.scope, ctx.body);
  const today = todayOf(ctx);
  return {
    items: page.items.map(({ item, counters }) => toMaintainCtrl(item, counters, today)),
    totalItems: page.totalItems,
  };
}

export async function queryFleetCtrl(ctx: Ctx<z.output<typeof FleetQueryInput>>) {
  const { body } = ctx;
  const today = todayOf(ctx);
  const page = await queryFleet(ctx.db, ctx.scope, body, {
    today,
    warningOnly: body.warningOnly,
    overdueOnly: body.overdueOnly,
    dueBy: body.dueWithinDays === undefined ? undefined : addDays(today, body.dueWithinDays),
    dueWithinHours: body.dueWithinHours,
    dueWithinLandings: body.dueWithinLandings,
  });
  const items: FleetRow[] = page.items.map(({ item, planeHours, counters, planeName, modelName }) => ({
    ...toMaintainCtrl(item, counters, today),
    planeName,
    modelName,
    allFlyHours: planeHours,
    allLandings: counters.landings ?? 0,
  }));
  return { items, totalItems: page.totalItems };
}

/** Last day of the month of `date` (`YYYY-MM-DD`). */
function monthEnd(date: string): string {
  const firstOfNext = nextMonthStart(date);
  return addDays(firstOfNext, -1);
}

function nextMonthStart(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

export async function fleetSummary(ctx: Ctx<unknown>): Promise<FleetSummary> {
  const today = todayOf(ctx);
  return fleetCounts(ctx.db, ctx.scope, today, monthEnd(today), monthEnd(nextMonthStart(today)));
}

// --- Single-item writes -----------------------------------------------------------------------------------

export async function addCtrl(ctx: Ctx<z.output<typeof MaintainCtrlInput>>) {
  const { db, body } = ctx;
  const plane = await planeOr404(ctx, body.planeEntity);
  if (body.maintainItemId !== undefined && body.maintainItemId !== null) {
    const item = await findMaintainItem(db, body.maintainItemId);
    if (!item || item.planeModel !== plane.model) {
      throw invalid('maintain.otherModel', 'maintainItemId', { name: item?.name ?? String(body.maintainItemId) });
    }
  }
  checkTimeRules(body.timerContent);
  checkCurrent(body.timerContent, body.curTimeItem);
  const when = whenOf(ctx);
  const item = await insertNew(
    ctx.db,
    ctx.scope,
    plane,
    {
      ...definitionOf(body),
      maintainItemId: body.maintainItemId ?? null,
      material: body.material ?? null,
      matSeri: body.matSeri ?? null,
      curTimeItem: body.curTimeItem ?? null,
      executeDate: body.executeDate ?? null,
      executeHours: body.executeHours ?? null,
      executeLandings: body.executeLandings ?? null,
      initHours: body.initHours ?? null,
    },
    when,
  );
  await ctx.audit({
    targetType: ObjType.Control,
    targetId: item.id,
    name: item.name,
    changes: diff({}, audited(item)),
  });
  ctx.changed('maintain_ctrl', [item.id]);
  await statusInputsChanged(ctx, plane.id);
  return toMaintainCtrl(item, plane.counters, when.today);
}

/** When a write happens: today (for the due) and the creation time, in the configured time zone. */
const whenOf = (ctx: Ctx<unknown>): When => ({
  today: todayOf(ctx),
  createdAt: formatDateTime(new Date(), ctx.deps.config.timeZone),
});
export interface When {
  today: string;
  createdAt: string;
}

/** Adds an item to the aircraft (at the end of its list unless `sorter` is given) with its stored due. */
async function insertNew(
  db: Kysely<Database>,
  owner: Owner,
  plane: PlaneOfCtrl,
  values: CtrlValues,
  when: When,
  sorter?: number,
) {
  const item: Omit<CtrlRecord, 'id'> = {
    ...values,
    planeEntity: plane.id,
    planeModel: plane.model,
    approved: 0,
    disabled: 0,
    sorter: sorter ?? (await nextCtrlSorter(db, owner, plane.id)),
  };
  const derived = storedDue(item, plane.counters, when.today);
  const id = await insertCtrl(db, owner, plane, { ...values, sorter: item.sorter, createdAt: when.createdAt }, derived);
  return { ...item, id };
}

export async function changeCtrl(ctx: Ctx<z.output<typeof MaintainCtrlUpdateInput>>) {
  const { body } = ctx;
  const read = await ctrlOr404(ctx, body.id);
  const before = read.item;
  if (body.planeEntity !== undefined && body.planeEntity !== before.planeEntity) throw notFound();
  checkTimeRules(body.timerContent);
  // A current rule that no longer exists after the edit is cleared rather than refused.
  let current = body.curTimeItem === undefined ? before.curTimeItem : body.curTimeItem;
  if (body.curTimeItem === undefined && current !== null && !body.timerContent.some((r) => r.name === current)) {
    current = null;
  }
  checkCurrent(body.timerContent, current);
  const { expireDateSet, ...definition } = definitionOf(body);
  // Absent execution fields (and an absent fixed expiry date) keep their stored value.
  const changes: CtrlChanges = { ...definition, curTimeItem: current };
  if (body.expireDateSet !== undefined) changes.expireDateSet = expireDateSet;
  if (body.material !== undefined) changes.material = body.material ?? null;
  if (body.matSeri !== undefined) changes.matSeri = body.matSeri ?? null;
  if (body.executeDate !== undefined) changes.executeDate = body.executeDate;
  if (body.executeHours !== undefined) changes.executeHours = body.executeHours;
  if (body.executeLandings !== undefined) changes.executeLandings = body.executeLandings;
  if (body.initHours !== undefined) changes.initHours = body.initHours;
  return saveCtrl(ctx, read, changes);
}

export async function removeCtrl(ctx: Ctx<z.output<typeof MaintainCtrlStateInput>>) {
  const { item: before } = await ctrlOr404(ctx, ctx.body.id);
  await deleteCtrls(ctx.db, ctx.scope, [before.id]);
  await ctx.audit({ targetType: ObjType.Control, targetId: before.id, name: before.name, before: audited(before) });
  ctx.changed('maintain_ctrl', [before.id]);
  await statusInputsChanged(ctx, before.planeEntity);
  return { id: before.id };
}

/** Approve / DeApprove / Disable / Enable (materials document §4). */
export function setCtrlFlag(flag: 'approved' | 'disabled', value: 0 | 1) {
  return async (ctx: Ctx<z.output<typeof MaintainCtrlStateInput>>) => {
    return saveCtrl(ctx, await ctrlOr404(ctx, ctx.body.id), { [flag]: value });
  };
}

export async function updateMatSeri(ctx: Ctx<z.output<typeof UpdateMatSeriInput>>) {
  return saveCtrl(ctx, await ctrlOr404(ctx, ctx.body.id), { matSeri: ctx.body.matSeri ?? null });
}

/** Clicking a rule chip: selection rules of the domain (该项始终生效，无需选择 / 该时控类型不能取消，只能切换到其他项). */
export async function updateCurTimeItem(ctx: Ctx<z.output<typeof UpdateCurTimeItemInput>>) {
  const read = await ctrlOr404(ctx, ctx.body.id);
  const before = read.item;
  const rules = before.timerContent;
  // null stands for clicking the current rule again.
  const clicked = ctx.body.curTimeItem ?? before.curTimeItem;
  if (clicked === null) return saveCtrl(ctx, read, {});
  if (!rules.some((r) => r.name === clicked)) {
    throw invalid('maintain.unknownTimeItem', 'curTimeItem', { name: clicked });
  }
  const result = selectTimeItem(rules, before.curTimeItem, clicked);
  if (!result.ok) throw rule(result.message as MessageKey);
  return saveCtrl(ctx, read, { curTimeItem: result.curTimeItem });
}

export async function updateExecDate(ctx: Ctx<z.output<typeof UpdateExecDateInput>>) {
  return saveCtrl(ctx, await ctrlOr404(ctx, ctx.body.id), { executeDate: ctx.body.executeDate });
}

export async function updateExpireDate(ctx: Ctx<z.output<typeof UpdateExpireDateInput>>) {
  return saveCtrl(ctx, await ctrlOr404(ctx, ctx.body.id), { expireDateSet: ctx.body.expireDateSet });
}

export async function updateExecHours(ctx: Ctx<z.output<typeof UpdateExecHoursInput>>) {
  const { body } = ctx;
  const read = await ctrlOr404(ctx, body.id);
  if (body.planeEntity !== undefined && body.planeEntity !== null && body.planeEntity !== read.item.planeEntity) {
    throw notFound();
  }
  const changes: CtrlChanges = { executeHours: body.executeHours };
  if (body.initHours !== undefined) changes.initHours = body.initHours;
  if (body.executeLandings !== undefined) changes.executeLandings = body.executeLandings;
  return saveCtrl(ctx, read, changes);
}

/** A control item of the caller's company with its aircraft's counters (undefined when not the company's). */
export function readCtrl(ctx: Ctx<unknown>, id: number): Promise<CtrlRead | undefined> {
  return findCtrl(ctx.db, ctx.scope, id);
}

/**
 * Sets a control item's execution (a maintenance record's work, or putting back what it replaced) and its stored
 * due, in the caller's transaction, logged on the item: what UpdateExecDate / UpdateExecHours do together.
 */
export function setCtrlExecution(
  ctx: Ctx<unknown>,
  read: CtrlRead,
  execution: Pick<CtrlChanges, 'executeDate' | 'executeHours' | 'executeLandings'>,
): Promise<MaintainCtrlRow> {
  return saveCtrl(ctx, read, execution);
}

// --- Batch writes (all or nothing) --------------------------------------------------------------------------

/** The aircraft and exactly the listed control items of it; any id that is not one of them answers 404. */
async function ticked(ctx: Ctx<unknown>, planeId: number, ids: readonly number[]) {
  const plane = await planeOr404(ctx, planeId);
  const unique = [...new Set(ids)];
  const rows = await ctrlsOfPlane(ctx.db, ctx.scope, plane.id, unique);
  if (rows.length !== unique.length) throw notFound();
  return { plane, rows };
}

export async function batchDelete(ctx: Ctx<z.output<typeof BatchDeleteInput>>) {
  const rows = (await ticked(ctx, ctx.body.id, ctx.body.idExt)).rows.map((r) => r.item);
  await deleteCtrls(
    ctx.db,
    ctx.scope,
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    await ctx.audit({ targetType: ObjType.Control, targetId: row.id, name: row.name, before: audited(row) });
  }
  ctx.changed(
    'maintain_ctrl',
    rows.map((r) => r.id),
  );
  await statusInputsChanged(ctx, ctx.body.id);
  return { ids: rows.map((r) => r.id) };
}

/** The definition fields a control item copies from its model item (the aircraft's own state stays). */
function copiedFromItem(item: MaintainItemRecord) {
  return {
    name: item.name,
    type: item.type,
    matModel: item.matModel,
    content: item.content,
    timerContent: item.timerContent,
    sourceContent: item.sourceContent,
    subContent: item.subContent,
    jobCardName: item.jobCardName,
    pos: item.pos,
    timerSource: item.timerSource,
    timeAlign: item.timeAlign,
    remarks: item.remarks,
  };
}

/** A new control item imported from a model item: its definition, nothing executed yet. */
function importedFrom(item: MaintainItemRecord): CtrlValues {
  return {
    ...copiedFromItem(item),
    maintainItemId: item.id,
    material: null,
    matSeri: null,
    expireDateSet: item.expireDateSet,
    curTimeItem: null,
    executeDate: null,
    executeHours: null,
    executeLandings: null,
    initHours: null,
  };
}

/**
 * Imports model items into an aircraft: every listed item must be an enabled item of the aircraft's model
 * (else nothing is imported); items the aircraft already has are skipped, so importing twice is harmless.
 */
export async function batchAdd(ctx: Ctx<z.output<typeof BatchAddInput>>) {
  const { db } = ctx;
  const plane = await planeOr404(ctx, ctx.body.id);
  const unique = [...new Set(ctx.body.idExt)];
  const items = await findMaintainItems(db, unique);
  if (items.length !== unique.length) throw notFound();
  for (const item of items) {
    if (item.planeModel !== plane.model) throw rule('maintain.otherModel', { name: item.name });
    if (item.disabled === 1) throw rule('maintain.itemDisabled', { name: item.name });
  }
  const already = await importedItemIds(db, ctx.scope, plane.id);
  const fresh = items.filter((i) => !already.has(i.id)).sort((x, y) => x.sorter - y.sorter || x.id - y.id);
  let sorter = await nextCtrlSorter(db, ctx.scope, plane.id);
  const when = whenOf(ctx);
  const added: number[] = [];
  for (const item of fresh) {
    const row = await insertNew(db, ctx.scope, plane, importedFrom(item), when, sorter++);
    await ctx.audit({ targetType: ObjType.Control, targetId: row.id, name: row.name, changes: diff({}, audited(row)) });
    added.push(row.id);
  }
  if (added.length === 0) {
    // Nothing new: an entry that names no change, so the call writes no log row (nothing was changed).
    await ctx.audit({ targetType: ObjType.Plane, targetId: plane.id, name: plane.name, changes: {} });
  } else {
    ctx.changed('maintain_ctrl', added);
    await statusInputsChanged(ctx, plane.id);
  }
  return { added, skipped: items.filter((i) => already.has(i.id)).map((i) => i.id) };
}

/**
 * Re-copies the definition (name, type, content, rules, timer source, alignment, ...) of each ticked item from
 * its model item; the aircraft's own state (executions, serial, fixed date, current rule while it still exists)
 * stays. Items not imported from the model, or whose model item is gone, refuse the whole batch.
 */
export async function batchSync(ctx: Ctx<z.output<typeof BatchSyncInput>>) {
  const { rows } = await ticked(ctx, ctx.body.id, ctx.body.idExt);
  for (const { item: row } of rows) {
    if (row.maintainItemId === null) throw rule('maintain.notFromModel', { name: row.name });
  }
  const items = new Map(
    (await findMaintainItems(ctx.db, [...new Set(rows.map((r) => r.item.maintainItemId as number))])).map((i) => [
      i.id,
      i,
    ]),
  );
  const updated: MaintainCtrlRow[] = [];
  for (const read of rows) {
    const row = read.item;
    const item = items.get(row.maintainItemId as number);
    if (!item) throw rule('maintain.sourceGone', { name: row.name });
    const copied = copiedFromItem(item);
    const rules = copied.timerContent;
    const current = row.curTimeItem;
    const keep = current !== null && rules.some((r) => r.name === current) && selectTimeItem(rules, null, current).ok;
    updated.push(await saveCtrl(ctx, read, { ...copied, curTimeItem: keep ? current : null }));
  }
  return { items: updated };
}

// --- Notices to aircraft (docs/domain.md "Notices to aircraft") ---------------------------------------------------

/** What a notice did to an aircraft's control item, for the notice's answer and the aircraft company's log. */
export interface NoticeControl {
  /** The control item. */
  id: number;
  name: string;
  /** The item's changes as its log entry shows them (empty when nothing changed). */
  changes: Record<string, [unknown, unknown]>;
  /** The aircraft's control items whose stored due changed (the item itself included). */
  changed: number[];
}

/**
 * Puts a model maintenance item under an aircraft's control for a notified instruction card: re-enables the
 * aircraft's item of it when it has one, else imports it (the aircraft's own state starts empty), then refreshes
 * the aircraft's stored due. Runs in the caller's transaction, for the aircraft's company (`owner`), which may
 * not be the caller's (company 10000 or the model's manager notifies an operator's aircraft). The caller logs
 * the answer's changes on the control item, in that company.
 */
export async function controlForNotice(
  db: Kysely<Database>,
  owner: number,
  planeId: number,
  maintainItemId: number,
  when: When,
): Promise<NoticeControl> {
  const plane = await findPlane(db, owner, planeId);
  if (!plane) throw notFound();
  const item = await findMaintainItem(db, maintainItemId);
  if (!item || item.planeModel !== plane.model) {
    throw rule('maintain.otherModel', { name: item?.name ?? String(maintainItemId) });
  }
  const existing = await ctrlOfItem(db, owner, plane.id, item.id);
  let id: number;
  let name: string;
  let changes: Record<string, [unknown, unknown]> = {};
  if (existing) {
    const before = existing.item;
    ({ id, name } = before);
    if (before.disabled === 1) {
      const after: CtrlRecord = { ...before, disabled: 0 };
      const derived = storedDue(after, existing.counters, when.today);
      await updateCtrl(db, owner, id, { disabled: 0 }, derived);
      changes = diff(audited(before), audited(after));
    }
  } else {
    if (item.disabled === 1) throw rule('maintain.itemDisabled', { name: item.name });
    const added = await insertNew(db, owner, plane, importedFrom(item), when);
    ({ id, name } = added);
    changes = diff({}, audited(added));
  }
  const changed = await refreshPlaneDue(db, owner, plane.id, when.today);
  return { id, name, changes, changed: [...new Set([id, ...changed])] };
}

/**
 * Releases the control item of a withdrawn instruction notice: disables it when it was never executed (no
 * execution date, no execution hours), else keeps it as it is; refreshes the aircraft's stored due. Null when
 * the item is gone. Same transaction and company rules as controlForNotice.
 */
export async function releaseForNotice(
  db: Kysely<Database>,
  owner: number,
  ctrlId: number,
  when: When,
): Promise<NoticeControl | null> {
  const read = await findCtrl(db, owner, ctrlId);
  if (!read) return null;
  const before = read.item;
  let changes: Record<string, [unknown, unknown]> = {};
  const executed = before.executeDate !== null || before.executeHours !== null;
  if (!executed && before.disabled !== 1) {
    const after: CtrlRecord = { ...before, disabled: 1 };
    await updateCtrl(db, owner, before.id, { disabled: 1 }, storedDue(after, read.counters, when.today));
    changes = diff(audited(before), audited(after));
  }
  const changed = await refreshPlaneDue(db, owner, before.planeEntity, when.today);
  const all = Object.keys(changes).length > 0 ? [before.id, ...changed] : changed;
  return { id: before.id, name: before.name, changes, changed: [...new Set(all)] };
}

/**
 * Rewrites the stored due fields of an aircraft's control items (after its counters changed); answers how many
 * changed. Call it in the transaction that changed the counters. Of the stored fields only the nearest-due sort
 * key depends on the day (its hours forecast is made on `today`); it is rewritten only with another field.
 */
export async function refreshPlaneDue(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  today: string,
  /** Rewrite a sort key that changed alone too (after an engine change). */
  resort = false,
): Promise<number[]> {
  const plane = await findPlane(db, owner, planeId);
  if (!plane) return [];
  const { counters } = plane;
  const writes: StoredDueWrite[] = [];
  for (const { id, input, stored } of await dueRowsOfPlane(db, owner, planeId)) {
    const derived = storedDue(input, counters, today);
    // The sort key's hours forecast is made when something else changes (the hours after a flight, the item): a
    // later day alone does not rewrite it, which would touch every hours item's index entries every day.
    const columns = changedStoredDue(stored, derived);
    if (resort ? columns.length === 0 : columns.every((column) => column === 'due_sort')) continue;
    // Only the changed columns are written (after a flight most items without a forecast change their
    // remaining hours and landings alone), the sort key's new forecast with them when it moved.
    writes.push({ id, due: derived, columns });
  }
  await writeStoredDue(db, owner, writes);
  return writes.map((r) => r.id);
}

/**
 * After an engine change (STORED_DUE_VERSION raised), rewrites the stored due fields of every control item of
 * every company, once, in one transaction; answers how many items changed, or null when the database was
 * already current. Runs with the migrations, before the server answers anyone. Derived fields only: no input
 * of any item changes, so the operation log is not involved.
 */
export async function syncStoredDue(db: Kysely<Database>, today: string): Promise<number | null> {
  if ((await readStoredDueVersion(db)) === String(STORED_DUE_VERSION)) return null;
  return inTransaction(db, async (trx) => {
    let changed = 0;
    for (const companyId of await companyIds(trx)) {
      for (const planeId of await planeIdsOf(trx, companyId)) {
        changed += (await refreshPlaneDue(trx, companyId, planeId, today, true)).length;
      }
    }
    await writeStoredDueVersion(trx, String(STORED_DUE_VERSION));
    return changed;
  });
}

export async function refreshTimeState(ctx: Ctx<z.output<typeof RefreshTimeStateInput>>) {
  const companyId = companyOf(ctx.scope);
  const today = todayOf(ctx);
  const plane = ctx.body.id === undefined ? undefined : await planeOr404(ctx, ctx.body.id);
  const planes = plane ? [plane.id] : await planeIdsOf(ctx.db, ctx.scope);
  const changed: number[] = [];
  for (const planeId of planes) {
    changed.push(...(await refreshPlaneDue(ctx.db, ctx.scope, planeId, today)));
    await statusInputsChanged(ctx, planeId);
  }
  await ctx.audit(
    plane
      ? { targetType: ObjType.Plane, targetId: plane.id, name: plane.name }
      : { targetType: ObjType.Company, targetId: companyId, name: String(companyId) },
  );
  if (changed.length > 0) ctx.changed('maintain_ctrl', changed);
  return { planes: planes.length, changed: changed.length };
}

export async function reorderCtrl(ctx: Ctx<z.output<typeof MaintainCtrlReorderInput>>) {
  const { body } = ctx;
  const plane = await planeOr404(ctx, body.planeEntity);
  const rows = (await ctrlsOfPlane(ctx.db, ctx.scope, plane.id, body.ids)).map((r) => r.item);
  const { changed, order, answer } = await applyReorder(rows, body.ids, (id, sorter) =>
    updateCtrl(ctx.db, ctx.scope, id, { sorter }),
  );
  await ctx.audit({ targetType: ObjType.Plane, targetId: plane.id, name: plane.name, changes: { order } });
  if (changed.length > 0) ctx.changed('maintain_ctrl', changed);
  return answer;
}
