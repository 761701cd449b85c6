// Reading an operation-log entry (platform spec §3 "OperLog"). The server writes operContent as JSON text
//   { name, changes?: { field: [before, after] }, before?: { ...the record before a deletion } }
// (server platform/audit/oper-log.ts). This turns it into lines a person reads: the record's name, then one
// "field: before → after" line per change, and the before-image of a deletion as field/value pairs.

export interface OperContentView {
  name: string;
  /** "field: before → after" */
  changes: string[];
  /** The deleted record, field by field; null when the entry is not a deletion. */
  before: [field: string, value: string][] | null;
}

/** Shown for an absent value (null, undefined, empty text). */
export const EMPTY_VALUE = '—';

/** A value as short readable text: scalars as they are, lists and objects as compact JSON. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The readable form of operContent. `label` names a field (the screens' translated labels); text that is
 * not the JSON above (an older or foreign writer) is shown as the name, unchanged.
 */
export function readOperContent(
  text: string | null | undefined,
  label: (field: string) => string = (field) => field,
  /** Names a field's value (a department id → its name); undefined keeps the plain rendering. */
  value: (field: string, raw: unknown) => string | undefined = () => undefined,
): OperContentView {
  const show = (field: string, raw: unknown) => value(field, raw) ?? formatValue(raw);
  if (!text) return { name: '', changes: [], before: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { name: text, changes: [], before: null };
  }
  if (!isRecord(parsed)) return { name: text, changes: [], before: null };
  const name = parsed.name === undefined ? '' : formatValue(parsed.name);
  const changes: string[] = [];
  if (isRecord(parsed.changes)) {
    for (const [field, pair] of Object.entries(parsed.changes)) {
      if (Array.isArray(pair) && pair.length === 2) {
        changes.push(`${label(field)}: ${show(field, pair[0])} → ${show(field, pair[1])}`);
      } else {
        changes.push(`${label(field)}: ${show(field, pair)}`);
      }
    }
  }
  const before = isRecord(parsed.before)
    ? Object.entries(parsed.before).map(([field, raw]): [string, string] => [label(field), show(field, raw)])
    : null;
  return { name, changes, before };
}
