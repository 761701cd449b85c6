import { addDays, todayIn } from '@hangar/domain/dates';
import { prehashPassword } from '@hangar/domain/password';
import { afterEach, describe, expect, it } from 'vitest';
import { insertUser } from '../../bootstrap';
import { makeCompany, PASSWORD } from '../../test/factories';
import { ADMIN_PASSWORD, ADMIN_PHONE, startTestApp, type TestApp } from '../../test/harness';

// Licence (platform spec §4): validDays from the sign-in answer; ≤ 0 blocks everyone but the platform
// administrator.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const today = todayIn('UTC');

describe('licence', () => {
  it('answers the days left and keeps signing in while the licence runs', async () => {
    t = await startTestApp({ licenceExpires: addDays(today, 12) });
    const company = await makeCompany(t);
    const res = await t.call({ url: '/api/lg', body: { phone: company.admin.phone, pass: prehashPassword(PASSWORD) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.validDays).toBe(12);
  });

  it('lets the platform administrator sign in on the expiry day', async () => {
    t = await startTestApp({ licenceExpires: today });
    const res = await t.call({ url: '/api/lg', body: { phone: ADMIN_PHONE, pass: prehashPassword(ADMIN_PASSWORD) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().body.validDays).toBe(0);
  });

  it('refuses an ordinary user when the licence has expired', async () => {
    t = await startTestApp({ licenceExpires: addDays(today, -1) });
    // makeCompany signs in, which the expired licence refuses: build the user without signing in.
    await insertUser(t.db.kysely, { phone: '13700000001', name: 'Late', password: PASSWORD }, `${today} 00:00:00`);
    const res = await t.call({ url: '/api/lg', body: { phone: '13700000001', pass: prehashPassword(PASSWORD) } });
    expect(res.statusCode).toBe(601);
    expect(res.json()).toMatchObject({ ret: 1, code: 'RULE', msg: '系统授权已过期，请联系管理员', validDays: -1 });
  });

  it('defaults to one year from the first start, kept in the database', async () => {
    t = await startTestApp({ licenceExpires: undefined });
    const row = await t.db.kysely
      .selectFrom('platform_config')
      .select('value')
      .where('key', '=', 'licence_expires')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, '-03-01'));
  });
});
