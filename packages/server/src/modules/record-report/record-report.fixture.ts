import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** An AD compliance record of A's aircraft (what AdStatus lists) and an open fault, carrying FLEET_MARKER. */
export default {
  async build({ t, companyId, now }, ids) {
    const db = t.db.kysely;
    const common = { company_id: companyId, plane_id: ids.planeEntity, created_at: now() };
    const ad = await db
      .insertInto('maintain_task')
      .values({
        ...common,
        type: 50,
        standard_seri: `AD-${MARKER}`,
        description: `AD ${MARKER} ${FLEET_MARKER}`,
        compliance_method: `Inspected ${MARKER} ${FLEET_MARKER}`,
        work_date: '2024-02-01 00:00:00',
        fly_hours: 100,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('maintain_task')
      .values({
        ...common,
        type: 100,
        description: `Fault ${MARKER} ${FLEET_MARKER}`,
        issue_date: '2024-02-02 00:00:00',
      })
      .execute();
    return { adRecord: ad.id };
  },
} satisfies MatrixContribution;
