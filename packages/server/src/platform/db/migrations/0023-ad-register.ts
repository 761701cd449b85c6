import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database';

// The AD/SB register (issue 32). A document's register data, on both library tables (one declaration serves both;
// only a model's CAD/AD and SB/SI documents use them): effective date, compliance time (a date and/or days from the
// effective date, hours), the repetitive flag and the document that supersedes it. An evaluation "not applicable"
// keeps its reason (`plane_notice.unfit_reason`). An AD/SB record names the document it complies with by id
// (`maintain_task.document_id`); the register finds a document's records through the index.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const pg = dialect === 'postgres';
  const date = pg ? sql`timestamp` : sql`text`;
  const decimal = pg ? sql`numeric(12, 2)` : sql`real`;
  for (const table of ['model_document', 'document']) {
    await db.schema.alterTable(table).addColumn('effective_date', date).execute();
    await db.schema.alterTable(table).addColumn('compliance_date', date).execute();
    await db.schema.alterTable(table).addColumn('compliance_days', 'integer').execute();
    await db.schema.alterTable(table).addColumn('compliance_hours', decimal).execute();
    await db.schema
      .alterTable(table)
      .addColumn('repetitive', 'integer', (x) => x.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable(table).addColumn('superseded_by', 'integer').execute();
  }
  await db.schema.alterTable('plane_notice').addColumn('unfit_reason', 'text').execute();
  await db.schema.alterTable('maintain_task').addColumn('document_id', 'integer').execute();
  await db.schema
    .createIndex('maintain_task_document')
    .on('maintain_task')
    .columns(['company_id', 'document_id', 'plane_id'])
    .where(sql.ref('document_id'), 'is not', null)
    .execute();
}
