import { isPositiveInterval, parseCalendarInterval } from './calendar';

// Time rules (entries of a maintenance item's `timerContent`): their codes, the validation of the edit dialog
// and the server (model document §5 and docs/domain.md), and the choice of the current rule (materials §4).

/** Control mode of a time rule (`type`). */
export const RuleType = {
  Periodic: 1,
  FixedDate: 2,
  Immediate: 3,
  Optional: 4,
  NextMaintenance: 5,
  FixedDateOnce: 6,
  NoAction: 99,
} as const;
export type RuleTypeCode = (typeof RuleType)[keyof typeof RuleType];

/** Labels of the control modes, in the order the editor offers them. */
export const RuleTypeLabels: readonly { code: RuleTypeCode; zh: string; en: string }[] = [
  { code: RuleType.Periodic, zh: '周期', en: 'Periodic' },
  { code: RuleType.Optional, zh: '可选', en: 'Optional' },
  { code: RuleType.FixedDate, zh: '固定到期日（重复）', en: 'Fixed due date (repeating)' },
  { code: RuleType.FixedDateOnce, zh: '固定到期日（一次性）', en: 'Fixed due date (one-off)' },
  { code: RuleType.Immediate, zh: '立即执行', en: 'Immediate' },
  { code: RuleType.NextMaintenance, zh: '下次维修', en: 'Next maintenance' },
  { code: RuleType.NoAction, zh: '无需处理', en: 'No action needed' },
];

/** Which counter an item's hours are counted on (`timerSource`); landings always count the aircraft's total. */
export const TimerSource = { FlightHours: 1, EngineHours: 100, OwnTime: 900 } as const;
export type TimerSourceCode = (typeof TimerSource)[keyof typeof TimerSource];

/** `timeAlign` values. */
export const TimeAlign = { No: 0, Yes: 1 } as const;

/**
 * One time rule. hc/ho/hw: hours interval, tolerance, warning; cc: calendar interval text; co/cw: calendar
 * tolerance and warning in days; lc/lo/lw: landings (cycles) interval, tolerance and warning, counted on the
 * aircraft's total landings (absent in rules stored before landings were counted). null = not set.
 */
export interface TimeRule {
  name: string;
  type: number;
  hc: number | null;
  ho: number | null;
  hw: number | null;
  cc: string | null;
  co: number | null;
  cw: number | null;
  lc?: number | null;
  lo?: number | null;
  lw?: number | null;
}

/** A rule with no limits but those given: `timeRule({ name: '50 h', type: RuleType.Periodic, hc: 50 })`. */
export function timeRule(r: Partial<TimeRule> & Pick<TimeRule, 'name' | 'type'>): TimeRule {
  return { hc: null, ho: null, hw: null, cc: null, co: null, cw: null, lc: null, lo: null, lw: null, ...r };
}

/** Most rules one item may have, longest rule name, largest hours figure, longest day count. */
export const TIME_RULE_LIMITS = { rules: 20, name: 50, hours: 1_000_000, days: 36_500 } as const;

const KNOWN_TYPES: ReadonlySet<number> = new Set(Object.values(RuleType));

export function isRuleType(type: unknown): type is RuleTypeCode {
  return typeof type === 'number' && KNOWN_TYPES.has(type);
}

/** Fixed-date rules (2 and 6) are always in effect: they cannot be chosen and always count (docs/domain.md). */
export function isAlwaysInEffect(type: number): boolean {
  return type === RuleType.FixedDate || type === RuleType.FixedDateOnce;
}

/** Rules with an hours and/or a calendar interval counted from the last execution. */
export function isIntervalRule(type: number): boolean {
  return type === RuleType.Periodic || type === RuleType.Optional;
}

/** Hours warning of a rule: hw, or 30 % of hc when hw is empty (null when neither is a number). */
export function hoursWarning(rule: Pick<TimeRule, 'hc' | 'hw'>): number | null {
  if (typeof rule.hw === 'number' && Number.isFinite(rule.hw)) return rule.hw;
  if (typeof rule.hc === 'number' && Number.isFinite(rule.hc)) return Math.round(rule.hc * 0.3 * 10_000) / 10_000;
  return null;
}

/** Landings warning of a rule: lw, or 30 % of lc rounded to a whole landing when lw is empty (null without lc). */
export function landingsWarning(rule: Pick<TimeRule, 'lc' | 'lw'>): number | null {
  if (typeof rule.lw === 'number' && Number.isFinite(rule.lw)) return rule.lw;
  if (typeof rule.lc === 'number' && Number.isFinite(rule.lc)) return Math.round(rule.lc * 0.3);
  return null;
}

export interface TimeRuleIssue {
  /** Index of the rule in the list; -1 for an issue of the whole list. */
  index: number;
  field: keyof TimeRule | 'rules';
  /** Catalogue key (messages.ts). */
  message: string;
  params?: Record<string, string | number>;
}

function hoursFigure(value: number | null, min: 'positive' | 'zero'): boolean {
  if (value === null || value === undefined) return true;
  return Number.isFinite(value) && (min === 'positive' ? value > 0 : value >= 0) && value <= TIME_RULE_LIMITS.hours;
}

function dayCount(value: number | null): boolean {
  if (value === null || value === undefined) return true;
  return Number.isInteger(value) && value >= 0 && value <= TIME_RULE_LIMITS.days;
}

function landingsFigure(value: number | null | undefined, min: 'positive' | 'zero'): boolean {
  if (value === null || value === undefined) return true;
  return Number.isInteger(value) && (min === 'positive' ? value > 0 : value >= 0) && value <= TIME_RULE_LIMITS.hours;
}

function blank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}

/**
 * Validation of one item's rules for the edit dialog and the server (model §5 and docs/domain.md). An empty list is
 * valid. Every name is required and unique within the item (compared trimmed); every rule needs a known
 * control mode; periodic and optional rules need an hours, a calendar or a landings interval; hours figures are
 * numbers (interval > 0, tolerance and warning ≥ 0); landings figures whole numbers (interval > 0, tolerance and
 * warning ≥ 0); calendar text must parse and be longer than zero; calendar
 * tolerance and warning are whole days ≥ 0.
 */
export function validateTimeRules(rules: readonly TimeRule[]): TimeRuleIssue[] {
  const issues: TimeRuleIssue[] = [];
  if (rules.length > TIME_RULE_LIMITS.rules) {
    issues.push({ index: -1, field: 'rules', message: 'timeRule.tooMany', params: { max: TIME_RULE_LIMITS.rules } });
  }
  const seen = new Set<string>();
  rules.forEach((rule, index) => {
    const name = typeof rule.name === 'string' ? rule.name.trim() : '';
    const label = { name: name === '' ? `#${index + 1}` : name };
    if (name === '') {
      issues.push({ index, field: 'name', message: 'timeRule.nameRequired' });
    } else if (name.length > TIME_RULE_LIMITS.name) {
      issues.push({ index, field: 'name', message: 'timeRule.nameTooLong', params: { max: TIME_RULE_LIMITS.name } });
    } else if (seen.has(name)) {
      issues.push({ index, field: 'name', message: 'timeRule.nameDuplicate', params: label });
    }
    seen.add(name);
    if (!isRuleType(rule.type)) {
      issues.push({ index, field: 'type', message: 'timeRule.typeRequired', params: label });
    }
    if (!hoursFigure(rule.hc, 'positive')) {
      issues.push({ index, field: 'hc', message: 'timeRule.hoursInvalid', params: label });
    }
    if (!hoursFigure(rule.ho, 'zero')) {
      issues.push({ index, field: 'ho', message: 'timeRule.hoursToleranceInvalid', params: label });
    }
    if (!hoursFigure(rule.hw, 'zero')) {
      issues.push({ index, field: 'hw', message: 'timeRule.hoursWarningInvalid', params: label });
    }
    const cc = blank(rule.cc) ? null : parseCalendarInterval(rule.cc as string);
    if (!blank(rule.cc) && (cc === null || !isPositiveInterval(cc))) {
      issues.push({ index, field: 'cc', message: 'timeRule.calendarInvalid', params: label });
    }
    if (!dayCount(rule.co)) {
      issues.push({ index, field: 'co', message: 'timeRule.calendarToleranceInvalid', params: label });
    }
    if (!dayCount(rule.cw)) {
      issues.push({ index, field: 'cw', message: 'timeRule.calendarWarningInvalid', params: label });
    }
    if (!landingsFigure(rule.lc, 'positive')) {
      issues.push({ index, field: 'lc', message: 'timeRule.landingsInvalid', params: label });
    }
    if (!landingsFigure(rule.lo, 'zero')) {
      issues.push({ index, field: 'lo', message: 'timeRule.landingsToleranceInvalid', params: label });
    }
    if (!landingsFigure(rule.lw, 'zero')) {
      issues.push({ index, field: 'lw', message: 'timeRule.landingsWarningInvalid', params: label });
    }
    const noLandings = rule.lc === null || rule.lc === undefined;
    if (isIntervalRule(rule.type) && (rule.hc === null || rule.hc === undefined) && blank(rule.cc) && noLandings) {
      issues.push({ index, field: 'hc', message: 'timeRule.anyIntervalRequired', params: label });
    }
  });
  return issues;
}

/**
 * Clicking a rule chip (materials §4 "Time item selection"): the clicked rule becomes current; clicking the
 * current one again clears it only for types 3 and 4; fixed-date rules are always in effect and cannot be
 * chosen. Answers the new curTimeItem, or the catalogue key of the message to show.
 */
export function selectTimeItem(
  rules: readonly TimeRule[],
  current: string | null,
  clicked: string,
): { ok: true; curTimeItem: string | null } | { ok: false; message: string } {
  const rule = rules.find((r) => r.name === clicked);
  if (!rule) return { ok: false, message: 'timeRule.unknownRule' };
  if (isAlwaysInEffect(rule.type)) return { ok: false, message: 'timeRule.alwaysInEffect' };
  if (clicked !== current) return { ok: true, curTimeItem: clicked };
  if (rule.type === RuleType.Immediate || rule.type === RuleType.Optional) return { ok: true, curTimeItem: null };
  return { ok: false, message: 'timeRule.cannotCancel' };
}
