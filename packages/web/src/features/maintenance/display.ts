import { isAlwaysInEffect, parseDay, type RuleDue, type TimeRule } from '@hangar/domain/due';
import type { TFunction } from 'i18next';
import { ruleTypeLabel } from './codes';

// How the maintenance screens write rules, dates and dues (materials document §4 "Due computation": unknown
// expiry, N/A for a year outside 1000–9999, "click to set" for a fixed-date rule without its date).

/** A rule's intervals, e.g. `100h / 12M`; empty when it has none. */
export function intervalText(rule: TimeRule): string {
  const parts: string[] = [];
  if (rule.hc !== null && rule.hc !== undefined) parts.push(`${rule.hc}h`);
  if (rule.cc) parts.push(rule.cc);
  return parts.join(' / ');
}

/** One line per rule: `name (control mode) intervals`. */
export function ruleLine(rule: TimeRule, lang: string): string {
  const interval = intervalText(rule);
  return `${rule.name} (${ruleTypeLabel(lang, rule.type)})${interval ? ` ${interval}` : ''}`;
}

/**
 * A stored date for display: `YYYY-MM-DD`; empty for no date (null, the year-1 date); N/A when the text is
 * not a date with a year between 1000 and 9999.
 */
export function dateText(value: string | null | undefined, t: TFunction): string {
  if (value === null || value === undefined || value === '' || value.startsWith('0001-01-01')) return '';
  return parseDay(value) === null ? t('maintenance.due.na') : value.slice(0, 10);
}

/** Whether an item has a fixed-date rule (its expiry date is set by hand). */
export function hasFixedDateRule(rules: readonly TimeRule[]): boolean {
  return rules.some((r) => isAlwaysInEffect(r.type));
}

function hoursFigure(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * The due of one rule on its chip: expiry date and days left, expiry hours and hours left; 未知 for an unknown
 * expiry, 点击设置 for a fixed-date rule without its date.
 */
export function ruleDueText(rule: TimeRule, due: RuleDue | undefined, expireDateSet: string | null, t: TFunction) {
  if (!due) return '';
  const parts: string[] = [];
  if (isAlwaysInEffect(rule.type) && !dateText(expireDateSet, t)) return t('maintenance.due.clickToSet');
  if (due.expireDate !== null) {
    parts.push(`${due.expireDate} (${t('maintenance.due.days', { days: due.remainDays ?? 0 })})`);
  } else if (due.remainDays !== null) {
    parts.push(t('maintenance.due.unknown'));
  }
  if (due.expireHours !== null) {
    const left =
      due.remainHours === null ? '' : ` (${t('maintenance.due.hours', { hours: hoursFigure(due.remainHours) })})`;
    parts.push(`${hoursFigure(due.expireHours)}h${left}`);
  } else if (due.remainHours !== null) {
    parts.push(t('maintenance.due.unknown'));
  }
  return parts.join(' / ');
}

export { hoursFigure };
