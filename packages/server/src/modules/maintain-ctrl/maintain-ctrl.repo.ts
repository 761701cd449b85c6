import type { QueryPayload } from '@hangar/domain/query';
import { type Expression, type Kysely, PostgresAdapter, type Selectable, type SqlBool, sql } from 'kysely';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import type { MaintainCtrlTable } from '../../platform/db/schema-maintenance';
import { type FieldMap, runQuery, runSegmentedQuery } from '../../platform/query/compile';

// The only SQL on `maintain_ctrl`. Every read and write carries the caller's company, so an id of another
// company's control item or aircraft reads as absent and writes nothing.

export type MaintainCtrlRowDb = Selectable<MaintainCtrlTable>;
/** A control item with its aircraft's counters (what the due engine needs besides the item). */
export type CtrlWithPlane = MaintainCtrlRowDb & { plane_hours: number };

export const maintainCtrlFields: FieldMap = {
  id: { column: 'maintain_ctrl.id', type: 'number' },
  planeEntity: { column: 'maintain_ctrl.plane_id', type: 'number' },
  planeModel: { column: 'maintain_ctrl.model_id', type: 'number' },
  maintainItemId: { column: 'maintain_ctrl.maintain_item_id', type: 'number' },
  name: { column: 'maintain_ctrl.name', type: 'text' },
  type: { column: 'maintain_ctrl.type', type: 'number' },
  material: { column: 'maintain_ctrl.material', type: 'number' },
  matModel: { column: 'maintain_ctrl.mat_model', type: 'text' },
  matSeri: { column: 'maintain_ctrl.mat_seri', type: 'text' },
  content: { column: 'maintain_ctrl.content', type: 'text' },
  jobCardName: { column: 'maintain_ctrl.job_card_name', type: 'text' },
  pos: { column: 'maintain_ctrl.pos', type: 'text' },
  timerSource: { column: 'maintain_ctrl.timer_source', type: 'number' },
  timeAlign: { column: 'maintain_ctrl.time_align', type: 'number' },
  remarks: { column: 'maintain_ctrl.remarks', type: 'text' },
  expireDateSet: { column: 'maintain_ctrl.expire_date_set', type: 'date' },
  curTimeItem: { column: 'maintain_ctrl.cur_time_item', type: 'text' },
  executeDate: { column: 'maintain_ctrl.execute_date', type: 'date' },
  executeHours: { column: 'maintain_ctrl.execute_hours', type: 'number' },
  initHours: { column: 'maintain_ctrl.init_hours', type: 'number' },
  approved: { column: 'maintain_ctrl.approved', type: 'number' },
  disabled: { column: 'maintain_ctrl.disabled', type: 'number' },
  sorter: { column: 'maintain_ctrl.sorter', type: 'number' },
  /** The stored summary expiry date and hours. */
  dueDate: { column: 'maintain_ctrl.due_expire_date', type: 'date', nullable: true },
  dueHours: { column: 'maintain_ctrl.due_expire_hours', type: 'number', nullable: true },
  remainHours: { column: 'maintain_ctrl.due_remain_hours', type: 'number', nullable: true },
  /** Nearest due first: items needing attention whatever the day, then by expiry date, hours-only items last. */
  nearestDue: { column: 'maintain_ctrl.due_sort', type: 'date', filter: false },
};

/** QueryFleet adds the aircraft and its model (joined only when a filter or the sort names them). */
export const fleetFields: FieldMap = {
  ...maintainCtrlFields,
  planeName: { column: 'plane_entity.name', type: 'text' },
  allFlyHours: { column: 'plane_entity.all_fly_hours', type: 'number' },
  modelName: { column: 'plane_model.name', type: 'text' },
  planeType: { column: 'plane_model.type_id', type: 'number' },
};

const planeHours = sql<number>`(select p.all_fly_hours from plane_entity p where p.id = maintain_ctrl.plane_id)`;

export function queryMaintainCtrl(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const companyId = companyOf(scope);
  return runQuery(
    db.selectFrom('maintain_ctrl'),
    (q) => q.selectAll('maintain_ctrl').select(planeHours.as('plane_hours')),
    {
      fields: maintainCtrlFields,
      tenant: sql<SqlBool>`maintain_ctrl.company_id = ${companyId}`,
      defaultSort: { field: 'sorter', order: 'asc' },
      idColumn: 'maintain_ctrl.id',
    },
    payload,
  ) as Promise<{ items: CtrlWithPlane[]; totalItems: number }>;
}

/** The monitor's own filters, as SQL over the stored due fields for `today`. */
export interface FleetFilters {
  today: string;
  warningOnly?: boolean;
  overdueOnly?: boolean;
  /** Last day (inclusive) of "due within N days". */
  dueBy?: string;
  dueWithinHours?: number;
}

/** due_sort of items that warn whatever the day (always, or by hours against the current counters). */
export const SORT_FIRST = '0001-01-01 00:00:00';
/** due_sort of items without a calendar expiry that do not warn. */
export const SORT_LAST = '9999-12-31 00:00:00';

const at = (date: string) => `${date} 00:00:00`;

/**
 * Warning for `today`: due_warn_date is the first day the item warns (the year-1 date when it warns whatever
 * the day), so this is one range of the (company_id, disabled, due_warn_date) index — also for SQLite's planner
 * without statistics, which would otherwise scan every item of the company for an OR.
 */
export function warningSql(today: string): Expression<SqlBool> {
  return sql<SqlBool>`maintain_ctrl.due_warn_date <= ${at(today)}`;
}

/** Overdue for `today`: due_overdue_date is the first overdue day (the year-1 date when overdue by hours). */
export function overdueSql(today: string): Expression<SqlBool> {
  return sql<SqlBool>`maintain_ctrl.due_overdue_date <= ${at(today)}`;
}

/** Has an expiry date on or before `dueBy` (past ones included): one range of the expiry index. */
function datedBySql(dueBy: string): Expression<SqlBool> {
  return sql<SqlBool>`maintain_ctrl.due_expire_date <= ${at(dueBy)}`;
}

/**
 * Due now whatever the date yet without an expiry date on or before `dueBy`: warning whatever the day (immediate
 * rules, unknown expiry, next maintenance) or overdue by hours — both within the year-1 warning day, a range of
 * the warning index. An item overdue by date has expired before today, so it is dated by `dueBy` already.
 */
function dueNowBeyondSql(dueBy: string): Expression<SqlBool> {
  return sql<SqlBool>`maintain_ctrl.due_warn_date = ${SORT_FIRST} and (maintain_ctrl.due_always_warn = 1 or maintain_ctrl.due_overdue_date = ${SORT_FIRST}) and coalesce(maintain_ctrl.due_expire_date, ${SORT_LAST}) > ${at(dueBy)}`;
}

/**
 * Due on or before `dueBy` (inclusive, today or later): an expiry date on or before it (past ones included), or
 * due now whatever the date (dueNowBeyondSql). "Due within N days" and the summary's month figures are this one
 * predicate, so the figures equal the rows the monitor lists (docs/decisions.md "The fleet monitor's cards").
 */
export function dueBySql(dueBy: string): Expression<SqlBool> {
  return sql<SqlBool>`(${datedBySql(dueBy)} or (${dueNowBeyondSql(dueBy)}))`;
}

function fleetTenant(companyId: number, f: FleetFilters): Expression<SqlBool> {
  const parts = [sql<SqlBool>`maintain_ctrl.company_id = ${companyId}`, sql<SqlBool>`maintain_ctrl.disabled = 0`];
  if (f.warningOnly) parts.push(sql<SqlBool>`${warningSql(f.today)}`);
  if (f.overdueOnly) parts.push(sql<SqlBool>`${overdueSql(f.today)}`);
  if (f.dueBy !== undefined) parts.push(sql<SqlBool>`${dueBySql(f.dueBy)}`);
  if (f.dueWithinHours !== undefined) parts.push(sql<SqlBool>`maintain_ctrl.due_remain_hours <= ${f.dueWithinHours}`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

const MODEL_FIELDS = ['modelName', 'planeType'];
const PLANE_FIELDS = ['planeName', 'allFlyHours', ...MODEL_FIELDS];

/** The field names a payload mentions (filters, fixed filters, sort). */
function mentioned(payload: QueryPayload): Set<string> {
  return new Set([...payload.filters, ...payload.fixedFilters].map((c) => c.name).concat(payload.sortField ?? []));
}

export function queryFleet(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload, filters: FleetFilters) {
  const companyId = companyOf(scope);
  const names = mentioned(payload);
  // The count joins the aircraft and model only when the client filters or sorts on them.
  const needPlane = PLANE_FIELDS.some((f) => names.has(f));
  const needModel = MODEL_FIELDS.some((f) => names.has(f));
  const base = db
    .selectFrom('maintain_ctrl')
    // The aircraft's company too: it lets the planner find a tail number through (company_id, name).
    .$if(needPlane, (q) =>
      q.innerJoin('plane_entity', (j) =>
        j.onRef('plane_entity.id', '=', 'maintain_ctrl.plane_id').on('plane_entity.company_id', '=', companyId),
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
    if (narrowed) return [await count(overdueRow), await count(sql<SqlBool>`${warningRow} and ${notOverdueRow}`)];
    // Every overdue item also warns (its warning day is never after its overdue day).
    const overdueCount = await count(overdueSql(filters.today));
    return [overdueCount, (await count(warningSql(filters.today))) - overdueCount];
  };
  return runSegmentedQuery(
    base,
    (q) =>
      q
        .selectAll('maintain_ctrl')
        .select([
          sql<string>`(select p.name from plane_entity p where p.id = maintain_ctrl.plane_id)`.as('plane_name'),
          planeHours.as('plane_hours'),
          sql<string>`(select m.name from plane_model m where m.id = maintain_ctrl.model_id)`.as('model_name'),
        ]),
    {
      fields: fleetFields,
      tenant: fleetTenant(companyId, filters),
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
  ) as Promise<{ items: (CtrlWithPlane & { plane_name: string; model_name: string })[]; totalItems: number }>;
}

/**
 * Counts for the monitor's summary, for `today`, over the company's enabled items: overdue (= overdueOnly),
 * warning with overdue included (= warningOnly), due this month (= due by the month's last day, dueBySql, what
 * "due within N days" lists for the days left in the month), due next month (due by next month's last day but
 * not by this month's).
 */
export async function fleetCounts(
  db: Kysely<Database>,
  scope: AccessScope,
  today: string,
  monthEnd: string,
  nextEnd: string,
) {
  const count = async (where: Expression<SqlBool>) => {
    const row = await db
      .selectFrom('maintain_ctrl')
      .select(sql<number>`count(*)`.as('n'))
      .where('company_id', '=', companyOf(scope))
      .where('disabled', '=', 0)
      .where(where)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  // dueBySql as two disjoint counts, each an index range.
  const dueBy = async (last: string) => (await count(datedBySql(last))) + (await count(dueNowBeyondSql(last)));
  const dueThisMonth = await dueBy(monthEnd);
  return {
    overdue: await count(overdueSql(today)),
    warning: await count(warningSql(today)),
    dueThisMonth,
    dueNextMonth: (await dueBy(nextEnd)) - dueThisMonth,
  };
}

/** An aircraft of the caller's company with what the maintenance list needs of it. */
export function findPlane(db: Kysely<Database>, companyId: number, planeId: number) {
  return db
    .selectFrom('plane_entity')
    .select(['id', 'name', 'model_id', 'all_fly_hours'])
    .where('id', '=', planeId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Every aircraft of every company (the stored-due sync after an engine change). */
export function allPlanes(db: Kysely<Database>) {
  return db.selectFrom('plane_entity').select(['id', 'company_id']).orderBy('id').execute();
}

export function planeIdsOf(db: Kysely<Database>, companyId: number) {
  return db.selectFrom('plane_entity').select('id').where('company_id', '=', companyId).orderBy('id').execute();
}

export function findCtrl(db: Kysely<Database>, scope: AccessScope, id: number): Promise<CtrlWithPlane | undefined> {
  return db
    .selectFrom('maintain_ctrl')
    .selectAll('maintain_ctrl')
    .select(planeHours.as('plane_hours'))
    .where('maintain_ctrl.id', '=', id)
    .where('maintain_ctrl.company_id', '=', companyOf(scope))
    .executeTakeFirst();
}

/** What refreshing an aircraft's stored due reads of each item: its due inputs and its stored due. */
export function dueRowsOfPlane(db: Kysely<Database>, companyId: number, planeId: number) {
  return db
    .selectFrom('maintain_ctrl')
    .select([
      'id',
      'timer_content',
      'timer_source',
      'time_align',
      'execute_date',
      'execute_hours',
      'init_hours',
      'expire_date_set',
      'cur_time_item',
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
    ])
    .where('company_id', '=', companyId)
    .where('plane_id', '=', planeId)
    .execute();
}

type StoredDueColumns = Pick<
  MaintainCtrlRowDb,
  | 'due_expire_date'
  | 'due_expire_hours'
  | 'due_remain_hours'
  | 'due_warn_date'
  | 'due_overdue_date'
  | 'due_warn_hours'
  | 'due_overdue_hours'
  | 'due_hours_state'
  | 'due_always_warn'
  | 'due_sort'
>;

/**
 * Writes the stored due of many items of a company, 500 rows per statement (`update … from (values …)`, on
 * both engines; PostgreSQL needs the parameters typed).
 */
export async function writeStoredDue(
  db: Kysely<Database>,
  companyId: number,
  rows: readonly (StoredDueColumns & { id: number })[],
): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const typed = (value: unknown, type: 'integer' | 'numeric' | 'timestamp') =>
    pg ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;
  for (let from = 0; from < rows.length; from += 500) {
    const values = rows
      .slice(from, from + 500)
      .map(
        (r) =>
          sql`(${typed(r.id, 'integer')}, ${typed(r.due_expire_date, 'timestamp')}, ${typed(r.due_expire_hours, 'numeric')}, ${typed(
            r.due_remain_hours,
            'numeric',
          )}, ${typed(r.due_warn_date, 'timestamp')}, ${typed(r.due_overdue_date, 'timestamp')}, ${typed(
            r.due_warn_hours,
            'numeric',
          )}, ${typed(r.due_overdue_hours, 'numeric')}, ${typed(r.due_hours_state, 'integer')}, ${typed(
            r.due_always_warn,
            'integer',
          )}, ${typed(r.due_sort, 'timestamp')})`,
      );
    await sql`update maintain_ctrl set due_expire_date = v.column2, due_expire_hours = v.column3,
      due_remain_hours = v.column4, due_warn_date = v.column5, due_overdue_date = v.column6,
      due_warn_hours = v.column7, due_overdue_hours = v.column8, due_hours_state = v.column9,
      due_always_warn = v.column10, due_sort = v.column11
      from (values ${sql.join(values)}) as v
      where maintain_ctrl.id = v.column1 and maintain_ctrl.company_id = ${companyId}`.execute(db);
  }
}

/**
 * Writes only the remaining hours of many items: what a change of the aircraft's hours alters for most of them.
 * Leaving the other due columns out of SET spares the updates of their indexes.
 */
export async function writeRemainHours(
  db: Kysely<Database>,
  companyId: number,
  rows: readonly { id: number; due_remain_hours: number | null }[],
): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const typed = (value: unknown, type: 'integer' | 'numeric') =>
    pg ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;
  for (let from = 0; from < rows.length; from += 500) {
    const values = rows
      .slice(from, from + 500)
      .map((r) => sql`(${typed(r.id, 'integer')}, ${typed(r.due_remain_hours, 'numeric')})`);
    await sql`update maintain_ctrl set due_remain_hours = v.column2 from (values ${sql.join(values)}) as v
      where maintain_ctrl.id = v.column1 and maintain_ctrl.company_id = ${companyId}`.execute(db);
  }
}

/** Control items of one aircraft of the company (all of them when `ids` is undefined). */
export function ctrlsOfPlane(
  db: Kysely<Database>,
  companyId: number,
  planeId: number,
  ids?: readonly number[],
): Promise<CtrlWithPlane[]> {
  return db
    .selectFrom('maintain_ctrl')
    .selectAll('maintain_ctrl')
    .select(planeHours.as('plane_hours'))
    .where('maintain_ctrl.company_id', '=', companyId)
    .where('maintain_ctrl.plane_id', '=', planeId)
    .$if(ids !== undefined, (q) => q.where('maintain_ctrl.id', 'in', [...(ids ?? [])]))
    .orderBy('maintain_ctrl.sorter')
    .orderBy('maintain_ctrl.id')
    .execute();
}

export async function nextCtrlSorter(db: Kysely<Database>, companyId: number, planeId: number): Promise<number> {
  const row = await db
    .selectFrom('maintain_ctrl')
    .select(sql<number | null>`max(sorter)`.as('top'))
    .where('company_id', '=', companyId)
    .where('plane_id', '=', planeId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

export type CtrlInsert = Omit<
  MaintainCtrlRowDb,
  'id' | 'approved' | 'disabled' | 'due_hours_state' | 'due_always_warn'
> & {
  approved?: number;
  disabled?: number;
  due_hours_state: number;
  due_always_warn: number;
};

export async function insertCtrl(db: Kysely<Database>, values: CtrlInsert): Promise<number> {
  const row = await db.insertInto('maintain_ctrl').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCtrl(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  values: Partial<Omit<MaintainCtrlRowDb, 'id' | 'company_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('maintain_ctrl').set(values).where('id', '=', id).where('company_id', '=', companyId).execute();
}

export async function deleteCtrls(db: Kysely<Database>, companyId: number, ids: readonly number[]): Promise<number> {
  const result = await db
    .deleteFrom('maintain_ctrl')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Model item ids already imported into an aircraft. */
export async function importedItemIds(db: Kysely<Database>, companyId: number, planeId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('maintain_ctrl')
    .select('maintain_item_id')
    .where('company_id', '=', companyId)
    .where('plane_id', '=', planeId)
    .where('maintain_item_id', 'is not', null)
    .execute();
  return new Set(rows.map((r) => r.maintain_item_id).filter((id): id is number => id !== null));
}

/** How many control items an aircraft has (the aircraft's delete check). */
export async function ctrlCountOfPlane(db: Kysely<Database>, planeId: number): Promise<number> {
  const row = await db
    .selectFrom('maintain_ctrl')
    .select(sql<number>`count(*)`.as('n'))
    .where('plane_id', '=', planeId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
