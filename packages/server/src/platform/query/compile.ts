import { addDays } from '@hangar/domain/dates';
import { type Compare, type Condition, type ListBody, QUERY_LIMITS, type QueryPayload } from '@hangar/domain/query';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { AppError, invalid } from '../http/errors';

// The generic query compiler (docs/domain.md "Generic query payload"). Field names, column names, comparisons
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
  /**
   * The column may be NULL (a value that does not apply): a sort by it lists those rows last in both
   * directions (`nulls last`), where SQLite would put them first ascending and PostgreSQL first descending.
   * Only on such columns: `nulls last` keeps SQLite from walking an index in the sort's order.
   */
  nullable?: boolean;
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

const DATE_VALUE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A real calendar date (or date-time) with a year the application accepts (1000 < y < 9999, docs/domain.md).
 * PostgreSQL rejects impossible dates such as 2024-13-45 with an error, so they must never reach it.
 */
export function isDateValue(value: string): boolean {
  const m = DATE_VALUE.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map((x) => Number(x ?? 0));
  if (year <= 1000 || year >= 9999 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= monthDays && hour < 24 && minute < 60 && second < 60;
}

/**
 * A number as a bound parameter. PostgreSQL types a parameter after the column it is compared with, so a
 * fraction or a value beyond 32 bits against an integer column would fail to parse there; such values are
 * compared as numeric. Ordinary integers stay plain so that indexes on integer columns keep working.
 */
function numberParam(n: number): number | RawBuilder<number> {
  return Number.isInteger(n) && Math.abs(n) <= 2_147_483_647 ? n : sql<number>`cast(${n} as numeric)`;
}

function coerce(def: FieldDef, field: string, value: Condition['value']): string | number {
  switch (def.type) {
    case 'text':
      // PostgreSQL cannot store or compare NUL characters in text.
      if (typeof value === 'string') {
        if (value.includes('\u0000')) throw badValue(field);
        return value;
      }
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
      if (typeof value === 'string' && isDateValue(value)) return value;
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
    throw invalid('query.unknownCompare', c.name, { compare: String(c.compare) });
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
  const param = typeof value === 'number' ? numberParam(value) : value;
  return sql<SqlBool>`${col} ${sql.raw(ops[compare])} ${param}`;
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
  /**
   * A company predicate the base query does not carry yet, or null: the base was built through
   * `tenant(db, scope)` (platform/db/tenant.ts), or the table is a shared catalogue (stated explicitly).
   */
  tenant: Expression<SqlBool> | null;
  /** Field name of the default sort, and its direction. */
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Qualified id column appended to every sort so that pages are stable. */
  idColumn: string;
}

/** The complete WHERE of a query: tenant AND (fixed filters, all ANDed) AND (client tree). */
export function whereOf(spec: QuerySpec, payload: QueryPayload): Expression<SqlBool> {
  // The limit holds for the whole tree (SECURITY.md): the schema caps each list, this caps their sum.
  const max = QUERY_LIMITS.maxConditions;
  if (payload.filters.length + payload.fixedFilters.length > max) {
    throw new AppError(
      'VALIDATION',
      'query.tooManyConditions',
      { field: 'filters', max },
      { errors: [{ field: 'filters', message: 'query.tooManyConditions', params: { max } }] },
    );
  }
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
  return { column: def.column, order, nulls: sql.raw(def.nullable ? ' nulls last' : '') } as const;
}

/**
 * Runs a list query: `base` holds FROM and the joins that filters use, `select` adds the columns. Answers
 * one page and the total under the same WHERE.
 *
 * Joins that only add display columns (a user's name, a model's name) belong in `select`: the count then
 * runs without them. SQLite does not drop an unused LEFT JOIN from an aggregate, so a count over such a
 * join reads every matching row (bench/: 0.8 ms instead of 0.07 ms for 1,400 operation-log rows).
 */
export async function runQuery<DB, TB extends keyof DB, O, PDB = DB, PTB extends keyof PDB = keyof PDB>(
  // biome-ignore lint/complexity/noBannedTypes: an empty selection is what the base query has
  base: SelectQueryBuilder<DB, TB, {}>,
  // biome-ignore lint/complexity/noBannedTypes: see above
  select: (q: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<PDB, PTB, O>,
  spec: QuerySpec,
  payload: QueryPayload,
): Promise<ListBody<O>> {
  const where = whereOf(spec, payload);
  const { column, order, nulls } = orderOf(spec, payload);
  const filtered = base.where(where);
  const countRow = await filtered.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
  const totalItems = Number((countRow as { total?: number } | undefined)?.total ?? 0);
  const offset = (payload.page - 1) * payload.pageSize;
  // A page far beyond any table: nothing to fetch (and an offset beyond 64 bits would fail in the database).
  if (!Number.isSafeInteger(offset) || offset >= totalItems) return { items: [], totalItems };
  const dir = sql.raw(order);
  const items = await select(filtered)
    .orderBy(sql`${sql.ref(column)} ${dir}${nulls}`)
    .orderBy(sql`${sql.ref(spec.idColumn)} ${dir}`)
    .limit(payload.pageSize)
    .offset(offset)
    .execute();
  return { items: items as O[], totalItems };
}

/** One segment of runSegmentedQuery: the rows it takes, and how many there are. */
export interface Segment {
  /** ANDed to the query's WHERE to fetch the segment's rows (in the default order). */
  where: Expression<SqlBool>;
}

/**
 * Like runQuery, but when the client asks for no sort the rows are listed segment by segment: every row of
 * the first segment, then of the second, ..., each in the spec's default order. `segments` partition the
 * filtered rows; the last one is "the rest". `sizes(count)` answers the sizes of all segments but the last,
 * using `count(where)` (the filtered rows that also match `where`), so that a caller can count with
 * predicates its indexes serve and fetch with others. A page costs the total count, the sizes, and one
 * bounded select per segment the page reaches (the total read beside the sizes and the page). With a sort field the rows are ordered by it as in runQuery.
 *
 * The fleet monitor uses it to put overdue items first, then those that warn, then the rest, nearest due
 * first within each: its stored order key cannot hold the state, which depends on today.
 */
export async function runSegmentedQuery<DB, TB extends keyof DB, O, PDB = DB, PTB extends keyof PDB = keyof PDB>(
  // biome-ignore lint/complexity/noBannedTypes: an empty selection is what the base query has
  base: SelectQueryBuilder<DB, TB, {}>,
  // biome-ignore lint/complexity/noBannedTypes: see above
  select: (q: SelectQueryBuilder<DB, TB, {}>) => SelectQueryBuilder<PDB, PTB, O>,
  spec: QuerySpec,
  payload: QueryPayload,
  segments: readonly Segment[],
  sizes: (count: (where: Expression<SqlBool>) => Promise<number>) => Promise<number[]>,
  /**
   * Order by an expression no index serves, so that the planner narrows by the filters first and sorts what
   * is left, instead of walking the order's index in search of rows a narrow filter keeps (PostgreSQL walked
   * 300,000 entries for the few rows of one aircraft).
   */
  unindexedOrder = false,
): Promise<ListBody<O>> {
  if (payload.sortField || segments.length < 2) return runQuery(base, select, spec, payload);
  const where = whereOf(spec, payload);
  const { column, order, nulls } = orderOf(spec, payload);
  const filtered = base.where(where);
  const countOf = async (q: typeof filtered) => {
    const row = await q.select(sql<number>`count(*)`.as('total')).executeTakeFirst();
    return Number((row as { total?: number } | undefined)?.total ?? 0);
  };
  const offset = (payload.page - 1) * payload.pageSize;
  if (!Number.isSafeInteger(offset)) return { items: [], totalItems: await countOf(filtered) };
  // The total and the page are independent reads: on PostgreSQL they run at once on two of the pool's
  // connections (the total of a large fleet is the longest read of the page), on SQLite one after the other.
  // The last segment needs no size: its select stops where its rows do.
  const end = offset + payload.pageSize;
  const pageOf = async () => {
    const known = await sizes((w) => countOf(filtered.where(w)));
    const dir = sql.raw(order);
    const items: O[] = [];
    let start = 0;
    for (let i = 0; i < segments.length && start < end; i++) {
      const size = i < segments.length - 1 ? (known[i] ?? 0) : Number.POSITIVE_INFINITY;
      const from = Math.max(offset, start);
      const to = Math.min(end, start + size);
      if (to > from) {
        const rows = await select(filtered.where(segments[i].where))
          .orderBy(
            unindexedOrder
              ? sql`coalesce(${sql.ref(column)}, ${sql.ref(column)}) ${dir}${nulls}`
              : sql`${sql.ref(column)} ${dir}${nulls}`,
          )
          .orderBy(sql`${sql.ref(spec.idColumn)} ${dir}`)
          .limit(to - from)
          .offset(from - start)
          .execute();
        items.push(...(rows as O[]));
      }
      start += size;
    }
    return items;
  };
  const [totalItems, items] = await Promise.all([countOf(filtered), pageOf()]);
  return { items, totalItems };
}
