import type { ObjType } from '@hangar/domain/codes';
import { formatDateTime } from '@hangar/domain/dates';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

// The operation-log writer. It is called with the request's transaction, so the log row commits or rolls
// back together with the change it describes. operContent is JSON text:
//   { name, changes?: { field: [before, after] }, before?: { ...whole record } }
// `name` is the record's display name; the job (action) and target type say what happened.

export interface AuditEntry {
  targetType: ObjType;
  targetId: number;
  /** Display name of the record (tail number, department name, ...). */
  name: string;
  /** Changed fields: [before, after]. */
  changes?: Record<string, [unknown, unknown]>;
  /** The whole record before a deletion. */
  before?: Record<string, unknown>;
  /** The company the row belongs to, when not the caller's current one (a company just created). */
  companyId?: number | null;
}

export async function writeOperLog(
  db: Kysely<Database>,
  entry: AuditEntry & { userId: number | null; job: string; timeZone: string },
): Promise<void> {
  const content: Record<string, unknown> = { name: entry.name };
  if (entry.changes && Object.keys(entry.changes).length > 0) content.changes = entry.changes;
  if (entry.before) content.before = entry.before;
  await db
    .insertInto('oper_log')
    .values({
      company_id: entry.companyId ?? null,
      target_type: entry.targetType,
      target_id: entry.targetId,
      user_id: entry.userId,
      job: entry.job,
      oper_content: JSON.stringify(content),
      oper_time: formatDateTime(new Date(), entry.timeZone),
    })
    .execute();
}

/** The fields of `after` whose value differs from `before`, as [before, after] pairs. */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    if (b === undefined) continue;
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) out[key] = [a ?? null, b ?? null];
  }
  return out;
}
