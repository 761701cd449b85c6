import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 32, deferred defects under an MEL (modules/mel): `mmel_item`, a model's master list (shared catalogue,
// written by company 10000 or the model's manager); `mel_item`, each operator's list derived from it (company-owned,
// `mmel_id` = its master); `deferral`, a fault (maintenance record type 100) deferred under an MEL item, with the
// item as it was, its limit (a last day, or the aircraft's hours or landings), the placard, the one extension and
// how it closed. The fleet list reads a company's open deferrals, an aircraft's by (company, plane, closed).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  type Col = Parameters<Parameters<typeof c.int>[2] & object>[0];
  const notNull = (x: Col) => x.notNull();
  const zero = (x: Col) => x.notNull().defaultTo(0);
  type Table = Parameters<typeof c.id>[0];
  const itemColumns = (t: Table) => {
    t = c.text(t, 'ata', notNull);
    t = c.text(t, 'item_no', notNull);
    t = c.text(t, 'title', notNull);
    t = c.text(t, 'category', notNull);
    t = c.decimal(t, 'interval_value');
    t = c.text(t, 'interval_unit');
    t = c.int(t, 'installed');
    t = c.int(t, 'required');
    t = c.int(t, 'm_proc', zero);
    t = c.int(t, 'o_proc', zero);
    t = c.text(t, 'remarks');
    return c.dateTime(t, 'created_at', notNull);
  };

  let t = db.schema.createTable('mmel_item');
  t = c.id(t);
  t = c.int(t, 'model_id', (x) => x.notNull().references('plane_model.id'));
  await itemColumns(t).execute();
  await db.schema.createIndex('mmel_item_model').on('mmel_item').columns(['model_id', 'ata', 'item_no']).execute();

  t = db.schema.createTable('mel_item');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'model_id', (x) => x.notNull().references('plane_model.id'));
  t = c.int(t, 'mmel_id', (x) => x.notNull().references('mmel_item.id'));
  await itemColumns(t).execute();
  await db.schema
    .createIndex('mel_item_model')
    .on('mel_item')
    .columns(['company_id', 'model_id', 'ata', 'item_no'])
    .execute();
  await db.schema.createIndex('mel_item_mmel').on('mel_item').columns(['mmel_id']).execute();

  t = db.schema.createTable('deferral');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.int(t, 'task_id', (x) => x.notNull().references('maintain_task.id'));
  t = c.int(t, 'mel_item_id', (x) => x.notNull().references('mel_item.id'));
  t = c.text(t, 'ata', notNull);
  t = c.text(t, 'item_no', notNull);
  t = c.text(t, 'title', notNull);
  t = c.text(t, 'category', notNull);
  t = c.decimal(t, 'limit_value', notNull);
  t = c.text(t, 'limit_unit', notNull);
  t = c.dateTime(t, 'discovered', notNull);
  t = c.decimal(t, 'hours_at', zero);
  t = c.int(t, 'landings_at', zero);
  t = c.dateTime(t, 'due_date');
  t = c.decimal(t, 'due_hours');
  t = c.int(t, 'due_landings');
  t = c.text(t, 'placard', notNull);
  t = c.text(t, 'remarks');
  t = c.int(t, 'deferred_by');
  t = c.text(t, 'deferred_name');
  t = c.text(t, 'licence_no');
  t = c.dateTime(t, 'deferred_at', notNull);
  t = c.text(t, 'ext_approver');
  t = c.text(t, 'ext_reason');
  t = c.dateTime(t, 'ext_at');
  t = c.int(t, 'ext_by');
  t = c.text(t, 'ext_prev_due');
  t = c.int(t, 'closed', zero);
  t = c.dateTime(t, 'closed_at');
  t = c.int(t, 'closed_task');
  t = c.text(t, 'closed_reason');
  await t.execute();
  await db.schema.createIndex('deferral_plane').on('deferral').columns(['company_id', 'plane_id', 'closed']).execute();
  await db.schema.createIndex('deferral_open').on('deferral').columns(['company_id', 'closed', 'due_date']).execute();
  await db.schema.createIndex('deferral_task').on('deferral').columns(['task_id']).execute();
  await db.schema.createIndex('deferral_mel').on('deferral').columns(['mel_item_id']).execute();
}
