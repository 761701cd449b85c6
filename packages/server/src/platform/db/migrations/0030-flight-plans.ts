import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 35, flight plans (modules/flight-plan): `flight_plan`, a planned flying day of one of a company's aircraft
// (hours, landings, route, training programme, crew as a JSON list of user ids, remarks), its state (0 planned,
// 1 flown, 2 cancelled), the flight-log day that closed it (`fly_id`) or the reason it was cancelled. Read by
// (company, aircraft, day): the aircraft's plans for the forecast, a page of plans, a flight-log day's plans.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  type Col = Parameters<Parameters<typeof c.int>[2] & object>[0];
  const notNull = (x: Col) => x.notNull();
  const zero = (x: Col) => x.notNull().defaultTo(0);

  let t = db.schema.createTable('flight_plan');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.dateTime(t, 'plan_date', notNull);
  t = c.decimal(t, 'hours', zero);
  t = c.int(t, 'landings', zero);
  t = c.text(t, 'route');
  t = c.text(t, 'programme');
  t = c.json(t, 'crew', (x) => x.notNull().defaultTo('[]'));
  t = c.text(t, 'remarks');
  t = c.int(t, 'state', zero);
  // No foreign key: a flight-log day deleted or moved reopens its plan (modules/flight-plan, closeFlownPlans).
  t = c.int(t, 'fly_id');
  t = c.text(t, 'cancel_reason');
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('flight_plan_plane')
    .on('flight_plan')
    .columns(['company_id', 'plane_id', 'plan_date'])
    .execute();
  await db.schema.createIndex('flight_plan_day').on('flight_plan').columns(['company_id', 'plan_date']).execute();
  await db.schema.createIndex('flight_plan_fly').on('flight_plan').columns(['fly_id']).execute();
}
