// Reading an operation-log entry (platform spec §3 "OperLog"). The server writes operContent as JSON text
//   { name, changes?: { field: [before, after] }, before?: { ...the record before a deletion } }
// (server platform/audit/oper-log.ts). This turns it into lines a person reads: the record's name, then one
// "field: before → after" line per change (or the lines a reader gives for a list, such as time rules), the
// values of a new record as "field: value", and the before-image of a deletion as field/value pairs. What a
// field is called and how its values read comes from the reader (oper-fields.ts declares them per target).

export interface OperContentView {
  name: string;
  /** "field: before → after", or the reader's own lines for a field. */
  changes: string[];
  /** The deleted record, field by field; null when the entry is not a deletion. */
  before: [field: string, value: string][] | null;
}

/** How one entry reads; every part is optional and falls back to the raw key and the plain value. */
export interface OperContentReader {
  /** A field's label. */
  label?(field: string): string;
  /** A value as text; undefined keeps the plain rendering. */
  value?(field: string, raw: unknown): string | undefined;
  /** The lines of one changed field (a list that names what changed); undefined = "field: before → after". */
  change?(field: string, before: unknown, after: unknown): string[] | undefined;
  /** The entry created its record: changes are its first values, shown "field: value", empty ones left out. */
  created?: boolean;
}

/** Shown for an absent value (null, undefined, empty text). */
export const EMPTY_VALUE = '—';

/** Whether a value counts as absent (null, undefined, empty text, an empty list). */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

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
 * The readable form of operContent. Text that is not the JSON above (an older or foreign writer) is shown as
 * the name, unchanged.
 */
export function readOperContent(text: string | null | undefined, reader: OperContentReader = {}): OperContentView {
  const label = (field: string) => reader.label?.(field) ?? field;
  const show = (field: string, raw: unknown) =>
    isEmptyValue(raw) ? EMPTY_VALUE : (reader.value?.(field, raw) ?? formatValue(raw));
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
      const isPair = Array.isArray(pair) && pair.length === 2;
      const [from, to] = isPair ? pair : [undefined, pair];
      if (reader.created && isEmptyValue(to)) continue;
      const own = reader.change?.(field, reader.created ? null : from, to);
      if (own) changes.push(...own);
      else if (reader.created || !isPair) changes.push(`${label(field)}: ${show(field, to)}`);
      else changes.push(`${label(field)}: ${show(field, from)} → ${show(field, to)}`);
    }
  }
  const before = isRecord(parsed.before)
    ? Object.entries(parsed.before).map(([field, raw]): [string, string] => [label(field), show(field, raw)])
    : null;
  return { name, changes, before };
}
