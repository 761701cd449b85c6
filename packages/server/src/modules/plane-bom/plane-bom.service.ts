import { ObjType } from '@hangar/domain/codes';
import {
  BOM_IMPORT_COLUMNS,
  type BomAction,
  type BomChain,
  type BomImportRow,
  bomRefusal,
  type ComponentLife,
  type LifeSummary,
  PlaneBom,
  type PlaneBomRecord,
  type PlaneBomRow,
} from '@hangar/domain/contracts/components';
import { AssemblyType, MaintainAssembly } from '@hangar/domain/contracts/records';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import { DEFAULT_DAILY_FLIGHT_HOURS } from '@hangar/domain/due';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { componentStrings } from '@hangar/domain/i18n/component-strings';
import { cellProblemText, fieldErrorText, type ImportExpect } from '@hangar/domain/import-problem';
import { componentLife, hasLifeLimit, type LifeCounters, lifeDaysLeft, lifeState, usedLife } from '@hangar/domain/life';
import { type Lang, translate } from '@hangar/domain/messages';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { withChanges } from '../../platform/entity/entity-map';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, type FieldError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { parseOrThrow } from '../../platform/http/validate';
import { requiredFixedId } from '../../platform/query/fixed';
import { deleteAssemblies, findAssembly, insertAssemblies, replacementAssembly } from '../maintain-assembly';
import { findMaterial } from '../material';
import { lockPlane, planeCounters } from '../plane-entity';
import { countersAtDay } from '../plane-fly';
import {
  type BomValues,
  type BomWithPlane,
  chainsOf,
  currentOfPlane,
  deleteBom,
  findBom,
  insertBoms,
  installedLimited,
  installedLimitedOfPlane,
  installedParts,
  latestRemovals,
  latestRetired,
  nextSorter,
  queryBoms,
  type StoredLife,
  setOwnOriginal,
  updateBom,
} from './plane-bom.repo';

// Installed components (spec §2.5, §3, §5, §7 "Installed components", §9; docs/domain.md "Components (BOM) and
// assemblies"): the rows of one aircraft of the caller's company, each a replacement chain's current row
// (closed = 0) or a retired one (closed = 1, read-only history). Replace retires the current row (its removal
// day and its time and landings since new then are frozen) and adds the next one (times + 1, same chain,
// category and place); Restore undoes the latest replacement (the replacement is deleted, the retired row is
// current again with its removal fields cleared, as it was). A component's life (domain/life.ts) is answered on
// every row for today and stored (life_*) with every write and whenever its aircraft's counters change. Its time
// and landings since new travel: a component whose part and serial number match a retired row of the company
// starts from that row's values at removal unless given. Every write is logged as an InstalledList (ObjType 10007)
// under the row's id: Replace and Restore write one log row per row they change; Import one row for the sheet.
// Replacing an engine or a propeller (ctype 1, 2) also records the change as an assembly row of the aircraft
// (maintain_assembly without a record, logged as an Assembly): what came off and went on, their times since new
// and the day; Restore, the undo of the replacement, deletes that row again.

type Body<K extends keyof typeof PlaneBom.api> = EndpointBody<(typeof PlaneBom.api)[K]>;
type Plane = NonNullable<Awaited<ReturnType<typeof planeCounters>>>;

/** Landings a day assumed for ordering by urgency when an aircraft has no utilisation (as the due order). */
const DEFAULT_DAILY_LANDINGS = 6;
/** Most rows LifeSummary lists. */
const LIFE_SUMMARY_ITEMS = 20;
/** At most this many import problems are answered (the count says how many there are). */
const MAX_PROBLEMS = 1000;

const todayOf = (ctx: Ctx<unknown>) => todayIn(ctx.deps.config.timeZone);
const countersOf = (plane: Pick<Plane, 'all_fly_hours' | 'all_landings'>): LifeCounters => ({
  hours: Number(plane.all_fly_hours ?? 0),
  landings: Number(plane.all_landings ?? 0),
});

/** The aircraft's totals at the start of `day` (plane-fly's `countersAtDay`; today without a day). */
function countersAt(ctx: Ctx<unknown>, plane: Plane, day: string | null | undefined): Promise<LifeCounters> {
  const today = todayOf(ctx);
  return countersAtDay(ctx.db, ctx.scope, plane, day ? day.slice(0, 10) : today, today);
}

/** The stored life figures of a row. */
function storedOf(life: ComponentLife | null): StoredLife {
  return {
    life_state: lifeState(life),
    life_expire_date: life?.expireDate ? `${life.expireDate} 00:00:00` : null,
    life_remain_hours: life?.remainHours ?? null,
    life_remain_landings: life?.remainLandings ?? null,
  };
}

/** A row as answered before the caller's abilities on it. */
type BomAnswer = Omit<PlaneBomRow, 'abilities'>;

const answerOf = (found: BomWithPlane, today: string): BomAnswer => ({
  ...found.row,
  planeName: found.planeName,
  life: componentLife(found.row, { hours: found.hours, landings: found.landings }, today),
});

/**
 * What the caller may do with a row (docs/architecture.md "Row abilities"): the grants of PlaneBom's Update,
 * Replace, Restore and Delete (their contracts' access), and the domain's bomRefusal, which each write checks too.
 */
export const bomAbilities = rowAbilities({
  update: PlaneBom.api.Update,
  replace: PlaneBom.api.Replace,
  restore: PlaneBom.api.Restore,
  delete: PlaneBom.api.Delete,
});

/** The chain a row belongs to (its first row's id). */
const chainIdOf = (row: Pick<PlaneBomRecord, 'id' | 'original'>) => row.original ?? row.id;
const NO_CHAIN: BomChain = { rows: 0, retired: 0 };

/** Rows as answered: with the caller's abilities on each, their chains read in one query. */
async function withAbilities(ctx: Ctx<unknown>, rows: readonly BomAnswer[]): Promise<PlaneBomRow[]> {
  const granted = grantedOf(ctx.scope, bomAbilities);
  // A retired row refuses every write whatever its chain, and without a grant nothing is asked of the rule.
  const asked = Object.values(granted).some(Boolean) ? rows.filter((r) => r.closed === 0) : [];
  const chains = await chainsOf(ctx.db, ctx.scope, asked.map(chainIdOf));
  return rows.map((row) => ({
    ...row,
    abilities: abilitiesOf(granted, (action) => bomRefusal(action, row, chains.get(chainIdOf(row)) ?? NO_CHAIN)),
  }));
}

/** A page of rows as answered. */
async function pageOf(ctx: Ctx<unknown>, page: { items: BomWithPlane[]; totalItems: number }) {
  const today = todayOf(ctx);
  return {
    items: await withAbilities(
      ctx,
      page.items.map((f) => answerOf(f, today)),
    ),
    totalItems: page.totalItems,
  };
}

/** One row as answered by a write. */
async function answered(ctx: Ctx<unknown>, found: BomWithPlane, today: string): Promise<PlaneBomRow> {
  const [row] = await withAbilities(ctx, [answerOf(found, today)]);
  return row;
}

/** The write's check of the row's rule (bomRefusal, as its abilities answer): 601 with the rule's message. */
async function checkRule(ctx: Ctx<unknown>, action: BomAction, row: PlaneBomRecord): Promise<void> {
  const chain = (await chainsOf(ctx.db, ctx.scope, [chainIdOf(row)])).get(chainIdOf(row)) ?? NO_CHAIN;
  refuseIf(bomRefusal(action, row, chain));
}

async function planeOr404(ctx: Ctx<unknown>, planeId: number): Promise<Plane> {
  const plane = await planeCounters(ctx.db, ctx.scope, planeId);
  if (!plane) throw notFound();
  return plane;
}

/** A write's aircraft, locked until the transaction ends (its counters must not move under the write). */
async function lockedPlane(ctx: Ctx<unknown>, planeId: number): Promise<Plane> {
  await lockPlane(ctx.db, ctx.deps.db.dialect, ctx.scope, planeId);
  return planeOr404(ctx, planeId);
}

async function bomOr404(ctx: Ctx<unknown>, id: number): Promise<BomWithPlane> {
  const found = await findBom(ctx.db, ctx.scope, id);
  if (!found) throw notFound();
  return found;
}

/** A material named by a row must be one of the company's. */
async function checkMaterial(ctx: Ctx<unknown>, material: number | null | undefined): Promise<void> {
  if (material === null || material === undefined) return;
  if (!(await findMaterial(ctx.db, ctx.scope, material))) throw invalid('bom.materialNotFound', 'material');
}

const partKey = (model: string | null | undefined, seri: string | null | undefined) =>
  model && seri ? { model, seri } : null;

/**
 * A serialised part is installed in one place at a time: refuses a part and serial number that an installed row
 * of the company other than `except` already holds, naming its aircraft.
 */
async function checkNotInstalled(
  ctx: Ctx<unknown>,
  model: string | null | undefined,
  seri: string | null | undefined,
  except?: number,
): Promise<void> {
  const key = partKey(model, seri);
  if (!key) return;
  const found = (await installedParts(ctx.db, ctx.scope, [key])).get(`${key.model}\u0000${key.seri}`);
  if (found && found.id !== except) {
    throw invalid('bom.alreadyInstalled', 'seri', { model: key.model, seri: key.seri, plane: found.planeName });
  }
}

/**
 * The time and landings since new a component starts from on this aircraft: given, else carried from the latest
 * removal of its part and serial number in the company, else 0 when it has a life limit, else unknown.
 */
function startingTimes(
  values: Pick<BomValues, 'tsnHours' | 'csnLandings' | 'lifeHours' | 'lifeLandings' | 'lifeCalendar'>,
  carried: { tsnHours: number | null; csnLandings: number | null } | undefined,
): { tsnHours: number | null; csnLandings: number | null } {
  const limited = hasLifeLimit({
    lifeHours: values.lifeHours ?? null,
    lifeLandings: values.lifeLandings ?? null,
    lifeCalendar: values.lifeCalendar ?? null,
  });
  const pick = (given: number | null | undefined, from: number | null | undefined) =>
    given ?? from ?? (limited ? 0 : null);
  return {
    tsnHours: pick(values.tsnHours, carried?.tsnHours),
    csnLandings: pick(values.csnLandings, carried?.csnLandings),
  };
}

/**
 * A new current row's values at installation on `plane`, stamped with the aircraft's totals at its installation
 * day (`installed`, countersAt), with its stored life for `today`.
 */
function newRow(
  values: BomValues,
  plane: Plane,
  today: string,
  server: { times: number; sorter: number; original: number | null; createdBy: number | null; createdAt: string },
  installed: LifeCounters,
): BomValues & { stored: StoredLife } {
  const row = {
    ...values,
    ...server,
    plane: plane.id,
    closed: 0,
    installPlaneHours: installed.hours,
    installPlaneLandings: installed.landings,
    removeDate: null,
    removeTsnHours: null,
    removeCsnLandings: null,
    removePlaneHours: null,
    removePlaneLandings: null,
  };
  return { ...row, stored: storedOf(componentLife(lifeRowOf(row), countersOf(plane), today)) };
}

/** What the life computation reads of (possibly partial) values. */
function lifeRowOf(v: BomValues) {
  return {
    closed: v.closed ?? 0,
    lifeHours: v.lifeHours ?? null,
    lifeLandings: v.lifeLandings ?? null,
    lifeCalendar: v.lifeCalendar ?? null,
    manufactureDate: v.manufactureDate ?? null,
    tsnHours: v.tsnHours ?? null,
    csnLandings: v.csnLandings ?? null,
    installPlaneHours: v.installPlaneHours ?? null,
    installPlaneLandings: v.installPlaneLandings ?? null,
    removeTsnHours: v.removeTsnHours ?? null,
    removeCsnLandings: v.removeCsnLandings ?? null,
  };
}

/** A stored row's life figures after a change, as values and columns. */
function withLife(row: PlaneBomRecord, plane: Plane, today: string): { row: PlaneBomRecord; stored: StoredLife } {
  const stored = storedOf(componentLife(row, countersOf(plane), today));
  return {
    row: {
      ...row,
      lifeState: stored.life_state,
      lifeExpireDate: stored.life_expire_date,
      lifeRemainHours: stored.life_remain_hours,
      lifeRemainLandings: stored.life_remain_landings,
    },
    stored,
  };
}

const nowOf = (ctx: Ctx<unknown>) => formatDateTime(new Date(), ctx.deps.config.timeZone);
const atMidnight = (day: string) => `${day} 00:00:00`;

// --- Reads -----------------------------------------------------------------------------------------------------

export async function queryBom(ctx: Ctx<QueryPayload>) {
  await planeOr404(ctx, requiredFixedId(ctx.body, 'plane', 'bom.filterRequired'));
  const page = await queryBoms(ctx.db, ctx.scope, ctx.body, 0, { field: 'sorter', order: 'asc' });
  return pageOf(ctx, page);
}

export async function queryRetire(ctx: Ctx<QueryPayload>) {
  const original = requiredFixedId(ctx.body, 'original', 'bom.filterRequired');
  if (!(await chainsOf(ctx.db, ctx.scope, [original])).has(original)) throw notFound();
  const page = await queryBoms(ctx.db, ctx.scope, ctx.body, 1, { field: 'times', order: 'desc' });
  return pageOf(ctx, page);
}

/** A row with its life today and its place in the urgency order. */
interface Ranked {
  answer: BomAnswer;
  segment: number;
  days: number;
}

/** The company's installed life-limited rows (of one aircraft), most urgent first: overdue, warning, nearest. */
async function rankedLife(ctx: Ctx<unknown>, planeId?: number): Promise<Ranked[]> {
  const today = todayOf(ctx);
  const ranked = (await installedLimited(ctx.db, ctx.scope, planeId)).map((f): Ranked => {
    const answer = answerOf(f, today);
    const life = answer.life as ComponentLife;
    const days = lifeDaysLeft(
      life,
      f.dailyHours ?? DEFAULT_DAILY_FLIGHT_HOURS,
      f.dailyLandings ?? DEFAULT_DAILY_LANDINGS,
    );
    return {
      answer,
      segment: life.overdue ? 0 : life.warning ? 1 : 2,
      days: days ?? Number.POSITIVE_INFINITY,
    };
  });
  ranked.sort(
    (x, y) =>
      x.segment - y.segment ||
      x.days - y.days ||
      x.answer.planeName.localeCompare(y.answer.planeName) ||
      x.answer.sorter - y.answer.sorter ||
      x.answer.id - y.answer.id,
  );
  return ranked;
}

/**
 * The life filter of QueryLife: `lifeState` eq 0 (fine), 1 (warning, not overdue), 2 (overdue), or ge 1 (warning
 * or overdue). Anything else is refused naming the field.
 */
function lifeStateFilter(payload: QueryPayload): ((segment: number) => boolean) | undefined {
  const conditions = [...payload.fixedFilters, ...payload.filters];
  for (const c of conditions) {
    if (c.name !== 'plane' && c.name !== 'lifeState') {
      throw new AppError(
        'VALIDATION',
        'query.unknownField',
        { field: c.name },
        { errors: [{ field: c.name, message: 'query.unknownField' }] },
      );
    }
  }
  const f = conditions.find((c) => c.name === 'lifeState');
  if (!f) return undefined;
  const value = Number(f.value);
  if (!Number.isInteger(value) || value < 0 || value > 2 || (f.compare !== 'eq' && f.compare !== 'ge')) {
    throw invalid('bom.filterRequired', 'lifeState', { field: 'lifeState' });
  }
  // Segments: 0 overdue, 1 warning, 2 fine.
  const stateOf = (segment: number) => 2 - segment;
  return f.compare === 'eq' ? (s) => stateOf(s) === value : (s) => stateOf(s) >= value;
}

export async function queryLife(ctx: Ctx<QueryPayload>) {
  const keep = lifeStateFilter(ctx.body);
  const planeGiven = [...ctx.body.fixedFilters, ...ctx.body.filters].find((c) => c.name === 'plane');
  let planeId: number | undefined;
  if (planeGiven) {
    planeId = Number(planeGiven.value);
    if (!Number.isInteger(planeId) || planeGiven.compare !== 'eq') {
      throw invalid('bom.filterRequired', 'plane', { field: 'plane' });
    }
  }
  const rows = (await rankedLife(ctx, planeId)).filter((r) => !keep || keep(r.segment));
  const start = (ctx.body.page - 1) * ctx.body.pageSize;
  const items = await withAbilities(
    ctx,
    rows.slice(start, start + ctx.body.pageSize).map((r) => r.answer),
  );
  return { items, totalItems: rows.length };
}

export async function lifeSummary(ctx: Ctx<unknown>): Promise<LifeSummary> {
  const warned = (await rankedLife(ctx)).filter((r) => r.segment < 2);
  return {
    warning: warned.length,
    overdue: warned.filter((r) => r.segment === 0).length,
    items: await withAbilities(
      ctx,
      warned.slice(0, LIFE_SUMMARY_ITEMS).map((r) => r.answer),
    ),
  };
}

// --- Writes ----------------------------------------------------------------------------------------------------

/** A component of the aircraft changed: its status follows in this transaction (issue 32, modules/plane-status). */
function statusInputsChanged(ctx: Ctx<unknown>, planeId: number): Promise<void> {
  return ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId });
}

export async function addBom(ctx: Ctx<Body<'Add'>>): Promise<PlaneBomRow> {
  const { body } = ctx;
  const plane = await lockedPlane(ctx, body.plane);
  await checkMaterial(ctx, body.material);
  await checkNotInstalled(ctx, body.model, body.seri);
  const today = todayOf(ctx);
  const key = partKey(body.model, body.seri);
  const carried = key
    ? (await latestRemovals(ctx.db, ctx.scope, [key])).get(`${key.model}\u0000${key.seri}`)
    : undefined;
  const installDate = body.installDate ?? atMidnight(today);
  const values = newRow(
    { ...body, installDate, ...startingTimes(body, carried) },
    plane,
    today,
    {
      times: 0,
      sorter: await nextSorter(ctx.db, ctx.scope, plane.id),
      original: null,
      createdBy: ctx.scope.userId,
      createdAt: nowOf(ctx),
    },
    await countersAt(ctx, plane, installDate),
  );
  const [id] = await insertBoms(ctx.db, ctx.scope, [values]);
  await setOwnOriginal(ctx.db, ctx.scope, plane.id);
  const found = await bomOr404(ctx, id);
  await recordAdded(ctx, PlaneBom, ObjType.InstalledList, found.row);
  await statusInputsChanged(ctx, plane.id);
  return answered(ctx, found, today);
}

export async function changeBom(ctx: Ctx<Body<'Update'>>): Promise<PlaneBomRow> {
  const { id, ...changes } = ctx.body;
  const first = await bomOr404(ctx, id);
  const plane = await lockedPlane(ctx, first.row.plane);
  const before = (await bomOr404(ctx, id)).row;
  await checkRule(ctx, 'update', before);
  if (changes.plane !== undefined && changes.plane !== before.plane) throw invalid('bom.planeFixed', 'plane');
  if (changes.material !== undefined && changes.material !== before.material) {
    await checkMaterial(ctx, changes.material);
  }
  const next = withChanges(PlaneBom, before, changes) as PlaneBomRecord;
  await checkNotInstalled(ctx, next.model, next.seri, before.id);
  const after = await saveChanges(ctx, plane, before, changes as BomValues);
  await statusInputsChanged(ctx, plane.id);
  return answered(ctx, { ...first, row: after }, todayOf(ctx));
}

export async function replaceBom(ctx: Ctx<Body<'Replace'>>): Promise<PlaneBomRow> {
  const { id, ...input } = ctx.body;
  const first = await bomOr404(ctx, id);
  const plane = await lockedPlane(ctx, first.row.plane);
  const old = (await bomOr404(ctx, id)).row;
  await checkRule(ctx, 'replace', old);
  if (input.plane !== undefined && input.plane !== old.plane) throw invalid('bom.planeFixed', 'plane');
  await checkMaterial(ctx, input.material);
  // The part going in may be the one coming out (refitted after an inspection), never one installed elsewhere.
  await checkNotInstalled(ctx, input.model, input.seri, old.id);
  const today = todayOf(ctx);
  const installDate = input.installDate ?? atMidnight(today);

  // 1. The current row is retired: its removal day, the aircraft's totals then and its time and landings since
  // new then are frozen.
  const removedAt = await countersAt(ctx, plane, installDate);
  const used = usedLife(old, removedAt);
  const { row: retired, stored: retiredStored } = withLife(
    {
      ...old,
      closed: 1,
      removeDate: installDate,
      removeTsnHours: used.tsnHours,
      removeCsnLandings: used.csnLandings,
      removePlaneHours: removedAt.hours,
      removePlaneLandings: removedAt.landings,
    },
    plane,
    today,
  );
  await updateBom(
    ctx.db,
    ctx.scope,
    old.id,
    {
      closed: 1,
      removeDate: retired.removeDate,
      removeTsnHours: retired.removeTsnHours,
      removeCsnLandings: retired.removeCsnLandings,
      removePlaneHours: retired.removePlaneHours,
      removePlaneLandings: retired.removePlaneLandings,
    },
    retiredStored,
  );

  // 2. Its replacement: the next of the chain in the same place, its times given or travelling with it.
  const key = partKey(input.model, input.seri);
  const carried = key
    ? (await latestRemovals(ctx.db, ctx.scope, [key])).get(`${key.model}\u0000${key.seri}`)
    : undefined;
  const values = newRow(
    {
      ...input,
      category: input.category ?? old.category,
      ctype: input.ctype ?? old.ctype,
      installDate,
      ...startingTimes(input, carried),
    },
    plane,
    today,
    {
      times: old.times + 1,
      sorter: old.sorter,
      original: old.original ?? old.id,
      createdBy: ctx.scope.userId,
      createdAt: nowOf(ctx),
    },
    removedAt,
  );
  const [newId] = await insertBoms(ctx.db, ctx.scope, [values]);
  const added = await bomOr404(ctx, newId);
  await recordChanged(ctx, PlaneBom, ObjType.InstalledList, old, retired);
  await recordAdded(ctx, PlaneBom, ObjType.InstalledList, added.row);
  await recordEngineChange(ctx, retired, added.row);
  await statusInputsChanged(ctx, plane.id);
  return answered(ctx, added, today);
}

/** An engine or propeller replacement as the aircraft's assembly row (3. of Replace). */
async function recordEngineChange(ctx: Ctx<unknown>, retired: PlaneBomRecord, added: PlaneBomRecord): Promise<void> {
  const ctype = added.ctype;
  if (ctype !== AssemblyType.Engine && ctype !== AssemblyType.Propeller) return;
  const [id] = await insertAssemblies(ctx.db, ctx.scope, [
    {
      plane: added.plane,
      parent: null,
      ctype,
      name: added.name ?? retired.name,
      removeModel: retired.model,
      removeSeri: retired.seri ?? '',
      removeHours: retired.removeTsnHours,
      installModel: added.model,
      installSeri: added.seri ?? '',
      installHours: added.tsnHours,
      changeDate: added.installDate,
      removeBom: retired.id,
      installBom: added.id,
      state: 1,
      createdAt: nowOf(ctx),
    },
  ]);
  const row = await findAssembly(ctx.db, ctx.scope, id);
  if (row) await recordAdded(ctx, MaintainAssembly, ObjType.Assembly, row);
}

export async function restoreBom(ctx: Ctx<Body<'Restore'>>): Promise<PlaneBomRow> {
  const first = await bomOr404(ctx, ctx.body.id);
  const plane = await lockedPlane(ctx, first.row.plane);
  const current = (await bomOr404(ctx, ctx.body.id)).row;
  await checkRule(ctx, 'restore', current);
  // The rule saw a retired row in the chain: its latest comes back.
  const previous = await latestRetired(ctx.db, ctx.scope, chainIdOf(current));
  if (!previous) throw notFound();
  // The part removed may have been fitted elsewhere since: it cannot come back while it is installed there.
  await checkNotInstalled(ctx, previous.model, previous.seri, current.id);
  await deleteBom(ctx.db, ctx.scope, current.id);
  const { row: reopened, stored } = withLife(
    {
      ...previous,
      closed: 0,
      removeDate: null,
      removeTsnHours: null,
      removeCsnLandings: null,
      removePlaneHours: null,
      removePlaneLandings: null,
    },
    plane,
    todayOf(ctx),
  );
  await updateBom(
    ctx.db,
    ctx.scope,
    previous.id,
    {
      closed: 0,
      removeDate: null,
      removeTsnHours: null,
      removeCsnLandings: null,
      removePlaneHours: null,
      removePlaneLandings: null,
    },
    stored,
  );
  await recordDeleted(ctx, PlaneBom, ObjType.InstalledList, current);
  await recordChanged(ctx, PlaneBom, ObjType.InstalledList, previous, reopened);
  // The replacement's assembly row goes with it.
  const change = await replacementAssembly(ctx.db, ctx.scope, current.id);
  if (change) {
    await deleteAssemblies(ctx.db, ctx.scope, [change.id]);
    await recordDeleted(ctx, MaintainAssembly, ObjType.Assembly, change);
  }
  await statusInputsChanged(ctx, plane.id);
  return answered(ctx, { ...first, row: reopened }, todayOf(ctx));
}

export async function removeBom(ctx: Ctx<Body<'Delete'>>) {
  await lockedPlane(ctx, (await bomOr404(ctx, ctx.body.id)).row.plane);
  // Read again under the aircraft's lock (a replacement may have just retired it).
  const { row } = await bomOr404(ctx, ctx.body.id);
  await checkRule(ctx, 'delete', row);
  await deleteBom(ctx.db, ctx.scope, row.id);
  await recordDeleted(ctx, PlaneBom, ObjType.InstalledList, row);
  await statusInputsChanged(ctx, row.plane);
  return { id: row.id };
}

// --- Import ----------------------------------------------------------------------------------------------------

/** Blank text as absent. */
const given = <T>(v: T | null | undefined): T | undefined =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** A number from a cell: a number, or numeric text (thousands separators allowed); else the text (the schema names it). */
function numberOf(v: string | number | null | undefined): number | string | undefined {
  const value = given(v);
  if (value === undefined || typeof value === 'number') return value;
  const text = value.normalize('NFKC').trim().replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text) ? Number(text) : value;
}

const trimmed = (v: string | null | undefined) => {
  const t = given(v);
  return t === undefined ? undefined : t.trim();
};

/** A sheet row as Add's input. */
const inputOf = (row: BomImportRow, plane: number) => ({
  plane,
  category: trimmed(row.category),
  name: trimmed(row.name),
  model: trimmed(row.model),
  seri: trimmed(row.seri),
  installDate: trimmed(row.installDate),
  manufactureDate: trimmed(row.manufactureDate),
  tsnHours: numberOf(row.tsnHours),
  csnLandings: numberOf(row.csnLandings),
  lifeHours: numberOf(row.lifeHours),
  lifeLandings: numberOf(row.lifeLandings),
  lifeCalendar: trimmed(row.lifeCalendar),
  remarks: given(row.remarks),
});

type BomColumn = (typeof BOM_IMPORT_COLUMNS)[number];
const isBomColumn = (field: string): field is BomColumn => (BOM_IMPORT_COLUMNS as readonly string[]).includes(field);

/** What each column of the template expects, as its problems say (domain/import-problem.ts). */
const BOM_EXPECT: Record<BomColumn, ImportExpect> = {
  category: 'text',
  name: 'text',
  model: 'text',
  seri: 'text',
  installDate: 'date',
  manufactureDate: 'date',
  tsnHours: 'number0',
  csnLandings: 'whole0',
  lifeHours: 'number0',
  lifeLandings: 'whole0',
  lifeCalendar: 'calendar',
  remarks: 'text',
};

/** The template's heading of a column (the interface string `bom.<column>`, both languages). */
const headingOf = (column: BomColumn) => componentStrings[`bom.${column}`];

type Problem = { row: number; field: string; message: string };

/** A field error of a sheet row: its row, the column's heading, the value found and what was expected. */
function fieldProblem(lang: Lang, row: BomImportRow, e: FieldError): Problem {
  const at = isBomColumn(e.field)
    ? { row: row.row, column: headingOf(e.field), value: row[e.field], expect: BOM_EXPECT[e.field] }
    : { row: row.row, column: e.field, value: undefined };
  return { row: row.row, field: e.field, message: fieldErrorText(lang, at, e) };
}

/** A problem of a row's part and serial number (a duplicate, installed elsewhere), under the serial's heading. */
const serialProblem = (lang: Lang, row: number, detail: string): Problem => ({
  row,
  field: 'seri',
  message: cellProblemText(lang, { row, column: headingOf('seri'), detail }),
});

type AddValues = Body<'Add'>;

/** A column's value as compared for a change (dates by their day, numbers as numbers, blanks as null). */
function comparable(column: BomColumn, value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (column === 'installDate' || column === 'manufactureDate') return String(value).slice(0, 10);
  return typeof value === 'number' ? value : String(value);
}

/**
 * The changes an imported row makes to the current row it stands for: the template's columns that differ. A blank
 * cell keeps the stored value (as an absent field of Update does): a sparse sheet never erases a component's times,
 * limits or dates; a field is cleared on the component itself.
 */
function importedChanges(values: AddValues, before: PlaneBomRecord): BomValues {
  const changes: Record<string, unknown> = {};
  for (const column of BOM_IMPORT_COLUMNS) {
    const next = values[column] ?? null;
    if (next === null) continue;
    if (comparable(column, next) !== comparable(column, before[column])) changes[column] = next;
  }
  return changes as BomValues;
}

/**
 * The current rows of the aircraft that the sheet's rows stand for (export → edit → import): a row with a part
 * and serial number stands for the installed row holding them; a row without a serial number for the next
 * unclaimed one of the same category, name and part number without a serial (in list order, as the export
 * writes them). Answers the matched row per accepted row (undefined: a new component).
 */
function matchCurrent(accepted: readonly AddValues[], current: readonly PlaneBomRecord[]) {
  const serialised = new Map<string, PlaneBomRecord>();
  const plain = new Map<string, PlaneBomRecord[]>();
  for (const row of current) {
    if (row.model && row.seri) serialised.set(`${row.model}\u0000${row.seri}`, row);
    else if (!row.seri) {
      const key = `${row.category}\u0000${row.name}\u0000${row.model ?? ''}`;
      plain.set(key, [...(plain.get(key) ?? []), row]);
    }
  }
  return accepted.map((a) =>
    a.model && a.seri
      ? serialised.get(`${a.model}\u0000${a.seri}`)
      : a.seri
        ? undefined
        : plain.get(`${a.category}\u0000${a.name}\u0000${a.model ?? ''}`)?.shift(),
  );
}

/**
 * Saves a current row's changes (Update, and an imported row that stands for it): the times a new limit counts
 * from, the stored life, and the operation-log row of the change. Answers the row after.
 */
async function saveChanges(
  ctx: Ctx<unknown>,
  plane: Plane,
  before: PlaneBomRecord,
  changes: BomValues,
): Promise<PlaneBomRecord> {
  let next = withChanges(PlaneBom, before, changes) as PlaneBomRecord;
  // A limit set on a component of unknown times: it counts from 0 (as Add would).
  next = { ...next, ...startingTimes(next, undefined) };
  const { row: after, stored } = withLife(next, plane, todayOf(ctx));
  await updateBom(
    ctx.db,
    ctx.scope,
    before.id,
    { ...changes, tsnHours: after.tsnHours, csnLandings: after.csnLandings } as BomValues,
    stored,
  );
  await recordChanged(ctx, PlaneBom, ObjType.InstalledList, before, after);
  return after;
}

export async function importBom(ctx: Ctx<Body<'Import'>>): Promise<{ added: number; updated: number }> {
  const { body, lang } = ctx;
  const plane = await lockedPlane(ctx, body.plane);
  const problems: Problem[] = [];
  const accepted: AddValues[] = [];
  const acceptedRows: number[] = [];
  for (const row of body.rows) {
    try {
      accepted.push(parseOrThrow(PlaneBom.input, inputOf(row, plane.id)));
      acceptedRows.push(row.row);
    } catch (err) {
      if (!(err instanceof AppError) || !err.errors) throw err;
      for (const e of err.errors as FieldError[]) problems.push(fieldProblem(lang, row, e));
    }
  }
  // A row that stands for one of the aircraft's current rows changes it (with the right to edit them).
  const mayUpdate = grantedOf(ctx.scope, bomAbilities).update;
  const matched = mayUpdate
    ? matchCurrent(accepted, await currentOfPlane(ctx.db, ctx.scope, plane.id))
    : accepted.map(() => undefined);
  // A serialised part is installed once: not twice in the sheet, not where it is already installed (unless the
  // row stands for it).
  const seen = new Map<string, number>();
  const sheetKeys = accepted.map((a, i) => ({ key: partKey(a.model, a.seri), row: acceptedRows[i], self: matched[i] }));
  const installed = await installedParts(
    ctx.db,
    ctx.scope,
    sheetKeys.flatMap((k) => (k.key ? [k.key] : [])),
  );
  for (const { key, row, self } of sheetKeys) {
    if (!key) continue;
    const id = `${key.model}\u0000${key.seri}`;
    const params = { model: key.model, seri: key.seri };
    const other = seen.get(id);
    const where = installed.get(id);
    if (other !== undefined) {
      problems.push(serialProblem(lang, row, translate(lang, 'bom.duplicateInSheet', { ...params, other })));
    } else if (where && where.id !== self?.id) {
      problems.push(
        serialProblem(lang, row, translate(lang, 'bom.alreadyInstalled', { ...params, plane: where.planeName })),
      );
    }
    seen.set(id, row);
  }
  if (problems.length > 0) {
    // By row, then in the sheet's column order.
    const at = (p: Problem) => (isBomColumn(p.field) ? BOM_IMPORT_COLUMNS.indexOf(p.field) : BOM_IMPORT_COLUMNS.length);
    problems.sort((x, y) => x.row - y.row || at(x) - at(y));
    throw new AppError(
      'VALIDATION',
      'bom.importProblems',
      { count: problems.length },
      { extra: { problems: problems.slice(0, MAX_PROBLEMS) } },
    );
  }

  // The rows that stand for current ones: their changes, each logged as an Update is.
  const updatedIds: number[] = [];
  const added: AddValues[] = [];
  for (const [i, a] of accepted.entries()) {
    const before = matched[i];
    if (!before) {
      added.push(a);
      continue;
    }
    const changes = importedChanges(a, before);
    if (Object.keys(changes).length === 0) continue;
    await saveChanges(ctx, plane, before, changes);
    updatedIds.push(before.id);
  }

  const ids = added.length > 0 ? await addImported(ctx, plane, added) : [];
  // A sheet that changes nothing (its own export imported back as it was) leaves no trace, as an empty edit.
  if (ids.length === 0 && updatedIds.length === 0) {
    await ctx.audit({ targetType: ObjType.InstalledList, targetId: plane.id, name: plane.name, changes: {} });
  }
  ctx.changed(PlaneBom.table, [...ids, ...updatedIds]);
  await statusInputsChanged(ctx, plane.id);
  return { added: ids.length, updated: updatedIds.length };
}

/** Inserts an import's new rows, logged as one row for the sheet; answers their ids. */
async function addImported(ctx: Ctx<unknown>, plane: Plane, accepted: readonly AddValues[]): Promise<number[]> {
  const today = todayOf(ctx);
  const keys = accepted.map((a) => partKey(a.model, a.seri)).filter((k) => k !== null);
  const removals = keys.length > 0 ? await latestRemovals(ctx.db, ctx.scope, keys) : new Map();
  const createdAt = nowOf(ctx);
  const firstSorter = await nextSorter(ctx.db, ctx.scope, plane.id);
  const installedAt: LifeCounters[] = [];
  for (const a of accepted) installedAt.push(await countersAt(ctx, plane, a.installDate));
  const rows = accepted.map((a, i) =>
    newRow(
      { ...a, ...startingTimes(a, a.model && a.seri ? removals.get(`${a.model}\u0000${a.seri}`) : undefined) },
      plane,
      today,
      { times: 0, sorter: firstSorter + i, original: null, createdBy: ctx.scope.userId, createdAt },
      installedAt[i],
    ),
  );
  const ids = await insertBoms(ctx.db, ctx.scope, rows);
  await setOwnOriginal(ctx.db, ctx.scope, plane.id);
  ids.sort((x, y) => x - y);
  // One log row for the sheet's new rows: its aircraft, how many, and which rows it added.
  await ctx.audit({
    targetType: ObjType.InstalledList,
    targetId: ids[0],
    name: `${plane.name} Import ${ids.length}`,
    changes: { plane: [null, plane.id], imported: [null, ids.length], ids: [null, ids] },
  });
  return ids;
}

// --- The aircraft's counters changed ----------------------------------------------------------------------------

/**
 * Rewrites the stored life of an aircraft's installed life-limited rows after its counters changed (the caller's
 * transaction); answers the ids whose stored figures changed.
 */
export async function refreshPlaneLife(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  today: string,
): Promise<number[]> {
  const plane = await planeCounters(db, owner, planeId);
  if (!plane) return [];
  const changed: number[] = [];
  for (const { row, stored } of await installedLimitedOfPlane(db, owner, planeId)) {
    const next = storedOf(componentLife(row, countersOf(plane), today));
    if (
      next.life_state === stored.life_state &&
      next.life_expire_date === stored.life_expire_date &&
      next.life_remain_hours === stored.life_remain_hours &&
      next.life_remain_landings === stored.life_remain_landings
    ) {
      continue;
    }
    await updateBom(db, owner, row.id, {}, next);
    changed.push(row.id);
  }
  return changed;
}
