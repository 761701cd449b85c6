import { Department, type DepartmentRow } from '@hangar/domain/contracts/organize';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';
import { fieldMapOf } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `department`, always within the caller's current company (tenant()), so an id of another
// company's department reads as absent and writes nothing.

const fields = fieldMapOf(Department);

export async function queryDepartments(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, scope).select('department'),
    (q) => q.select(['department.id', 'department.name', 'department.parent', 'department.sorter']),
    { fields, tenant: null, defaultSort: { field: 'sorter', order: 'asc' }, idColumn: 'department.id' },
    payload,
  );
  return page satisfies { items: DepartmentRow[] };
}

export function findDepartment(db: Kysely<Database>, scope: AccessScope, id: number) {
  return tenant(db, scope)
    .select('department')
    .select(['department.id', 'department.name', 'department.parent', 'department.sorter'])
    .where('department.id', '=', id)
    .executeTakeFirst();
}

/** Parent links of every department of the company (small: the organisation chart). */
export async function parentLinks(db: Kysely<Database>, scope: AccessScope): Promise<Map<number, number>> {
  const rows = await tenant(db, scope).select('department').select(['id', 'parent']).execute();
  return new Map(rows.map((r) => [r.id, r.parent]));
}

export type DepartmentValues = Omit<DepartmentRow, 'id'>;

export async function insertDepartment(db: Kysely<Database>, scope: AccessScope, values: DepartmentValues) {
  const row = await tenant(db, scope).insert('department', [values]).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDepartment(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
  values: DepartmentValues,
): Promise<boolean> {
  const result = await tenant(db, scope).update('department').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDepartment(db: Kysely<Database>, scope: AccessScope, id: number): Promise<boolean> {
  const result = await tenant(db, scope).delete('department').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
