import {
  type Forecast,
  MAX_HORIZON_DAYS,
  type OccurrenceRow,
  type PlaneForecast,
} from '@hangar/domain/contracts/planning';
import { addDays, daysBetween, todayIn } from '@hangar/domain/dates';
import {
  constantProfile,
  forecastItem,
  forecastLimit,
  groundedProfile,
  monthlyProfile,
  scaledProfile,
  type UtilisationProfile,
} from '@hangar/domain/due';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { companyOf } from '../../platform/access/scope';
import { invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { countersOf, forecastItemsOf } from '../maintain-ctrl';
import { deferralsOf } from '../mel';
import { countersOfPlanes, planeIdsOf } from '../plane-entity';
import { plannedFlying } from './planning.repo';

// Forecast/Plane and Forecast/Fleet (issue 35; docs/domain.md "Forecast"): the aircraft's counters and utilisation,
// its enabled control items and its open deferrals, through the domain's forecast engine over the horizon asked.

type Body<K extends keyof typeof Forecast.api> = EndpointBody<(typeof Forecast.api)[K]>;
type Horizon = Pick<Body<'Plane'>, 'days' | 'until' | 'utilisation'>;
type Utilisation = NonNullable<Horizon['utilisation']>;

const todayOf = (ctx: Pick<Ctx<unknown>, 'deps'>) => todayIn(ctx.deps.config.timeZone);

/** The horizon's last day: today + days (default one year), or the day given; at most five years, never past. */
function untilOf(horizon: Horizon, today: string): string {
  if (horizon.until !== undefined && horizon.until !== null) {
    const until = horizon.until.slice(0, 10);
    if (until < today) throw invalid('forecast.untilPast', 'until');
    if (daysBetween(today, until) > MAX_HORIZON_DAYS) throw invalid('forecast.horizonTooLong', 'until');
    return until;
  }
  return addDays(today, horizon.days ?? 365);
}

/** The grounding of the what-if, checked: both days, the last not before the first. */
function groundingOf(u: Utilisation | undefined): { from: string; to: string } | null {
  const from = u?.groundedFrom ?? null;
  const to = u?.groundedTo ?? null;
  if (from === null && to === null) return null;
  if (from === null) throw invalid('forecast.groundedFromRequired', 'utilisation.groundedFrom');
  if (to === null) throw invalid('forecast.groundedToRequired', 'utilisation.groundedTo');
  if (to < from) throw invalid('forecast.groundedToBeforeFrom', 'utilisation.groundedTo');
  return { from: from.slice(0, 10), to: to.slice(0, 10) };
}

type PlaneRow = NonNullable<ReturnType<Awaited<ReturnType<typeof countersOfPlanes>>['get']>>;
type PlannedDay = { day: string; hours: number; landings: number };

/**
 * The planned flying as a profile from `asOf`: each planned day (after asOf) at its hours and landings, nothing on
 * the days between, and after the last planned day the rates given (the measured ones).
 */
function plannedProfile(asOf: string, days: readonly PlannedDay[], after: { hours: number; landings: number }) {
  const segments: UtilisationProfile['segments'][number][] = [];
  const idle = (from: string) => ({ from, dailyHours: 0, dailyLandings: 0 });
  let next = addDays(asOf, 1);
  for (const d of days) {
    if (d.day <= asOf) continue;
    if (d.day > next) segments.push(idle(next));
    segments.push({ from: d.day, dailyHours: d.hours, dailyLandings: d.landings });
    next = addDays(d.day, 1);
  }
  segments.push({ from: next, dailyHours: after.hours, dailyLandings: after.landings });
  return { asOf, segments } satisfies UtilisationProfile;
}

/**
 * The profile a plane flies at: measured (its own rates from the day its counters were read), stated, or planned
 * (its flight plans day by day, then the measured rates).
 */
function profileOf(
  plane: PlaneRow,
  u: Utilisation | undefined,
  today: string,
  until: string,
  planned: readonly PlannedDay[],
) {
  const counters = countersOf(plane);
  const measured = counters.utilisation ?? null;
  const mode = u?.mode ?? 'measured';
  const asOf = mode !== 'stated' && measured ? measured.asOf : today;
  let base: UtilisationProfile;
  let dailyHours: number;
  let dailyLandings: number;
  if (mode === 'planned') {
    dailyHours = measured?.dailyHours ?? 0;
    dailyLandings = measured?.dailyLandings ?? 0;
    base = plannedProfile(asOf, planned, { hours: dailyHours, landings: dailyLandings });
  } else if (mode === 'stated' && u?.monthly && u.monthly.length > 0) {
    const months = Object.fromEntries(u.monthly.map((m) => [m.month, { hours: m.hours, landings: m.landings }]));
    base = monthlyProfile(asOf, months, until);
    // The year's average day (months not given fly nothing).
    const perDay = (total: number) => Math.round((total / 365.2425) * 100) / 100;
    dailyHours = perDay(u.monthly.reduce((sum, m) => sum + m.hours, 0));
    dailyLandings = perDay(u.monthly.reduce((sum, m) => sum + m.landings, 0));
  } else {
    dailyHours = mode === 'stated' ? (u?.dailyHours ?? 0) : (measured?.dailyHours ?? 0);
    dailyLandings = mode === 'stated' ? (u?.dailyLandings ?? 0) : (measured?.dailyLandings ?? 0);
    base = constantProfile(asOf, dailyHours, dailyLandings);
  }
  const factor = u?.factor ?? 1;
  const grounded = groundingOf(u);
  let profile = factor === 1 ? base : scaledProfile(base, factor);
  if (grounded) profile = groundedProfile(profile, grounded.from, grounded.to);
  return {
    counters,
    profile,
    row: {
      mode,
      asOf,
      dailyHours,
      dailyLandings,
      factor,
      groundedFrom: grounded?.from ?? null,
      groundedTo: grounded?.to ?? null,
    } satisfies PlaneForecast['profile'],
  };
}

/**
 * The forecast of the company's aircraft `planeIds` over a horizon (the public face's: flight plans read their
 * conflicts from it, one call per page of plans). Aircraft not the company's are left out.
 */
export async function forecastPlanes(
  ctx: Pick<Ctx<unknown>, 'db' | 'deps' | 'scope'>,
  planeIds: readonly number[],
  horizon: Horizon,
): Promise<{ today: string; until: string; planes: PlaneForecast[] }> {
  const today = todayOf(ctx);
  const until = untilOf(horizon, today);
  const planes = await countersOfPlanes(ctx.db, ctx.scope, planeIds);
  const items = await forecastItemsOf(ctx.db, ctx.scope, [...planes.keys()]);
  // The planned flying (mode `planned`): from the earliest day an aircraft's counters were read.
  const planned =
    horizon.utilisation?.mode === 'planned'
      ? await plannedFlying(
          ctx.db,
          ctx.scope,
          [...planes.keys()],
          [...planes.values()].reduce((min, p) => {
            const asOf = countersOf(p).utilisation?.asOf ?? today;
            return asOf < min ? asOf : min;
          }, today),
        )
      : new Map<number, PlannedDay[]>();
  const answer: PlaneForecast[] = [];
  for (const id of planeIds) {
    const plane = planes.get(id);
    if (!plane) continue;
    const { counters, profile, row } = profileOf(plane, horizon.utilisation, today, until, planned.get(id) ?? []);
    const at = {
      flightHours: counters.flightHours,
      engineHours: counters.engineHours,
      landings: counters.landings ?? null,
    };
    const occurrences: OccurrenceRow[] = [];
    const unknown: { id: number; name: string }[] = [];
    for (const item of items.filter((i) => i.plane === id)) {
      const f = forecastItem(item.input, at, profile, today, until);
      if (f.unknown && f.occurrences.length === 0) unknown.push({ id: item.id, name: item.name });
      for (const o of f.occurrences) {
        occurrences.push({ source: 'item', id: item.id, name: item.name, type: item.type, ...o });
      }
    }
    for (const d of await deferralsOf(ctx.db, companyOf(ctx.scope), id)) {
      const f = forecastLimit(d, { hours: counters.flightHours, landings: counters.landings ?? null }, profile);
      if (!f || f.date > until) continue;
      const date = f.date < today ? today : f.date;
      occurrences.push({
        source: 'deferral',
        id: d.id,
        name: `${d.itemNo} ${d.title}`,
        type: null,
        seq: 1,
        date,
        dueDate: f.date,
        dueBy: f.dueBy,
        rule: null,
        hours: null,
        landings: null,
        overdue: f.date < today,
      });
    }
    occurrences.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name) || a.seq - b.seq);
    answer.push({ plane: id, planeName: plane.name, today, until, profile: row, occurrences, unknown });
  }
  return { today, until, planes: answer };
}

/** Forecast/Plane: one aircraft of the company (404 otherwise). */
export async function planeForecast(ctx: Ctx<Body<'Plane'>>) {
  const { planes } = await forecastPlanes(ctx, [ctx.body.plane], ctx.body);
  const found = planes[0];
  if (!found) throw notFound();
  return found;
}

/** Forecast/Fleet: every aircraft of the company, or of one model. */
export async function fleetForecast(ctx: Ctx<Body<'Fleet'>>) {
  const ids = await planeIdsOf(ctx.db, ctx.scope);
  const rows = await countersOfPlanes(ctx.db, ctx.scope, ids);
  const wanted =
    ctx.body.planeModel === undefined ? ids : ids.filter((id) => rows.get(id)?.model_id === ctx.body.planeModel);
  return forecastPlanes(ctx, wanted, ctx.body);
}
