import { AtaChapter, type AtaChapterRow, STANDARD_ATA_CHAPTERS } from '@hangar/domain/contracts/records';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';

// The only SQL on `ata_chapter`: each company's bilingual ATA chapter table (codes unique per company).

/** What an insert or update gives (API names; undefined keeps the stored value). */
export type AtaValues = { [K in Exclude<keyof AtaChapterRow, 'id'>]?: AtaChapterRow[K] | null };

const fields = fieldMapOf(AtaChapter);
const selection = selectionOf(AtaChapter) as never[];
const toApi = (row: Record<string, unknown>) => fromRow(AtaChapter, row) as AtaChapterRow;

/**
 * Gives a new company the standard chapters (ATA 100 / iSpec 2200), in the transaction that creates it. Every
 * path that creates a company calls this (company.repo's insertCompanyWithAdmin); migration 0016 did the same
 * for the companies that existed before.
 */
export async function seedAtaChapters(db: Kysely<Database>, companyId: number): Promise<void> {
  await tenant(db, companyId)
    .insert(
      'ata_chapter',
      STANDARD_ATA_CHAPTERS.map(([code, zh, en]) => ({ code, name_zh: zh, name_en: en })),
    )
    .execute();
}

export async function queryAtaChapters(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const page = await runQuery(
    tenant(db, owner).select('ata_chapter'),
    (q) => q.select(selection),
    { fields, tenant: null, defaultSort: { field: 'code', order: 'asc' }, idColumn: 'ata_chapter.id' },
    payload,
  );
  return { items: page.items.map((r) => toApi(r as Record<string, unknown>)), totalItems: page.totalItems };
}

export async function findAtaChapter(db: Kysely<Database>, owner: Owner, id: number) {
  const row = await tenant(db, owner).select('ata_chapter').select(selection).where('id', '=', id).executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

/** Whether another chapter of the company has this code. */
export async function ataCodeTaken(db: Kysely<Database>, owner: Owner, code: string, exceptId?: number) {
  let q = tenant(db, owner).select('ata_chapter').select('id').where('code', '=', code);
  if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertAtaChapter(db: Kysely<Database>, owner: Owner, values: AtaValues): Promise<number> {
  const row = await tenant(db, owner)
    .insert('ata_chapter', [toColumns(AtaChapter, values) as never])
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAtaChapter(db: Kysely<Database>, owner: Owner, id: number, values: AtaValues) {
  const columns = toColumns(AtaChapter, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('ata_chapter').set(columns).where('id', '=', id).execute();
}

export async function deleteAtaChapter(db: Kysely<Database>, owner: Owner, id: number) {
  await tenant(db, owner).delete('ata_chapter').where('id', '=', id).execute();
}

/** How many of the company's records name this chapter code. */
export async function recordsNamingAta(db: Kysely<Database>, owner: Owner, code: string): Promise<number> {
  const row = await tenant(db, owner)
    .select('maintain_task')
    .select(sql<number>`count(*)`.as('n'))
    .where('ata', '=', code)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
