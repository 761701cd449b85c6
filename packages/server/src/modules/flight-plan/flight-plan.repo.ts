import { FlightPlan, type FlightPlanRecord, PLAN_STATES } from '@hangar/domain/contracts/flight-plans';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, owns, tenant } from '../../platform/db/tenant';
import { fromRow, toColumns } from '../../platform/entity/entity-map';
import type {} from './flight-plan.schema';

// The only SQL on `flight_plan` (company-owned: every read and write starts from tenant()), and its read of the
// flight log's days (`plane_fly`) that close plans.

export interface PlanFilter {
  plane?: number;
  /** `YYYY-MM-DD 00:00:00` bounds, inclusive. */
  from?: string | null;
  to?: string | null;
  state?: number;
}

const rowOf = (r: Record<string, unknown>) =>
  ({ ...fromRow(FlightPlan, r), planeName: (r.plane_name as string | null) ?? null }) as FlightPlanRecord & {
    planeName: string | null;
  };

function filtered(db: Kysely<Database>, owner: Owner, f: PlanFilter) {
  let q = tenant(db, owner).select('flight_plan');
  if (f.plane !== undefined) q = q.where('flight_plan.plane_id', '=', f.plane);
  if (f.from) q = q.where('flight_plan.plan_date', '>=', f.from);
  if (f.to) q = q.where('flight_plan.plan_date', '<=', f.to);
  if (f.state !== undefined) q = q.where('flight_plan.state', '=', f.state);
  return q;
}

/** A page of the company's plans by day (then aircraft, id), with the aircraft's tail number, and the count. */
export async function queryPlans(db: Kysely<Database>, owner: Owner, f: PlanFilter, page: number, size: number) {
  const counted = await filtered(db, owner, f)
    .select((e) => e.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  const rows = await filtered(db, owner, f)
    .leftJoin('plane_entity', (j) =>
      j.onRef('plane_entity.id', '=', 'flight_plan.plane_id').on(owns('plane_entity', owner)),
    )
    .selectAll('flight_plan')
    .select('plane_entity.name as plane_name')
    .orderBy('flight_plan.plan_date')
    .orderBy('flight_plan.plane_id')
    .orderBy('flight_plan.id')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return { items: rows.map(rowOf), totalItems: Number(counted?.n ?? 0) };
}

export async function findPlan(db: Kysely<Database>, owner: Owner, id: number) {
  const row = await tenant(db, owner)
    .select('flight_plan')
    .leftJoin('plane_entity', (j) =>
      j.onRef('plane_entity.id', '=', 'flight_plan.plane_id').on(owns('plane_entity', owner)),
    )
    .selectAll('flight_plan')
    .select('plane_entity.name as plane_name')
    .where('flight_plan.id', '=', id)
    .executeTakeFirst();
  return row ? rowOf(row) : undefined;
}

export async function insertPlan(
  db: Kysely<Database>,
  owner: Owner,
  values: Record<string, unknown>,
  createdBy: number,
): Promise<number> {
  const row = await tenant(db, owner)
    .insert('flight_plan', [{ ...toColumns(FlightPlan, values), created_by: createdBy } as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(db: Kysely<Database>, owner: Owner, id: number, values: Record<string, unknown>) {
  const columns = toColumns(FlightPlan, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('flight_plan').set(columns).where('id', '=', id).execute();
}

export async function deletePlan(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  await tenant(db, owner).delete('flight_plan').where('id', '=', id).execute();
}

/** The aircraft's planned plans on a day its flight log records, with that day's record (the day's first). */
export async function plansFlown(db: Kysely<Database>, owner: Owner, planeId: number) {
  const t = tenant(db, owner);
  const rows = await t
    .select('flight_plan')
    .innerJoin('plane_fly', (j) =>
      j
        .on(t.owns('plane_fly'))
        .onRef('plane_fly.plane_id', '=', 'flight_plan.plane_id')
        .onRef('plane_fly.fly_date', '=', 'flight_plan.plan_date'),
    )
    .select(['flight_plan.id as id', 'plane_fly.id as flyId'])
    .where('flight_plan.plane_id', '=', planeId)
    .where('flight_plan.state', '=', PLAN_STATES.planned)
    .orderBy('flight_plan.id')
    .orderBy('plane_fly.id')
    .execute();
  const first = new Map<number, number>();
  for (const r of rows) if (!first.has(r.id)) first.set(r.id, r.flyId);
  return [...first].map(([id, flyId]) => ({ id, flyId }));
}

/** The aircraft's flown plans whose flight-log day is gone or now on another day. */
export async function plansUnflown(db: Kysely<Database>, owner: Owner, planeId: number): Promise<number[]> {
  const t = tenant(db, owner);
  const rows = await t
    .select('flight_plan')
    .leftJoin('plane_fly', (j) => j.onRef('plane_fly.id', '=', 'flight_plan.fly_id').on(t.owns('plane_fly')))
    .select('flight_plan.id as id')
    .where('flight_plan.plane_id', '=', planeId)
    .where('flight_plan.state', '=', PLAN_STATES.flown)
    .where((e) => e.or([e('plane_fly.id', 'is', null), e('plane_fly.fly_date', '<>', e.ref('flight_plan.plan_date'))]))
    .execute();
  return rows.map((r) => r.id);
}

/** Marks a plan flown by a flight-log day, or planned again (null). */
export async function setFlown(db: Kysely<Database>, owner: Owner, id: number, flyId: number | null): Promise<void> {
  await tenant(db, owner)
    .update('flight_plan')
    .set({ state: flyId === null ? PLAN_STATES.planned : PLAN_STATES.flown, fly_id: flyId })
    .where('id', '=', id)
    .execute();
}
