import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's supplier, carrying MARKER. */
export default {
  async build({ t, companyId }) {
    const row = await t.db.kysely
      .insertInto('supplier')
      .values({ company_id: companyId, name: `Supplier ${MARKER}`, contact: `Contact ${MARKER}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { supplier: row.id };
  },
} satisfies MatrixContribution;
