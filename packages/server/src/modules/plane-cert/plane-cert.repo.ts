import {
  PlaneCert,
  type PlaneCertRecord,
  PlaneCertRev,
  type PlaneCertRevRow,
} from '@hangar/domain/contracts/certificates';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { type Owner, owns, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runSegmentedQuery } from '../../platform/query/compile';

// The only SQL on `plane_cert` and `plane_cert_rev`. Every read and write starts from tenant(db, company), so an id of another
// company's certificate reads as absent and writes nothing. Rows are parsed here (the file list once) and
// serialised here: the service sees PlaneCertRecord.

/** What an insert or update gives (API names; undefined keeps the stored value). */
export type CertValues = { [K in Exclude<keyof PlaneCertRecord, 'id'>]?: PlaneCertRecord[K] | null };

const fields = fieldMapOf(PlaneCert);
const selection = selectionOf(PlaneCert) as never[];

const toApi = (row: Record<string, unknown>) => fromRow(PlaneCert, row) as PlaneCertRecord;

const OPEN = sql<SqlBool>`plane_cert.closed = 0`;

/**
 * The company's certificates. Without a sort from the client: the open ones first, then the closed (a
 * superseded certificate must not hide the one that replaced it), each nearest expiry first and those
 * without an expiry date last.
 */
export async function queryCerts(db: Kysely<Database>, owner: Owner, payload: QueryPayload) {
  const page = await runSegmentedQuery(
    tenant(db, owner).select('plane_cert'),
    (q) => q.select(selection),
    { fields, tenant: null, defaultSort: { field: 'expireDate', order: 'asc' }, idColumn: 'plane_cert.id' },
    payload,
    [{ where: OPEN }, { where: sql<SqlBool>`plane_cert.closed <> 0` }],
    async (count) => [await count(OPEN)],
  );
  return { items: page.items.map((r) => toApi(r as Record<string, unknown>)), totalItems: page.totalItems };
}

export async function findCert(db: Kysely<Database>, owner: Owner, id: number): Promise<PlaneCertRecord | undefined> {
  const row = await tenant(db, owner).select('plane_cert').select(selection).where('id', '=', id).executeTakeFirst();
  return row ? toApi(row as Record<string, unknown>) : undefined;
}

export async function insertCert(db: Kysely<Database>, owner: Owner, values: CertValues): Promise<PlaneCertRecord> {
  const row = await tenant(db, owner)
    .insert('plane_cert', [toColumns(PlaneCert, values) as never])
    .returning(selection)
    .executeTakeFirstOrThrow();
  return toApi(row as Record<string, unknown>);
}

export async function updateCert(db: Kysely<Database>, owner: Owner, id: number, values: CertValues): Promise<void> {
  const columns = toColumns(PlaneCert, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner).update('plane_cert').set(columns).where('id', '=', id).execute();
}

/** Deletes a certificate with its revisions. */
export async function deleteCert(db: Kysely<Database>, owner: Owner, id: number): Promise<void> {
  await tenant(db, owner).delete('plane_cert_rev').where('cert_id', '=', id).execute();
  await tenant(db, owner).delete('plane_cert').where('id', '=', id).execute();
}

// --- Revisions -------------------------------------------------------------------------------------------------

/** What a revision stores (API names). */
export type RevValues = Omit<PlaneCertRevRow, 'id'>;

const revSelection = selectionOf(PlaneCertRev) as never[];
const revOf = (row: Record<string, unknown>) => fromRow(PlaneCertRev, row) as PlaneCertRevRow;

export async function insertRev(db: Kysely<Database>, owner: Owner, values: RevValues): Promise<void> {
  await tenant(db, owner)
    .insert('plane_cert_rev', [toColumns(PlaneCertRev, values) as never])
    .execute();
}

/** Rewrites revision `rev` of a certificate (an edit of its current revision). */
export async function updateRev(
  db: Kysely<Database>,
  owner: Owner,
  cert: number,
  rev: number,
  values: Partial<RevValues>,
): Promise<void> {
  const columns = toColumns(PlaneCertRev, values);
  if (Object.keys(columns).length === 0) return;
  await tenant(db, owner)
    .update('plane_cert_rev')
    .set(columns)
    .where('cert_id', '=', cert)
    .where('rev', '=', rev)
    .execute();
}

/** Every revision of a certificate, newest first. */
export async function revisionsOf(db: Kysely<Database>, owner: Owner, cert: number): Promise<PlaneCertRevRow[]> {
  const rows = await tenant(db, owner)
    .select('plane_cert_rev')
    .select(revSelection)
    .where('cert_id', '=', cert)
    .orderBy('rev', 'desc')
    .execute();
  return rows.map((r) => revOf(r as Record<string, unknown>));
}

/** `YYYY-MM-DD 00:00:00` of a date, as the expiry is stored. */
const at = (date: string) => `${date} 00:00:00`;

/**
 * The company's open certificates whose expiry is before `warnFrom` (today + the warning days): how many have
 * expired (before `today`), how many are still valid, and the first `limit` of them, nearest expiry first,
 * with their aircraft's tail number. Counted from the (company, closed, expiry) index.
 */
export async function warningCerts(
  db: Kysely<Database>,
  owner: Owner,
  today: string,
  warnFrom: string,
  limit: number,
): Promise<{ expired: number; expiring: number; items: (PlaneCertRecord & { planeName: string })[] }> {
  const warned = tenant(db, owner)
    .select('plane_cert')
    .where('plane_cert.closed', '=', 0)
    .where('plane_cert.expire_date', '<', at(warnFrom));
  const counts = await warned
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(case when plane_cert.expire_date < ${at(today)} then 1 end)`.as('expired'),
    ])
    .executeTakeFirstOrThrow();
  const rows = await warned
    .innerJoin('plane_entity', (j) =>
      j.onRef('plane_entity.id', '=', 'plane_cert.plane_id').on(owns('plane_entity', owner)),
    )
    .select([...selection, 'plane_entity.name as plane_name'] as never[])
    .orderBy('plane_cert.expire_date', 'asc')
    .orderBy('plane_cert.id', 'asc')
    .limit(limit)
    .execute();
  const expired = Number(counts.expired);
  return {
    expired,
    expiring: Number(counts.total) - expired,
    items: rows.map((raw) => {
      const r = raw as Record<string, unknown>;
      return { ...toApi(r), planeName: String(r.plane_name) };
    }),
  };
}
