import { isMessageKey, type Lang, type MessageKey, type MessageParams, translate } from './messages';

// The one wording of an import's problem (issue 31): the sheet row, the column heading as the sheet shows it
// (the template's heading in the reader's language, not the field's name on another screen), the value found and
// what was expected — 第 3 行 装机时 TSN：'abc' 不是数字（应为 0 或更大的数字） / Row 3, TSN at installation: 'abc'
// is not a number (expected a number of 0 or more). Messages in i18n/imports.ts.

/** What a column expects (`import.expect.<kind>`). */
export type ImportExpect =
  | 'number'
  | 'number0'
  | 'whole0'
  | 'date'
  | 'calendar'
  | 'text'
  | 'flag'
  | 'certType'
  | 'known'
  | 'maxLength';

const NUMERIC: ReadonlySet<ImportExpect> = new Set(['number', 'number0', 'whole0']);
/** A value is quoted up to this many characters. */
const VALUE_MAX = 40;

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
const isNumber = (value: unknown) =>
  typeof value === 'number' ||
  (typeof value === 'string' &&
    /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value.normalize('NFKC').trim().replace(/,/g, '')));

/** A cell's value as quoted in a message (shortened). */
function shown(value: unknown): string {
  const text = String(value).trim();
  const chars = [...text];
  return chars.length > VALUE_MAX ? `${chars.slice(0, VALUE_MAX).join('')}…` : text;
}

/** A heading given in both languages ([zh-CN, en-US], as the string catalogues hold it) or already localized. */
export type Heading = string | readonly [string, string];

export interface CellProblem {
  /** The sheet row (1 is the header). */
  row: number;
  /** The column heading. */
  column: Heading;
  /** The value found in the cell (blank: missing). */
  value?: unknown;
  /** What the column expects; without it `detail` says what is wrong. */
  expect?: ImportExpect;
  /** The expectation's parameters (maxLength: `max`). */
  expectParams?: MessageParams;
  /** A message of its own (a duplicate, a name taken), already localized, when `expect` is not given. */
  detail?: string;
}

/** The heading in a language. */
export const headingIn = (lang: Lang, column: Heading): string =>
  typeof column === 'string' ? column : column[lang === 'en-US' ? 1 : 0];

/** The detail of a cell's problem: the value found and what was expected (or the given detail). */
export function cellProblemDetail(lang: Lang, p: Omit<CellProblem, 'row' | 'column'>): string {
  if (!p.expect) return p.detail ?? '';
  if (blank(p.value)) return translate(lang, 'import.missing');
  const expected = translate(lang, `import.expect.${p.expect}` as MessageKey, p.expectParams);
  const key: MessageKey =
    NUMERIC.has(p.expect) && !isNumber(p.value)
      ? 'import.notNumber'
      : p.expect === 'date'
        ? 'import.notDate'
        : p.expect === 'known'
          ? 'import.unknown'
          : 'import.badValue';
  return translate(lang, key, { value: shown(p.value), expected });
}

/** A problem of a sheet's cell as the import answers it: row, heading, value found and what was expected. */
export function cellProblemText(lang: Lang, p: CellProblem): string {
  return translate(lang, 'import.problem', {
    row: p.row,
    column: headingIn(lang, p.column),
    detail: cellProblemDetail(lang, p),
  });
}

/** A validation error of a field (a FieldError's message key and parameters). */
export interface FieldErrorLike {
  message: string;
  params?: MessageParams;
}

/**
 * A field's validation error on a sheet row, in the same wording: a length limit says the limit; otherwise the
 * column's expectation (`expect`), else the error's own message under the row and heading.
 */
export function fieldErrorText(
  lang: Lang,
  p: { row: number; column: Heading; value: unknown; expect?: ImportExpect },
  error: FieldErrorLike,
): string {
  if (error.message === 'validation.maxLength' && !blank(p.value)) {
    return cellProblemText(lang, { ...p, expect: 'maxLength', expectParams: { max: error.params?.max ?? '' } });
  }
  if (p.expect) return cellProblemText(lang, p);
  const detail = isMessageKey(error.message)
    ? translate(lang, error.message, { ...error.params, field: headingIn(lang, p.column) })
    : error.message;
  return cellProblemText(lang, { row: p.row, column: p.column, detail });
}
