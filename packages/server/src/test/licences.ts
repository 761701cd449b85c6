import type { Kysely } from 'kysely';
import { type GivenLicence, giveLicence } from '../modules/qualification';
import type { Database } from '../platform/db/schema';

/**
 * Gives the member of a membership (employ id) a maintenance licence, or none (`no: null`): their maintenance
 * licences become this one (issue 34: licences live in `qual_licence`).
 */
export async function setLicence(db: Kysely<Database>, employId: number, licence: GivenLicence): Promise<void> {
  const member = await db
    .selectFrom('employ')
    .select(['company_id', 'user_id'])
    .where('id', '=', employId)
    .executeTakeFirstOrThrow();
  if (member.user_id === null) throw new Error(`membership ${employId} has no user`);
  await giveLicence(db, member.company_id, member.user_id, licence);
}
