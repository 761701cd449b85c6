import { NoticeType } from '@hangar/domain/contracts/notices';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's aircraft evaluated as applicable to A's model document (the row belongs to A, the aircraft's company). */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const row = await t.db.kysely
      .insertInto('plane_notice')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        type: NoticeType.Appraise,
        appraise_id: ids.modelDocument,
        appraised: 1,
        fit: 1,
        state: 0,
        appraise_user: adminUserId,
        appraise_time: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { planeNotice: row.id };
  },
} satisfies MatrixContribution;
