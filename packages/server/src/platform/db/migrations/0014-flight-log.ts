import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// The flight log (spec §3 "Flight record"): per company, one row per aircraft and flight day with the daily
// values entered, the meter readings (engine hours, HOBBS) and the cumulative airframe hours and landings the
// server computes. The aircraft's list and every recomputation walk (company, plane, fly_date, id); the
// monthly statistics read ranges of (company, fly_date).
// The aircraft gains its landings total (`all_landings`, the latest record's cumulative landings), its engine
// hours (`engine_hours`, the latest record's engine meter; NULL without one) and the opening balance of hours
// and landings it had before its first record (`opening_hours`, `opening_landings`; NULL before any record).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  let t = db.schema.createTable('plane_fly');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.dateTime(t, 'fly_date', (x) => x.notNull());
  t = c.int(t, 'day_fly_count', (x) => x.notNull().defaultTo(0));
  t = c.decimal(t, 'day_fly_hours', (x) => x.notNull().defaultTo(0));
  t = c.decimal(t, 'garmin_hours');
  t = c.decimal(t, 'air_hours');
  t = c.int(t, 'add_fly_count', (x) => x.notNull().defaultTo(0));
  t = c.decimal(t, 'add_fly_hours', (x) => x.notNull().defaultTo(0));
  t = c.decimal(t, 'add_engine_hours');
  t = c.decimal(t, 'hobbs_hours');
  t = c.text(t, 'comments');
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('plane_fly_company_plane_date')
    .on('plane_fly')
    .columns(['company_id', 'plane_id', 'fly_date', 'id'])
    .execute();
  await db.schema.createIndex('plane_fly_company_date').on('plane_fly').columns(['company_id', 'fly_date']).execute();

  const decimal = dialect === 'postgres' ? sql`numeric(12, 2)` : sql`real`;
  const plane = () => db.schema.alterTable('plane_entity');
  await plane()
    .addColumn('all_landings', 'integer', (x) => x.notNull().defaultTo(0))
    .execute();
  await plane().addColumn('engine_hours', decimal).execute();
  await plane().addColumn('opening_hours', decimal).execute();
  await plane().addColumn('opening_landings', 'integer').execute();
}
