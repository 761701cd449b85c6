import { partNumberKey } from '@hangar/domain/contracts/materials';
import { MARKER } from '../../test/matrix-fixture';
import type { MatrixContribution } from '../../test/matrix-world';

/** A's material (a measuring tool coming due, below its safety stock), carrying MARKER. */
export default {
  async build({ t, companyId, now }, ids) {
    const model = `MTRX-100`;
    const row = await t.db.kysely
      .insertInto('material')
      .values({
        company_id: companyId,
        name: `Gauge ${MARKER}`,
        model,
        model_key: partNumberKey(model),
        descript: `Description ${MARKER}`,
        category: ids.materialType,
        brand: ids.brand,
        measure_unit: ids.unit,
        supplier: ids.supplier,
        wh_pos: JSON.stringify({ [`w${ids.warehouse}`]: { pos: 'A-1', sq: 1 } }),
        safe_stock: 5,
        tool: 2,
        calibration_due: `${now().slice(0, 10)} 00:00:00`,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { material: row.id };
  },
} satisfies MatrixContribution;
