import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 33, production orders (modules/production-order, contracts/orders.ts): `production_order` (a visit of one
// aircraft: number, title, site, planned dates, state, the final inspection, the release with the aircraft's totals
// and the CRS record), `order_card` (a task card: its source — control item, fault, deferral, AD/SB, by hand, a
// finding —, a snapshot of the work card's current version, the due the planner saw, its progress and the record the
// close wrote), `order_step` (a card's steps with the performer's and the inspector's signatures and the measured
// value), `order_labour` (hours booked per person and day). A work card gains its steps and estimated hours (the
// snapshot's source); a maintenance record names the order that wrote it (`maintain_task.order_id`).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  type Col = Parameters<Parameters<typeof c.int>[2] & object>[0];
  const notNull = (x: Col) => x.notNull();
  const zero = (x: Col) => x.notNull().defaultTo(0);

  await db.schema.alterTable('work_card').addColumn('steps', 'text').execute();
  await db.schema
    .alterTable('work_card')
    .addColumn('estimated_hours', dialect === 'postgres' ? sql`numeric(12, 2)` : sql`real`)
    .execute();
  await db.schema.alterTable('maintain_task').addColumn('order_id', 'integer').execute();
  await db.schema.createIndex('maintain_task_order').on('maintain_task').columns(['company_id', 'order_id']).execute();

  let t = db.schema.createTable('production_order');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.text(t, 'seri', notNull);
  t = c.text(t, 'title', notNull);
  t = c.int(t, 'site_id');
  t = c.dateTime(t, 'planned_start', notNull);
  t = c.dateTime(t, 'planned_end', notNull);
  t = c.text(t, 'remarks');
  t = c.int(t, 'state', zero);
  t = c.text(t, 'cancel_reason');
  t = c.dateTime(t, 'released_at');
  t = c.int(t, 'released_by');
  t = c.dateTime(t, 'started_at');
  t = c.dateTime(t, 'inspected_at');
  t = c.int(t, 'inspected_by');
  t = c.text(t, 'inspected_name');
  t = c.dateTime(t, 'closed_at');
  t = c.int(t, 'closed_by');
  t = c.int(t, 'crs_task_id');
  t = c.decimal(t, 'release_hours');
  t = c.int(t, 'release_landings');
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('production_order_seri')
    .on('production_order')
    .columns(['company_id', 'seri'])
    .unique()
    .execute();
  await db.schema
    .createIndex('production_order_plane')
    .on('production_order')
    .columns(['company_id', 'plane_id', 'state'])
    .execute();
  await db.schema
    .createIndex('production_order_state')
    .on('production_order')
    .columns(['company_id', 'state', 'planned_start'])
    .execute();

  t = db.schema.createTable('order_card');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'order_id', (x) => x.notNull().references('production_order.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.int(t, 'seq', notNull);
  t = c.int(t, 'source', notNull);
  t = c.int(t, 'source_id');
  t = c.int(t, 'work_card_id');
  t = c.text(t, 'seri');
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'version');
  t = c.json(t, 'files');
  t = c.decimal(t, 'estimated_hours');
  t = c.dateTime(t, 'due_date');
  t = c.decimal(t, 'due_hours');
  t = c.int(t, 'due_landings');
  t = c.int(t, 'parent_card_id');
  t = c.int(t, 'fault_task_id');
  t = c.int(t, 'state', zero);
  t = c.int(t, 'record_task_id');
  t = c.text(t, 'remarks');
  await t.execute();
  await db.schema.createIndex('order_card_order').on('order_card').columns(['company_id', 'order_id', 'seq']).execute();
  await db.schema
    .createIndex('order_card_source')
    .on('order_card')
    .columns(['company_id', 'plane_id', 'source', 'source_id'])
    .execute();

  t = db.schema.createTable('order_step');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'card_id', (x) => x.notNull().references('order_card.id'));
  t = c.int(t, 'seq', notNull);
  t = c.text(t, 'text', notNull);
  t = c.int(t, 'rii', zero);
  t = c.text(t, 'unit');
  t = c.decimal(t, 'min_value');
  t = c.decimal(t, 'max_value');
  t = c.decimal(t, 'measured');
  t = c.int(t, 'performed_by');
  t = c.text(t, 'performed_name');
  t = c.text(t, 'performed_licence');
  t = c.dateTime(t, 'performed_at');
  t = c.int(t, 'inspected_by');
  t = c.text(t, 'inspected_name');
  t = c.text(t, 'inspected_licence');
  t = c.dateTime(t, 'inspected_at');
  await t.execute();
  await db.schema.createIndex('order_step_card').on('order_step').columns(['company_id', 'card_id', 'seq']).execute();

  t = db.schema.createTable('order_labour');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'card_id', (x) => x.notNull().references('order_card.id'));
  t = c.int(t, 'user_id', notNull);
  t = c.text(t, 'name');
  t = c.dateTime(t, 'day', notNull);
  t = c.decimal(t, 'hours', notNull);
  t = c.text(t, 'remarks');
  await t.execute();
  await db.schema.createIndex('order_labour_card').on('order_labour').columns(['company_id', 'card_id']).execute();
}
