import type { Dependent } from '../brand/register-kit';

// Units of measure of a company (materials document "Reference lists": a material's measureUnit).

/** What keeps a unit from being deleted; later modules (materials) append their tables. */
export const unitDependents: Dependent[] = [];
