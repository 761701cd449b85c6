import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, tenant } from '../../platform/db/tenant';

// The forecast's one read of its own: the planned flying of the company's aircraft (`flight_plan`, written by
// modules/flight-plan, which reads the forecast: the planning module reads the table rather than import the
// flight-plan module, so the two stay without a cycle). State 0 is planned (contracts/flight-plans.ts).

/** Hours and landings planned per aircraft and day (planned plans only, summed per day), after a day. */
export async function plannedFlying(
  db: Kysely<Database>,
  owner: Owner,
  planeIds: readonly number[],
  after: string,
): Promise<Map<number, { day: string; hours: number; landings: number }[]>> {
  const out = new Map<number, { day: string; hours: number; landings: number }[]>();
  if (planeIds.length === 0) return out;
  const rows = await tenant(db, owner)
    .select('flight_plan')
    .select(['plane_id', 'plan_date', 'hours', 'landings'])
    .where('plane_id', 'in', [...planeIds])
    .where('state', '=', 0)
    .where('plan_date', '>', `${after} 23:59:59`)
    .orderBy('plane_id')
    .orderBy('plan_date')
    .execute();
  for (const r of rows) {
    const list = out.get(r.plane_id) ?? [];
    const day = String(r.plan_date).slice(0, 10);
    const last = list[list.length - 1];
    if (last && last.day === day) {
      last.hours += Number(r.hours);
      last.landings += Number(r.landings);
    } else list.push({ day, hours: Number(r.hours), landings: Number(r.landings) });
    out.set(r.plane_id, list);
  }
  return out;
}
