import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/**
 * Three orders of A's aircraft carrying MARKER: a draft with two cards (`orderCard` with its step `orderStep`,
 * `orderCardSpare`), a released one with a card (`orderReleased`) and a spare draft to delete (`orderSpare`).
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const order = async (seri: string, state: number) =>
      (
        await db
          .insertInto('production_order')
          .values({
            company_id: companyId,
            plane_id: ids.planeEntity,
            seri,
            title: `Check ${MARKER}`,
            planned_start: '2025-01-01 00:00:00',
            planned_end: '2025-01-02 00:00:00',
            remarks: `Remarks ${MARKER}`,
            state,
            created_by: adminUserId,
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const card = async (orderId: number, seq: number) => {
      const id = (
        await db
          .insertInto('order_card')
          .values({
            company_id: companyId,
            order_id: orderId,
            plane_id: ids.planeEntity,
            seq,
            source: 5,
            name: `Card ${MARKER}`,
            state: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const step = await db
        .insertInto('order_step')
        .values({ company_id: companyId, card_id: id, seq: 1, text: `Step ${MARKER}`, rii: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, step: step.id };
    };
    const draft = await order('WO-2025-0001', 0);
    const first = await card(draft, 1);
    const spare = await card(draft, 2);
    const released = await order('WO-2025-0002', 1);
    await card(released, 1);
    const orderSpare = await order('WO-2025-0003', 0);
    return {
      order: draft,
      orderCard: first.id,
      orderStep: first.step,
      orderCardSpare: spare.id,
      orderReleased: released,
      orderSpare,
    };
  },
} satisfies MatrixContribution;
