import { isAlwaysInEffect, parseCalendarInterval, parseDay, type RuleDue, type TimeRule } from '@hangar/domain/due';
import type { TFunction } from 'i18next';
import { ruleTypeLabel } from './codes';

// How the maintenance screens write rules, dates and dues (materials document §4 "Due computation": unknown
// expiry, N/A for a year outside 1000–9999, "click to set" for a fixed-date rule without its date).

const isFigure = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Hours: `100h` compact, or in the interface language with `t` (`100小时`, `100 h`). */
export function hoursText(hours: number, t?: TFunction): string {
  return t ? t('maintenance.due.hours', { hours: hoursFigure(hours) }) : `${hours}h`;
}

/** Days: `30d` compact, or in the interface language with `t` (`30天`, `30 d`). */
export function daysText(days: number, t?: TFunction): string {
  return t ? t('maintenance.due.days', { days }) : `${days}d`;
}

/** Landings: `500ldg` compact, or in the interface language with `t` (`500次起落`, `500 landings`). */
export function landingsText(landings: number, t?: TFunction): string {
  return t ? t('maintenance.rule.landingsText', { n: landings }) : `${landings}ldg`;
}

/**
 * Calendar interval text: as stored (`1Y6M`) compact; with `t` in the interface language (`1年6个月`,
 * `1 y 6 mo`). Text that is not an interval stays as stored.
 */
export function calendarText(cc: string, t?: TFunction): string {
  const interval = t ? parseCalendarInterval(cc) : null;
  if (!t || interval === null) return cc;
  const parts: string[] = [];
  if (interval.years) parts.push(t('maintenance.rule.years', { n: interval.years }));
  if (interval.months) parts.push(t('maintenance.rule.months', { n: interval.months }));
  if (interval.days || parts.length === 0) parts.push(daysText(interval.days, t));
  return parts.join(' ');
}

/**
 * A rule's intervals, e.g. `100h / 12M / 500ldg` (the lists); with `t` in the interface language (`100小时 /
 * 12个月 / 500次起落`, `100 h / 12 mo / 500 landings`). Empty when it has none. Every rule text of the screens
 * and the operation log is made here.
 */
export function intervalText(rule: TimeRule, t?: TFunction): string {
  const parts: string[] = [];
  if (isFigure(rule.hc)) parts.push(hoursText(rule.hc, t));
  if (rule.cc) parts.push(calendarText(rule.cc, t));
  if (isFigure(rule.lc)) parts.push(landingsText(rule.lc, t));
  return parts.join(' / ');
}

/**
 * The whole rule in the interface language: control mode, intervals, warnings and tolerances, e.g.
 * `周期：100小时 / 12个月，预警 10小时 / 30天` or `Periodic: 100 h / 12 mo, warn 10 h / 30 d` (the operation
 * log; the chips and lists show the parts they need through intervalText).
 */
export function ruleText(rule: TimeRule, t: TFunction, lang: string): string {
  const pair = (hours: number | null, days: number | null, landings: number | null | undefined) =>
    [
      isFigure(hours) ? hoursText(hours, t) : '',
      isFigure(days) ? daysText(days, t) : '',
      isFigure(landings) ? landingsText(landings, t) : '',
    ]
      .filter(Boolean)
      .join(' / ');
  const warn = pair(rule.hw, rule.cw, rule.lw);
  const tolerance = pair(rule.ho, rule.co, rule.lo);
  const limits = [
    intervalText(rule, t),
    warn ? t('maintenance.rule.warn', { value: warn }) : '',
    tolerance ? t('maintenance.rule.tolerance', { value: tolerance }) : '',
  ].filter(Boolean);
  const mode = ruleTypeLabel(lang, rule.type);
  return limits.length === 0
    ? mode
    : t('maintenance.rule.text', { mode, limits: limits.join(t('maintenance.rule.separator')) });
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
 * The due of one rule on its chip: expiry date and days left, expiry hours and hours left, expiry landings and
 * landings left, then the forecast day when there is one; 未知 for an unknown expiry, 点击设置 for a fixed-date
 * rule without its date, 已执行，已完成 for an executed one-off rule.
 */
export function ruleDueText(rule: TimeRule, due: RuleDue | undefined, expireDateSet: string | null, t: TFunction) {
  if (!due) return '';
  if (due.complied) return t('maintenance.due.complied');
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
  // Absent in answers of a server without landings (older rows): treated as not applicable.
  if (isFigure(due.expireLandings)) {
    const left = isFigure(due.remainLandings)
      ? ` (${t('maintenance.due.landings', { landings: hoursFigure(due.remainLandings) })})`
      : '';
    parts.push(`${landingsText(due.expireLandings)}${left}`);
  } else if (isFigure(due.remainLandings)) {
    parts.push(t('maintenance.due.unknown'));
  }
  const text = parts.join(' / ');
  return due.forecastDate ? `${text} · ${t('maintenance.due.forecastAt', { date: due.forecastDate })}` : text;
}

export { hoursFigure };
