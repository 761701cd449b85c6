import { type Entity, type Fields, labelOf } from '@hangar/domain/entity';
import type { TFunction } from 'i18next';
import { EMPTY_VALUE, type OperContentReader } from './oper-content';

// What the fields of each target type are called in an operation-log entry and how their values read: per
// ObjType a label prefix (the catalogue keys the screens already use for that record) plus the fields whose
// values are codes, reference ids, flags or time-rule lists. A field without a label in the catalogue keeps its
// raw key. Dates (`YYYY-MM-DD 00:00:00`) and file lists read the same in every record.
// Each feature declares its own target types (features/<f>/oper-log.ts) and contributes them through its web
// module (app/modules.ts), loaded with the log table, never with the frame.

/** Reference lists whose ids the log names (what OperLogTable loads; each answers undefined for an unknown id). */
export type NamedList = 'plane' | 'planeModel' | 'planeType' | 'brand' | 'department' | 'role';

export interface ReaderEnv {
  t: TFunction;
  lang: string;
  nameOf(list: NamedList, id: number): string | undefined;
}

export interface FieldDecl {
  /** Catalogue key of the label; default `<prefix><field>`. */
  label?: string;
  value?(raw: unknown, env: ReaderEnv): string | undefined;
  change?(before: unknown, after: unknown, env: ReaderEnv, label: string): string[] | undefined;
}

export interface TargetDecl {
  prefix: string;
  fields: Record<string, FieldDecl>;
}

// --- Value readers -----------------------------------------------------------------------------------------

export const code =
  (text: (code: number, env: ReaderEnv) => string) =>
  (raw: unknown, env: ReaderEnv): string | undefined =>
    typeof raw === 'number' ? text(raw, env) : undefined;

export const flag = code((value, { t }) => t(value ? 'organize.operLog.yes' : 'organize.operLog.no'));

export const ref =
  (list: NamedList) =>
  (raw: unknown, env: ReaderEnv): string | undefined => {
    if (typeof raw === 'number') return env.nameOf(list, raw);
    if (!Array.isArray(raw)) return undefined;
    const names = raw.map((id) => (typeof id === 'number' ? env.nameOf(list, id) : undefined));
    return names.every((n) => n !== undefined) ? names.join('、') : undefined;
  };

/** A drag reorder logs the sorters before and after: how many items it moved is what a reader needs. */
export const orderChange = (_before: unknown, after: unknown, env: ReaderEnv): string[] | undefined =>
  Array.isArray(after) ? [env.t('organize.operLog.order', { count: after.length })] : undefined;

export const listOf =
  (part: (entry: Record<string, unknown>) => string) =>
  (raw: unknown): string | undefined =>
    Array.isArray(raw)
      ? raw
          .map((e) => (typeof e === 'object' && e !== null ? part(e as Record<string, unknown>) : ''))
          .filter(Boolean)
          .join('、')
      : undefined;

export const sources = listOf((e) => [e.workSeri, e.sourceSeri].filter((x) => typeof x === 'string' && x).join(' '));
export const names = listOf((e) => (typeof e.name === 'string' ? e.name : ''));

/** Jobs whose entry holds a new record's first values (the server logs them as changes from nothing). */
const CREATING_JOBS = new Set(['Add', 'BatchAdd', 'Register']);

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) 00:00:00$/;

/** Values every record shares: dates without their midnight time (the year-1 date is no date), file names. */
function commonValue(raw: unknown): string | undefined {
  if (typeof raw === 'string') {
    const m = DATE_TIME.exec(raw);
    if (!m) return undefined;
    return m[1] === '0001-01-01' ? EMPTY_VALUE : m[1];
  }
  return Array.isArray(raw) && raw.every((e) => typeof e === 'object' && e !== null && 'url' in e && 'name' in e)
    ? names(raw)
    : undefined;
}

/**
 * The labels of an entity's logged fields as declared (@hangar/domain/entity; `audited: false` fields never reach
 * the log), plus readers for some of them.
 */
export function entityTarget(
  entity: Pick<Entity<Fields>, 'labels' | 'fields'>,
  fields: Record<string, FieldDecl> = {},
): TargetDecl {
  const labelled = Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([, field]) => field.audited !== false)
      .map(([name]) => [name, { label: labelOf(entity, name), ...fields[name] }]),
  );
  return { prefix: `${entity.labels}.`, fields: { ...labelled, ...fields } };
}

/** What the features declare: targets by ObjType, and the declaration of any other type. */
export interface OperTargets {
  targets: Partial<Record<number, TargetDecl>>;
  fallback?: TargetDecl;
}

const NONE: TargetDecl = { prefix: '', fields: {} };

/** The reader of one log entry: labels, values and list changes of its target type, in the interface language. */
export function operContentReader(
  declared: OperTargets,
  targetType: number,
  job: string,
  env: ReaderEnv,
): OperContentReader {
  const target = declared.targets[targetType] ?? declared.fallback ?? NONE;
  const decl = (field: string): FieldDecl | undefined => target.fields[field];
  const label = (field: string) => env.t(decl(field)?.label ?? `${target.prefix}${field}`, { defaultValue: field });
  return {
    created: CREATING_JOBS.has(job),
    label,
    value: (field, raw) => decl(field)?.value?.(raw, env) ?? commonValue(raw),
    change: (field, before, after) => decl(field)?.change?.(before, after, env, label(field)),
  };
}
