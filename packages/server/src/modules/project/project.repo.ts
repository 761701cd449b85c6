import { Project } from '@hangar/domain/contracts/organize';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';
import { fieldMapOf } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `project`, always within the caller's current company (tenant()).

const projectFields = fieldMapOf(Project);

export function queryProjects(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  return runQuery(
    tenant(db, scope).select('project'),
    (q) => q.select(['project.id', 'project.name']),
    { fields: projectFields, tenant: null, defaultSort: { field: 'id', order: 'asc' }, idColumn: 'project.id' },
    payload,
  );
}

/** A project of the caller's company, or undefined (another company's project is not found). */
export function findProject(db: Kysely<Database>, scope: AccessScope, id: number) {
  return tenant(db, scope).select('project').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/**
 * The project a call is about: the one named by the client, else the session's, else the company's first.
 * Undefined when the named project is not the caller's company's.
 */
export async function resolveProject(db: Kysely<Database>, scope: AccessScope, id?: number) {
  const wanted = id ?? scope.projectId;
  if (wanted !== null) return findProject(db, scope, wanted);
  return tenant(db, scope).select('project').select(['id', 'name']).orderBy('id').executeTakeFirst();
}
