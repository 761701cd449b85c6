import { addDays } from '@hangar/domain/dates';
import { type Compare, Compares, type Condition, QueryPayload } from '@hangar/domain/query';
import fc from 'fast-check';
import { type Generated, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../app';
import { makeCompany } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { columns } from '../db/columns';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import { type FieldMap, type QuerySpec, runQuery } from './compile';

// The generic query compiler against a real database (SQLite, or PostgreSQL with HANGAR_TEST_DIALECT=postgres):
// a small tenant table of this test holds the same rows for two companies, so that any row escaping the
// tenant predicate shows at once.

interface QTestTable {
  id: Generated<number>;
  company_id: number;
  name: string | null;
  qty: number | null;
  count: number | null;
  at: string | null;
  kind: number | null;
  flag: number;
  note: string | null;
  secret: string;
}
type QDb = Kysely<Database & { qtest: QTestTable }>;

const A = 1;
const B = 2;
const MIRROR = 100;

type Row = Omit<QTestTable, 'id' | 'company_id'> & { id: number };
const row = (
  id: number,
  name: string | null,
  qty: number | null,
  count: number | null,
  at: string | null,
  kind: number | null,
  flag: number,
  note: string | null,
): Row => ({ id, name, qty, count, at, kind, flag, note, secret: `secret-${id}` });

// Numbers are multiples of 0.25 so that they are exact in binary and in numeric(12, 2).
const rows: Row[] = [
  row(1, 'Alpha', 1.5, 10, '2024-02-29 23:59:59', 1, 1, 'first'),
  row(2, 'alpha beta', 2, 20, '2024-03-01 00:00:00', 2, 0, null),
  row(3, '50% off', 3.25, 30, '2024-03-01 12:30:00', 3, 1, 'sale'),
  row(4, '50 percent', 4, 40, '2024-03-02 00:00:00', 1, 0, 'Sale'),
  row(5, 'a_b', 5.5, 50, null, null, 1, 'x'),
  row(6, 'axb', 6, 60, '2024-12-31 23:59:59', 2, 0, 'X'),
  row(7, 'back\\slash', 7.75, 70, '2025-01-01 00:00:00', 3, 1, null),
  row(8, 'BETA', -1, -10, '2023-01-01 08:00:00', null, 0, 'beta'),
  row(9, null, null, null, '2024-03-01 23:59:59', 1, 1, ''),
  row(10, 'zero', 0, 0, '2024-02-28 00:00:00', 2, 0, 'z'),
];
const ALL = rows.map((r) => r.id);

const fields: FieldMap = {
  id: { column: 'qtest.id', type: 'number' },
  name: { column: 'qtest.name', type: 'text' },
  qty: { column: 'qtest.qty', type: 'number' },
  count: { column: 'qtest.count', type: 'number' },
  at: { column: 'qtest.at', type: 'date' },
  kind: { column: 'qtest.kind', type: 'enum', values: [1, 2, 3] },
  flag: { column: 'qtest.flag', type: 'bool' },
  note: { column: 'qtest.note', type: 'text', sort: false },
  secret: { column: 'qtest.secret', type: 'text', filter: false, sort: false },
};

const specOf = (company: number): QuerySpec => ({
  fields,
  tenant: sql`qtest.company_id = ${company}`,
  defaultSort: { field: 'id', order: 'asc' },
  idColumn: 'qtest.id',
});

let t: TestApp;
let db: QDb;

beforeAll(async () => {
  t = await startTestApp();
  db = t.db.kysely.withTables<{ qtest: QTestTable }>();
  const c = columns(t.db.dialect);
  let table = db.schema.createTable('qtest');
  table = c.id(table);
  table = c.int(table, 'company_id', (x) => x.notNull());
  table = c.text(table, 'name');
  table = c.decimal(table, 'qty');
  table = c.int(table, 'count');
  table = c.dateTime(table, 'at');
  table = c.int(table, 'kind');
  table = c.int(table, 'flag', (x) => x.notNull());
  table = c.text(table, 'note');
  table = c.text(table, 'secret', (x) => x.notNull());
  await table.execute();
  // The outsider's rows are the victim's rows again: whatever matches one company matches the other.
  await db
    .insertInto('qtest')
    .values([
      ...rows.map((r) => ({ ...r, company_id: A })),
      ...rows.map((r) => ({ ...r, id: r.id + MIRROR, company_id: B })),
    ])
    .execute();
});
afterAll(() => t.close());

type Input = Partial<Omit<QueryPayload, 'filters' | 'fixedFilters'>> & {
  filters?: Partial<Condition>[];
  fixedFilters?: Partial<Condition>[];
};

async function query(input: Input, company = A) {
  const payload = QueryPayload.parse({ pageSize: 10000, ...input });
  const result = await runQuery(
    db.selectFrom('qtest'),
    (q) => q.select(['qtest.id', 'qtest.company_id']),
    specOf(company),
    payload,
  );
  for (const item of result.items) expect(item.company_id).toBe(company);
  return result;
}

async function ids(input: Input): Promise<number[]> {
  const result = await query(input);
  expect(result.totalItems).toBe(result.items.length);
  return result.items.map((i) => i.id);
}

const where = (...filters: Partial<Condition>[]) => ids({ filters });
const c = (name: string, compare: string, value: Condition['value'], relate?: 'and' | 'or'): Partial<Condition> => ({
  name,
  compare,
  value,
  ...(relate ? { relate } : {}),
});

async function rejected(input: Input): Promise<AppError> {
  const err = await query(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  if (!(err instanceof AppError)) throw new Error('expected an AppError');
  expect(err.code).toBe('VALIDATION');
  expect(err.status).toBe(400);
  return err;
}

/** The query must fail with VALIDATION naming `field`, with the message key given. */
async function expectRejected(input: Input, field: string, key: string) {
  const err = await rejected(input);
  expect(err.key).toBe(key);
  expect(err.params.field).toBe(field);
  expect(err.errors?.[0]?.field).toBe(field);
}

describe('text fields', () => {
  it('eq and ne compare exactly; ne leaves out empty (null) values', async () => {
    expect(await where(c('name', 'eq', 'Alpha'))).toEqual([1]);
    expect(await where(c('name', 'eq', 'ALPHA'))).toEqual([]);
    expect(await where(c('name', 'ne', 'Alpha'))).toEqual([2, 3, 4, 5, 6, 7, 8, 10]);
  });

  it('contains is case-insensitive', async () => {
    expect(await where(c('name', 'contains', 'ALPHA'))).toEqual([1, 2]);
    expect(await where(c('name', 'contains', 'beta'))).toEqual([2, 8]);
    expect(await where(c('note', 'contains', 'SALE'))).toEqual([3, 4]);
  });

  it('contains matches %, _ and \\ literally', async () => {
    expect(await where(c('name', 'contains', '%'))).toEqual([3]);
    expect(await where(c('name', 'contains', '50%'))).toEqual([3]);
    expect(await where(c('name', 'contains', '_'))).toEqual([5]);
    expect(await where(c('name', 'contains', 'a_b'))).toEqual([5]);
    expect(await where(c('name', 'contains', '\\'))).toEqual([7]);
    expect(await where(c('name', 'contains', '\\s'))).toEqual([7]);
    expect(await where(c('name', 'contains', '%_%'))).toEqual([]);
  });

  it('takes a number as its text', async () => {
    expect(await where(c('name', 'contains', 50))).toEqual([3, 4]);
  });

  it('rejects values of the wrong type, comparisons text has not, and NUL characters', async () => {
    await expectRejected({ filters: [c('name', 'eq', true)] }, 'name', 'query.badValue');
    await expectRejected({ filters: [c('name', 'contains', null)] }, 'name', 'query.badValue');
    await expectRejected({ filters: [c('name', 'eq', 'a\u0000b')] }, 'name', 'query.badValue');
    await expectRejected({ filters: [c('name', 'gt', 'a')] }, 'name', 'query.unknownCompare');
    await expectRejected({ filters: [c('name', 'like', '%')] }, 'name', 'query.unknownCompare');
  });
});

describe('number fields', () => {
  it('compares with eq, ne, gt, ge, lt, le', async () => {
    expect(await where(c('qty', 'eq', 3.25))).toEqual([3]);
    expect(await where(c('qty', 'ne', 2))).toEqual([1, 3, 4, 5, 6, 7, 8, 10]);
    expect(await where(c('qty', 'gt', 2))).toEqual([3, 4, 5, 6, 7]);
    expect(await where(c('qty', 'ge', 2))).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await where(c('qty', 'lt', 2))).toEqual([1, 8, 10]);
    expect(await where(c('qty', 'le', 2))).toEqual([1, 2, 8, 10]);
    expect(await where(c('qty', 'lt', 0))).toEqual([8]);
  });

  it('accepts numeric text', async () => {
    expect(await where(c('qty', 'eq', '5.5'))).toEqual([5]);
    expect(await where(c('count', 'ge', ' 60 '))).toEqual([6, 7]);
  });

  it('compares integer columns with fractions and values beyond 32 bits', async () => {
    expect(await where(c('count', 'gt', 15.5))).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await where(c('count', 'eq', 10.5))).toEqual([]);
    expect(await where(c('count', 'eq', 10.0))).toEqual([1]);
    expect(await where(c('count', 'lt', 3_000_000_000))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(await where(c('count', 'gt', -1e300))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10]);
    expect(await where(c('id', 'eq', 1e21))).toEqual([]);
  });

  it('rejects what is not a finite number and comparisons numbers have not', async () => {
    await expectRejected({ filters: [c('qty', 'eq', 'abc')] }, 'qty', 'query.badValue');
    await expectRejected({ filters: [c('qty', 'eq', '')] }, 'qty', 'query.badValue');
    await expectRejected({ filters: [c('qty', 'eq', true)] }, 'qty', 'query.badValue');
    await expectRejected({ filters: [c('qty', 'gt', '1e400')] }, 'qty', 'query.badValue');
    await expectRejected({ filters: [c('qty', 'gt', null)] }, 'qty', 'query.badValue');
    await expectRejected({ filters: [c('count', 'contains', 1)] }, 'count', 'query.unknownCompare');
  });
});

describe('date fields', () => {
  it('compares a bare date with whole days of a date-time column', async () => {
    expect(await where(c('at', 'eq', '2024-03-01'))).toEqual([2, 3, 9]);
    expect(await where(c('at', 'ne', '2024-03-01'))).toEqual([1, 4, 6, 7, 8, 10]);
    expect(await where(c('at', 'gt', '2024-03-01'))).toEqual([4, 6, 7]);
    expect(await where(c('at', 'ge', '2024-03-01'))).toEqual([2, 3, 4, 6, 7, 9]);
    expect(await where(c('at', 'lt', '2024-03-01'))).toEqual([1, 8, 10]);
    expect(await where(c('at', 'le', '2024-03-01'))).toEqual([1, 2, 3, 8, 9, 10]);
  });

  it('handles leap days and year ends', async () => {
    expect(await where(c('at', 'eq', '2024-02-29'))).toEqual([1]);
    expect(await where(c('at', 'le', '2024-12-31'))).toEqual([1, 2, 3, 4, 6, 8, 9, 10]);
    expect(await where(c('at', 'ge', '2025-01-01'))).toEqual([7]);
  });

  it('compares a date-time exactly', async () => {
    expect(await where(c('at', 'eq', '2024-03-01 12:30:00'))).toEqual([3]);
    expect(await where(c('at', 'gt', '2024-03-01 12:30:00'))).toEqual([4, 6, 7, 9]);
    expect(await where(c('at', 'le', '2024-03-01 00:00:00'))).toEqual([1, 2, 8, 10]);
  });

  it('rejects impossible dates, other formats and years outside 1001..9998', async () => {
    for (const value of [
      '2024-02-30',
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-03-01 24:00:00',
      '2024-03-01 12:60:00',
      '2024-3-1',
      '2024-03-01T00:00:00',
      '0000-01-01',
      '9999-12-31',
      '',
    ]) {
      await expectRejected({ filters: [c('at', 'eq', value)] }, 'at', 'query.badValue');
    }
    await expectRejected({ filters: [c('at', 'gt', 20240101)] }, 'at', 'query.badValue');
    await expectRejected({ filters: [c('at', 'contains', '2024')] }, 'at', 'query.unknownCompare');
  });
});

describe('null, enum and bool values', () => {
  it('eq null and ne null test for absence', async () => {
    expect(await where(c('at', 'eq', null))).toEqual([5]);
    expect(await where(c('at', 'ne', null))).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(await where(c('name', 'eq', null))).toEqual([9]);
    expect(await where(c('kind', 'eq', null))).toEqual([5, 8]);
  });

  it('enum fields accept only their declared values, as number or text', async () => {
    expect(await where(c('kind', 'eq', 1))).toEqual([1, 4, 9]);
    expect(await where(c('kind', 'eq', '2'))).toEqual([2, 6, 10]);
    expect(await where(c('kind', 'ne', 3))).toEqual([1, 2, 4, 6, 9, 10]);
    await expectRejected({ filters: [c('kind', 'eq', 4)] }, 'kind', 'query.badValue');
    await expectRejected({ filters: [c('kind', 'eq', true)] }, 'kind', 'query.badValue');
    await expectRejected({ filters: [c('kind', 'gt', 1)] }, 'kind', 'query.unknownCompare');
  });

  it('bool fields take true/false, 1/0 and their text', async () => {
    const on = [1, 3, 5, 7, 9];
    const off = [2, 4, 6, 8, 10];
    expect(await where(c('flag', 'eq', true))).toEqual(on);
    expect(await where(c('flag', 'eq', 1))).toEqual(on);
    expect(await where(c('flag', 'eq', 'true'))).toEqual(on);
    expect(await where(c('flag', 'eq', '0'))).toEqual(off);
    expect(await where(c('flag', 'ne', 1))).toEqual(off);
    await expectRejected({ filters: [c('flag', 'eq', 'yes')] }, 'flag', 'query.badValue');
    await expectRejected({ filters: [c('flag', 'eq', 2)] }, 'flag', 'query.badValue');
  });
});

describe('filter trees', () => {
  // kind eq 1 → 1, 4, 9; flag eq 0 → 2, 4, 6, 8, 10; qty gt 3 → 3, 4, 5, 6, 7.
  const kind1 = (relate?: 'and' | 'or') => c('kind', 'eq', 1, relate);
  const flag0 = (relate?: 'and' | 'or') => c('flag', 'eq', 0, relate);
  const qty3 = (relate?: 'and' | 'or') => c('qty', 'gt', 3, relate);

  it('binds AND tighter than OR, reading left to right', async () => {
    // kind1 OR (flag0 AND qty3), not (kind1 OR flag0) AND qty3 = 4, 6.
    expect(await where(kind1(), flag0('or'), qty3('and'))).toEqual([1, 4, 6, 9]);
    // (kind1 AND flag0) OR qty3.
    expect(await where(kind1(), flag0('and'), qty3('or'))).toEqual([3, 4, 5, 6, 7]);
    // qty3 OR (kind1 AND flag0).
    expect(await where(qty3(), kind1('or'), flag0())).toEqual([3, 4, 5, 6, 7]);
  });

  it('ignores the relate of the first condition', async () => {
    expect(await where(kind1('or'), flag0('and'))).toEqual([4]);
  });

  it('ANDs every fixed filter, whatever its relate, with the client tree', async () => {
    expect(await ids({ fixedFilters: [c('flag', 'eq', 1), c('kind', 'eq', 1, 'or')] })).toEqual([1, 9]);
    expect(
      await ids({
        fixedFilters: [c('flag', 'eq', 1), c('kind', 'eq', 1, 'or')],
        filters: [c('qty', 'gt', 5), c('name', 'eq', 'Alpha', 'or')],
      }),
    ).toEqual([1]);
  });

  it('keeps the tenant predicate outside an OR of the client', async () => {
    expect(await where(c('id', 'ge', 0), c('id', 'ge', MIRROR, 'or'))).toEqual(ALL);
    expect(await where(c('id', 'gt', MIRROR))).toEqual([]);
    // The OR branch matches every row of the victim (ids below MIRROR): none of them may come back.
    const outsider = await query({ filters: [c('name', 'eq', 'Alpha'), c('id', 'lt', MIRROR, 'or')] }, B);
    expect(outsider.items.map((i) => i.id)).toEqual([MIRROR + 1]);
  });

  it('names the failing condition in fixed filters too', async () => {
    await expectRejected({ fixedFilters: [c('nope', 'eq', 1)] }, 'nope', 'query.unknownField');
  });
});

describe('fields', () => {
  it('rejects unknown and non-filterable fields, naming them', async () => {
    await expectRejected({ filters: [c('nope', 'eq', 1)] }, 'nope', 'query.unknownField');
    await expectRejected({ filters: [c('secret', 'eq', 'secret-1')] }, 'secret', 'query.unknownField');
    await expectRejected({ filters: [c('company_id', 'eq', B)] }, 'company_id', 'query.unknownField');
    await expectRejected({ filters: [c('qtest.company_id', 'eq', B)] }, 'qtest.company_id', 'query.unknownField');
    await expectRejected({ filters: [c('__proto__', 'eq', 1)] }, '__proto__', 'query.unknownField');
    await expectRejected({ filters: [c('constructor', 'eq', 1)] }, 'constructor', 'query.unknownField');
  });

  it('rejects the first bad condition after good ones', async () => {
    await expectRejected(
      { filters: [c('name', 'eq', 'Alpha'), c('qty', 'eq', 'x', 'or'), c('nope', 'eq', 1)] },
      'qty',
      'query.badValue',
    );
  });
});

describe('the condition limit (SECURITY.md: at most 20 conditions)', () => {
  const some = (n: number) => Array.from({ length: n }, (_, i) => c('qty', 'ne', i));

  it('counts filters and fixed filters together', async () => {
    // Twenty in all pass (the same ten twice select what ten select).
    expect(await ids({ filters: some(10), fixedFilters: some(10) })).toEqual(await ids({ filters: some(10) }));
    await expectRejected({ filters: some(11), fixedFilters: some(10) }, 'filters', 'query.tooManyConditions');
    await expectRejected({ filters: some(1), fixedFilters: some(20) }, 'filters', 'query.tooManyConditions');
  });

  it('is answered through HTTP with the localized message', async () => {
    const owner = await makeCompany(t, { name: 'Limit owner' });
    const byId = (n: number) => some(n).map((x) => ({ ...x, name: 'id' }));
    const body = { filters: byId(15), fixedFilters: byId(6) };
    const res = await t.call({ url: '/api/User/Query', token: owner.admin.token, body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      msg: '查询条件不能超过 20 个',
      errors: [{ field: 'filters', message: '查询条件不能超过 20 个' }],
    });
  });
});

describe('paging and sorting', () => {
  it('pages with the total of the same WHERE', async () => {
    const page2 = await query({ pageSize: 3, page: 2 });
    expect(page2.items.map((i) => i.id)).toEqual([4, 5, 6]);
    expect(page2.totalItems).toBe(10);
    const flagged = { filters: [c('flag', 'eq', 1)], pageSize: 2 };
    expect(await query({ ...flagged, page: 1 })).toMatchObject({ totalItems: 5, items: [{ id: 1 }, { id: 3 }] });
    expect(await query({ ...flagged, page: 3 })).toMatchObject({ totalItems: 5, items: [{ id: 9 }] });
    expect(await query({ ...flagged, page: 4 })).toEqual({ totalItems: 5, items: [] });
  });

  it('answers an empty page far beyond the end instead of failing', async () => {
    expect(await query({ page: Number.MAX_SAFE_INTEGER, pageSize: 10000 })).toEqual({ totalItems: 10, items: [] });
    expect(await query({ page: 2 ** 40, pageSize: 7 })).toEqual({ totalItems: 10, items: [] });
  });

  it('sorts by a sortable field with the id as tie-breaker, in either direction', async () => {
    const byQty = (await query({ sortField: 'qty', filters: [c('qty', 'ne', null)] })).items.map((i) => i.id);
    expect(byQty).toEqual([8, 10, 1, 2, 3, 4, 5, 6, 7]);
    const desc = (await query({ sortField: 'qty', sortOrder: 'descend', filters: [c('qty', 'ne', null)] })).items;
    expect(desc.map((i) => i.id)).toEqual([7, 6, 5, 4, 3, 2, 1, 10, 8]);
    const byFlag = (await query({ sortField: 'flag', sortOrder: 'desc' })).items.map((i) => i.id);
    expect(byFlag).toEqual([9, 7, 5, 3, 1, 10, 8, 6, 4, 2]);
    expect((await query({ sortOrder: 'desc' })).items.map((i) => i.id)).toEqual([...ALL].reverse());
  });

  it('sorts only by whitelisted fields', async () => {
    await expectRejected({ sortField: 'nope' }, 'nope', 'query.unknownField');
    await expectRejected({ sortField: 'qtest.secret' }, 'qtest.secret', 'query.unknownField');
    await expectRejected({ sortField: 'secret' }, 'secret', 'query.notSortable');
    await expectRejected({ sortField: 'note' }, 'note', 'query.notSortable');
    await expectRejected({ sortField: '__proto__' }, '__proto__', 'query.unknownField');
    await expectRejected({ sortField: 'id; drop table qtest' }, 'id; drop table qtest', 'query.unknownField');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Property tests: random filter trees against the same rows, checked against a plain reading of the rules.

const fieldNames = Object.keys(fields);
const arbField = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 2, arbitrary: fc.constantFrom('secret', 'nope', '__proto__', 'constructor', 'company_id', 'qtest.id') },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);
const arbCompare = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<string>(...Compares) },
  { weight: 1, arbitrary: fc.constantFrom('like', 'in', 'EQ', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 4 }) },
);
const sampleStrings = [
  ...rows.flatMap((r) => [r.name, r.note, r.at, r.at?.slice(0, 10)]).filter((v): v is string => typeof v === 'string'),
  '2024-03-01',
  '2024-02-30',
  '2024-13-45',
  '9999-12-31',
  '1',
  '0',
  '2',
  'true',
  'false',
  '%',
  '_',
  '\\',
  'a',
  'A',
  '1e400',
  ' 5 ',
  '0x10',
  '3.25',
];
const arbValue: fc.Arbitrary<Condition['value']> = fc.oneof(
  fc.constantFrom(...sampleStrings),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(-1, 0, 1, 2, 3, 4, 1.5, 3.25, 10, 15.5, 60, 3_000_000_000, 1e300, -1e300, 0.1),
  fc.integer({ min: -100, max: 100 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const arbCondition: fc.Arbitrary<Condition> = fc.record({
  name: arbField,
  compare: arbCompare,
  value: arbValue,
  relate: fc.constantFrom<'and' | 'or'>('and', 'or'),
});
const arbPayload: fc.Arbitrary<QueryPayload> = fc.record({
  filters: fc.array(arbCondition, { maxLength: 6 }),
  fixedFilters: fc.array(arbCondition, { maxLength: 2 }),
  sortField: fc.option(fc.oneof(fc.constantFrom(...fieldNames), arbField), { nil: undefined }),
  sortOrder: fc.option(fc.constantFrom<'asc' | 'desc' | 'ascend' | 'descend'>('asc', 'desc', 'ascend', 'descend'), {
    nil: undefined,
  }),
  page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 6 }), fc.constant(Number.MAX_SAFE_INTEGER)),
  pageSize: fc.oneof(fc.constant(10000), fc.integer({ min: 1, max: 12 })),
});

type Outcome = { error: { field: string; key: string } } | { ids: number[] };

/** An independent check of a date value: a real calendar date, 1000 < year < 9999. */
function validDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})( (\d{2}):(\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  if (year <= 1000 || year >= 9999) return false;
  const full = m[4] ? text : `${text} 00:00:00`;
  const d = new Date(`${full.replace(' ', 'T')}Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 19).replace('T', ' ') === full;
}

type Model = { error: { field: string; key: string } } | { test: (r: Row) => boolean };

function modelCondition(cond: Condition): Model {
  const def = Object.hasOwn(fields, cond.name) ? fields[cond.name] : undefined;
  const fail = (key: string): Model => ({ error: { field: cond.name, key } });
  if (!def || def.filter === false) return fail('query.unknownField');
  const allowed: Record<string, readonly string[]> = {
    text: ['eq', 'ne', 'contains'],
    number: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
    date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
    enum: ['eq', 'ne'],
    bool: ['eq', 'ne'],
  };
  if (!allowed[def.type].includes(cond.compare)) return fail('query.unknownCompare');
  const compare = cond.compare as Compare;
  const column = def.column.slice('qtest.'.length) as keyof Row;
  const get = (r: Row) => r[column];
  const v = cond.value;
  if (v === null) {
    if (compare === 'eq') return { test: (r) => get(r) === null };
    if (compare === 'ne') return { test: (r) => get(r) !== null };
    return fail('query.badValue');
  }
  const cmp = <T extends string | number>(a: T, b: T): boolean => {
    switch (compare) {
      case 'eq':
        return a === b;
      case 'ne':
        return a !== b;
      case 'gt':
        return a > b;
      case 'ge':
        return a >= b;
      case 'lt':
        return a < b;
      case 'le':
        return a <= b;
      case 'contains':
        return String(a).toLowerCase().includes(String(b).toLowerCase());
    }
  };
  switch (def.type) {
    case 'text': {
      const text = typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
      if (text === undefined || text.includes('\u0000')) return fail('query.badValue');
      return { test: (r) => typeof get(r) === 'string' && cmp(String(get(r)), text) };
    }
    case 'number': {
      const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
      if (!Number.isFinite(n)) return fail('query.badValue');
      return { test: (r) => typeof get(r) === 'number' && cmp(Number(get(r)), n) };
    }
    case 'date': {
      if (typeof v !== 'string' || !validDate(v)) return fail('query.badValue');
      const at = (r: Row) => r.at;
      if (v.length === 10) {
        const start = `${v} 00:00:00`;
        const next = `${addDays(v, 1)} 00:00:00`;
        const inDay = (x: string) => x >= start && x < next;
        const tests: Record<Compare, (x: string) => boolean> = {
          eq: inDay,
          ne: (x) => !inDay(x),
          gt: (x) => x >= next,
          ge: (x) => x >= start,
          lt: (x) => x < start,
          le: (x) => x < next,
          contains: () => false,
        };
        return { test: (r) => at(r) !== null && tests[compare](String(at(r))) };
      }
      return { test: (r) => at(r) !== null && cmp(String(at(r)), v) };
    }
    case 'enum': {
      if (typeof v !== 'string' && typeof v !== 'number') return fail('query.badValue');
      const match = (def.values ?? []).find((x) => String(x) === String(v));
      if (match === undefined) return fail('query.badValue');
      return { test: (r) => get(r) !== null && cmp(Number(get(r)), Number(match)) };
    }
    case 'bool': {
      const b =
        v === true || v === 1 || v === '1' || v === 'true'
          ? 1
          : v === false || v === 0 || v === '0' || v === 'false'
            ? 0
            : undefined;
      if (b === undefined) return fail('query.badValue');
      return { test: (r) => cmp(Number(get(r)), b) };
    }
  }
}

/** What the compiler must answer for a payload: the first rejected condition, or the matching ids. */
function model(payload: QueryPayload): Outcome {
  const fixed: ((r: Row) => boolean)[] = [];
  for (const f of payload.fixedFilters) {
    const m = modelCondition(f);
    if ('error' in m) return m;
    fixed.push(m.test);
  }
  const groups: ((r: Row) => boolean)[][] = [];
  for (const [i, f] of payload.filters.entries()) {
    const m = modelCondition(f);
    if ('error' in m) return m;
    if (i === 0 || f.relate === 'or') groups.push([m.test]);
    else groups[groups.length - 1].push(m.test);
  }
  const sortField = payload.sortField || 'id';
  const sortDef = Object.hasOwn(fields, sortField) ? fields[sortField] : undefined;
  if (!sortDef) return { error: { field: sortField, key: 'query.unknownField' } };
  if (sortDef.sort === false) return { error: { field: sortField, key: 'query.notSortable' } };
  const match = (r: Row) =>
    fixed.every((f) => f(r)) && (groups.length === 0 || groups.some((g) => g.every((f) => f(r))));
  return { ids: rows.filter(match).map((r) => r.id) };
}

async function outcome(payload: QueryPayload, company = A) {
  try {
    return await runQuery(
      db.selectFrom('qtest'),
      (q) => q.select(['qtest.id', 'qtest.company_id']),
      specOf(company),
      payload,
    );
  } catch (err) {
    return { err };
  }
}

describe('property: random filter trees', () => {
  it('never return a row of another company and fail only with VALIDATION naming a field', async () => {
    await fc.assert(
      fc.asyncProperty(arbPayload, fc.constantFrom(A, B), async (payload, company) => {
        const result = await outcome(payload, company);
        if ('err' in result) {
          const err = result.err;
          if (!(err instanceof AppError)) throw err;
          expect(err.code).toBe('VALIDATION');
          expect(typeof err.params.field).toBe('string');
          expect(err.errors?.[0]?.field).toBe(err.params.field);
          return;
        }
        for (const item of result.items) expect(item.company_id).toBe(company);
        expect(result.totalItems).toBeLessThanOrEqual(rows.length);
        expect(result.items.length).toBeLessThanOrEqual(Math.min(payload.pageSize, result.totalItems));
      }),
      { numRuns: 200 },
    );
  });

  it('answer exactly what a plain reading of the rules selects, with the same total', async () => {
    await fc.assert(
      fc.asyncProperty(arbPayload, async (payload) => {
        const expected = model(payload);
        const result = await outcome(payload);
        if ('error' in expected) {
          if (!('err' in result)) throw new Error(`expected ${expected.error.key} for ${expected.error.field}`);
          const err = result.err;
          if (!(err instanceof AppError)) throw err;
          expect([err.code, err.key, err.params.field]).toEqual([
            'VALIDATION',
            expected.error.key,
            expected.error.field,
          ]);
          return;
        }
        if ('err' in result) throw result.err;
        expect(result.totalItems).toBe(expected.ids.length);
        const got = result.items.map((i) => i.id);
        const offset = (payload.page - 1) * payload.pageSize;
        expect(got.length).toBe(Math.max(0, Math.min(payload.pageSize, expected.ids.length - offset)));
        for (const id of got) expect(expected.ids).toContain(id);
        if (payload.page === 1 && payload.pageSize >= rows.length)
          expect([...got].sort((x, y) => x - y)).toEqual(expected.ids);
      }),
      { numRuns: 200 },
    );
  });

  it('page through every row once, with the same total on every page', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbCondition, { maxLength: 3 }),
        fc.constantFrom('id', 'name', 'qty', 'count', 'at', 'kind', 'flag'),
        fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
        fc.integer({ min: 1, max: 4 }),
        async (filters, sortField, sortOrder, pageSize) => {
          const base = { filters, fixedFilters: [], sortField, sortOrder, page: 1, pageSize };
          const expected = model(base);
          fc.pre('ids' in expected);
          const seen: number[] = [];
          const pages = Math.ceil(expected.ids.length / pageSize) + 1;
          for (let page = 1; page <= pages; page++) {
            const result = await runQuery(db.selectFrom('qtest'), (q) => q.select(['qtest.id']), specOf(A), {
              ...base,
              page,
            });
            expect(result.totalItems).toBe(expected.ids.length);
            seen.push(...result.items.map((i) => i.id));
          }
          expect([...seen].sort((x, y) => x - y)).toEqual(expected.ids);
        },
      ),
      { numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------
// Through HTTP: random JSON bodies to Query endpoints answer 200 or 400, never another company's rows.

const MARKER = 'ZZQUERYVICTIM';

describe('property: random payloads through HTTP', () => {
  let token: string;
  let ownUsers: number[];

  beforeAll(async () => {
    const owner = await makeCompany(t, { name: 'Query owner' });
    const victim = await makeCompany(t, { name: `Victim ${MARKER}`, adminName: `Admin ${MARKER}` });
    token = owner.admin.token;
    ownUsers = [owner.admin.userId];
    await t.db.kysely
      .insertInto('oper_log')
      .values(
        [victim.companyId, null].map((companyId) => ({
          company_id: companyId,
          target_type: 1,
          target_id: 1,
          user_id: victim.admin.userId,
          job: 'Add',
          oper_content: JSON.stringify({ name: `Secret ${MARKER}` }),
          oper_time: '2024-03-01 12:00:00',
        })),
      )
      .execute();
  });

  const scalar = fc.oneof(
    fc.string({ maxLength: 24 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.constantFrom('\u0000', 'a\u0000b', '2024-13-45', '2024-03-01', '9999-12-31', '1e400', '0x10', '%', '_'),
    fc.string({ minLength: 195, maxLength: 210 }),
    fc.double(),
    fc.integer(),
    fc.constantFrom(0.5, 3_000_000_000, 1e300, Number.MAX_SAFE_INTEGER, -1),
    fc.boolean(),
    fc.constant(null),
  );
  const junk = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), scalar, { maxKeys: 3 }),
  );
  const names = [
    'id',
    'name',
    'phone',
    'realName',
    'sex',
    'isPilot',
    'targetType',
    'targetID',
    'job',
    'operTime',
    'userID',
    'operContent',
    'pass_hash',
    'passHash',
    'company_id',
    'companyId',
    '__proto__',
    'constructor',
  ];
  const condition = fc.record(
    {
      name: fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 70 }), scalar),
      compare: fc.oneof(fc.constantFrom<string>(...Compares, 'like'), fc.string({ maxLength: 20 }), scalar),
      value: fc.oneof({ weight: 4, arbitrary: scalar }, { weight: 1, arbitrary: junk }),
      relate: fc.oneof(fc.constantFrom('and', 'or'), scalar),
    },
    { requiredKeys: [] },
  );
  const conditions = fc.oneof(
    { weight: 5, arbitrary: fc.array(condition, { maxLength: 22 }) },
    { weight: 1, arbitrary: junk },
  );
  const body = fc.oneof(
    {
      weight: 9,
      arbitrary: fc.record(
        {
          filters: conditions,
          fixedFilters: conditions,
          sortField: fc.oneof(fc.constantFrom(...names), scalar),
          sortOrder: fc.oneof(fc.constantFrom('asc', 'desc', 'ascend', 'descend'), scalar),
          page: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.constant(Number.MAX_SAFE_INTEGER), scalar),
          pageSize: fc.oneof(fc.integer({ min: -2, max: 20000 }), scalar),
          cid: scalar,
          companyId: scalar,
          extra: junk,
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: junk },
  );

  const registered = new Set(modules.flatMap((m) => m.endpoints.map((e) => `${e.method} ${e.path}`)));
  const targets = ['/api/User/Query', '/api/OperLog/Query'].filter((path) => registered.has(`POST ${path}`));

  it('covers at least User/Query', () => {
    expect(targets).toContain('/api/User/Query');
  });

  it.each(targets)('POST %s answers only 200 or 400 and never shows another company', async (url) => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await t.call({
          url,
          token,
          body: JSON.stringify(payload),
          headers: { 'content-type': 'application/json' },
          lang: 'en-US',
        });
        expect([200, 400], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
        expect(res.body).not.toContain(MARKER);
        const json = res.json();
        if (res.statusCode === 400) {
          expect(json).toMatchObject({ ret: 1, code: 'VALIDATION' });
          return;
        }
        expect(json.ret).toBe(0);
        expect(Array.isArray(json.body.items)).toBe(true);
        if (url === '/api/User/Query') {
          for (const item of json.body.items) expect(ownUsers).toContain(item.id);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses NUL characters, which PostgreSQL cannot compare, before they reach the database', async () => {
    const res = await t.call({
      url: '/api/User/Query',
      token,
      body: { filters: [{ name: 'name', compare: 'contains', value: 'a\u0000b' }] },
      lang: 'en-US',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: [{ field: 'filters.0.value' }] });
  });

  it('names the unknown field, operator or bad value in the message', async () => {
    const ask = (filters: unknown[]) =>
      t.call({ url: '/api/User/Query', token, body: { filters }, lang: 'en-US' }).then((r) => ({
        status: r.statusCode,
        json: r.json(),
      }));
    expect(await ask([{ name: 'pass_hash', compare: 'eq', value: 'x' }])).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION', msg: 'Unknown query field pass_hash', errors: [{ field: 'pass_hash' }] },
    });
    expect(await ask([{ name: 'name', compare: 'like', value: 'x' }])).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION', msg: 'The field name does not support the comparison like' },
    });
    expect(await ask([{ name: 'id', compare: 'gt', value: 'abc' }])).toMatchObject({
      status: 400,
      json: { code: 'VALIDATION', msg: 'The value of id has the wrong type' },
    });
  });
});
