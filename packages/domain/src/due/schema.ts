import { z } from 'zod';
import { TIME_RULE_LIMITS, type TimeRule, validateTimeRules } from './rules';

// API contracts of time rules. The spec's client sends the hours and day figures as numbers or as the text of
// its input boxes; both normalise to number | null here ('' and null = not set). Text that is not a number
// becomes NaN, which validateTimeRules reports with the rule's field and name, so every problem of a rule list
// comes out of one place with the catalogue keys of the edit dialog.

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function toFigure(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  return NUMERIC.test(text) ? Number(text) : Number.NaN;
}

const Figure = z
  .union([z.number(), z.string().max(30), z.null()])
  .optional()
  .transform((v) => toFigure(v));

/** One time rule as the API receives it; unknown keys (e.g. the spec's `ds`) are dropped. */
export const TimeRuleSchema = z.object({
  name: z
    .string()
    .max(200)
    .nullish()
    .transform((v) => (v ?? '').trim()),
  // A missing or unknown mode is reported by validateTimeRules (timeRule.typeRequired); 0 stands for "none".
  type: z
    .union([z.number(), z.string().max(10), z.null()])
    .optional()
    .transform((v) => {
      const n = toFigure(v);
      return n === null || Number.isNaN(n) ? 0 : n;
    }),
  hc: Figure,
  ho: Figure,
  hw: Figure,
  cc: z
    .string()
    .max(50)
    .nullish()
    .transform((v) => (v === null || v === undefined || v.trim() === '' ? null : v.trim())),
  co: Figure,
  cw: Figure,
  lc: Figure,
  lo: Figure,
  lw: Figure,
}) satisfies z.ZodType<TimeRule, unknown>;

/** An item's `timerContent`: a list of time rules passing validateTimeRules (issues carry catalogue keys). */
export const TimerContentSchema = z
  .array(TimeRuleSchema)
  .max(TIME_RULE_LIMITS.rules, 'timeRule.tooMany')
  .superRefine((rules, ctx) => {
    if (rules.length > TIME_RULE_LIMITS.rules) return; // reported by max()
    for (const issue of validateTimeRules(rules)) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.index < 0 ? [] : [issue.index, issue.field],
        params: issue.params,
      });
    }
  });
