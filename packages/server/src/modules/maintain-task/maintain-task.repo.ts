import { MaintainTask, type MaintainTaskRecord } from '@hangar/domain/contracts/records';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely, Selectable } from 'kysely';
import { jsonOrNull, parseJson } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { type Owner, owns, shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';
import { deleteAssembliesOfParent } from '../maintain-assembly';
import type { CtrlBefore } from '../maintain-ctrl';
import type { MaintainTaskAmendmentTable } from './maintain-task.schema';

// The only SQL on `maintain_task` and its amendments (a record's assembly rows: maintain-assembly's repo). Every read and write starts
// from tenant(db, company): another company's record, row or amendment reads as absent and writes nothing.

/** What an insert or update gives (API names; undefined keeps the stored value). */
export type TaskValues = { [K in Exclude<keyof MaintainTaskRecord, 'id'>]?: MaintainTaskRecord[K] | null };

export interface TaskRead {
  row: MaintainTaskRecord;
  ctrlBefore: CtrlBefore | null;
}

const fields = fieldMapOf(MaintainTask);
const selection = selectionOf(MaintainTask) as never[];

const toTask = (raw: unknown): TaskRead => {
  const r = raw as Record<string, unknown>;
  return {
    row: fromRow(MaintainTask, r) as MaintainTaskRecord,
    ctrlBefore: parseJson<CtrlBefore | null>(r.ctrl_before as string | null, null),
  };
};

export async function queryTasks(
  db: Kysely<Database>,
  owner: Owner,
  payload: QueryPayload,
  defaultSort: { field: string; order: 'asc' | 'desc' },
  /** Only these types (a kind's list), when given. */
  types?: readonly number[],
): Promise<{ items: MaintainTaskRecord[]; totalItems: number }> {
  let base = tenant(db, owner).select('maintain_task');
  if (types !== undefined) base = base.where('maintain_task.type', 'in', [...types]);
  const page = await runQuery(
    base,
    (q) => q.select(selection),
    { fields, tenant: null, defaultSort, idColumn: 'maintain_task.id' },
    payload,
  );
  return { items: page.items.map((r) => toTask(r).row), totalItems: page.totalItems };
}

export async function findTask(db: Kysely<Database>, owner: Owner, id: number): Promise<TaskRead | undefined> {
  const row = await tenant(db, owner)
    .select('maintain_task')
    .select([...selection, 'maintain_task.ctrl_before'] as never[])
    .where('maintain_task.id', '=', id)
    .executeTakeFirst();
  return row ? toTask(row) : undefined;
}

/**
 * The company's records ever signed (closed, with a sign-off, or named by a link of the chain), of one aircraft
 * when given, each with whether it is reopened (an amendment not signed again).
 */
export async function signedTasks(
  db: Kysely<Database>,
  owner: Owner,
  planeId?: number,
): Promise<{ row: MaintainTaskRecord; reopened: boolean }[]> {
  const linked = tenant(db, owner).select('record_sign').select('record_sign.task_id');
  let q = tenant(db, owner)
    .select('maintain_task')
    .select(selection)
    .where((eb) =>
      eb.or([
        eb('maintain_task.closed', '=', 1),
        eb('maintain_task.sign_seq', 'is not', null),
        eb('maintain_task.id', 'in', linked),
      ]),
    );
  if (planeId !== undefined) q = q.where('maintain_task.plane_id', '=', planeId);
  const rows = (await q.orderBy('maintain_task.id').execute()).map((r) => toTask(r).row);
  const open = new Set<number>();
  const ids = rows.map((r) => r.id);
  for (let i = 0; i < ids.length; i += 500) {
    const found = await tenant(db, owner)
      .select('maintain_task_amendment')
      .select('task_id')
      .where('task_id', 'in', ids.slice(i, i + 500))
      .where('resigned_at', 'is', null)
      .execute();
    for (const f of found) open.add(f.task_id);
  }
  return rows.map((row) => ({ row, reopened: open.has(row.id) }));
}

export async function insertTask(
  db: Kysely<Database>,
  owner: Owner,
  values: TaskValues,
  ctrlBefore: CtrlBefore | null,
): Promise<number> {
  const row = await tenant(db, owner)
    .insert('maintain_task', [{ ...toColumns(MaintainTask, values), ctrl_before: jsonOrNull(ctrlBefore) } as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Updates a record (undefined keeps a column; `ctrlBefore` undefined keeps it, null clears it). */
export async function updateTask(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: TaskValues,
  ctrlBefore?: CtrlBefore | null,
): Promise<void> {
  const columns: Record<string, unknown> = toColumns(MaintainTask, values);
  if (ctrlBefore !== undefined) columns.ctrl_before = jsonOrNull(ctrlBefore);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner)
    .update('maintain_task')
    .set(columns as never)
    .where('id', '=', id)
    .execute();
}

export async function deleteTask(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  await deleteAssembliesOfParent(db, owner, id);
  await tenant(db, owner).delete('maintain_task').where('id', '=', id).execute();
}

// --- Amendments --------------------------------------------------------------------------------------------

/** An amendment row as stored (without its company). */
export type AmendmentRecord = Omit<Selectable<MaintainTaskAmendmentTable>, 'company_id'>;

export async function amendmentsOf(db: Kysely<Database>, owner: Owner, taskId: number): Promise<AmendmentRecord[]> {
  const rows = await tenant(db, owner)
    .select('maintain_task_amendment')
    .select([
      'id',
      'task_id',
      'seq',
      'reason',
      'opened_by',
      'opened_at',
      'signed_version',
      'changes',
      'resigned_by',
      'resigned_name',
      'resigned_at',
      'resign_hash',
    ])
    .where('task_id', '=', taskId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    ...r,
    signed_version: typeof r.signed_version === 'string' ? r.signed_version : JSON.stringify(r.signed_version),
    changes: r.changes === null || typeof r.changes === 'string' ? r.changes : JSON.stringify(r.changes),
  }));
}

export async function insertAmendment(
  db: Kysely<Database>,
  owner: Owner,
  values: {
    task_id: number;
    seq: number;
    reason: string;
    opened_by: number;
    opened_at: string;
    signed_version: string;
  },
): Promise<void> {
  await tenant(db, owner)
    .insert('maintain_task_amendment', [{ ...values, changes: '[]' }])
    .execute();
}

export async function updateAmendment(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: Partial<Pick<AmendmentRecord, 'changes' | 'resigned_by' | 'resigned_name' | 'resigned_at' | 'resign_hash'>>,
): Promise<void> {
  await tenant(db, owner).update('maintain_task_amendment').set(values).where('id', '=', id).execute();
}

// --- People ------------------------------------------------------------------------------------------------

/** Display names of users as the company knows them: the employee's real name, else the user's name. */
export async function userNames(
  db: Kysely<Database>,
  owner: Owner,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await shared(db)
    .select('app_user')
    // tenant: the company's own membership row of each user, if any (owns() on the join).
    .leftJoin('employ', (j) => j.onRef('employ.user_id', '=', 'app_user.id').on(owns('employ', owner)))
    .select([
      'app_user.id as id',
      'app_user.name as name',
      'app_user.real_name as own_name',
      'employ.real_name as real_name',
    ])
    .where('app_user.id', 'in', unique)
    .execute();
  // The company's name for the person, else their own real name, else their user name.
  return new Map(rows.map((r) => [r.id, (r.real_name || r.own_name || r.name) ?? String(r.id)]));
}

/**
 * The company's open faults (type 100, not closed), of the aircraft given (null: all): id, aircraft, title (the
 * fault's name, else its description) and day of discovery. For the deferrals module (its status reasons).
 */
export async function openFaults(db: Kysely<Database>, owner: Owner, planeIds: readonly number[] | null) {
  let q = tenant(db, owner)
    .select('maintain_task')
    .select(['id', 'plane_id', 'issue_condition', 'description', 'issue_date'])
    .where('type', '=', 100)
    .where('closed', '=', 0);
  if (planeIds !== null) q = q.where('plane_id', 'in', planeIds.length === 0 ? [0] : [...planeIds]);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => ({
    id: r.id,
    planeId: r.plane_id,
    title: (r.description ?? r.issue_condition ?? String(r.id)).slice(0, 200),
    issueDate: r.issue_date,
  }));
}

/** The titles of the company's records by id (what was found or done, else when it was found), for lists that name
 * them. */
export async function taskTitles(db: Kysely<Database>, owner: Owner, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, string>();
  const rows = await tenant(db, owner)
    .select('maintain_task')
    .select(['id', 'issue_condition', 'description'])
    .where('id', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.id, (r.description ?? r.issue_condition ?? String(r.id)).slice(0, 200)]));
}
