import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

// Reference data and registers (issue 6): plane types, brands, models, sites, units, aircraft.
export async function up(_db: Kysely<unknown>, _dialect: DialectName): Promise<void> {}
