import { z } from 'zod';

// The generic query payload (DOMAIN.md "Generic query payload"). The shape is checked here; which
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

export const Condition = z.object({
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

export const QueryPayload = z.object({
  filters: z.array(Condition).max(QUERY_LIMITS.maxConditions).default([]),
  fixedFilters: z.array(Condition).max(QUERY_LIMITS.maxConditions).default([]),
  sortField: z.string().max(64).nullish(),
  sortOrder: z.enum(['asc', 'desc', 'ascend', 'descend']).nullish(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(QUERY_LIMITS.maxPageSize).default(20),
  // Spec clients add the company id to list bodies; the server always uses the session's.
  cid: z.unknown().optional(),
  companyId: z.unknown().optional(),
});
export type QueryPayload = z.infer<typeof QueryPayload>;

export interface ListBody<T> {
  items: T[];
  totalItems: number;
}
