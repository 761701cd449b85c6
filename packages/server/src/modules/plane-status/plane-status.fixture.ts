import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's aircraft's stored reasons and a history row, each carrying MARKER (what an outsider must never read). */
export default {
  async build({ t, companyId, now }, ids) {
    const reasons = JSON.stringify([
      { planeId: ids.planeEntity, kind: 'overdueItem', grounding: true, ref: null, title: `Item ${MARKER}`, due: null },
    ]);
    await t.db.kysely
      .insertInto('plane_status')
      .values({ company_id: companyId, plane_id: ids.planeEntity, reasons, reasons_key: 'x', computed_at: now() })
      .execute();
    const row = await t.db.kysely
      .insertInto('plane_status_history')
      .values({ company_id: companyId, plane_id: ids.planeEntity, at: now(), status: 3, reasons, cause: 'change' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { planeStatusHistory: row.id };
  },
} satisfies MatrixContribution;
