import { describe, expect, it } from 'vitest';
import { addInterval, dayNumber, formatDay, parseCalendarInterval, parseDay } from './calendar';

describe('parseCalendarInterval', () => {
  const valid: [string, [number, number, number]][] = [
    ['1Y6M', [1, 6, 0]],
    ['18月', [0, 18, 0]],
    ['2年', [2, 0, 0]],
    ['90D', [0, 0, 90]],
    ['1y 2m 3d', [1, 2, 3]],
    ['6个月', [0, 6, 0]],
    ['10天', [0, 0, 10]],
    ['15日', [0, 0, 15]],
    ['1年6个月15天', [1, 6, 15]],
    ['1年6月', [1, 6, 0]],
    ['2Y10D', [2, 0, 10]],
    ['3m', [0, 3, 0]],
    ['1 Y', [1, 0, 0]],
    [' 3 M ', [0, 3, 0]],
    ['12', [0, 12, 0]],
    [' 18 ', [0, 18, 0]],
    ['0M', [0, 0, 0]],
  ];
  it.each(valid)('parses %j', (text, [years, months, days]) => {
    expect(parseCalendarInterval(text)).toEqual({ years, months, days });
  });

  const invalid = [
    '',
    '   ',
    'abc',
    '6M1Y',
    '3D2M',
    '1.5Y',
    '-1M',
    'M',
    'Y6',
    '1W',
    '1Y1Y',
    '1Y 2',
    '12345M',
    '6 weeks',
    '1个',
    '1月月',
  ];
  it.each(invalid)('rejects %j', (text) => {
    expect(parseCalendarInterval(text)).toBeNull();
  });

  it('answers the same (frozen) value on a repeated call', () => {
    const first = parseCalendarInterval('7Y');
    expect(parseCalendarInterval('7Y')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});

describe('parseDay and formatDay', () => {
  it('counts days from 1970-01-01', () => {
    expect(parseDay('1970-01-01')).toBe(0);
    expect(parseDay('1970-01-02')).toBe(1);
    expect(parseDay('1969-12-31')).toBe(-1);
    expect(parseDay('2000-01-01')).toBe(10957);
    expect(parseDay('2000-03-01')).toBe(10957 + 31 + 29);
    expect(dayNumber(2024, 6, 1)).toBe(parseDay('2024-06-01'));
    expect(formatDay(0)).toBe('1970-01-01');
    expect(formatDay(-1)).toBe('1969-12-31');
    expect(formatDay(10957 + 31 + 28)).toBe('2000-02-29');
  });

  it('accepts a date with a time, ignoring the time', () => {
    expect(parseDay('2024-01-15 00:00:00')).toBe(parseDay('2024-01-15'));
    expect(parseDay('2024-01-15 23:59:59')).toBe(parseDay('2024-01-15'));
    expect(parseDay('2024-01-15T08:00:00')).toBe(parseDay('2024-01-15'));
  });

  const absent = [
    null,
    undefined,
    '',
    '0001-01-01 00:00:00',
    '0001-01-01',
    '1000-12-31',
    '9999-01-01',
    'abcd-01-15',
    '2024-13-01',
    '2024-00-10',
    '2023-02-29',
    '2024-04-31',
    '2024-1-15',
    '2024/01/15',
    '2024-01-15X00:00:00',
  ];
  it.each(absent)('treats %j as absent', (text) => {
    expect(parseDay(text)).toBeNull();
  });

  it('keeps the boundary years 1001 and 9998', () => {
    expect(formatDay(parseDay('1001-01-01') as number)).toBe('1001-01-01');
    expect(formatDay(parseDay('9998-12-31') as number)).toBe('9998-12-31');
    expect(formatDay(parseDay('2024-02-29') as number)).toBe('2024-02-29');
  });
});

describe('addInterval', () => {
  const cases: [string, [number, number, number], string | null][] = [
    ['2024-01-15', [0, 6, 0], '2024-07-15'],
    ['2024-01-31', [0, 1, 0], '2024-02-29'],
    ['2023-01-31', [0, 1, 0], '2023-02-28'],
    ['2024-03-31', [0, 1, 0], '2024-04-30'],
    ['2023-11-30', [0, 3, 0], '2024-02-29'],
    ['2024-08-31', [0, 18, 0], '2026-02-28'],
    ['2024-02-29', [1, 0, 0], '2025-02-28'],
    ['2024-02-29', [4, 0, 0], '2028-02-29'],
    ['2024-02-29', [1, 1, 0], '2025-03-29'],
    ['2024-01-31', [0, 1, 1], '2024-03-01'],
    ['2024-05-10', [0, 0, 90], '2024-08-08'],
    ['2024-01-15', [0, 0, 90], '2024-04-14'],
    ['2024-01-15', [1, 2, 3], '2025-03-18'],
    ['2024-12-15', [0, 1, 0], '2025-01-15'],
    ['2024-12-31', [0, 0, 1], '2025-01-01'],
    ['2024-01-15', [0, 0, 0], '2024-01-15'],
    ['9990-01-01', [10, 0, 0], null],
    ['9998-12-01', [0, 0, 31], null],
  ];
  it.each(cases)('%s + %j = %s', (start, [years, months, days], expected) => {
    const end = addInterval(parseDay(start) as number, { years, months, days });
    expect(end === null ? null : formatDay(end)).toBe(expected);
  });
});
