import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { Db } from './database';
import { migrateToLatest } from './migrate';
import { prepared } from './prepared';

// Prepared queries (compiled once, run with each call's values) on a real database (SQLite, or PostgreSQL with
// HANGAR_TEST_DIALECT=postgres): each call binds its own values, reads the data as it is now, keeps the query's
// own constants, runs inside transactions, and refuses a build that does not pass its values through.

const byKey = prepared((db, p: { key: string }) =>
  db.selectFrom('platform_config').select(['key', 'value']).where('key', '=', p.key),
);
const byKeyAndValue = prepared((db, p: { key: string; value: string }) =>
  db
    .selectFrom('platform_config')
    .select('value')
    .where('key', 'in', ['prepared_a', 'prepared_b'])
    .where('value', '=', p.value)
    .where('key', '=', p.key)
    .orderBy('key'),
);

describe('prepared queries', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    db = fresh.db;
    drop = fresh.drop;
    await migrateToLatest(db);
    await db.kysely
      .insertInto('platform_config')
      .values([
        { key: 'prepared_a', value: 'one' },
        { key: 'prepared_b', value: 'two' },
        { key: 'prepared_c', value: 'two' },
      ])
      .execute();
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('binds each call’s own values', async () => {
    expect(await byKey.executeTakeFirst(db.kysely, { key: 'prepared_a' })).toEqual({ key: 'prepared_a', value: 'one' });
    expect(await byKey.executeTakeFirst(db.kysely, { key: 'prepared_b' })).toEqual({ key: 'prepared_b', value: 'two' });
    expect(await byKey.execute(db.kysely, { key: 'missing' })).toEqual([]);
  });

  it('keeps the query’s own constants beside the bound values', async () => {
    expect(await byKeyAndValue.execute(db.kysely, { key: 'prepared_b', value: 'two' })).toEqual([{ value: 'two' }]);
    // prepared_c has the value but is not in the query's constant list.
    expect(await byKeyAndValue.execute(db.kysely, { key: 'prepared_c', value: 'two' })).toEqual([]);
    expect(await byKeyAndValue.execute(db.kysely, { key: 'prepared_a', value: 'two' })).toEqual([]);
  });

  it('reads the data as it is at each call', async () => {
    await db.kysely.updateTable('platform_config').set({ value: 'changed' }).where('key', '=', 'prepared_a').execute();
    expect((await byKey.executeTakeFirst(db.kysely, { key: 'prepared_a' }))?.value).toBe('changed');
    await db.kysely.deleteFrom('platform_config').where('key', '=', 'prepared_a').execute();
    expect(await byKey.executeTakeFirst(db.kysely, { key: 'prepared_a' })).toBeUndefined();
  });

  it('runs inside a transaction and sees its uncommitted writes', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await trx.insertInto('platform_config').values({ key: 'prepared_t', value: 'in trx' }).execute();
        expect((await byKey.executeTakeFirst(trx, { key: 'prepared_t' }))?.value).toBe('in trx');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await byKey.executeTakeFirst(db.kysely, { key: 'prepared_t' })).toBeUndefined();
  });

  it('refuses a build that transforms a value instead of binding it', async () => {
    const transformed = prepared((k, p: { key: string }) =>
      k.selectFrom('platform_config').select('value').where('key', '=', `prefix-${p.key}`),
    );
    await expect(transformed.execute(db.kysely, { key: 'a' })).rejects.toThrow(/key did not reach the SQL/);
  });
});
