import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

// Issue 28: each link of the sign-off chains is signed with the record key kept outside the database
// (platform/records/record-key.ts): `signature`, base64 Ed25519, text on both engines. Links made before stay
// without one here; the first start after this migration signs them once ("adopted": platform/records/
// sign-chain.ts prepareRecordSigning, docs/decisions.md "Signed links and checkpointed heads").
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('record_sign').addColumn('signature', 'text').execute();
}
