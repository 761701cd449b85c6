import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL on `department`. Every function scopes itself to the caller's current company, so an id of
// another company's department reads as absent and writes nothing.

export const departmentFields: FieldMap = {
  id: { column: 'department.id', type: 'number' },
  name: { column: 'department.name', type: 'text' },
  parent: { column: 'department.parent', type: 'number' },
  sorter: { column: 'department.sorter', type: 'number' },
};

const columns = ['department.id', 'department.name', 'department.parent', 'department.sorter'] as const;

export function queryDepartments(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const companyId = companyOf(scope);
  return runQuery(
    db.selectFrom('department'),
    (q) => q.select(columns),
    {
      fields: departmentFields,
      tenant: sql`department.company_id = ${companyId}`,
      defaultSort: { field: 'sorter', order: 'asc' },
      idColumn: 'department.id',
    },
    payload,
  );
}

export function findDepartment(db: Kysely<Database>, scope: AccessScope, id: number) {
  return db
    .selectFrom('department')
    .select(columns)
    .where('department.id', '=', id)
    .where('department.company_id', '=', companyOf(scope))
    .executeTakeFirst();
}

/** Parent links of every department of the company (small: the organisation chart). */
export async function parentLinks(db: Kysely<Database>, scope: AccessScope): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('department')
    .select(['id', 'parent'])
    .where('company_id', '=', companyOf(scope))
    .execute();
  return new Map(rows.map((r) => [r.id, r.parent]));
}

export async function hasChildren(db: Kysely<Database>, scope: AccessScope, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('department')
    .select('id')
    .where('parent', '=', id)
    .where('company_id', '=', companyOf(scope))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface DepartmentValues {
  name: string;
  parent: number;
  sorter: number;
}

export async function insertDepartment(db: Kysely<Database>, scope: AccessScope, values: DepartmentValues) {
  const row = await db
    .insertInto('department')
    .values({ company_id: companyOf(scope), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDepartment(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
  values: DepartmentValues,
): Promise<boolean> {
  const result = await db
    .updateTable('department')
    .set(values)
    .where('id', '=', id)
    .where('company_id', '=', companyOf(scope))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDepartment(db: Kysely<Database>, scope: AccessScope, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('department')
    .where('id', '=', id)
    .where('company_id', '=', companyOf(scope))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
