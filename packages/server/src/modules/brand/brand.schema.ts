import type { Generated } from 'kysely';

// The table of this module, added to the database's type (platform/db/schema.ts) from here: a module's tables
// are declared in its own folder.

/** Brands, sites and units: per company, name unique within the company. */
export interface BrandTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  remarks: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    brand: BrandTable;
  }
}
