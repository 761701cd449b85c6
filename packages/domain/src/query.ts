import { z } from 'zod';

// The generic query payload (docs/domain.md "Generic query payload"). The shape is checked here; which
// fields and comparisons an endpoint accepts is decided by that endpoint's field map on the server.

export const Compares = ['eq', 'ne', 'contains', 'gt', 'ge', 'lt', 'le'] as const;
export type Compare = (typeof Compares)[number];

export const QUERY_LIMITS = { maxPageSize: 10000, maxConditions: 20, maxValueLength: 200 } as const;

const scalar = z.union([
  z.string().max(QUERY_LIMITS.maxValueLength, 'validation.tooLong'),
  z.number(),
  z.boolean(),
  z.null(),
]);

export const Condition = z.strictObject({
  name: z.string().min(1).max(64),
  compare: z.string().max(16).default('eq'),
  value: scalar,
  relate: z.enum(['and', 'or']).default('and'),
  // Display-only properties the shared search bar carries along; ignored by the server.
  title: z.string().max(200).optional(),
  table: z.string().max(64).optional(),
  type: z.string().max(16).optional(),
  optionText: z.string().max(200).optional(),
});
export type Condition = z.infer<typeof Condition>;

/**
 * Strict: a key the payload does not declare (`cid`, `companyId`, a misspelt `sortfield`) is a 400 naming it,
 * rather than a filter silently not applied. The company is the session's; list calls carry no company id.
 */
export const QueryPayload = z.strictObject({
  filters: z.array(Condition).max(QUERY_LIMITS.maxConditions).default([]),
  fixedFilters: z.array(Condition).max(QUERY_LIMITS.maxConditions).default([]),
  sortField: z.string().max(64).nullish(),
  sortOrder: z.enum(['asc', 'desc', 'ascend', 'descend']).nullish(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(QUERY_LIMITS.maxPageSize).default(20),
});
export type QueryPayload = z.infer<typeof QueryPayload>;

/**
 * The payload of a list answered in its own fixed order (statistics, the menu tree, the life list's urgency):
 * a sort field is refused naming it, as an unknown sort field is on every other list.
 */
export const FixedOrderQuery = QueryPayload.extend({
  sortField: QueryPayload.shape.sortField.superRefine((value, ctx) => {
    if (value) ctx.addIssue({ code: 'custom', message: 'query.fixedOrder', params: { sort: value } });
  }),
});

export interface ListBody<T> {
  items: T[];
  totalItems: number;
}
