import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule, partKeyOf } from '@hangar/domain/contracts/documents';
import {
  type Amendment,
  type AmendmentChange,
  MaintainAssembly,
  MaintainTask,
  type MaintainTaskRecord,
  type MaintainTaskRow,
  STEP_ACTION,
  TASK_TYPES,
  type TaskAction,
  type TaskGroup,
  TaskState,
  TaskType,
  taskGroupOf,
  taskRefusal,
  type VerifyAnswer,
} from '@hangar/domain/contracts/records';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { type MessageKey, translate } from '@hangar/domain/messages';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { auditOf, withChanges } from '../../platform/entity/entity-map';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { requiredFixedId } from '../../platform/query/fixed';
import { appendHeads, type Head } from '../../platform/records/heads';
import { type RecordKey, recordKey } from '../../platform/records/record-key';
import {
  type Anchor,
  anchorOf,
  appendLink,
  type CurrentRecord,
  canonicalJson,
  latestLinkOf,
  verifyChains,
} from '../../platform/records/sign-chain';
import { refuseIfUsed } from '../../platform/registry';
import { findDocument } from '../document';
import { findMember } from '../employ';
import {
  type AssemblyRecord,
  type AssemblyValues,
  assembliesOfParent,
  assembliesOfParents,
  deleteAssemblies,
  insertAssemblies,
  setParentChangeDate,
  updateAssembly,
} from '../maintain-assembly';
import { type CtrlBefore, type CtrlRead, executeForRecord, readCtrl, restoreForRecord } from '../maintain-ctrl';
import { findComponent } from '../plane-bom';
import { lockPlane, planeCounters } from '../plane-entity';
import { qualifiedSigner } from '../qualification';
import {
  amendmentsOf,
  deleteTask,
  findTask,
  insertAmendment,
  insertTask,
  queryTasks,
  signedTasks,
  type TaskRead,
  type TaskValues,
  updateAmendment,
  updateTask,
  userNames,
} from './maintain-task.repo';

// Maintenance records of an aircraft (spec §2.2, §2.6–§2.10, §3 "Maintenance task", §4, §5, §7 "Tasks"; issue
// 17): tasks, AD/SB, repairs and faults of one aircraft of the caller's company, with their assembly rows. The
// decided behaviour (contracts/records.ts): a workflow Confirm → Realize → CheckOk in order; Close is a
// certified sign-off by the caller (an unexpired licence on file) that stamps name, licence, time and the
// aircraft's totals and appends the record to its aircraft's hash chain (platform/records); a closed record is
// read-only until Open (with a reason), which keeps the signed version in an amendment; only a record never
// signed is deleted. A record naming one of the aircraft's control items sets the item's execution and due in
// the same transaction (maintain-ctrl), and deleting the unsigned draft puts the item back.

type Body<K extends keyof typeof MaintainTask.api> = EndpointBody<(typeof MaintainTask.api)[K]>;
type Plane = NonNullable<Awaited<ReturnType<typeof planeCounters>>>;
type ItemInput = NonNullable<Body<'Add'>['items']>[number];

const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);
const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

async function planeOr404(ctx: Ctx<unknown>, planeId: number): Promise<Plane> {
  const plane = await planeCounters(ctx.db, ctx.scope, planeId);
  if (!plane) throw notFound();
  return plane;
}

async function taskOr404(ctx: Ctx<unknown>, id: number): Promise<TaskRead> {
  const found = await findTask(ctx.db, ctx.scope, id);
  if (!found) throw notFound();
  return found;
}

/**
 * A record for a write, read again after locking its aircraft until the transaction ends (PostgreSQL): writes of
 * one aircraft's records run one after the other, so a sign-off never races an edit, a second sign-off or the
 * chain's next link.
 */
async function lockedTask(ctx: Ctx<unknown>, id: number): Promise<TaskRead> {
  const first = await taskOr404(ctx, id);
  if (ctx.deps.db.dialect !== 'postgres') return first;
  await lockPlane(ctx.db, ctx.deps.db.dialect, ctx.scope, first.row.plane);
  return taskOr404(ctx, id);
}

/**
 * What the caller may do with a record (docs/architecture.md "Row abilities"): each write's access (its contract's)
 * and the domain's taskRefusal, which each write checks too.
 */
export const taskAbilities = rowAbilities<TaskAction>({
  update: MaintainTask.api.UpdateWithItems,
  delete: MaintainTask.api.Delete,
  confirm: MaintainTask.api['Workflow/Confirm'],
  realize: MaintainTask.api['Workflow/Realize'],
  checkOk: MaintainTask.api['Workflow/CheckOk'],
  close: MaintainTask.api.Close,
  open: MaintainTask.api.Open,
});

/** The log's name of a record. */
const nameOf = (row: Pick<MaintainTaskRecord, 'id' | 'issueCondition' | 'standardSeri' | 'description'>) =>
  (row.standardSeri ?? row.issueCondition ?? row.description ?? String(row.id)).slice(0, 200);

// --- Answers -----------------------------------------------------------------------------------------------

/** Rows with the worker's and the step users' names (employee real name, else user name). */
async function answerRows(ctx: Ctx<unknown>, rows: MaintainTaskRecord[]): Promise<MaintainTaskRow[]> {
  const ids: number[] = [];
  for (const r of rows) {
    for (const id of [r.workPerson, r.confirmBy, r.realizeBy, r.checkOkBy]) if (id !== null) ids.push(id);
  }
  const names = await userNames(ctx.db, ctx.scope, ids);
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const granted = grantedOf(ctx.scope, taskAbilities);
  return rows.map((r) => ({
    ...r,
    workPersonName: name(r.workPerson),
    confirmByName: name(r.confirmBy),
    realizeByName: name(r.realizeBy),
    checkOkByName: name(r.checkOkBy),
    abilities: abilitiesOf(granted, (action) => taskRefusal(action, r)),
  }));
}

async function answerOf(ctx: Ctx<unknown>, id: number): Promise<MaintainTaskRow> {
  const [row] = await answerRows(ctx, [(await taskOr404(ctx, id)).row]);
  return row;
}

// --- Signed content ----------------------------------------------------------------------------------------

/** What a sign-off covers: the record (its fields and sign-off, without the chain's own bookkeeping) and its rows. */
export function signedContent(row: MaintainTaskRecord, items: readonly AssemblyRecord[]): string {
  const { signHash: _hash, signSeq: _seq, document, component, componentPart, componentSeri, order, ...rest } = row;
  // The linked document (issue 32), an appliance document's component (its row, part and serial number) and the
  // production order (issue 33) are signed when set; a record without them reads as it was signed before the
  // columns existed, so that the chains signed then still verify.
  const record = {
    ...rest,
    ...(document === null ? {} : { document }),
    ...(component === null ? {} : { component, componentPart, componentSeri }),
    ...(order === null ? {} : { order }),
  };
  return canonicalJson({ record, items });
}

/** The company's signed records (of one aircraft) as they are now, for Verify. */
export async function currentRecords(db: Kysely<Database>, owner: Owner, planeId?: number): Promise<CurrentRecord[]> {
  const rows = await signedTasks(db, owner, planeId);
  const items = await assembliesOfParents(
    db,
    owner,
    rows.map((r) => r.row.id),
  );
  return rows.map(({ row, reopened }) => ({
    id: row.id,
    planeId: row.plane,
    closed: row.closed,
    reopened,
    content: signedContent(row, items.get(row.id) ?? []),
    signHash: row.signHash,
    signSeq: row.signSeq,
  }));
}

/**
 * Verifies the sign-off chains of a company (every aircraft, or one) against the record key and the checkpointed
 * heads (the data directory's, and for verify-records an exported heads file's).
 */
export function verifyCompany(
  db: Kysely<Database>,
  owner: Owner,
  anchor: Anchor,
  planeId?: number,
): Promise<VerifyAnswer> {
  return verifyChains(db, owner, (plane) => currentRecords(db, owner, plane), anchor, planeId);
}

// --- Validation --------------------------------------------------------------------------------------------

type Required = readonly (readonly [keyof TaskValues, MessageKey])[];
const TASK_REQUIRED: Required = [
  ['issueCondition', 'task.issueConditionRequired'],
  ['description', 'task.descriptionRequired'],
  ['workCard', 'task.workCardRequired'],
  ['matModel', 'task.matModelRequired'],
  ['matSeri', 'task.matSeriRequired'],
  ['flyHours', 'task.flyHoursRequired'],
  ['workDate', 'task.workDateRequired'],
  ['workPerson', 'task.workPersonRequired'],
];
const REPAIR_REQUIRED: Required = [
  ['issueCondition', 'task.issueConditionRequired'],
  ['description', 'task.descriptionRequired'],
  ['flyHours', 'task.flyHoursRequired'],
  ['workDate', 'task.workDateRequired'],
  ['workPerson', 'task.workPersonRequired'],
];
const STANDARD_REQUIRED: Required = [
  ['standardSeri', 'task.standardSeriRequired'],
  ['description', 'task.descriptionRequired'],
  ['flyHours', 'task.flyHoursRequired'],
  ['standardDate', 'task.standardDateRequired'],
  ['workDate', 'task.workDateRequired'],
  ['isRepeat', 'task.repeatRequired'],
  ['workPerson', 'task.workPersonRequired'],
];
/** The fields each kind's dialog requires (§5). */
const REQUIRED: Record<TaskGroup, Required> = {
  task: TASK_REQUIRED,
  repair: REPAIR_REQUIRED,
  ad: STANDARD_REQUIRED,
  sb: STANDARD_REQUIRED,
  fault: [['issueDate', 'task.issueDateRequired']],
};

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * Checks a record as it will be saved: the kind's required fields (every one missing is named), no work date after
 * today, a worker who is an active employee of the company, a parent record and a control item of the same
 * aircraft. Answers the control item when one is named.
 */
async function checkRecord(
  ctx: Ctx<unknown>,
  values: TaskValues & { plane: number; type: number },
  selfId?: number,
  keepComponent = false,
): Promise<CtrlRead | undefined> {
  if (values.type === TaskType.Release) throw invalid('task.releaseByOrder', 'type');
  const missing = REQUIRED[taskGroupOf(values.type)].filter(([field]) => blank(values[field]));
  if (missing.length > 0) {
    const [field, key] = missing[0];
    throw new AppError(
      'VALIDATION',
      key,
      { field },
      { errors: missing.map(([f, k]) => ({ field: f, message: k, params: {} })) },
    );
  }
  const workDay = day(values.workDate);
  if (workDay !== null && workDay > todayOf(ctx)) throw invalid('task.workDateFuture', 'workDate');
  const issueDay = day(values.issueDate);
  if (issueDay !== null && issueDay > todayOf(ctx)) throw invalid('task.issueDateFuture', 'issueDate');
  if (values.workPerson !== null && values.workPerson !== undefined) {
    if (!(await findMember(ctx.db, ctx.scope, values.workPerson))) {
      throw invalid('task.workPersonNotMember', 'workPerson');
    }
  }
  if (values.parent !== null && values.parent !== undefined) {
    const parent = await findTask(ctx.db, ctx.scope, values.parent);
    if (!parent || parent.row.plane !== values.plane || parent.row.id === selfId) {
      throw invalid('task.parentNotOfPlane', 'parent');
    }
  }
  await checkDocument(ctx, values, keepComponent);
  if (values.maintainCtrl !== null && values.maintainCtrl !== undefined) {
    const read = await readCtrl(ctx, values.maintainCtrl);
    if (!read || read.item.planeEntity !== values.plane) throw invalid('task.ctrlNotOfPlane', 'maintainCtrl');
    return read;
  }
  return undefined;
}

/**
 * The document an AD (SB) record complies with (issue 32, the AD/SB register): a CAD/AD (SB/SI) document of the
 * aircraft's model library; other kinds of record name none. An appliance document's record names the component it
 * complied on (checkComponent).
 */
async function checkDocument(ctx: Ctx<unknown>, values: TaskValues & { plane: number; type: number }, keep: boolean) {
  if (values.document === null || values.document === undefined) return checkComponent(ctx, values, null, keep);
  const group = taskGroupOf(values.type);
  if (group !== 'ad' && group !== 'sb') throw invalid('adreg.recordDocumentOnlyAdSb', 'document');
  const doc = await findDocument(ctx.db, ctx.scope, DocumentModule.Model, values.document);
  const dict = group === 'ad' ? DocumentDict.CadAd : DocumentDict.SbSi;
  if (doc?.isFolder !== 0 || doc.dict !== dict || doc.target !== values.planeModel) {
    throw invalid('adreg.recordDocumentInvalid', 'document');
  }
  return checkComponent(ctx, values, doc.applianceParts, keep);
}

/**
 * The component of an appliance document's record (issue 32): required, one of the aircraft's installed components
 * whose part number the document names; its part and serial number are copied onto the record (`values`), so the
 * compliance stays with the serial when the component moves. A record of another document names none. `keep`: the
 * document and component are unchanged since saved, the copy stands (the component may have moved since).
 */
async function checkComponent(
  ctx: Ctx<unknown>,
  values: TaskValues & { plane: number },
  parts: readonly string[] | null,
  keep: boolean,
) {
  const component = values.component ?? null;
  if (!parts || parts.length === 0) {
    if (component !== null) throw invalid('adreg.componentOnlyAppliance', 'component');
    values.componentPart = null;
    values.componentSeri = null;
    return;
  }
  if (component === null) throw invalid('adreg.componentRequired', 'component');
  if (keep && values.componentPart) return;
  const found = await findComponent(ctx.db, ctx.scope, component);
  const keys = new Set(parts.map(partKeyOf));
  if (found?.closed !== 0 || found.planeId !== values.plane || !found.part || !keys.has(partKeyOf(found.part))) {
    throw invalid('adreg.componentInvalid', 'component');
  }
  values.componentPart = found.part;
  values.componentSeri = found.seri;
}

/**
 * A record's counter readings are the aircraft's at the work: never above its totals now (issue 29). Checked on
 * Add, and on an update that changes them (an old record is not refused for a later correction of the log).
 */
function checkCounters(plane: Plane, values: Pick<TaskValues, 'flyHours' | 'landings'>): void {
  const total = Number(plane.all_fly_hours ?? 0);
  if (
    values.flyHours !== null &&
    values.flyHours !== undefined &&
    Math.round(values.flyHours * 100) > Math.round(total * 100)
  ) {
    throw invalid('task.flyHoursAboveTotal', 'flyHours', { value: values.flyHours, plane: plane.name, total });
  }
  const landings = Number(plane.all_landings ?? 0);
  if (values.landings !== null && values.landings !== undefined && values.landings > landings) {
    throw invalid('task.landingsAboveTotal', 'landings', {
      value: values.landings,
      plane: plane.name,
      total: landings,
    });
  }
}

// --- Assembly rows -------------------------------------------------------------------------------------------

function itemValues(item: ItemInput): AssemblyValues {
  return {
    ctype: item.ctype,
    name: item.name ?? null,
    removeModel: item.removeModel ?? null,
    removeSeri: item.removeSeri,
    removeHours: item.removeHours ?? null,
    installModel: item.installModel ?? null,
    installSeri: item.installSeri,
    installHours: item.installHours ?? null,
    comments: item.comments ?? null,
  };
}

const itemsAudit = (rows: readonly AssemblyRecord[]) =>
  rows.map((r) => ({ id: r.id, ...auditOf(MaintainAssembly, r) }));

/**
 * Applies a record's assembly rows (§4): rows without an id are added (unless also deleted); an existing row
 * with isDelete is deleted, with isUpdate changed. A row id that is not the record's answers 404.
 */
async function applyItems(
  ctx: Ctx<unknown>,
  task: MaintainTaskRecord,
  items: readonly ItemInput[],
  existing: readonly AssemblyRecord[],
): Promise<boolean> {
  const mine = new Set(existing.map((r) => r.id));
  const created = nowOf(ctx);
  const inserts: AssemblyValues[] = [];
  const deletes: number[] = [];
  let changed = false;
  for (const item of items) {
    if (item.id === undefined) {
      if (item.isDelete) continue;
      inserts.push({
        ...itemValues(item),
        parent: task.id,
        plane: task.plane,
        changeDate: task.workDate,
        state: 1,
        createdAt: created,
      });
      continue;
    }
    if (!mine.has(item.id)) throw notFound();
    if (item.isDelete) deletes.push(item.id);
    else if (item.isUpdate) {
      await updateAssembly(ctx.db, ctx.scope, item.id, itemValues(item));
      changed = true;
    }
  }
  await deleteAssemblies(ctx.db, ctx.scope, deletes);
  await insertAssemblies(ctx.db, ctx.scope, inserts);
  return changed || deletes.length > 0 || inserts.length > 0;
}

// --- Queries -------------------------------------------------------------------------------------------------

/**
 * The types of a kind's list: fixed filters `type` with compare `in` and a comma-separated value (`"70,8,9"`),
 * which the generic query payload (scalar values) does not express; several are ANDed like every fixed filter.
 */
function typesIn(payload: QueryPayload): { rest: QueryPayload; types: number[] | undefined } {
  let types: number[] | undefined;
  const fixedFilters = payload.fixedFilters.filter((f) => {
    if (f.name !== 'type' || f.compare !== 'in') return true;
    const listed = String(f.value ?? '')
      .split(',')
      .map((v) => Number(v.trim()));
    if (listed.length === 0 || listed.some((v) => !(TASK_TYPES as readonly number[]).includes(v))) {
      throw invalid('task.typeRequired', 'fixedFilters.type');
    }
    types = types === undefined ? listed : types.filter((v) => listed.includes(v));
    return false;
  });
  return { rest: { ...payload, fixedFilters }, types };
}

export async function queryTask(ctx: Ctx<Body<'Query'>>) {
  await planeOr404(ctx, requiredFixedId(ctx.body, 'plane', 'task.filterRequired'));
  const { rest, types } = typesIn(ctx.body);
  const typeEq = rest.fixedFilters.find((f) => f.name === 'type' && f.compare === 'eq');
  const kind = types ?? (typeEq === undefined ? [] : [Number(typeEq.value)]);
  // Faults list the open ones first (§2.2); the other kinds the latest work first.
  const faults = kind.length > 0 && kind.every((v) => v === TaskType.Fault);
  const page = await queryTasks(
    ctx.db,
    ctx.scope,
    rest,
    faults ? { field: 'closed', order: 'asc' } : { field: 'workDate', order: 'desc' },
    types,
  );
  return { items: await answerRows(ctx, page.items), totalItems: page.totalItems };
}

export async function historyTask(ctx: Ctx<Body<'History'>>) {
  const task = await answerOf(ctx, ctx.body.id);
  const rows = await amendmentsOf(ctx.db, ctx.scope, task.id);
  const names = await userNames(
    ctx.db,
    ctx.scope,
    rows.flatMap((r) => (r.opened_by === null ? [] : [r.opened_by])),
  );
  const amendments: Amendment[] = rows.map((r) => ({
    id: r.id,
    task: r.task_id,
    seq: r.seq,
    reason: r.reason,
    openedBy: r.opened_by,
    openedByName: r.opened_by === null ? null : (names.get(r.opened_by) ?? null),
    openedAt: r.opened_at,
    signedVersion: JSON.parse(r.signed_version) as Record<string, unknown>,
    changes: JSON.parse(r.changes ?? '[]') as AmendmentChange[],
    resignedBy: r.resigned_by,
    resignedName: r.resigned_name,
    resignedAt: r.resigned_at,
    resignHash: r.resign_hash,
  }));
  return { task, amendments };
}

export async function verifyTask(ctx: Ctx<Body<'Verify'>>) {
  if (ctx.body.plane !== undefined) await planeOr404(ctx, ctx.body.plane);
  const { dataDir } = ctx.deps.config;
  const anchor = anchorOf(dataDir, recordKey(dataDir), companyOf(ctx.scope));
  return verifyCompany(ctx.db, ctx.scope, anchor, ctx.body.plane);
}

// --- Writes --------------------------------------------------------------------------------------------------

/** NOT NULL flags: a cleared value is stored as 0 (after the kind's required check). */
function flagsStored(values: TaskValues): TaskValues {
  const out = { ...values };
  if (out.isRepeat === null) out.isRepeat = 0;
  if (out.unfit === null) out.unfit = 0;
  return out;
}

async function auditTask(
  ctx: Ctx<unknown>,
  before: { row: MaintainTaskRecord; items: readonly AssemblyRecord[] } | null,
  after: { row: MaintainTaskRecord; items: readonly AssemblyRecord[] },
  extra: Record<string, [unknown, unknown]> = {},
): Promise<void> {
  const changes = diff(before ? auditOf(MaintainTask, before.row) : {}, auditOf(MaintainTask, after.row));
  const items = diff({ items: before ? itemsAudit(before.items) : [] }, { items: itemsAudit(after.items) });
  await ctx.audit({
    targetType: ObjType.MaintainRecord,
    targetId: after.row.id,
    name: nameOf(after.row),
    changes: { ...changes, ...items, ...extra },
  });
  ctx.changed('maintain_task', [after.row.id]);
  // A fault raised, changed, closed or reopened is a status input (issue 32, modules/plane-status).
  await ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId: after.row.plane });
  if (Object.keys(items).length > 0) {
    ctx.changed('maintain_assembly', [...new Set([...(before?.items ?? []), ...after.items].map((r) => r.id))]);
  }
}

export async function addTask(ctx: Ctx<Body<'Add'>>) {
  const { items, ...body } = ctx.body;
  const plane = await planeOr404(ctx, body.plane);
  const values: TaskValues & { plane: number; type: number } = {
    ...body,
    planeName: plane.name,
    planeModel: plane.model_id,
    closed: 0,
    state: TaskState.Pending,
    amendments: 0,
    createdBy: ctx.scope.userId,
    createdAt: nowOf(ctx),
  };
  checkCounters(plane, values);
  const ctrl = await checkRecord(ctx, values);
  const id = await insertTask(ctx.db, ctx.scope, flagsStored(values), null);
  const ctrlBefore = await executeForRecord(ctx, values, ctrl);
  if (ctrlBefore) await updateTask(ctx.db, ctx.scope, id, {}, ctrlBefore);
  const row = (await taskOr404(ctx, id)).row;
  await applyItems(ctx, row, items ?? [], []);
  await auditTask(ctx, null, { row, items: await assembliesOfParent(ctx.db, ctx.scope, id) });
  return answerOf(ctx, id);
}

const EXECUTION = ['maintainCtrl', 'workDate', 'flyHours', 'landings'] as const;

export async function changeTask(ctx: Ctx<Body<'UpdateWithItems'>>) {
  const { id, items, planeName: _ignored, ...changes } = ctx.body;
  const before = await lockedTask(ctx, id);
  const old = before.row;
  refuseIf(taskRefusal('update', old));
  if (changes.plane !== undefined && changes.plane !== old.plane) throw invalid('task.planeChange', 'plane');
  if (changes.type !== undefined && taskGroupOf(changes.type) !== taskGroupOf(old.type)) {
    throw invalid('task.typeChange', 'type');
  }
  const merged = withChanges(MaintainTask, old, changes) as MaintainTaskRecord;
  const changedTo = (k: 'flyHours' | 'landings') =>
    changes[k] !== undefined && changes[k] !== old[k] ? changes[k] : null;
  const counters = { flyHours: changedTo('flyHours'), landings: changedTo('landings') };
  if (counters.flyHours !== null || counters.landings !== null) {
    checkCounters(await planeOr404(ctx, old.plane), counters);
  }
  const sameLink = (k: 'document' | 'component') => changes[k] === undefined || changes[k] === old[k];
  const ctrl = await checkRecord(ctx, merged, old.id, sameLink('document') && sameLink('component'));
  const copied = { componentPart: merged.componentPart, componentSeri: merged.componentSeri };
  if (copied.componentPart !== old.componentPart || copied.componentSeri !== old.componentSeri) {
    Object.assign(changes, copied);
  }
  const oldItems = await assembliesOfParent(ctx.db, ctx.scope, id);

  // The control item's execution follows the record: what it replaced is put back, then set again.
  let ctrlBefore: CtrlBefore | null | undefined;
  if (EXECUTION.some((k) => changes[k] !== undefined && changes[k] !== old[k])) {
    if (before.ctrlBefore) await restoreForRecord(ctx, old, before.ctrlBefore);
    const fresh = ctrl ? await readCtrl(ctx, ctrl.item.id) : undefined;
    ctrlBefore = await executeForRecord(ctx, merged, fresh);
  }
  await updateTask(ctx.db, ctx.scope, id, flagsStored(changes), ctrlBefore);
  if (changes.workDate !== undefined && day(changes.workDate) !== day(old.workDate)) {
    await setParentChangeDate(ctx.db, ctx.scope, id, merged.workDate);
  }
  await applyItems(ctx, merged, items ?? [], oldItems);
  const row = (await taskOr404(ctx, id)).row;
  const newItems = await assembliesOfParent(ctx.db, ctx.scope, id);
  if (row.amendments > 0) await recordAmendmentChanges(ctx.db, ctx.scope, row, newItems);
  await auditTask(ctx, { row: old, items: oldItems }, { row, items: newItems });
  return answerOf(ctx, id);
}

/** The record's open amendment (reopened, not signed again), if any. */
async function openAmendmentOf(db: Kysely<Database>, owner: Owner, taskId: number) {
  const rows = await amendmentsOf(db, owner, taskId);
  const last = rows.at(-1);
  return last && last.resigned_at === null ? last : undefined;
}

/** Fields of the signed version not compared for an amendment's changes (the sign-off's own bookkeeping). */
const NOT_CHANGES = new Set(['closed', 'amendments']);

/** Rewrites the open amendment's changes: each field (and the rows) whose value differs from the signed version. */
export async function recordAmendmentChanges(
  db: Kysely<Database>,
  owner: Owner,
  row: MaintainTaskRecord,
  items: readonly AssemblyRecord[],
): Promise<void> {
  const amendment = await openAmendmentOf(db, owner, row.id);
  if (!amendment) return;
  const signed = JSON.parse(amendment.signed_version) as { record: Record<string, unknown>; items: unknown[] };
  const now = JSON.parse(signedContent(row, items)) as { record: Record<string, unknown>; items: unknown[] };
  const changes: AmendmentChange[] = [];
  const keys = [...new Set([...Object.keys(signed.record), ...Object.keys(now.record)])].sort();
  for (const field of keys) {
    if (NOT_CHANGES.has(field)) continue;
    const a = signed.record[field] ?? null;
    const b = now.record[field] ?? null;
    if (canonicalJson(a) !== canonicalJson(b)) changes.push({ field, before: a, after: b });
  }
  if (canonicalJson(signed.items) !== canonicalJson(now.items)) {
    changes.push({ field: 'items', before: signed.items, after: now.items });
  }
  await updateAmendment(db, owner, amendment.id, { changes: JSON.stringify(changes) });
}

export async function removeTask(ctx: Ctx<Body<'Delete'>>) {
  const found = await lockedTask(ctx, ctx.body.id);
  const row = found.row;
  refuseIf(taskRefusal('delete', row));
  // A fault deferred under an MEL stays (the deferrals module's dependents).
  await refuseIfUsed(ctx, 'maintain_task', row.id);
  const items = await assembliesOfParent(ctx.db, ctx.scope, row.id);
  if (found.ctrlBefore) await restoreForRecord(ctx, row, found.ctrlBefore);
  await deleteTask(ctx.db, ctx.scope, row.id);
  await ctx.audit({
    targetType: ObjType.MaintainRecord,
    targetId: row.id,
    name: nameOf(row),
    before: { id: row.id, ...auditOf(MaintainTask, row), items: itemsAudit(items) },
  });
  ctx.changed('maintain_task', [row.id]);
  await ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId: row.plane });
  if (items.length > 0) {
    ctx.changed(
      'maintain_assembly',
      items.map((r) => r.id),
    );
  }
  return { id: row.id };
}

/** The workflow's steps: the state each sets and its stamps (§4; the states each starts from: taskRefusal). */
const STEPS = {
  Confirm: { to: TaskState.Confirmed, by: 'confirmBy', at: 'confirmAt' },
  Realize: { to: TaskState.Realized, by: 'realizeBy', at: 'realizeAt' },
  CheckOk: { to: TaskState.Checked, by: 'checkOkBy', at: 'checkOkAt' },
} as const;

export function workflowStep(step: keyof typeof STEPS) {
  return async (ctx: Ctx<Body<'Workflow/Confirm'>>) => {
    const { row } = await lockedTask(ctx, ctx.body.id);
    const def = STEPS[step];
    const state = Math.min(Math.max(row.state, 0), 3) as 0 | 1 | 2 | 3;
    refuseIf(taskRefusal(STEP_ACTION[step], row), {
      state: translate(ctx.lang, `task.state.${state}`),
      step: translate(ctx.lang, `task.step.${step}`),
    });
    await updateTask(ctx.db, ctx.scope, row.id, { state: def.to, [def.by]: ctx.scope.userId, [def.at]: nowOf(ctx) });
    const after = (await taskOr404(ctx, row.id)).row;
    const items = await assembliesOfParent(ctx.db, ctx.scope, row.id);
    await auditTask(ctx, { row, items }, { row: after, items });
    return answerOf(ctx, row.id);
  };
}

/** Close: the certified sign-off by the caller, appended to the aircraft's chain. */
export async function closeTask(ctx: Ctx<Body<'Close'>>) {
  // The aircraft's totals must not move under the sign-off, and its chain grows one link at a time.
  const { row } = await lockedTask(ctx, ctx.body.id);
  refuseIf(taskRefusal('close', row));
  // A document made an appliance one after the record was saved: the sign-off names the component too.
  if (row.document !== null && row.componentPart === null) {
    const doc = await findDocument(ctx.db, ctx.scope, DocumentModule.Model, row.document);
    if (doc?.applianceParts?.length) throw invalid('adreg.componentRequired', 'component');
  }
  const plane = await planeOr404(ctx, row.plane);
  // A record complying with an AD or SB document (the only records naming one) needs the AD kind of work.
  const signer = await qualifiedSigner(ctx.db, ctx.scope, todayOf(ctx), {
    model: plane.model_id,
    kind: row.document !== null ? 'ad' : 'crs',
    lang: ctx.lang,
  });
  const { dataDir } = ctx.deps.config;
  const key = recordKey(dataDir);
  const { signed, items, head } = await signOff(ctx.db, ctx.scope, key, row, {
    userId: ctx.scope.userId,
    name: (await userNames(ctx.db, ctx.scope, [ctx.scope.userId])).get(ctx.scope.userId) ?? String(ctx.scope.userId),
    licenceNo: signer.licenceNo,
    licenceType: signer.licenceType,
    at: nowOf(ctx),
    hours: Number(plane.all_fly_hours ?? 0),
    landings: Number(plane.all_landings ?? 0),
  });
  await ctx.emit('recordSigned', {
    companyId: companyOf(ctx.scope),
    planeId: row.plane,
    taskId: row.id,
    maintainCtrl: row.maintainCtrl ?? null,
  });
  await auditTask(ctx, { row, items }, { row: signed, items });
  // The new head is checkpointed outside the database once the sign-off is durable (platform/records/heads.ts).
  ctx.afterCommit(() => appendHeads(dataDir, key, [head]));
  return answerOf(ctx, row.id);
}

/** Who signs, under which licence, when, and the aircraft's totals then. */
export interface Signature {
  userId: number;
  name: string;
  licenceNo: string;
  licenceType: string | null;
  at: string;
  hours: number;
  landings: number;
}

/**
 * The sign-off itself (Close, and the demo's signed records): stamps the signature, appends the record to its
 * aircraft's chain (the link signed with the record key) and completes an open amendment, in the caller's
 * transaction (which holds the aircraft's lock). Answers the new head, for the caller to checkpoint after commit.
 */
export async function signOff(
  db: Kysely<Database>,
  owner: Owner,
  key: RecordKey,
  row: MaintainTaskRecord,
  signature: Signature,
): Promise<{ signed: MaintainTaskRecord; items: AssemblyRecord[]; head: Head }> {
  await updateTask(db, owner, row.id, {
    closed: 1,
    signedBy: signature.userId,
    signedName: signature.name,
    licenceNo: signature.licenceNo,
    licenceType: signature.licenceType,
    signedAt: signature.at,
    signedHours: signature.hours,
    signedLandings: signature.landings,
  });
  const signed = (await findTask(db, owner, row.id))?.row as MaintainTaskRecord;
  const items = await assembliesOfParent(db, owner, row.id);
  const link = await appendLink(db, owner, key, {
    planeId: row.plane,
    taskId: row.id,
    content: signedContent(signed, items),
    signedBy: signature.userId,
    signedAt: signature.at,
  });
  await updateTask(db, owner, row.id, { signHash: link.hash, signSeq: link.seq });
  const amendment = row.amendments > 0 ? await openAmendmentOf(db, owner, row.id) : undefined;
  if (amendment) {
    await updateAmendment(db, owner, amendment.id, {
      resigned_by: signature.userId,
      resigned_name: signature.name,
      resigned_at: signature.at,
      resign_hash: link.hash,
    });
  }
  return { signed, items, head: link };
}

/** Open: reopens a signed record with a reason; the signed version is kept in a new amendment. */
export async function openTask(ctx: Ctx<Body<'Open'>>) {
  const { row } = await lockedTask(ctx, ctx.body.id);
  refuseIf(taskRefusal('open', row));
  const { after, items } = await reopen(ctx.db, ctx.scope, row, {
    userId: ctx.scope.userId,
    reason: ctx.body.reason,
    at: nowOf(ctx),
  });
  await auditTask(ctx, { row, items }, { row: after, items }, { openReason: [null, ctx.body.reason] });
  return answerOf(ctx, row.id);
}

/**
 * Reopening itself (Open, and the demo's amended record): keeps the signed version in a new amendment with the
 * reason, who and when; the record is open again (a fault back to pending). In the caller's transaction.
 */
export async function reopen(
  db: Kysely<Database>,
  owner: Owner,
  row: MaintainTaskRecord,
  by: { userId: number; reason: string; at: string },
) {
  const items = await assembliesOfParent(db, owner, row.id);
  const link = await latestLinkOf(db, owner, row.id);
  const seq = row.amendments + 1;
  await insertAmendment(db, owner, {
    task_id: row.id,
    seq,
    reason: by.reason,
    opened_by: by.userId,
    opened_at: by.at,
    signed_version: link?.content ?? signedContent(row, items),
  });
  const fault = taskGroupOf(row.type) === 'fault';
  await updateTask(db, owner, row.id, {
    closed: 0,
    amendments: seq,
    ...(fault ? { state: TaskState.Pending } : {}),
  });
  const after = (await findTask(db, owner, row.id))?.row as MaintainTaskRecord;
  return { after, items };
}

// --- Records other modules write (a production order, issue 33) ----------------------------------------------

/** A fault of an aircraft raised by another module's call (a production order's finding): MaintainTask/Add's rules. */
export async function raiseFault(
  ctx: Ctx<unknown>,
  fault: { plane: number; title: string; description: string; issueDate: string; issuePerson: string | null },
): Promise<number> {
  const body = {
    type: TaskType.Fault,
    plane: fault.plane,
    issueCondition: fault.title,
    description: fault.description,
    issueDate: fault.issueDate,
    issuePerson: fault.issuePerson,
    items: [],
  } as unknown as Body<'Add'>;
  const row = await addTask({ ...ctx, body });
  return row.id;
}

/**
 * A record another module writes and signs at once (a production order's close, issue 33): a new record (a control
 * item it names executes as a saved record's work does) or an open record of the aircraft completed (`id`: a
 * fault), then signed off by `signature` and appended to the aircraft's chain, logged on the record and raising
 * recordSigned — unless told not to: a caller signing many records of one aircraft at once (an order's close) logs
 * them in its own row (`audit: false`) and raises recordSigned for those whose subscribers act on the record (a
 * fault's deferral closes) and once at the end for the aircraft's status (`announce: false` for the others). In the
 * caller's transaction, which holds the aircraft's lock. Answers the record and the new head (the caller
 * checkpoints it after commit).
 */
export async function writeSignedRecord(
  ctx: Ctx<unknown>,
  key: RecordKey,
  record: { id?: number; values: TaskValues & { plane: number; type: number } },
  signature: Signature,
  options: { announce?: boolean; audit?: boolean } = {},
): Promise<{ id: number; head: Head }> {
  let before: MaintainTaskRecord | null = null;
  let id: number;
  if (record.id === undefined) {
    const { values } = record;
    const ctrl = values.maintainCtrl ? await readCtrl(ctx, values.maintainCtrl) : undefined;
    // The item's execution needs nothing of the record but its work: set first, the record keeps what it replaced.
    const ctrlBefore = await executeForRecord(ctx, values, ctrl);
    id = await insertTask(ctx.db, ctx.scope, flagsStored(values), ctrlBefore);
  } else {
    const found = await taskOr404(ctx, record.id);
    refuseIf(taskRefusal('update', found.row));
    before = found.row;
    id = record.id;
    await updateTask(ctx.db, ctx.scope, id, record.values);
  }
  const row = (await taskOr404(ctx, id)).row;
  const { signed, head } = await signOff(ctx.db, ctx.scope, key, row, signature);
  if (options.announce !== false) {
    await ctx.emit('recordSigned', {
      companyId: companyOf(ctx.scope),
      planeId: row.plane,
      taskId: id,
      maintainCtrl: row.maintainCtrl ?? null,
    });
  }
  if (options.audit !== false) {
    await ctx.audit({
      targetType: ObjType.MaintainRecord,
      targetId: id,
      name: nameOf(signed),
      changes: diff(before ? auditOf(MaintainTask, before) : {}, auditOf(MaintainTask, signed)),
    });
  }
  ctx.changed('maintain_task', [id]);
  return { id, head };
}
