import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

// The operation-log screen filters by target type and pages newest first: one index serves both, so a
// page reads its 20 rows instead of scanning the company's log (bench/, docs/performance.md).
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createIndex('oper_log_company_type')
    .on('oper_log')
    .columns(['company_id', 'target_type', 'id'])
    .execute();
}
