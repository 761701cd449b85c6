import { ObjType } from '@hangar/domain/codes';
import type {
  BatchAddInput,
  BatchDeleteInput,
  BatchSyncInput,
  FleetQueryInput,
  FleetRow,
  FleetSummary,
  MaintainCtrlInput,
  MaintainCtrlReorderInput,
  MaintainCtrlRow,
  MaintainCtrlStateInput,
  MaintainCtrlUpdateInput,
  RefreshTimeStateInput,
  UpdateCurTimeItemInput,
  UpdateExecDateInput,
  UpdateExecHoursInput,
  UpdateExpireDateInput,
  UpdateMatSeriInput,
} from '@hangar/domain/contracts/maintenance';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import { computeDue, selectTimeItem, type TimeRule } from '@hangar/domain/due';
import type { MessageKey } from '@hangar/domain/messages';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { findMaintainItems } from '../maintain-item/maintain-item.repo';
import { applyReorder, checkTimeRules, definitionValues } from '../maintain-item/maintain-item.service';
import {
  countersOf,
  dueInputOf,
  STORED_DUE_VERSION,
  type StoredDue,
  sameStoredDue,
  storedDue,
} from './maintain-ctrl.due';
import {
  allPlanes,
  type CtrlWithPlane,
  ctrlsOfPlane,
  deleteCtrls,
  dueRowsOfPlane,
  findCtrl,
  findPlane,
  fleetCounts,
  importedItemIds,
  insertCtrl,
  type MaintainCtrlRowDb,
  nextCtrlSorter,
  planeIdsOf,
  queryFleet,
  queryMaintainCtrl,
  updateCtrl,
  writeRemainHours,
  writeStoredDue,
} from './maintain-ctrl.repo';

// Per-aircraft maintenance control (materials document §2.4, §3, §4, §5, §7; DOMAIN.md "Time rules and due
// calculation"). Only the aircraft's company reads or writes its items. Every answer row carries its due
// computed for today in the configured time zone; every write that changes an input of the due rewrites the
// stored due fields in the same transaction (they serve the fleet monitor's SQL).

const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);

/** API shape of a control item with its due for `today`. */
export function toMaintainCtrl(row: CtrlWithPlane, today: string): MaintainCtrlRow {
  const { due, rulesDue } = computeDue(dueInputOf(row), countersOf(row.plane_hours), today);
  return {
    id: row.id,
    planeEntity: row.plane_id,
    planeModel: row.model_id,
    maintainItemId: row.maintain_item_id,
    name: row.name,
    type: row.type,
    material: row.material,
    matModel: row.mat_model,
    matSeri: row.mat_seri,
    content: row.content,
    timerContent: parseJson<TimeRule[]>(row.timer_content, []),
    sourceContent: parseJson(row.source_content, []),
    subContent: parseJson(row.sub_content, []),
    jobCardName: row.job_card_name,
    pos: row.pos,
    timerSource: row.timer_source,
    timeAlign: row.time_align,
    remarks: row.remarks,
    expireDateSet: row.expire_date_set,
    curTimeItem: row.cur_time_item,
    executeDate: row.execute_date,
    executeHours: row.execute_hours,
    initHours: row.init_hours,
    approved: row.approved,
    disabled: row.disabled,
    sorter: row.sorter,
    due,
    rulesDue,
  };
}

/** The inputs of an item as the audit shows them (no derived fields, no bookkeeping). */
function audited(row: MaintainCtrlRowDb): Record<string, unknown> {
  return {
    name: row.name,
    type: row.type,
    maintainItemId: row.maintain_item_id,
    material: row.material,
    matModel: row.mat_model,
    matSeri: row.mat_seri,
    content: row.content,
    timerContent: parseJson(row.timer_content, []),
    sourceContent: parseJson(row.source_content, null),
    subContent: parseJson(row.sub_content, null),
    jobCardName: row.job_card_name,
    pos: row.pos,
    timerSource: row.timer_source,
    timeAlign: row.time_align,
    remarks: row.remarks,
    expireDateSet: row.expire_date_set,
    curTimeItem: row.cur_time_item,
    executeDate: row.execute_date,
    executeHours: row.execute_hours,
    initHours: row.init_hours,
    approved: row.approved,
    disabled: row.disabled,
  };
}

async function planeOr404(ctx: Ctx<unknown>, planeId: number) {
  const plane = await findPlane(ctx.db, companyOf(ctx.scope), planeId);
  if (!plane) throw notFound();
  return plane;
}

async function ctrlOr404(ctx: Ctx<unknown>, id: number): Promise<CtrlWithPlane> {
  const row = await findCtrl(ctx.db, ctx.scope, id);
  if (!row) throw notFound();
  return row;
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
async function saveCtrl(
  ctx: Ctx<unknown>,
  before: CtrlWithPlane,
  changes: Partial<MaintainCtrlRowDb>,
): Promise<MaintainCtrlRow> {
  const today = todayOf(ctx);
  const next: CtrlWithPlane = { ...before, ...changes };
  const derived = storedDue(dueInputOf(next), countersOf(before.plane_hours), today);
  const after: CtrlWithPlane = { ...next, ...derived };
  await updateCtrl(ctx.db, companyOf(ctx.scope), before.id, { ...changes, ...derived });
  await ctx.audit({
    targetType: ObjType.Control,
    targetId: before.id,
    name: after.name,
    changes: diff(audited(before), audited(after)),
  });
  ctx.changed('maintain_ctrl', [before.id]);
  return toMaintainCtrl(after, today);
}

// --- Queries -----------------------------------------------------------------------------------------------

export async function queryCtrl(ctx: Ctx<QueryPayload>) {
  const page = await queryMaintainCtrl(ctx.db, ctx.scope, ctx.body);
  const today = todayOf(ctx);
  return { items: page.items.map((row) => toMaintainCtrl(row, today)), totalItems: page.totalItems };
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
  });
  const items: FleetRow[] = page.items.map((row) => ({
    ...toMaintainCtrl(row, today),
    planeName: row.plane_name,
    modelName: row.model_name,
    allFlyHours: row.plane_hours,
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
    const [item] = await findMaintainItems(db, [body.maintainItemId]);
    if (!item || item.model_id !== plane.model_id) {
      throw invalid('maintain.otherModel', 'maintainItemId', { name: item?.name ?? String(body.maintainItemId) });
    }
  }
  checkTimeRules(ctx.lang, body.timerContent);
  checkCurrent(body.timerContent, body.curTimeItem);
  const today = todayOf(ctx);
  const inputs = {
    ...definitionValues(body),
    maintain_item_id: body.maintainItemId ?? null,
    material: body.material ?? null,
    mat_seri: body.matSeri ?? null,
    cur_time_item: body.curTimeItem ?? null,
    execute_date: body.executeDate ?? null,
    execute_hours: body.executeHours ?? null,
    init_hours: body.initHours ?? null,
  };
  const row = await insertNew(ctx, plane, inputs);
  await ctx.audit({ targetType: ObjType.Control, targetId: row.id, name: row.name, changes: diff({}, audited(row)) });
  ctx.changed('maintain_ctrl', [row.id]);
  return toMaintainCtrl(row, today);
}

type CtrlInputs = Omit<
  MaintainCtrlRowDb,
  'id' | 'company_id' | 'plane_id' | 'model_id' | 'approved' | 'disabled' | 'sorter' | 'created_at' | keyof StoredDue
>;

async function insertNew(
  ctx: Ctx<unknown>,
  plane: { id: number; model_id: number; all_fly_hours: number },
  inputs: CtrlInputs,
  sorter?: number,
): Promise<CtrlWithPlane> {
  const companyId = companyOf(ctx.scope);
  const base = {
    ...inputs,
    company_id: companyId,
    plane_id: plane.id,
    model_id: plane.model_id,
    approved: 0,
    disabled: 0,
    sorter: sorter ?? (await nextCtrlSorter(ctx.db, companyId, plane.id)),
    created_at: formatDateTime(new Date(), ctx.deps.config.timeZone),
  };
  const derived = storedDue(dueInputOf(base), countersOf(plane.all_fly_hours), todayOf(ctx));
  const id = await insertCtrl(ctx.db, { ...base, ...derived });
  return { ...base, ...derived, id, plane_hours: plane.all_fly_hours };
}

export async function changeCtrl(ctx: Ctx<z.output<typeof MaintainCtrlUpdateInput>>) {
  const { body } = ctx;
  const before = await ctrlOr404(ctx, body.id);
  if (body.planeEntity !== undefined && body.planeEntity !== before.plane_id) throw notFound();
  checkTimeRules(ctx.lang, body.timerContent);
  // A current rule that no longer exists after the edit is cleared rather than refused.
  let current = body.curTimeItem === undefined ? before.cur_time_item : body.curTimeItem;
  if (body.curTimeItem === undefined && current !== null && !body.timerContent.some((r) => r.name === current)) {
    current = null;
  }
  checkCurrent(body.timerContent, current);
  const changes: Partial<MaintainCtrlRowDb> = { ...definitionValues(body), cur_time_item: current };
  if (body.expireDateSet === undefined) delete changes.expire_date_set;
  if (body.material !== undefined) changes.material = body.material ?? null;
  if (body.matSeri !== undefined) changes.mat_seri = body.matSeri ?? null;
  if (body.executeDate !== undefined) changes.execute_date = body.executeDate;
  if (body.executeHours !== undefined) changes.execute_hours = body.executeHours;
  if (body.initHours !== undefined) changes.init_hours = body.initHours;
  return saveCtrl(ctx, before, changes);
}

export async function removeCtrl(ctx: Ctx<z.output<typeof MaintainCtrlStateInput>>) {
  const before = await ctrlOr404(ctx, ctx.body.id);
  await deleteCtrls(ctx.db, companyOf(ctx.scope), [before.id]);
  await ctx.audit({ targetType: ObjType.Control, targetId: before.id, name: before.name, before: audited(before) });
  ctx.changed('maintain_ctrl', [before.id]);
  return { id: before.id };
}

/** Approve / DeApprove / Disable / Enable (materials document §4). */
export function setCtrlFlag(flag: 'approved' | 'disabled', value: 0 | 1) {
  return async (ctx: Ctx<z.output<typeof MaintainCtrlStateInput>>) => {
    const before = await ctrlOr404(ctx, ctx.body.id);
    return saveCtrl(ctx, before, { [flag]: value });
  };
}

export async function updateMatSeri(ctx: Ctx<z.output<typeof UpdateMatSeriInput>>) {
  const before = await ctrlOr404(ctx, ctx.body.id);
  return saveCtrl(ctx, before, { mat_seri: ctx.body.matSeri ?? null });
}

/** Clicking a rule chip: selection rules of the domain (该项始终生效，无需选择 / 该时控类型不能取消，只能切换到其他项). */
export async function updateCurTimeItem(ctx: Ctx<z.output<typeof UpdateCurTimeItemInput>>) {
  const before = await ctrlOr404(ctx, ctx.body.id);
  const rules = parseJson<TimeRule[]>(before.timer_content, []);
  // null stands for clicking the current rule again.
  const clicked = ctx.body.curTimeItem ?? before.cur_time_item;
  if (clicked === null) return saveCtrl(ctx, before, {});
  if (!rules.some((r) => r.name === clicked)) {
    throw invalid('maintain.unknownTimeItem', 'curTimeItem', { name: clicked });
  }
  const result = selectTimeItem(rules, before.cur_time_item, clicked);
  if (!result.ok) throw rule(result.message as MessageKey);
  return saveCtrl(ctx, before, { cur_time_item: result.curTimeItem });
}

export async function updateExecDate(ctx: Ctx<z.output<typeof UpdateExecDateInput>>) {
  const before = await ctrlOr404(ctx, ctx.body.id);
  return saveCtrl(ctx, before, { execute_date: ctx.body.executeDate });
}

export async function updateExpireDate(ctx: Ctx<z.output<typeof UpdateExpireDateInput>>) {
  const before = await ctrlOr404(ctx, ctx.body.id);
  return saveCtrl(ctx, before, { expire_date_set: ctx.body.expireDateSet });
}

export async function updateExecHours(ctx: Ctx<z.output<typeof UpdateExecHoursInput>>) {
  const { body } = ctx;
  const before = await ctrlOr404(ctx, body.id);
  if (body.planeEntity !== undefined && body.planeEntity !== null && body.planeEntity !== before.plane_id) {
    throw notFound();
  }
  const changes: Partial<MaintainCtrlRowDb> = { execute_hours: body.executeHours };
  if (body.initHours !== undefined) changes.init_hours = body.initHours;
  return saveCtrl(ctx, before, changes);
}

// --- Batch writes (all or nothing) --------------------------------------------------------------------------

/** The aircraft and exactly the listed control items of it; any id that is not one of them answers 404. */
async function ticked(ctx: Ctx<unknown>, planeId: number, ids: readonly number[]) {
  const plane = await planeOr404(ctx, planeId);
  const unique = [...new Set(ids)];
  const rows = await ctrlsOfPlane(ctx.db, companyOf(ctx.scope), plane.id, unique);
  if (rows.length !== unique.length) throw notFound();
  return { plane, rows };
}

export async function batchDelete(ctx: Ctx<z.output<typeof BatchDeleteInput>>) {
  const { rows } = await ticked(ctx, ctx.body.id, ctx.body.idExt);
  await deleteCtrls(
    ctx.db,
    companyOf(ctx.scope),
    rows.map((r) => r.id),
  );
  for (const row of rows) {
    await ctx.audit({ targetType: ObjType.Control, targetId: row.id, name: row.name, before: audited(row) });
  }
  ctx.changed(
    'maintain_ctrl',
    rows.map((r) => r.id),
  );
  return { ids: rows.map((r) => r.id) };
}

/** The definition fields a control item copies from its model item (the aircraft's own state stays). */
function copiedFromItem(item: Awaited<ReturnType<typeof findMaintainItems>>[number]) {
  return {
    name: item.name,
    type: item.type,
    mat_model: item.mat_model,
    content: item.content,
    timer_content: item.timer_content,
    source_content: item.source_content,
    sub_content: item.sub_content,
    job_card_name: item.job_card_name,
    pos: item.pos,
    timer_source: item.timer_source,
    time_align: item.time_align,
    remarks: item.remarks,
  };
}

/**
 * Imports model items into an aircraft: every listed item must be an enabled item of the aircraft's model
 * (else nothing is imported); items the aircraft already has are skipped, so importing twice is harmless.
 */
export async function batchAdd(ctx: Ctx<z.output<typeof BatchAddInput>>) {
  const { db } = ctx;
  const companyId = companyOf(ctx.scope);
  const plane = await planeOr404(ctx, ctx.body.id);
  const unique = [...new Set(ctx.body.idExt)];
  const items = await findMaintainItems(db, unique);
  if (items.length !== unique.length) throw notFound();
  for (const item of items) {
    if (item.model_id !== plane.model_id) throw rule('maintain.otherModel', { name: item.name });
    if (item.disabled === 1) throw rule('maintain.itemDisabled', { name: item.name });
  }
  const already = await importedItemIds(db, companyId, plane.id);
  const fresh = items.filter((i) => !already.has(i.id)).sort((x, y) => x.sorter - y.sorter || x.id - y.id);
  let sorter = await nextCtrlSorter(db, companyId, plane.id);
  const added: number[] = [];
  for (const item of fresh) {
    const row = await insertNew(
      ctx,
      plane,
      {
        ...copiedFromItem(item),
        maintain_item_id: item.id,
        material: null,
        mat_seri: null,
        expire_date_set: item.expire_date_set,
        cur_time_item: null,
        execute_date: null,
        execute_hours: null,
        init_hours: null,
      },
      sorter++,
    );
    await ctx.audit({ targetType: ObjType.Control, targetId: row.id, name: row.name, changes: diff({}, audited(row)) });
    added.push(row.id);
  }
  if (added.length === 0) {
    // Nothing new: an entry that names no change, so the call writes no log row (nothing was changed).
    await ctx.audit({ targetType: ObjType.Plane, targetId: plane.id, name: plane.name, changes: {} });
  } else {
    ctx.changed('maintain_ctrl', added);
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
  for (const row of rows) if (row.maintain_item_id === null) throw rule('maintain.notFromModel', { name: row.name });
  const items = new Map(
    (await findMaintainItems(ctx.db, [...new Set(rows.map((r) => r.maintain_item_id as number))])).map((i) => [
      i.id,
      i,
    ]),
  );
  const updated: MaintainCtrlRow[] = [];
  for (const row of rows) {
    const item = items.get(row.maintain_item_id as number);
    if (!item) throw rule('maintain.sourceGone', { name: row.name });
    const copied = copiedFromItem(item);
    const rules = parseJson<TimeRule[]>(copied.timer_content, []);
    const current = row.cur_time_item;
    const keep = current !== null && rules.some((r) => r.name === current) && selectTimeItem(rules, null, current).ok;
    updated.push(await saveCtrl(ctx, row, { ...copied, cur_time_item: keep ? current : null }));
  }
  return { items: updated };
}

/**
 * Rewrites the stored due fields of an aircraft's control items (after its counters changed); answers how many
 * changed. Call it in the transaction that changed the counters. Of the stored fields only the nearest-due sort
 * key depends on the day (its hours forecast is made on `today`); it is rewritten only with another field.
 */
export async function refreshPlaneDue(
  db: Kysely<Database>,
  companyId: number,
  planeId: number,
  today: string,
  /** Rewrite a sort key that changed alone too (after an engine change). */
  resort = false,
): Promise<number[]> {
  const plane = await findPlane(db, companyId, planeId);
  if (!plane) return [];
  const counters = countersOf(plane.all_fly_hours);
  const changed: (StoredDue & { id: number })[] = [];
  const hoursOnly: { id: number; due_remain_hours: number | null }[] = [];
  for (const row of await dueRowsOfPlane(db, companyId, planeId)) {
    const derived = storedDue(dueInputOf(row), counters, today);
    // The sort key's hours forecast is made when something else changes (the hours after a flight, the item): a
    // later day alone does not rewrite it, which would touch every hours item's index entries every day.
    if (sameStoredDue(row, resort ? derived : { ...derived, due_sort: row.due_sort })) continue;
    // After a flight most items change their remaining hours only.
    if (sameStoredDue({ ...row, due_remain_hours: derived.due_remain_hours }, derived)) {
      hoursOnly.push({ id: row.id, due_remain_hours: derived.due_remain_hours });
    } else {
      changed.push({ id: row.id, ...derived });
    }
  }
  await writeStoredDue(db, companyId, changed);
  await writeRemainHours(db, companyId, hoursOnly);
  return [...changed, ...hoursOnly].map((r) => r.id);
}

/**
 * After an engine change (STORED_DUE_VERSION raised), rewrites the stored due fields of every control item of
 * every company, once, in one transaction; answers how many items changed, or null when the database was
 * already current. Runs with the migrations, before the server answers anyone. Derived fields only: no input
 * of any item changes, so the operation log is not involved.
 */
export async function syncStoredDue(db: Kysely<Database>, today: string): Promise<number | null> {
  const key = 'stored_due_version';
  const current = await db.selectFrom('platform_config').select('value').where('key', '=', key).executeTakeFirst();
  if (current?.value === String(STORED_DUE_VERSION)) return null;
  return db.transaction().execute(async (trx) => {
    let changed = 0;
    for (const plane of await allPlanes(trx)) {
      changed += (await refreshPlaneDue(trx, plane.company_id, plane.id, today, true)).length;
    }
    await trx
      .insertInto('platform_config')
      .values({ key, value: String(STORED_DUE_VERSION) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(STORED_DUE_VERSION) }))
      .execute();
    return changed;
  });
}

export async function refreshTimeState(ctx: Ctx<z.output<typeof RefreshTimeStateInput>>) {
  const companyId = companyOf(ctx.scope);
  const today = todayOf(ctx);
  const plane = ctx.body.id === undefined ? undefined : await planeOr404(ctx, ctx.body.id);
  const planes = plane ? [plane.id] : (await planeIdsOf(ctx.db, companyId)).map((p) => p.id);
  const changed: number[] = [];
  for (const planeId of planes) changed.push(...(await refreshPlaneDue(ctx.db, companyId, planeId, today)));
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
  const companyId = companyOf(ctx.scope);
  const plane = await planeOr404(ctx, body.planeEntity);
  const rows = await ctrlsOfPlane(ctx.db, companyId, plane.id, body.ids);
  const { changed, order, answer } = await applyReorder(rows, body.ids, (id, sorter) =>
    updateCtrl(ctx.db, companyId, id, { sorter }),
  );
  await ctx.audit({ targetType: ObjType.Plane, targetId: plane.id, name: plane.name, changes: { order } });
  if (changed.length > 0) ctx.changed('maintain_ctrl', changed);
  return answer;
}
