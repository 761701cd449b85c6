import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL on `project`. Every function scopes itself to the caller's current company.

export const projectFields: FieldMap = {
  id: { column: 'project.id', type: 'number' },
  name: { column: 'project.name', type: 'text' },
};

export function queryProjects(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const companyId = companyOf(scope);
  return runQuery(
    db.selectFrom('project'),
    (q) => q.select(['project.id', 'project.name']),
    {
      fields: projectFields,
      tenant: sql`project.company_id = ${companyId}`,
      defaultSort: { field: 'id', order: 'asc' },
      idColumn: 'project.id',
    },
    payload,
  );
}

/** A project of the caller's company, or undefined (another company's project is not found). */
export function findProject(db: Kysely<Database>, scope: AccessScope, id: number) {
  return db
    .selectFrom('project')
    .select(['id', 'name'])
    .where('id', '=', id)
    .where('company_id', '=', companyOf(scope))
    .executeTakeFirst();
}

/**
 * The project a call is about: the one named by the client, else the session's, else the company's first.
 * Undefined when the named project is not the caller's company's.
 */
export async function resolveProject(db: Kysely<Database>, scope: AccessScope, id?: number) {
  const wanted = id ?? scope.projectId;
  if (wanted !== null) return findProject(db, scope, wanted);
  return db
    .selectFrom('project')
    .select(['id', 'name'])
    .where('company_id', '=', companyOf(scope))
    .orderBy('id')
    .executeTakeFirst();
}
