import { endOfMonthAfter, RECENCY_WINDOW_MONTHS } from '@hangar/domain/contracts/qualifications';
import { addDays } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { AccessScope } from '../../platform/access/scope';
import type { Database } from '../../platform/db/schema';
import { signedWork } from './qualification.repo';

// The days of a person's own signed work per aircraft model (issue 34, recency: docs/domain.md "Who may sign"):
// every link of an aircraft's sign-off chain they signed (record sign-offs, re-signs and the certificates of
// release a closed order writes), every task-card step they performed or inspected, every order they inspected.
// Read from the company's own rows only (qualification.repo.ts); the answer feeds recencyOf
// (contracts/qualifications.ts).

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
  for (const row of await signedWork(db, scope, users, since)) {
    if (row.user === null || row.model === null || row.at === null) continue;
    const day = row.at.slice(0, 10);
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

/** The first day of the recency window on `today`: the first of the month 23 months before today's month. */
export function recencySince(today: string): string {
  return addDays(endOfMonthAfter(today, -RECENCY_WINDOW_MONTHS), 1);
}
