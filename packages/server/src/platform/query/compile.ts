import { addDays } from '@hangar/domain/dates';
import type { Compare, Condition, ListBody, QueryPayload } from '@hangar/domain/query';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { AppError } from '../http/errors';

// The generic query compiler (DOMAIN.md "Generic query payload"). Field names, column names, comparisons
// and sort directions come only from the endpoint's field map; values are always bound parameters. The
// tenant predicate wraps the client's tree: tenant AND (fixed) AND (client), and the count uses the same.

export type FieldType = 'text' | 'number' | 'date' | 'enum' | 'bool';

export interface FieldDef {
  /** Qualified column (`table.column`); never taken from the client. */
  column: string;
  type: FieldType;
  filter?: boolean;
  sort?: boolean;
  /** Allowed values of an enum field. */
  values?: readonly (string | number)[];
}
export type FieldMap = Record<string, FieldDef>;

const comparesByType: Record<FieldType, readonly Compare[]> = {
  text: ['eq', 'ne', 'contains'],
  number: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  enum: ['eq', 'ne'],
  bool: ['eq', 'ne'],
};

const ops: Record<Exclude<Compare, 'contains'>, string> = { eq: '=', ne: '<>', gt: '>', ge: '>=', lt: '<', le: '<=' };

type Bool = RawBuilder<SqlBool>;

function badValue(field: string): AppError {
  return new AppError('VALIDATION', 'query.badValue', { field }, { errors: [{ field, message: 'query.badValue' }] });
}

/** Escapes LIKE wildcards so that `contains` matches the text literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive `contains`, the same on SQLite and PostgreSQL. */
export function containsPredicate(column: string, text: string): Bool {
  return sql<SqlBool>`lower(${sql.ref(column)}) like lower(${likePattern(text)}) escape '\\'`;
}

function coerce(def: FieldDef, field: string, value: Condition['value']): string | number {
  switch (def.type) {
    case 'text':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      throw badValue(field);
    case 'number': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : Number.NaN;
      if (!Number.isFinite(n)) throw badValue(field);
      return n;
    }
    case 'date':
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/.test(value)) return value;
      throw badValue(field);
    case 'enum': {
      if (typeof value !== 'string' && typeof value !== 'number') throw badValue(field);
      const allowed = def.values ?? [];
      const match = allowed.find((v) => String(v) === String(value));
      if (match === undefined) throw badValue(field);
      return match;
    }
    case 'bool':
      if (value === true || value === 1 || value === '1' || value === 'true') return 1;
      if (value === false || value === 0 || value === '0' || value === 'false') return 0;
      throw badValue(field);
    default: {
      const never: never = def.type;
      throw new Error(`unknown field type ${String(never)}`);
    }
  }
}

function condition(fields: FieldMap, c: Condition): Bool {
  const def = Object.hasOwn(fields, c.name) ? fields[c.name] : undefined;
  if (!def || def.filter === false) {
    throw new AppError(
      'VALIDATION',
      'query.unknownField',
      { field: c.name },
      { errors: [{ field: c.name, message: 'query.unknownField' }] },
    );
  }
  const compare = c.compare as Compare;
  if (!comparesByType[def.type].includes(compare)) {
    throw new AppError(
      'VALIDATION',
      'query.unknownCompare',
      { field: c.name, compare: String(c.compare) },
      { errors: [{ field: c.name, message: 'query.unknownCompare' }] },
    );
  }
  const col = sql.ref(def.column);
  if (c.value === null) {
    if (compare === 'eq') return sql<SqlBool>`${col} is null`;
    if (compare === 'ne') return sql<SqlBool>`${col} is not null`;
    throw badValue(c.name);
  }
  const value = coerce(def, c.name, c.value);
  if (compare === 'contains') return containsPredicate(def.column, String(value));
  if (def.type === 'date' && typeof value === 'string' && value.length === 10) {
    // A bare date compares whole days against date-time columns.
    const start = `${value} 00:00:00`;
    const next = `${addDays(value, 1)} 00:00:00`;
    switch (compare) {
      case 'eq':
        return sql<SqlBool>`(${col} >= ${start} and ${col} < ${next})`;
      case 'ne':
        return sql<SqlBool>`(${col} < ${start} or ${col} >= ${next})`;
      case 'gt':
        return sql<SqlBool>`${col} >= ${next}`;
      case 'ge':
        return sql<SqlBool>`${col} >= ${start}`;
      case 'lt':
        return sql<SqlBool>`${col} < ${start}`;
      case 'le':
        return sql<SqlBool>`${col} < ${next}`;
    }
  }
  return sql<SqlBool>`${col} ${sql.raw(ops[compare])} ${value}`;
}

function and(parts: Bool[]): Bool {
  return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** Conditions read left to right, AND binding tighter than OR (like SQL). */
export function filterTree(fields: FieldMap, conditions: readonly Condition[]): Bool | undefined {
  if (conditions.length === 0) return undefined;
  const groups: Bool[][] = [];
  conditions.forEach((c, i) => {
    const p = condition(fields, c);
    if (i === 0 || c.relate === 'or') groups.push([p]);
    else groups[groups.length - 1].push(p);
  });
  const ored = groups.map(and);
  return ored.length === 1 ? ored[0] : sql<SqlBool>`(${sql.join(ored, sql` or `)})`;
}

export interface QuerySpec {
  fields: FieldMap;
  /** The company predicate, or null for a shared catalogue (stated explicitly, never by omission). */
  tenant: Expression<SqlBool> | null;
  /** Field name of the default sort, and its direction. */
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Qualified id column appended to every sort so that pages are stable. */
  idColumn: string;
}

/** The complete WHERE of a query: tenant AND (fixed filters, all ANDed) AND (client tree). */
export function whereOf(spec: QuerySpec, payload: QueryPayload): Expression<SqlBool> {
  const parts: Bool[] = [];
  if (spec.tenant) parts.push(sql<SqlBool>`(${spec.tenant})`);
  for (const f of payload.fixedFilters) parts.push(condition(spec.fields, f));
  const client = filterTree(spec.fields, payload.filters);
  if (client) parts.push(sql<SqlBool>`(${client})`);
  return parts.length === 0 ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

function orderOf(spec: QuerySpec, payload: QueryPayload) {
  const field = payload.sortField || spec.defaultSort.field;
  const def = Object.hasOwn(spec.fields, field) ? spec.fields[field] : undefined;
  if (!def) {
    throw new AppError(
      'VALIDATION',
      'query.unknownField',
      { field },
      { errors: [{ field, message: 'query.unknownField' }] },
    );
  }
  if (def.sort === false) {
    throw new AppError(
      'VALIDATION',
      'query.notSortable',
      { field },
      { errors: [{ field, message: 'query.notSortable' }] },
    );
  }
  const asked = payload.sortOrder;
  const order = asked
    ? asked.startsWith('desc')
      ? 'desc'
      : 'asc'
    : payload.sortField
      ? 'asc'
      : spec.defaultSort.order;
  return { column: def.column, order } as const;
}

/**
 * Runs a list query: `base` holds FROM and joins, `select` adds the columns. Answers one page and the
 * total under the same WHERE.
 */
export async function runQuery<DB, TB extends keyof DB, O>(
  // biome-ignore lint/complexity/noBannedTypes: an empty selection is what the base query has
  base: SelectQueryBuilder<DB, TB, {}>,
  // biome-ignore lint/complexity/noBannedTypes: see above
  select: (q: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<DB, TB, O>,
  spec: QuerySpec,
  payload: QueryPayload,
): Promise<ListBody<O>> {
  const where = whereOf(spec, payload);
  const { column, order } = orderOf(spec, payload);
  const filtered = base.where(where);
  const countRow = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  const totalItems = Number((countRow as { total?: number } | undefined)?.total ?? 0);
  const dir = sql.raw(order);
  const items = await select(filtered)
    .orderBy(sql`${sql.ref(column)} ${dir}`)
    .orderBy(sql`${sql.ref(spec.idColumn)} ${dir}`)
    .limit(payload.pageSize)
    .offset((payload.page - 1) * payload.pageSize)
    .execute();
  return { items: items as O[], totalItems };
}
