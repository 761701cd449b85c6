import type { MatrixContribution } from '../../test/matrix-world';

/** The matrix's rule list (one periodic rule), shared by the items and the control items. */
export const MATRIX_RULES = JSON.stringify([
  { name: 'Matrix rule', type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null },
]);

/**
 * Two items of A's model (shared catalogue: readable by everyone, so no MARKER; the snapshot covers them as A's
 * rows).
 */
export default {
  async build({ t, now }, ids) {
    const maintainItem = async (name: string, sorter: number) =>
      (
        await t.db.kysely
          .insertInto('maintain_item')
          .values({
            model_id: ids.planeModel,
            name,
            mat_model: null,
            type: 1,
            content: 'Inspect',
            timer_content: MATRIX_RULES,
            timer_source: 1,
            time_align: 0,
            source_content: null,
            sub_content: null,
            pos: null,
            job_card_name: null,
            expire_date_set: null,
            remarks: null,
            files: null,
            sorter,
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const item = await maintainItem('Matrix inspection', 1);
    const spareItem = await maintainItem('Matrix spare', 2);
    return { maintainItem: item, maintainItemSpare: spareItem };
  },
  /** Maintenance items of the models the company manages (the same shared catalogue). */
  async snapshot(db, companyId) {
    return {
      'maintain_item (of managed models)': await db
        .selectFrom('maintain_item')
        .innerJoin('plane_model', 'plane_model.id', 'maintain_item.model_id')
        .selectAll('maintain_item')
        .where('plane_model.manager', '=', companyId)
        .execute(),
    };
  },
} satisfies MatrixContribution;
