import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateValue, FileEntry, fileList, issueMessage, limitOf, requiredText, storedFileUses, text } from './fields';

// The shared field builders: text hygiene (NFKC, trim, refused invisible and control characters, the length
// limit answered as such) and the stored file entry (only /files/ keys).

/** The catalogue key and parameters of the first refusal, or the parsed value. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return { value: result.data };
  const [issue] = result.error.issues;
  return issueMessage(issue);
}

describe('text()', () => {
  const name = requiredText('register.tailRequired', { max: 30 });
  const remarks = text({ max: 20, multiline: true });

  it('normalises (NFKC) and trims, so a full-width tail number is the ASCII one', () => {
    expect(outcome(name, '  B-７００１ ')).toEqual({ value: 'B-7001' });
    expect(outcome(name, 'ＡＢＣ\u3000')).toEqual({ value: 'ABC' });
  });

  it.each([
    ['zero-width space', 'B-7\u200B001'],
    ['zero-width joiner', 'B\u200D7001'],
    ['word joiner', 'B-7001\u2060'],
    ['byte order mark', '\uFEFFB-7001'],
    ['right-to-left override', 'B-\u202E1007'],
    ['isolate', 'B-\u20667001\u2069'],
    ['left-to-right mark', 'B-7001\u200E'],
    ['Arabic letter mark', 'B-7001\u061C'],
    ['C0 control', 'B-70\u000701'],
    ['C1 control', 'B-70\u008501'],
    ['newline in a single-line field', 'B-70\n01'],
    ['tab in a single-line field', 'B-70\t01'],
  ])('refuses a %s with the field message', (_, value) => {
    expect(outcome(name, value)).toEqual({ key: 'validation.badCharacters', params: {} });
  });

  it.each([
    ['a lone high surrogate', '\uD800.pdf'],
    ['a lone low surrogate', 'B-\uDC007001'],
    ['a pair in the wrong order', 'B\uDE00\uD83D'],
  ])('refuses %s (no character, invalid UTF-8 once stored) in any text field', (_, value) => {
    expect(outcome(name, value)).toEqual({ key: 'validation.malformedText', params: {} });
    expect(outcome(remarks, value)).toEqual({ key: 'validation.malformedText', params: {} });
  });

  it('keeps characters outside the BMP (a surrogate pair)', () => {
    expect(outcome(remarks, '✈ \uD83D\uDE00')).toEqual({ value: '✈ 😀' });
  });

  it('allows newlines and tabs in multi-line fields (CRLF read as LF), not other controls', () => {
    expect(outcome(remarks, 'a\r\n\tb')).toEqual({ value: 'a\n\tb' });
    expect(outcome(remarks, 'a\u0000b')).toEqual({ key: 'validation.badCharacters', params: {} });
  });

  it('answers the length limit, not the required message, when too long', () => {
    expect(outcome(name, 'B'.repeat(31))).toEqual({ key: 'validation.maxLength', params: { max: 30 } });
    expect(outcome(name, ` ${'B'.repeat(30)} `)).toEqual({ value: 'B'.repeat(30) });
    expect(outcome(name, '   ')).toEqual({ key: 'register.tailRequired', params: {} });
    expect(outcome(name, undefined)).toEqual({ key: 'register.tailRequired', params: {} });
  });

  it('keeps absent and null optional text, and a blank one as null when asked', () => {
    expect(outcome(remarks, undefined)).toEqual({ value: undefined });
    expect(outcome(remarks, null)).toEqual({ value: null });
    expect(outcome(remarks, '  ')).toEqual({ value: '' });
    expect(outcome(text({ max: 5, blankAsNull: true }), '  ')).toEqual({ value: null });
  });

  it('exposes its limit for the forms, through optional and partial wrappers', () => {
    expect(limitOf(name)).toBe(30);
    expect(limitOf(remarks.optional())).toBe(20);
    expect(limitOf(z.string())).toBeUndefined();
  });
});

describe('FileEntry', () => {
  const entry = (url: string) => ({ uid: 'u1', name: 'me.png', size: 10, url });
  const key = '/files/avatar/c10001/0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11/me.png';

  it('accepts a /files/ key of this server', () => {
    expect(FileEntry.safeParse(entry(key)).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/me.png',
    '//evil.example/files/me.png',
    '/files/../hangar.db',
    '/files/avatar/../../hangar.db',
    '/files/avatar\\..\\x',
    'files/avatar/x.png',
    '/plane1/side.jpg',
  ])('refuses %s', (url) => {
    expect(outcome(FileEntry, entry(url))).toEqual({ key: 'file.badUrl', params: {} });
  });

  it('refuses invisible characters in the shown name', () => {
    expect(outcome(FileEntry, { ...entry(key), name: 'me\u202Egnp.exe' })).toEqual({
      key: 'validation.badCharacters',
      params: {},
    });
  });

  it('marks a stored file list with the uploads it accepts', () => {
    const avatar = fileList(['avatar'], 1);
    expect(storedFileUses.get(avatar)).toEqual({ uses: ['avatar'] });
    expect(avatar.safeParse([entry(key), entry(key)]).success).toBe(false);
  });
});

describe('dateValue, the one date schema', () => {
  const midnight = dateValue();
  const day = dateValue('day');

  it('answers a real day at midnight, or as the day itself', () => {
    expect(midnight.parse('2024-02-29')).toBe('2024-02-29 00:00:00');
    expect(midnight.parse('2024-02-29 00:00:00')).toBe('2024-02-29 00:00:00');
    expect(day.parse('1990-01-02 00:00:00')).toBe('1990-01-02');
  });

  it('reads null, an empty text and the year-1 date as no date', () => {
    for (const none of [null, '', '0001-01-01', '0001-01-01 00:00:00']) {
      expect(midnight.parse(none)).toBeNull();
      expect(day.parse(none)).toBeNull();
    }
  });

  it('refuses impossible days, years out of range, times of day and other shapes, with the date message', () => {
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '0999-01-01',
      '9999-01-01',
      '2024-01-01 12:30:00',
      '2024/01/01',
      5,
    ]) {
      const result = midnight.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0].message).toBe('validation.dateFormat');
    }
  });
});
