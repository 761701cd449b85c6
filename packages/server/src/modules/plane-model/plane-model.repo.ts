import {
  planeModelCountFields,
  planeModelNumberFields,
  planeModelTextFields,
} from '@hangar/domain/contracts/registers';
import type { QueryPayload } from '@hangar/domain/query';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { PlaneModelTable } from '../../platform/db/schema-registers';
import { type FieldMap, runQuery } from '../../platform/query/compile';
import { fieldsOf } from '../brand/register-kit';

// The only SQL on `plane_model`: a catalogue shared by every company (readable by all, no tenant predicate);
// the service decides who may write (company 10000 or the model's manager).

export type PlaneModelRow = Selectable<PlaneModelTable>;

/** API fields of the model info panel stored as their snake_case columns. */
export const planeModelDataFields = [
  ...planeModelTextFields,
  ...planeModelNumberFields,
  ...planeModelCountFields,
] as const;

export const planeModelFields: FieldMap = {
  id: { column: 'plane_model.id', type: 'number' },
  name: { column: 'plane_model.name', type: 'text' },
  type: { column: 'plane_model.type_id', type: 'number' },
  brand: { column: 'plane_model.brand_id', type: 'number' },
  manager: { column: 'plane_model.manager', type: 'number' },
  createdAt: { column: 'plane_model.created_at', type: 'date' },
  ...fieldsOf('plane_model', planeModelTextFields, 'text'),
  ...fieldsOf('plane_model', planeModelNumberFields, 'number'),
  ...fieldsOf('plane_model', planeModelCountFields, 'number'),
};

export function queryPlaneModels(db: Kysely<Database>, payload: QueryPayload) {
  return runQuery(
    db.selectFrom('plane_model'),
    // Display names (category, brand, managing company) are joined for the page only.
    (q) =>
      q
        .leftJoin('plane_type', 'plane_type.id', 'plane_model.type_id')
        .leftJoin('brand', 'brand.id', 'plane_model.brand_id')
        .leftJoin('company', 'company.id', 'plane_model.manager')
        .selectAll('plane_model')
        .select(['plane_type.name as type_name', 'brand.name as brand_name', 'company.name as manager_name']),
    {
      fields: planeModelFields,
      // Shared catalogue (DOMAIN.md "Organisations, tenancy, visibility"): every company reads every model.
      tenant: null,
      defaultSort: { field: 'name', order: 'asc' },
      idColumn: 'plane_model.id',
    },
    payload,
  );
}

export function findPlaneModel(db: Kysely<Database>, id: number): Promise<PlaneModelRow | undefined> {
  return db.selectFrom('plane_model').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Another model of the same manager with this name (names are unique per managing company). */
export function findModelByName(db: Kysely<Database>, manager: number, name: string, exceptId?: number) {
  let q = db.selectFrom('plane_model').select('id').where('manager', '=', manager).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function brandCompany(db: Kysely<Database>, brandId: number): Promise<number | undefined> {
  const row = await db.selectFrom('brand').select('company_id').where('id', '=', brandId).executeTakeFirst();
  return row?.company_id;
}

export async function typeExists(db: Kysely<Database>, typeId: number): Promise<boolean> {
  return (await db.selectFrom('plane_type').select('id').where('id', '=', typeId).executeTakeFirst()) !== undefined;
}

export async function companyExists(db: Kysely<Database>, companyId: number): Promise<boolean> {
  return (await db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst()) !== undefined;
}

export async function insertPlaneModel(
  db: Kysely<Database>,
  values: Insertable<PlaneModelTable>,
): Promise<PlaneModelRow> {
  return db.insertInto('plane_model').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePlaneModel(db: Kysely<Database>, id: number, values: Updateable<PlaneModelTable>) {
  await db.updateTable('plane_model').set(values).where('id', '=', id).execute();
}

export async function deletePlaneModel(db: Kysely<Database>, id: number) {
  await db.deleteFrom('plane_model').where('id', '=', id).execute();
}
