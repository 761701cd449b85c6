import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's material category, carrying MARKER. */
export default {
  async build({ t, companyId }) {
    const row = await t.db.kysely
      .insertInto('material_type')
      .values({ company_id: companyId, name: `Category ${MARKER}`, parent: 0, sorter: 1, dict: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { materialType: row.id };
  },
} satisfies MatrixContribution;
