import type { FieldMap, FieldType } from '../../platform/query/compile';

// Shared pieces of the register modules (plane-type, brand, site, unit, plane-model, plane-entity):
// the API ↔ column mapping driven by the contracts' field lists, and the "still in use" check of deletions.
// It lives beside the simplest register (brand); the company-list module factory is in company-list.ts.

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
