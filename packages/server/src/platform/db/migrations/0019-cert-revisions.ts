import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 29: a certificate's renewals are kept. `plane_cert_rev` holds every dated revision of a certificate
// (number, issue and expiry dates, its own files), numbered from 1; `plane_cert.rev` names the current one,
// whose values plane_cert keeps as before (its list, expiry index and counts read them unchanged). Each
// existing certificate becomes its revision 1: nothing is lost.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  await db.schema
    .alterTable('plane_cert')
    .addColumn('rev', 'integer', (x) => x.notNull().defaultTo(1))
    .execute();
  let t = db.schema.createTable('plane_cert_rev');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'cert_id', (x) => x.notNull().references('plane_cert.id'));
  t = c.int(t, 'rev', (x) => x.notNull());
  t = c.text(t, 'seri');
  t = c.dateTime(t, 'issue_date', (x) => x.notNull());
  t = c.dateTime(t, 'expire_date');
  t = c.json(t, 'files', (x) => x.notNull());
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('plane_cert_rev_cert')
    .on('plane_cert_rev')
    .columns(['company_id', 'cert_id', 'rev'])
    .unique()
    .execute();
  await sql`insert into plane_cert_rev (company_id, cert_id, rev, seri, issue_date, expire_date, files, created_by, created_at)
    select company_id, id, 1, seri, issue_date, expire_date, files, created_by, created_at from plane_cert`.execute(db);
}
