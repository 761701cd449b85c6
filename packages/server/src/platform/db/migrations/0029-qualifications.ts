import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 34, qualifications (modules/qualification): per member of a company, `qual_licence` (maintenance or pilot
// licences: categories, type ratings per model, privileges, files), `qual_authorisation` (what the organisation
// authorises: models, categories, kinds of work, validity, whether a valid medical is needed), `qual_training`
// and `qual_medical` (a pilot's class 1/2/3 medical or a staff examination; its last valid day as computed when
// written). A member's date of birth (`employ.birth_date`: a medical's validity depends on the age), the pilot in
// command of a flight-log entry with the reason it was recorded though not qualified (`plane_fly.pilot_id`,
// `pilot_reason`), and the kind of authorisation a work card's steps need (`work_card.required_kind`, snapshot in
// `order_card.required_kind`).
//
// The one certifying licence a membership held (issue 17, `employ.licence_*`) becomes a maintenance licence row
// (issued: unknown, so the membership's start) and the columns go: one place holds licences.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  type Col = Parameters<Parameters<typeof c.int>[2] & object>[0];
  const notNull = (x: Col) => x.notNull();
  const zero = (x: Col) => x.notNull().defaultTo(0);
  type Table = Parameters<typeof c.id>[0];
  const common = (name: string) => {
    let t: Table = db.schema.createTable(name);
    t = c.id(t);
    t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
    t = c.int(t, 'user_id', (x) => x.notNull().references('app_user.id'));
    return t;
  };
  const tail = (t: Table) => {
    t = c.text(t, 'remarks');
    t = c.json(t, 'files', (x) => x.notNull().defaultTo('[]'));
    t = c.int(t, 'created_by');
    return c.dateTime(t, 'created_at', notNull);
  };

  let t = common('qual_licence');
  t = c.text(t, 'kind', notNull);
  t = c.text(t, 'licence_type', notNull);
  t = c.text(t, 'licence_no', notNull);
  t = c.json(t, 'categories', (x) => x.notNull().defaultTo('[]'));
  t = c.text(t, 'authority');
  t = c.dateTime(t, 'issued', notNull);
  t = c.dateTime(t, 'expires');
  t = c.json(t, 'ratings', (x) => x.notNull().defaultTo('[]'));
  t = c.int(t, 'instrument', zero);
  t = c.int(t, 'instructor', zero);
  await tail(t).execute();
  await db.schema.createIndex('qual_licence_user').on('qual_licence').columns(['company_id', 'user_id']).execute();

  t = common('qual_authorisation');
  t = c.text(t, 'auth_no', notNull);
  t = c.json(t, 'models', (x) => x.notNull().defaultTo('[]'));
  t = c.json(t, 'categories', (x) => x.notNull().defaultTo('[]'));
  t = c.json(t, 'kinds', (x) => x.notNull().defaultTo('[]'));
  t = c.dateTime(t, 'valid_from', notNull);
  t = c.dateTime(t, 'valid_to');
  t = c.text(t, 'granted_by', notNull);
  t = c.int(t, 'medical_required', zero);
  await tail(t).execute();
  await db.schema
    .createIndex('qual_authorisation_user')
    .on('qual_authorisation')
    .columns(['company_id', 'user_id'])
    .execute();

  t = common('qual_training');
  t = c.text(t, 'course', notNull);
  t = c.dateTime(t, 'course_date', notNull);
  t = c.dateTime(t, 'expires');
  t = c.text(t, 'certificate_no');
  t = c.json(t, 'models', (x) => x.notNull().defaultTo('[]'));
  await tail(t).execute();
  await db.schema.createIndex('qual_training_user').on('qual_training').columns(['company_id', 'user_id']).execute();

  t = common('qual_medical');
  t = c.int(t, 'medical_class', notNull);
  t = c.dateTime(t, 'exam_date', notNull);
  t = c.text(t, 'result', notNull);
  t = c.text(t, 'restrictions');
  t = c.dateTime(t, 'stated_until');
  t = c.dateTime(t, 'valid_until');
  await tail(t).execute();
  await db.schema.createIndex('qual_medical_user').on('qual_medical').columns(['company_id', 'user_id']).execute();
  await db.schema.createIndex('qual_medical_until').on('qual_medical').columns(['company_id', 'valid_until']).execute();

  const date = dialect === 'postgres' ? sql`timestamp` : sql`text`;
  await db.schema.alterTable('employ').addColumn('birth_date', date).execute();
  await db.schema.alterTable('plane_fly').addColumn('pilot_id', 'integer').execute();
  await db.schema.alterTable('plane_fly').addColumn('pilot_reason', 'text').execute();
  await db.schema.alterTable('work_card').addColumn('required_kind', 'text').execute();
  await db.schema.alterTable('order_card').addColumn('required_kind', 'text').execute();

  // The memberships' licences become maintenance licences (issued: unknown, so the membership's start; a
  // licence without a type gets an empty one, which Employ answers as none), then employ.licence_* go. An
  // invitation to a phone without an account has no user to hold one: a licence typed on it is not kept.
  await sql`
    insert into qual_licence (company_id, user_id, kind, licence_type, licence_no, issued, expires, created_at)
    select company_id, user_id, 'maintenance', coalesce(licence_type, ''), licence_no, created_at, licence_expire,
      created_at
    from employ
    where licence_no is not null and licence_no <> '' and user_id is not null
    order by id
  `.execute(db);
  for (const column of ['licence_no', 'licence_type', 'licence_expire']) {
    await db.schema.alterTable('employ').dropColumn(column).execute();
  }
}
