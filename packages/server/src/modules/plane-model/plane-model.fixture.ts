import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A model of the shared catalogue managed by A, so that B's writes to it must fail. */
export default {
  async build({ t, companyId, now }, ids) {
    const planeModel = await t.db.kysely
      .insertInto('plane_model')
      .values({
        manager: companyId,
        name: `Model ${MARKER}`,
        type_id: ids.planeType,
        brand_id: ids.brand,
        remarks: `Remarks ${MARKER}`,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { planeModel: planeModel.id };
  },
  /** Models are a shared catalogue without company_id: the company's rows are the models it manages. */
  async snapshot(db, companyId) {
    return {
      'plane_model (managed)': await db
        .selectFrom('plane_model')
        .selectAll()
        .where('manager', '=', companyId)
        .execute(),
    };
  },
} satisfies MatrixContribution;
