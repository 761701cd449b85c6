import { type Kysely, sql } from 'kysely';
import { columns } from '../columns';
import type { DialectName } from '../database';

// Issue 16, second part: landings as a due counter, the forecast from utilisation, installed components.
//
// maintain_ctrl: the aircraft's total landings at the last execution (`execute_landings`) and the stored due of
// the landings parts (expiry, remaining, warning and overdue thresholds in aircraft-total-landings terms, and
// their state like due_hours_state), the earliest forecast day of the hours and landings parts at the aircraft's
// utilisation (`due_forecast_date`) and which figure drives the item's date (`due_by`: 0 none, 1 calendar,
// 2 hours, 3 landings). due_sort becomes the earlier of the expiry and the forecast day.
//
// plane_entity: the utilisation the forecast counts with — computed from the flight log over the forecast
// window (`daily_hours`, `daily_landings`, `forecast_source` 'log') or typed while there is no log
// (`manual_daily_hours`, `manual_daily_landings`, 'manual') — the day the counters were read
// (`counters_date`, the forecast's anchor) and the window in days (`forecast_window`, 90 unless set).
//
// plane_bom: an aircraft's installed components (spec §3 "Aircraft component"), a replacement chain linked through
// `original` (the chain's first row; a retired row has closed = 1), with life limits (hours, landings, calendar
// from the manufacture date), the time and landings since new at installation (`tsn_hours`, `csn_landings`) and
// the aircraft's totals at installation, from which they accrue while installed; a retired row keeps what it had
// at removal. The stored life state (`life_*`) follows the aircraft's counters like the control items' due.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const c = columns(dialect);
  const decimal = dialect === 'postgres' ? sql`numeric(12, 2)` : sql`real`;
  const dateTime = dialect === 'postgres' ? sql`timestamp` : sql`text`;

  const ctrl = () => db.schema.alterTable('maintain_ctrl');
  await ctrl().addColumn('execute_landings', 'integer').execute();
  await ctrl().addColumn('due_expire_landings', 'integer').execute();
  await ctrl().addColumn('due_remain_landings', 'integer').execute();
  await ctrl().addColumn('due_warn_landings', 'integer').execute();
  await ctrl().addColumn('due_overdue_landings', 'integer').execute();
  await ctrl()
    .addColumn('due_landings_state', 'integer', (x) => x.notNull().defaultTo(0))
    .execute();
  await ctrl().addColumn('due_forecast_date', dateTime).execute();
  await ctrl()
    .addColumn('due_by', 'integer', (x) => x.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('maintain_ctrl_fleet_remain_landings')
    .on('maintain_ctrl')
    // As maintain_ctrl_fleet_remain (0004): the monitor's "within N landings" filter is one range of it.
    .columns(['company_id', 'disabled', 'due_remain_landings', 'due_sort'])
    .execute();

  const plane = () => db.schema.alterTable('plane_entity');
  await plane().addColumn('daily_hours', decimal).execute();
  await plane().addColumn('daily_landings', decimal).execute();
  await plane().addColumn('forecast_source', 'text').execute();
  await plane().addColumn('manual_daily_hours', decimal).execute();
  await plane().addColumn('manual_daily_landings', decimal).execute();
  await plane().addColumn('counters_date', dateTime).execute();
  await plane()
    .addColumn('forecast_window', 'integer', (x) => x.notNull().defaultTo(90))
    .execute();

  let t = db.schema.createTable('plane_bom');
  t = c.id(t);
  t = c.int(t, 'company_id', (x) => x.notNull().references('company.id'));
  t = c.int(t, 'plane_id', (x) => x.notNull().references('plane_entity.id'));
  t = c.text(t, 'category', (x) => x.notNull());
  t = c.int(t, 'ctype', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'name', (x) => x.notNull());
  t = c.text(t, 'model');
  t = c.text(t, 'seri');
  t = c.int(t, 'material_id');
  t = c.dateTime(t, 'install_date');
  t = c.int(t, 'times', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'remarks');
  t = c.json(t, 'files');
  t = c.int(t, 'sorter', (x) => x.notNull().defaultTo(0));
  t = c.text(t, 'comments');
  t = c.int(t, 'original');
  t = c.int(t, 'closed', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'task_id');
  // Life limits and accrual
  t = c.dateTime(t, 'manufacture_date');
  t = c.decimal(t, 'life_hours');
  t = c.int(t, 'life_landings');
  t = c.text(t, 'life_calendar');
  t = c.decimal(t, 'tsn_hours');
  t = c.int(t, 'csn_landings');
  t = c.decimal(t, 'install_plane_hours');
  t = c.int(t, 'install_plane_landings');
  t = c.dateTime(t, 'remove_date');
  t = c.decimal(t, 'remove_tsn_hours');
  t = c.int(t, 'remove_csn_landings');
  // Stored life state (derived; rewritten with the aircraft's counters)
  t = c.dateTime(t, 'life_expire_date');
  t = c.decimal(t, 'life_remain_hours');
  t = c.int(t, 'life_remain_landings');
  t = c.int(t, 'life_state', (x) => x.notNull().defaultTo(0));
  t = c.int(t, 'created_by');
  t = c.dateTime(t, 'created_at', (x) => x.notNull());
  await t.execute();
  await db.schema
    .createIndex('plane_bom_company_plane')
    .on('plane_bom')
    .columns(['company_id', 'plane_id', 'closed', 'sorter'])
    .execute();
  await db.schema
    .createIndex('plane_bom_company_original')
    .on('plane_bom')
    .columns(['company_id', 'original'])
    .execute();
  await db.schema
    .createIndex('plane_bom_company_part')
    .on('plane_bom')
    .columns(['company_id', 'model', 'seri'])
    .execute();
  await db.schema
    .createIndex('plane_bom_company_life')
    .on('plane_bom')
    .columns(['company_id', 'closed', 'life_state'])
    .execute();
}
