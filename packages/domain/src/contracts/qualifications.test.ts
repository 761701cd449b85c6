import { describe, expect, it } from 'vitest';
import { addDays } from '../dates';
import {
  ageOn,
  covers,
  endOfMonthAfter,
  expiryState,
  inForce,
  medicalMonths,
  medicalValidUntil,
  overlaps,
  pilotRecencyOf,
  recencyOf,
} from './qualifications';

// The pure rules of qualifications (issue 34): calendar-month ends, age thresholds of medicals, recency windows,
// overlapping authorisations.

describe('endOfMonthAfter', () => {
  it('ends on the last day of the calendar month, months after the month of the day', () => {
    expect(endOfMonthAfter('2026-01-15', 12)).toBe('2027-01-31');
    expect(endOfMonthAfter('2026-01-01', 0)).toBe('2026-01-31');
    expect(endOfMonthAfter('2026-04-30', 1)).toBe('2026-05-31');
    expect(endOfMonthAfter('2026-12-05', 1)).toBe('2027-01-31');
  });

  it('ends February on the 28th, and on the 29th in a leap year', () => {
    expect(endOfMonthAfter('2026-08-31', 6)).toBe('2027-02-28');
    expect(endOfMonthAfter('2027-08-10', 6)).toBe('2028-02-29');
    expect(endOfMonthAfter('2024-02-29', 12)).toBe('2025-02-28');
    expect(endOfMonthAfter('2024-02-29', 48)).toBe('2028-02-29');
    expect(endOfMonthAfter('2100-02-01', 0)).toBe('2100-02-28');
    expect(endOfMonthAfter('2000-02-01', 0)).toBe('2000-02-29');
  });
});

describe('ageOn', () => {
  it('counts a year on the birthday, not the day before', () => {
    expect(ageOn('1986-06-15', '2026-06-14')).toBe(39);
    expect(ageOn('1986-06-15', '2026-06-15')).toBe(40);
    expect(ageOn('1986-06-15', '2026-12-31')).toBe(40);
  });

  it('counts a 29 February birthday on 1 March of a common year', () => {
    expect(ageOn('1984-02-29', '2024-02-28')).toBe(39);
    expect(ageOn('1984-02-29', '2024-02-29')).toBe(40);
    expect(ageOn('1985-02-28', '2025-02-27')).toBe(39);
    expect(ageOn('1984-02-29', '2025-02-28')).toBe(40);
    expect(ageOn('1984-02-29', '2025-03-01')).toBe(41);
  });
});

describe('medical validity', () => {
  it('gives months by class and age, shorter from exactly 40 and when the age is unknown', () => {
    expect(medicalMonths(1, 39)).toBe(12);
    expect(medicalMonths(1, 40)).toBe(6);
    expect(medicalMonths(1, null)).toBe(6);
    expect(medicalMonths(2, 39)).toBe(12);
    expect(medicalMonths(2, 60)).toBe(12);
    expect(medicalMonths(3, 39)).toBe(60);
    expect(medicalMonths(3, 40)).toBe(24);
    expect(medicalMonths(3, null)).toBe(24);
    expect(medicalMonths(0, 30)).toBeNull();
  });

  it('runs to the end of the month, by the age on the examination day', () => {
    const exam = '2026-03-10';
    const at = (birthDate: string | null, medicalClass = 1) =>
      medicalValidUntil({ medicalClass, examDate: `${exam} 00:00:00`, birthDate, statedUntil: null });
    // 40 on the examination day: 6 months; 40 the day after: still 39 at the examination, 12 months.
    expect(at('1986-03-10')).toBe('2026-09-30');
    expect(at('1986-03-11')).toBe('2027-03-31');
    expect(at(null)).toBe('2026-09-30');
    expect(at('1986-03-10', 2)).toBe('2027-03-31');
    expect(at('1986-03-10', 3)).toBe('2028-03-31');
    expect(at('1986-03-11', 3)).toBe('2031-03-31');
  });

  it('takes a stated day over the class rule; a staff examination has none without one', () => {
    const base = { examDate: '2026-03-10', birthDate: '1990-01-01' };
    expect(medicalValidUntil({ ...base, medicalClass: 1, statedUntil: '2026-05-20 00:00:00' })).toBe('2026-05-20');
    expect(medicalValidUntil({ ...base, medicalClass: 0, statedUntil: '2027-03-09' })).toBe('2027-03-09');
    expect(medicalValidUntil({ ...base, medicalClass: 0, statedUntil: null })).toBeNull();
  });
});

describe('expiryState', () => {
  it('warns within 30 days, then 90, from today', () => {
    const today = '2026-06-01';
    expect(expiryState(null, today)).toBe('none');
    expect(expiryState(addDays(today, -1), today)).toBe('expired');
    expect(expiryState(today, today)).toBe('due30');
    expect(expiryState(`${addDays(today, 29)} 00:00:00`, today)).toBe('due30');
    expect(expiryState(addDays(today, 30), today)).toBe('due90');
    expect(expiryState(addDays(today, 89), today)).toBe('due90');
    expect(expiryState(addDays(today, 90), today)).toBe('valid');
  });
});

describe('recencyOf', () => {
  const today = '2026-06-15';

  it('counts months with work in the 24 calendar months ending with today’s, each month once', () => {
    const days = ['2026-06-01', '2026-06-14', '2026-05-03', '2025-01-10', '2024-07-31', '2024-07-01'];
    const r = recencyOf(days, today, null);
    expect(r).toEqual({ months: 4, worked: 4, required: 6, ok: false, lastDay: '2026-06-14' });
  });

  it('holds the window’s first month (23 months before) and not the one before it', () => {
    expect(recencyOf(['2024-07-01'], today, null).worked).toBe(1);
    expect(recencyOf(['2024-06-30'], today, null).worked).toBe(0);
    expect(recencyOf(['2024-06-30'], today, null).lastDay).toBe('2024-06-30');
  });

  it('is recent from 6 months of work', () => {
    const six = ['2026-06-01', '2026-04-01', '2026-02-01', '2025-12-01', '2025-10-01', '2025-08-01'];
    expect(recencyOf(six, today, null).ok).toBe(true);
    expect(recencyOf(six.slice(1), today, null).ok).toBe(false);
    expect(recencyOf([], today, null)).toEqual({ months: 0, worked: 0, required: 6, ok: false, lastDay: null });
  });

  it('counts the window’s months before the grant as assessed, never twice', () => {
    // Granted this month: the 23 months before count.
    expect(recencyOf([], today, '2026-06-01')).toMatchObject({ months: 23, worked: 0, ok: true });
    // Granted four months into the window: four months assessed, one worked before the grant counted once.
    expect(recencyOf(['2024-08-20'], today, '2024-11-05')).toMatchObject({ months: 4, worked: 1, ok: false });
    expect(recencyOf(['2024-08-20', '2025-01-02', '2025-05-02'], today, '2024-11-05').ok).toBe(true);
    // Granted at or before the window's start: nothing assessed, the work alone counts.
    expect(recencyOf([], today, '2024-07-01')).toMatchObject({ months: 0, ok: false });
    expect(recencyOf([], today, '2019-01-01')).toMatchObject({ months: 0, ok: false });
  });
});

describe('pilotRecencyOf', () => {
  const today = '2026-06-15';

  it('sums the landings of the 90 days ending today', () => {
    const first = addDays(today, -89);
    expect(first).toBe('2026-03-18');
    const flights = [
      { day: `${first} 00:00:00`, landings: 2 },
      { day: addDays(today, -90), landings: 5 },
      { day: today, landings: 1 },
      { day: addDays(today, 1), landings: 7 },
    ];
    expect(pilotRecencyOf(flights, today)).toEqual({ landings: 3, required: 3, ok: true });
    expect(pilotRecencyOf(flights.slice(1), today)).toEqual({ landings: 1, required: 3, ok: false });
    expect(pilotRecencyOf([], today).ok).toBe(false);
  });
});

describe('authorisations', () => {
  const a = { models: [1, 2], kinds: ['maintenance', 'crs'], validFrom: '2025-01-01', validTo: '2025-12-31' };

  it('are in force from the first day through the last; open-ended ones forever', () => {
    expect(inForce(a, '2024-12-31')).toBe(false);
    expect(inForce(a, '2025-01-01')).toBe(true);
    expect(inForce(a, '2025-12-31')).toBe(true);
    expect(inForce(a, '2026-01-01')).toBe(false);
    expect(inForce({ ...a, validTo: null }, '2099-01-01')).toBe(true);
    expect(covers(a, 2, 'crs', '2025-06-01')).toBe(true);
    expect(covers(a, 3, 'crs', '2025-06-01')).toBe(false);
    expect(covers(a, 2, 'rii', '2025-06-01')).toBe(false);
    expect(covers(a, 2, 'crs', '2026-06-01')).toBe(false);
  });

  it('overlap with a model and a kind in common and validity periods that meet', () => {
    const b = { models: [2, 9], kinds: ['crs'], validFrom: '2025-12-31', validTo: null };
    expect(overlaps(a, b)).toBe(true);
    expect(overlaps(b, a)).toBe(true);
    expect(overlaps(a, { ...b, validFrom: '2026-01-01' })).toBe(false);
    expect(overlaps(a, { ...b, models: [9] })).toBe(false);
    expect(overlaps(a, { ...b, kinds: ['rii'] })).toBe(false);
  });

  it('with open ends overlap whatever comes later or earlier', () => {
    const open = { ...a, validTo: null };
    expect(overlaps(open, { ...a, validFrom: '2090-01-01', validTo: '2090-01-02' })).toBe(true);
    expect(overlaps(open, { ...a, validFrom: '2000-01-01', validTo: '2024-12-31' })).toBe(false);
    expect(overlaps(open, { ...a, validFrom: '2000-01-01', validTo: null })).toBe(true);
  });
});
