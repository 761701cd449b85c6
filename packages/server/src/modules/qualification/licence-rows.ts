import { formatDateTime } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, tenant } from '../../platform/db/tenant';

// A member's maintenance licence as fixtures, tests and the demo give it (issue 34: licences live in
// `qual_licence`; before, one licence per membership in employ.licence_*): the member's maintenance licences
// become this one, or none.

export interface GivenLicence {
  no: string | null;
  type?: string | null;
  /** `YYYY-MM-DD…`; null or absent: does not expire. */
  expires?: string | null;
  /** `YYYY-MM-DD…`; absent: today. */
  issued?: string;
}

export async function giveLicence(db: Kysely<Database>, owner: Owner, userId: number, licence: GivenLicence) {
  const company = tenant(db, owner);
  await company.delete('qual_licence').where('user_id', '=', userId).where('kind', '=', 'maintenance').execute();
  if (licence.no === null) return;
  const now = formatDateTime(new Date(), 'UTC');
  const day = (d: string) => (d.length === 10 ? `${d} 00:00:00` : d);
  await company
    .insert('qual_licence', [
      {
        user_id: userId,
        kind: 'maintenance',
        licence_type: licence.type ?? '',
        licence_no: licence.no,
        categories: '[]',
        authority: null,
        issued: day(licence.issued ?? now.slice(0, 10)),
        expires: licence.expires ? day(licence.expires) : null,
        ratings: '[]',
        instrument: 0,
        instructor: 0,
        files: '[]',
        remarks: null,
        created_by: null,
        created_at: now,
      },
    ])
    .execute();
}
