import type { SourceFile } from './source-graph';

// The tenant guard's rules (docs/architecture.md "Scoped data access"), checked over the server's source by
// tenant-guard.test.ts:
// 1. A query on a company-owned table starts only in platform/db/tenant.ts (`tenant(db, scope)` adds the
//    company predicate); nowhere else does `selectFrom('brand')`, `updateTable`, `deleteFrom`, `insertInto`
//    name such a table.
// 2. SQL (a query builder started from a database, or a `sql` template) appears only in repositories
//    (`*.repo.ts`) and the platform; routes and services call repositories.
// 3. Where a repository joins a company-owned table or names one in raw SQL, a `tenant:` comment on that line
//    or one of the four before says why the rows are the caller's (e.g. reached through an already scoped row),
//    or the company predicate (`owns(`) is right there.

export interface Violation {
  path: string;
  line: number;
  rule: 'unscoped' | 'sql-outside-repo' | 'unexplained-join';
  text: string;
}

/** Files the guard does not read: tests, migrations (they create the tables) and test support. */
export function exempt(path: string): boolean {
  return (
    /\.(test|fixture|testkit)\.tsx?$/.test(path) ||
    path.startsWith('test/') ||
    path.startsWith('crash/') ||
    path.startsWith('platform/db/migrations/') ||
    path.startsWith('platform/guards/')
  );
}

/** Where SQL may be written. */
function maySql(path: string): boolean {
  return (
    /\.repo\.ts$/.test(path) || path.startsWith('platform/') || path.startsWith('seed/') || path === 'bootstrap.ts'
  );
}

const ENTRY = /\.(selectFrom|updateTable|deleteFrom|insertInto|replaceInto|mergeInto)\(\s*['"`]([a-z_]+)/g;
const BUILDER =
  /\b(?:db|trx|kysely|tx)\s*\.\s*(?:selectFrom|updateTable|deleteFrom|insertInto|transaction)\b|\bsql(?:<[^`>]*>)?`/g;
const JOIN = /\.(?:innerJoin|leftJoin|rightJoin|fullJoin)\(\s*['"`]([a-z_]+)/g;
const RAW_TABLE = /\b(?:from|join|update|into)\s+([a-z_]+)\b/gi;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function explained(lines: string[], line: number): boolean {
  const window = lines.slice(Math.max(0, line - 5), line + 2).join('\n');
  return /tenant:|owns\(/.test(window);
}

export function violations(file: SourceFile, companyTables: ReadonlySet<string>): Violation[] {
  if (exempt(file.path)) return [];
  const out: Violation[] = [];
  const lines = file.text.split('\n');
  const add = (rule: Violation['rule'], index: number) => {
    const line = lineOf(file.text, index);
    out.push({ path: file.path, line, rule, text: lines[line - 1].trim() });
  };
  if (file.path !== 'platform/db/tenant.ts') {
    for (const m of file.text.matchAll(ENTRY)) if (companyTables.has(m[2])) add('unscoped', m.index ?? 0);
  }
  if (!maySql(file.path)) {
    for (const m of file.text.matchAll(BUILDER)) add('sql-outside-repo', m.index ?? 0);
  }
  for (const m of file.text.matchAll(JOIN)) {
    if (companyTables.has(m[1]) && !explained(lines, lineOf(file.text, m.index ?? 0))) {
      add('unexplained-join', m.index ?? 0);
    }
  }
  // Raw SQL: the text of sql`...` templates.
  for (const t of file.text.matchAll(/\bsql(?:<[^`>]*>)?`([^`]*)`/g)) {
    for (const m of (t[1] ?? '').matchAll(RAW_TABLE)) {
      if (!companyTables.has(m[1].toLowerCase())) continue;
      const index = (t.index ?? 0) + (m.index ?? 0);
      if (!explained(lines, lineOf(file.text, index))) add('unexplained-join', index);
    }
  }
  return out;
}
