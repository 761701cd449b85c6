import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * A signed AD record of A's aircraft that names A's model document by id (the plane-notice fixture evaluates that
 * document applicable to the aircraft): the register lists it as complied, with the record's method of compliance
 * (FLEET_MARKER: the aircraft's records are guarded by the plane-entity view).
 */
export default {
  async build({ t, companyId, now }, ids) {
    const row = await t.db.kysely
      .insertInto('maintain_task')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        created_at: now(),
        type: 50,
        document_id: ids.modelDocument,
        standard_seri: `AD-DOC-${MARKER}`,
        compliance_method: `Complied ${MARKER} ${FLEET_MARKER}`,
        work_date: '2024-03-01 00:00:00',
        closed: 1,
        signed_name: `Signer ${MARKER}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { adDocument: ids.modelDocument, adComplianceRecord: row.id };
  },
} satisfies MatrixContribution;
