import { type BomChain, PlaneBom, type PlaneBomRecord } from '@hangar/domain/contracts/components';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, owns, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `plane_bom`. Every read and write starts from tenant(db, company), so another company's row
// or aircraft reads as absent and writes nothing. Rows are answered with their aircraft's tail number and total
// hours and landings (what a component's life accrues from).

/** What an insert or update gives (API names; undefined keeps the stored value). */
export type BomValues = { [K in Exclude<keyof PlaneBomRecord, 'id'>]?: PlaneBomRecord[K] | null };

/** A stored row with its aircraft's name and counters. */
export interface BomWithPlane {
  row: PlaneBomRecord;
  planeName: string;
  hours: number;
  landings: number;
  /** The aircraft's utilisation (a day's hours and landings), when known (installedLimited only). */
  dailyHours?: number | null;
  dailyLandings?: number | null;
}

/** The stored life figures of a row (server-derived). */
export interface StoredLife {
  life_state: number;
  life_expire_date: string | null;
  life_remain_hours: number | null;
  life_remain_landings: number | null;
}

const fields = fieldMapOf(PlaneBom);
const selection = selectionOf(PlaneBom) as never[];
const withPlane = [
  ...selection,
  'plane_entity.name as plane_name',
  'plane_entity.all_fly_hours as plane_hours',
  'plane_entity.all_landings as plane_landings',
] as never[];

const toApi = (row: Record<string, unknown>) => fromRow(PlaneBom, row) as PlaneBomRecord;
const toWithPlane = (raw: unknown): BomWithPlane => {
  const r = raw as Record<string, unknown>;
  return {
    row: toApi(r),
    planeName: String(r.plane_name),
    hours: Number(r.plane_hours ?? 0),
    landings: Number(r.plane_landings ?? 0),
  };
};

/** Rows that carry a life limit. */
const LIMITED = sql<SqlBool>`(plane_bom.life_hours is not null or plane_bom.life_landings is not null or plane_bom.life_calendar is not null)`;

/** The base of the reads: the company's rows joined to their aircraft (the company's too). */
const base = (db: Kysely<Database>, owner: Owner) =>
  tenant(db, owner)
    .select('plane_bom')
    .innerJoin('plane_entity', (j) =>
      j.onRef('plane_entity.id', '=', 'plane_bom.plane_id').on(owns('plane_entity', owner)),
    );

/** A page of the company's rows: the chains' current rows (`closed` 0) or the retired ones (1). */
export async function queryBoms(
  db: Kysely<Database>,
  owner: Owner,
  payload: QueryPayload,
  closed: 0 | 1,
  defaultSort: { field: string; order: 'asc' | 'desc' },
) {
  const page = await runQuery(
    base(db, owner).where('plane_bom.closed', '=', closed),
    (q) => q.select(withPlane),
    { fields, tenant: null, defaultSort, idColumn: 'plane_bom.id' },
    payload,
  );
  return { items: page.items.map(toWithPlane), totalItems: page.totalItems };
}

/**
 * The installed life-limited rows of the company (optionally of one aircraft), with their aircraft: every one of
 * them (the service orders them by urgency, which depends on today and the aircraft's utilisation).
 */
export async function installedLimited(db: Kysely<Database>, owner: Owner, planeId?: number): Promise<BomWithPlane[]> {
  let q = base(db, owner).where('plane_bom.closed', '=', 0).where(LIMITED);
  if (planeId !== undefined) q = q.where('plane_bom.plane_id', '=', planeId);
  const rows = await q
    .select([
      ...withPlane,
      'plane_entity.daily_hours as daily_hours',
      'plane_entity.daily_landings as daily_landings',
    ] as never[])
    .execute();
  return rows.map((raw) => {
    const r = raw as Record<string, unknown>;
    const rate = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return { ...toWithPlane(r), dailyHours: rate(r.daily_hours), dailyLandings: rate(r.daily_landings) };
  });
}

/** The aircraft's installed rows with a life limit (to refresh their stored life after its counters changed). */
export async function installedLimitedOfPlane(db: Kysely<Database>, owner: Owner, planeId: number) {
  const rows = await tenant(db, owner)
    .select('plane_bom')
    .select([...selection, 'life_state', 'life_expire_date', 'life_remain_hours', 'life_remain_landings'] as never[])
    .where('plane_id', '=', planeId)
    .where('closed', '=', 0)
    .where(LIMITED)
    .execute();
  return rows.map((raw) => {
    const r = raw as Record<string, unknown>;
    return {
      row: toApi(r),
      stored: {
        life_state: Number(r.life_state),
        life_expire_date: (r.life_expire_date as string | null) ?? null,
        life_remain_hours: r.life_remain_hours === null ? null : Number(r.life_remain_hours),
        life_remain_landings: r.life_remain_landings === null ? null : Number(r.life_remain_landings),
      } satisfies StoredLife,
    };
  });
}

/** The aircraft's current rows (closed = 0) in list order (what its export writes). */
export async function currentOfPlane(db: Kysely<Database>, owner: Owner, planeId: number): Promise<PlaneBomRecord[]> {
  const rows = await tenant(db, owner)
    .select('plane_bom')
    .select(selection)
    .where('plane_id', '=', planeId)
    .where('closed', '=', 0)
    .orderBy('sorter')
    .orderBy('id')
    .execute();
  return rows.map((r) => toApi(r as Record<string, unknown>));
}

export async function findBom(db: Kysely<Database>, owner: Owner, id: number): Promise<BomWithPlane | undefined> {
  const row = await base(db, owner).select(withPlane).where('plane_bom.id', '=', id).executeTakeFirst();
  return row ? toWithPlane(row) : undefined;
}

/** Inserts rows (in batches the engines' parameter limits allow); answers their ids in the given order. */
export async function insertBoms(
  db: Kysely<Database>,
  owner: Owner,
  rows: readonly (BomValues & { stored: StoredLife })[],
): Promise<number[]> {
  const ids: number[] = [];
  const columns = Object.keys(PlaneBom.fields).length + 2;
  const chunk = Math.max(1, Math.floor(8000 / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map(({ stored, ...v }) => ({ ...toColumns(PlaneBom, v), ...stored }) as never);
    const out = await tenant(db, owner).insert('plane_bom', values).returning('id').execute();
    for (const r of out) ids.push(r.id);
  }
  return ids;
}

export async function updateBom(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: BomValues,
  stored?: StoredLife,
): Promise<void> {
  const columns = { ...toColumns(PlaneBom, values), ...stored };
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('plane_bom').set(columns).where('id', '=', id).execute();
}

/** Makes the aircraft's new rows (no chain yet) the first of their own chains: original = id. */
export async function setOwnOriginal(db: Kysely<Database>, owner: Owner, planeId: number): Promise<void> {
  await tenant(db, owner)
    .update('plane_bom')
    .set({ original: sql<number>`plane_bom.id` })
    .where('plane_id', '=', planeId)
    .where('original', 'is', null)
    .execute();
}

export async function deleteBom(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  await tenant(db, owner).delete('plane_bom').where('id', '=', id).execute();
}

/** The next list position of an aircraft's rows (after the last). */
export async function nextSorter(db: Kysely<Database>, owner: Owner, planeId: number): Promise<number> {
  const row = await tenant(db, owner)
    .select('plane_bom')
    .select(sql<number | null>`max(plane_bom.sorter)`.as('m'))
    .where('plane_id', '=', planeId)
    .executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 1 : Number(row.m) + 1;
}

/**
 * The replacement chains of these first rows (`original`): how many rows each holds and how many are retired, in
 * one query (a page's rows are at most the largest page size, within the engines' parameter limits). A chain
 * without rows is absent.
 */
export async function chainsOf(
  db: Kysely<Database>,
  owner: Owner,
  originals: readonly number[],
): Promise<Map<number, BomChain>> {
  const out = new Map<number, BomChain>();
  if (originals.length === 0) return out;
  const rows = await tenant(db, owner)
    .select('plane_bom')
    .select([
      'original',
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(case when plane_bom.closed = 1 then 1 else 0 end)`.as('retired'),
    ])
    .where('original', 'in', [...new Set(originals)])
    .groupBy('original')
    .execute();
  for (const r of rows) {
    if (r.original !== null) out.set(r.original, { rows: Number(r.n), retired: Number(r.retired ?? 0) });
  }
  return out;
}

/** The chain's latest retired row (the highest replacement count). */
export async function latestRetired(db: Kysely<Database>, owner: Owner, original: number) {
  const row = await tenant(db, owner)
    .select('plane_bom')
    .select(selection)
    .where('original', '=', original)
    .where('closed', '=', 1)
    .orderBy('times', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

/**
 * The installed rows (closed = 0, any aircraft of the company) holding one of these part and serial numbers,
 * keyed `model\u0000seri`, with their aircraft's tail number.
 */
export async function installedParts(
  db: Kysely<Database>,
  owner: Owner,
  keys: readonly PartKey[],
): Promise<Map<string, { id: number; planeName: string }>> {
  const out = new Map<string, { id: number; planeName: string }>();
  const models = [...new Set(keys.map((k) => k.model))];
  const wanted = new Set(keys.map((k) => `${k.model}\u0000${k.seri}`));
  for (let i = 0; i < models.length; i += 500) {
    const rows = await base(db, owner)
      .select([
        'plane_bom.id as id',
        'plane_bom.model as model',
        'plane_bom.seri as seri',
        'plane_entity.name as plane_name',
      ])
      .where('plane_bom.closed', '=', 0)
      .where('plane_bom.model', 'in', models.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const key = `${r.model}\u0000${r.seri}`;
      if (wanted.has(key)) out.set(key, { id: r.id, planeName: String(r.plane_name) });
    }
  }
  return out;
}

/** Part and serial number of a row, as compared for travelling times (exact text). */
export interface PartKey {
  model: string;
  seri: string;
}

/**
 * The latest removal of each part and serial number among the company's retired rows (any aircraft): its time
 * and landings since new at removal, keyed `model\u0000seri`.
 */
export async function latestRemovals(
  db: Kysely<Database>,
  owner: Owner,
  keys: readonly PartKey[],
): Promise<Map<string, { tsnHours: number | null; csnLandings: number | null }>> {
  const out = new Map<string, { tsnHours: number | null; csnLandings: number | null; at: string; id: number }>();
  const models = [...new Set(keys.map((k) => k.model))];
  const wanted = new Set(keys.map((k) => `${k.model}\u0000${k.seri}`));
  for (let i = 0; i < models.length; i += 500) {
    const rows = await tenant(db, owner)
      .select('plane_bom')
      .select(['id', 'model', 'seri', 'remove_date', 'remove_tsn_hours', 'remove_csn_landings'])
      .where('closed', '=', 1)
      .where('model', 'in', models.slice(i, i + 500))
      .execute();
    for (const r of rows) {
      const key = `${r.model}\u0000${r.seri}`;
      if (!wanted.has(key)) continue;
      const at = String(r.remove_date ?? '');
      const seen = out.get(key);
      if (seen && (seen.at > at || (seen.at === at && seen.id > r.id))) continue;
      out.set(key, { tsnHours: r.remove_tsn_hours, csnLandings: r.remove_csn_landings, at, id: r.id });
    }
  }
  return new Map([...out].map(([k, v]) => [k, { tsnHours: v.tsnHours, csnLandings: v.csnLandings }]));
}
