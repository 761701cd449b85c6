import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';

// What a sign-off reads of the signer's qualifications (signer.ts): whether the company holds any authorisation
// (the enforcement switch), the signer's authorisations, and their latest medical examination.

/** Whether the company has any authorisation on file (any member, any validity): checks are enforced then. */
export async function enforcedIn(db: Kysely<Database>, scope: AccessScope): Promise<boolean> {
  const row = await tenant(db, scope).select('qual_authorisation').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export interface SignerAuthorisation {
  authNo: string;
  models: number[];
  kinds: string[];
  validFrom: string;
  validTo: string | null;
  medicalRequired: number;
}

const list = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : ((v ?? []) as T[]));

/** A member's authorisations, whatever their validity, oldest first. */
export async function authorisationsOf(
  db: Kysely<Database>,
  scope: AccessScope,
  userId: number,
): Promise<SignerAuthorisation[]> {
  const rows = await tenant(db, scope)
    .select('qual_authorisation')
    .select(['auth_no', 'models', 'kinds', 'valid_from', 'valid_to', 'medical_required'])
    .where('user_id', '=', userId)
    .orderBy('valid_from')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    authNo: r.auth_no,
    models: list<number>(r.models),
    kinds: list<string>(r.kinds),
    validFrom: String(r.valid_from).slice(0, 10),
    validTo: r.valid_to === null ? null : String(r.valid_to).slice(0, 10),
    medicalRequired: r.medical_required,
  }));
}

/** A member's latest medical examination (by examination day), any class, or undefined. */
export function latestMedicalOf(db: Kysely<Database>, scope: AccessScope, userId: number) {
  return tenant(db, scope)
    .select('qual_medical')
    .select(['medical_class', 'exam_date', 'result', 'stated_until', 'valid_until'])
    .where('user_id', '=', userId)
    .orderBy('exam_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
