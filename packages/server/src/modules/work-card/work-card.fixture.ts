import type { MatrixContribution } from '../../test/matrix-world';

/**
 * A card of A's model with a material line and two file versions (the current one and a spare), and a spare card
 * (shared catalogue: readable by everyone, so no MARKER; the snapshot covers them as A's rows).
 */
export default {
  async build({ t, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const card = async (seri: string, name: string) =>
      (
        await db
          .insertInto('work_card')
          .values({
            model_id: ids.planeModel,
            category: 1,
            seri,
            name,
            version: 'R1',
            type: 1,
            remarks: null,
            release_date: null,
            according: null,
            according_page: null,
            according_id: null,
            maintain_id: null,
            relational: null,
            files: null,
            cur_seri: seri,
            cur_version: 'R1',
            cur_release_date: '2026-01-01 00:00:00',
            cur_files: null,
            created_by: adminUserId,
            created_at: now(),
            updated_by: null,
            updated_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const workCard = await card('MTRX-1', 'Matrix card');
    const workCardSpare = await card('MTRX-2', 'Matrix spare card');
    const workCardMat = (
      await db
        .insertInto('work_card_mat')
        .values({ card: workCard, material: null, name: 'Matrix filter', quantity: 1, purchase: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const version = async (version: string, active: number) =>
      (
        await db
          .insertInto('work_card_doc')
          .values({
            card: workCard,
            seri: 'MTRX-1',
            version,
            release_date: '2026-01-01 00:00:00',
            pages: 2,
            files: null,
            active,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const workCardDoc = await version('R1', 1);
    const workCardDocSpare = await version('R0', 0);
    return { workCard, workCardSpare, workCardMat, workCardDoc, workCardDocSpare };
  },
  /** Work cards of the models the company manages, their lines and versions (the same shared catalogue). */
  async snapshot(db, companyId) {
    const cards = db
      .selectFrom('work_card')
      .innerJoin('plane_model', 'plane_model.id', 'work_card.model_id')
      .where('plane_model.manager', '=', companyId);
    return {
      'work_card (of managed models)': await cards.selectAll('work_card').execute(),
      'work_card_mat (of managed models)': await db
        .selectFrom('work_card_mat')
        .where('card', 'in', cards.select('work_card.id'))
        .selectAll()
        .execute(),
      'work_card_doc (of managed models)': await db
        .selectFrom('work_card_doc')
        .where('card', 'in', cards.select('work_card.id'))
        .selectAll()
        .execute(),
    };
  },
} satisfies MatrixContribution;
