import { NoticeType } from '@hangar/domain/contracts/notices';
import { TODO_TARGET, TodoState } from '@hangar/domain/contracts/todos';
import { CardCategory } from '@hangar/domain/contracts/workcards';
import { formatDateTime, todayIn } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { controlForNotice } from '../modules/maintain-ctrl/maintain-ctrl.service';
import { updateNotice } from '../modules/plane-notice/plane-notice.repo';
import { insertTodo } from '../modules/user-todo/user-todo.repo';
import type { Database } from '../platform/db/schema';
import { shared, tenant } from '../platform/db/tenant';

// Demo notices (model document §7 "Notices to aircraft", "Notices to people"), after the demo work cards: the
// first AD instruction card (category 2 with its basis file and maintenance item) is notified, as the
// manufacturer would, to the first two aircraft of each operator whose evaluation of its basis file is
// applicable, which puts the card's maintenance item under their control (maintain-ctrl's controlForNotice,
// as DoNotice does); the first technical bulletin is sent to East Wing's engineer, still unreceived. Nothing
// when there are no such cards, or when the card has notified an aircraft already (seeding again).

export interface NoticeSeed {
  /** The operators, East Wing first. */
  companies: number[];
  /** East Wing's engineer, whom the bulletin notifies. */
  engineer: number;
  /** The manufacturer's administrator, who notifies. */
  sender: number;
  senderCompany: number;
}

/** How many aircraft of each operator the instruction notifies. */
const PER_OPERATOR = 2;

export async function seedNotices(db: Kysely<Database>, config: Config, seed: NoticeSeed): Promise<boolean> {
  const cards = await shared(db)
    .select('work_card')
    .select(['id', 'model_id', 'category', 'seri', 'name', 'according_id', 'maintain_id'])
    .where('category', 'in', [CardCategory.Instruction, CardCategory.TechBulletin])
    .orderBy('id')
    .execute();
  const instruction = cards.find(
    (c) => c.category === CardCategory.Instruction && c.according_id !== null && c.maintain_id !== null,
  );
  const bulletin = cards.find((c) => c.category === CardCategory.TechBulletin);
  if (!instruction && !bulletin) return false;
  const at = formatDateTime(new Date(), config.timeZone);
  const when = { today: todayIn(config.timeZone), createdAt: at };
  let added = false;
  for (const companyId of instruction ? seed.companies : []) {
    const card = instruction as NonNullable<typeof instruction>;
    const company = tenant(db, companyId);
    const notified = await company
      .select('plane_notice')
      .select('id')
      .where('instruct_id', '=', card.id)
      .executeTakeFirst();
    if (notified) continue;
    // The card's model's aircraft only (its maintenance item is that model's), leaving out those that have
    // already complied with it (their control item is disabled): notifying would reopen a closed directive.
    const complied = company
      .select('maintain_ctrl')
      .select('plane_id')
      .where('maintain_item_id', '=', card.maintain_id as number)
      .where('disabled', '=', 1);
    const planes = company
      .select('plane_entity')
      .select('id')
      .where('model_id', '=', card.model_id)
      .where('id', 'not in', complied);
    const rows = await company
      .select('plane_notice')
      .select(['id', 'plane_id'])
      .where('type', '=', NoticeType.Appraise)
      .where('appraise_id', '=', card.according_id as number)
      .where('appraised', '=', 1)
      .where('fit', '=', 1)
      .where('state', '=', 0)
      .where('plane_id', 'in', planes)
      .orderBy('plane_id')
      .limit(PER_OPERATOR)
      .execute();
    for (const row of rows) {
      const control = await controlForNotice(db, companyId, row.plane_id, card.maintain_id as number, when);
      await updateNotice(db, companyId, row.id, {
        state: 1,
        instructId: card.id,
        instructUser: seed.sender,
        instructTime: at,
        maintainId: card.maintain_id,
        ctrlId: control.id,
      });
      added = true;
    }
  }
  const east = seed.companies[0];
  if (bulletin && east !== undefined) {
    const sent = await tenant(db, east)
      .select('user_todo')
      .select('id')
      .where('target_id', '=', bulletin.id)
      .executeTakeFirst();
    if (!sent) {
      await insertTodo(db, east, {
        noticeUser: seed.engineer,
        noticeTime: at,
        targetTable: TODO_TARGET,
        targetType: TODO_TARGET,
        targetCategory: CardCategory.TechBulletin,
        targetId: bulletin.id,
        content: `${bulletin.seri} ${bulletin.name}`,
        state: TodoState.Notified,
        record: 0,
        senderUser: seed.sender,
        senderCompany: seed.senderCompany,
      });
      added = true;
    }
  }
  return added;
}
