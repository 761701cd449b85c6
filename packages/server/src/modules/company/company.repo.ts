import type { Kysely } from 'kysely';
import { jsonOrNull } from '../../platform/db/json';
import type { Database } from '../../platform/db/schema';
import { insertMembership } from '../employ/employ.repo';
import type { FileEntry } from '../user/user.mapper';

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

export function findCompany(db: Kysely<Database>, id: number) {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts a company with its default project, and makes `adminUserId` its administrator. */
export async function insertCompanyWithAdmin(
  db: Kysely<Database>,
  input: NewCompany,
  adminUserId: number,
  now: string,
) {
  const company = await db
    .insertInto('company')
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
  const project = await db
    .insertInto('project')
    .values({ company_id: company.id, name: input.systemName })
    .returning('id')
    .executeTakeFirstOrThrow();
  const employId = await insertMembership(db, company.id, adminUserId, { is_admin: 1 }, now);
  return { companyId: company.id, projectId: project.id, employId };
}
