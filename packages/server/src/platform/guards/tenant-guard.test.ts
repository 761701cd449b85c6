import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../bootstrap';
import { freshDatabase } from '../../test/harness';
import { sourceFiles } from './source-graph';
import { type Violation, violations } from './tenant-guard';

// Every query on a company-owned table goes through tenant(db, scope); SQL lives in repositories
// (tenant-guard.ts says how). The company-owned tables are read from a migrated database: every table with a
// company_id column, so a new module's table is covered the day its migration adds it.

const root = path.resolve(import.meta.dirname, '../..');
let companyTables: Set<string>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  await prepareDatabase(fresh.db, { timeZone: 'UTC' });
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.columns where column_name = 'company_id'`
    .execute(fresh.db.kysely)
    .catch(async () =>
      sql<{ table_name: string }>`
        select m.name as table_name from sqlite_master m join pragma_table_info(m.name) c
        where m.type = 'table' and c.name = 'company_id'`.execute(fresh.db.kysely),
    );
  // A session's company_id is the company it works in, not an owner; an operation-log row may belong to no
  // company (platform events) and is written by the pipeline's audit alone.
  companyTables = new Set(rows.map((r) => r.table_name).filter((n) => n !== 'session' && n !== 'oper_log'));
  await fresh.db.close();
});
afterAll(() => drop?.());

describe('the tenant guard', () => {
  const tables = new Set(['brand', 'plane_entity']);
  const check = (p: string, text: string) => violations({ path: p, text }, tables).map((v: Violation) => v.rule);

  it('refuses a query on a company-owned table that does not start from tenant()', () => {
    expect(check('modules/x/x.repo.ts', "db.selectFrom('brand').selectAll()")).toEqual(['unscoped']);
    expect(check('modules/x/x.repo.ts', "trx.deleteFrom('plane_entity as p')")).toEqual(['unscoped']);
    expect(check('modules/x/x.repo.ts', "tenant(db, scope).select('brand').selectAll()")).toEqual([]);
    expect(check('modules/x/x.repo.ts', "db.selectFrom('plane_model').selectAll()")).toEqual([]);
  });

  it('refuses SQL outside repositories', () => {
    expect(check('modules/x/x.service.ts', "await db.selectFrom('plane_model').selectAll()")).toEqual([
      'sql-outside-repo',
    ]);
    expect(check('modules/x/x.routes.ts', 'await sql`select 1`.execute(db)')).toEqual(['sql-outside-repo']);
  });

  it('asks a join or raw SQL on a company-owned table to say why the rows are the caller’s', () => {
    expect(check('modules/x/x.repo.ts', "q.innerJoin('plane_entity', 'plane_entity.id', 'x.plane_id')")).toEqual([
      'unexplained-join',
    ]);
    expect(check('modules/x/x.repo.ts', 'sql`(select p.name from plane_entity p where p.id = x.plane_id)`')).toEqual([
      'unexplained-join',
    ]);
    expect(
      check(
        'modules/x/x.repo.ts',
        "// tenant: the aircraft of an already scoped row\nq.innerJoin('plane_entity', 'plane_entity.id', 'x.plane_id')",
      ),
    ).toEqual([]);
  });

  it('knows the company-owned tables from the schema', () => {
    expect([...companyTables]).toEqual(expect.arrayContaining(['brand', 'plane_entity', 'maintain_ctrl', 'employ']));
    expect(companyTables.has('plane_model')).toBe(false);
  });
});

describe('the server source', () => {
  it('reaches company-owned tables only through tenant() and writes SQL only in repositories', () => {
    const found = sourceFiles(root).flatMap((f) => violations(f, companyTables));
    expect(found.map((v) => `${v.path}:${v.line} ${v.rule}: ${v.text}`)).toEqual([]);
  });
});
