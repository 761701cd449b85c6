import { FLEET_HOURS, FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's aircraft: owner and hours are what the plane-entity view guards (FLEET_MARKER, FLEET_HOURS). */
export default {
  async build({ t, companyId, now }, ids) {
    const planeEntity = await t.db.kysely
      .insertInto('plane_entity')
      .values({
        company_id: companyId,
        name: `B-${MARKER}`,
        model_id: ids.planeModel,
        owner_name: `Owner ${MARKER} ${FLEET_MARKER}`,
        all_fly_hours: FLEET_HOURS,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { planeEntity: planeEntity.id };
  },
} satisfies MatrixContribution;
