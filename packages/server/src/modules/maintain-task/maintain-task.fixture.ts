import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * Two records of A's aircraft carrying MARKER and FLEET_MARKER: an unsigned draft repair with an assembly row
 * (`maintainTask`) and a signed one with its chain link (`maintainTaskSigned`).
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const common = {
      company_id: companyId,
      type: 70,
      plane_id: ids.planeEntity,
      plane_name: `Plane ${MARKER}`,
      plane_model_id: ids.planeModel,
      issue_condition: `Repair ${MARKER}`,
      description: `Work ${MARKER} ${FLEET_MARKER}`,
      fly_hours: 100,
      work_date: '2025-01-01 00:00:00',
      work_person_id: adminUserId,
      created_by: adminUserId,
      created_at: now(),
    };
    const draft = await db
      .insertInto('maintain_task')
      .values({ ...common, closed: 0, state: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('maintain_assembly')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        parent_id: draft.id,
        ctype: 1,
        name: `Engine ${MARKER}`,
        remove_seri: `R-${MARKER}`,
        install_seri: `I-${MARKER}`,
        change_date: '2025-01-01 00:00:00',
        state: 1,
        created_at: now(),
      })
      .execute();
    const hash = 'f'.repeat(64);
    const signed = await db
      .insertInto('maintain_task')
      .values({
        ...common,
        closed: 1,
        state: 0,
        signed_by: adminUserId,
        signed_name: `Signer ${MARKER}`,
        licence_no: `LIC-${MARKER}`,
        signed_at: '2025-01-02 10:00:00',
        signed_hours: 100,
        signed_landings: 50,
        sign_hash: hash,
        sign_seq: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('record_sign')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        seq: 1,
        task_id: signed.id,
        content: JSON.stringify({ record: { description: `Work ${MARKER} ${FLEET_MARKER}` } }),
        prev_hash: '0'.repeat(64),
        hash,
        signed_by: adminUserId,
        signed_at: '2025-01-02 10:00:00',
      })
      .execute();
    return { maintainTask: draft.id, maintainTaskSigned: signed.id };
  },
} satisfies MatrixContribution;
