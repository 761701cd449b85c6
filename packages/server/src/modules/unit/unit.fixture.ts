import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's unit entry. */
export default {
  async build({ t, companyId }) {
    const row = await t.db.kysely
      .insertInto('unit')
      .values({ company_id: companyId, name: `Unit ${MARKER}`, remarks: `Remarks ${MARKER}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { unit: row.id };
  },
} satisfies MatrixContribution;
