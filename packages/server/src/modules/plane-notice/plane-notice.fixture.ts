import { NoticeType } from '@hangar/domain/contracts/notices';
import { CardCategory, defaultCardType } from '@hangar/domain/contracts/workcards';
import type { MatrixContribution } from '../../test/matrix-world';
import { MATRIX_RULES } from '../maintain-item/maintain-item.fixture';

/**
 * A's aircraft evaluated as applicable to A's model document (the row belongs to A, the aircraft's company); work
 * cards of A's model (shared catalogue: an instruction whose basis file is that document, a survey notice and a
 * technical bulletin); and a notified row (A's aircraft notified of a second instruction).
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const card = async (category: number, seri: string, extra: { according_id?: number; maintain_id?: number }) =>
      (
        await db
          .insertInto('work_card')
          .values({
            model_id: ids.planeModel,
            category,
            seri,
            name: `Matrix card ${seri}`,
            version: 'A',
            type: defaultCardType(category),
            closed: 0,
            created_by: adminUserId,
            created_at: now(),
            ...extra,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    // Its own maintenance item: the cards' link keeps it from being deleted (MaintainItem/Delete's sample).
    const item = await db
      .insertInto('maintain_item')
      .values({
        model_id: ids.planeModel,
        name: 'Matrix notice item',
        type: 1,
        content: 'Inspect',
        timer_content: MATRIX_RULES,
        timer_source: 1,
        time_align: 0,
        sorter: 3,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const noticeInstructionCard = await card(CardCategory.Instruction, 'EO-M1', {
      according_id: ids.modelDocument,
      maintain_id: item.id,
    });
    const notifiedCard = await card(CardCategory.Instruction, 'EO-M2', {
      according_id: ids.modelDocumentSpare,
      maintain_id: item.id,
    });
    const noticeSurveyCard = await card(CardCategory.Survey, 'SN-M1', {});
    const noticeBulletinCard = await card(CardCategory.TechBulletin, 'TB-M1', {});
    const notice = (appraiseId: number, extra: Record<string, unknown>) =>
      db
        .insertInto('plane_notice')
        .values({
          company_id: companyId,
          plane_id: ids.planeEntity,
          type: NoticeType.Appraise,
          appraise_id: appraiseId,
          appraised: 1,
          fit: 1,
          state: 0,
          appraise_user: adminUserId,
          appraise_time: now(),
          ...extra,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const row = await notice(ids.modelDocument, {});
    const notified = await notice(ids.modelDocumentSpare, {
      state: 1,
      instruct_id: notifiedCard,
      instruct_user: adminUserId,
      instruct_time: now(),
    });
    return {
      planeNotice: row.id,
      notifiedNotice: notified.id,
      noticeInstructionCard,
      noticeSurveyCard,
      noticeBulletinCard,
    };
  },
} satisfies MatrixContribution;
