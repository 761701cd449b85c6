import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type FieldMap, runQuery } from '../../platform/query/compile';

// The only SQL on `plane_type`: a catalogue shared by every company (no company column), so reads take no
// tenant predicate and writes are guarded by the service (company 10000 only).

export const planeTypeFields: FieldMap = {
  id: { column: 'plane_type.id', type: 'number' },
  name: { column: 'plane_type.name', type: 'text' },
  parent: { column: 'plane_type.parent', type: 'number' },
  sorter: { column: 'plane_type.sorter', type: 'number' },
  remarks: { column: 'plane_type.remarks', type: 'text' },
};

const columns = [
  'plane_type.id',
  'plane_type.name',
  'plane_type.parent',
  'plane_type.sorter',
  'plane_type.remarks',
] as const;

export interface PlaneTypeRow {
  id: number;
  name: string;
  parent: number;
  sorter: number;
  remarks: string | null;
}

export type PlaneTypeValues = Omit<PlaneTypeRow, 'id'>;

export function queryPlaneTypes(db: Kysely<Database>, payload: QueryPayload) {
  return runQuery(
    db.selectFrom('plane_type'),
    (q) => q.select(columns),
    {
      fields: planeTypeFields,
      // Shared catalogue (DOMAIN.md "Organisations, tenancy, visibility"): every company reads every type.
      tenant: null,
      defaultSort: { field: 'sorter', order: 'asc' },
      idColumn: 'plane_type.id',
    },
    payload,
  );
}

export function findPlaneType(db: Kysely<Database>, id: number): Promise<PlaneTypeRow | undefined> {
  return db.selectFrom('plane_type').select(columns).where('plane_type.id', '=', id).executeTakeFirst();
}

/** Parent links of every type (a small tree). */
export async function typeParentLinks(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('plane_type').select(['id', 'parent']).execute();
  return new Map(rows.map((r) => [r.id, r.parent]));
}

/** A sibling with this name (names are unique among the children of one parent). */
export function findSiblingByName(db: Kysely<Database>, parent: number, name: string, exceptId?: number) {
  let q = db.selectFrom('plane_type').select('id').where('parent', '=', parent).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function insertPlaneType(db: Kysely<Database>, values: PlaneTypeValues): Promise<number> {
  const row = await db.insertInto('plane_type').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlaneType(db: Kysely<Database>, id: number, values: PlaneTypeValues): Promise<void> {
  await db.updateTable('plane_type').set(values).where('id', '=', id).execute();
}

export async function deletePlaneType(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('plane_type').where('id', '=', id).execute();
}
