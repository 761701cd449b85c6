import { todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferralReasons } from '../modules/mel';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo's deferred defects as a newcomer reads them: each model's MMEL has every category, each operator its
// MEL, open deferrals of each category (one warning, one extended), and B-8002's open fault is not deferred.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

async function post(token: string, url: string, body: unknown) {
  const res = await t.call({ url, token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

describe('seed-demo deferrals', () => {
  it('gives each model an MMEL of every category and each operator its MEL', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const models = await post(token, '/api/PlaneModel/Query', { pageSize: 100 });
    for (const model of models.items as { id: number }[]) {
      const fixed = { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: model.id }], pageSize: 100 };
      const mmel = await post(token, '/api/MmelItem/Query', fixed);
      expect(new Set(mmel.items.map((i: { category: string }) => i.category))).toEqual(new Set(['A', 'B', 'C', 'D']));
      const units = mmel.items
        .filter((i: { category: string }) => i.category === 'A')
        .map((i: { intervalUnit: string }) => i.intervalUnit);
      expect(units.sort()).toEqual(['days', 'hours', 'landings']);
      const mel = await post(token, '/api/MelItem/Query', fixed);
      expect(mel.totalItems).toBe(mmel.totalItems);
    }
  });

  it('has open deferrals of each category, one warning and one extended; B-8002’s fault stays undeferred', async () => {
    const east = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const north = await signIn(t, demoUsers.northStarAdmin, DEMO_PASSWORD);
    const open = [
      ...(await post(east, '/api/Deferral/Query', { pageSize: 100 })).items,
      ...(await post(north, '/api/Deferral/Query', { pageSize: 100 })).items,
    ] as { category: string; state: string; planeName: string; extApprover: string | null; limitUnit: string }[];
    expect(new Set(open.map((d) => d.category))).toEqual(new Set(['A', 'B', 'C', 'D']));
    expect(open.find((d) => d.planeName === 'B-7002')).toMatchObject({ category: 'B', state: 'warning' });
    expect(open.find((d) => d.planeName === 'B-7005')).toMatchObject({
      category: 'D',
      extApprover: expect.any(String),
    });
    expect(
      open
        .filter((d) => d.category === 'A')
        .map((d) => d.limitUnit)
        .sort(),
    ).toEqual(['hours', 'landings']);
    expect(open.every((d) => d.state !== 'closed' && d.state !== 'overdue')).toBe(true);
    expect(open.some((d) => d.planeName === 'B-8002')).toBe(false);

    const planes = await post(north, '/api/PlaneEntity/Query', { pageSize: 100 });
    const b8002 = planes.items.find((p: { name: string }) => p.name === 'B-8002');
    const northId = (
      await t.db.kysely
        .selectFrom('plane_entity')
        .select('company_id')
        .where('id', '=', b8002.id)
        .executeTakeFirstOrThrow()
    ).company_id;
    const reasons = await deferralReasons(t.db.kysely, northId, [b8002.id], todayIn(t.config.timeZone));
    expect(reasons.map((r) => r.kind)).toEqual(['openFault']);
  });
});
