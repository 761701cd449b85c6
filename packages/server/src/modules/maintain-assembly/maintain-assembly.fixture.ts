import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** An engine change of A's aircraft (an assembly row without a record), carrying MARKER and FLEET_MARKER. */
export default {
  async build({ t, companyId, now }, ids) {
    const row = await t.db.kysely
      .insertInto('maintain_assembly')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        parent_id: null,
        ctype: 1,
        name: `Engine change ${MARKER} ${FLEET_MARKER}`,
        remove_model: `PN-${MARKER}`,
        remove_seri: `SN-OUT-${MARKER}`,
        install_model: `PN-${MARKER}`,
        install_seri: `SN-IN-${MARKER}`,
        comments: `Assembly ${MARKER} ${FLEET_MARKER}`,
        change_date: '2024-01-01 00:00:00',
        state: 1,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { assembly: row.id };
  },
} satisfies MatrixContribution;
