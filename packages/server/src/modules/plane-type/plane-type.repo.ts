import { PlaneType } from '@hangar/domain/contracts/registers';
import type { RowOf } from '@hangar/domain/entity';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { shared } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `plane_type`: a catalogue shared by every company (no company column), so reads take no
// tenant predicate and writes are guarded by the service (company 10000 only). Rows in and out are API rows.

export type PlaneTypeRow = RowOf<typeof PlaneType>;
export type PlaneTypeValues = Omit<PlaneTypeRow, 'id'>;

const fields = fieldMapOf(PlaneType);
const selection = selectionOf(PlaneType) as never[];
const toApi = (row: Record<string, unknown>) => fromRow(PlaneType, row);

export async function queryPlaneTypes(db: Kysely<Database>, payload: QueryPayload) {
  const page = await runQuery(
    shared(db).select('plane_type'),
    (q) => q.select(selection),
    {
      fields,
      // Shared catalogue (docs/domain.md "Organisations, tenancy, visibility"): every company reads every type.
      tenant: null,
      defaultSort: { field: 'sorter', order: 'asc' },
      idColumn: 'plane_type.id',
    },
    payload,
  );
  return { items: page.items.map((r) => toApi(r as Record<string, unknown>)), totalItems: page.totalItems };
}

export async function findPlaneType(db: Kysely<Database>, id: number): Promise<PlaneTypeRow | undefined> {
  const row = await shared(db).select('plane_type').selectAll().where('plane_type.id', '=', id).executeTakeFirst();
  return row ? toApi(row) : undefined;
}

/** Parent links of every type (a small tree). */
export async function typeParentLinks(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await shared(db).select('plane_type').select(['id', 'parent']).execute();
  return new Map(rows.map((r) => [r.id, r.parent]));
}

/** A sibling with this name (names are unique among the children of one parent). */
export function findSiblingByName(db: Kysely<Database>, parent: number, name: string, exceptId?: number) {
  let q = shared(db).select('plane_type').select('id').where('parent', '=', parent).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function insertPlaneType(db: Kysely<Database>, values: PlaneTypeValues): Promise<PlaneTypeRow> {
  const row = await shared(db)
    .insert('plane_type')
    .values(toColumns(PlaneType, values) as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApi(row);
}

export async function updatePlaneType(db: Kysely<Database>, id: number, values: PlaneTypeValues): Promise<void> {
  await shared(db).update('plane_type').set(toColumns(PlaneType, values)).where('id', '=', id).execute();
}

export async function deletePlaneType(db: Kysely<Database>, id: number): Promise<void> {
  await shared(db).delete('plane_type').where('id', '=', id).execute();
}
