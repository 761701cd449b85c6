import type { StatusReason } from '@hangar/domain/contracts/status';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';

// Installed components' reasons for aircraft statuses (issue 32, platform/registry.ts `StatusSource`): an
// installed component (closed = 0) over a life limit: its stored life state overdue (hours or landings over, as
// of the aircraft's counters when last written), or its calendar life expiring before `today` (the stored state
// was computed on an earlier day). Grounding.

const day = (value: string | null) => (value ? String(value).slice(0, 10) : null);

export async function lifeExceededReasons(
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[] | null,
  today: string,
): Promise<StatusReason[]> {
  const over = sql<SqlBool>`(plane_bom.life_state = 2 or plane_bom.life_expire_date < ${`${today} 00:00:00`})`;
  let q = tenant(db, companyId)
    .select('plane_bom')
    .select(['id', 'plane_id', 'name', 'model', 'seri', 'life_expire_date'])
    .where('closed', '=', 0)
    .where(over);
  if (planeIds !== null) q = q.where('plane_id', 'in', planeIds.length === 0 ? [0] : [...planeIds]);
  const rows = await q.orderBy('plane_id').orderBy('sorter').orderBy('id').execute();
  return rows.map((r) => ({
    planeId: r.plane_id,
    kind: 'lifeExceeded',
    grounding: true,
    ref: r.id,
    title: [r.name, r.model, r.seri].filter((v) => v).join(' '),
    due: day(r.life_expire_date),
  }));
}
