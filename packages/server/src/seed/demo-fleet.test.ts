import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo fleet as a newcomer sees it: each operator's fleet monitor shows a few overdue and warning items
// among mostly fine ones, and the stored due fields agree with the computed ones.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

async function fleetOf(phone: string) {
  const token = await signIn(t, phone, DEMO_PASSWORD);
  const summary = await t.call({ url: '/api/MaintainCtrl/FleetSummary', token, body: {} });
  expect(summary.statusCode, summary.body).toBe(200);
  const list = await t.call({ url: '/api/MaintainCtrl/QueryFleet', token, body: { pageSize: 1000 } });
  expect(list.statusCode, list.body).toBe(200);
  return {
    summary: summary.json().body,
    rows: list.json().body.items as { planeName: string; name: string; due: { warning: boolean; overdue: boolean } }[],
  };
}

describe('seed-demo fleet', () => {
  it('gives East Wing and North Star a fleet with a few overdue and warning items', async () => {
    const east = await fleetOf(demoUsers.eastWingAdmin);
    expect(new Set(east.rows.map((r) => r.planeName))).toEqual(
      new Set(['B-7001', 'B-7002', 'B-7003', 'B-7005', 'B-7101', 'B-7102', 'B-7103']),
    );
    // 7 aircraft × 6 items, less the two complied (disabled) ADs.
    expect(east.rows).toHaveLength(40);
    expect(east.summary).toMatchObject({ overdue: 2, warning: 9 });
    const north = await fleetOf(demoUsers.northStarAdmin);
    expect(north.rows).toHaveLength(29);
    expect(north.summary).toMatchObject({ overdue: 2, warning: 5 });
    for (const { rows, summary } of [east, north]) {
      expect(rows.filter((r) => r.due.overdue)).toHaveLength(summary.overdue);
      expect(rows.filter((r) => r.due.warning)).toHaveLength(summary.warning);
      // Nearest due first: the list starts with what needs attention.
      expect(rows[0].due.warning).toBe(true);
    }
  });

  it('changes nothing when run again', async () => {
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('maintain_ctrl')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo data is already there; nothing changed.');
    expect(await count()).toBe(before);
    // Every item of the 12 aircraft, the three complied ADs included.
    expect(before).toBe(72);
  });
});
