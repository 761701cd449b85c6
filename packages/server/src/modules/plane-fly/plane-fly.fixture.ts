import { FLEET_HOURS, FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * A flight day of A's aircraft, carrying MARKER and FLEET_MARKER (the aircraft's data), whose cumulative hours are
 * the aircraft's FLEET_HOURS: the aircraft's opening balance is what it had before that day.
 */
export default {
  async build({ t, companyId, now }, ids) {
    const db = t.db.kysely;
    const row = await db
      .insertInto('plane_fly')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        fly_date: '2026-03-10 00:00:00',
        day_fly_count: 3,
        day_fly_hours: 2.5,
        add_fly_count: 3,
        add_fly_hours: FLEET_HOURS,
        add_engine_hours: 800,
        comments: `Flight ${MARKER} ${FLEET_MARKER}`,
        created_by: null,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('plane_entity')
      .set({ all_landings: 3, engine_hours: 800, opening_hours: FLEET_HOURS - 2.5, opening_landings: 0 })
      .where('id', '=', ids.planeEntity)
      .where('company_id', '=', companyId)
      .execute();
    return { planeFly: row.id };
  },
} satisfies MatrixContribution;
