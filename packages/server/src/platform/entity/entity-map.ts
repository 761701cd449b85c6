import { columnOf, type Entity, type Fields, fieldList, type RowOf } from '@hangar/domain/entity';
import type { Generated } from 'kysely';
import type { z } from 'zod';
import { jsonOrNull, parseJson } from '../db/json';
import type { FieldDef, FieldMap } from '../query/compile';

// What the server derives from an entity declaration (@hangar/domain/entity): the query compiler's field map,
// the mapping between stored rows (snake_case columns, JSON text) and API rows (camelCase, parsed values), and
// the projection the operation log records. Repositories serialise and parse here and only here: services
// work on parsed API rows.

type AnyEntity = Pick<Entity<Fields>, 'table' | 'fields'>;

/** Each field's API name, column and whether it is JSON, worked out once per declaration (rows map per row). */
type Plan = readonly { name: string; column: string; json: boolean }[];
const plans = new WeakMap<Fields, Plan>();

function planOf(entity: AnyEntity): Plan {
  let plan = plans.get(entity.fields);
  if (!plan) {
    plan = fieldList(entity).map((f) => ({ name: f.name, column: columnOf(entity, f.name), json: f.kind === 'json' }));
    plans.set(entity.fields, plan);
  }
  return plan;
}

/**
 * The query field map of an entity's filterable or sortable fields (`id` included), qualified with `alias`
 * (default: the table). `json` fields are left out.
 */
export function fieldMapOf(entity: AnyEntity, alias = entity.table): FieldMap {
  const map: FieldMap = { id: { column: `${alias}.id`, type: 'number' } };
  for (const f of fieldList(entity)) {
    if (f.kind === 'json') continue;
    if (f.filter === false && f.sort === false) continue;
    const def: FieldDef = {
      column: `${alias}.${columnOf(entity, f.name)}`,
      type: f.kind === 'id' ? 'number' : f.kind,
    };
    if (f.filter === false) def.filter = false;
    if (f.sort === false) def.sort = false;
    if (f.nullable) def.nullable = true;
    if (f.values) def.values = f.values;
    map[f.name] = def;
  }
  return map;
}

/** The qualified columns of an entity's row (`id` and every field), for a select. */
export function selectionOf(entity: AnyEntity, alias = entity.table): string[] {
  return [`${alias}.id`, ...fieldList(entity).map((f) => `${alias}.${columnOf(entity, f.name)}`)];
}

/**
 * Column values of the API values given (undefined = not given, left out); JSON fields serialised. Only
 * declared fields are taken.
 */
export function toColumns(entity: AnyEntity, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of planOf(entity)) {
    const v = values[f.name];
    if (v === undefined) continue;
    out[f.column] = f.json ? jsonOrNull(v) : v;
  }
  return out;
}

/** The API row of a stored row: every declared field (absent → null), JSON parsed (unreadable → null). */
export function fromRow<E extends AnyEntity & { row: Entity<Fields>['row'] }>(
  entity: E,
  row: Record<string, unknown>,
): RowOf<E> {
  const out: Record<string, unknown> = { id: row.id };
  for (const f of planOf(entity)) {
    const v = row[f.column];
    out[f.name] = f.json ? parseJson<unknown>(v as string | null, null) : (v ?? null);
  }
  return out as RowOf<E>;
}

/** The audited fields of an API row: what the operation log compares and keeps of a deleted record. */
export function auditOf(entity: AnyEntity, row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fieldList(entity)) if (f.audited !== false) out[f.name] = row[f.name] ?? null;
  return out;
}

/** The API row after an update: `row` with the declared fields `changes` gives (undefined keeps the stored value). */
export function withChanges<R extends Record<string, unknown>>(
  entity: AnyEntity,
  row: R,
  changes: Record<string, unknown>,
): R {
  const out: Record<string, unknown> = { ...row };
  for (const f of fieldList(entity)) if (changes[f.name] !== undefined) out[f.name] = changes[f.name];
  return out as R;
}

// --- The stored row's type, from the declaration -------------------------------------------------------------

type Snake<S extends string> = S extends `${infer C}${infer R}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${Snake<R>}`
  : S;
type ColumnOf<K extends string, F> = F extends { column: infer C extends string }
  ? string extends C
    ? Snake<K>
    : C
  : Snake<K>;
type StoredOf<F> = F extends { kind: 'json' }
  ? string | null
  : F extends { answer: infer A extends z.ZodType }
    ? z.output<A>
    : never;

/**
 * The table type of an entity (Kysely): `id`, a column per declared field (its declared column or the name's
 * snake_case) holding the answer's type (JSON fields as text or NULL; `Extra` may say NOT NULL), and the columns the declaration does not hold
 * (`company_id`, ...) given as `Extra`; `Defaulted` names the columns the database fills when an insert leaves
 * them out. A field added to the declaration is in the table type at once.
 */
export type TableOf<E extends { fields: Fields }, Extra = object, Defaulted extends string = never> = {
  id: Generated<number>;
} & {
  [K in keyof E['fields'] & string as ColumnOf<K, E['fields'][K]>]: ColumnOf<K, E['fields'][K]> extends Defaulted
    ? Generated<StoredOf<E['fields'][K]>>
    : StoredOf<E['fields'][K]>;
} & Extra;
