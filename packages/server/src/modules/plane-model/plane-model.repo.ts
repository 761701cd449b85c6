import { PlaneModel } from '@hangar/domain/contracts/registers';
import type { RowOf } from '@hangar/domain/entity';
import type { QueryPayload } from '@hangar/domain/query';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, toColumns, withChanges } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `plane_model`: a catalogue shared by every company (readable by all, no tenant predicate);
// the service decides who may write (company 10000 or the model's manager). Rows in and out are API rows.

export type PlaneModelRow = RowOf<typeof PlaneModel>;
/** Values to store: fields of the API row (absent keeps, null clears). */
export type PlaneModelValues = { [K in Exclude<keyof PlaneModelRow, 'id'>]?: PlaneModelRow[K] | null };

const fields = fieldMapOf(PlaneModel);
const toApi = (row: Record<string, unknown>) => fromRow(PlaneModel, row);

export async function queryPlaneModels(db: Kysely<Database>, payload: QueryPayload) {
  const page = await runQuery(
    shared(db).select('plane_model'),
    // Display names (category, brand, managing company) are joined for the page only.
    (q) =>
      q
        .leftJoin('plane_type', 'plane_type.id', 'plane_model.type_id')
        // tenant: a shared model shows its brand's name to every company (the brand is part of the catalogue
        // entry); nothing else of the managing company's brand is read.
        .leftJoin('brand', 'brand.id', 'plane_model.brand_id')
        .leftJoin('company', 'company.id', 'plane_model.manager')
        .selectAll('plane_model')
        .select(['plane_type.name as type_name', 'brand.name as brand_name', 'company.name as manager_name']),
    {
      fields,
      // Shared catalogue (docs/domain.md "Organisations, tenancy, visibility"): every company reads every model.
      tenant: null,
      defaultSort: { field: 'name', order: 'asc' },
      idColumn: 'plane_model.id',
    },
    payload,
  );
  return {
    items: page.items.map((r) => ({
      ...toApi(r),
      typeName: r.type_name ?? null,
      brandName: r.brand_name ?? null,
      managerName: r.manager_name ?? null,
    })),
    totalItems: page.totalItems,
  };
}

export async function findPlaneModel(db: Kysely<Database>, id: number): Promise<PlaneModelRow | undefined> {
  const row = await shared(db).select('plane_model').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApi(row) : undefined;
}

/** Another model of the same manager with this name (names are unique per managing company). */
export function findModelByName(db: Kysely<Database>, manager: number, name: string, exceptId?: number) {
  let q = shared(db).select('plane_model').select('id').where('manager', '=', manager).where('name', '=', name);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return q.executeTakeFirst();
}

/** Whether the brand is one of the company's (or of the caller's company). */
export async function isBrandOf(db: Kysely<Database>, owner: AccessScope | number, brandId: number): Promise<boolean> {
  const row = await tenant(db, owner).select('brand').select('id').where('id', '=', brandId).executeTakeFirst();
  return row !== undefined;
}

export async function typeExists(db: Kysely<Database>, typeId: number): Promise<boolean> {
  const row = await shared(db).select('plane_type').select('id').where('id', '=', typeId).executeTakeFirst();
  return row !== undefined;
}

export async function companyExists(db: Kysely<Database>, companyId: number): Promise<boolean> {
  const row = await shared(db).select('company').select('id').where('id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

export async function companyName(db: Kysely<Database>, companyId: number): Promise<string | undefined> {
  const row = await shared(db).select('company').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name;
}

/** A unique index refused the write (SQLite, PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

export async function insertPlaneModel(db: Kysely<Database>, values: PlaneModelValues): Promise<PlaneModelRow> {
  const row = await shared(db)
    .insert('plane_model')
    .values(toColumns(PlaneModel, values) as never)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toApi(row);
}

/** Writes the given fields (undefined keeps the stored value) and answers the model as it now is. */
export async function updatePlaneModel(
  db: Kysely<Database>,
  before: PlaneModelRow,
  values: PlaneModelValues,
): Promise<PlaneModelRow> {
  await shared(db).update('plane_model').set(toColumns(PlaneModel, values)).where('id', '=', before.id).execute();
  return withChanges(PlaneModel, before, values);
}

export async function deletePlaneModel(db: Kysely<Database>, id: number) {
  await shared(db).delete('plane_model').where('id', '=', id).execute();
}
