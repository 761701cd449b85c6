import { z } from 'zod';
import { isMessageKey, type MessageKey, type MessageParams } from '../messages';
import type { UploadUse } from './files';

// Field builders every contract uses, so that the server's validation and the web's form rules treat text and
// stored files the same way everywhere:
// - text: NFKC-normalised (a full-width `B-７００１` is `B-7001`), trimmed, refused when it holds an unpaired
//   surrogate, zero-width, bidirectional-control or control characters (newline and tab only in multi-line
//   fields), and refused with
//   the "at most N characters" message when longer than its limit; names and tail numbers are compared for
//   uniqueness after this normalisation, since that is what gets stored.
// - file entries: `{ uid, name, size, url }` whose url is a `/files/...` key of this server (relative, no
//   scheme, no `..`); the server also checks that the caller may read the key (the download rule).

/** Zero-width characters and bidirectional controls: invisible, and able to disguise what a name reads as. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\u061C]/u;
/** A UTF-16 surrogate without its pair: no character at all, stored as invalid UTF-8 (or refused) by the engines. */
const LONE_SURROGATE = /\p{Cs}/u;
/** C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F). */
const CONTROL = /\p{Cc}/u;
/** The same, less newline and tab (multi-line fields). */
const CONTROL_MULTILINE = /(?![\n\t])\p{Cc}/u;

export interface TextRule {
  /** Most characters (UTF-16 code units, as the form's counter counts them) after normalisation. */
  max: number;
  /** Newlines and tabs allowed (remarks, requirements); CRLF and CR are read as LF. */
  multiline?: boolean;
}

/** The limits of the text builders, read by the web forms (counters) through limitOf. */
const textLimits = z.registry<{ maxLength: number }>();

/**
 * Whether a string is well-formed UTF-16 (String.prototype.isWellFormed, ES2024): what every stored text must be.
 * The text builders refuse other text naming the field; the server's body validation refuses it in any string.
 */
export function wellFormed(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** The cleaned text, or the catalogue key of its refusal. */
export function cleanText(
  value: string,
  rule: TextRule,
): { ok: true; value: string } | { ok: false; key: MessageKey; params: MessageParams } {
  if (!wellFormed(value)) return { ok: false, key: 'validation.malformedText', params: {} };
  let text = value.normalize('NFKC');
  if (rule.multiline) text = text.replace(/\r\n?/g, '\n');
  if (INVISIBLE.test(text) || (rule.multiline ? CONTROL_MULTILINE : CONTROL).test(text)) {
    return { ok: false, key: 'validation.badCharacters', params: {} };
  }
  text = text.trim();
  if (text.length > rule.max) return { ok: false, key: 'validation.maxLength', params: { max: rule.max } };
  return { ok: true, value: text };
}

function refine(rule: TextRule) {
  return (value: string, ctx: z.RefinementCtx): string => {
    const cleaned = cleanText(value, rule);
    if (cleaned.ok) return cleaned.value;
    ctx.addIssue({ code: 'custom', message: cleaned.key, params: cleaned.params });
    return z.NEVER;
  };
}

/**
 * Optional text: absent stays absent, null stays null, blank text is '' (or null with `blankAsNull`, for
 * records that store a missing value as null).
 */
export function text(rule: TextRule & { blankAsNull?: boolean }) {
  const schema = z
    .string({ error: 'validation.invalid' })
    .transform(refine(rule))
    .transform((v) => (rule.blankAsNull && v === '' ? null : v))
    .nullish();
  return schema.register(textLimits, { maxLength: rule.max });
}

/** Required text: blank or missing answers `requiredKey` (the field's own message). */
export function requiredText(requiredKey: MessageKey, rule: TextRule) {
  const schema = z
    .string({ error: requiredKey })
    .transform(refine(rule))
    .refine((v) => v !== '', requiredKey);
  return schema.register(textLimits, { maxLength: rule.max });
}

/** The wrapped schema of optional, nullable, default and pipe wrappers (for registry look-ups). */
function unwrap(schema: z.ZodType): z.ZodType[] {
  const out: z.ZodType[] = [];
  let cur: z.ZodType | undefined = schema;
  for (let depth = 0; cur && depth < 10; depth++) {
    out.push(cur);
    const def = cur._zod.def as { innerType?: z.ZodType; in?: z.ZodType };
    cur = def.innerType ?? def.in;
  }
  return out;
}

/** The length limit of a text field built here (through optional / nullable / default wrappers). */
export function limitOf(schema: z.ZodType): number | undefined {
  for (const s of unwrap(schema)) {
    const meta = textLimits.get(s);
    if (meta) return meta.maxLength;
  }
  return undefined;
}

/** The catalogue key and parameters of a zod issue: limits as `max` / `min`, a custom issue's own params. */
export function issueMessage(issue: z.core.$ZodIssue): { key: MessageKey | null; params: MessageParams } {
  const params: MessageParams = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (issue.code === 'custom' && issue.params) {
    for (const [k, v] of Object.entries(issue.params)) {
      if (typeof v === 'string' || typeof v === 'number') params[k] = v;
    }
  }
  return { key: isMessageKey(issue.message) ? issue.message : null, params };
}

// --- Stored file entries --------------------------------------------------------------------------------

/** A `/files/<key>` path of this server: relative, no scheme or authority, no `.`/`..` segment, no backslash. */
function isFileKeyUrl(url: string): boolean {
  if (!url.startsWith('/files/') || /[\\?#\s]/.test(url) || url.includes('//')) return false;
  return url.split('/').every((segment) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return false;
    }
    return decoded !== '.' && decoded !== '..' && !/[\\/]/.test(decoded);
  });
}

/** One stored file: what an upload answered (`url` is the `/files/` key). */
export const FileEntry = z.strictObject({
  uid: requiredText('validation.invalid', { max: 200 }),
  name: requiredText('file.nameRequired', { max: 255 }),
  size: z.number().int().min(0),
  url: z.string({ error: 'file.badUrl' }).max(2000, 'file.badUrl').refine(isFileKeyUrl, 'file.badUrl'),
});
export type FileEntry = z.output<typeof FileEntry>;

/** The uploads (their `use`) a stored file list accepts; the server checks each entry against them. */
export const storedFileUses = z.registry<{ uses: readonly UploadUse[] }>();

/** A record's file list of at most `max` entries uploaded for one of `uses`. */
export function fileList(uses: readonly UploadUse[], max: number) {
  return z.array(FileEntry).max(max).register(storedFileUses, { uses });
}

/** The stored file lists among the top-level fields of a body schema, with the uploads they accept. */
export function fileFieldsOf(schema: z.ZodType): { field: string; uses: readonly UploadUse[] }[] {
  const object = unwrap(schema).find((s): s is z.ZodObject => s instanceof z.ZodObject);
  if (!object) return [];
  const out: { field: string; uses: readonly UploadUse[] }[] = [];
  for (const [field, child] of Object.entries(object.shape)) {
    for (const s of unwrap(child as z.ZodType)) {
      const meta = storedFileUses.get(s);
      if (meta) {
        out.push({ field, uses: meta.uses });
        break;
      }
    }
  }
  return out;
}

// --- Dates ------------------------------------------------------------------------------------------------

/** The spec's "no date" value (an absent expiry date is the year-1 date). */
export const NO_DATE = '0001-01-01 00:00:00';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: 00:00:00)?$/;

/** Whether `YYYY-MM-DD` is a real calendar date with 1000 < year < 9999 (docs/domain.md). */
function isRealDate(y: number, m: number, d: number): boolean {
  if (y <= 1000 || y >= 9999 || m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
}

/**
 * The one date schema: a real calendar date as `YYYY-MM-DD` or `YYYY-MM-DD 00:00:00`; null, an empty string and
 * the year-1 date mean "no date" (null). Answered as `YYYY-MM-DD 00:00:00` (the records' dates, model document
 * §9), or as `YYYY-MM-DD` for a day of its own (a birthday).
 */
export function dateValue(form: 'midnight' | 'day' = 'midnight') {
  return z.union([z.string(), z.null()], { error: 'validation.dateFormat' }).transform((value, ctx) => {
    if (value === null || value === '' || value === NO_DATE || value === '0001-01-01') return null;
    const m = DATE.exec(value);
    if (!m || !isRealDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateFormat' });
      return z.NEVER;
    }
    return form === 'day' ? value.slice(0, 10) : `${value.slice(0, 10)} 00:00:00`;
  });
}
