import type { Compilable, CompiledQuery, Kysely, RootOperationNode } from 'kysely';
import type { Database } from './schema';

// Prepared queries: a query that every request runs (the session lookup, the grants, the user info) is built
// and compiled by Kysely once per dialect; each call then executes the same SQL text with its own bound values.
// Building and compiling a query costs more CPU than running most of them (bench/api-load.bench.ts,
// docs/performance.md). Only the SQL is kept: nothing about a session, a user or a grant is cached.

interface Plan {
  sql: string;
  query: RootOperationNode;
  queryId: CompiledQuery['queryId'];
  /** Per parameter of the SQL: the name of a call's value, or a constant of the query. */
  slots: ({ name: string } | { value: unknown })[];
}

// Placeholders stand in for the call's values while the query is built: numbers at the bottom of the safe
// integer range, which no id, count or flag of the application reaches, and which Kysely passes through as
// they are (a number keeps code such as `tenant(db, companyId)` on its numeric path).
const PLACEHOLDER_BASE = Number.MIN_SAFE_INTEGER;
const PLACEHOLDER_LIMIT = 1000;

export interface Prepared<P, O> {
  execute(db: Kysely<Database>, params: P): Promise<O[]>;
  executeTakeFirst(db: Kysely<Database>, params: P): Promise<O | undefined>;
}

/**
 * A query built once and run many times with bound values. `build` receives placeholders for `params` and
 * must use each of them only as a value of the query (never branch on one or transform it: a placeholder that
 * does not reach the SQL's parameters as it is fails the first call). The plan is kept per dialect, so the
 * same prepared query runs on the database and inside its transactions.
 */
export function prepared<P extends Record<string, unknown>, O>(
  build: (db: Kysely<Database>, params: P) => Compilable<O>,
): Prepared<P, O> {
  const plans = new WeakMap<object, Plan>();

  const planOf = (db: Kysely<Database>): Plan => {
    const key = db.getExecutor().adapter;
    const known = plans.get(key);
    if (known) return known;
    const names: string[] = [];
    const placeholders = new Proxy({} as P, {
      get(_target, name) {
        if (typeof name !== 'string') return undefined;
        let i = names.indexOf(name);
        if (i < 0) i = names.push(name) - 1;
        return PLACEHOLDER_BASE + i;
      },
    });
    const compiled = build(db, placeholders).compile();
    const used = new Set<string>();
    const slots = compiled.parameters.map((value) => {
      const i = typeof value === 'number' ? value - PLACEHOLDER_BASE : -1;
      if (Number.isInteger(i) && i >= 0 && i < PLACEHOLDER_LIMIT && i < names.length) {
        used.add(names[i]);
        return { name: names[i] };
      }
      return { value };
    });
    const lost = names.filter((n) => !used.has(n));
    if (lost.length) throw new Error(`prepared query: ${lost.join(', ')} did not reach the SQL as bound values`);
    const plan: Plan = { sql: compiled.sql, query: compiled.query, queryId: compiled.queryId, slots };
    plans.set(key, plan);
    return plan;
  };

  const execute = async (db: Kysely<Database>, params: P): Promise<O[]> => {
    const plan = planOf(db);
    const parameters = plan.slots.map((s) => ('name' in s ? params[s.name] : s.value));
    const result = await db.executeQuery<O>({ sql: plan.sql, query: plan.query, queryId: plan.queryId, parameters });
    return result.rows;
  };

  return {
    execute,
    executeTakeFirst: async (db, params) => (await execute(db, params))[0],
  };
}
