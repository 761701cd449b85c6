import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { shared, tenant } from '../../platform/db/tenant';

// What an upload's target is: a model of the shared catalogue (with its managing company), or an aircraft of
// the caller's company.

export function findModelManager(db: Kysely<Database>, id: number) {
  return shared(db).select('plane_model').select('manager').where('id', '=', id).executeTakeFirst();
}

export function findOwnPlane(db: Kysely<Database>, scope: AccessScope, id: number) {
  return tenant(db, scope).select('plane_entity').select('id').where('id', '=', id).executeTakeFirst();
}
