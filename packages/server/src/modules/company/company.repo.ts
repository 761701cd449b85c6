import { EmployStatus } from '@hangar/domain/codes';
import { Company, type CompanyRow } from '@hangar/domain/contracts/organize';
import type { FileEntry } from '@hangar/domain/contracts/platform';
import type { QueryPayload } from '@hangar/domain/query';
import { type Kysely, sql } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import { jsonOrNull } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { shared, tenant } from '../../platform/db/tenant';
import { fieldMapOf, fromRow, selectionOf, toColumns } from '../../platform/entity/entity-map';
import { runQuery } from '../../platform/query/compile';
import { seedAtaChapters } from '../ata-chapter';

// The only SQL on `company` (a platform table: a company is no company's row) and the creation of a company
// with its default project and administrator.

/** API shape of a company (spec platform §3 "Company"); file lists without files answer empty. */
function toCompany(stored: Record<string, unknown>): CompanyRow {
  const row = fromRow(Company, stored);
  return { ...row, logo: row.logo ?? [], background: row.background ?? [] };
}

export async function findCompany(db: Kysely<Database>, id: number): Promise<CompanyRow | undefined> {
  const stored = await shared(db).select('company').select(selection).where('id', '=', id).executeTakeFirst();
  return stored ? toCompany(stored) : undefined;
}

const companyFields = fieldMapOf(Company);
const selection = selectionOf(Company) as never[];

/** Companies the caller has joined (accepted memberships). */
export async function queryJoinedCompanies(db: Kysely<Database>, scope: AccessScope, payload: QueryPayload) {
  const page = await runQuery(
    // tenant: the caller's own memberships, in every company they joined (the account's side).
    shared(db).select('company').innerJoin('employ', 'employ.company_id', 'company.id'),
    (q) => q.select(selection),
    {
      fields: companyFields,
      tenant: sql`employ.user_id = ${scope.userId} and employ.status = ${EmployStatus.Active}`,
      defaultSort: { field: 'id', order: 'asc' },
      idColumn: 'company.id',
    },
    payload,
  );
  return { items: page.items.map((r) => toCompany(r as Record<string, unknown>)), totalItems: page.totalItems };
}

/** Writes the given fields of a company's profile (absent fields keep their value, null clears). */
export async function updateCompany(
  db: Kysely<Database>,
  id: number,
  values: { [K in keyof CompanyRow]?: CompanyRow[K] | null },
) {
  await shared(db).update('company').set(toColumns(Company, values)).where('id', '=', id).execute();
}

export interface NewCompany {
  id?: number;
  name: string;
  systemName: string;
  shortName?: string | null;
  addr?: string | null;
  logo?: FileEntry[] | null;
  background?: FileEntry[] | null;
  type?: number;
}

/**
 * Inserts a company with its default project and standard ATA chapter table, and makes `adminUserId` its
 * administrator: the one way a company is created (Company/Add, the first start, the demo data, tests).
 */
export async function insertCompanyWithAdmin(
  db: Kysely<Database>,
  input: NewCompany,
  adminUserId: number,
  now: string,
) {
  const company = await shared(db)
    .insert('company')
    .values({
      ...(input.id !== undefined ? { id: input.id } : {}),
      name: input.name,
      system_name: input.systemName,
      short_name: input.shortName ?? null,
      addr: input.addr ?? null,
      logo: jsonOrNull(input.logo),
      background: jsonOrNull(input.background),
      valid: 1,
      type: input.type ?? 0,
      admin: adminUserId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const project = await tenant(db, company.id)
    .insert('project', [{ name: input.systemName }])
    .returning('id')
    .executeTakeFirstOrThrow();
  const employId = await insertMembership(db, company.id, adminUserId, { is_admin: 1 }, now);
  await seedAtaChapters(db, company.id);
  return { companyId: company.id, projectId: project.id, employId };
}

/**
 * Adds an active member to a company, with roles. The company is named explicitly: for company creation
 * (its creator), the first start, the demo data and test factories. Employ/Add invites instead.
 */
export async function insertMembership(
  db: Kysely<Database>,
  companyId: number,
  userId: number,
  values: { department?: number | null; real_name?: string | null; is_admin?: number; roleIds?: readonly number[] },
  now: string,
): Promise<number> {
  const company = tenant(db, companyId);
  const row = await company
    .insert('employ', [
      {
        user_id: userId,
        department: values.department ?? null,
        real_name: values.real_name ?? null,
        is_admin: values.is_admin ?? 0,
        locked: 0,
        created_at: now,
        status: EmployStatus.Active,
      },
    ])
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.roleIds && values.roleIds.length > 0) {
    await company
      .insert(
        'employ_role',
        values.roleIds.map((roleId) => ({ employ_id: row.id, role_id: roleId })),
      )
      .execute();
  }
  return row.id;
}
