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

/**
 * An entry that names no change: an update whose changes came out empty. The pipeline writes no row for it
 * (an edit that changes nothing leaves no trace), and accepts the write without one.
 */
export function changesNothing(entry: AuditEntry): boolean {
  return entry.changes !== undefined && Object.keys(entry.changes).length === 0 && entry.before === undefined;
}

/**
 * JSON text of a value with object keys in sorted order and keys without a value (null) left out, so that equal
 * values give equal text.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([, x]) => x !== null && x !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/**
 * The fields of `after` whose value differs from `before`, as [before, after] pairs. Values compare by
 * content: the order of keys inside a JSON value (a time rule) is not a change, nor is a key without a value
 * that the other side lacks (a rule saved before its landings part existed, saved again with `lc: null`).
 */
export function diff<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    const a = before[key];
    const b = after[key];
    if (b === undefined) continue;
    if (canonical(a) !== canonical(b)) out[key] = [a ?? null, b ?? null];
  }
  return out;
}
