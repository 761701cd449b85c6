import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's site entry. */
export default {
  async build({ t, companyId }) {
    const row = await t.db.kysely
      .insertInto('site')
      .values({ company_id: companyId, name: `Site ${MARKER}`, remarks: `Remarks ${MARKER}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { site: row.id };
  },
} satisfies MatrixContribution;
