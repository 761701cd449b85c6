import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Reference data and registers: plane types, brands, models, sites, units, aircraft.
// Plane types and models are a shared catalogue (no company_id: readable by every company; models are written
// by company 10000 or their `manager`); brands, sites, units and aircraft belong to one company.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  const notNull = (x: Parameters<Parameters<typeof c.int>[2] & object>[0]) => x.notNull();

  let t = db.schema.createTable('plane_type');
  t = c.id(t);
  t = c.int(t, 'parent', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'name', notNull);
  t = c.int(t, 'sorter', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'remarks');
  await t.execute();
  await db.schema.createIndex('plane_type_parent').on('plane_type').columns(['parent', 'sorter']).execute();

  // Brands, sites and units: a name unique within the company, and remarks.
  for (const table of ['brand', 'site', 'unit']) {
    t = db.schema.createTable(table);
    t = c.id(t);
    t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
    t = c.text(t, 'name', notNull);
    if (table === 'site') t = c.text(t, 'addr');
    t = c.text(t, 'remarks');
    await t.execute();
    await db.schema.createIndex(`${table}_company_name`).unique().on(table).columns(['company_id', 'name']).execute();
  }

  // The model info panel (model document §2.2), plus type, brand and the managing company.
  t = db.schema.createTable('plane_model');
  t = c.id(t);
  t = c.int(t, 'manager', (x) => x.notNull().references('company.id'));
  t = c.text(t, 'name', notNull);
  t = c.int(t, 'type_id', (x) => x.references('plane_type.id'));
  t = c.int(t, 'brand_id', (x) => x.references('brand.id'));
  t = c.text(t, 'manufacturer');
  t = c.text(t, 'fuel_type');
  t = c.decimal(t, 'fuel_capacity');
  t = c.int(t, 'seats');
  t = c.decimal(t, 'empty_weight');
  t = c.decimal(t, 'max_takeoff_weight');
  t = c.decimal(t, 'max_landing_weight');
  t = c.decimal(t, 'cruise_speed');
  t = c.decimal(t, 'flight_range');
  t = c.decimal(t, 'climb_rate');
  t = c.decimal(t, 'ceiling');
  t = c.decimal(t, 'takeoff_distance');
  t = c.decimal(t, 'landing_distance');
  t = c.decimal(t, 'length');
  t = c.decimal(t, 'height');
  t = c.decimal(t, 'width');
  t = c.decimal(t, 'wing_span');
  t = c.text(t, 'eng_type');
  t = c.text(t, 'eng_model');
  t = c.int(t, 'eng_count');
  t = c.text(t, 'eng_maker');
  t = c.text(t, 'pro_model');
  t = c.text(t, 'pro_maker');
  t = c.text(t, 'remarks');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('plane_model_manager_name')
    .unique()
    .on('plane_model')
    .columns(['manager', 'name'])
    .execute();
  await db.schema.createIndex('plane_model_type').on('plane_model').column('type_id').execute();
  await db.schema.createIndex('plane_model_brand').on('plane_model').column('brand_id').execute();

  // The aircraft (materials document §3 "Aircraft"); column names are the spec's, in snake_case.
  t = db.schema.createTable('plane_entity');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.text(t, 'name', notNull);
  t = c.int(t, 'model_id', (x) => x.notNull().references('plane_model.id'));
  t = c.text(t, 'seri');
  t = c.dateTime(t, 'produce_date');
  t = c.text(t, 'manufactory');
  t = c.text(t, 'manufactory_addr');
  t = c.text(t, 'air_certificate');
  t = c.dateTime(t, 'air_date');
  t = c.text(t, 'reg_num');
  t = c.dateTime(t, 'reg_date');
  t = c.text(t, 'radio_num');
  t = c.dateTime(t, 'radio_date');
  t = c.decimal(t, 'fly_weight');
  t = c.decimal(t, 'land_weight');
  t = c.text(t, 'eng_model');
  t = c.text(t, 'eng_manufactior');
  t = c.text(t, 'pro_model');
  t = c.text(t, 'pro_manufactior');
  t = c.decimal(t, 'fuel_quantity');
  t = c.decimal(t, 'length');
  t = c.decimal(t, 'height');
  t = c.decimal(t, 'wing_span');
  t = c.text(t, 'owner_name');
  t = c.text(t, 'owner_addr');
  t = c.text(t, 'owner_post');
  t = c.text(t, 'user_name');
  t = c.text(t, 'user_addr');
  t = c.text(t, 'user_post');
  t = c.decimal(t, 'all_fly_hours', (x) => x.notNull().defaultTo(0));
  t = c.json(t, 'pictures');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('plane_entity_company_name')
    .unique()
    .on('plane_entity')
    .columns(['company_id', 'name'])
    .execute();
  await db.schema.createIndex('plane_entity_model').on('plane_entity').column('model_id').execute();
}
