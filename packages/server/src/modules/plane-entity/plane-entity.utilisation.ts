import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Owner } from '../../platform/db/tenant';
import { logRates, planeCounters, setPlaneUtilisation } from './plane-entity.repo';

// An aircraft's utilisation, what due forecasts count with (docs/domain.md "Forecast"; docs/decisions.md
// "Utilisation and components"): while it has any flight record, the log's average over its forecast window
// ending at the latest flight day (`forecast_source` 'log', `counters_date` that day); without records, the
// manual figures typed on the aircraft ('manual', `counters_date` the day its counters were last read or the
// figures set), else none. Written when the flight log sets the counters (setLogCounters) and by
// PlaneEntity/Add|Update, in their transaction, before planeCountersChanged rewrites the due figures.

/**
 * Recomputes and stores the aircraft's utilisation; answers whether it changed. `reread`: the aircraft's
 * counters or manual figures were typed today, so manual figures count from `today` (else a manual utilisation
 * keeps its day).
 */
export async function refreshUtilisation(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  today: string,
  reread = false,
): Promise<boolean> {
  const plane = await planeCounters(db, owner, planeId);
  if (!plane) return false;
  const log = await logRates(db, owner, planeId, plane.forecast_window);
  const manualHours = plane.manual_daily_hours === null ? null : Number(plane.manual_daily_hours);
  const manualLandings = plane.manual_daily_landings === null ? null : Number(plane.manual_daily_landings);
  let next: Parameters<typeof setPlaneUtilisation>[3];
  if (log) {
    next = {
      daily_hours: log.dailyHours,
      daily_landings: log.dailyLandings,
      forecast_source: 'log',
      counters_date: `${log.latest} 00:00:00`,
    };
  } else if (manualHours !== null || manualLandings !== null) {
    const keep = !reread && plane.forecast_source === 'manual' && plane.counters_date !== null;
    next = {
      daily_hours: manualHours,
      daily_landings: manualLandings,
      forecast_source: 'manual',
      counters_date: keep ? `${String(plane.counters_date).slice(0, 10)} 00:00:00` : `${today} 00:00:00`,
    };
  } else {
    next = { daily_hours: null, daily_landings: null, forecast_source: null, counters_date: null };
  }
  const num = (x: number | string | null) => (x === null ? null : Math.round(Number(x) * 100));
  const same =
    num(plane.daily_hours) === num(next.daily_hours) &&
    num(plane.daily_landings) === num(next.daily_landings) &&
    (plane.forecast_source ?? null) === next.forecast_source &&
    (plane.counters_date === null ? null : String(plane.counters_date).slice(0, 10)) ===
      (next.counters_date === null ? null : next.counters_date.slice(0, 10));
  if (same) return false;
  await setPlaneUtilisation(db, owner, planeId, next);
  return true;
}
