import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's brand entry. */
export default {
  async build({ t, companyId }) {
    const row = await t.db.kysely
      .insertInto('brand')
      .values({ company_id: companyId, name: `Brand ${MARKER}`, remarks: `Remarks ${MARKER}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { brand: row.id };
  },
} satisfies MatrixContribution;
