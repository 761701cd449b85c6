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

/** A member's pilot licences: validity and type ratings. */
export async function pilotLicencesOf(db: Kysely<Database>, scope: AccessScope, userId: number) {
  const rows = await tenant(db, scope)
    .select('qual_licence')
    .select(['issued', 'expires', 'ratings'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'pilot')
    .execute();
  return rows.map((r) => ({
    issued: String(r.issued).slice(0, 10),
    expires: r.expires === null ? null : String(r.expires).slice(0, 10),
    ratings: list<number>(r.ratings),
  }));
}

/** A member's latest pilot medical (class 1–3) examined on or before `day`, or undefined. */
export function pilotMedicalOf(db: Kysely<Database>, scope: AccessScope, userId: number, day: string) {
  return tenant(db, scope)
    .select('qual_medical')
    .select(['exam_date', 'result', 'valid_until'])
    .where('user_id', '=', userId)
    .where('medical_class', 'in', [1, 2, 3])
    .where('exam_date', '<=', `${day} 23:59:59`)
    .orderBy('exam_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The flights a member flew as pilot in command from `from` through `to` (days), with their landings. */
export async function flightsAsPilot(
  db: Kysely<Database>,
  scope: AccessScope,
  userId: number,
  from: string,
  to: string,
) {
  const rows = await tenant(db, scope)
    .select('plane_fly')
    .select(['fly_date', 'day_fly_count'])
    .where('pilot_id', '=', userId)
    .where('fly_date', '>=', `${from} 00:00:00`)
    .where('fly_date', '<=', `${to} 23:59:59`)
    .execute();
  return rows.map((r) => ({ day: String(r.fly_date).slice(0, 10), landings: Number(r.day_fly_count ?? 0) }));
}
