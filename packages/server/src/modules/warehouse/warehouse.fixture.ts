import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's warehouse at A's site, carrying MARKER. */
export default {
  async build({ t, companyId }, ids) {
    const row = await t.db.kysely
      .insertInto('warehouse')
      .values({ company_id: companyId, name: `Store ${MARKER}`, site_id: ids.site, keeper: `Keeper ${MARKER}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { warehouse: row.id };
  },
} satisfies MatrixContribution;
