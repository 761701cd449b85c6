import { ObjType } from '@hangar/domain/codes';
import type { TimeRule } from '@hangar/domain/due';
import type { TFunction } from 'i18next';
import { maintainTypeLabel, ruleTypeLabel } from '../maintenance/codes';
import { calendarText, daysText, hoursText, ruleText } from '../maintenance/display';
import { EMPTY_VALUE, isEmptyValue, type OperContentReader } from './oper-content';

// What the fields of each target type are called in an operation-log entry and how their values read
// (issue 11): per ObjType a label prefix (the catalogue keys the screens already use for that record) plus
// the fields whose values are codes, reference ids, flags or time-rule lists. A field without a label in the
// catalogue keeps its raw key. Dates (`YYYY-MM-DD 00:00:00`) and file lists read the same in every record.

/** Reference lists whose ids the log names (what OperLogTable loads; each answers undefined for an unknown id). */
export type NamedList = 'planeModel' | 'planeType' | 'brand' | 'department' | 'role';

export interface ReaderEnv {
  t: TFunction;
  lang: string;
  nameOf(list: NamedList, id: number): string | undefined;
}

interface FieldDecl {
  /** Catalogue key of the label; default `<prefix><field>`. */
  label?: string;
  value?(raw: unknown, env: ReaderEnv): string | undefined;
  change?(before: unknown, after: unknown, env: ReaderEnv, label: string): string[] | undefined;
}

interface TargetDecl {
  prefix: string;
  fields: Record<string, FieldDecl>;
}

// --- Value readers -----------------------------------------------------------------------------------------

const code =
  (text: (code: number, env: ReaderEnv) => string) =>
  (raw: unknown, env: ReaderEnv): string | undefined =>
    typeof raw === 'number' ? text(raw, env) : undefined;

const flag = code((value, { t }) => t(value ? 'organize.operLog.yes' : 'organize.operLog.no'));

const ref =
  (list: NamedList) =>
  (raw: unknown, env: ReaderEnv): string | undefined => {
    if (typeof raw === 'number') return env.nameOf(list, raw);
    if (!Array.isArray(raw)) return undefined;
    const names = raw.map((id) => (typeof id === 'number' ? env.nameOf(list, id) : undefined));
    return names.every((n) => n !== undefined) ? names.join('、') : undefined;
  };

function isRule(value: unknown): value is TimeRule {
  return typeof value === 'object' && value !== null && typeof (value as TimeRule).name === 'string';
}

function rulesOf(value: unknown): TimeRule[] {
  return Array.isArray(value) ? value.filter(isRule) : [];
}

/** `A（周期：100小时 / 12个月，预警 10小时）` */
function namedRule(rule: TimeRule, env: ReaderEnv): string {
  return env.t('maintenance.rule.named', { name: rule.name, rule: ruleText(rule, env.t, env.lang) });
}

const rulesValue = (raw: unknown, env: ReaderEnv): string | undefined => {
  const rules = rulesOf(raw);
  return rules.length === 0 ? undefined : rules.map((r) => namedRule(r, env)).join('；');
};

/** One rule's parts that differ, e.g. `间隔(小时) 100小时 → 200小时，时控方式 周期 → 可选`. */
function ruleDifferences(from: TimeRule, to: TimeRule, env: ReaderEnv): string[] {
  const { t } = env;
  const text = (field: keyof TimeRule, rule: TimeRule): string => {
    const v = rule[field];
    if (v === null || v === undefined || v === '') return EMPTY_VALUE;
    if (field === 'type') return ruleTypeLabel(env.lang, v as number);
    if (field === 'cc') return calendarText(String(v), t);
    if (field === 'hc' || field === 'ho' || field === 'hw') return hoursText(v as number, t);
    if (field === 'co' || field === 'cw') return daysText(v as number, t);
    return String(v);
  };
  const fields: (keyof TimeRule)[] = ['type', 'hc', 'ho', 'hw', 'cc', 'co', 'cw'];
  return fields
    .filter((f) => text(f, from) !== text(f, to))
    .map((f) => `${t(`maintenance.rule.${f}`)} ${text(f, from)} → ${text(f, to)}`);
}

/**
 * A time-rule list's change as lines naming what changed: rules added and removed (by name), the parts of a
 * rule that changed, or only the order. A new record lists its rules.
 */
const rulesChange = (before: unknown, after: unknown, env: ReaderEnv, label: string): string[] | undefined => {
  const { t } = env;
  const from = rulesOf(before);
  const to = rulesOf(after);
  if (isEmptyValue(before)) return to.map((r) => `${label}: ${namedRule(r, env)}`);
  const byName = (list: TimeRule[]) => new Map(list.map((r) => [r.name, r]));
  const old = byName(from);
  const now = byName(to);
  const lines: string[] = [];
  for (const r of from)
    if (!now.has(r.name)) lines.push(t('organize.operLog.ruleRemoved', { rule: namedRule(r, env) }));
  for (const r of to) {
    const was = old.get(r.name);
    if (!was) lines.push(t('organize.operLog.ruleAdded', { rule: namedRule(r, env) }));
    else {
      const parts = ruleDifferences(was, r, env);
      if (parts.length > 0) {
        lines.push(
          t('organize.operLog.ruleChanged', { name: r.name, changes: parts.join(t('maintenance.rule.separator')) }),
        );
      }
    }
  }
  const names = (list: TimeRule[]) => list.map((r) => r.name).join('、');
  const kept = (list: TimeRule[], other: Map<string, TimeRule>) => list.filter((r) => other.has(r.name));
  if (names(kept(from, now)) !== names(kept(to, old))) {
    lines.push(t('organize.operLog.ruleOrder', { before: names(from), after: names(to) }));
  }
  return lines.length > 0 ? lines : undefined;
};

/** A drag reorder logs the sorters before and after: how many items it moved is what a reader needs. */
const orderChange = (_before: unknown, after: unknown, env: ReaderEnv): string[] | undefined =>
  Array.isArray(after) ? [env.t('organize.operLog.order', { count: after.length })] : undefined;

const listOf =
  (part: (entry: Record<string, unknown>) => string) =>
  (raw: unknown): string | undefined =>
    Array.isArray(raw)
      ? raw
          .map((e) => (typeof e === 'object' && e !== null ? part(e as Record<string, unknown>) : ''))
          .filter(Boolean)
          .join('、')
      : undefined;

const sources = listOf((e) => [e.workSeri, e.sourceSeri].filter((x) => typeof x === 'string' && x).join(' '));
const names = listOf((e) => (typeof e.name === 'string' ? e.name : ''));

// --- Declarations per target type ----------------------------------------------------------------------------

/** Maintenance items (model) and control items (aircraft) share their fields. */
const maintenanceFields: Record<string, FieldDecl> = {
  planeModel: { label: 'plane.entity.model', value: ref('planeModel') },
  type: { value: code((c, { lang }) => maintainTypeLabel(lang, c)) },
  timerContent: { label: 'maintenance.timeItems', value: rulesValue, change: rulesChange },
  timerSource: { value: code((c, { t }) => t(`maintenance.timerSource.${c}`, { defaultValue: String(c) })) },
  timeAlign: { value: code((c, { t }) => t(`maintenance.timeAlign.${c}`, { defaultValue: String(c) })) },
  curTimeItem: { label: 'maintenance.due.current' },
  approved: { value: flag },
  disabled: { value: flag },
  sourceContent: { value: sources },
  subContent: { value: names },
};

const organizeFields: Record<string, FieldDecl> = {
  department: { value: ref('department') },
  parent: { value: ref('department') },
  roleIds: { value: ref('role') },
};

const targets: Partial<Record<number, TargetDecl>> = {
  [ObjType.MaintainItem]: { prefix: 'maintenance.', fields: maintenanceFields },
  [ObjType.Control]: { prefix: 'maintenance.', fields: maintenanceFields },
  [ObjType.Plane]: {
    prefix: 'plane.entity.',
    fields: {
      model: { value: ref('planeModel') },
      remarks: { label: 'plane.remarks' },
      order: { change: orderChange },
    },
  },
  [ObjType.Model]: {
    prefix: 'plane.model.',
    fields: {
      type: { value: ref('planeType') },
      brand: { value: ref('brand') },
      remarks: { label: 'plane.remarks' },
      order: { change: orderChange },
    },
  },
  [ObjType.PlaneType]: { prefix: 'plane.type.', fields: { parent: { value: ref('planeType') } } },
  [ObjType.Brand]: { prefix: 'plane.brand.', fields: { remarks: { label: 'plane.remarks' } } },
  [ObjType.Site]: {
    prefix: 'plane.site.',
    fields: { addr: { label: 'plane.site.addr' }, remarks: { label: 'plane.remarks' } },
  },
  [ObjType.Unit]: { prefix: 'plane.unit.', fields: { remarks: { label: 'plane.remarks' } } },
};

const ORGANIZE: TargetDecl = { prefix: 'organize.field.', fields: organizeFields };

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

/** The reader of one log entry: labels, values and list changes of its target type, in the interface language. */
export function operContentReader(targetType: number, job: string, env: ReaderEnv): OperContentReader {
  const target = targets[targetType] ?? ORGANIZE;
  const decl = (field: string): FieldDecl | undefined => target.fields[field];
  const label = (field: string) => env.t(decl(field)?.label ?? `${target.prefix}${field}`, { defaultValue: field });
  return {
    created: CREATING_JOBS.has(job),
    label,
    value: (field, raw) => decl(field)?.value?.(raw, env) ?? commonValue(raw),
    change: (field, before, after) => decl(field)?.change?.(before, after, env, label(field)),
  };
}
