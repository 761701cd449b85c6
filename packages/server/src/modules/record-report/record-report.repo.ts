import { TaskType } from '@hangar/domain/contracts/records';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, tenant } from '../../platform/db/tenant';

// The reports' SQL over the records (`maintain_task`) and the stored due of their control items
// (`maintain_ctrl`), read-only, through tenant(db, company).

/** What the AD/SB status table reads of a record. */
export interface StatusRecord {
  id: number;
  standardSeri: string;
  description: string | null;
  complianceMethod: string | null;
  unfit: number;
  isRepeat: number;
  workDate: string | null;
  flyHours: number | null;
  landings: number | null;
  closed: number;
  signedName: string | null;
  maintainCtrl: number | null;
}

const numberOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The aircraft's records of one kind (AD 50 or SB 60) that carry a number and name no model document. */
export async function numberedRecords(
  db: Kysely<Database>,
  owner: Owner,
  planeId: number,
  type: number,
): Promise<StatusRecord[]> {
  const rows = await tenant(db, owner)
    .select('maintain_task')
    .select([
      'id',
      'standard_seri',
      'description',
      'compliance_method',
      'unfit',
      'is_repeat',
      'work_date',
      'fly_hours',
      'landings',
      'closed',
      'signed_name',
      'maintain_ctrl_id',
    ])
    .where('plane_id', '=', planeId)
    .where('type', '=', type)
    .where('standard_seri', 'is not', null)
    .where('standard_seri', '<>', '')
    .where('document_id', 'is', null)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    standardSeri: String(r.standard_seri),
    description: r.description ?? null,
    complianceMethod: r.compliance_method ?? null,
    unfit: Number(r.unfit ?? 0),
    isRepeat: Number(r.is_repeat ?? 0),
    workDate: r.work_date ?? null,
    flyHours: numberOrNull(r.fly_hours),
    landings: numberOrNull(r.landings),
    closed: Number(r.closed),
    signedName: r.signed_name ?? null,
    maintainCtrl: numberOrNull(r.maintain_ctrl_id),
  }));
}

/** The stored due of some of the aircraft's control items, by id. */
export async function storedDueOf(db: Kysely<Database>, owner: Owner, planeId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, never>();
  const rows = await tenant(db, owner)
    .select('maintain_ctrl')
    .select(['id', 'due_expire_date', 'due_expire_hours', 'due_expire_landings', 'due_warn_date', 'due_overdue_date'])
    .where('plane_id', '=', planeId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        expireDate: r.due_expire_date ?? null,
        expireHours: numberOrNull(r.due_expire_hours),
        expireLandings: numberOrNull(r.due_expire_landings),
        warnDate: r.due_warn_date ?? null,
        overdueDate: r.due_overdue_date ?? null,
      },
    ]),
  );
}

/** The company's faults not closed: all, and those still pending (state below 1). */
export async function openFaults(db: Kysely<Database>, owner: Owner): Promise<{ open: number; pending: number }> {
  const row = await tenant(db, owner)
    .select('maintain_task')
    .select([
      sql<number>`count(*)`.as('open'),
      sql<number>`coalesce(sum(case when maintain_task.state < 1 then 1 else 0 end), 0)`.as('pending'),
    ])
    .where('type', '=', TaskType.Fault)
    .where('closed', '=', 0)
    .executeTakeFirst();
  return { open: Number(row?.open ?? 0), pending: Number(row?.pending ?? 0) };
}
