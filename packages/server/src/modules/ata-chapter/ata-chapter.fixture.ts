import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's own chapter (beside the standard ones every company has), carrying MARKER. */
export default {
  async build({ t, companyId }) {
    const row = await t.db.kysely
      .insertInto('ata_chapter')
      .values({ company_id: companyId, code: '99-01', name_zh: `章节 ${MARKER}`, name_en: `Chapter ${MARKER}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ataChapter: row.id };
  },
} satisfies MatrixContribution;
