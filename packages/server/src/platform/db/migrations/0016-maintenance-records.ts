import { STANDARD_ATA_CHAPTERS } from '@hangar/domain/contracts/records';
import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 17: maintenance records with certified sign-off.
//
// maintain_task: every record of an aircraft (spec §3 "Maintenance task": tasks, AD 50, SB/SI 60, repairs and
// modifications 70/8/9, faults 100), its workflow stamps (confirm, realize, check: who and when) and its sign-off
// (who, name and licence at the time, when, the aircraft's total hours and landings then, the hash and place in
// its aircraft's chain). `ctrl_before` keeps the control item's execution the record replaced, so that deleting
// an unsigned draft puts it back.
//
// maintain_assembly: removed and installed components (spec §3 "Assembly item"), of a record (parent_id) or
// written by an engine or propeller replacement of the component list (no parent).
//
// maintain_task_amendment: one row per reopening of a signed record — reason, who and when, the signed version
// (JSON), what the edits changed, the new sign-off.
//
// record_sign: the append-only hash chain of each aircraft's sign-offs — the canonical content signed (JSON
// text), the previous link's hash and this link's hash (SHA-256 over content + previous hash).
//
// ata_chapter: each company's bilingual ATA chapter table, seeded here for existing companies with the standard
// chapters (new companies get them when created).
//
// employ: the certifying licence (number, type, expiry).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);

  let t = db.schema.createTable('maintain_task');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'type', (x) => x.notNull());
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.text(t, 'plane_name');
  t = c.int(t, 'plane_model_id');
  t = c.int(t, 'parent_id');
  t = c.int(t, 'maintain_ctrl_id');
  t = c.int(t, 'closed', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'state', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'issue_condition');
  t = c.text(t, 'description');
  t = c.text(t, 'work_card');
  t = c.text(t, 'mat_model');
  t = c.text(t, 'mat_seri');
  t = c.decimal(t, 'fly_hours');
  t = c.int(t, 'landings');
  t = c.dateTime(t, 'work_date');
  t = c.int(t, 'work_person_id');
  t = c.text(t, 'comments');
  t = c.json(t, 'files');
  t = c.int(t, 'init_days');
  t = c.decimal(t, 'init_hours');
  t = c.text(t, 'replace_mat_model');
  t = c.text(t, 'standard_seri');
  t = c.dateTime(t, 'standard_date');
  t = c.int(t, 'is_repeat', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'unfit', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'compliance_method');
  t = c.dateTime(t, 'issue_date');
  t = c.text(t, 'mat_name');
  t = c.text(t, 'ata');
  t = c.text(t, 'deal');
  t = c.text(t, 'reason');
  t = c.text(t, 'issue_person');
  t = c.int(t, 'confirm_by');
  t = c.dateTime(t, 'confirm_at');
  t = c.int(t, 'realize_by');
  t = c.dateTime(t, 'realize_at');
  t = c.int(t, 'check_ok_by');
  t = c.dateTime(t, 'check_ok_at');
  t = c.int(t, 'signed_by');
  t = c.text(t, 'signed_name');
  t = c.text(t, 'licence_no');
  t = c.text(t, 'licence_type');
  t = c.dateTime(t, 'signed_at');
  t = c.decimal(t, 'signed_hours');
  t = c.int(t, 'signed_landings');
  t = c.text(t, 'sign_hash');
  t = c.int(t, 'sign_seq');
  t = c.int(t, 'amendments', (x) => x.notNull().defaultTo(0));
  t = c.json(t, 'ctrl_before');
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('maintain_task_company_plane')
    .on('maintain_task')
    .columns(['company_id', 'plane_id', 'type', 'closed'])
    .execute();
  await db.schema
    .createIndex('maintain_task_company_type')
    .on('maintain_task')
    .columns(['company_id', 'type', 'closed', 'state'])
    .execute();
  await db.schema
    .createIndex('maintain_task_company_ctrl')
    .on('maintain_task')
    .columns(['company_id', 'maintain_ctrl_id'])
    .execute();

  t = db.schema.createTable('maintain_assembly');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.int(t, 'parent_id', (x) => x.references('maintain_task.id'));
  t = c.int(t, 'ctype', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'name');
  t = c.text(t, 'remove_model');
  t = c.text(t, 'remove_seri', (x) => x.notNull());
  t = c.decimal(t, 'remove_hours');
  t = c.text(t, 'install_model');
  t = c.text(t, 'install_seri', (x) => x.notNull());
  t = c.decimal(t, 'install_hours');
  t = c.text(t, 'comments');
  t = c.dateTime(t, 'change_date');
  t = c.int(t, 'remove_bom');
  t = c.int(t, 'install_bom');
  t = c.int(t, 'state', (x) => x.notNull().defaultTo(1));
  t = c.dateTime(t, 'created_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('maintain_assembly_company_plane')
    .on('maintain_assembly')
    .columns(['company_id', 'plane_id', 'ctype', 'state'])
    .execute();
  await db.schema
    .createIndex('maintain_assembly_company_parent')
    .on('maintain_assembly')
    .columns(['company_id', 'parent_id'])
    .execute();

  t = db.schema.createTable('maintain_task_amendment');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'task_id', (x) => x.notNull().references('maintain_task.id'));
  t = c.int(t, 'seq', (x) => x.notNull());
  t = c.text(t, 'reason', (x) => x.notNull());
  t = c.int(t, 'opened_by');
  t = c.dateTime(t, 'opened_at', (x) => x.notNull());
  t = c.json(t, 'signed_version', (x) => x.notNull());
  t = c.json(t, 'changes');
  t = c.int(t, 'resigned_by');
  t = c.text(t, 'resigned_name');
  t = c.dateTime(t, 'resigned_at');
  t = c.text(t, 'resign_hash');
  await t.execute();
  await db.schema
    .createIndex('maintain_task_amendment_task')
    .unique()
    .on('maintain_task_amendment')
    .columns(['company_id', 'task_id', 'seq'])
    .execute();

  t = db.schema.createTable('record_sign');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.int(t, 'seq', (x) => x.notNull());
  t = c.int(t, 'task_id', (x) => x.notNull());
  t = c.text(t, 'content', (x) => x.notNull());
  t = c.text(t, 'prev_hash', (x) => x.notNull());
  t = c.text(t, 'hash', (x) => x.notNull());
  t = c.int(t, 'signed_by');
  t = c.dateTime(t, 'signed_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('record_sign_plane_seq')
    .unique()
    .on('record_sign')
    .columns(['company_id', 'plane_id', 'seq'])
    .execute();
  await db.schema.createIndex('record_sign_task').on('record_sign').columns(['company_id', 'task_id']).execute();

  t = db.schema.createTable('ata_chapter');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.text(t, 'code', (x) => x.notNull());
  t = c.text(t, 'name_zh', (x) => x.notNull());
  t = c.text(t, 'name_en');
  t = c.int(t, 'disabled', (x) => x.notNull().defaultTo(0));
  await t.execute();
  await db.schema
    .createIndex('ata_chapter_company_code')
    .unique()
    .on('ata_chapter')
    .columns(['company_id', 'code'])
    .execute();

  const employ = () => db.schema.alterTable('employ');
  await employ().addColumn('licence_no', 'text').execute();
  await employ().addColumn('licence_type', 'text').execute();
  await employ()
    .addColumn('licence_expire', dialect === 'postgres' ? sql`timestamp` : sql`text`)
    .execute();

  const { rows } = await sql<{ id: number }>`select id from company order by id`.execute(db);
  for (const company of rows) {
    await db
      .insertInto('ata_chapter' as never)
      .values(
        STANDARD_ATA_CHAPTERS.map(([code, zh, en]) => ({
          company_id: company.id,
          code,
          name_zh: zh,
          name_en: en,
        })) as never,
      )
      .execute();
  }
}
