import { Material, type MaterialListRow, type MaterialRow, partNumberKey } from '@hangar/domain/contracts/materials';
import { OrderStep } from '@hangar/domain/contracts/store';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, owns, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns, withChanges } from '../../platform/entity/entity-map';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL of the materials catalogue. Every query starts from the caller's company (tenant()); the joined
// names (category, brand, units, supplier) carry their own company predicate (owns), so that an id of another
// company's record never lends its name. Rows in and out are API rows; `model_key` (the part number's
// similarity key) is written here from the part number and never leaves the repository.

export type MaterialValues = { [K in Exclude<keyof MaterialRow, 'id'>]?: MaterialRow[K] | null };

/** The catalogue's filters and sorts: every declared field, and the names of what a material refers to. */
const fields: FieldMap = {
  ...fieldMapOf(Material),
  categoryName: { column: 'mt.name', type: 'text', nullable: true },
  brandName: { column: 'br.name', type: 'text', nullable: true },
  unitName: { column: 'mu.name', type: 'text', nullable: true },
  packingUnitName: { column: 'pu.name', type: 'text', nullable: true },
  supplierName: { column: 'sp.name', type: 'text', nullable: true },
};
const nameFields = new Set(['categoryName', 'brandName', 'unitName', 'packingUnitName', 'supplierName']);
const selection = selectionOf(Material) as never[];
const toApi = (row: Record<string, unknown>) => fromRow(Material, row);

// biome-ignore lint/complexity/noBannedTypes: an empty selection is what the base query has
type Base = SelectQueryBuilder<Database, 'material', {}>;

/** The names' joins, each on the caller's company. */
function withNames(q: Base, owner: Owner): Base {
  return q
    .leftJoin('material_type as mt', (j) => j.onRef('mt.id', '=', 'material.category').on(owns('mt', owner)))
    .leftJoin('brand as br', (j) => j.onRef('br.id', '=', 'material.brand').on(owns('br', owner)))
    .leftJoin('unit as mu', (j) => j.onRef('mu.id', '=', 'material.measure_unit').on(owns('mu', owner)))
    .leftJoin('unit as pu', (j) => j.onRef('pu.id', '=', 'material.packing_unit').on(owns('pu', owner)))
    .leftJoin('supplier as sp', (j) => j.onRef('sp.id', '=', 'material.supplier').on(owns('sp', owner))) as never;
}

const usesNames = (payload: QueryPayload) =>
  [...payload.filters, ...payload.fixedFilters].some((c) => nameFields.has(c.name)) ||
  (payload.sortField ? nameFields.has(payload.sortField) : false);

/**
 * One page of the company's materials with the names they refer to (default: newest first). The names are
 * joined into the counted query only when a filter or the sort needs them: otherwise the count reads the
 * (company_id, id) index alone and the joins run for the page's rows only.
 */
export async function queryMaterials(
  db: Kysely<Database>,
  owner: Owner,
  payload: QueryPayload,
): Promise<{ items: MaterialListRow[]; totalItems: number }> {
  const joined = usesNames(payload);
  const base = tenant(db, owner).select('material');
  const page = await runQuery(
    joined ? withNames(base, owner) : base,
    (q) =>
      (joined ? q : withNames(q, owner)).select([
        ...selection,
        'mt.name as category_name',
        'br.name as brand_name',
        'mu.name as unit_name',
        'pu.name as packing_unit_name',
        'sp.name as supplier_name',
      ] as never[]),
    { fields, tenant: null, defaultSort: { field: 'id', order: 'desc' }, idColumn: 'material.id' },
    payload,
  );
  return {
    items: page.items.map((raw) => {
      const r = raw as Record<string, unknown>;
      const name = (v: unknown) => (v === undefined || v === null ? null : String(v));
      return {
        ...toApi(r),
        categoryName: name(r.category_name),
        brandName: name(r.brand_name),
        unitName: name(r.unit_name),
        packingUnitName: name(r.packing_unit_name),
        supplierName: name(r.supplier_name),
      };
    }),
    totalItems: page.totalItems,
  };
}

/**
 * Stock of the given materials: per warehouse (material_stock), and what can be issued (Σ remain of confirmed
 * inbound lines whose batch has not expired before `today`, less the open reservations of production orders).
 * Three grouped reads over the ids only.
 */
export async function stockOf(db: Kysely<Database>, owner: Owner, ids: readonly number[], today: string) {
  const perWarehouse = new Map<number, Record<string, number>>();
  const available = new Map<number, number>();
  if (ids.length === 0) return { perWarehouse, available };
  const stock = await tenant(db, owner)
    .select('material_stock')
    .select(['material_id', 'warehouse_id', 'quantity'])
    .where('material_id', 'in', [...ids])
    .execute();
  for (const r of stock) {
    const map = perWarehouse.get(r.material_id) ?? {};
    map[`w${r.warehouse_id}`] = Number(r.quantity);
    perWarehouse.set(r.material_id, map);
  }
  const open = await tenant(db, owner)
    .select('store_order_item')
    .select(['material_id', sql<number>`sum(remain)`.as('remain')])
    .where('material_id', 'in', [...ids])
    .where('step', '=', OrderStep.Confirmed)
    .where('direction', '=', 1)
    .where('remain', '>', sql.lit(0)) // a literal, so that the open-batch partial index applies
    .where((eb) => eb.or([eb('expire_date', 'is', null), eb('expire_date', '>=', `${today} 00:00:00`)]))
    .groupBy('material_id')
    .execute();
  for (const r of open) available.set(r.material_id, Number(r.remain));
  // Less what production orders hold reserved and neither issued nor released (order-parts' reservations, issue 33:
  // the one read of order_part outside its module; material cannot import it, the parts module depends on the stores).
  const reserved = await tenant(db, owner)
    .select('order_part')
    .select(['material_id', sql<number>`sum(quantity - issued - released)`.as('open')])
    .where('material_id', 'in', [...ids])
    .where(sql<boolean>`quantity - issued - released > 0`)
    .groupBy('material_id')
    .execute();
  for (const r of reserved) {
    if (r.material_id === null) continue;
    const left = Math.round(((available.get(r.material_id) ?? 0) - Number(r.open)) * 100) / 100;
    available.set(r.material_id, Math.max(0, left));
  }
  return { perWarehouse, available };
}

/** The ids of the company's warehouses. */
export async function warehouseIds(db: Kysely<Database>, owner: Owner): Promise<Set<number>> {
  const rows = await tenant(db, owner).select('warehouse').select('id').execute();
  return new Set(rows.map((r) => r.id));
}

export async function findMaterial(db: Kysely<Database>, owner: Owner, id: number): Promise<MaterialRow | undefined> {
  const row = await tenant(db, owner).select('material').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApi(row) : undefined;
}

/** Tables a material refers to by id. */
export type ReferencedTable = 'material_type' | 'brand' | 'unit' | 'supplier' | 'warehouse';

/** Which of `ids` are records of the company in `table`. */
export async function ownedIds(
  db: Kysely<Database>,
  owner: Owner,
  table: ReferencedTable,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tenant(db, owner)
    .select(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Every record of the company in `table` with its name (and parent for categories): the import's lookups. */
export async function namesOf(db: Kysely<Database>, owner: Owner, table: Exclude<ReferencedTable, 'material_type'>) {
  return tenant(db, owner).select(table).select(['id', 'name']).execute();
}

export async function categoryTree(db: Kysely<Database>, owner: Owner) {
  return tenant(db, owner).select('material_type').select(['id', 'parent', 'name']).execute();
}

/** How many store order lines (drafts included) name the material. */
export async function movementCount(db: Kysely<Database>, owner: Owner, id: number): Promise<number> {
  const row = await tenant(db, owner)
    .select('store_order_item')
    .select(sql<number>`count(*)`.as('n'))
    .where('material_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const storedKey = (values: MaterialValues) =>
  typeof values.model === 'string' ? { model_key: partNumberKey(values.model) } : {};

export async function insertMaterial(db: Kysely<Database>, owner: Owner, values: MaterialValues): Promise<MaterialRow> {
  const row = await tenant(db, owner)
    .insert('material', [{ ...toColumns(Material, values), ...storedKey(values) } as never])
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApi(row);
}

/** What the table fills in for a NOT NULL column an insert leaves out. */
const columnDefaults: MaterialValues = {
  useSerial: 0,
  canSale: 0,
  canMonitor: 0,
  tool: 0,
  approved: 0,
  disabled: 0,
  stock: 0,
};

/** Every declared field of the values (absent ones as the table's default or null): one column list for all rows. */
const complete = (values: MaterialValues): MaterialValues =>
  Object.fromEntries(
    Object.keys(Material.fields).map((k) => {
      const key = k as keyof MaterialValues;
      return [key, values[key] ?? columnDefaults[key] ?? null];
    }),
  );

/**
 * Inserts many materials in multi-row statements (a few hundred rows each, well within the bound parameters
 * both engines accept; every row with the same columns) and answers their ids.
 */
export async function insertMaterials(
  db: Kysely<Database>,
  owner: Owner,
  rows: readonly MaterialValues[],
): Promise<number[]> {
  const ids: number[] = [];
  const columns = Object.keys(Material.fields).length + 2;
  const chunk = Math.max(1, Math.floor(8000 / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((v) => ({ ...toColumns(Material, complete(v)), ...storedKey(v) }) as never);
    const out = await tenant(db, owner).insert('material', values).returning('id').execute();
    for (const r of out) ids.push(r.id);
  }
  return ids;
}

/** Writes the given fields (undefined keeps) and answers the material as it now is. */
export async function updateMaterial(
  db: Kysely<Database>,
  owner: Owner,
  before: MaterialRow,
  values: MaterialValues,
): Promise<MaterialRow> {
  const columns = { ...toColumns(Material, values), ...storedKey(values) };
  if (Object.keys(columns).length > 0) {
    await tenant(db, owner).update('material').set(columns).where('id', '=', before.id).execute();
  }
  return withChanges(Material, before, values);
}

export async function deleteMaterial(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  await tenant(db, owner).delete('material').where('id', '=', id).execute();
}

/** Shortest key that counts as a prefix in the similarity check (shorter keys match only when equal). */
export const MIN_PREFIX = 3;

/**
 * Materials whose key is `key`, one of its prefixes (of MIN_PREFIX characters or more), or starts with `key`
 * (when `key` has MIN_PREFIX characters or more): the equalities read the (company_id, model_key) index; the
 * extension compares the leading characters within the company's range of it. At most `limit`, oldest first.
 */
export async function similarMaterials(
  db: Kysely<Database>,
  owner: Owner,
  key: string,
  excludeId: number | null | undefined,
  limit: number,
) {
  const exact = [key];
  for (let n = MIN_PREFIX; n < key.length; n++) exact.push(key.slice(0, n));
  let q = tenant(db, owner)
    .select('material')
    // tenant: the brand of a material of the caller's company, joined on the caller's company (owns).
    .leftJoin('brand as br', (j) => j.onRef('br.id', '=', 'material.brand').on(owns('br', owner)))
    .select([
      'material.id',
      'material.brand',
      'br.name as brand_name',
      'material.model',
      'material.name',
      'material.name_en',
    ])
    .where((eb) => {
      const parts = [eb('material.model_key', 'in', exact)];
      if (key.length >= MIN_PREFIX) {
        parts.push(eb(sql<string>`substr(material.model_key, 1, ${key.length})`, '=', key));
      }
      return eb.or(parts);
    });
  if (excludeId) q = q.where('material.id', '<>', excludeId);
  const rows = await q.orderBy('material.id').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    brand: r.brand,
    brandName: r.brand_name ?? null,
    model: r.model,
    name: r.name,
    nameEn: r.name_en,
  }));
}

/** Materials of the company with one of these keys: the import's check against existing part numbers. */
/** The company's materials whose part-number key is one of `keys` (the import's rows that stand for them). */
export async function materialsWithKeys(db: Kysely<Database>, owner: Owner, keys: readonly string[]) {
  const out: (MaterialRow & { modelKey: string })[] = [];
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await tenant(db, owner)
      .select('material')
      .selectAll()
      .where('model_key', 'in', keys.slice(i, i + 500))
      .execute();
    for (const row of rows) out.push({ ...toApi(row), modelKey: row.model_key });
  }
  return out;
}

// --- Alerts ---------------------------------------------------------------------------------------------------

const belowSafety = sql<SqlBool>`material.safe_stock > 0 and material.stock < material.safe_stock`;

/** Enabled materials below their safety stock, the largest shortfall first, and how many there are. */
export async function lowStockMaterials(db: Kysely<Database>, owner: Owner, limit: number) {
  const base = tenant(db, owner).select('material').where('disabled', '=', 0).where(belowSafety);
  const total = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'name', 'model', 'stock', 'safe_stock'])
    .orderBy(sql`material.safe_stock - material.stock`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      model: r.model,
      stock: Number(r.stock),
      safeStock: Number(r.safe_stock),
    })),
  };
}

/** Enabled measuring tools due for calibration on or before `dueBy` (passed ones included), the earliest first. */
export async function calibrationDue(db: Kysely<Database>, owner: Owner, tool: number, dueBy: string, limit: number) {
  const base = tenant(db, owner)
    .select('material')
    .where('tool', '=', tool)
    .where('disabled', '=', 0)
    .where('calibration_due', 'is not', null)
    .where('calibration_due', '<=', `${dueBy} 00:00:00`);
  const total = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
  const rows = await base
    .select(['id', 'name', 'model', 'calibration_due'])
    .orderBy('calibration_due')
    .orderBy('id')
    .limit(limit)
    .execute();
  return { total: Number(total?.n ?? 0), items: rows.map((r) => ({ ...r, calibration_due: r.calibration_due ?? '' })) };
}
