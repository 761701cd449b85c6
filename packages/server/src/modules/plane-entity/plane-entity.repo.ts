import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { addDays, daysBetween } from '@hangar/domain/dates';
import type { RowOf } from '@hangar/domain/entity';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { DialectName } from '../../platform/db/database';
import type { Database } from '../../platform/db/schema';
import { type Owner, shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns, withChanges } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `plane_entity`. Every function reads and writes through the caller's company (tenant()),
// so an id of another company's aircraft reads as absent and writes nothing. Rows in and out are API rows.

export type PlaneEntityRow = RowOf<typeof PlaneEntity>;
/** Values to store: fields of the API row (absent keeps, null clears). */
export type PlaneEntityValues = { [K in Exclude<keyof PlaneEntityRow, 'id'>]?: PlaneEntityRow[K] | null };

const fields = fieldMapOf(PlaneEntity);

/** No pictures (NULL) answer an empty list, as they always have. */
const withPictures = (plane: PlaneEntityRow): PlaneEntityRow => ({ ...plane, pictures: plane.pictures ?? [] });
const toApi = (row: Record<string, unknown>) => withPictures(fromRow(PlaneEntity, row));

export async function queryPlaneEntities(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, scope).select('plane_entity'),
    // The model's name is a display column: joined for the page only.
    (q) =>
      q
        .leftJoin('plane_model', 'plane_model.id', 'plane_entity.model_id')
        .selectAll('plane_entity')
        .select('plane_model.name as model_name'),
    { fields, tenant: null, defaultSort: { field: 'name', order: 'asc' }, idColumn: 'plane_entity.id' },
    payload,
  );
  return {
    items: page.items.map((r) => ({ ...toApi(r), modelName: r.model_name ?? null })),
    totalItems: page.totalItems,
  };
}

/** What a picker sees of an aircraft (QueryNames): its id, tail number and model, nothing else to filter on. */
const planeNames = {
  table: PlaneEntity.table,
  fields: { name: PlaneEntity.fields.name, model: PlaneEntity.fields.model },
  row: PlaneEntity.row.pick({ id: true, name: true, model: true }),
};
const nameFields = fieldMapOf(planeNames);
const nameSelection = selectionOf(planeNames) as never[];

/** The company's aircraft as a picker needs them: id, tail number, model id. */
export async function queryPlaneNames(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, scope).select('plane_entity'),
    (q) => q.select(nameSelection),
    { fields: nameFields, tenant: null, defaultSort: { field: 'name', order: 'asc' }, idColumn: 'plane_entity.id' },
    payload,
  );
  return {
    items: page.items.map((r) => fromRow(planeNames, r as Record<string, unknown>)),
    totalItems: page.totalItems,
  };
}

export async function findPlaneEntity(db: Kysely<Database>, scope: AccessScope, id: number) {
  const row = await tenant(db, scope).select('plane_entity').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApi(row) : undefined;
}

/** Another aircraft of the company with this tail number. */
export function findByTail(db: Kysely<Database>, scope: AccessScope, name: string, exceptId?: number) {
  let q = tenant(db, scope).select('plane_entity').select('id').where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** Any model of the shared catalogue. */
export async function modelExists(db: Kysely<Database>, modelId: number): Promise<boolean> {
  const row = await shared(db).select('plane_model').select('id').where('id', '=', modelId).executeTakeFirst();
  return row !== undefined;
}

export async function insertPlaneEntity(
  db: Kysely<Database>,
  scope: AccessScope,
  values: PlaneEntityValues,
): Promise<PlaneEntityRow> {
  const row = await tenant(db, scope)
    .insert('plane_entity', [toColumns(PlaneEntity, values) as never])
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApi(row);
}

/** Writes the given fields (undefined keeps the stored value) and answers the aircraft as it now is. */
export async function updatePlaneEntity(
  db: Kysely<Database>,
  scope: AccessScope,
  before: PlaneEntityRow,
  values: PlaneEntityValues,
): Promise<PlaneEntityRow> {
  const columns = toColumns(PlaneEntity, values);
  if (Object.keys(columns).length > 0) {
    await tenant(db, scope).update('plane_entity').set(columns).where('id', '=', before.id).execute();
  }
  return withPictures(withChanges(PlaneEntity, before, values));
}

export async function deletePlaneEntity(db: Kysely<Database>, scope: AccessScope, id: number) {
  await tenant(db, scope).delete('plane_entity').where('id', '=', id).execute();
}

// --- What maintenance control reads of an aircraft ----------------------------------------------------------

/**
 * An aircraft of the company with what its maintenance and its flight log need: tail number, model, its counters
 * (total flight hours, landings, engine hours) and the opening balance before its first flight record (NULL
 * without records).
 */
export function planeCounters(db: Kysely<Database>, owner: Owner, id: number) {
  return tenant(db, owner)
    .select('plane_entity')
    .select([
      'id',
      'name',
      'model_id',
      'all_fly_hours',
      'all_landings',
      'engine_hours',
      'opening_hours',
      'opening_landings',
      ...UTILISATION_COLUMNS,
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The aircraft's utilisation as stored (what forecasts count with) and its manual figures and window. */
const UTILISATION_COLUMNS = [
  'daily_hours',
  'daily_landings',
  'forecast_source',
  'counters_date',
  'manual_daily_hours',
  'manual_daily_landings',
  'forecast_window',
] as const;

/**
 * Several aircraft of the company with what their due is computed against (tail number, counters,
 * utilisation), by id: one query for a page of control items, whichever aircraft they belong to.
 */
export async function countersOfPlanes(db: Kysely<Database>, owner: Owner, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const rows = await tenant(db, owner)
    .select('plane_entity')
    .select(['id', 'name', 'model_id', 'all_fly_hours', 'all_landings', 'engine_hours', ...UTILISATION_COLUMNS])
    .where('id', 'in', unique.length === 0 ? [0] : unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** Sets the aircraft's utilisation (the flight log's average, its manual figures, or none). */
export async function setPlaneUtilisation(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: {
    daily_hours: number | null;
    daily_landings: number | null;
    forecast_source: 'log' | 'manual' | null;
    counters_date: string | null;
  },
): Promise<void> {
  await tenant(db, owner).update('plane_entity').set(values).where('id', '=', id).execute();
}

/**
 * Locks the aircraft's row until the transaction ends (PostgreSQL): the flight log's writes of one aircraft run
 * one after the other, so each computes its cumulative values from what the previous one left. SQLite
 * serialises writers already.
 */
export async function lockPlane(db: Kysely<Database>, dialect: DialectName, owner: Owner, id: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await tenant(db, owner).select('plane_entity').select('id').where('id', '=', id).forUpdate().execute();
}

/** Sets the aircraft's counters and opening balance (the flight log's writes; undefined keeps a column). */
export async function setPlaneCounters(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: {
    all_fly_hours?: number;
    all_landings?: number;
    engine_hours?: number | null;
    opening_hours?: number | null;
    opening_landings?: number | null;
  },
): Promise<void> {
  await tenant(db, owner).update('plane_entity').set(values).where('id', '=', id).execute();
}

/** The company's aircraft as a fleet table lists them: id, tail number, model id; by tail number. */
export function fleetNamesOf(db: Kysely<Database>, owner: Owner) {
  return tenant(db, owner)
    .select('plane_entity')
    .select(['id', 'name', 'model_id'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The ids of the company's aircraft, in id order. */
export async function planeIdsOf(db: Kysely<Database>, owner: Owner): Promise<number[]> {
  const rows = await tenant(db, owner).select('plane_entity').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * The aircraft's flight-log utilisation (docs/domain.md "Forecast"): the hours and landings of its records with a fly
 * day in (latest − window, latest], each divided by min(window, days from the first record to the latest + 1),
 * rounded to the cent (as the columns keep them); `latest` is the latest flight day. Undefined without records.
 * The one read of plane_fly outside its module: the flight log depends on the aircraft, not the other way round.
 */
export async function logRates(db: Kysely<Database>, owner: Owner, planeId: number, window: number) {
  const dayOf = (column: 'min' | 'max') =>
    sql<string | null>`substr(cast(${sql.raw(column)}(plane_fly.fly_date) as text), 1, 10)`;
  const span = await tenant(db, owner)
    .select('plane_fly')
    .select([dayOf('min').as('first'), dayOf('max').as('latest')])
    .where('plane_fly.plane_id', '=', planeId)
    .executeTakeFirst();
  if (!span?.first || !span.latest) return undefined;
  const { first, latest } = span;
  const sums = await tenant(db, owner)
    .select('plane_fly')
    .select([
      sql<number | null>`sum(plane_fly.day_fly_hours)`.as('hours'),
      sql<number | null>`sum(plane_fly.day_fly_count)`.as('landings'),
    ])
    .where('plane_fly.plane_id', '=', planeId)
    .where('plane_fly.fly_date', '>=', `${addDays(latest, 1 - window)} 00:00:00`)
    .executeTakeFirst();
  const days = Math.min(window, daysBetween(first, latest) + 1);
  const rate = (sum: number | string | null | undefined) => Math.round((Number(sum ?? 0) / days) * 100) / 100;
  return { latest, dailyHours: rate(sums?.hours), dailyLandings: rate(sums?.landings) };
}

// --- The airworthiness status (written by the status module, modules/plane-status) ---------------------------

/** The stored status of the company's aircraft (all of them when `ids` is null), with their tail numbers. */
export function airStatusesOf(db: Kysely<Database>, owner: Owner, ids: readonly number[] | null) {
  let q = tenant(db, owner).select('plane_entity').select(['id', 'name', 'air_status', 'air_status_since']);
  if (ids !== null) q = q.where('id', 'in', ids.length === 0 ? [0] : [...ids]);
  return q.orderBy('name').orderBy('id').execute();
}

/** Stores an aircraft's status and since when (the status module's recompute, in its transaction). */
export async function setAirStatus(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  status: number,
  since: string,
): Promise<void> {
  await tenant(db, owner)
    .update('plane_entity')
    .set({ air_status: status, air_status_since: since })
    .where('id', '=', id)
    .execute();
}
