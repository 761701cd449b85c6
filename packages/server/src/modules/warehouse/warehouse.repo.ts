import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, tenant } from '../../platform/db/tenant';
import { invalid } from '../../platform/http/errors';

// What the warehouse list checks beyond the named-list factory (platform/entity/named-list.ts): the site it
// names is one of the company's.

/** Refuses (400, field `site`) a site id that is not one of the company's sites. */
export async function checkWarehouseSite(db: Kysely<Database>, owner: Owner, values: Record<string, unknown>) {
  const site = values.site;
  if (typeof site !== 'number') return;
  const row = await tenant(db, owner).select('site').select('id').where('id', '=', site).executeTakeFirst();
  if (!row) throw invalid('material.badSite', 'site');
}
