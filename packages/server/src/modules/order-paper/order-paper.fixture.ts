import { OrderState } from '@hangar/domain/contracts/orders';
import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * A closed order of A's aircraft carrying MARKER, its certificate of release to service the world's signed record
 * (`orderClosed`): what OrderPaper/Crs prints.
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const order = await t.db.kysely
      .insertInto('production_order')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        seri: 'WO-2025-0009',
        title: `Closed ${MARKER}`,
        planned_start: '2025-01-01 00:00:00',
        planned_end: '2025-01-02 00:00:00',
        state: OrderState.Closed,
        closed_at: now(),
        closed_by: adminUserId,
        crs_task_id: ids.maintainTaskSigned,
        created_by: adminUserId,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { orderClosed: order.id };
  },
} satisfies MatrixContribution;
