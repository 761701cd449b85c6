import { describe, expect, it } from 'vitest';
import {
  compareDue,
  DEFAULT_DAILY_FLIGHT_HOURS,
  DEFAULT_DAILY_LANDINGS,
  daysToDue,
  dueSegment,
  nearestDueDay,
} from './order';

const due = (remainDays: number | null, remainHours: number | null, warning = false, overdue = false) => ({
  remainDays,
  remainHours,
  warning,
  overdue,
});

describe('the urgency order of control items', () => {
  it('puts an item overdue by hours before one due in 25 days', () => {
    const overdueByHours = due(null, -34, true, true);
    const in25Days = due(25, null, true);
    expect(compareDue(overdueByHours, in25Days)).toBeLessThan(0);
    expect([in25Days, overdueByHours].sort(compareDue)).toEqual([overdueByHours, in25Days]);
  });

  it('orders overdue, warning, the rest; within each by the earlier of days and hours; no due last', () => {
    const rows = [
      due(null, null),
      due(200, null),
      due(null, 40), // 40 h = 10 days at the default utilisation
      due(30, 8), // 8 h = 2 days: nearer than its 30 days
      due(5, null, true),
      due(-3, null, true, true),
      due(null, 12, true), // 3 days
    ];
    const sorted = [...rows].sort(compareDue);
    expect(sorted).toEqual([rows[5], rows[6], rows[4], rows[3], rows[2], rows[1], rows[0]]);
  });

  it('converts hours to days at the default daily utilisation', () => {
    expect(DEFAULT_DAILY_FLIGHT_HOURS).toBe(4);
    expect(daysToDue(due(null, 20))).toBe(5);
    expect(daysToDue(due(3, 20))).toBe(3);
    expect(daysToDue(due(null, 20), 10)).toBe(2);
    expect(daysToDue(due(null, null))).toBeNull();
    // Warning with neither figure (unknown expiry, next maintenance): due now.
    expect(daysToDue(due(null, null, true))).toBe(0);
    expect(daysToDue(undefined)).toBeNull();
    expect(dueSegment(due(1, 1, true, true))).toBe(0);
    expect(dueSegment(due(1, 1, true))).toBe(1);
    expect(dueSegment(null)).toBe(2);
  });

  it('dates the nearest due as of today: the earlier of the expiry and the hours forecast', () => {
    expect(nearestDueDay(due(10, null), '2026-11-24')).toBe('2026-12-04');
    expect(nearestDueDay(due(10, 20), '2026-11-24')).toBe('2026-11-29');
    expect(nearestDueDay(due(null, -34), '2026-11-24')).toBe('2026-11-15');
    expect(nearestDueDay(due(null, 1e12), '2026-11-24')?.slice(0, 2)).toBe('30');
    expect(nearestDueDay(due(null, null), '2026-11-24')).toBeNull();
  });

  it('counts landings at 6 a day without a forecast, and uses the forecast day when there is one', () => {
    expect(DEFAULT_DAILY_LANDINGS).toBe(6);
    // 30 landings = 5 days; 40 h = 10 days: the landings first.
    expect(daysToDue({ remainDays: null, remainHours: 40, remainLandings: 30 })).toBe(5);
    expect(nearestDueDay({ remainDays: 20, remainHours: null, remainLandings: 30 }, '2026-11-24')).toBe('2026-11-29');
    // A forecast on 2026-12-03 seen on 2026-11-24: 9 days, whatever the default rates would say.
    const forecast = { remainDays: null, remainHours: 1, forecastDate: '2026-12-03' };
    expect(daysToDue(forecast, 4, 6, '2026-11-24')).toBe(9);
    expect(nearestDueDay(forecast, '2026-11-24')).toBe('2026-12-03');
    // The calendar still wins when earlier.
    expect(nearestDueDay({ ...forecast, remainDays: 3, expireDate: '2026-11-27' }, '2026-11-24')).toBe('2026-11-27');
    // Without today the due's own expiry less its remaining days is today: 2026-11-27 − 3 = 2026-11-24.
    expect(daysToDue({ ...forecast, remainDays: 30, expireDate: '2026-12-24' })).toBe(9);
  });

  it('orders by the forecast within a segment', () => {
    const today = '2026-11-24';
    const calendar20 = { remainDays: 20, remainHours: null, warning: false, overdue: false, expireDate: '2026-12-14' };
    const forecast9 = {
      remainDays: null,
      remainHours: 500,
      warning: false,
      overdue: false,
      forecastDate: '2026-12-03',
    };
    expect(compareDue(forecast9, calendar20, today)).toBeLessThan(0);
    expect([calendar20, forecast9].sort((a, b) => compareDue(a, b, today))).toEqual([forecast9, calendar20]);
  });
});
