import { OrderType } from '@hangar/domain/contracts/store';
import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';
import { makeMaterial, makeSupplier, makeUnit, makeWarehouse } from './store-order.testkit';

/**
 * A's stores: a warehouse, a supplier, a material and a serial-numbered one (own records, so that the stores
 * do not lean on the catalogue's fixtures), a draft inbound order (`storeOrder`: Update, Delete), another draft
 * (`storeOrderToConfirm`: Confirm) and a confirmed inbound order (`storeOrderConfirmed`: Get, Reverse) whose
 * lines are in stock, with material_stock and material.stock to match.
 */
export default {
  async build({ t, companyId, now }) {
    const db = t.db.kysely;
    // Its own unit: the catalogue's fixtures own the deletion of theirs.
    const unit = await makeUnit(db, companyId, `Piece ${MARKER}`);
    const warehouse = await makeWarehouse(db, companyId, `Order store ${MARKER}`);
    const supplier = await makeSupplier(db, companyId, `Order supplier ${MARKER}`);
    const material = await makeMaterial(db, companyId, { name: `Filter ${MARKER}`, model: 'MX-100', unit });
    const serial = await makeMaterial(db, companyId, {
      name: `ELT ${MARKER}`,
      model: 'MX-ELT',
      unit,
      useSerial: 1,
    });
    const order = async (
      code: string,
      step: number,
      lines: { material: number; seri?: string; quantity: number }[],
    ) => {
      const row = await db
        .insertInto('store_order')
        .values({
          company_id: companyId,
          code,
          type: OrderType.PurchaseFund,
          direction: 1,
          side: 1,
          order_date: now(),
          warehouse_id: warehouse,
          supplier_id: supplier,
          comments: `Order ${MARKER}`,
          step,
          confirmed_at: step ? now() : null,
          created_at: now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const l of lines) {
        await db
          .insertInto('store_order_item')
          .values({
            company_id: companyId,
            order_id: row.id,
            material_id: l.material,
            warehouse_id: warehouse,
            direction: 1,
            step,
            order_date: now(),
            order_type: OrderType.PurchaseFund,
            batch: `Batch ${MARKER}`,
            seri: l.seri ?? null,
            quantity: l.quantity,
            remain: step ? l.quantity : 0,
            comments: `Line ${MARKER}`,
          })
          .execute();
        if (step) {
          await db
            .insertInto('material_stock')
            .values({ company_id: companyId, material_id: l.material, warehouse_id: warehouse, quantity: l.quantity })
            .execute();
          await db.updateTable('material').set({ stock: l.quantity }).where('id', '=', l.material).execute();
        }
      }
      return row.id;
    };
    const storeOrder = await order(`RK-${MARKER}-1`, 0, [{ material, quantity: 1 }]);
    const storeOrderToConfirm = await order(`RK-${MARKER}-2`, 0, [{ material, quantity: 2 }]);
    const storeOrderConfirmed = await order(`RK-${MARKER}-3`, 1, [
      { material, quantity: 5 },
      { material: serial, seri: `SN-${MARKER}`, quantity: 1 },
    ]);
    return {
      warehouseStore: warehouse,
      supplierStore: supplier,
      materialStore: material,
      materialSerial: serial,
      storeOrder,
      storeOrderToConfirm,
      storeOrderConfirmed,
    };
  },
} satisfies MatrixContribution;
