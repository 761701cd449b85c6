import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 33, the parts of production orders (modules/order-parts, contracts/order-parts.ts): `order_part` (a
// reservation line of a task card: the material of the company or none when the work card's line matched no
// material of the catalogue, the quantity reserved and what was issued, returned and released of it),
// `order_removed_part` (a part removed from the aircraft on a card, with its state, and the installed component
// that replaced it when the card replaced one), and the links of the store orders that issued or returned them
// (`store_order.production_order_id`, `store_order_item.order_part_id` / `order_card_id`).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  type Col = Parameters<Parameters<typeof c.int>[2] & object>[0];
  const notNull = (x: Col) => x.notNull();
  const zero = (x: Col) => x.notNull().defaultTo(0);

  let t = db.schema.createTable('order_part');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'order_id', (x) => x.notNull().references('production_order.id'));
  t = c.int(t, 'card_id', notNull);
  t = c.int(t, 'plane_id', notNull);
  t = c.int(t, 'material_id');
  t = c.int(t, 'source', notNull);
  t = c.int(t, 'mat_line_id');
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'part_number');
  t = c.text(t, 'brand');
  t = c.text(t, 'unit');
  t = c.decimal(t, 'quantity', notNull);
  t = c.decimal(t, 'issued', zero);
  t = c.decimal(t, 'returned', zero);
  t = c.decimal(t, 'released', zero);
  t = c.text(t, 'remarks');
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('order_part_order')
    .on('order_part')
    .columns(['company_id', 'order_id', 'card_id'])
    .execute();
  await db.schema
    .createIndex('order_part_material')
    .on('order_part')
    .columns(['company_id', 'material_id', 'order_id'])
    .execute();

  t = db.schema.createTable('order_removed_part');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'order_id', (x) => x.notNull().references('production_order.id'));
  t = c.int(t, 'card_id', notNull);
  t = c.int(t, 'plane_id', notNull);
  t = c.int(t, 'bom_id');
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'part_number');
  t = c.text(t, 'serial');
  t = c.int(t, 'state', notNull);
  t = c.text(t, 'remarks');
  t = c.int(t, 'part_id');
  t = c.int(t, 'installed_bom_id');
  t = c.text(t, 'installed_serial');
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('order_removed_part_order')
    .on('order_removed_part')
    .columns(['company_id', 'order_id', 'card_id'])
    .execute();

  await db.schema.alterTable('store_order').addColumn('production_order_id', 'integer').execute();
  await db.schema.alterTable('store_order_item').addColumn('order_part_id', 'integer').execute();
  await db.schema.alterTable('store_order_item').addColumn('order_card_id', 'integer').execute();
  await db.schema
    .createIndex('store_order_item_part')
    .on('store_order_item')
    .columns(['company_id', 'order_part_id'])
    .execute();
}
