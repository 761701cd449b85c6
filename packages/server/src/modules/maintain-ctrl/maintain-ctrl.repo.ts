import {
  ctrlDueFields,
  fleetModelFields,
  fleetPlaneFields,
  MaintainCtrl,
  type MaintainCtrlRow,
} from '@hangar/domain/contracts/maintenance';
import type { Counters, DueInput } from '@hangar/domain/due';
import type { Fields } from '@hangar/domain/entity';
import type { QueryPayload } from '@hangar/domain/query';
import {
  type Expression,
  type Insertable,
  type Kysely,
  PostgresAdapter,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, ownerId, owns, shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, toColumns } from '../../platform/entity/entity-map';
import { type FieldMap, runQuery, runSegmentedQuery } from '../../platform/query/compile';
import { countersOfPlanes, planeCounters } from '../plane-entity';
import { countersOf, dueInputOf, SORT_LAST, type StoredDue } from './maintain-ctrl.due';
import type { MaintainCtrlTable } from './maintain-ctrl.schema';

// The only SQL on `maintain_ctrl`. Every read and write starts from tenant(db, company), so an id of another
// company's control item or aircraft reads as absent and writes nothing. Rows are parsed here (JSON once) and
// serialised here: the services see CtrlRecord.

type StoredRow = Selectable<MaintainCtrlTable>;

/** A JSON list a client may leave out: stored NULL, kept as null (the operation log records it so). */
type Optional = 'sourceContent' | 'subContent';
type CtrlFields = Omit<MaintainCtrlRow, 'due' | 'rulesDue'>;

/** A control item as services see it: its declared fields, parsed. */
export type CtrlRecord = Omit<CtrlFields, Optional> & { [K in Optional]: CtrlFields[K] | null };

/** A control item read with its aircraft's total flight hours and its counters (what its due is computed against). */
export interface CtrlRead {
  item: CtrlRecord;
  planeHours: number;
  counters: Counters;
  /** The aircraft's tail number. */
  planeName: string;
}

type PlaneCounters = Awaited<ReturnType<typeof countersOfPlanes>>;

/** What an insert gives: every input (the aircraft, its model, the state and the order are set here). */
export type CtrlValues = Omit<CtrlRecord, 'id' | 'planeEntity' | 'planeModel' | 'approved' | 'disabled' | 'sorter'>;

/** What an update may change. */
export type CtrlChanges = Partial<Omit<CtrlRecord, 'id' | 'planeEntity' | 'planeModel'>>;

function readOf(row: StoredRow, planes: PlaneCounters): CtrlRead {
  const item = fromRow(MaintainCtrl, row) as unknown as CtrlRecord;
  // Never NULL; an unreadable list reads as no rules.
  item.timerContent ??= [];
  // An item's aircraft is the company's (plane_id never changes); read in the same transaction.
  const plane = planes.get(row.plane_id);
  if (!plane) throw new Error(`maintain_ctrl ${row.id}: aircraft ${row.plane_id} not found`);
  return { item, planeHours: Number(plane.all_fly_hours), counters: countersOf(plane), planeName: plane.name };
}

/** Rows with their aircraft's counters: one query for the aircraft of every row (a page has few). */
async function readAll(db: Kysely<Database>, owner: Owner, rows: readonly StoredRow[]): Promise<CtrlRead[]> {
  if (rows.length === 0) return [];
  const planes = await countersOfPlanes(
    db,
    owner,
    rows.map((r) => r.plane_id),
  );
  return rows.map((r) => readOf(r, planes));
}

/** A declaration's field map without its `id` (the query's id is the control item's). */
function joined(table: string, fields: Fields): FieldMap {
  const { id: _id, ...map } = fieldMapOf({ table, fields });
  return map;
}

/** The control item's fields, and the stored due's (filter and sort only). */
export const maintainCtrlFields: FieldMap = {
  ...fieldMapOf(MaintainCtrl),
  ...joined('maintain_ctrl', ctrlDueFields),
};

/** QueryFleet adds the aircraft and its model (joined only when a filter or the sort names them). */
export const fleetFields: FieldMap = {
  ...maintainCtrlFields,
  ...joined('plane_entity', fleetPlaneFields),
  ...joined('plane_model', fleetModelFields),
};

export async function queryMaintainCtrl(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, owner).select('maintain_ctrl'),
    (q) => q.selectAll('maintain_ctrl'),
    {
      fields: maintainCtrlFields,
      tenant: null,
      defaultSort: { field: 'sorter', order: 'asc' },
      idColumn: 'maintain_ctrl.id',
    },
    payload,
  );
  return { items: await readAll(db, owner, page.items as StoredRow[]), totalItems: page.totalItems };
}

/** The monitor's own filters, as SQL over the stored due fields for `today`. */
export interface FleetFilters {
  today: string;
  warningOnly?: boolean;
  overdueOnly?: boolean;
  /** Last day (inclusive) of "due within N days". */
  dueBy?: string;
  dueWithinHours?: number;
  dueWithinLandings?: number;
}

const at = (date: string) => `${date} 00:00:00`;

/**
 * Warning for `today`: due_warn_date is the first day the item warns (the year-1 date when it warns whatever
 * the day), so this is one range of the (company_id, disabled, due_warn_date) index — also for SQLite's planner
 * without statistics, which would otherwise scan every item of the company for an OR.
 */
export function warningSql(today: string): Expression<SqlBool> {
  return sql<SqlBool>`maintain_ctrl.due_warn_date <= ${at(today)}`;
}

/**
 * Overdue for `today`: due_overdue_date is the first overdue day (the year-1 date when overdue by hours). An
 * overdue item always warns (its first warning day is never after its first overdue day), so the warning
 * condition is added: it makes this the warning range of (company_id, disabled, due_warn_date, due_sort,
 * due_overdue_date), filtered on the index's last column, on both engines (there is no overdue index: one index
 * fewer to rewrite when the stored due changes, migration 0017).
 */
export function overdueSql(today: string): Expression<SqlBool> {
  return sql<SqlBool>`maintain_ctrl.due_warn_date <= ${at(today)} and maintain_ctrl.due_overdue_date <= ${at(today)}`;
}

/**
 * Falls due on or before `dueBy` (inclusive), forecasts included: the stored nearest-due day (due_sort: the
 * year-1 date when due now whatever the day, else the earlier of the expiry and the forecast day) is on or
 * before it — one range of the (company, disabled, due_sort) index. "Due within N days" and the summary's month
 * figures are this one predicate, so the figures equal the rows the monitor lists (docs/decisions.md "The fleet
 * monitor's cards").
 */
export function dueBySql(dueBy: string): Expression<SqlBool> {
  return sql<SqlBool>`maintain_ctrl.due_sort <= ${at(dueBy)}`;
}

/** The monitor's predicate besides the company's (tenant() adds that one). */
function fleetWhere(f: FleetFilters): Expression<SqlBool> {
  const parts = [sql<SqlBool>`maintain_ctrl.disabled = 0`];
  if (f.warningOnly) parts.push(sql<SqlBool>`${warningSql(f.today)}`);
  if (f.overdueOnly) parts.push(sql<SqlBool>`${overdueSql(f.today)}`);
  if (f.dueBy !== undefined) parts.push(sql<SqlBool>`${dueBySql(f.dueBy)}`);
  if (f.dueWithinHours !== undefined) parts.push(sql<SqlBool>`maintain_ctrl.due_remain_hours <= ${f.dueWithinHours}`);
  if (f.dueWithinLandings !== undefined) {
    parts.push(sql<SqlBool>`maintain_ctrl.due_remain_landings <= ${f.dueWithinLandings}`);
  }
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

const MODEL_FIELDS = ['modelName', 'planeType'];
const PLANE_FIELDS = ['planeName', 'allFlyHours', 'allLandings', ...MODEL_FIELDS];

/** The field names a payload mentions (filters, fixed filters, sort). */
function mentioned(payload: QueryPayload): Set<string> {
  return new Set([...payload.filters, ...payload.fixedFilters].map((c) => c.name).concat(payload.sortField ?? []));
}

/** A QueryFleet row: the control item with its aircraft's counters and tail number and its model's name. */
export type FleetRead = CtrlRead & { modelName: string };

export async function queryFleet(db: Kysely<Database>, owner: Owner, payload: QueryPayload, filters: FleetFilters) {
  const names = mentioned(payload);
  // The count joins the aircraft and model only when the client filters or sorts on them.
  const needPlane = PLANE_FIELDS.some((f) => names.has(f));
  const needModel = MODEL_FIELDS.some((f) => names.has(f));
  const base = tenant(db, owner)
    .select('maintain_ctrl')
    // The aircraft's company too: it lets the planner find a tail number through (company_id, name).
    .$if(needPlane, (q) =>
      q.innerJoin('plane_entity', (j) =>
        j.onRef('plane_entity.id', '=', 'maintain_ctrl.plane_id').on(owns('plane_entity', owner)),
      ),
    )
    .$if(needModel, (q) => q.innerJoin('plane_model', 'plane_model.id', 'maintain_ctrl.model_id'));
  // Without a sort from the client: overdue items first, then those that warn, then the rest, each nearest due
  // first (due_sort cannot hold the state, which depends on today). SQLite plans without statistics, so the
  // state conditions are written for the index that should serve them: the rows of a segment are fetched
  // with conditions no index serves (coalesce()), walking the (company, disabled, due_sort) order or
  // the client filter's index; the sizes are counted from the state indexes when the client filters nothing,
  // else with the same unindexed conditions over the (small) filtered set, which is then also sorted as a
  // whole rather than found by walking the due_sort index.
  const today = at(filters.today);
  const overdueRow = sql<SqlBool>`coalesce(maintain_ctrl.due_overdue_date, ${SORT_LAST}) <= ${today}`;
  const warningRow = sql<SqlBool>`coalesce(maintain_ctrl.due_warn_date, ${SORT_LAST}) <= ${today}`;
  const notOverdueRow = sql<SqlBool>`coalesce(maintain_ctrl.due_overdue_date, ${SORT_LAST}) > ${today}`;
  const notWarningRow = sql<SqlBool>`coalesce(maintain_ctrl.due_warn_date, ${SORT_LAST}) > ${today}`;
  const narrowed = payload.filters.length > 0 || payload.fixedFilters.length > 0;
  const sizes = async (count: (where: Expression<SqlBool>) => Promise<number>) => {
    // Independent counts: at once on PostgreSQL's pool (runSegmentedQuery), one after the other on SQLite.
    if (narrowed) return Promise.all([count(overdueRow), count(sql<SqlBool>`${warningRow} and ${notOverdueRow}`)]);
    // Every overdue item also warns (its warning day is never after its overdue day).
    const [overdueCount, warningCount] = await Promise.all([
      count(overdueSql(filters.today)),
      count(warningSql(filters.today)),
    ]);
    return [overdueCount, warningCount - overdueCount];
  };
  const page = await runSegmentedQuery(
    base,
    (q) =>
      q
        .selectAll('maintain_ctrl')
        .select([sql<string>`(select m.name from plane_model m where m.id = maintain_ctrl.model_id)`.as('model_name')]),
    {
      fields: fleetFields,
      tenant: fleetWhere(filters),
      defaultSort: { field: 'nearestDue', order: 'asc' },
      idColumn: 'maintain_ctrl.id',
    },
    payload,
    [
      { where: overdueRow },
      { where: sql<SqlBool>`${warningRow} and ${notOverdueRow}` },
      { where: sql<SqlBool>`${notWarningRow} and ${notOverdueRow}` },
    ],
    sizes,
    narrowed,
  );
  const rows = page.items as (StoredRow & { model_name: string })[];
  const reads = await readAll(db, owner, rows);
  const items = reads.map((read, i): FleetRead => ({ ...read, modelName: rows[i].model_name }));
  return { items, totalItems: page.totalItems };
}

/**
 * Counts for the monitor's summary, for `today`, over the company's enabled items: overdue (= overdueOnly),
 * warning with overdue included (= warningOnly), due this month (= due by the month's last day, dueBySql, what
 * "due within N days" lists for the days left in the month), due next month (due by next month's last day but
 * not by this month's).
 */
export async function fleetCounts(
  db: Kysely<Database>,
  owner: Owner,
  today: string,
  monthEnd: string,
  nextEnd: string,
) {
  const count = async (where: Expression<SqlBool>) => {
    const row = await tenant(db, owner)
      .select('maintain_ctrl')
      .select(sql<number>`count(*)`.as('n'))
      .where('disabled', '=', 0)
      .where(where)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const dueBy = (last: string) => count(dueBySql(last));
  const dueThisMonth = await dueBy(monthEnd);
  return {
    overdue: await count(overdueSql(today)),
    warning: await count(warningSql(today)),
    dueThisMonth,
    dueNextMonth: (await dueBy(nextEnd)) - dueThisMonth,
  };
}

/** An aircraft of the company as its maintenance needs it (plane-entity's repository reads it). */
export interface PlaneOfCtrl {
  id: number;
  name: string;
  model: number;
  allFlyHours: number;
  /** Its counters: total flight hours and the flight log's latest engine hours. */
  counters: Counters;
}

export async function findPlane(db: Kysely<Database>, owner: Owner, planeId: number): Promise<PlaneOfCtrl | undefined> {
  const row = await planeCounters(db, owner, planeId);
  return (
    row && {
      id: row.id,
      name: row.name,
      model: row.model_id,
      allFlyHours: row.all_fly_hours,
      counters: countersOf(row),
    }
  );
}

/** Every company's id (the stored-due sync after an engine change goes through every company's aircraft). */
export async function companyIds(db: Kysely<Database>): Promise<number[]> {
  const rows = await shared(db).select('company').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function findCtrl(db: Kysely<Database>, owner: Owner, id: number): Promise<CtrlRead | undefined> {
  const row = await tenant(db, owner)
    .select('maintain_ctrl')
    .selectAll('maintain_ctrl')
    .where('maintain_ctrl.id', '=', id)
    .executeTakeFirst();
  return row && (await readAll(db, owner, [row]))[0];
}

/** The columns of an item the due engine reads (dueInputOf). */
const DUE_INPUT_COLUMNS = [
  'timer_content',
  'timer_source',
  'time_align',
  'execute_date',
  'execute_hours',
  'init_hours',
  'expire_date_set',
  'cur_time_item',
  'execute_landings',
] as const;

/** What refreshing an aircraft's stored due reads of each item: its due inputs (parsed) and its stored due. */
export async function dueRowsOfPlane(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
): Promise<{ id: number; input: DueInput; stored: StoredDue }[]> {
  const rows = await tenant(db, owner)
    .select('maintain_ctrl')
    .select([
      'id',
      ...DUE_INPUT_COLUMNS,
      'due_expire_date',
      'due_expire_hours',
      'due_remain_hours',
      'due_warn_date',
      'due_overdue_date',
      'due_warn_hours',
      'due_overdue_hours',
      'due_hours_state',
      'due_always_warn',
      'due_sort',
      'due_expire_landings',
      'due_remain_landings',
      'due_warn_landings',
      'due_overdue_landings',
      'due_landings_state',
      'due_forecast_date',
      'due_by',
    ])
    .where('plane_id', '=', planeId)
    .execute();
  return rows.map(({ id, due_sort, ...r }) => ({
    id,
    input: dueInputOf(r),
    stored: {
      due_expire_date: r.due_expire_date,
      due_expire_hours: r.due_expire_hours,
      due_remain_hours: r.due_remain_hours,
      due_warn_date: r.due_warn_date,
      due_overdue_date: r.due_overdue_date,
      due_warn_hours: r.due_warn_hours,
      due_overdue_hours: r.due_overdue_hours,
      due_hours_state: r.due_hours_state,
      due_always_warn: r.due_always_warn,
      due_sort,
      due_expire_landings: r.due_expire_landings,
      due_remain_landings: r.due_remain_landings,
      due_warn_landings: r.due_warn_landings,
      due_overdue_landings: r.due_overdue_landings,
      due_landings_state: r.due_landings_state,
      due_forecast_date: r.due_forecast_date,
      due_by: r.due_by,
    },
  }));
}

/** How each stored-due column is typed in a VALUES list on PostgreSQL (which cannot infer a parameter's type). */
const STORED_DUE_TYPES: Record<keyof StoredDue, 'integer' | 'numeric' | 'timestamp'> = {
  due_expire_date: 'timestamp',
  due_expire_hours: 'numeric',
  due_remain_hours: 'numeric',
  due_warn_date: 'timestamp',
  due_overdue_date: 'timestamp',
  due_warn_hours: 'numeric',
  due_overdue_hours: 'numeric',
  due_hours_state: 'integer',
  due_always_warn: 'integer',
  due_sort: 'timestamp',
  due_expire_landings: 'integer',
  due_remain_landings: 'integer',
  due_warn_landings: 'integer',
  due_overdue_landings: 'integer',
  due_landings_state: 'integer',
  due_forecast_date: 'timestamp',
  due_by: 'integer',
};

/** A changed item's stored due, and which of its columns to write (those whose value changed). */
export interface StoredDueWrite {
  id: number;
  due: StoredDue;
  columns: readonly (keyof StoredDue)[];
}

/**
 * Writes the changed stored-due columns of many items of a company: the items that change the same columns
 * share statements of up to 500 rows (`update … from (values …)`, on both engines; PostgreSQL needs the
 * parameters typed). Only the changed columns are in SET: SQLite rewrites an item's entry in every index of a
 * column in SET even when its value stays, and each of the company-wide fleet indexes puts an aircraft's items
 * on as many different pages as it has items (a refresh that set every column dirtied about 1,200 pages).
 */
export async function writeStoredDue(
  db: Kysely<Database>,
  owner: Owner,
  rows: readonly StoredDueWrite[],
): Promise<void> {
  const companyId = ownerId(owner);
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const typed = (value: unknown, type: 'integer' | 'numeric' | 'timestamp') =>
    pg ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;
  const shapes = new Map<string, StoredDueWrite[]>();
  for (const row of rows) {
    if (row.columns.length === 0) continue;
    const key = [...row.columns].sort().join(',');
    const shape = shapes.get(key);
    if (shape) shape.push(row);
    else shapes.set(key, [row]);
  }
  for (const [key, shape] of shapes) {
    const columns = key.split(',') as (keyof StoredDue)[];
    const set = sql.join(
      columns.map((c, i) => sql`${sql.ref(c)} = ${sql.ref(`v.column${i + 2}`)}`),
      sql`, `,
    );
    for (let from = 0; from < shape.length; from += 500) {
      const values = shape
        .slice(from, from + 500)
        .map(
          (r) =>
            sql`(${typed(r.id, 'integer')}, ${sql.join(columns.map((c) => typed(r.due[c], STORED_DUE_TYPES[c])))})`,
        );
      // tenant: the statement carries the company's predicate (maintain_ctrl.company_id, last line).
      await sql`update maintain_ctrl set ${set}
        from (values ${sql.join(values)}) as v
        where maintain_ctrl.id = v.column1 and maintain_ctrl.company_id = ${companyId}`.execute(db);
    }
  }
}

/** Control items of one aircraft of the company (all of them when `ids` is undefined), in list order. */
export async function ctrlsOfPlane(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  ids?: readonly number[],
): Promise<CtrlRead[]> {
  const rows = await tenant(db, owner)
    .select('maintain_ctrl')
    .selectAll('maintain_ctrl')
    .where('maintain_ctrl.plane_id', '=', planeId)
    .$if(ids !== undefined, (q) => q.where('maintain_ctrl.id', 'in', [...(ids ?? [])]))
    .orderBy('maintain_ctrl.sorter')
    .orderBy('maintain_ctrl.id')
    .execute();
  return readAll(db, owner, rows);
}

export async function nextCtrlSorter(db: Kysely<Database>, owner: Owner, planeId: number): Promise<number> {
  const row = await tenant(db, owner)
    .select('maintain_ctrl')
    .select(sql<number | null>`max(sorter)`.as('top'))
    .where('plane_id', '=', planeId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

/** Inserts a stored row as it is, with its stored due (the demo seed writes its items this way). */
export async function insertCtrl(db: Kysely<Database>, values: Insertable<MaintainCtrlTable>): Promise<number> {
  const { company_id, ...rest } = values;
  const row = await tenant(db, company_id).insert('maintain_ctrl', [rest]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a control item to an aircraft with its stored due. */
export async function addCtrl(
  db: Kysely<Database>,
  owner: Owner,
  plane: PlaneOfCtrl,
  values: CtrlValues & { sorter: number; createdAt: string },
  due: StoredDue,
): Promise<number> {
  const { sorter, createdAt, ...inputs } = values;
  const columns = toColumns(MaintainCtrl, inputs) as Omit<Insertable<MaintainCtrlTable>, 'company_id'>;
  return insertCtrl(db, {
    ...columns,
    ...due,
    company_id: ownerId(owner),
    plane_id: plane.id,
    model_id: plane.model,
    approved: 0,
    disabled: 0,
    sorter,
    created_at: createdAt,
  });
}

/** Writes the changed fields given (absent keeps) and, when given, the stored due. */
export async function updateCtrl(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  changes: CtrlChanges,
  due?: StoredDue,
): Promise<void> {
  const values = { ...toColumns(MaintainCtrl, changes), ...due };
  if (Object.keys(values).length === 0) return;
  await tenant(db, owner).update('maintain_ctrl').set(values).where('id', '=', id).execute();
}

export async function deleteCtrls(db: Kysely<Database>, owner: Owner, ids: readonly number[]): Promise<number> {
  const result = await tenant(db, owner)
    .delete('maintain_ctrl')
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The aircraft's control item imported from a model item (the first, should there be several). */
export async function ctrlOfItem(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  maintainItemId: number,
): Promise<CtrlRead | undefined> {
  const row = await tenant(db, owner)
    .select('maintain_ctrl')
    .selectAll('maintain_ctrl')
    .where('maintain_ctrl.plane_id', '=', planeId)
    .where('maintain_ctrl.maintain_item_id', '=', maintainItemId)
    .orderBy('maintain_ctrl.id')
    .executeTakeFirst();
  return row && (await readAll(db, owner, [row]))[0];
}

/** Model item ids already imported into an aircraft. */
export async function importedItemIds(db: Kysely<Database>, owner: Owner, planeId: number): Promise<Set<number>> {
  const rows = await tenant(db, owner)
    .select('maintain_ctrl')
    .select('maintain_item_id')
    .where('plane_id', '=', planeId)
    .where('maintain_item_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.maintain_item_id).filter((id): id is number => id !== null));
}

/** The version of the engine the stored due fields were computed by (platform_config). */
export async function readStoredDueVersion(db: Kysely<Database>): Promise<string | undefined> {
  const row = await shared(db)
    .select('platform_config')
    .select('value')
    .where('key', '=', STORED_DUE_VERSION_KEY)
    .executeTakeFirst();
  return row?.value;
}

export async function writeStoredDueVersion(db: Kysely<Database>, value: string): Promise<void> {
  await shared(db)
    .insert('platform_config')
    .values({ key: STORED_DUE_VERSION_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

const STORED_DUE_VERSION_KEY = 'stored_due_version';

/** Runs `work` in one transaction (the stored-due sync of every company). */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

/** The enabled control items of the aircraft as the forecast reads them (planning, issue 35): the engine's input. */
export async function forecastItemsOf(
  db: Kysely<Database>,
  owner: Owner,
  planeIds: readonly number[],
): Promise<{ id: number; plane: number; name: string; type: number | null; input: DueInput }[]> {
  if (planeIds.length === 0) return [];
  const rows = await tenant(db, owner)
    .select('maintain_ctrl')
    .select(['id', 'plane_id', 'name', 'type', ...DUE_INPUT_COLUMNS])
    .where('plane_id', 'in', [...planeIds])
    .where('disabled', '=', 0)
    .orderBy('plane_id')
    .orderBy('sorter')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, plane: r.plane_id, name: r.name, type: r.type, input: dueInputOf(r) }));
}
