import { ObjType } from '@hangar/domain/codes';
import {
  type FlightStatRow,
  type FlightWarning,
  flightDeleteRefusal,
  PlaneFly,
  type PlaneFlyRecord,
  type PlaneFlyRow,
} from '@hangar/domain/contracts/utilisation';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { EndpointBody } from '@hangar/domain/endpoint';
import { type MessageKey, translate } from '@hangar/domain/messages';
import type { QueryPayload } from '@hangar/domain/query';
import { abilitiesOf, grantedOf, refuseIf, rowAbilities } from '../../platform/access/abilities';
import { companyOf } from '../../platform/access/scope';
import { withChanges } from '../../platform/entity/entity-map';
import { recordAdded, recordChanged, recordDeleted } from '../../platform/entity/record-log';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import type { Ctx } from '../../platform/http/module';
import { requiredFixedId } from '../../platform/query/fixed';
import { findMember } from '../employ';
import { fleetNamesOf, lockPlane, openFlightLog, planeCounters, setLogCounters } from '../plane-entity';
import { pilotProblems } from '../qualification';
import {
  deleteFlight,
  type FlyValues,
  findFlight,
  insertFlight,
  type LogKey,
  lastBefore,
  lastEngineReading,
  latestEngineHours,
  logFrom,
  type Meter,
  meterBounds,
  monthlyStats,
  queryFlights,
  type StatRow,
  setCumulative,
  updateFlight,
} from './plane-fly.repo';

// The flight log (spec §2.11, §3, §7 "Flight log"; docs/domain.md "Time rules and due calculation"). A record holds
// one flight day of one aircraft of the caller's company: the daily values entered (landings, flight hours,
// GARMIN and air-ground time) and the meter readings (engine hours, HOBBS). The server keeps the cumulative
// airframe hours and landings of every record: the aircraft's totals before its first record (its opening
// balance, kept on the aircraft) plus every daily value up to the record in (flyDate, id) order. The aircraft's
// totals are the latest record's (the opening balance again when the last record goes), its engine hours the
// latest engine reading; every write hands them to the aircraft (`setLogCounters`, modules/plane-entity), which
// refreshes what follows them (utilisation, and through `planeCountersChanged` due and component life) in its
// transaction. A record dated before the latest is a correction: every later cumulative value is recomputed.
// Meter readings never decrease along the log. Only the latest record can be deleted. Each write is logged as
// a FlightRecord (ObjType 10114) under the record's id, named by the aircraft and the day.

type Body<K extends keyof typeof PlaneFly.api> = EndpointBody<(typeof PlaneFly.api)[K]>;

/** The aircraft's counters as the flight log reads them. */
type Plane = NonNullable<Awaited<ReturnType<typeof planeCounters>>>;

const cents = (hours: number) => Math.round(hours * 100);

async function planeOr404(ctx: Ctx<unknown>, planeId: number): Promise<Plane> {
  const plane = await planeCounters(ctx.db, ctx.scope, planeId);
  if (!plane) throw notFound();
  return plane;
}

/** A write's aircraft, locked until the transaction ends (one write of its log at a time), with its counters. */
async function lockedPlane(ctx: Ctx<unknown>, planeId: number): Promise<Plane> {
  await lockPlane(ctx.db, ctx.deps.db.dialect, ctx.scope, planeId);
  const plane = await planeCounters(ctx.db, ctx.scope, planeId);
  if (!plane) throw notFound();
  return plane;
}

async function flightOr404(ctx: Ctx<unknown>, id: number): Promise<PlaneFlyRecord> {
  const flight = await findFlight(ctx.db, ctx.scope, id);
  if (!flight) throw notFound();
  return flight;
}

/**
 * What the caller may do with a record (docs/architecture.md "Row abilities"): the grants of PlaneFly's Update and
 * Delete (its contract's access), and for `delete` flightDeleteRefusal, which removeFlight checks too.
 */
export const flightAbilities = rowAbilities({
  update: PlaneFly.api.Update,
  delete: PlaneFly.api.Delete,
});

/** The id of the aircraft's latest record (none: an empty log). */
async function latestIdOf(ctx: Ctx<unknown>, planeId: number): Promise<number | undefined> {
  return (await lastBefore(ctx.db, ctx.scope, planeId, null))?.id;
}

/** Records of one aircraft as answered: with the caller's abilities on each. */
function withAbilities(ctx: Ctx<unknown>, rows: Omit<PlaneFlyRow, 'abilities'>[], latestId: number | undefined) {
  const granted = grantedOf(ctx.scope, flightAbilities);
  return rows.map(
    (row): PlaneFlyRow => ({
      ...row,
      abilities: abilitiesOf(granted, { update: null, delete: flightDeleteRefusal(row, latestId) }),
    }),
  );
}

async function answerOf(ctx: Ctx<unknown>, flight: PlaneFlyRecord, plane: Plane): Promise<PlaneFlyRow> {
  const [row] = withAbilities(ctx, [{ ...flight, planeName: plane.name }], await latestIdOf(ctx, plane.id));
  return row;
}

const keyOf = (flight: Pick<PlaneFlyRecord, 'flyDate' | 'id'>): LogKey => ({ flyDate: flight.flyDate, id: flight.id });

/** The earlier of two log places. */
const earlier = (a: LogKey, b: LogKey): LogKey =>
  a.flyDate < b.flyDate || (a.flyDate === b.flyDate && a.id < b.id) ? a : b;

const METERS: { field: 'addEngineHours' | 'hobbsHours'; column: Meter; below: MessageKey; above: MessageKey }[] = [
  {
    field: 'addEngineHours',
    column: 'add_engine_hours',
    below: 'flight.addEngineHoursBelow',
    above: 'flight.addEngineHoursAbove',
  },
  { field: 'hobbsHours', column: 'hobbs_hours', below: 'flight.hobbsHoursBelow', above: 'flight.hobbsHoursAbove' },
];

/** A flight day is not after today (in the configured time zone): a mistyped year would become the latest. */
function checkDate(ctx: Ctx<unknown>, flight: Pick<PlaneFlyRecord, 'flyDate'>): void {
  if (flight.flyDate.slice(0, 10) > todayIn(ctx.deps.config.timeZone)) throw invalid('flight.dateInFuture', 'flyDate');
}

/** A meter read at the record's place must not be below an earlier reading nor above a later one. */
async function checkMeters(ctx: Ctx<unknown>, flight: PlaneFlyRecord): Promise<void> {
  for (const m of METERS) {
    const value = flight[m.field];
    if (value === null) continue;
    const { below, above } = await meterBounds(ctx.db, ctx.scope, flight.plane, keyOf(flight), m.column);
    if (below !== null && cents(value) < cents(below)) {
      throw invalid(m.below, m.field, { value: below });
    }
    if (above !== null && cents(value) > cents(above)) {
      throw invalid(m.above, m.field, { value: above });
    }
  }
}

/**
 * Recomputes the cumulative values of the aircraft's records from `from` on (the whole log without), then its
 * totals and engine hours. Answers the ids of the records whose values changed.
 */
async function recompute(ctx: Ctx<unknown>, plane: Plane, from: LogKey | null): Promise<number[]> {
  const { db, scope } = ctx;
  const openingCount = plane.opening_landings ?? plane.all_landings;
  const openingHours = plane.opening_hours ?? plane.all_fly_hours;
  const prev = from ? await lastBefore(db, scope, plane.id, from) : undefined;
  let count = prev ? prev.add_fly_count : openingCount;
  let hours = cents(prev ? prev.add_fly_hours : openingHours);
  const changed: number[] = [];
  for (const row of await logFrom(db, scope, plane.id, from)) {
    count += row.day_fly_count;
    hours += cents(row.day_fly_hours);
    if (row.add_fly_count !== count || cents(row.add_fly_hours) !== hours) {
      await setCumulative(db, scope, row.id, count, hours / 100);
      changed.push(row.id);
    }
  }
  // The aircraft takes the latest record's totals (its opening balance again when the last record went); what
  // follows its counters (utilisation, due, component life) follows in this transaction (modules/plane-entity).
  const latest = await lastBefore(db, scope, plane.id, null);
  await setLogCounters(
    ctx,
    plane.id,
    latest
      ? {
          allFlyHours: latest.add_fly_hours,
          allLandings: latest.add_fly_count,
          engineHours: await latestEngineHours(db, scope, plane.id),
        }
      : null,
  );
  if (changed.length > 0) ctx.changed('plane_fly', changed);
  return changed;
}

/**
 * A typed engine reading that falls behind the flight hours (docs/decisions.md "Engine hours follow the flight
 * hours"): the engine ran at least as long as the airframe flew since the previous reading, so a reading below
 * the previous one plus the flight hours since is probably mistyped. Saved as typed, with a warning.
 */
async function engineWarnings(ctx: Ctx<unknown>, flight: PlaneFlyRecord): Promise<FlightWarning[]> {
  if (flight.addEngineHours === null) return [];
  const previous = await lastEngineReading(ctx.db, ctx.scope, flight.plane, keyOf(flight));
  if (!previous || previous.add_engine_hours === null) return [];
  const flown = cents(flight.addFlyHours) - cents(previous.add_fly_hours);
  const expected = cents(previous.add_engine_hours) + flown;
  if (cents(flight.addEngineHours) >= expected) return [];
  const message = translate(ctx.lang, 'flight.engineHoursBehind', {
    value: flight.addEngineHours,
    previous: Number(previous.add_engine_hours),
    date: String(previous.fly_date).slice(0, 10),
    flown: flown / 100,
    expected: expected / 100,
  });
  return [{ field: 'addEngineHours', message }];
}

// --- Reads -----------------------------------------------------------------------------------------------------

export async function queryFlight(ctx: Ctx<QueryPayload>) {
  const planeId = requiredFixedId(ctx.body, 'plane', 'flight.filterRequired');
  const page = await queryFlights(ctx.db, ctx.scope, ctx.body);
  return { items: withAbilities(ctx, page.items, await latestIdOf(ctx, planeId)), totalItems: page.totalItems };
}

/** `YYYY-MM-01 00:00:00` of a month, and of the month after. */
function monthRange(year: number, month: number): { from: string; to: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return { from: `${year}-${pad(month)}-01 00:00:00`, to: `${next.y}-${pad(next.m)}-01 00:00:00` };
}

/** A year or month fixed filter: absent, or a whole number in range (else a 400 naming it). */
function fixedNumber(payload: QueryPayload, name: 'year' | 'month', required: boolean): number | undefined {
  const f = payload.fixedFilters.find((c) => c.name === name && c.compare === 'eq');
  if (!f && !required) return undefined;
  const value = f ? Number(f.value) : Number.NaN;
  const [min, max] = name === 'year' ? [1900, 9999] : [1, 12];
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalid('flight.filterRequired', `fixedFilters.${name}`, { field: name });
  }
  return value;
}

/** The days of a year (and month) as a fly_date range. */
function periodOf(year: number | undefined, month: number | undefined): { from?: string; to?: string } {
  if (year === undefined) return {};
  if (month !== undefined) return monthRange(year, month);
  return { from: `${year}-01-01 00:00:00`, to: `${year + 1}-01-01 00:00:00` };
}

const statOf = (r: StatRow): FlightStatRow => ({
  theYear: Number(r.month.slice(0, 4)),
  theMonth: Number(r.month.slice(5, 7)),
  plane: r.plane,
  planeName: r.planeName,
  model: r.model,
  days: r.days,
  countFly: r.countFly,
  hourFly: r.hourFly,
});

export async function queryGroup(ctx: Ctx<QueryPayload>) {
  const { body } = ctx;
  const plane = body.fixedFilters.find((c) => c.name === 'plane');
  const planeId = plane ? requiredFixedId(body, 'plane', 'flight.filterRequired') : undefined;
  const period = periodOf(fixedNumber(body, 'year', false), fixedNumber(body, 'month', false));
  const rows = (await monthlyStats(ctx.db, ctx.scope, { planeId, ...period })).map(statOf);
  // No aircraft selected: the whole list (spec §7); one aircraft: a page of its months.
  if (planeId === undefined) return rows;
  const start = (body.page - 1) * body.pageSize;
  return { items: rows.slice(start, start + body.pageSize), totalItems: rows.length };
}

export async function statPlane(ctx: Ctx<Body<'StatPlane'>>) {
  await planeOr404(ctx, ctx.body.plane);
  return (await monthlyStats(ctx.db, ctx.scope, { planeId: ctx.body.plane })).map(statOf);
}

export async function statByMonth(ctx: Ctx<QueryPayload>) {
  const year = fixedNumber(ctx.body, 'year', true) as number;
  const month = fixedNumber(ctx.body, 'month', true) as number;
  const found = new Map(
    (await monthlyStats(ctx.db, ctx.scope, monthRange(year, month))).map((r) => [r.plane, statOf(r)]),
  );
  return (await fleetNamesOf(ctx.db, ctx.scope)).map(
    (p): FlightStatRow =>
      found.get(p.id) ?? {
        theYear: year,
        theMonth: month,
        plane: p.id,
        planeName: p.name,
        model: p.model_id,
        days: 0,
        countFly: 0,
        hourFly: 0,
      },
  );
}

// --- Writes ----------------------------------------------------------------------------------------------------

const nameOf = (flight: PlaneFlyRecord, plane: Plane) => ({
  ...flight,
  name: `${plane.name} ${flight.flyDate.slice(0, 10)}`,
});

type WriteAnswer = PlaneFlyRow & { warnings: FlightWarning[] };

/**
 * A flight of an aircraft that is unserviceable now (its grounding reasons, as every module answers them:
 * `deps.registry.statusReasons`, issue 32) is recorded only with the reason it was recorded anyway (a 601 naming
 * `unserviceableReason` and the reasons otherwise); the reason is stored on the record and so logged with it.
 * A reason given for a serviceable aircraft is not kept.
 */
async function unserviceableReasonOf(ctx: Ctx<unknown>, plane: Plane, given: string | null | undefined) {
  const today = todayIn(ctx.deps.config.timeZone);
  const reasons = (await ctx.deps.registry.statusReasons(ctx.db, companyOf(ctx.scope), [plane.id], today)).filter(
    (r) => r.grounding,
  );
  if (reasons.length === 0) return null;
  if (given) return given;
  const params = {
    plane: plane.name,
    reasons: reasons.map((r) => `${translate(ctx.lang, `status.kind.${r.kind}`)} ${r.title}`).join('; '),
  };
  throw new AppError('RULE', 'status.unserviceableReasonRequired', params, {
    errors: [{ field: 'unserviceableReason', message: 'status.unserviceableReasonRequired', params }],
  });
}

/** The pilot in command named must be a member of the company (400 on `pilot`). */
async function checkPilot(ctx: Ctx<unknown>, pilot: number | null | undefined): Promise<void> {
  if (pilot === null || pilot === undefined) return;
  if (!(await findMember(ctx.db, ctx.scope, pilot))) throw invalid('qual.pilotNotMember', 'pilot');
}

/**
 * A flight whose pilot in command was not qualified on its day (pilotProblems, issue 34) is recorded only with the
 * reason it was recorded anyway (a 601 naming `pilotReason` and the problems otherwise), stored on the record and
 * so logged with it, as an unserviceable aircraft's. A reason given for a qualified pilot is not kept.
 */
async function pilotReasonOf(
  ctx: Ctx<unknown>,
  plane: Plane,
  flight: { pilot?: number | null; flyDate: string },
  given: string | null | undefined,
) {
  if (flight.pilot === null || flight.pilot === undefined) return null;
  const problems = await pilotProblems(ctx.db, ctx.scope, {
    pilot: flight.pilot,
    model: plane.model_id,
    day: flight.flyDate.slice(0, 10),
    lang: ctx.lang,
  });
  if (problems.length === 0) return null;
  if (given) return given;
  const params = { problems: problems.join(ctx.lang === 'en-US' ? '; ' : '；') };
  throw new AppError('RULE', 'qual.pilotReasonRequired', params, {
    errors: [{ field: 'pilotReason', message: 'qual.pilotReasonRequired', params }],
  });
}

export async function addFlight(ctx: Ctx<Body<'Add'>>): Promise<WriteAnswer> {
  const { planeName: _ignored, unserviceableReason, pilotReason: givenPilotReason, ...input } = ctx.body;
  checkDate(ctx, input);
  await checkPilot(ctx, input.pilot);
  const plane = await lockedPlane(ctx, input.plane);
  const reason = await unserviceableReasonOf(ctx, plane, unserviceableReason);
  const pilotReason = await pilotReasonOf(ctx, plane, input, givenPilotReason);
  // The first record: the aircraft's totals so far become its opening balance.
  if (plane.opening_hours === null || plane.opening_landings === null) {
    await openFlightLog(ctx, plane.id, { hours: plane.all_fly_hours, landings: plane.all_landings });
    plane.opening_hours = plane.all_fly_hours;
    plane.opening_landings = plane.all_landings;
  }
  const values: FlyValues = {
    ...input,
    unserviceableReason: reason,
    pilotReason,
    addFlyCount: 0,
    addFlyHours: 0,
    createdBy: ctx.scope.userId,
    createdAt: formatDateTime(new Date(), ctx.deps.config.timeZone),
  };
  const id = await insertFlight(ctx.db, ctx.scope, values);
  const inserted = await flightOr404(ctx, id);
  await checkMeters(ctx, inserted);
  await recompute(ctx, plane, keyOf(inserted));
  const flight = await flightOr404(ctx, id);
  await recordAdded(ctx, PlaneFly, ObjType.FlightRecord, nameOf(flight, plane));
  return { ...(await answerOf(ctx, flight, plane)), warnings: await engineWarnings(ctx, flight) };
}

export async function changeFlight(ctx: Ctx<Body<'Update'>>): Promise<WriteAnswer> {
  const { id, planeName: _ignored, ...changes } = ctx.body;
  const plane = await lockedPlane(ctx, (await flightOr404(ctx, id)).plane);
  // Read again under the aircraft's lock.
  const before = await flightOr404(ctx, id);
  if (changes.plane !== undefined && changes.plane !== before.plane) throw invalid('flight.planeFixed', 'plane');
  if (changes.pilot !== before.pilot) await checkPilot(ctx, changes.pilot);
  const next = withChanges(PlaneFly, before, changes) as PlaneFlyRecord;
  checkDate(ctx, next);
  await checkMeters(ctx, next);
  await updateFlight(ctx.db, ctx.scope, id, changes as FlyValues);
  await recompute(ctx, plane, earlier(keyOf(before), keyOf(next)));
  const after = await flightOr404(ctx, id);
  await recordChanged(ctx, PlaneFly, ObjType.FlightRecord, nameOf(before, plane), nameOf(after, plane));
  return { ...(await answerOf(ctx, after, plane)), warnings: await engineWarnings(ctx, after) };
}

export async function removeFlight(ctx: Ctx<Body<'Delete'>>) {
  const plane = await lockedPlane(ctx, (await flightOr404(ctx, ctx.body.id)).plane);
  const flight = await flightOr404(ctx, ctx.body.id);
  refuseIf(flightDeleteRefusal(flight, await latestIdOf(ctx, plane.id)));
  await deleteFlight(ctx.db, ctx.scope, flight.id);
  await recompute(ctx, plane, keyOf(flight));
  await recordDeleted(ctx, PlaneFly, ObjType.FlightRecord, nameOf(flight, plane));
  return { id: flight.id };
}
