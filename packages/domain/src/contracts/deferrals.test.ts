import { describe, expect, it } from 'vitest';
import {
  deferralDue,
  deferralDueOf,
  deferralRefusal,
  deferralState,
  inDueWindow,
  limitOf,
  looserThanMaster,
  type MelTerms,
  warnSpan,
} from './deferrals';

// The pure arithmetic of deferrals (issue 32): limits from the day of discovery (excluded), month ends and leap
// years, A by days, hours and landings, the warning spans, and the never-looser rule of an MEL item.

const counters = { hours: 1000, landings: 800 };
const due = (category: string, discovered: string) =>
  deferralDue(limitOf({ category, intervalValue: null, intervalUnit: null }) as never, discovered, counters).dueDate;

describe('deferralDue', () => {
  it('counts B 3, C 10, D 120 calendar days excluding the day of discovery', () => {
    expect(due('B', '2026-01-31')).toBe('2026-02-03');
    expect(due('B', '2026-02-27')).toBe('2026-03-02');
    expect(due('B', '2024-02-27')).toBe('2024-03-01');
    expect(due('B', '2026-12-30')).toBe('2027-01-02');
    expect(due('C', '2026-02-25')).toBe('2026-03-07');
    expect(due('C', '2024-02-25')).toBe('2024-03-06');
    expect(due('C', '2026-01-31 00:00:00')).toBe('2026-02-10');
    expect(due('D', '2025-12-31')).toBe('2026-04-30');
    expect(due('D', '2023-12-31')).toBe('2024-04-29');
  });

  it('counts A by its own interval: days as the others, hours and landings from the counters at deferral', () => {
    expect(deferralDue({ unit: 'days', value: 5 }, '2026-02-26', counters)).toEqual({
      dueDate: '2026-03-03',
      dueHours: null,
      dueLandings: null,
    });
    expect(deferralDue({ unit: 'hours', value: 12.5 }, '2026-02-26', counters)).toEqual({
      dueDate: null,
      dueHours: 1012.5,
      dueLandings: null,
    });
    expect(deferralDue({ unit: 'landings', value: 20 }, '2026-02-26', counters)).toEqual({
      dueDate: null,
      dueHours: null,
      dueLandings: 820,
    });
  });

  it('has no limit for an A without interval or an unknown category', () => {
    expect(limitOf({ category: 'A', intervalValue: null, intervalUnit: 'days' })).toBeNull();
    expect(limitOf({ category: 'E', intervalValue: null, intervalUnit: null })).toBeNull();
  });
});

describe('deferralState', () => {
  const open = (category: string, dueDate: string, limitValue: number) => ({
    closed: 0,
    category,
    limitUnit: 'days',
    limitValue,
    dueDate: `${dueDate} 00:00:00`,
    dueHours: null,
    dueLandings: null,
  });

  it('warns on B’s last day, C’s last 2, D’s last 10; overdue once the last day is over', () => {
    expect(deferralState(open('B', '2026-02-03', 3), '2026-02-02', counters)).toBe('open');
    expect(deferralState(open('B', '2026-02-03', 3), '2026-02-03', counters)).toBe('warning');
    expect(deferralState(open('B', '2026-02-03', 3), '2026-02-04', counters)).toBe('overdue');
    expect(deferralState(open('C', '2026-03-07', 10), '2026-03-05', counters)).toBe('open');
    expect(deferralState(open('C', '2026-03-07', 10), '2026-03-06', counters)).toBe('warning');
    expect(deferralState(open('D', '2026-04-30', 120), '2026-04-20', counters)).toBe('open');
    expect(deferralState(open('D', '2026-04-30', 120), '2026-04-21', counters)).toBe('warning');
    expect(deferralState({ ...open('D', '2026-04-30', 120), closed: 1 }, '2027-01-01', counters)).toBe('closed');
  });

  it('counts A by counters: a tenth of the interval warns, reaching the limit is overdue', () => {
    const hours = {
      closed: 0,
      category: 'A',
      limitUnit: 'hours',
      limitValue: 50,
      dueDate: null,
      dueHours: 1050,
      dueLandings: null,
    };
    expect(deferralState(hours, '2026-01-01', { hours: 1044.9, landings: 0 })).toBe('open');
    expect(deferralState(hours, '2026-01-01', { hours: 1045, landings: 0 })).toBe('warning');
    expect(deferralState(hours, '2026-01-01', { hours: 1050, landings: 0 })).toBe('overdue');
    const landings = { ...hours, limitUnit: 'landings', limitValue: 5, dueHours: null, dueLandings: 805 };
    expect(deferralState(landings, '2026-01-01', { hours: 0, landings: 803 })).toBe('open');
    expect(deferralState(landings, '2026-01-01', { hours: 0, landings: 804 })).toBe('warning');
    expect(deferralState(landings, '2026-01-01', { hours: 0, landings: 806 })).toBe('overdue');
    expect(warnSpan({ unit: 'days', value: 30 }, 'A')).toBe(3);
    expect(warnSpan({ unit: 'days', value: 2 }, 'A')).toBe(1);
  });
});

describe('looserThanMaster', () => {
  const master: MelTerms = { category: 'C', intervalValue: null, intervalUnit: null, required: 1, mProc: 1, oProc: 0 };
  const field = (mel: Partial<MelTerms>, of = master) => looserThanMaster(of, { ...of, ...mel })?.field ?? null;

  it('allows the same or tighter terms', () => {
    expect(field({})).toBeNull();
    expect(field({ category: 'B', required: 2, oProc: 1 })).toBeNull();
    expect(field({ category: 'A', intervalValue: 10, intervalUnit: 'days' })).toBeNull();
  });

  it('refuses looser terms, naming the field', () => {
    expect(field({ required: 0 })).toBe('required');
    expect(field({ required: null })).toBe('required');
    expect(field({ category: 'D' })).toBe('category');
    expect(field({ category: 'A', intervalValue: 11, intervalUnit: 'days' })).toBe('intervalValue');
    expect(field({ category: 'A', intervalValue: 1, intervalUnit: 'hours' })).toBe('intervalUnit');
    expect(field({ mProc: 0 })).toBe('mProc');
    const a: MelTerms = { ...master, category: 'A', intervalValue: 50, intervalUnit: 'hours', oProc: 1 };
    expect(field({ intervalValue: 60 }, a)).toBe('intervalValue');
    expect(field({ category: 'B' }, a)).toBe('category');
    expect(field({ oProc: 0 }, a)).toBe('oProc');
  });
});

describe('deferralRefusal', () => {
  it('refuses a closed deferral, and a second extension', () => {
    expect(deferralRefusal('extend', { closed: 0, extAt: null })).toBeNull();
    expect(deferralRefusal('extend', { closed: 0, extAt: '2026-01-01 10:00:00' })).toBe('deferral.extendedOnce');
    expect(deferralRefusal('close', { closed: 0, extAt: '2026-01-01 10:00:00' })).toBeNull();
    expect(deferralRefusal('close', { closed: 1, extAt: null })).toBe('deferral.isClosed');
  });
});

describe('deferralDueOf and inDueWindow (a deferral among the due items)', () => {
  const open = { closed: 0, dueHours: null, dueLandings: null };
  const landings = { ...open, category: 'A', limitUnit: 'landings', limitValue: 20, dueDate: null, dueLandings: 820 };

  it('reads a landings limit as an item’s: expiry, remaining, the forecast day at the utilisation', () => {
    const rates = { dailyHours: 3, dailyLandings: 4, asOf: '2026-03-01 00:00:00' };
    expect(deferralDueOf(landings, '2026-03-02', { hours: 1000, landings: 810 }, rates)).toMatchObject({
      expireLandings: 820,
      remainLandings: 10,
      expireHours: null,
      forecastDate: '2026-03-04',
      dueDate: '2026-03-04',
      dueBy: 'landings',
      warning: false,
    });
    // At the limit: overdue (no flight may start at it), and warning with it as an item's.
    const reached = deferralDueOf(landings, '2026-03-02', { hours: 1000, landings: 820 });
    expect(reached).toMatchObject({ remainLandings: 0, overdue: true, warning: true, dueDate: null, dueBy: null });
    expect(inDueWindow(reached, { dueWithinDays: 0 }, '2026-03-02')).toBe(true);
    expect(inDueWindow(reached, { dueWithinLandings: 0 }, '2026-03-02')).toBe(true);
    expect(inDueWindow(reached, { dueWithinHours: 100 }, '2026-03-02')).toBe(false);
  });

  it('puts a day limit in a days window by its last day, every condition holding', () => {
    const c = { ...open, category: 'C', limitUnit: 'days', limitValue: 10, dueDate: '2026-03-11 00:00:00' };
    const due = deferralDueOf(c, '2026-03-01', { hours: 0, landings: 0 });
    expect(due).toMatchObject({ expireDate: '2026-03-11', remainDays: 10, warning: false, overdue: false });
    expect(inDueWindow(due, { dueWithinDays: 10 }, '2026-03-01')).toBe(true);
    expect(inDueWindow(due, { dueWithinDays: 9 }, '2026-03-01')).toBe(false);
    expect(inDueWindow(due, { dueWithinDays: 30, warningOnly: true }, '2026-03-01')).toBe(false);
    expect(inDueWindow(due, {}, '2026-03-01')).toBe(true);
    // Its last 2 days warn; the day after its last is overdue.
    expect(deferralDueOf(c, '2026-03-10', { hours: 0, landings: 0 })).toMatchObject({ warning: true, overdue: false });
    expect(deferralDueOf(c, '2026-03-12', { hours: 0, landings: 0 })).toMatchObject({ remainDays: -1, overdue: true });
  });
});
