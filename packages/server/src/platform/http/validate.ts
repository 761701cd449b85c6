import { issueMessage, wellFormed } from '@hangar/domain/contracts/fields';
import { isMessageKey, type Lang, type MessageKey, type MessageParams, translate } from '@hangar/domain/messages';
import type { z } from 'zod';
import { AppError, type FieldError } from './errors';

// zod → AppError('VALIDATION') with each issue's message localized. Our schemas carry catalogue keys as
// messages; zod's own messages (wrong type, unknown key) become a generic message naming the field.

/**
 * The first string (value or key) no engine stores as sent: one holding NUL, which PostgreSQL text cannot
 * store or compare, or an unpaired UTF-16 surrogate, which neither stores as valid UTF-8. Whatever the
 * schema says of the field, so that a field not built from the text builders is covered too.
 */
function badString(value: unknown, path: string[], depth: number): { path: string[]; key: MessageKey } | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, key: 'validation.invalid' };
    return wellFormed(value) ? undefined : { path, key: 'validation.malformedText' };
  }
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = badString(key, [...path, key], depth + 1) ?? badString(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const bad = badString(input, [], 0);
  if (bad) {
    // A key that is itself malformed would not survive being answered: name it by its position.
    const field = bad.path.map((p) => (wellFormed(p) ? p : '?')).join('.') || 'body';
    throw new AppError('VALIDATION', bad.key, { field }, { errors: [{ field, message: bad.key }] });
  }
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        errors.push({ field: [...issue.path, key].join('.'), message: 'validation.unknownField' });
      }
      continue;
    }
    const field = issue.path.join('.') || 'body';
    const { key, params } = issueMessage(issue);
    let message: string | null = key;
    if (message === null) {
      // zod 4 leaves `issue.input` out unless asked, so missingness is read from the input itself.
      const missing = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined;
      message = missing
        ? 'validation.required'
        : issue.code === 'too_big'
          ? 'validation.tooLong'
          : 'validation.invalid';
    }
    errors.push(Object.keys(params).length > 0 ? { field, message, params } : { field, message });
  }
  const first = errors[0] ?? { field: 'body', message: 'validation.body' };
  const key = isMessageKey(first.message) ? first.message : 'validation.body';
  throw new AppError('VALIDATION', key, { ...first.params, field: first.field }, { errors });
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input ?? {};
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** Localizes the field errors of a validation failure. */
export function localizeErrors(lang: Lang, errors: FieldError[]): FieldError[] {
  return errors.map((e) => {
    const params: MessageParams = { ...e.params, field: e.field };
    return { field: e.field, message: isMessageKey(e.message) ? translate(lang, e.message, params) : e.message };
  });
}
