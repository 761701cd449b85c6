import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * A replacement chain of A's aircraft, carrying MARKER and FLEET_MARKER (the aircraft's data): a retired engine
 * and its current replacement (`planeBom`, life-limited and overdue, so QueryLife and LifeSummary list it).
 */
export default {
  async build({ t, companyId, now }, ids) {
    const db = t.db.kysely;
    const common = {
      company_id: companyId,
      plane_id: ids.planeEntity,
      category: `Engine ${MARKER}`,
      ctype: 1,
      model: `PN-${MARKER}`,
      remarks: `Component ${MARKER} ${FLEET_MARKER}`,
      sorter: 1,
      created_by: null,
      created_at: now(),
    };
    const first = await db
      .insertInto('plane_bom')
      .values({
        ...common,
        name: `Engine ${MARKER} ${FLEET_MARKER}`,
        seri: `SN1-${MARKER}`,
        times: 0,
        closed: 1,
        install_date: '2020-01-01 00:00:00',
        remove_date: '2024-01-01 00:00:00',
        remove_tsn_hours: 900,
        remove_csn_landings: 1000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('plane_bom').set({ original: first.id }).where('id', '=', first.id).execute();
    const current = await db
      .insertInto('plane_bom')
      .values({
        ...common,
        name: `Engine ${MARKER} ${FLEET_MARKER}`,
        seri: `SN2-${MARKER}`,
        times: 1,
        closed: 0,
        original: first.id,
        install_date: '2024-01-01 00:00:00',
        life_hours: 100,
        tsn_hours: 150,
        install_plane_hours: 0,
        life_state: 2,
        life_remain_hours: -50,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { planeBom: current.id, planeBomOriginal: first.id };
  },
} satisfies MatrixContribution;
