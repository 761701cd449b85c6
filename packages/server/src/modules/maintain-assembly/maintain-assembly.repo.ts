import { MaintainAssembly, type MaintainAssemblyRow } from '@hangar/domain/contracts/records';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, owns, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `maintain_assembly`: the removed and installed components of a record (parent_id) or of an
// engine or propeller replacement of the component list (no parent). Every read and write starts from
// tenant(db, company). The functions are generic: the assembly endpoints, the component list's Replace and
// Restore and the records' own writes (a record's assembly rows) use them alike. Rows are answered with their
// aircraft's tail number.

/** What an insert or update gives (API names; undefined keeps the stored value). */
export type AssemblyValues = {
  [K in Exclude<keyof MaintainAssemblyRow, 'id' | 'planeName'>]?: MaintainAssemblyRow[K] | null;
};

/** A stored row (API names) without its aircraft's name. */
export type AssemblyRecord = Omit<MaintainAssemblyRow, 'planeName'>;

const fields = fieldMapOf(MaintainAssembly);
const selection = selectionOf(MaintainAssembly) as never[];
const withPlane = [...selection, 'plane_entity.name as plane_name'] as never[];

const toApi = (row: Record<string, unknown>) => fromRow(MaintainAssembly, row) as AssemblyRecord;
const toRow = (raw: unknown): MaintainAssemblyRow => {
  const r = raw as Record<string, unknown>;
  return { ...toApi(r), planeName: String(r.plane_name) };
};

/** The company's rows joined to their aircraft (the company's too). */
const base = (db: Kysely<Database>, owner: Owner) =>
  tenant(db, owner)
    .select('maintain_assembly')
    .innerJoin('plane_entity', (j) =>
      j.onRef('plane_entity.id', '=', 'maintain_assembly.plane_id').on(owns('plane_entity', owner)),
    );

/**
 * A page of the company's rows: of one record (`parent`), or of one aircraft's effective rows (`plane`, state
 * above 0), narrowed further by the payload's filters (the field map's).
 */
export async function queryAssemblies(
  db: Kysely<Database>,
  owner: Owner,
  payload: QueryPayload,
  scope: { parent: number } | { plane: number },
) {
  let q = base(db, owner);
  q =
    'parent' in scope
      ? q.where('maintain_assembly.parent_id', '=', scope.parent)
      : q.where('maintain_assembly.plane_id', '=', scope.plane).where('maintain_assembly.state', '>', 0);
  const page = await runQuery(
    q,
    (x) => x.select(withPlane),
    // Newest change first (rows without a day last), then the latest added.
    { fields, tenant: null, defaultSort: { field: 'changeDate', order: 'desc' }, idColumn: 'maintain_assembly.id' },
    payload,
  );
  return { items: page.items.map(toRow), totalItems: page.totalItems };
}

export async function findAssembly(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
): Promise<MaintainAssemblyRow | undefined> {
  const row = await base(db, owner).select(withPlane).where('maintain_assembly.id', '=', id).executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The rows of records, by record id (each list in the order the rows were added). */
export async function assembliesOfParents(
  db: Kysely<Database>,
  owner: Owner,
  parentIds: readonly number[],
): Promise<Map<number, AssemblyRecord[]>> {
  const out = new Map<number, AssemblyRecord[]>();
  const unique = [...new Set(parentIds)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await tenant(db, owner)
      .select('maintain_assembly')
      .select(selection)
      .where('parent_id', 'in', unique.slice(i, i + 500))
      .orderBy('id')
      .execute();
    for (const raw of rows) {
      const row = toApi(raw as Record<string, unknown>);
      const list = out.get(row.parent as number) ?? [];
      list.push(row);
      out.set(row.parent as number, list);
    }
  }
  return out;
}

/** The rows of a record, in the order they were added. */
export async function assembliesOfParent(
  db: Kysely<Database>,
  owner: Owner,
  parentId: number,
): Promise<AssemblyRecord[]> {
  return (await assembliesOfParents(db, owner, [parentId])).get(parentId) ?? [];
}

/** The change day of a record's rows follows its work date. */
export async function setParentChangeDate(db: Kysely<Database>, owner: Owner, parentId: number, date: string | null) {
  await tenant(db, owner)
    .update('maintain_assembly')
    .set({ change_date: date })
    .where('parent_id', '=', parentId)
    .execute();
}

/** Inserts rows (the caller sets plane, parent, state and createdAt); answers their ids in the given order. */
export async function insertAssemblies(
  db: Kysely<Database>,
  owner: Owner,
  rows: readonly AssemblyValues[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const v of rows) {
    const out = await tenant(db, owner)
      .insert('maintain_assembly', [toColumns(MaintainAssembly, v) as never])
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(out.id);
  }
  return ids;
}

export async function updateAssembly(
  db: Kysely<Database>,
  owner: Owner,
  id: number,
  values: AssemblyValues,
): Promise<void> {
  const columns = toColumns(MaintainAssembly, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('maintain_assembly').set(columns).where('id', '=', id).execute();
}

export async function deleteAssemblies(db: Kysely<Database>, owner: Owner, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tenant(db, owner).delete('maintain_assembly').where('id', 'in', ids).execute();
}

/** Every row of a record (the record is being deleted). */
export async function deleteAssembliesOfParent(db: Kysely<Database>, owner: Owner, parentId: number): Promise<void> {
  await tenant(db, owner).delete('maintain_assembly').where('parent_id', '=', parentId).execute();
}

/** The row a component replacement wrote (no parent; installed component `installBom`), if any. */
export async function replacementAssembly(
  db: Kysely<Database>,
  owner: Owner,
  installBom: number,
): Promise<AssemblyRecord | undefined> {
  const row = await tenant(db, owner)
    .select('maintain_assembly')
    .select(selection)
    .where('install_bom', '=', installBom)
    .where('parent_id', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

/**
 * What an assembly row needs of its record: aircraft, closed, work day (the record's kind is not its concern).
 * `lock` (PostgreSQL): the record's row stays locked until the transaction ends, so that it cannot be signed
 * while one of its rows changes.
 */
export async function parentRecord(db: Kysely<Database>, owner: Owner, id: number, lock = false) {
  const q = tenant(db, owner)
    .select('maintain_task')
    .select(['id', 'plane_id', 'closed', 'work_date'])
    .where('id', '=', id);
  const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
  return row
    ? { id: row.id, plane: row.plane_id, closed: Number(row.closed), workDate: row.work_date ?? null }
    : undefined;
}
