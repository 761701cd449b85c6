import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

// One permission scheme (docs/decisions.md "One permission scheme: views"): the functions of a screen are
// granted on its view, no longer on the spec's module names. Functions a role held on a module move to the
// view of the screen that writes it, in the same role and project. A role that never had that view loses them
// instead of gaining the view: the functions could not be used without the screen before either (its list
// needed the view), and a migration must not widen anyone's access.

/** Module key → the view that carries its functions now (frozen here; the catalogue may change later). */
const MODULE_VIEWS: Readonly<Record<string, string>> = {
  PlaneModel: 'plane-model',
  PlaneEntity: 'plane-entity',
  MaintainCtrl: 'plane-entity',
  PlaneOperation: 'plane-operation',
};

/** The catalogue's order of functions, in which grants are stored. */
const FUNCTION_ORDER = ['Add', 'Edit', 'Delete', 'Execute', 'Close', 'Upload', 'Download'];

interface GrantRow {
  id: number;
  role_id: number;
  project_id: number;
  view: string;
  functions: string;
}

function functionsOf(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((f): f is string => typeof f === 'string') : [];
}

export async function up(untyped: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const db = untyped as unknown as Kysely<{ role_grant: GrantRow }>;
  const modules = Object.keys(MODULE_VIEWS);
  const moduleRows = await db.selectFrom('role_grant').selectAll().where('view', 'in', modules).execute();
  if (moduleRows.length === 0) return;
  const views = [...new Set(Object.values(MODULE_VIEWS))];
  const viewRows = await db.selectFrom('role_grant').selectAll().where('view', 'in', views).execute();
  const target = new Map(viewRows.map((r) => [`${r.role_id}|${r.project_id}|${r.view}`, r]));
  const merged = new Map<number, Set<string>>();
  for (const row of moduleRows) {
    const view = target.get(`${row.role_id}|${row.project_id}|${MODULE_VIEWS[row.view]}`);
    if (!view) continue;
    const set = merged.get(view.id) ?? new Set(functionsOf(view.functions));
    for (const fn of functionsOf(row.functions)) set.add(fn);
    merged.set(view.id, set);
  }
  for (const [id, set] of merged) {
    const functions = JSON.stringify(FUNCTION_ORDER.filter((f) => set.has(f)));
    await db.updateTable('role_grant').set({ functions }).where('id', '=', id).execute();
  }
  await db.deleteFrom('role_grant').where('view', 'in', modules).execute();
}
