import {
  planeEntityDateFields,
  planeEntityNumberFields,
  planeEntityTextFields,
} from '@hangar/domain/contracts/registers';
import type { QueryPayload } from '@hangar/domain/query';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import { type AccessScope, companyOf } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import type { PlaneEntityTable } from '../../platform/db/schema-registers';
import { type Owner, tenant } from '../../platform/db/tenant';
import { type FieldMap, runQuery } from '../../platform/query/compile';
import { fieldsOf } from '../brand/register-kit';

// The only SQL on `plane_entity`. Every function scopes itself to the caller's current company, so an id of
// another company's aircraft reads as absent and writes nothing.

export type PlaneEntityRow = Selectable<PlaneEntityTable>;

export const planeEntityFields: FieldMap = {
  id: { column: 'plane_entity.id', type: 'number' },
  name: { column: 'plane_entity.name', type: 'text' },
  model: { column: 'plane_entity.model_id', type: 'number' },
  allFlyHours: { column: 'plane_entity.all_fly_hours', type: 'number' },
  createdAt: { column: 'plane_entity.created_at', type: 'date' },
  ...fieldsOf('plane_entity', planeEntityTextFields, 'text'),
  ...fieldsOf('plane_entity', planeEntityNumberFields, 'number'),
  ...fieldsOf('plane_entity', planeEntityDateFields, 'date'),
};

export function queryPlaneEntities(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const companyId = companyOf(scope);
  return runQuery(
    db.selectFrom('plane_entity'),
    // The model's name is a display column: joined for the page only.
    (q) =>
      q
        .leftJoin('plane_model', 'plane_model.id', 'plane_entity.model_id')
        .selectAll('plane_entity')
        .select('plane_model.name as model_name'),
    {
      fields: planeEntityFields,
      tenant: sql`plane_entity.company_id = ${companyId}`,
      defaultSort: { field: 'name', order: 'asc' },
      idColumn: 'plane_entity.id',
    },
    payload,
  );
}

/** What a picker may filter and sort on: the names call answers nothing else (no hours, no records). */
export const planeNameFields: FieldMap = {
  id: planeEntityFields.id,
  name: planeEntityFields.name,
  model: planeEntityFields.model,
};

/** The company's aircraft as a picker needs them: id, tail number, model id. */
export function queryPlaneNames(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const companyId = companyOf(scope);
  return runQuery(
    db.selectFrom('plane_entity'),
    (q) => q.select(['plane_entity.id', 'plane_entity.name', 'plane_entity.model_id']),
    {
      fields: planeNameFields,
      tenant: sql`plane_entity.company_id = ${companyId}`,
      defaultSort: { field: 'name', order: 'asc' },
      idColumn: 'plane_entity.id',
    },
    payload,
  );
}

export function findPlaneEntity(db: Kysely<Database>, scope: AccessScope, id: number) {
  return db
    .selectFrom('plane_entity')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyOf(scope))
    .executeTakeFirst();
}

/** Another aircraft of the company with this tail number. */
export function findByTail(db: Kysely<Database>, scope: AccessScope, name: string, exceptId?: number) {
  let q = db
    .selectFrom('plane_entity')
    .select('id')
    .where('company_id', '=', companyOf(scope))
    .where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

export async function modelExists(db: Kysely<Database>, modelId: number): Promise<boolean> {
  return (await db.selectFrom('plane_model').select('id').where('id', '=', modelId).executeTakeFirst()) !== undefined;
}

export function insertPlaneEntity(
  db: Kysely<Database>,
  scope: AccessScope,
  values: Omit<Insertable<PlaneEntityTable>, 'company_id'>,
): Promise<PlaneEntityRow> {
  return db
    .insertInto('plane_entity')
    .values({ ...values, company_id: companyOf(scope) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePlaneEntity(
  db: Kysely<Database>,
  scope: AccessScope,
  id: number,
  values: Updateable<PlaneEntityTable>,
) {
  await db
    .updateTable('plane_entity')
    .set(values)
    .where('id', '=', id)
    .where('company_id', '=', companyOf(scope))
    .execute();
}

export async function deletePlaneEntity(db: Kysely<Database>, scope: AccessScope, id: number) {
  await db.deleteFrom('plane_entity').where('id', '=', id).where('company_id', '=', companyOf(scope)).execute();
}

// --- What maintenance control reads of an aircraft ----------------------------------------------------------

/** An aircraft of the company with what its maintenance needs: tail number, model, total flight hours. */
export function planeCounters(db: Kysely<Database>, owner: Owner, id: number) {
  return tenant(db, owner)
    .select('plane_entity')
    .select(['id', 'name', 'model_id', 'all_fly_hours'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The ids of the company's aircraft, in id order. */
export async function planeIdsOf(db: Kysely<Database>, owner: Owner): Promise<number[]> {
  const rows = await tenant(db, owner).select('plane_entity').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}
