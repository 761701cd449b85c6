import type { Dependent } from './register-kit';

// Brands of a company (materials document "Reference lists"): a model names its brand; materials will too.

/** What keeps a brand from being deleted; later modules (materials) append their tables. */
export const brandDependents: Dependent[] = [
  { table: 'plane_model', column: 'brand_id', message: 'register.brandHasModels' },
];
