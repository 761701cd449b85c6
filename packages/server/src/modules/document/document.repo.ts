import { Document, DocumentModule, type DocumentRow } from '@hangar/domain/contracts/documents';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { type Owner, shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL of the document libraries. A model's library (module 10000) is `model_document`, a shared
// catalogue read through shared(); the aircraft and common libraries are `document`, reached only through
// tenant() (the caller's company). Every call names the module, and the module picks the table.

/** The shared-catalogue twin of the declaration (record-log announces its rows to everyone). */
export const ModelDocument = { ...Document, table: 'model_document' as const, owner: 'shared' as const };

/** The declaration whose table holds the module's rows. */
export const entityOf = (module: number) => (module === DocumentModule.Model ? ModelDocument : Document);

type Table = 'document' | 'model_document';
const tableOf = (module: number): Table => (module === DocumentModule.Model ? 'model_document' : 'document');

// The two tables have the same columns (but company_id); the queries below are written once against
// `document`'s type and run on the table the module picks.
// biome-ignore lint/complexity/noBannedTypes: an empty selection is what the base query has
type Select = SelectQueryBuilder<Database, 'document', {}>;

/** The rows of the module's library the caller may see: the whole shared catalogue, or the company's rows. */
function from(db: Kysely<Database>, scope: AccessScope, module: number): Select {
  return (module === DocumentModule.Model
    ? shared(db).select('model_document')
    : tenant(db, scope).select('document').where('document.module', '=', module)) as unknown as Select;
}

const fieldsOf = { document: fieldMapOf(Document), model_document: fieldMapOf(ModelDocument) };

export type DocumentValues = { [K in Exclude<keyof DocumentRow, 'id'>]?: DocumentRow[K] | null };

const toApi = (row: Record<string, unknown>): DocumentRow => {
  const d = fromRow(Document, row);
  d.files ??= [];
  d.history ??= [];
  return d;
};

/** A page of a library: folders first, then by the sort asked for (default name). */
export async function queryDocuments(db: Kysely<Database>, scope: AccessScope, module: number, payload: QueryPayload) {
  const table = tableOf(module);
  const page = await runQuery(
    from(db, scope, module),
    (q) => q.selectAll().orderBy(sql.ref(`${table}.is_folder`), 'desc'),
    { fields: fieldsOf[table], tenant: null, defaultSort: { field: 'name', order: 'asc' }, idColumn: `${table}.id` },
    payload,
  );
  return { items: page.items.map((r) => toApi(r as Record<string, unknown>)), totalItems: page.totalItems };
}

export async function findDocument(db: Kysely<Database>, scope: AccessScope, module: number, id: number) {
  const row = await from(db, scope, module).selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

/** A folder of the module's library with this target and dict. */
export async function findFolder(
  db: Kysely<Database>,
  scope: AccessScope,
  where: { module: number; target: number; dict: number; id: number },
) {
  return from(db, scope, where.module)
    .select(['id', 'parent', 'name'])
    .where('id', '=', where.id)
    .where('target', '=', where.target)
    .where('dict', '=', where.dict)
    .where('is_folder', '=', 1)
    .executeTakeFirst();
}

/** Another folder with this name beside `parent` (same library, target and dict). */
export async function siblingFolderNamed(
  db: Kysely<Database>,
  scope: AccessScope,
  where: { module: number; target: number; dict: number; parent: number; name: string; exceptId?: number },
) {
  let q = from(db, scope, where.module)
    .select('id')
    .where('target', '=', where.target)
    .where('dict', '=', where.dict)
    .where('parent', '=', where.parent)
    .where('is_folder', '=', 1)
    .where('name', '=', where.name);
  if (where.exceptId !== undefined) q = q.where('id', '<>', where.exceptId);
  return q.executeTakeFirst();
}

/** How many rows a folder holds (documents and folders). */
export async function childCount(db: Kysely<Database>, scope: AccessScope, module: number, folder: number) {
  const row = await from(db, scope, module)
    .select(sql<number | string>`count(*)`.as('n'))
    .where('parent', '=', folder)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Adds a row; `owner` is the company of an aircraft or common library (a request's scope, or a seed's company). */
export async function insertDocument(
  db: Kysely<Database>,
  owner: Owner,
  values: DocumentValues & { module: number; createdBy: number; createdAt: string },
): Promise<number> {
  const columns = toColumns(Document, values) as never;
  const row =
    values.module === DocumentModule.Model
      ? await shared(db).insert('model_document').values(columns).returning('id').executeTakeFirstOrThrow()
      : await tenant(db, owner)
          // plane_id: the aircraft of an aircraft library (its foreign key; the aircraft's deletion counts it).
          .insert('document', [
            {
              ...(columns as object),
              plane_id: values.module === DocumentModule.Plane ? values.target : null,
            } as never,
          ])
          .returning('id')
          .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(
  db: Kysely<Database>,
  scope: AccessScope,
  module: number,
  id: number,
  values: DocumentValues,
): Promise<void> {
  const columns = toColumns(Document, values) as never;
  if (Object.keys(columns).length === 0) return;
  if (module === DocumentModule.Model) {
    await shared(db).update('model_document').set(columns).where('id', '=', id).execute();
  } else {
    await tenant(db, scope).update('document').set(columns).where('module', '=', module).where('id', '=', id).execute();
  }
}

export async function deleteDocument(db: Kysely<Database>, scope: AccessScope, module: number, id: number) {
  if (module === DocumentModule.Model) {
    await shared(db).delete('model_document').where('id', '=', id).execute();
  } else {
    await tenant(db, scope).delete('document').where('module', '=', module).where('id', '=', id).execute();
  }
}
