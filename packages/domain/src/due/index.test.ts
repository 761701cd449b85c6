import * as due from '@hangar/domain/due';
import { describe, expect, it } from 'vitest';

// The public surface other packages code against (`@hangar/domain/due`, resolved through package.json exports).
describe('@hangar/domain/due', () => {
  it('exports the engine, the validation and the schemas', () => {
    const functions = [
      due.computeDue,
      due.dueThresholds,
      due.parseCalendarInterval,
      due.selectTimeItem,
      due.validateTimeRules,
      due.hoursWarning,
      due.parseDay,
      due.formatDay,
    ];
    for (const fn of functions) expect(typeof fn).toBe('function');
    expect(typeof due.TimeRuleSchema.parse).toBe('function');
    expect(typeof due.TimerContentSchema.safeParse).toBe('function');
  });

  it('has the spec’s codes', () => {
    expect(due.RuleType).toEqual({
      Periodic: 1,
      FixedDate: 2,
      Immediate: 3,
      Optional: 4,
      NextMaintenance: 5,
      FixedDateOnce: 6,
      NoAction: 99,
    });
    expect(due.TimerSource).toEqual({ FlightHours: 1, EngineHours: 100, OwnTime: 900 });
    expect(due.RuleTypeLabels.map((l) => l.code).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 99]);
  });
});
