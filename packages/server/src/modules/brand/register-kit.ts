import type { MessageKey } from '@hangar/domain/messages';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { rule } from '../../platform/http/errors';
import type { FieldMap, FieldType } from '../../platform/query/compile';

// Shared pieces of the register modules (plane-type, brand, site, unit, plane-model, plane-entity):
// the API ↔ column mapping driven by the contracts' field lists, and the "still in use" check of deletions.
// It lives beside the simplest register (brand); the company-list module factory is in company-list.ts.

/**
 * A record that depends on the one being deleted: rows of `table` whose `column` holds its id. A deletion
 * is refused while any exists, with `message` (given `{count}`), checked inside the deletion's transaction.
 * Later modules append their tables to the exported lists (e.g. maintenance items → models).
 */
export interface Dependent {
  table: string;
  column: string;
  message: MessageKey;
}

/** Refuses (601, the dependent's message) when a dependent row still references `id`. */
export async function refuseIfUsed(db: Kysely<Database>, dependents: readonly Dependent[], id: number): Promise<void> {
  for (const d of dependents) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(d.table)} where ${sql.ref(
      `${d.table}.${d.column}`,
    )} = ${id}`.execute(db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) throw rule(d.message, { count: n });
  }
}

/** The column of an API field name: its snake_case (`allFlyHours` → `all_fly_hours`). */
export function columnOf(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Column values of the given API fields present in `body` (undefined = not given, left out). */
export function valuesOf(body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (body[f] !== undefined) out[columnOf(f)] = body[f];
  }
  return out;
}

/** The API fields of a row (by their columns). */
export function apiOf(row: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) out[f] = row[columnOf(f)] ?? null;
  return out;
}

/** Query field map entries of API fields of a table, all filterable and sortable. */
export function fieldsOf(table: string, fields: readonly string[], type: FieldType): FieldMap {
  return Object.fromEntries(fields.map((f) => [f, { column: `${table}.${columnOf(f)}`, type }]));
}
