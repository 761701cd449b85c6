import { CertKind } from '@hangar/domain/contracts/certificates';
import type { StatusReason } from '@hangar/domain/contracts/status';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';

// Certificates' reasons for aircraft statuses (issue 32, platform/registry.ts `StatusSource`): an open
// airworthiness certificate (kind 1) whose expiry is before `today` (expired, as certWarning says). Grounding.

const day = (value: string | null) => (value ? String(value).slice(0, 10) : null);

export async function expiredCertReasons(
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[] | null,
  today: string,
): Promise<StatusReason[]> {
  let q = tenant(db, companyId)
    .select('plane_cert')
    .select(['id', 'plane_id', 'name', 'seri', 'expire_date'])
    .where('kind', '=', CertKind.Airworthiness)
    .where('closed', '=', 0)
    .where('expire_date', '<', `${today} 00:00:00`);
  if (planeIds !== null) q = q.where('plane_id', 'in', planeIds.length === 0 ? [0] : [...planeIds]);
  const rows = await q.orderBy('plane_id').orderBy('expire_date').orderBy('id').execute();
  return rows.map((r) => ({
    planeId: r.plane_id,
    kind: 'certificateExpired',
    grounding: true,
    ref: r.id,
    title: r.seri ? `${r.name} ${r.seri}` : r.name,
    due: day(r.expire_date),
  }));
}
