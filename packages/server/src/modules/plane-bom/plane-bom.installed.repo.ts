import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, tenant } from '../../platform/db/tenant';

// The components as other modules read them (issue 32, appliance ADs): the AD register lists an appliance
// document's rows per installed component of its part numbers; an AD/SB record names the component it complied on.

/** A component row: its aircraft, name, part number (`model`) and serial number, installed (closed 0) or not. */
export interface ComponentRef {
  id: number;
  planeId: number;
  name: string;
  part: string | null;
  seri: string | null;
  closed: number;
}

const refOf = (r: {
  id: number;
  plane_id: number;
  name: string;
  model: string | null;
  seri: string | null;
  closed: number;
}): ComponentRef => ({
  id: r.id,
  planeId: r.plane_id,
  name: r.name,
  part: r.model ?? null,
  seri: r.seri ?? null,
  closed: Number(r.closed),
});

const COLUMNS = ['id', 'plane_id', 'name', 'model', 'seri', 'closed'] as const;

/** The installed (not retired) components of the company's aircraft (all: null), in list order. */
export async function installedComponents(
  db: Kysely<Database>,
  owner: Owner,
  planeIds: readonly number[] | null,
): Promise<ComponentRef[]> {
  let q = tenant(db, owner).select('plane_bom').select(COLUMNS).where('closed', '=', 0);
  if (planeIds !== null) {
    if (planeIds.length === 0) return [];
    q = q.where('plane_id', 'in', [...planeIds]);
  }
  const rows = await q.orderBy('plane_id').orderBy('sorter').orderBy('id').execute();
  return rows.map(refOf);
}

/** One of the company's component rows, installed or retired. */
export async function findComponent(db: Kysely<Database>, owner: Owner, id: number): Promise<ComponentRef | undefined> {
  const row = await tenant(db, owner).select('plane_bom').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? refOf(row) : undefined;
}
