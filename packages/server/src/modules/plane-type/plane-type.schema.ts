import type { Generated } from 'kysely';

// The table of this module, added to the database's type (platform/db/schema.ts) from here: a module's tables
// are declared in its own folder.

/** Plane-type tree: a shared catalogue (no company), written by company 10000. */
export interface PlaneTypeTable {
  id: Generated<number>;
  parent: Generated<number>;
  name: string;
  sorter: Generated<number>;
  remarks: string | null;
}

declare module '../../platform/db/schema' {
  interface Database {
    plane_type: PlaneTypeTable;
  }
}
