import type { StatusReason } from '@hangar/domain/contracts/status';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { tenant } from '../../platform/db/tenant';
import { overdueSql } from './maintain-ctrl.repo';

// Maintenance control's reasons for aircraft statuses (issue 32, platform/registry.ts `StatusSource`): every
// enabled control item overdue on `today`, i.e. late beyond its tolerance (docs/domain.md "Tolerances"), as its
// stored due says (the first overdue day, the year-1 date when overdue by hours or landings). Grounding.

const day = (value: string | null) => (value ? String(value).slice(0, 10) : null);

export async function overdueItemReasons(
  db: Kysely<Database>,
  companyId: number,
  planeIds: readonly number[] | null,
  today: string,
): Promise<StatusReason[]> {
  let q = tenant(db, companyId)
    .select('maintain_ctrl')
    .select(['id', 'plane_id', 'name', 'due_expire_date'])
    .where('disabled', '=', 0)
    .where(overdueSql(today));
  if (planeIds !== null) q = q.where('plane_id', 'in', planeIds.length === 0 ? [0] : [...planeIds]);
  const rows = await q.orderBy('plane_id').orderBy('sorter').orderBy('id').execute();
  return rows.map((r) => ({
    planeId: r.plane_id,
    kind: 'overdueItem',
    grounding: true,
    ref: r.id,
    title: r.name,
    due: day(r.due_expire_date),
  }));
}
