import type { Dependent } from '../brand/register-kit';

// Sites (bases, airfields) of a company (materials document "Reference lists").

/** What keeps a site from being deleted; later modules (warehouses, flights) append their tables. */
export const siteDependents: Dependent[] = [];
