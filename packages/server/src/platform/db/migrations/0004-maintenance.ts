import type { Kysely } from 'kysely';
import type { DialectName } from '../database';

// Model maintenance items and per-aircraft maintenance control with stored due fields (issue 6).
export async function up(_db: Kysely<unknown>, _dialect: DialectName): Promise<void> {}
