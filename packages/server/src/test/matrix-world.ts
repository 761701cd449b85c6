import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema';
import type { NamedTable } from '../platform/entity/named-list';
import type { TestApp } from './harness';

// What a module adds to the security matrix's world (test/matrix-fixture.ts), in its own `<m>.fixture.ts`
// named by its registration (ServerModule.fixture): company A's records of that module, carrying MARKER in a
// text field (FLEET_MARKER where the plane-entity view guards them), and their ids under keys its route
// table's `sample(ids)` reads.

export interface MatrixWorld {
  t: TestApp;
  /** Company A, the victim. */
  companyId: number;
  adminUserId: number;
  now(): string;
}

export interface MatrixContribution {
  /** Adds A's records; `ids` holds those of the modules before (app.ts order). Returns the new ids. */
  build(world: MatrixWorld, ids: Readonly<Record<string, number>>): Promise<Record<string, number>>;
  /** Shared-catalogue rows that belong to the company (without company_id), for the before/after snapshot. */
  snapshot?(db: Kysely<Database>, companyId: number): Promise<Record<string, unknown[]>>;
}

/** A's entry of a named list (brand, site, unit), carrying MARKER, under the key of its table. */
export function namedEntry(table: NamedTable, marker: string): MatrixContribution {
  return {
    async build({ t, companyId }) {
      const label = `${table[0].toUpperCase()}${table.slice(1)}`;
      const row = await t.db.kysely
        .insertInto(table)
        .values({ company_id: companyId, name: `${label} ${marker}`, remarks: `Remarks ${marker}` })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { [table]: row.id };
    },
  };
}
