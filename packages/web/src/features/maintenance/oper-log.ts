import { ObjType } from '@hangar/domain/codes';
import type { TimeRule } from '@hangar/domain/due';
import { EMPTY_VALUE, isEmptyValue } from '../../components/oper-log/oper-content';
import {
  code,
  type FieldDecl,
  flag,
  names,
  type OperTargets,
  type ReaderEnv,
  ref,
  sources,
} from '../../components/oper-log/oper-fields';
import { maintainTypeLabel, ruleTypeLabel } from './codes';
import { calendarText, daysText, hoursText, landingsText, ruleText } from './display';

// How the operation log reads maintenance items (model) and control items (aircraft): codes, the model, and
// time-rule lists by rule (components/oper-log/oper-fields.ts).

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
    if (field === 'lc' || field === 'lo' || field === 'lw') return landingsText(v as number, t);
    return String(v);
  };
  const fields: (keyof TimeRule)[] = ['type', 'hc', 'ho', 'hw', 'cc', 'co', 'cw', 'lc', 'lo', 'lw'];
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

const targets: OperTargets = {
  targets: {
    [ObjType.MaintainItem]: { prefix: 'maintenance.', fields: maintenanceFields },
    [ObjType.Control]: { prefix: 'maintenance.', fields: maintenanceFields },
  },
};
export default targets;
