import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';

// The days of a person's own signed work per aircraft model (issue 34, recency: docs/domain.md "Who may sign"):
// every link of an aircraft's sign-off chain they signed (record sign-offs, re-signs and the certificates of
// release a closed order writes), every task-card step they performed or inspected, every order they inspected.
// Read from the company's own rows only; the answer feeds recencyOf (contracts/qualifications.ts).

/** Per user, per model id: the days (`YYYY-MM-DD`, ascending, each once) with own signed work since `since`. */
export type WorkDays = Map<number, Map<number, string[]>>;

export async function workDays(
  db: Kysely<Database>,
  scope: AccessScope,
  users: readonly number[],
  since: string,
): Promise<WorkDays> {
  const answer: WorkDays = new Map();
  if (users.length === 0) return answer;
  const company = scope.companyId;
  const from = `${since.slice(0, 10)} 00:00:00`;
  const signs = db
    .selectFrom('record_sign as s')
    .innerJoin('plane_entity as p', 'p.id', 's.plane_id')
    .where('s.company_id', '=', company)
    .where('s.signed_by', 'in', users)
    .where('s.signed_at', '>=', from)
    .select(['s.signed_by as user', 'p.model_id as model', 's.signed_at as at']);
  const performed = db
    .selectFrom('order_step as st')
    .innerJoin('order_card as oc', 'oc.id', 'st.card_id')
    .innerJoin('plane_entity as p', 'p.id', 'oc.plane_id')
    .where('st.company_id', '=', company)
    .where('st.performed_by', 'in', users)
    .where('st.performed_at', '>=', from)
    .select(['st.performed_by as user', 'p.model_id as model', 'st.performed_at as at']);
  const inspected = db
    .selectFrom('order_step as st')
    .innerJoin('order_card as oc', 'oc.id', 'st.card_id')
    .innerJoin('plane_entity as p', 'p.id', 'oc.plane_id')
    .where('st.company_id', '=', company)
    .where('st.inspected_by', 'in', users)
    .where('st.inspected_at', '>=', from)
    .select(['st.inspected_by as user', 'p.model_id as model', 'st.inspected_at as at']);
  const orders = db
    .selectFrom('production_order as o')
    .innerJoin('plane_entity as p', 'p.id', 'o.plane_id')
    .where('o.company_id', '=', company)
    .where('o.inspected_by', 'in', users)
    .where('o.inspected_at', '>=', from)
    .select(['o.inspected_by as user', 'p.model_id as model', 'o.inspected_at as at']);
  const rows = (
    await Promise.all([signs.execute(), performed.execute(), inspected.execute(), orders.execute()])
  ).flat();
  for (const row of rows) {
    if (row.user === null || row.at === null) continue;
    const day = String(row.at).slice(0, 10);
    const models = answer.get(row.user) ?? new Map<number, string[]>();
    answer.set(row.user, models);
    const days = models.get(row.model) ?? [];
    days.push(day);
    models.set(row.model, days);
  }
  for (const models of answer.values()) {
    for (const [model, days] of models) models.set(model, [...new Set(days)].sort());
  }
  return answer;
}
