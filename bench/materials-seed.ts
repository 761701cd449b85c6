import { performance } from 'node:perf_hooks';
import { partNumberKey } from '@hangar/domain/contracts/materials';
import { addDays, formatDateTime, todayIn } from '@hangar/domain/dates';
import { insertUser } from '@hangar/server/src/bootstrap';
import { insertCompanyWithAdmin } from '@hangar/server/src/modules/company/company.repo';
import type { DialectName } from '@hangar/server/src/platform/db/database';
import type { Database } from '@hangar/server/src/platform/db/schema';
import { type Kysely, sql } from 'kysely';

// Materials and stores data for materials.bench.ts: one company with a catalogue of `materials` materials and
// `movements` confirmed store-order lines (inbound and outbound, in three warehouses), seeded through Kysely in
// large batches. Stock (material_stock, material.stock) is the sum of the seeded movements, as Confirm keeps it,
// and the inbound lines' `remain` adds up to it. One material (`hot`) carries `hotMovements` of the lines, so that
// its stock tab pages through a long history. Deterministic: every run seeds the same data.

export interface MaterialsSeed {
  materials: number;
  movements: number;
  hotMovements: number;
  phone: string;
  password: string;
  timeZone: string;
}

export interface SeededMaterials {
  companyId: number;
  hot: number;
  unitName: string;
  categoryNames: string[];
  seconds: number;
}

const LINES_PER_ORDER = 10;

async function insertChunked<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Record<string, unknown>[],
  columnsPerRow: number,
): Promise<void> {
  // SQLite allows 32,766 parameters per statement; stay well below.
  const chunk = Math.max(1, Math.floor(30_000 / columnsPerRow));
  for (let i = 0; i < rows.length; i += chunk) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
  }
}

export async function seedMaterials(
  db: Kysely<Database>,
  dialect: DialectName,
  o: MaterialsSeed,
): Promise<SeededMaterials> {
  const t0 = performance.now();
  const today = todayIn(o.timeZone);
  const now = formatDateTime(new Date(), o.timeZone);
  const userId = await insertUser(db, { phone: o.phone, name: 'Bench clerk', password: o.password }, now);
  const { companyId } = await insertCompanyWithAdmin(
    db,
    { name: 'Bench Stores', systemName: 'Bench MRO' },
    userId,
    now,
  );

  const unit = await db
    .insertInto('unit')
    .values({ company_id: companyId, name: 'EA', remarks: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const categoryNames = Array.from({ length: 50 }, (_, i) => `Category ${String(i + 1).padStart(2, '0')}`);
  const categories: number[] = [];
  for (const [i, name] of categoryNames.entries()) {
    const row = await db
      .insertInto('material_type')
      .values({ company_id: companyId, name, parent: 0, sorter: i, dict: 2, remarks: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.push(row.id);
  }
  const warehouses: number[] = [];
  for (const name of ['Main store', 'Line store', 'Quarantine']) {
    const row = await db
      .insertInto('warehouse')
      .values({ company_id: companyId, name, disabled: 0 } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    warehouses.push(row.id);
  }

  await db.transaction().execute(async (trx) => {
    const rows: Record<string, unknown>[] = [];
    for (let i = 1; i <= o.materials; i++) {
      const model = `BM-${String(i).padStart(6, '0')}-${i % 7}`;
      rows.push({
        company_id: companyId,
        name: `Bench part ${i}`,
        name_en: `Bench part ${i}`,
        model,
        model_key: partNumberKey(model),
        category: categories[i % categories.length],
        measure_unit: unit.id,
        use_serial: 0,
        approved: 1,
        disabled: 0,
        tool: 0,
        stock: 0,
        safe_stock: i % 50 === 0 ? 5 : null,
        created_at: now,
      });
    }
    await insertChunked(trx, 'material', rows, 14);
  });
  const ids = (
    await db.selectFrom('material').select('id').where('company_id', '=', companyId).orderBy('id').execute()
  ).map((r) => r.id);
  const hot = ids[Math.floor(ids.length / 2)];

  // Movements: orders of LINES_PER_ORDER lines, one warehouse each, dated over the last three years. Every
  // second order is an outbound that takes part of what earlier inbound lines of the same material left.
  const stock = new Map<string, number>(); // `${material}:${warehouse}` → quantity
  const open = new Map<string, { index: number; remain: number }[]>(); // inbound lines with remain
  const items: Record<string, unknown>[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const orders = Math.ceil(o.movements / LINES_PER_ORDER);
  const hotEvery = Math.max(1, Math.floor(o.movements / Math.max(1, o.hotMovements)));
  const orderRows: Record<string, unknown>[] = [];
  for (let n = 0; n < orders; n++) {
    const warehouse = warehouses[n % warehouses.length];
    const date = `${addDays(today, -1095 + Math.floor((n / orders) * 1095))} 00:00:00`;
    const outbound = n % 2 === 1;
    orderRows.push({
      company_id: companyId,
      code: `${outbound ? 'CK' : 'RK'}${String(n + 1).padStart(8, '0')}`,
      type: outbound ? 352 : 303,
      direction: outbound ? -1 : 1,
      side: outbound ? -1 : 1,
      order_date: date,
      warehouse_id: warehouse,
      step: 1,
      created_at: now,
    });
    for (let l = 0; l < LINES_PER_ORDER; l++) {
      const index = items.length;
      const material = index % hotEvery === 0 ? hot : ids[Math.floor(next() * ids.length)];
      const key = `${material}:${warehouse}`;
      const have = stock.get(key) ?? 0;
      if (outbound && have >= 1) {
        const quantity = Math.max(1, Math.floor(have / 3));
        // Oldest batches first, as Confirm consumes them.
        let left = quantity;
        let source: number | null = null;
        for (const line of open.get(key) ?? []) {
          if (left === 0) break;
          const take = Math.min(line.remain, left);
          line.remain -= take;
          left -= take;
          source = source ?? line.index;
        }
        open.set(
          key,
          (open.get(key) ?? []).filter((line) => line.remain > 0),
        );
        stock.set(key, have - quantity);
        items.push({ order: n, material, warehouse, direction: -1, date, quantity, remain: 0, sourceIndex: source });
      } else {
        const quantity = 1 + Math.floor(next() * 20);
        stock.set(key, have + quantity);
        const list = open.get(key) ?? [];
        list.push({ index, remain: quantity });
        open.set(key, list);
        items.push({
          order: n,
          material,
          warehouse,
          direction: 1,
          date,
          quantity,
          remain: quantity,
          sourceIndex: null,
        });
      }
      if (items.length >= o.movements) break;
    }
  }
  // Final remain of the inbound lines.
  const remainOf = new Map<number, number>();
  for (const lines of open.values()) for (const line of lines) remainOf.set(line.index, line.remain);

  await db.transaction().execute(async (trx) => {
    await insertChunked(trx, 'store_order', orderRows, 9);
    const orderIds = (
      await trx.selectFrom('store_order').select('id').where('company_id', '=', companyId).orderBy('id').execute()
    ).map((r) => r.id);
    const firstItemId =
      ((
        await trx
          .selectFrom('store_order_item')
          .select((eb) => eb.fn.max('id').as('max'))
          .executeTakeFirst()
      )?.max ?? 0) + 1;
    const rows = items.map((item, index) => ({
      company_id: companyId,
      order_id: orderIds[item.order as number],
      material_id: item.material,
      warehouse_id: item.warehouse,
      direction: item.direction,
      step: 1,
      order_date: item.date,
      order_type: item.direction === 1 ? 303 : 352,
      batch: item.direction === 1 ? `B${String(index).padStart(7, '0')}` : null,
      expire_date: item.direction === 1 && index % 5 === 0 ? `${addDays(today, (index % 1000) - 200)} 00:00:00` : null,
      quantity: item.quantity,
      remain: item.direction === 1 ? (remainOf.get(index) ?? 0) : 0,
      price: 12.5,
      source: item.sourceIndex === null ? null : firstItemId + (item.sourceIndex as number),
    }));
    await insertChunked(trx, 'store_order_item', rows, 14);
    const stockRows: Record<string, unknown>[] = [];
    for (const [key, quantity] of stock) {
      const [material, warehouse] = key.split(':').map(Number);
      stockRows.push({ company_id: companyId, material_id: material, warehouse_id: warehouse, quantity });
    }
    await insertChunked(trx, 'material_stock', stockRows, 4);
    await trx
      .updateTable('material')
      .set((eb) => ({
        stock: eb.fn.coalesce(
          eb
            .selectFrom('material_stock')
            .select((s) => s.fn.sum<number>('quantity').as('q'))
            .whereRef('material_stock.material_id', '=', 'material.id'),
          eb.lit(0),
        ),
      }))
      .where('company_id', '=', companyId)
      .execute();
  });
  // PostgreSQL as autovacuum leaves it (statistics, visibility map for index-only counts); SQLite as the app
  // runs it, without ANALYZE statistics.
  if (dialect === 'postgres') {
    for (const table of ['material', 'material_stock', 'store_order', 'store_order_item']) {
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    }
  }
  return {
    companyId,
    hot,
    unitName: 'EA',
    categoryNames,
    seconds: (performance.now() - t0) / 1000,
  };
}
