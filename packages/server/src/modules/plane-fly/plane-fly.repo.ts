import { PlaneFly, type PlaneFlyRecord } from '@hangar/domain/contracts/utilisation';
import type { QueryPayload } from '@hangar/domain/query';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, owns, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `plane_fly`. Every read and write starts from tenant(db, company), so another company's
// record or aircraft reads as absent and writes nothing. A record's place in its aircraft's log is its
// (fly_date, id) key: the cumulative values run along it.

/** What an insert or update gives (API names; undefined keeps the stored value). */
export type FlyValues = { [K in Exclude<keyof PlaneFlyRecord, 'id'>]?: PlaneFlyRecord[K] | null };

/** A record's place in its aircraft's log. */
export interface LogKey {
  flyDate: string;
  id: number;
}

const fields = fieldMapOf(PlaneFly);
const selection = selectionOf(PlaneFly) as never[];

const toApi = (row: Record<string, unknown>) => fromRow(PlaneFly, row) as PlaneFlyRecord;

/** Rows strictly before `key` in (fly_date, id) order. */
const before = (key: LogKey) =>
  sql<SqlBool>`(plane_fly.fly_date < ${key.flyDate} or (plane_fly.fly_date = ${key.flyDate} and plane_fly.id < ${key.id}))`;
/** Rows strictly after `key`. */
const after = (key: LogKey) =>
  sql<SqlBool>`(plane_fly.fly_date > ${key.flyDate} or (plane_fly.fly_date = ${key.flyDate} and plane_fly.id > ${key.id}))`;

/** One aircraft's records (its fixed filter checked by the service), newest first, with its tail number. */
export async function queryFlights(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, owner).select('plane_fly'),
    (q) =>
      q
        .innerJoin('plane_entity', (j) =>
          j.onRef('plane_entity.id', '=', 'plane_fly.plane_id').on(owns('plane_entity', owner)),
        )
        .select([...selection, 'plane_entity.name as plane_name'] as never[]),
    { fields, tenant: null, defaultSort: { field: 'flyDate', order: 'desc' }, idColumn: 'plane_fly.id' },
    payload,
  );
  return {
    items: page.items.map((raw) => {
      const r = raw as Record<string, unknown>;
      return { ...toApi(r), planeName: String(r.plane_name) };
    }),
    totalItems: page.totalItems,
  };
}

export async function findFlight(db: Kysely<Database>, owner: Owner, id: number): Promise<PlaneFlyRecord | undefined> {
  const row = await tenant(db, owner).select('plane_fly').select(selection).where('id', '=', id).executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

export async function insertFlight(db: Kysely<Database>, owner: Owner, values: FlyValues): Promise<number> {
  const row = await tenant(db, owner)
    .insert('plane_fly', [toColumns(PlaneFly, values) as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFlight(db: Kysely<Database>, owner: Owner, id: number, values: FlyValues): Promise<void> {
  const columns = toColumns(PlaneFly, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('plane_fly').set(columns).where('id', '=', id).execute();
}

export async function deleteFlight(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  await tenant(db, owner).delete('plane_fly').where('id', '=', id).execute();
}

/** The aircraft's records from `from` on (all of them without), in log order, with what the running sums need. */
export async function logFrom(db: Kysely<Database>, owner: Owner, planeId: number, from: LogKey | null) {
  let q = tenant(db, owner)
    .select('plane_fly')
    .select(['id', 'fly_date', 'day_fly_count', 'day_fly_hours', 'add_fly_count', 'add_fly_hours'])
    .where('plane_id', '=', planeId);
  if (from) q = q.where(sql<SqlBool>`not ${before(from)}`);
  return q.orderBy('fly_date').orderBy('id').execute();
}

/** The aircraft's last record before `key` (the latest of all without): its cumulative values. */
export async function lastBefore(db: Kysely<Database>, owner: Owner, planeId: number, key: LogKey | null) {
  let q = tenant(db, owner)
    .select('plane_fly')
    .select(['id', 'fly_date', 'add_fly_count', 'add_fly_hours'])
    .where('plane_id', '=', planeId);
  if (key) q = q.where(before(key));
  return q.orderBy('fly_date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Writes a record's cumulative values. */
export async function setCumulative(db: Kysely<Database>, owner: Owner, id: number, count: number, hours: number) {
  await tenant(db, owner)
    .update('plane_fly')
    .set({ add_fly_count: count, add_fly_hours: hours })
    .where('id', '=', id)
    .execute();
}

/**
 * The aircraft's engine hours after its latest record (docs/decisions.md "Engine hours follow the flight hours"):
 * the latest typed engine reading plus the flight hours flown in the records after it; NULL without any reading.
 */
export async function latestEngineHours(db: Kysely<Database>, owner: Owner, planeId: number): Promise<number | null> {
  const reading = await lastEngineReading(db, owner, planeId, null);
  if (!reading) return null;
  const latest = await lastBefore(db, owner, planeId, null);
  const since = latest ? Number(latest.add_fly_hours) - Number(reading.add_fly_hours) : 0;
  return Math.round((Number(reading.add_engine_hours) + since) * 100) / 100;
}

/** The latest record with an engine reading before `key` (of all without): the reading and the airframe total then. */
export async function lastEngineReading(db: Kysely<Database>, owner: Owner, planeId: number, key: LogKey | null) {
  let q = tenant(db, owner)
    .select('plane_fly')
    .select(['id', 'fly_date', 'add_engine_hours', 'add_fly_hours'])
    .where('plane_id', '=', planeId)
    .where('add_engine_hours', 'is not', null);
  if (key) q = q.where(before(key));
  return q.orderBy('fly_date', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * The aircraft's total hours and landings at the start of `day` (`YYYY-MM-DD`): the cumulative values of its last
 * record dated before that day; undefined without one (its opening balance, or its totals without a log, are the
 * figures then).
 */
export async function countersBeforeDay(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  day: string,
): Promise<{ hours: number; landings: number } | undefined> {
  const last = await tenant(db, owner)
    .select('plane_fly')
    .select(['add_fly_hours', 'add_fly_count'])
    .where('plane_id', '=', planeId)
    .where('fly_date', '<', `${day.slice(0, 10)} 00:00:00`)
    .orderBy('fly_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? { hours: Number(last.add_fly_hours), landings: Number(last.add_fly_count) } : undefined;
}

/** The figures of an aircraft that its counters at a day are read from (plane_entity's columns). */
export interface CounterSource {
  id: number;
  all_fly_hours: number | string | null;
  all_landings: number | string | null;
  opening_hours: number | string | null;
  opening_landings: number | string | null;
}

/**
 * The aircraft's total hours and landings at the start of `day` (issue 29): from its flight log (the last record
 * before that day, else the opening balance before the first record); its current totals for `today` or later, or
 * without a log. What a component installed or removed that day is stamped with, and what an AD's compliance hours
 * count from (its effective date).
 */
export async function countersAtDay(
  db: Kysely<Database>,
  owner: Owner,
  plane: CounterSource,
  day: string,
  today: string,
): Promise<{ hours: number; landings: number }> {
  const date = day.slice(0, 10);
  if (date >= today || plane.opening_hours === null || plane.opening_landings === null) {
    return { hours: Number(plane.all_fly_hours ?? 0), landings: Number(plane.all_landings ?? 0) };
  }
  const logged = await countersBeforeDay(db, owner, plane.id, date);
  return logged ?? { hours: Number(plane.opening_hours), landings: Number(plane.opening_landings) };
}

export type Meter = 'add_engine_hours' | 'hobbs_hours';

/**
 * The highest reading of a meter before `key` and the lowest after it, the record `key.id` itself left out (an
 * update's old place): what a reading at `key` must lie between.
 */
export async function meterBounds(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  key: LogKey,
  meter: Meter,
): Promise<{ below: number | null; above: number | null }> {
  const bound = async (where: Expression<SqlBool>, agg: 'max' | 'min') => {
    const column = sql.ref(`plane_fly.${meter}`);
    const row = await tenant(db, owner)
      .select('plane_fly')
      .select(agg === 'max' ? sql<number | null>`max(${column})`.as('v') : sql<number | null>`min(${column})`.as('v'))
      .where('plane_id', '=', planeId)
      .where('id', '<>', key.id)
      .where(where)
      .executeTakeFirst();
    return row?.v === null || row?.v === undefined ? null : Number(row.v);
  };
  return { below: await bound(before(key), 'max'), above: await bound(after(key), 'min') };
}

// --- Statistics ------------------------------------------------------------------------------------------------

/** A raw monthly statistics row. */
export interface StatRow {
  month: string;
  plane: number;
  planeName: string;
  model: number;
  days: number;
  countFly: number;
  hourFly: number;
}

/** `YYYY-MM` of a record's day, the same on both engines (the timestamp's text on PostgreSQL). */
const monthOf = sql<string>`substr(cast(plane_fly.fly_date as text), 1, 7)`;
const dayOf = sql<string>`substr(cast(plane_fly.fly_date as text), 1, 10)`;

/**
 * The company's flying per aircraft and month: days with a record, landings, hours; optionally of one aircraft
 * and of the days in [from, to). Newest month first, then tail number.
 */
export async function monthlyStats(
  db: Kysely<Database>,
  owner: Owner,
  filter: { planeId?: number; from?: string; to?: string },
): Promise<StatRow[]> {
  let q = tenant(db, owner)
    .select('plane_fly')
    .innerJoin('plane_entity', (j) =>
      j.onRef('plane_entity.id', '=', 'plane_fly.plane_id').on(owns('plane_entity', owner)),
    );
  if (filter.planeId !== undefined) q = q.where('plane_fly.plane_id', '=', filter.planeId);
  if (filter.from !== undefined) q = q.where('plane_fly.fly_date', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('plane_fly.fly_date', '<', filter.to);
  const rows = await q
    .select([
      monthOf.as('month'),
      'plane_fly.plane_id as plane',
      'plane_entity.name as plane_name',
      'plane_entity.model_id as model',
      sql<number>`count(distinct ${dayOf})`.as('days'),
      sql<number>`sum(plane_fly.day_fly_count)`.as('count_fly'),
      sql<number>`sum(plane_fly.day_fly_hours)`.as('hour_fly'),
    ])
    .groupBy([monthOf, 'plane_fly.plane_id', 'plane_entity.name', 'plane_entity.model_id'])
    .orderBy(monthOf, 'desc')
    .orderBy('plane_entity.name')
    .orderBy('plane_fly.plane_id')
    .execute();
  return rows.map((r) => ({
    month: r.month,
    plane: r.plane,
    planeName: r.plane_name,
    model: r.model,
    days: Number(r.days),
    countFly: Number(r.count_fly),
    hourFly: Math.round(Number(r.hour_fly) * 100) / 100,
  }));
}
