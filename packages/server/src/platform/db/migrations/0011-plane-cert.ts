import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Aircraft certificates (spec §3 "PlaneCert"): per company, the certificates of its aircraft with their files
// (JSON list) and the closed flag. The aircraft's list reads (company, plane) in its default order (open ones
// first, nearest expiry first); the company's expiry counts (Summary) read one range of (company, closed,
// expiry).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  let t = db.schema.createTable('plane_cert');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.text(t, 'name', (x) => x.notNull());
  t = c.text(t, 'seri');
  t = c.dateTime(t, 'issue_date', (x) => x.notNull());
  t = c.dateTime(t, 'expire_date');
  t = c.text(t, 'remarks');
  t = c.json(t, 'files', (x) => x.notNull());
  t = c.int(t, 'closed', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('plane_cert_company_plane')
    .on('plane_cert')
    .columns(['company_id', 'plane_id', 'closed', 'expire_date'])
    .execute();
  await db.schema
    .createIndex('plane_cert_company_expiry')
    .on('plane_cert')
    .columns(['company_id', 'closed', 'expire_date'])
    .execute();
}
