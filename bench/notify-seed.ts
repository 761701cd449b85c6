import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { NoticeType } from '@hangar/domain/contracts/notices';
import { CardCategory, defaultCardType } from '@hangar/domain/contracts/workcards';
import { formatDateTime } from '@hangar/domain/dates';
import { RuleType, TimerSource, timeRule } from '@hangar/domain/due';
import { insertCompanyWithAdmin } from '@hangar/server/src/modules/company/company.repo';
import type { Database } from '@hangar/server/src/platform/db/schema';
import { type Kysely, sql } from 'kysely';
import { type SeedOptions, seedMaintenance } from './maintain-seed';

// Notices benchmark data (notify.bench.ts): the maintain bench's fleet (maintain-seed.ts: one model with `items`
// maintenance items, `planes` aircraft each with those control items and their stored due) spread over
// `operators` operator companies, the model managed by the signed-in administrator's own company (which operates
// none of them, so every notice crosses company lines as a manufacturer's or a model manager's does); an AD in
// the model's library, its maintenance item, and an instruction card (category 2) linking both; every aircraft
// evaluated applicable to the AD (plane_notice type 1, fit 1, state 0, in the aircraft's company).

export interface NotifySeeded {
  managerId: number;
  cardId: number;
  /** The AD's maintenance item, which notifying puts under each aircraft's control. */
  itemId: number;
  /** The notice rows, one per aircraft, in aircraft order. */
  noticeIds: number[];
  operators: number;
  planes: number;
  seconds: number;
}

export async function seedNotify(
  db: Kysely<Database>,
  dialect: 'sqlite' | 'postgres',
  options: SeedOptions & { operators: number },
): Promise<NotifySeeded> {
  const fleet = await seedMaintenance(db, dialect, options);
  const now = formatDateTime(new Date(), options.timeZone);
  const managerId = fleet.companyId;
  const { id: modelId } = await db
    .selectFrom('plane_model')
    .select('id')
    .where('manager', '=', managerId)
    .executeTakeFirstOrThrow();
  const admin = await db.selectFrom('company').select('admin').where('id', '=', managerId).executeTakeFirstOrThrow();
  // The operators: aircraft i goes to operator floor(i / perOperator), with its control items.
  const perOperator = Math.ceil(fleet.planeIds.length / options.operators);
  const owners: number[] = [];
  for (let o = 0; o < options.operators; o++) {
    const { companyId } = await insertCompanyWithAdmin(
      db,
      { name: `Operator ${o + 1}`, systemName: `Operator ${o + 1} CAMO` },
      admin.admin as number,
      now,
    );
    const planes = fleet.planeIds.slice(o * perOperator, (o + 1) * perOperator);
    if (planes.length === 0) continue;
    await db.updateTable('plane_entity').set({ company_id: companyId }).where('id', 'in', planes).execute();
    await db.updateTable('maintain_ctrl').set({ company_id: companyId }).where('plane_id', 'in', planes).execute();
    for (let i = 0; i < planes.length; i++) owners.push(companyId);
  }
  const doc = await db
    .insertInto('model_document')
    .values({
      module: DocumentModule.Model,
      dict: DocumentDict.CadAd,
      target: modelId,
      is_folder: 0,
      name: 'Bench AD',
      seri: 'AD-2026-0001',
      created_by: admin.admin as number,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const item = await db
    .insertInto('maintain_item')
    .values({
      model_id: modelId,
      name: 'AD-2026-0001 repetitive inspection',
      type: 1,
      content: 'Inspect per AD-2026-0001',
      timer_content: JSON.stringify([
        timeRule({ name: '600 h / 12 months', type: RuleType.Periodic, hc: 600, hw: 30, cc: '12M', cw: 30 }),
      ]),
      timer_source: TimerSource.FlightHours,
      time_align: 0,
      sorter: 1000,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const card = await db
    .insertInto('work_card')
    .values({
      model_id: modelId,
      category: CardCategory.Instruction,
      seri: 'EO-AD-2026-0001',
      name: 'AD-2026-0001 compliance',
      version: 'A',
      type: defaultCardType(CardCategory.Instruction),
      closed: 0,
      according_id: doc.id,
      maintain_id: item.id,
      created_by: admin.admin as number,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const noticeIds: number[] = [];
  for (let from = 0; from < fleet.planeIds.length; from += 200) {
    const rows = fleet.planeIds.slice(from, from + 200).map((planeId, i) => ({
      company_id: owners[from + i],
      plane_id: planeId,
      type: NoticeType.Appraise,
      appraise_id: doc.id,
      appraised: 1,
      fit: 1,
      state: 0,
      appraise_user: admin.admin as number,
      appraise_time: now,
    }));
    const ids = await db.insertInto('plane_notice').values(rows).returning('id').execute();
    noticeIds.push(...ids.map((r) => r.id));
  }
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  return {
    managerId,
    cardId: card.id,
    itemId: item.id,
    noticeIds,
    operators: options.operators,
    planes: fleet.planeIds.length,
    seconds: fleet.seconds,
  };
}

/** Back to before any notice: the rows not notified, the AD item's control items gone (untimed, between runs). */
export async function resetNotices(db: Kysely<Database>, seeded: NotifySeeded) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('plane_notice')
      .set({ state: 0, instruct_id: null, instruct_user: null, instruct_time: null, maintain_id: null, ctrl_id: null })
      .where('id', 'in', seeded.noticeIds)
      .execute();
    await trx.deleteFrom('maintain_ctrl').where('maintain_item_id', '=', seeded.itemId).execute();
  });
}
