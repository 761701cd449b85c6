import { ObjType } from '@hangar/domain/codes';
import {
  Deferral,
  type DeferralDueRow,
  type DeferralRates,
  type DeferralRecord,
  type DeferralRow,
  type DeferralState,
  type DueWindow,
  deferralDue,
  deferralDueOf,
  deferralRefusal,
  deferralState,
  inDueWindow,
  type Limit,
  limitOf,
} from '@hangar/domain/contracts/deferrals';
import { TaskType } from '@hangar/domain/contracts/records';
import type { StatusReason } from '@hangar/domain/contracts/status';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import type { Kysely } from 'kysely';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { companyOf } from '../../platform/access/scope';
import { diff } from '../../platform/audit/oper-log';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { auditOf } from '../../platform/entity/entity-map';
import { invalid, notFound, rule } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import type { EventCtx } from '../../platform/registry';
import { findTask, openFaults, taskTitles } from '../maintain-task';
import { countersOfPlanes, lockPlane, planeCounters } from '../plane-entity';
import { qualifiedSigner } from '../qualification';
import { findDeferral, findMel, insertDeferral, listDeferrals, openDeferralOf, updateDeferral } from './mel.repo';

// Deferrals of faults under the operator's MEL (issue 32): Add (the caller's valid licence, the item's limit from the
// day of discovery or the aircraft's counters), the one Extend, Close by hand, and the close that follows the fault's
// sign-off (recordSigned). Each write is one transaction with its log row and raises planeStatusInputsChanged for the
// aircraft. The aircraft's status reasons of this module: open faults not deferred, deferrals in date and expired.

type Body<K extends keyof typeof Deferral.api> = EndpointBody<(typeof Deferral.api)[K]>;
type Counters = { hours: number; landings: number };

const todayOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => todayIn(ctx.deps.config.timeZone);
const nowOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => formatDateTime(new Date(), ctx.deps.config.timeZone);
const day = (value: string | null) => (value ? value.slice(0, 10) : null);
const nameOf = (d: Pick<DeferralRecord, 'itemNo' | 'title'>) => `${d.itemNo} ${d.title}`.slice(0, 200);

/** What the caller may do with a deferral: its contract's access and deferralRefusal (Extend and Close check it). */
const deferralAbilities = rowAbilities({ extend: Deferral.api.Extend, close: Deferral.api.Close });

/** The state of a deferral at its aircraft's counters. */
export function stateOf(d: DeferralRecord, today: string, counters: Counters | undefined): DeferralState {
  return deferralState(d, today, counters ?? { hours: 0, landings: 0 });
}

async function countersOf(db: Kysely<Database>, owner: Owner, planeIds: readonly number[]) {
  const rows = await countersOfPlanes(db, owner, planeIds);
  const out = new Map<number, Counters & { name: string; model: number | null; rates: DeferralRates | null }>();
  for (const [id, r] of rows) {
    // The utilisation the items' forecasts count with (maintain-ctrl's countersOf): none without a source or a day.
    const rated = (r.forecast_source === 'log' || r.forecast_source === 'manual') && r.counters_date;
    out.set(id, {
      hours: Number(r.all_fly_hours ?? 0),
      landings: Number(r.all_landings ?? 0),
      name: r.name,
      model: r.model_id ?? null,
      rates: rated
        ? {
            dailyHours: r.daily_hours === null ? null : Number(r.daily_hours),
            dailyLandings: r.daily_landings === null ? null : Number(r.daily_landings),
            asOf: r.counters_date,
          }
        : null,
    });
  }
  return out;
}

/** Deferrals as answered: with the aircraft's tail number, the fault's title, the state and the abilities. */
async function answerRows(ctx: Ctx<unknown>, rows: DeferralRecord[]): Promise<DeferralRow[]> {
  const counters = await countersOf(
    ctx.db,
    ctx.scope,
    rows.map((r) => r.plane),
  );
  const titles = await taskTitles(
    ctx.db,
    ctx.scope,
    rows.map((r) => r.task),
  );
  const granted = grantedOf(ctx.scope, deferralAbilities);
  const today = todayOf(ctx);
  return rows.map((r) => ({
    ...r,
    planeName: counters.get(r.plane)?.name ?? null,
    faultTitle: titles.get(r.task) ?? null,
    state: stateOf(r, today, counters.get(r.plane)),
    abilities: abilitiesOf(granted, (action) => deferralRefusal(action, r)),
  }));
}

async function deferralOr404(ctx: Ctx<unknown>, id: number): Promise<DeferralRecord> {
  const found = await findDeferral(ctx.db, ctx.scope, id);
  if (!found) throw notFound();
  return found;
}

/** Open ones first (overdue, warning, in date; each by its limit), then the closed ones latest first. */
const STATE_ORDER: Record<DeferralState, number> = { overdue: 0, warning: 1, open: 2, closed: 3 };

export async function queryDeferrals(ctx: Ctx<Body<'Query'>>) {
  const { plane, task, category, state, page, pageSize } = ctx.body;
  const filter = { plane, task, category };
  const offset = (page - 1) * pageSize;
  if (state === 'closed') {
    const { rows, total } = await listDeferrals(
      ctx.db,
      ctx.scope,
      { ...filter, closed: 1 },
      { limit: pageSize, offset },
    );
    return { items: await answerRows(ctx, rows), totalItems: total };
  }
  // Open deferrals are few (a fleet's open defects): their state depends on today and the counters, so they are
  // read whole, ordered and filtered here.
  const open = await answerRows(ctx, (await listDeferrals(ctx.db, ctx.scope, { ...filter, closed: 0 }, null)).rows);
  const due = (r: DeferralRow) => r.dueDate ?? '9999-12-31';
  const wanted = open
    .filter((r) => state === undefined || r.state === state)
    .sort((x, y) => STATE_ORDER[x.state] - STATE_ORDER[y.state] || due(x).localeCompare(due(y)) || x.id - y.id);
  const items = wanted.slice(offset, offset + pageSize);
  if (state !== undefined) return { items, totalItems: wanted.length };
  const closedOffset = Math.max(0, offset - wanted.length);
  const closedLimit = pageSize - items.length;
  const closed = await listDeferrals(
    ctx.db,
    ctx.scope,
    { ...filter, closed: 1 },
    { limit: Math.max(closedLimit, 1), offset: closedOffset },
  );
  if (closedLimit > 0) items.push(...(await answerRows(ctx, closed.rows)));
  return { items, totalItems: wanted.length + closed.total };
}

/** Overdue, then warning, then the rest; each by its due day (last day or forecast), a counter limit without one last. */
const dueOrder = (x: DeferralDueRow, y: DeferralDueRow) =>
  STATE_ORDER[x.state] - STATE_ORDER[y.state] ||
  (x.due.dueDate ?? '9999-12-31').localeCompare(y.due.dueDate ?? '9999-12-31') ||
  x.id - y.id;

/**
 * Due: the company's open deferrals (of an aircraft, of a model) as due items — their due in the items' terms
 * (`deferralDueOf`) — within the fleet monitor's window (`inDueWindow`, QueryFleet's fields), most urgent first.
 * Open deferrals are few (a fleet's open defects): read whole, answered whole.
 */
export async function dueDeferrals(ctx: Ctx<Body<'Due'>>) {
  const { plane, planeModel, ...window } = ctx.body;
  const { rows } = await listDeferrals(ctx.db, ctx.scope, { plane, closed: 0 }, null);
  const counters = await countersOf(
    ctx.db,
    ctx.scope,
    rows.map((r) => r.plane),
  );
  const today = todayOf(ctx);
  const wanted = rows.filter((r) => planeModel === undefined || counters.get(r.plane)?.model === planeModel);
  const answered = await answerRows(ctx, wanted);
  const items = answered
    .map((r): DeferralDueRow => {
      const plane = counters.get(r.plane);
      const at = { hours: plane?.hours ?? 0, landings: plane?.landings ?? 0 };
      return {
        ...r,
        due: deferralDueOf(r, today, at, plane?.rates ?? null),
        planeModel: plane?.model ?? null,
        allFlyHours: at.hours,
        allLandings: at.landings,
      };
    })
    .filter((r) => inDueWindow(r.due, window, today))
    .sort(dueOrder);
  return { items, totalItems: items.length };
}

/**
 * The open deferrals due in `window` for another module's answer (the fleet due list): Deferral/Due's rows, none for
 * a caller who may not read deferrals (its contract's access), as the screens show them.
 */
export async function deferralsDue(ctx: Ctx<unknown>, window: DueWindow): Promise<DeferralDueRow[]> {
  if (!grantedOf(ctx.scope, { read: Deferral.api.Due }).read) return [];
  return (await dueDeferrals({ ...ctx, body: window })).items;
}

/** Raised by every write: the aircraft's status reads its faults and deferrals. */
async function statusChanged(ctx: Ctx<unknown>, planeId: number) {
  await ctx.emit('planeStatusInputsChanged', { companyId: companyOf(ctx.scope), planeId });
}

/** Add: defers an open fault under one of the company's MEL items of the aircraft's model. */
export async function addDeferral(ctx: Ctx<Body<'Add'>>) {
  const { db, scope, body } = ctx;
  const first = await findTask(db, scope, body.task);
  if (!first) throw notFound();
  // One deferral of a fault at a time, and the aircraft's counters do not move under it.
  await lockPlane(db, ctx.deps.db.dialect, scope, first.row.plane);
  const fault = (await findTask(db, scope, body.task))?.row;
  if (!fault) throw notFound();
  if (fault.type !== TaskType.Fault) throw invalid('deferral.notAFault', 'task');
  if (fault.closed === 1) throw rule('deferral.faultClosed');
  if (await openDeferralOf(db, scope, fault.id)) throw rule('deferral.alreadyDeferred');
  const item = await findMel(db, scope, body.melItem);
  if (!item) throw notFound();
  const plane = await planeCounters(db, scope, fault.plane);
  if (!plane) throw notFound();
  if (item.planeModel !== plane.model_id) throw invalid('deferral.melItemOtherModel', 'melItem');
  const limit = limitOf(item);
  if (!limit) throw invalid('deferral.noInterval', 'melItem');
  const today = todayOf(ctx);
  const licence = await qualifiedSigner(db, scope, today, { model: plane.model_id, kind: 'deferral', lang: ctx.lang });

  const counters = { hours: Number(plane.all_fly_hours ?? 0), landings: Number(plane.all_landings ?? 0) };
  const discovered = day(fault.issueDate) ?? day(fault.createdAt) ?? today;
  const id = await insertDeferral(db, scope, {
    ...deferralFacts({ planeId: fault.plane, taskId: fault.id, item, limit, discovered, counters }),
    placard: body.placard,
    remarks: body.remarks ?? null,
    deferred_by: scope.userId,
    deferred_name: licence.name,
    licence_no: licence.licenceNo,
    deferred_at: nowOf(ctx),
  });
  const after = await deferralOr404(ctx, id);
  await ctx.audit({
    targetType: ObjType.Deferral,
    targetId: id,
    name: nameOf(after),
    changes: diff({}, auditOf(Deferral, after)),
  });
  ctx.changed('deferral', [id]);
  await statusChanged(ctx, fault.plane);
  return (await answerRows(ctx, [after]))[0];
}

/** The current limit as text (the log's and the message's). */
const dueText = (d: Pick<DeferralRecord, 'dueDate' | 'dueHours' | 'dueLandings' | 'limitUnit'>) =>
  d.dueDate !== null ? (day(d.dueDate) as string) : `${d.dueHours ?? d.dueLandings} ${d.limitUnit}`;

/** Extend: the one extension, with its approver, reason and a limit later than the current one. */
export async function extendDeferral(ctx: Ctx<Body<'Extend'>>) {
  const { db, scope, body } = ctx;
  const before = await deferralOr404(ctx, body.id);
  refuseIf(deferralRefusal('extend', before));
  const values: Partial<DeferralRecord> = {
    extApprover: body.approver,
    extReason: body.reason,
    extAt: nowOf(ctx),
    extBy: scope.userId,
    extPrevDue: dueText(before),
  };
  if (before.dueDate !== null) {
    if (!body.dueDate) throw invalid('deferral.dueDateRequired', 'dueDate');
    if (body.dueDate <= before.dueDate)
      throw invalid('deferral.extensionNotLater', 'dueDate', { due: dueText(before) });
    values.dueDate = body.dueDate;
  } else {
    const unit = before.limitUnit;
    if (body.dueCounter === undefined) throw invalid('deferral.dueCounterRequired', 'dueCounter', { unit });
    const current = (before.dueHours ?? before.dueLandings) as number;
    if (body.dueCounter <= current) throw invalid('deferral.extensionNotLater', 'dueCounter', { due: dueText(before) });
    if (before.dueHours !== null) values.dueHours = Math.round(body.dueCounter * 100) / 100;
    else values.dueLandings = Math.floor(body.dueCounter);
  }
  await updateDeferral(db, scope, before.id, values);
  const after = await deferralOr404(ctx, before.id);
  await ctx.audit({
    targetType: ObjType.Deferral,
    targetId: before.id,
    name: nameOf(after),
    changes: diff(auditOf(Deferral, before), auditOf(Deferral, after)),
  });
  ctx.changed('deferral', [before.id]);
  await statusChanged(ctx, before.plane);
  return (await answerRows(ctx, [after]))[0];
}

/** Close by hand, with a reason (a fault's sign-off closes its deferral by itself). */
export async function closeDeferral(ctx: Ctx<Body<'Close'>>) {
  const before = await deferralOr404(ctx, ctx.body.id);
  refuseIf(deferralRefusal('close', before));
  await updateDeferral(ctx.db, ctx.scope, before.id, {
    closed: 1,
    closedAt: nowOf(ctx),
    closedReason: ctx.body.reason,
  });
  const after = await deferralOr404(ctx, before.id);
  await ctx.audit({
    targetType: ObjType.Deferral,
    targetId: before.id,
    name: nameOf(after),
    changes: diff(auditOf(Deferral, before), auditOf(Deferral, after)),
  });
  ctx.changed('deferral', [before.id]);
  await statusChanged(ctx, before.plane);
  return (await answerRows(ctx, [after]))[0];
}

/**
 * The subscriber of `recordSigned`: a fault signed off closes its open deferral, in the sign-off's transaction
 * (the sign-off's log row records the fault's close; the deferral keeps the record that closed it).
 */
export async function closeOnSignOff(ctx: EventCtx, event: { companyId: number; taskId: number }) {
  const open = await openDeferralOf(ctx.db, event.companyId, event.taskId);
  if (!open) return;
  await updateDeferral(ctx.db, event.companyId, open.id, { closed: 1, closedAt: nowOf(ctx), closedTask: event.taskId });
  ctx.changed('deferral', [open.id]);
}

/**
 * The module's status reasons (registry `statusReasons`): each open fault of the aircraft without an open deferral
 * grounds it (`openFault`); an open deferral of an open fault is a `deferral` in date (due = its last day), an
 * `expiredDeferral` (grounding) past its limit, by day or counters.
 */
export async function deferralReasons(
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[] | null,
  today: string,
): Promise<StatusReason[]> {
  const faults = await openFaults(db, companyId, planeIds);
  if (faults.length === 0) return [];
  const { rows } = await listDeferrals(db, companyId, { closed: 0, ...(planeIds === null ? {} : { planeIds }) }, null);
  const byTask = new Map(rows.map((d) => [d.task, d]));
  const counters = await countersOf(
    db,
    companyId,
    rows.map((d) => d.plane),
  );
  const reasons: StatusReason[] = [];
  for (const fault of faults) {
    const d = byTask.get(fault.id);
    if (!d) {
      reasons.push({
        planeId: fault.planeId,
        kind: 'openFault',
        grounding: true,
        ref: fault.id,
        title: fault.title,
        due: null,
      });
      continue;
    }
    const expired = stateOf(d, today, counters.get(d.plane)) === 'overdue';
    reasons.push({
      planeId: d.plane,
      kind: expired ? 'expiredDeferral' : 'deferral',
      grounding: expired,
      ref: d.id,
      title: `${fault.title} (MEL ${d.itemNo})`.slice(0, 200),
      due: day(d.dueDate),
    });
  }
  return reasons;
}

/** An open deferral as a report shows it. */
export interface OpenDeferral {
  id: number;
  task: number;
  faultTitle: string | null;
  ata: string;
  itemNo: string;
  title: string;
  category: string;
  discovered: string;
  dueDate: string | null;
  dueHours: number | null;
  dueLandings: number | null;
  placard: string;
  deferredName: string | null;
  licenceNo: string | null;
  extension: { approver: string | null; reason: string | null; at: string | null; previousDue: string | null } | null;
  /** On `today` when given. */
  state: DeferralState | null;
}

/**
 * The columns a new deferral takes from its fault, MEL item and limit: the item's identity copied, the counters at
 * deferral and the due they give (Deferral/Add and the demo's deferrals).
 */
export function deferralFacts(from: {
  planeId: number;
  taskId: number;
  item: { id: number; ata: string; itemNo: string; title: string; category: string };
  limit: Limit;
  /** The day of discovery, `YYYY-MM-DD`. */
  discovered: string;
  counters: { hours: number; landings: number };
}) {
  const { item, limit, discovered, counters } = from;
  const due = deferralDue(limit, discovered, counters);
  return {
    plane_id: from.planeId,
    task_id: from.taskId,
    mel_item_id: item.id,
    ata: item.ata,
    item_no: item.itemNo,
    title: item.title,
    category: item.category,
    limit_value: limit.value,
    limit_unit: limit.unit,
    discovered: `${discovered} 00:00:00`,
    hours_at: counters.hours,
    landings_at: counters.landings,
    due_date: due.dueDate ? `${due.dueDate} 00:00:00` : null,
    due_hours: due.dueHours,
    due_landings: due.dueLandings,
  };
}

/** The aircraft's open deferrals (the status report's section): item, category, due, placard, extension. */
export async function deferralsOf(
  db: Kysely<Database>,
  companyId: number,
  planeId: number,
  today?: string,
): Promise<OpenDeferral[]> {
  const { rows } = await listDeferrals(db, companyId, { plane: planeId, closed: 0 }, null);
  const titles = await taskTitles(
    db,
    companyId,
    rows.map((r) => r.task),
  );
  const counters = today ? await countersOf(db, companyId, [planeId]) : undefined;
  return rows.map((d) => ({
    id: d.id,
    task: d.task,
    faultTitle: titles.get(d.task) ?? null,
    ata: d.ata,
    itemNo: d.itemNo,
    title: d.title,
    category: d.category,
    discovered: day(d.discovered) as string,
    dueDate: day(d.dueDate),
    dueHours: d.dueHours,
    dueLandings: d.dueLandings,
    placard: d.placard,
    deferredName: d.deferredName,
    licenceNo: d.licenceNo,
    extension:
      d.extAt === null
        ? null
        : { approver: d.extApprover, reason: d.extReason, at: d.extAt, previousDue: d.extPrevDue },
    state: today ? stateOf(d, today, counters?.get(planeId)) : null,
  }));
}
