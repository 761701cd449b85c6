import { isMessageKey, type Lang, translate } from '@hangar/domain/messages';
import type { z } from 'zod';
import { AppError, type FieldError } from './errors';

// zod → AppError('VALIDATION') with each issue's message localized. Our schemas carry catalogue keys as
// messages; zod's own messages (wrong type, unknown key) become a generic message naming the field.

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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
    let message = issue.message;
    if (!isMessageKey(message)) {
      const missing = issue.code === 'invalid_type' && issue.input === undefined;
      message = missing
        ? 'validation.required'
        : issue.code === 'too_big'
          ? 'validation.tooLong'
          : 'validation.invalid';
    }
    errors.push({ field, message });
  }
  const first = errors[0] ?? { field: 'body', message: 'validation.body' };
  const key = isMessageKey(first.message) ? first.message : 'validation.body';
  throw new AppError('VALIDATION', key, { field: first.field }, { errors });
}

/** Localizes the field errors of a validation failure. */
export function localizeErrors(lang: Lang, errors: FieldError[]): FieldError[] {
  return errors.map((e) => ({
    field: e.field,
    message: isMessageKey(e.message) ? translate(lang, e.message, { field: e.field }) : e.message,
  }));
}
