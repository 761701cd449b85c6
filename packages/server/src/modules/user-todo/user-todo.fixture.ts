import { TODO_TARGET, TodoState } from '@hangar/domain/contracts/todos';
import { CardCategory } from '@hangar/domain/contracts/workcards';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's administrator's open to-do: A's technical bulletin (plane-notice's fixture), sent by A itself. */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const row = await t.db.kysely
      .insertInto('user_todo')
      .values({
        company_id: companyId,
        notice_user: adminUserId,
        notice_time: now(),
        target_table: TODO_TARGET,
        target_type: TODO_TARGET,
        target_category: CardCategory.TechBulletin,
        target_id: ids.noticeBulletinCard,
        content: 'TB-M1 Matrix card',
        state: TodoState.Notified,
        record: 0,
        sender_user: adminUserId,
        sender_company: companyId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { userToDo: row.id };
  },
} satisfies MatrixContribution;
