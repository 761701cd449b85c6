import type { Selectable } from 'kysely';
import { parseJson } from '../../platform/db/json';
import type { CompanyTable } from '../../platform/db/schema';
import type { FileEntry } from '../user/user.mapper';

type CompanyRow = Pick<
  Selectable<CompanyTable>,
  'id' | 'name' | 'system_name' | 'short_name' | 'addr' | 'logo' | 'background' | 'valid' | 'type' | 'admin'
>;

/** API shape of a company (spec platform §3 "Company"). */
export function toCompany(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    systemName: row.system_name,
    shortName: row.short_name,
    addr: row.addr,
    logo: parseJson<FileEntry[]>(row.logo, []),
    background: parseJson<FileEntry[]>(row.background, []),
    valid: row.valid,
    type: row.type,
    admin: row.admin,
  };
}
