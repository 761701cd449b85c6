import { issueMessage, limitOf } from '@hangar/domain/contracts/fields';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

// Form rules made from the contracts' own zod schemas (@hangar/domain), so that a form refuses exactly what the
// server refuses, with the same catalogue message naming the field by its label — never by changing the input:
// no maxLength cut (a counter shows the limit instead), no clamping or dropped letters in number boxes.
// Kept apart from form-rules.ts, which the sign-in page loads without zod.

/** Empty values are the `required` rule's business (or allowed). */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function refusal(schema: z.ZodType, value: unknown, t: TFunction, label: string): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const { key, params } = issueMessage(result.error.issues[0]);
  return t(key ?? 'validation.invalid', { ...params, field: label });
}

/** A rule checking a (text) value with the contract's schema of the field. */
export function contractRule(schema: z.ZodType, t: TFunction, label: string): Rule {
  return {
    validator: async (_, value: unknown) => {
      if (isEmpty(value)) return;
      const message = refusal(schema, value, t, label);
      if (message) throw new Error(message);
    },
  };
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The number a number box's text stands for: NaN when it is not one (the contract then refuses it). */
export function numberOf(value: unknown): number | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'number') return value;
  const text = String(value).trim();
  return NUMERIC.test(text) ? Number(text) : Number.NaN;
}

/** A rule for a number box (a plain text input): the text must be a number the contract accepts. */
export function numberRule(schema: z.ZodType, t: TFunction, label: string): Rule {
  return {
    validator: async (_, value: unknown) => {
      if (isEmpty(value)) return;
      const message = refusal(schema, numberOf(value), t, label);
      if (message) throw new Error(message);
    },
  };
}

/** The counter of a limited text input (antd `count`): shows `n / max` and marks, never cuts. */
export function counterOf(schema: z.ZodType | undefined): { show: true; max: number } | undefined {
  const max = schema ? limitOf(schema) : undefined;
  return max === undefined ? undefined : { show: true, max };
}
