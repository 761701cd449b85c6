import type { StatusCause, StatusReason } from '@hangar/domain/contracts/status';
import type { Kysely } from 'kysely';
import { parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { type Owner, shared, tenant } from '../../platform/db/tenant';

// The only SQL on plane_status and plane_status_history (the aircraft's stored status itself is plane-entity's:
// its face's airStatusesOf / setAirStatus), and on the daily recompute's claim (platform_config).

/** The stored reasons of the company's aircraft (of `ids`, or all), by aircraft. */
export async function storedReasonsOf(
  db: Kysely<Database>,
  owner: Owner,
  ids: readonly number[] | null,
): Promise<Map<number, { id: number; key: string; reasons: string }>> {
  let q = tenant(db, owner).select('plane_status').select(['id', 'plane_id', 'reasons', 'reasons_key']);
  if (ids !== null) q = q.where('plane_id', 'in', ids.length === 0 ? [0] : [...ids]);
  const rows = await q.execute();
  return new Map(rows.map((r) => [r.plane_id, { id: r.id, key: r.reasons_key, reasons: r.reasons }]));
}

export async function insertReasons(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  values: { reasons: string; key: string; at: string },
): Promise<void> {
  await tenant(db, owner)
    .insert('plane_status', [
      { plane_id: planeId, reasons: values.reasons, reasons_key: values.key, computed_at: values.at },
    ])
    .execute();
}

export async function updateReasons(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: { reasons: string; key: string; at: string },
): Promise<void> {
  await tenant(db, owner)
    .update('plane_status')
    .set({ reasons: values.reasons, reasons_key: values.key, computed_at: values.at })
    .where('id', '=', id)
    .execute();
}

export async function insertHistory(
  db: Kysely<Database>,
  owner: Owner,
  rows: { planeId: number; at: string; status: number; reasons: string; cause: StatusCause }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tenant(db, owner)
    .insert(
      'plane_status_history',
      rows.map((r) => ({ plane_id: r.planeId, at: r.at, status: r.status, reasons: r.reasons, cause: r.cause })),
    )
    .execute();
}

/** A page of one aircraft's history, newest first. */
export async function historyOf(db: Kysely<Database>, owner: Owner, planeId: number, page: number, size: number) {
  const base = tenant(db, owner).select('plane_status_history').where('plane_id', '=', planeId);
  const rows = await base
    .select(['id', 'plane_id', 'at', 'status', 'reasons', 'cause'])
    .orderBy('id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return {
    items: rows.map((r) => ({
      id: r.id,
      planeId: r.plane_id,
      at: String(r.at),
      status: r.status,
      reasons: parseJson<StatusReason[]>(r.reasons, []),
      cause: r.cause as StatusCause,
    })),
    totalItems: Number(total?.n ?? 0),
  };
}

/** Every company's id (the daily recompute walks them all). */
export async function allCompanyIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await shared(db).select('company').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

const TICK_KEY = 'status_day_ticked';

/**
 * Claims the daily recompute of `day` (`YYYY-MM-DD`): true for exactly one caller per day, whichever process or
 * instance asks. The row is made once (an insert that ignores a conflict), then moved to `day` by a conditional
 * update that only a caller still seeing an earlier day can make: on PostgreSQL a second caller's update waits
 * for the first's transaction and then finds the day already claimed; SQLite serialises writers. Called in the
 * transaction of the recompute, so a recompute that fails leaves the day unclaimed.
 */
export async function claimDay(db: Kysely<Database>, day: string): Promise<boolean> {
  await shared(db)
    .insert('platform_config')
    .values({ key: TICK_KEY, value: '' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const result = await shared(db)
    .update('platform_config')
    .set({ value: day })
    .where('key', '=', TICK_KEY)
    .where('value', '<', day)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The last day claimed (undefined: never). */
export async function lastDayTicked(db: Kysely<Database>): Promise<string | undefined> {
  const row = await shared(db).select('platform_config').select('value').where('key', '=', TICK_KEY).executeTakeFirst();
  return row?.value || undefined;
}

/** Runs `work` in one transaction (the daily recompute of every company, with its claim). */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
