import { addDays } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import { tenant } from '../platform/db/tenant';
import { seededRandom } from './random';

// Demo flight log (issue 16): ninety days of flight records per demo aircraft, ending yesterday, at a training
// fleet's rates (most days flown, two to four hours and about two landings an hour), so that the statistics tab
// and the utilisation forecast have something real to show. The records end at the totals the demo fleet gives
// the aircraft (its hours, from which the items' states are set): the opening balance is what was there before
// the first of them. Deterministic: the same aircraft always gets the same days.

/** Days of flight log per aircraft. */
export const DEMO_FLIGHT_DAYS = 90;

/** What the log needs of a demo aircraft. */
export interface FlightPlane {
  companyId: number;
  planeId: number;
  /** Its index in the demo fleet (the seed of its days). */
  index: number;
  /** Total hours and landings after the last record. */
  hours: number;
  landings: number;
  /** The engine meter after the last record (hours since the engine's overhaul). */
  engineHours: number;
  /** The daily hours it averages on a flown day. */
  rate: number;
}

const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

/** The days of one aircraft: date, landings and hours of each flown day, oldest first. */
export function flightDays(p: Pick<FlightPlane, 'index' | 'rate'>, today: string) {
  const random = seededRandom(1000 + p.index);
  const days: { date: string; landings: number; hours: number }[] = [];
  for (let d = DEMO_FLIGHT_DAYS; d >= 1; d--) {
    // About three days in four flown; fewer at weekends of bad weather, which the random gaps stand for.
    if (random() < 0.26) continue;
    const hours = r1(Math.max(0.5, p.rate * (0.6 + random() * 0.8)));
    const landings = Math.max(1, Math.round(hours * (1.4 + random() * 1.2)));
    days.push({ date: addDays(today, -d), landings, hours });
  }
  return days;
}

/**
 * Writes the aircraft's log and sets its totals, engine meter and opening balance (what the flight log's recompute
 * would give); the caller refreshes its due figures afterwards.
 */
export async function seedFlights(
  db: Kysely<Database>,
  p: FlightPlane,
  today: string,
  now: string,
): Promise<{ openingHours: number; openingLandings: number }> {
  const days = flightDays(p, today);
  const flown = r2(days.reduce((s, d) => s + d.hours, 0));
  const landed = days.reduce((s, d) => s + d.landings, 0);
  const openingHours = r2(p.hours - flown);
  const openingLandings = p.landings - landed;
  let hours = openingHours;
  let landings = openingLandings;
  let engine = r2(p.engineHours - flown);
  let hobbs = r2(openingHours * 1.04);
  const rows = days.map((d) => {
    hours = r2(hours + d.hours);
    landings += d.landings;
    engine = r2(engine + d.hours);
    hobbs = r2(hobbs + d.hours * 1.04);
    return {
      plane_id: p.planeId,
      fly_date: `${d.date} 00:00:00`,
      day_fly_count: d.landings,
      day_fly_hours: d.hours,
      garmin_hours: r2(d.hours * 1.02),
      air_hours: r2(d.hours * 1.1),
      add_fly_count: landings,
      add_fly_hours: hours,
      add_engine_hours: engine,
      hobbs_hours: hobbs,
      comments: null,
      created_by: null,
      created_at: now,
    };
  });
  const scoped = tenant(db, p.companyId);
  if (rows.length > 0) await scoped.insert('plane_fly', rows).execute();
  await scoped
    .update('plane_entity')
    .set({
      all_fly_hours: p.hours,
      all_landings: p.landings,
      engine_hours: p.engineHours,
      opening_hours: openingHours,
      opening_landings: openingLandings,
    })
    .where('id', '=', p.planeId)
    .execute();
  return { openingHours, openingLandings };
}
