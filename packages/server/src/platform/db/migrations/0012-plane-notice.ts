import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Notices to aircraft (model document §3 "PlaneNotice"): one row per (type, subject, aircraft), owned by the
// aircraft's company whoever wrote it (docs/domain.md "Notices and evaluations cross tenants"). Type 1 is the
// evaluation of a model document against the aircraft (`appraise_id` = the document); the notices of work
// cards add their types later. The evaluation dialog reads the notices of one document for a page of the model's
// aircraft: the unique (type, appraise_id, plane_id) index answers it and keeps one row per aircraft; an
// operator's own reads go by (company_id, plane_id).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  let t = db.schema.createTable('plane_notice');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.int(t, 'type', (x) => x.notNull());
  t = c.int(t, 'sub_type');
  t = c.int(t, 'appraise_id');
  t = c.int(t, 'instruct_id');
  t = c.int(t, 'maintain_id');
  t = c.int(t, 'ctrl_id');
  t = c.int(t, 'appraised', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'fit', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'state', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'appraise_user');
  t = c.dateTime(t, 'appraise_time');
  t = c.int(t, 'instruct_user');
  t = c.dateTime(t, 'instruct_time');
  await t.execute();
  await db.schema
    .createIndex('plane_notice_subject')
    .on('plane_notice')
    .columns(['type', 'appraise_id', 'plane_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('plane_notice_company_plane')
    .on('plane_notice')
    .columns(['company_id', 'plane_id'])
    .execute();
}
