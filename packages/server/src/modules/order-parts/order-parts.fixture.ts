import { OrderType } from '@hangar/domain/contracts/store';
import { FLEET_MARKER, MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';
import { makeCard, makeOrder } from './order-parts.testkit';

/**
 * A released production order of A's aircraft (`partsOrder`) with a card (`partsCard`) and its reservation lines:
 * one open on the stores' fixture material (`partsLine`: Issue), one open to release (`partsSpare`: Release), and
 * two of a seal of its own issued once each from the stores' warehouse (`partsIssued`: Return; `partsToFit`:
 * Replace), the issue booked as a confirmed requisition linked to the order, the stock to match.
 */
export default {
  async build({ t, companyId, adminUserId, now }, ids) {
    const db = t.db.kysely;
    const order = await makeOrder(db, companyId, ids.planeEntity, { state: 1, title: `Parts ${MARKER}` });
    const card = await makeCard(db, companyId, order, { name: `Card ${MARKER}` });
    const unit = await db
      .insertInto('unit')
      .values({ company_id: companyId, name: `Seal unit ${MARKER}`, remarks: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: seal } = await db
      .insertInto('material')
      .values({
        company_id: companyId,
        name: `Seal ${MARKER}`,
        model: 'MX-SEAL',
        model_key: 'MXSEAL',
        measure_unit: unit.id,
        approved: 1,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A component of its own to replace (the components' fixture replaces its own first).
    const { id: partsBom } = await db
      .insertInto('plane_bom')
      .values({
        company_id: companyId,
        plane_id: ids.planeEntity,
        category: `Seals ${MARKER}`,
        ctype: 0,
        name: `Seal ${MARKER} ${FLEET_MARKER}`,
        model: 'MX-SEAL',
        seri: `SEAL-${MARKER}`,
        times: 0,
        closed: 0,
        sorter: 9,
        install_date: '2024-01-01 00:00:00',
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('plane_bom').set({ original: partsBom }).where('id', '=', partsBom).execute();
    const line = async (material: number, quantity: number, issued: number) =>
      (
        await db
          .insertInto('order_part')
          .values({
            company_id: companyId,
            order_id: order.id,
            card_id: card,
            plane_id: ids.planeEntity,
            material_id: material,
            source: 2,
            name: `Part ${MARKER}`,
            part_number: 'MX',
            quantity,
            issued,
            remarks: `Line ${MARKER}`,
            created_by: adminUserId,
            created_at: now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const partsLine = await line(ids.materialStore, 2, 0);
    const partsSpare = await line(ids.materialStore, 1, 0);
    const partsIssued = await line(seal, 1, 1);
    const partsToFit = await line(seal, 1, 1);
    const warehouse = ids.warehouseStore;
    const storeOrder = async (code: string, type: number, direction: number) =>
      (
        await db
          .insertInto('store_order')
          .values({
            company_id: companyId,
            code,
            type,
            direction,
            side: direction,
            order_date: now(),
            warehouse_id: warehouse,
            plane_id: ids.planeEntity,
            comments: `Parts ${MARKER}`,
            step: 1,
            confirmed_at: now(),
            created_at: now(),
            production_order_id: direction === -1 ? order.id : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const receipt = await storeOrder(`RK-${MARKER}-P`, OrderType.PurchaseFund, 1);
    const item = (orderId: number, direction: number, quantity: number, remain: number, link?: number) => ({
      company_id: companyId,
      order_id: orderId,
      material_id: seal,
      warehouse_id: warehouse,
      direction,
      step: 1,
      order_date: now(),
      order_type: direction === 1 ? OrderType.PurchaseFund : OrderType.Requisition,
      batch: `Seal ${MARKER}`,
      quantity,
      remain,
      order_part_id: link ?? null,
      order_card_id: link ? card : null,
    });
    const inbound = await db
      .insertInto('store_order_item')
      .values(item(receipt, 1, 5, 3))
      .returning('id')
      .executeTakeFirstOrThrow();
    const issue = await storeOrder(`CK-${MARKER}-P`, OrderType.Requisition, -1);
    for (const part of [partsIssued, partsToFit]) {
      await db
        .insertInto('store_order_item')
        .values({ ...item(issue, -1, 1, 0, part), source: inbound.id })
        .execute();
    }
    await db
      .insertInto('material_stock')
      .values({ company_id: companyId, material_id: seal, warehouse_id: warehouse, quantity: 3 })
      .execute();
    await db.updateTable('material').set({ stock: 3 }).where('id', '=', seal).execute();
    return { partsOrder: order.id, partsCard: card, partsLine, partsSpare, partsIssued, partsToFit, partsBom };
  },
} satisfies MatrixContribution;
