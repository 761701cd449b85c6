import type { Generated } from 'kysely';

// The table of this module, added to the database's type (platform/db/schema.ts) from here: a module's tables
// are declared in its own folder.

export interface SiteTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  addr: string | null;
  remarks: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    site: SiteTable;
  }
}
