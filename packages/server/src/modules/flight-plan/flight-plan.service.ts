import { ObjType } from '@hangar/domain/codes';
import {
  FlightPlan,
  type FlightPlanRecord,
  type FlightPlanRow,
  flightPlanRefusal,
  PLAN_STATES,
  type PlanConflict,
} from '@hangar/domain/contracts/flight-plans';
import { MAX_HORIZON_DAYS } from '@hangar/domain/contracts/planning';
import { daysBetween, formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { withChanges } from '../../platform/entity/entity-map';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import type { EventCtx } from '../../platform/registry';
import { findMember } from '../employ';
import { planeCounters } from '../plane-entity';
import { statusesOf } from '../plane-status';
import { forecastPlanes } from '../planning';
import {
  deletePlan,
  findPlan,
  insertPlan,
  plansFlown,
  plansUnflown,
  queryPlans,
  setFlown,
  updatePlan,
} from './flight-plan.repo';

// Flight plans (issue 35; docs/architecture.md "Planning", docs/domain.md "Forecast"): a planned flying day of one
// of the company's aircraft. Every write checks the aircraft is the company's (400 on `plane`), the crew members of
// the company (400 on `crew`), a new plan's day not before today; only a planned plan is changed, deleted or
// cancelled (flightPlanRefusal, the rows' abilities too). Each answered plan carries its conflicts, computed when
// read: the aircraft unserviceable today (plane-status), control items whose first forecast occurrence at the
// planned utilisation (planning's forecast, one per aircraft per page) falls on or before the plan's day. A
// flight-log day closes the aircraft's planned plans of that day (`planeCountersChanged`, closeFlownPlans).

type Body<K extends keyof typeof FlightPlan.api> = EndpointBody<(typeof FlightPlan.api)[K]>;
type Plan = FlightPlanRecord & { planeName: string | null };

const todayOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => todayIn(ctx.deps.config.timeZone);
const day = (value: string) => value.slice(0, 10);

export const flightPlanAbilities = rowAbilities({
  update: FlightPlan.api.Update,
  delete: FlightPlan.api.Delete,
  cancel: FlightPlan.api.Cancel,
});

async function planOr404(ctx: Ctx<unknown>, id: number): Promise<Plan> {
  const found = await findPlan(ctx.db, ctx.scope, id);
  if (!found) throw notFound();
  return found;
}

/** The company's aircraft named, or 400 on `plane`. */
async function planeOr400(ctx: Ctx<unknown>, planeId: number) {
  const plane = await planeCounters(ctx.db, ctx.scope, planeId);
  if (!plane) throw invalid('flightPlan.planeUnknown', 'plane');
  return plane;
}

/** Every crew member a member of the company, or 400 on `crew` naming the first who is not. */
async function checkCrew(ctx: Ctx<unknown>, crew: readonly number[]): Promise<void> {
  for (const user of crew) {
    if (!(await findMember(ctx.db, ctx.scope, user))) throw invalid('flightPlan.crewNotMember', 'crew', { id: user });
  }
}

// --- Conflicts -------------------------------------------------------------------------------------------------

/**
 * The conflicts of planned plans (docs/domain.md "Forecast"): `status` when the aircraft is unserviceable today,
 * `due` for each control item whose first forecast occurrence — the next one not yet done — at the planned
 * utilisation falls on or before the plan's day. One forecast per aircraft, to the latest plan's day.
 */
async function conflictsOf(ctx: Ctx<unknown>, plans: readonly Plan[]): Promise<Map<number, PlanConflict[]>> {
  const out = new Map<number, PlanConflict[]>();
  const open = plans.filter((p) => p.state === PLAN_STATES.planned);
  if (open.length === 0) return out;
  const today = todayOf(ctx);
  const planeIds = [...new Set(open.map((p) => p.plane))];
  const statuses = await statusesOf(ctx.db, ctx.scope, planeIds);
  const lastDay = open.reduce((max, p) => (day(p.planDate) > max ? day(p.planDate) : max), today);
  const days = Math.max(1, Math.min(MAX_HORIZON_DAYS, daysBetween(today, lastDay)));
  const { planes } = await forecastPlanes(ctx, planeIds, { days, utilisation: { mode: 'planned', factor: 1 } });
  // Each item's first occurrence (the next due not yet done), by aircraft.
  const firstDue = new Map<number, { id: number; name: string; date: string }[]>();
  for (const f of planes) {
    const seen = new Set<number>();
    const list: { id: number; name: string; date: string }[] = [];
    for (const o of f.occurrences) {
      if (o.source !== 'item' || seen.has(o.id)) continue;
      seen.add(o.id);
      list.push({ id: o.id, name: o.name, date: o.date });
    }
    firstDue.set(f.plane, list);
  }
  for (const p of open) {
    const conflicts: PlanConflict[] = [];
    const status = statuses.get(p.plane);
    if (status?.status === 3) {
      const reasons = status.reasons.filter((r) => r.grounding).map((r) => r.title);
      conflicts.push({ kind: 'status', id: null, name: reasons.join('; ').slice(0, 500), date: null });
    }
    for (const o of firstDue.get(p.plane) ?? []) {
      if (o.date <= day(p.planDate)) conflicts.push({ kind: 'due', id: o.id, name: o.name, date: o.date });
    }
    out.set(p.id, conflicts);
  }
  return out;
}

/** Plans as answered: with their conflicts and the caller's abilities. */
async function rowsOf(ctx: Ctx<unknown>, plans: readonly Plan[]): Promise<FlightPlanRow[]> {
  const granted = grantedOf(ctx.scope, flightPlanAbilities);
  const conflicts = await conflictsOf(ctx, plans);
  return plans.map((p) => {
    const refusal = flightPlanRefusal(p);
    return {
      ...p,
      conflicts: conflicts.get(p.id) ?? [],
      abilities: abilitiesOf(granted, { update: refusal, delete: refusal, cancel: refusal }),
    };
  });
}

async function rowOf(ctx: Ctx<unknown>, id: number): Promise<FlightPlanRow> {
  const [row] = await rowsOf(ctx, [await planOr404(ctx, id)]);
  return row;
}

/** The operation log's name of a plan: the aircraft and the day. */
const named = (p: Plan) => ({ ...p, name: `${p.planeName ?? p.plane} ${day(p.planDate)}` });

// --- Reads -----------------------------------------------------------------------------------------------------

export async function queryFlightPlans(ctx: Ctx<Body<'Query'>>) {
  const { plane, from, to, state, page, pageSize } = ctx.body;
  const found = await queryPlans(ctx.db, ctx.scope, { plane, from, to, state }, page, pageSize);
  return { items: await rowsOf(ctx, found.items), totalItems: found.totalItems };
}

// --- Writes ----------------------------------------------------------------------------------------------------

export async function addFlightPlan(ctx: Ctx<Body<'Add'>>): Promise<FlightPlanRow> {
  const input = ctx.body;
  await planeOr400(ctx, input.plane);
  if (day(input.planDate) < todayOf(ctx)) throw invalid('flightPlan.dateInPast', 'planDate');
  if (daysBetween(todayOf(ctx), day(input.planDate)) > MAX_HORIZON_DAYS) {
    throw invalid('flightPlan.dateTooFar', 'planDate');
  }
  await checkCrew(ctx, input.crew ?? []);
  const id = await insertPlan(
    ctx.db,
    ctx.scope,
    { ...input, state: PLAN_STATES.planned, createdAt: formatDateTime(new Date(), ctx.deps.config.timeZone) },
    ctx.scope.userId,
  );
  const plan = await planOr404(ctx, id);
  await recordAdded(ctx, FlightPlan, ObjType.FlightPlan, named(plan));
  return rowOf(ctx, id);
}

export async function changeFlightPlan(ctx: Ctx<Body<'Update'>>): Promise<FlightPlanRow> {
  const { id, ...changes } = ctx.body;
  const before = await planOr404(ctx, id);
  refuseIf(flightPlanRefusal(before));
  const next = withChanges(FlightPlan, before, changes) as FlightPlanRecord;
  if (next.plane !== before.plane) await planeOr400(ctx, next.plane);
  if (next.planDate !== before.planDate && day(next.planDate) < todayOf(ctx)) {
    throw invalid('flightPlan.dateInPast', 'planDate');
  }
  if (changes.crew !== undefined) await checkCrew(ctx, next.crew);
  await updatePlan(ctx.db, ctx.scope, id, changes);
  const after = await planOr404(ctx, id);
  await recordChanged(ctx, FlightPlan, ObjType.FlightPlan, named(before), named(after));
  return rowOf(ctx, id);
}

export async function removeFlightPlan(ctx: Ctx<Body<'Delete'>>) {
  const before = await planOr404(ctx, ctx.body.id);
  refuseIf(flightPlanRefusal(before));
  await deletePlan(ctx.db, ctx.scope, before.id);
  await recordDeleted(ctx, FlightPlan, ObjType.FlightPlan, named(before));
  return { id: before.id };
}

export async function cancelFlightPlan(ctx: Ctx<Body<'Cancel'>>): Promise<FlightPlanRow> {
  const before = await planOr404(ctx, ctx.body.id);
  refuseIf(flightPlanRefusal(before));
  await updatePlan(ctx.db, ctx.scope, before.id, { state: PLAN_STATES.cancelled, cancelReason: ctx.body.reason });
  const after = await planOr404(ctx, before.id);
  await recordChanged(ctx, FlightPlan, ObjType.FlightPlan, named(before), named(after));
  return rowOf(ctx, before.id);
}

/**
 * The subscriber of `planeCountersChanged` (every write of the flight log hands the aircraft its totals, and so
 * raises it): the aircraft's planned plans on a day its flight log records become flown, with that day's record;
 * a flown plan whose record was deleted or moved to another day is planned again. In the flight log's
 * transaction (its log row records the flight; the plan keeps the record that closed it).
 */
export async function closeFlownPlans(ctx: EventCtx, event: { companyId: number; planeId: number }) {
  const reopened = await plansUnflown(ctx.db, event.companyId, event.planeId);
  for (const id of reopened) await setFlown(ctx.db, event.companyId, id, null);
  const flown = await plansFlown(ctx.db, event.companyId, event.planeId);
  for (const p of flown) await setFlown(ctx.db, event.companyId, p.id, p.flyId);
  const changed = [...reopened, ...flown.map((p) => p.id)];
  if (changed.length > 0) ctx.changed('flight_plan', changed);
}
