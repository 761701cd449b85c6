import { performance } from 'node:perf_hooks';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { formatDateTime } from '@hangar/domain/dates';
import { insertUser } from '@hangar/server/src/bootstrap';
import { insertCompanyWithAdmin } from '@hangar/server/src/modules/company/company.repo';
import type { DialectName } from '@hangar/server/src/platform/db/database';
import type { Database } from '@hangar/server/src/platform/db/schema';
import { shared, tenant } from '@hangar/server/src/platform/db/tenant';
import { type Kysely, sql } from 'kysely';

// Document-library data for documents.bench.ts: one company (its administrator signs in) with two libraries of
// the same shape, `folders` folders at the root each holding `perFolder` documents:
//   - its common library (module 10100, dict 99, target = the company), table `document`;
//   - the library of a model it manages (module 10000, dict 2 CAD/AD, target = the model), table `model_document`.
// Seeded through Kysely in large batches. Document names are built so that a search has known hit counts:
// `F0123-` names exactly the documents of folder 123 (perFolder hits), and each of KINDS names one document in
// ten of every folder (folders × perFolder / 10 hits). Deterministic: every run seeds the same data.

export interface DocumentsSeed {
  folders: number;
  perFolder: number;
  phone: string;
  password: string;
  timeZone: string;
}

export interface SeededLibrary {
  module: number;
  dict: number;
  target: number;
  /** A folder in the middle of the root. */
  folder: number;
}

export interface SeededDocuments {
  companyId: number;
  common: SeededLibrary;
  model: SeededLibrary;
  seconds: number;
}

/** One document in ten of each folder carries each kind; a kind is the "wide" search fragment. */
export const KINDS = [
  'Service bulletin',
  'Airworthiness directive',
  '适航指令',
  'Engine manual',
  'Wiring diagram',
  'Structural repair',
  'Component list',
  'Inspection report',
  'Weight and balance',
  'Master MEL',
];

/** The "narrow" search fragment: the documents of folder `n` (1-based). */
export const folderTag = (n: number) => `F${String(n).padStart(4, '0')}-`;

// SQLite allows 32,766 parameters per statement; stay well below.
const CHUNK = 1_000;

type Row = Record<string, unknown>;

export async function seedDocuments(
  db: Kysely<Database>,
  dialect: DialectName,
  o: DocumentsSeed,
): Promise<SeededDocuments> {
  const t0 = performance.now();
  const now = formatDateTime(new Date(), o.timeZone);
  const userId = await insertUser(db, { phone: o.phone, name: 'Bench librarian', password: o.password }, now);
  const { companyId } = await insertCompanyWithAdmin(
    db,
    { name: 'Bench Library', systemName: 'Bench MRO' },
    userId,
    now,
  );
  const model = await shared(db)
    .insert('plane_model')
    .values({ manager: companyId, name: 'Bench model', created_at: now } as never)
    .returning('id')
    .executeTakeFirstOrThrow();

  const stamp = { created_by: userId, created_at: now };
  const folderRows = (place: Row) =>
    Array.from({ length: o.folders }, (_, i) => ({
      ...place,
      parent: 0,
      is_folder: 1,
      name: `Folder ${String(i + 1).padStart(4, '0')}`,
      size: 0,
      ...stamp,
    }));
  const documentRows = (place: Row, folderIds: number[]) => {
    const rows: Row[] = [];
    for (const [f, parent] of folderIds.entries()) {
      for (let n = 0; n < o.perFolder; n++) {
        const file = `bench/${f + 1}/${n + 1}.pdf`;
        rows.push({
          ...place,
          parent,
          is_folder: 0,
          name: `${KINDS[n % KINDS.length]} ${folderTag(f + 1)}${String(n + 1).padStart(3, '0')}`,
          version: `R${(n % 5) + 1}`,
          release_date: '2026-01-15 00:00:00',
          size: 1_048_576,
          files: JSON.stringify([{ uid: file, name: `${n + 1}.pdf`, size: 1_048_576, url: `/files/${file}` }]),
          ...stamp,
        });
      }
    }
    return rows;
  };

  const common = { module: DocumentModule.Common, dict: DocumentDict.Other, target: companyId };
  const modelPlace = { module: DocumentModule.Model, dict: DocumentDict.CadAd, target: model.id };
  const own = tenant(db, companyId);

  await db.transaction().execute(async (trx) => {
    const ownTrx = tenant(trx, companyId);
    const folders = folderRows({ ...common, plane_id: null });
    for (let i = 0; i < folders.length; i += CHUNK)
      await ownTrx.insert('document', folders.slice(i, i + CHUNK) as never).execute();
    const folderIds = (
      await ownTrx.select('document').select('id').where('is_folder', '=', 1).orderBy('id').execute()
    ).map((r) => r.id);
    const docs = documentRows({ ...common, plane_id: null }, folderIds);
    for (let i = 0; i < docs.length; i += CHUNK)
      await ownTrx.insert('document', docs.slice(i, i + CHUNK) as never).execute();

    const modelFolders = folderRows(modelPlace);
    for (let i = 0; i < modelFolders.length; i += CHUNK)
      await shared(trx)
        .insert('model_document')
        .values(modelFolders.slice(i, i + CHUNK) as never)
        .execute();
    const modelFolderIds = (
      await shared(trx)
        .select('model_document')
        .select('id')
        .where('target', '=', model.id)
        .where('is_folder', '=', 1)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);
    const modelDocs = documentRows(modelPlace, modelFolderIds);
    for (let i = 0; i < modelDocs.length; i += CHUNK)
      await shared(trx)
        .insert('model_document')
        .values(modelDocs.slice(i, i + CHUNK) as never)
        .execute();
  });

  const middle = Math.ceil(o.folders / 2);
  const middleName = `Folder ${String(middle).padStart(4, '0')}`;
  const folderOf = async (table: 'document' | 'model_document') =>
    (table === 'document'
      ? await own.select('document').select('id').where('name', '=', middleName).executeTakeFirstOrThrow()
      : await shared(db)
          .select('model_document')
          .select('id')
          .where('target', '=', model.id)
          .where('name', '=', middleName)
          .executeTakeFirstOrThrow()
    ).id;
  // PostgreSQL as autovacuum leaves it (statistics, visibility map for index-only counts); SQLite as the app
  // runs it, without ANALYZE statistics.
  if (dialect === 'postgres') {
    for (const table of ['document', 'model_document']) await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
  return {
    companyId,
    common: { ...common, folder: await folderOf('document') },
    model: { ...modelPlace, folder: await folderOf('model_document') },
    seconds: (performance.now() - t0) / 1000,
  };
}
