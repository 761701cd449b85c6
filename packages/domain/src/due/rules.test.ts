import { describe, expect, it } from 'vitest';
import { isMessageKey, translate } from '../messages';
import { hoursWarning, RuleType, selectTimeItem, type TimeRule, type TimeRuleIssue, validateTimeRules } from './rules';
import { TimeRuleSchema, TimerContentSchema } from './schema';

function rule(over: Partial<TimeRule> = {}): TimeRule {
  return { name: 'R', type: RuleType.Periodic, hc: 100, ho: null, hw: null, cc: null, co: null, cw: null, ...over };
}

describe('validateTimeRules', () => {
  it('accepts an empty list and well-formed rules of every mode', () => {
    expect(validateTimeRules([])).toEqual([]);
    expect(
      validateTimeRules([
        rule({ name: '100h', hc: 100, ho: 5, hw: 10 }),
        rule({ name: '12M', hc: null, cc: '12M', co: 15, cw: 30 }),
        rule({ name: 'both', hc: 50.5, cc: '1年6个月', cw: 0, co: 0, hw: 0, ho: 0 }),
        rule({ name: 'opt', type: RuleType.Optional, hc: null, cc: '90D' }),
        rule({ name: 'fixed', type: RuleType.FixedDate, hc: null }),
        rule({ name: 'fixed once', type: RuleType.FixedDateOnce, hc: null, cw: 10 }),
        rule({ name: 'now', type: RuleType.Immediate, hc: null }),
        rule({ name: 'next', type: RuleType.NextMaintenance, hc: null }),
        rule({ name: 'none', type: RuleType.NoAction, hc: null }),
      ]),
    ).toEqual([]);
  });

  const cases: [string, TimeRule, TimeRuleIssue[]][] = [
    ['an empty name', rule({ name: '  ' }), [{ index: 0, field: 'name', message: 'timeRule.nameRequired' }]],
    [
      'a name over 50 characters',
      rule({ name: 'x'.repeat(51) }),
      [{ index: 0, field: 'name', message: 'timeRule.nameTooLong', params: { max: 50 } }],
    ],
    [
      'a missing control mode',
      rule({ type: 0 }),
      [{ index: 0, field: 'type', message: 'timeRule.typeRequired', params: { name: 'R' } }],
    ],
    [
      'an unknown control mode',
      rule({ type: 7 }),
      [{ index: 0, field: 'type', message: 'timeRule.typeRequired', params: { name: 'R' } }],
    ],
    [
      'a periodic rule without any interval',
      rule({ hc: null, cc: null }),
      [{ index: 0, field: 'hc', message: 'timeRule.anyIntervalRequired', params: { name: 'R' } }],
    ],
    [
      'an optional rule with a blank calendar text and no hours',
      rule({ type: RuleType.Optional, hc: null, cc: ' ' }),
      [{ index: 0, field: 'hc', message: 'timeRule.anyIntervalRequired', params: { name: 'R' } }],
    ],
    [
      'an hours interval of 0',
      rule({ hc: 0 }),
      [{ index: 0, field: 'hc', message: 'timeRule.hoursInvalid', params: { name: 'R' } }],
    ],
    [
      'a negative hours interval',
      rule({ hc: -10 }),
      [{ index: 0, field: 'hc', message: 'timeRule.hoursInvalid', params: { name: 'R' } }],
    ],
    [
      'an hours interval that is not a number',
      rule({ hc: Number.NaN }),
      [{ index: 0, field: 'hc', message: 'timeRule.hoursInvalid', params: { name: 'R' } }],
    ],
    [
      'an absurd hours interval',
      rule({ hc: 2_000_000 }),
      [{ index: 0, field: 'hc', message: 'timeRule.hoursInvalid', params: { name: 'R' } }],
    ],
    [
      'a negative hours tolerance',
      rule({ ho: -1 }),
      [{ index: 0, field: 'ho', message: 'timeRule.hoursToleranceInvalid', params: { name: 'R' } }],
    ],
    [
      'a negative hours warning',
      rule({ hw: -0.5 }),
      [{ index: 0, field: 'hw', message: 'timeRule.hoursWarningInvalid', params: { name: 'R' } }],
    ],
    [
      'an invalid calendar text',
      rule({ cc: '6 weeks' }),
      [{ index: 0, field: 'cc', message: 'timeRule.calendarInvalid', params: { name: 'R' } }],
    ],
    [
      'a zero calendar interval',
      rule({ cc: '0M' }),
      [{ index: 0, field: 'cc', message: 'timeRule.calendarInvalid', params: { name: 'R' } }],
    ],
    [
      'a fractional calendar tolerance',
      rule({ cc: '6M', co: 1.5 }),
      [{ index: 0, field: 'co', message: 'timeRule.calendarToleranceInvalid', params: { name: 'R' } }],
    ],
    [
      'a negative calendar warning',
      rule({ cc: '6M', cw: -3 }),
      [{ index: 0, field: 'cw', message: 'timeRule.calendarWarningInvalid', params: { name: 'R' } }],
    ],
    [
      'a calendar warning over 100 years',
      rule({ cc: '6M', cw: 40_000 }),
      [{ index: 0, field: 'cw', message: 'timeRule.calendarWarningInvalid', params: { name: 'R' } }],
    ],
  ];
  it.each(cases)('reports %s', (_title, r, expected) => {
    expect(validateTimeRules([r])).toEqual(expected);
  });

  it('reports duplicate names (compared trimmed) at the later rule', () => {
    expect(validateTimeRules([rule({ name: 'A' }), rule({ name: 'B' }), rule({ name: ' A ' })])).toEqual([
      { index: 2, field: 'name', message: 'timeRule.nameDuplicate', params: { name: 'A' } },
    ]);
  });

  it('names an unnamed rule by its position in the other messages', () => {
    expect(validateTimeRules([rule(), rule({ name: '', type: 0 })])).toEqual([
      { index: 1, field: 'name', message: 'timeRule.nameRequired' },
      { index: 1, field: 'type', message: 'timeRule.typeRequired', params: { name: '#2' } },
    ]);
  });

  it('reports more than 20 rules on the list', () => {
    const many = Array.from({ length: 21 }, (_, i) => rule({ name: `R${i}` }));
    expect(validateTimeRules(many)).toEqual([
      { index: -1, field: 'rules', message: 'timeRule.tooMany', params: { max: 20 } },
    ]);
    expect(validateTimeRules(many.slice(0, 20))).toEqual([]);
  });

  it('uses catalogue keys whose texts take the params it gives', () => {
    const issues = validateTimeRules([
      rule({ type: 0 }),
      rule({ name: '', hc: -1, ho: -1, hw: -1, cc: 'x', co: -1, cw: -1 }),
    ]);
    expect(issues.length).toBe(8);
    for (const issue of issues) expect(isMessageKey(issue.message), issue.message).toBe(true);
    expect(translate('zh-CN', 'timeRule.typeRequired', { name: '100h' })).toBe('时控项100h必须选择时控方式');
    expect(translate('zh-CN', 'timeRule.nameRequired')).toBe('所有时控项必须命名');
  });
});

describe('hoursWarning', () => {
  it('is hw, or 30 % of hc when hw is empty', () => {
    expect(hoursWarning({ hc: 100, hw: null })).toBe(30);
    expect(hoursWarning({ hc: 50, hw: null })).toBe(15);
    expect(hoursWarning({ hc: 25, hw: null })).toBe(7.5);
    expect(hoursWarning({ hc: 100, hw: 0 })).toBe(0);
    expect(hoursWarning({ hc: 100, hw: 12 })).toBe(12);
    expect(hoursWarning({ hc: null, hw: null })).toBeNull();
  });
});

describe('selectTimeItem', () => {
  const rules = [
    rule({ name: 'periodic', type: RuleType.Periodic }),
    rule({ name: 'fixed', type: RuleType.FixedDate }),
    rule({ name: 'fixed once', type: RuleType.FixedDateOnce }),
    rule({ name: 'immediate', type: RuleType.Immediate }),
    rule({ name: 'optional', type: RuleType.Optional }),
    rule({ name: 'next', type: RuleType.NextMaintenance }),
    rule({ name: 'none', type: RuleType.NoAction }),
  ];
  const cases: [string | null, string, ReturnType<typeof selectTimeItem>][] = [
    [null, 'periodic', { ok: true, curTimeItem: 'periodic' }],
    ['periodic', 'optional', { ok: true, curTimeItem: 'optional' }],
    ['optional', 'immediate', { ok: true, curTimeItem: 'immediate' }],
    [null, 'next', { ok: true, curTimeItem: 'next' }],
    [null, 'none', { ok: true, curTimeItem: 'none' }],
    ['immediate', 'immediate', { ok: true, curTimeItem: null }],
    ['optional', 'optional', { ok: true, curTimeItem: null }],
    ['periodic', 'periodic', { ok: false, message: 'timeRule.cannotCancel' }],
    ['next', 'next', { ok: false, message: 'timeRule.cannotCancel' }],
    ['none', 'none', { ok: false, message: 'timeRule.cannotCancel' }],
    [null, 'fixed', { ok: false, message: 'timeRule.alwaysInEffect' }],
    ['periodic', 'fixed', { ok: false, message: 'timeRule.alwaysInEffect' }],
    [null, 'fixed once', { ok: false, message: 'timeRule.alwaysInEffect' }],
    [null, 'missing', { ok: false, message: 'timeRule.unknownRule' }],
  ];
  it.each(cases)('current %j, clicked %j', (current, clicked, expected) => {
    expect(selectTimeItem(rules, current, clicked)).toEqual(expected);
  });

  it('answers the spec’s messages', () => {
    expect(translate('zh-CN', 'timeRule.alwaysInEffect')).toBe('该项始终生效，无需选择');
    expect(translate('zh-CN', 'timeRule.cannotCancel')).toBe('该时控类型不能取消，只能切换到其他项');
  });
});

describe('TimeRuleSchema and TimerContentSchema', () => {
  it('normalises numeric strings and blanks, trims names and calendar text, drops unknown keys', () => {
    const parsed = TimerContentSchema.parse([
      { name: ' 100h ', type: 1, hc: '100', ho: '', hw: ' 12.5 ', cc: ' 6M ', co: 3, cw: '30', lc: '500', ds: 'x' },
      { name: 'fixed', type: '2', hc: null, cc: '', cw: null, lo: '', lw: null },
    ]);
    const none = { lc: null, lo: null, lw: null };
    expect(parsed).toEqual([
      { name: '100h', type: 1, hc: 100, ho: null, hw: 12.5, cc: '6M', co: 3, cw: 30, ...none, lc: 500 },
      { name: 'fixed', type: 2, hc: null, ho: null, hw: null, cc: null, co: null, cw: null, ...none },
    ]);
  });

  it('reports text that is not a number with the rule’s field and name', () => {
    const result = TimerContentSchema.safeParse([
      { name: 'ok', type: 1, hc: 100 },
      { name: '12M', type: 1, hc: 'abc', cc: '12M', cw: '1e3' },
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params])).toEqual([
      ['1.hc', 'timeRule.hoursInvalid', { name: '12M' }],
      ['1.cw', 'timeRule.calendarWarningInvalid', { name: '12M' }],
    ]);
  });

  it('reports a missing control mode and a missing name with catalogue keys', () => {
    const result = TimerContentSchema.safeParse([{ hc: 100 }]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.name', 'timeRule.nameRequired'],
      ['0.type', 'timeRule.typeRequired'],
    ]);
  });

  it('reports a duplicate name and an invalid calendar text', () => {
    const result = TimerContentSchema.safeParse([
      { name: 'A', type: 1, cc: '1Y' },
      { name: 'A', type: 1, cc: 'yearly' },
    ]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['1.name', 'timeRule.nameDuplicate'],
      ['1.cc', 'timeRule.calendarInvalid'],
    ]);
  });

  it('refuses more than 20 rules once, and a rule that is not an object', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `R${i}`, type: 1, hc: 10 }));
    expect(TimerContentSchema.safeParse(many).error?.issues.map((i) => i.message)).toEqual(['timeRule.tooMany']);
    expect(TimerContentSchema.safeParse(['x']).success).toBe(false);
    expect(TimerContentSchema.safeParse([]).success).toBe(true);
  });

  it('parses one rule on its own without the list checks', () => {
    expect(TimeRuleSchema.parse({ name: 'x', type: 3 })).toEqual({
      name: 'x',
      type: 3,
      hc: null,
      ho: null,
      hw: null,
      cc: null,
      co: null,
      cw: null,
      lc: null,
      lo: null,
      lw: null,
    });
  });

  it('reports landings figures that are not whole numbers with the rule’s field and name', () => {
    const result = TimerContentSchema.safeParse([
      { name: 'L', type: 1, lc: '0', lo: '1.5', lw: '-1' },
      { name: 'M', type: 1, lc: 'many' },
      { name: 'ok', type: 1, lc: '500', lo: 0, lw: '20' },
    ]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message, (i as { params?: unknown }).params])).toEqual([
      ['0.lc', 'timeRule.landingsInvalid', { name: 'L' }],
      ['0.lo', 'timeRule.landingsToleranceInvalid', { name: 'L' }],
      ['0.lw', 'timeRule.landingsWarningInvalid', { name: 'L' }],
      ['1.lc', 'timeRule.landingsInvalid', { name: 'M' }],
    ]);
  });

  it('accepts an interval rule with only a landings interval, and names the three intervals when none is given', () => {
    expect(TimerContentSchema.safeParse([{ name: 'L', type: 1, lc: 500 }]).success).toBe(true);
    const result = TimerContentSchema.safeParse([{ name: 'N', type: 4, lo: 5 }]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.hc', 'timeRule.anyIntervalRequired'],
    ]);
    expect(translate('en-US', 'timeRule.landingsInvalid', { name: 'N' })).toBe(
      'The landings interval of time rule N must be a whole number greater than 0',
    );
  });
});
