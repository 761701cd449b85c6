import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 32: the aircraft's airworthiness status (module plane-status, docs/architecture.md "Aircraft status").
// - plane_entity.air_status (1 serviceable, 2 with deferrals, 3 unserviceable) and air_status_since: the stored
//   status, which the aircraft list filters and sorts on; every aircraft starts serviceable until recomputed.
// - plane_status: an aircraft's current reasons (JSON) and their key (what a change of the set compares);
//   plane_status_history: a row per change of the status or of the set of reasons, with what caused it.
// - plane_cert.kind (1 airworthiness, 2 registration, 3 radio station, 99 other): existing certificates whose
//   name says airworthiness (适航, "airworth" in any case) become 1, the others 99.
// - plane_fly.unserviceable_reason: why a flight of an unserviceable aircraft was recorded anyway.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  await db.schema
    .alterTable('plane_entity')
    .addColumn('air_status', 'integer', (x) => x.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('plane_entity')
    .addColumn('air_status_since', dialect === 'postgres' ? 'timestamp' : 'text')
    .execute();

  let t = db.schema.createTable('plane_status');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id').onDelete('cascade'));
  t = c.json(t, 'reasons', (x) => x.notNull());
  t = c.text(t, 'reasons_key', (x) => x.notNull());
  t = c.dateTime(t, 'computed_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('plane_status_plane')
    .on('plane_status')
    .columns(['company_id', 'plane_id'])
    .unique()
    .execute();

  let h = db.schema.createTable('plane_status_history');
  h = c.id(h);
  h = c.int(h, 'company_id', (x) => x.notNull().references('company.id'));
  h = c.int(h, 'plane_id', (x) => x.notNull().references('plane_entity.id').onDelete('cascade'));
  h = c.dateTime(h, 'at', (x) => x.notNull());
  h = c.int(h, 'status', (x) => x.notNull());
  h = c.json(h, 'reasons', (x) => x.notNull());
  h = c.text(h, 'cause', (x) => x.notNull());
  await h.execute();
  await db.schema
    .createIndex('plane_status_history_plane')
    .on('plane_status_history')
    .columns(['company_id', 'plane_id', 'id'])
    .execute();

  await db.schema
    .alterTable('plane_cert')
    .addColumn('kind', 'integer', (x) => x.notNull().defaultTo(99))
    .execute();
  await sql`update plane_cert set kind = 1 where name like ${'%适航%'} or lower(name) like ${'%airworth%'}`.execute(db);

  await db.schema.alterTable('plane_fly').addColumn('unserviceable_reason', 'text').execute();
}
