import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A certificate of A's aircraft, carrying MARKER and FLEET_MARKER (the plane-entity view guards it), expiring soon. */
export default {
  async build({ t, companyId, now }, ids) {
    const row = await t.db.kysely
      .insertInto('plane_cert')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        name: `Certificate ${MARKER} ${FLEET_MARKER}`,
        seri: `No ${MARKER}`,
        issue_date: '2020-01-10 00:00:00',
        // Expired: the Summary lists it.
        expire_date: '2021-01-10 00:00:00',
        remarks: `Remarks ${MARKER}`,
        files: JSON.stringify([
          {
            uid: 'fixture-cert',
            name: 'cert.pdf',
            size: 10,
            url: `/files/cert/plane${ids.planeEntity}/c${companyId}/5a0b7a0e-1c7e-4b44-9a55-0f4c7d0c1e22/cert.pdf`,
          },
        ]),
        created_by: null,
        created_at: now(),
      })
      .returning(['id', 'seri', 'issue_date', 'expire_date', 'files', 'created_at'])
      .executeTakeFirstOrThrow();
    // Its revision 1 (what PlaneCert/Revisions answers), carrying the marker in its number.
    const { id, ...dated } = row;
    await t.db.kysely
      .insertInto('plane_cert_rev')
      .values({ company_id: companyId, cert_id: id, rev: 1, created_by: null, ...dated })
      .execute();
    return { planeCert: id };
  },
} satisfies MatrixContribution;
