import { MaterialType } from '@hangar/domain/contracts/materials';
import type { RowOf } from '@hangar/domain/entity';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `material_type`: a tree per company, always reached through the caller's company (tenant()),
// so an id of another company's category reads as absent. Rows in and out are API rows.

export type MaterialTypeRow = RowOf<typeof MaterialType>;
export type MaterialTypeValues = Omit<MaterialTypeRow, 'id'>;

const fields = fieldMapOf(MaterialType);
const selection = selectionOf(MaterialType) as never[];
const toApi = (row: Record<string, unknown>) => fromRow(MaterialType, row);

export async function queryMaterialTypes(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, owner).select('material_type'),
    (q) => q.select(selection),
    { fields, tenant: null, defaultSort: { field: 'sorter', order: 'asc' }, idColumn: 'material_type.id' },
    payload,
  );
  return { items: page.items.map((r) => toApi(r as Record<string, unknown>)), totalItems: page.totalItems };
}

export async function findMaterialType(db: Kysely<Database>, owner: Owner, id: number) {
  const row = await tenant(db, owner).select('material_type').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApi(row) : undefined;
}

/** Every category of the company: id, parent and name (a small tree; the import resolves paths with it). */
export function typeTree(db: Kysely<Database>, owner: Owner) {
  return tenant(db, owner).select('material_type').select(['id', 'parent', 'name']).execute();
}

/** A sibling with this name (names are unique among the children of one parent). */
export function findSiblingByName(db: Kysely<Database>, owner: Owner, parent: number, name: string, exceptId?: number) {
  let q = tenant(db, owner).select('material_type').select('id').where('parent', '=', parent).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function insertMaterialType(db: Kysely<Database>, owner: Owner, values: MaterialTypeValues) {
  const row = await tenant(db, owner)
    .insert('material_type', [toColumns(MaterialType, values) as never])
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApi(row);
}

export async function updateMaterialType(db: Kysely<Database>, owner: Owner, id: number, values: MaterialTypeValues) {
  await tenant(db, owner).update('material_type').set(toColumns(MaterialType, values)).where('id', '=', id).execute();
}

export async function deleteMaterialType(db: Kysely<Database>, owner: Owner, id: number) {
  await tenant(db, owner).delete('material_type').where('id', '=', id).execute();
}
