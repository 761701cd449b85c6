import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatDateTime, todayIn } from './dates';

describe('formatDateTime', () => {
  const instant = new Date('2024-01-15T16:30:05Z');

  it('formats an instant as YYYY-MM-DD HH:mm:ss in the given time zone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('2024-01-15 16:30:05');
    expect(formatDateTime(instant, 'Asia/Shanghai')).toBe('2024-01-16 00:30:05');
    expect(formatDateTime(instant, 'America/New_York')).toBe('2024-01-15 11:30:05');
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatDateTime(new Date('2024-02-29T16:00:00Z'), 'Asia/Shanghai')).toBe('2024-03-01 00:00:00');
    expect(formatDateTime(new Date('2024-12-31T00:00:00Z'), 'UTC')).toBe('2024-12-31 00:00:00');
  });

  it('follows daylight saving time', () => {
    expect(formatDateTime(new Date('2024-07-01T12:00:00Z'), 'America/New_York')).toBe('2024-07-01 08:00:00');
    expect(formatDateTime(new Date('2024-07-01T12:00:00Z'), 'Europe/Berlin')).toBe('2024-07-01 14:00:00');
    expect(formatDateTime(new Date('2024-01-01T12:00:00Z'), 'Europe/Berlin')).toBe('2024-01-01 13:00:00');
  });

  it('is the same instant in every zone: UTC text plus the zone offset', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        (d) => {
          const utc = formatDateTime(d, 'UTC');
          expect(utc).toBe(d.toISOString().slice(0, 19).replace('T', ' '));
          // Shanghai has had no daylight saving time since 1991: always UTC+8 from then on.
          if (d.getTime() >= Date.UTC(1992, 0, 1)) {
            const shanghai = formatDateTime(new Date(d.getTime() + 8 * 3600_000), 'UTC');
            expect(formatDateTime(d, 'Asia/Shanghai')).toBe(shanghai);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('todayIn answers the date part in the zone', () => {
    const lateUtc = new Date('2024-03-31T20:00:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2024-03-31');
    expect(todayIn('Asia/Shanghai', lateUtc)).toBe('2024-04-01');
  });
});

describe('daysBetween', () => {
  it('counts whole days across month ends and leap years', () => {
    expect(daysBetween('2024-01-31', '2024-02-01')).toBe(1);
    expect(daysBetween('2024-01-31', '2024-03-01')).toBe(30);
    expect(daysBetween('2023-01-31', '2023-03-01')).toBe(29);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2023-02-28', '2023-03-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
    expect(daysBetween('2000-02-28', '2000-03-01')).toBe(2);
    expect(daysBetween('2100-02-28', '2100-03-01')).toBe(1);
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
  });

  it('is negative when the second date is earlier, zero on the same day', () => {
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    expect(daysBetween('2024-03-01', '2024-03-01')).toBe(0);
  });

  it('ignores daylight saving changes (runs on calendar dates)', () => {
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
    expect(daysBetween('2024-10-26', '2024-10-28')).toBe(2);
  });
});

describe('addDays', () => {
  it('rolls over month ends and honours leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2024-01-31', 1)).toBe('2024-02-01');
    expect(addDays('2024-04-30', 1)).toBe('2024-05-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(addDays('2024-05-17', 0)).toBe('2024-05-17');
  });

  // Dates the application treats as valid: years 1001..9998 (docs/domain.md).
  const date = fc
    .date({ min: new Date('1001-01-01T00:00:00Z'), max: new Date('9997-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));
  const days = fc.integer({ min: -100_000, max: 100_000 });

  it('is the inverse of daysBetween', () => {
    fc.assert(
      fc.property(date, days, (d, n) => {
        const moved = addDays(d, n);
        fc.pre(moved > '1000-12-31' && moved < '9999-01-01');
        expect(moved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(daysBetween(d, moved)).toBe(n);
        expect(addDays(moved, -n)).toBe(d);
      }),
      { numRuns: 200 },
    );
  });
});

describe('dates in the first century', () => {
  it('keeps years below 100 as they are', () => {
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(daysBetween('0050-12-31', '0051-01-01')).toBe(1);
  });
});
