import type { Kysely } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Model maintenance items and per-aircraft maintenance control with stored due fields.
// `maintain_item` belongs to a model of the shared catalogue (written by company 10000 or the model's manager);
// `maintain_ctrl` belongs to one operator's aircraft. The `due_*` columns of maintain_ctrl are derived from the
// item's inputs and the aircraft's counters (domain `dueThresholds`) and rewritten by every call that changes
// one of them, so that the fleet monitor filters and sorts with indexed SQL instead of evaluating every rule.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  const notNull = (x: Parameters<Parameters<typeof c.int>[2] & object>[0]) => x.notNull();
  const zero = (x: Parameters<Parameters<typeof c.int>[2] & object>[0]) => x.notNull().defaultTo(0);

  let t = db.schema.createTable('maintain_item');
  t = c.id(t);
  t = c.int(t, 'model_id', (x) => x.notNull().references('plane_model.id'));
  t = c.text(t, 'name', notNull);
  t = c.text(t, 'mat_model');
  t = c.int(t, 'type', notNull);
  t = c.text(t, 'content', notNull);
  t = c.json(t, 'timer_content', notNull);
  t = c.int(t, 'timer_source', notNull);
  t = c.int(t, 'time_align', notNull);
  t = c.json(t, 'source_content');
  t = c.json(t, 'sub_content');
  t = c.text(t, 'pos');
  t = c.text(t, 'job_card_name');
  t = c.dateTime(t, 'expire_date_set');
  t = c.text(t, 'remarks');
  t = c.int(t, 'disabled', zero);
  t = c.int(t, 'approved', zero);
  t = c.json(t, 'files');
  t = c.int(t, 'sorter', zero);
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema.createIndex('maintain_item_model').on('maintain_item').columns(['model_id', 'sorter']).execute();

  t = db.schema.createTable('maintain_ctrl');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.int(t, 'model_id', (x) => x.notNull().references('plane_model.id'));
  t = c.int(t, 'maintain_item_id', (x) => x.references('maintain_item.id'));
  t = c.text(t, 'name', notNull);
  t = c.int(t, 'type', notNull);
  t = c.int(t, 'material');
  t = c.text(t, 'mat_model');
  t = c.text(t, 'mat_seri');
  t = c.text(t, 'content', notNull);
  t = c.json(t, 'timer_content', notNull);
  t = c.json(t, 'source_content');
  t = c.json(t, 'sub_content');
  t = c.text(t, 'job_card_name');
  t = c.text(t, 'pos');
  t = c.int(t, 'timer_source', notNull);
  t = c.int(t, 'time_align', notNull);
  t = c.text(t, 'remarks');
  t = c.dateTime(t, 'expire_date_set');
  t = c.text(t, 'cur_time_item');
  t = c.dateTime(t, 'execute_date');
  t = c.decimal(t, 'execute_hours');
  t = c.decimal(t, 'init_hours');
  t = c.int(t, 'approved', zero);
  t = c.int(t, 'disabled', zero);
  t = c.int(t, 'sorter', zero);
  // Derived (see above). Dates are calendar thresholds; the hours state is the state against the aircraft's
  // counters when they were last written (every change of those counters refreshes it).
  t = c.dateTime(t, 'due_expire_date');
  t = c.decimal(t, 'due_expire_hours');
  t = c.decimal(t, 'due_remain_hours');
  // First day of warning / of overdue: the year-1 date when already so whatever the day (see due_sort).
  t = c.dateTime(t, 'due_warn_date');
  t = c.dateTime(t, 'due_overdue_date');
  t = c.decimal(t, 'due_warn_hours');
  t = c.decimal(t, 'due_overdue_hours');
  /** 0 within limits, 1 warning, 2 overdue, by hours. */
  t = c.int(t, 'due_hours_state', zero);
  t = c.int(t, 'due_always_warn', zero);
  // "Nearest due" sort key: 0001-01-01 when the item warns whatever the day (always, or by hours now), else the
  // expiry date, else 9999-12-31. "Warns whatever the day" is thus `due_sort = 0001-01-01`, an index range.
  t = c.dateTime(t, 'due_sort', notNull);
  t = c.dateTime(t, 'created_at', notNull);
  await t.execute();
  await db.schema
    .createIndex('maintain_ctrl_plane')
    .on('maintain_ctrl')
    // One aircraft's items in the fleet's terms (`disabled = 0`, nearest due first), so the planner keeps to this
    // index when the monitor filters one aircraft or tail number (without statistics it otherwise walked the
    // company's due_sort order). The maintenance list sorts its few hundred rows by sorter itself.
    .columns(['company_id', 'plane_id', 'disabled', 'due_sort'])
    .execute();
  // The fleet monitor: its default sort and each of its state filters and counts is a range of one index. The
  // filter indexes carry due_sort, so a filtered page is sorted from the index alone before any row is read;
  // the warning index also carries due_overdue_date, so "warning only" splits into overdue and the rest (the
  // monitor's default order) without reading the rows.
  for (const [name, columns] of [
    ['maintain_ctrl_fleet_sort', ['due_sort']],
    ['maintain_ctrl_fleet_expire', ['due_expire_date', 'due_sort']],
    ['maintain_ctrl_fleet_warn', ['due_warn_date', 'due_sort', 'due_overdue_date']],
    ['maintain_ctrl_fleet_overdue', ['due_overdue_date', 'due_sort']],
    ['maintain_ctrl_fleet_remain', ['due_remain_hours', 'due_sort']],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on('maintain_ctrl')
      .columns(['company_id', 'disabled', ...columns])
      .execute();
  }
  await db.schema.createIndex('maintain_ctrl_item').on('maintain_ctrl').column('maintain_item_id').execute();
  await db.schema.createIndex('maintain_ctrl_model').on('maintain_ctrl').column('model_id').execute();
}
