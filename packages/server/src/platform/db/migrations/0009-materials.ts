import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Materials and stores (materials document §3; docs/domain.md "Stock"): per company, material categories (a tree),
// warehouses, suppliers, materials (tools included), store orders with their items, and material_stock, the
// stock of each material per warehouse kept by the same transaction that confirms an order (so that it always
// equals the sum of confirmed movements, and lists read it with an index instead of summing every movement).
//
// Store order items repeat what the stock queries filter on (warehouse, direction, step, order date and type
// of their order): the order's header is fixed once it is confirmed, and a material's stock tab then reads one
// index range, newest first, whose entries also hold what its filters and totals read (direction, remain,
// quantity, expiry: the available stock of a material is read from the index alone).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  const notNull = (x: Parameters<Parameters<typeof c.int>[2] & object>[0]) => x.notNull();
  const zero = (x: Parameters<Parameters<typeof c.int>[2] & object>[0]) => x.notNull().defaultTo(0);
  const company = (x: Parameters<Parameters<typeof c.int>[2] & object>[0]) => x.notNull().references('company.id');

  let t = db.schema.createTable('material_type');
  t = c.id(t);
  t = c.int(t, 'company_id', company);
  t = c.int(t, 'parent', zero);
  t = c.text(t, 'name', notNull);
  t = c.int(t, 'sorter', zero);
  t = c.int(t, 'dict', (x) => x.notNull().defaultTo(2));
  t = c.text(t, 'remarks');
  await t.execute();
  await db.schema
    .createIndex('material_type_company_parent')
    .on('material_type')
    .columns(['company_id', 'parent', 'sorter'])
    .execute();

  t = db.schema.createTable('warehouse');
  t = c.id(t);
  t = c.int(t, 'company_id', company);
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'code');
  t = c.int(t, 'site_id', (x) => x.references('site.id'));
  t = c.text(t, 'addr');
  t = c.text(t, 'keeper');
  t = c.text(t, 'phone');
  t = c.int(t, 'disabled', zero);
  t = c.text(t, 'remarks');
  await t.execute();
  await db.schema
    .createIndex('warehouse_company_name')
    .unique()
    .on('warehouse')
    .columns(['company_id', 'name'])
    .execute();

  t = db.schema.createTable('supplier');
  t = c.id(t);
  t = c.int(t, 'company_id', company);
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'code');
  t = c.text(t, 'contact');
  t = c.text(t, 'phone');
  t = c.text(t, 'email');
  t = c.text(t, 'addr');
  t = c.text(t, 'approval_no');
  t = c.dateTime(t, 'approval_expire');
  t = c.int(t, 'approved', zero);
  t = c.text(t, 'remarks');
  await t.execute();
  await db.schema
    .createIndex('supplier_company_name')
    .unique()
    .on('supplier')
    .columns(['company_id', 'name'])
    .execute();

  t = db.schema.createTable('material');
  t = c.id(t);
  t = c.int(t, 'company_id', company);
  t = c.text(t, 'code');
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'name_en');
  t = c.text(t, 'model', notNull);
  /** The part number without spaces, dashes, dots, slashes and underscores, in upper case (domain partNumberKey). */
  t = c.text(t, 'model_key', notNull);
  t = c.text(t, 'replacement');
  t = c.int(t, 'category', (x) => x.references('material_type.id'));
  t = c.int(t, 'brand', (x) => x.references('brand.id'));
  t = c.int(t, 'measure_unit', (x) => x.notNull().references('unit.id'));
  t = c.int(t, 'packing_unit', (x) => x.references('unit.id'));
  t = c.decimal(t, 'packing_count');
  t = c.int(t, 'use_serial', zero);
  t = c.int(t, 'cert_type');
  t = c.json(t, 'specs');
  t = c.text(t, 'specs_names');
  t = c.text(t, 'size');
  t = c.text(t, 'package');
  t = c.int(t, 'supplier', (x) => x.references('supplier.id'));
  t = c.int(t, 'source_type');
  t = c.decimal(t, 'cost_price');
  t = c.decimal(t, 'sale_price');
  t = c.int(t, 'can_sale', zero);
  t = c.int(t, 'can_monitor', zero);
  t = c.text(t, 'store_condition');
  t = c.text(t, 'descript');
  t = c.json(t, 'pictures');
  t = c.json(t, 'files');
  t = c.json(t, 'wh_pos');
  t = c.decimal(t, 'safe_stock');
  t = c.int(t, 'tool', zero);
  t = c.dateTime(t, 'calibration_due');
  t = c.int(t, 'calibration_cycle');
  t = c.int(t, 'approved', zero);
  t = c.int(t, 'disabled', zero);
  t = c.decimal(t, 'stock', zero);
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema.createIndex('material_company_id').on('material').columns(['company_id', 'id']).execute();
  await db.schema.createIndex('material_company_key').on('material').columns(['company_id', 'model_key']).execute();
  await db.schema.createIndex('material_category').on('material').columns(['category']).execute();
  await db.schema.createIndex('material_company_tool').on('material').columns(['company_id', 'tool', 'id']).execute();

  // Stock per material and warehouse (Σ confirmed in − out), written only by Confirm and Reverse.
  t = db.schema.createTable('material_stock');
  t = c.int(t, 'company_id', company);
  t = c.int(t, 'material_id', (x) => x.notNull().references('material.id'));
  t = c.int(t, 'warehouse_id', (x) => x.notNull().references('warehouse.id'));
  t = c.decimal(t, 'quantity', zero);
  t = t.addPrimaryKeyConstraint('material_stock_pk', ['material_id', 'warehouse_id'] as never);
  await t.execute();
  await db.schema.createIndex('material_stock_warehouse').on('material_stock').columns(['warehouse_id']).execute();

  t = db.schema.createTable('store_order');
  t = c.id(t);
  t = c.int(t, 'company_id', company);
  t = c.text(t, 'code', notNull);
  t = c.int(t, 'type', notNull);
  t = c.int(t, 'direction', notNull);
  /** The type's own direction (a reversal keeps its original's side): which screen lists the order. */
  t = c.int(t, 'side', notNull);
  t = c.dateTime(t, 'order_date', notNull);
  t = c.int(t, 'warehouse_id', (x) => x.notNull().references('warehouse.id'));
  t = c.int(t, 'supplier_id', (x) => x.references('supplier.id'));
  t = c.int(t, 'plane_id', (x) => x.references('plane_entity.id'));
  t = c.text(t, 'receiver');
  t = c.text(t, 'comments');
  t = c.int(t, 'step', zero);
  t = c.int(t, 'reverses');
  t = c.int(t, 'reversed_by');
  t = c.int(t, 'created_by');
  t = c.int(t, 'confirmed_by');
  t = c.dateTime(t, 'confirmed_at');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('store_order_company_code')
    .unique()
    .on('store_order')
    .columns(['company_id', 'code'])
    .execute();
  await db.schema
    .createIndex('store_order_company_side')
    .on('store_order')
    .columns(['company_id', 'side', 'id'])
    .execute();

  t = db.schema.createTable('store_order_item');
  t = c.id(t);
  t = c.int(t, 'company_id', company);
  t = c.int(t, 'order_id', (x) => x.notNull().references('store_order.id'));
  t = c.int(t, 'material_id', (x) => x.notNull().references('material.id'));
  // Copies of the order's header (fixed once confirmed), for the stock queries.
  t = c.int(t, 'warehouse_id', (x) => x.notNull().references('warehouse.id'));
  t = c.int(t, 'direction', notNull);
  t = c.int(t, 'step', zero);
  t = c.dateTime(t, 'order_date', notNull);
  t = c.int(t, 'order_type', notNull);
  t = c.text(t, 'batch');
  t = c.text(t, 'seri');
  t = c.dateTime(t, 'expire_date');
  t = c.decimal(t, 'quantity', notNull);
  t = c.decimal(t, 'remain', zero);
  t = c.decimal(t, 'price');
  t = c.decimal(t, 'price_ex');
  t = c.text(t, 'position');
  t = c.int(t, 'cert');
  t = c.text(t, 'comments');
  /** Outbound: the inbound line whose batch it consumed. */
  t = c.int(t, 'source');
  await t.execute();
  await db.schema.createIndex('store_order_item_order').on('store_order_item').columns(['order_id']).execute();
  await db.schema
    .createIndex('store_order_item_material')
    .on('store_order_item')
    .columns(['company_id', 'material_id', 'step', 'id', 'direction', 'remain', 'quantity', 'expire_date'])
    .execute();
  // Oldest-first batch consumption and available stock: a material's open inbound lines (few: most batches are
  // used up in time), in one warehouse.
  await db.schema
    .createIndex('store_order_item_open')
    .on('store_order_item')
    .columns(['company_id', 'material_id', 'warehouse_id'])
    .where(sql.ref('remain'), '>', 0)
    .execute();
  await db.schema
    .createIndex('store_order_item_seri')
    .on('store_order_item')
    .columns(['company_id', 'material_id', 'seri'])
    .execute();
  await db.schema.createIndex('store_order_item_source').on('store_order_item').columns(['source']).execute();
}
