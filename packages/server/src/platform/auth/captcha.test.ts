import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { checkCaptcha, newCaptcha } from './captcha';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('checkCaptcha', () => {
  it('accepts the answer once, case-insensitively, and never again', async () => {
    const { id, text } = await newCaptcha(t.db.kysely);
    expect(await checkCaptcha(t.db.kysely, id, ` ${text.toUpperCase()} `)).toBe(true);
    expect(await checkCaptcha(t.db.kysely, id, text)).toBe(false);
  });

  it('consumes the captcha on a wrong answer too', async () => {
    const { id, text } = await newCaptcha(t.db.kysely);
    expect(await checkCaptcha(t.db.kysely, id, `${text}x`)).toBe(false);
    expect(await checkCaptcha(t.db.kysely, id, text)).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    const { id, text } = await newCaptcha(t.db.kysely, Date.now() - 6 * 60_000);
    expect(await checkCaptcha(t.db.kysely, id, text)).toBe(false);
  });

  it('buys one guess however many guesses race with it', async () => {
    // On PostgreSQL each check may run on its own pooled connection; on SQLite the statements of concurrent
    // checks interleave on the one connection. Either way only one of them may find the captcha.
    const { id, text } = await newCaptcha(t.db.kysely);
    // Open the pool's connections first, so that the checks below do not queue for new ones.
    await Promise.all(Array.from({ length: 10 }, () => t.db.kysely.selectFrom('captcha').select('id').execute()));
    const results = await Promise.all(Array.from({ length: 8 }, () => checkCaptcha(t.db.kysely, id, text)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const left = await t.db.kysely.selectFrom('captcha').select('id').where('id', '=', id).execute();
    expect(left).toEqual([]);
  });
});
