import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** Three planned plans of A's aircraft carrying MARKER: one to change, one to delete, one to cancel. */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const plan = async (day: string) =>
      (
        await db
          .insertInto('flight_plan')
          .values({
            company_id: companyId,
            plane_id: ids.planeEntity,
            plan_date: `${day} 00:00:00`,
            hours: 2,
            landings: 4,
            route: `Circuits ${MARKER}`,
            programme: null,
            crew: '[]',
            remarks: null,
            state: 0,
            fly_id: null,
            cancel_reason: null,
            created_by: adminUserId,
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    return {
      flightPlan: await plan('2030-01-10'),
      flightPlanSpare: await plan('2030-01-11'),
      flightPlanCancel: await plan('2030-01-12'),
    };
  },
} satisfies MatrixContribution;
