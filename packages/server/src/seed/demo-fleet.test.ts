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
    // 7 aircraft × 7 items, less the two complied (disabled) ADs.
    expect(east.rows).toHaveLength(47);
    expect(east.summary).toMatchObject({ overdue: 2, warning: 10 });
    const north = await fleetOf(demoUsers.northStarAdmin);
    expect(north.rows).toHaveLength(34);
    expect(north.summary).toMatchObject({ overdue: 3, warning: 6 });
    for (const { rows, summary } of [east, north]) {
      expect(rows.filter((r) => r.due.overdue)).toHaveLength(summary.overdue);
      expect(rows.filter((r) => r.due.warning)).toHaveLength(summary.warning);
      // Nearest due first: the list starts with what needs attention.
      expect(rows[0].due.warning).toBe(true);
    }
  });

  it('gives every demo aircraft ninety days of flight log ending at its totals', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const planes = await t.call({ url: '/api/PlaneEntity/Query', token, body: { pageSize: 100 } });
    const rows = planes.json().body.items as { id: number; name: string; allFlyHours: number; allLandings: number }[];
    expect(rows.length).toBe(7);
    for (const plane of rows) {
      const log = await t.call({
        url: '/api/PlaneFly/Query',
        token,
        body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }], pageSize: 100 },
      });
      expect(log.statusCode, log.body).toBe(200);
      const { items, totalItems } = log.json().body as {
        items: { flyDate: string; addFlyHours: number; addFlyCount: number }[];
        totalItems: number;
      };
      // About three days in four of ninety flown, the latest yesterday at the latest.
      expect(totalItems, plane.name).toBeGreaterThan(45);
      expect(totalItems, plane.name).toBeLessThanOrEqual(90);
      expect(items[0].addFlyHours).toBe(plane.allFlyHours);
      expect(items[0].addFlyCount).toBe(plane.allLandings);
    }
    const stats = await t.call({ url: '/api/PlaneFly/StatPlane', token, body: { plane: rows[0].id } });
    expect(stats.statusCode, stats.body).toBe(200);
    const months = stats.json().body as { days: number; hourFly: number }[];
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(months.reduce((n, m) => n + m.days, 0)).toBeGreaterThan(45);
  });

  it('lists each demo aircraft’s components, two of them life-limited and one of those near its limit', async () => {
    const token = await signIn(t, demoUsers.northStarAdmin, DEMO_PASSWORD);
    const planes = await t.call({ url: '/api/PlaneEntity/Query', token, body: { pageSize: 100 } });
    for (const plane of planes.json().body.items as { id: number; name: string }[]) {
      const list = await t.call({
        url: '/api/PlaneBom/Query',
        token,
        body: { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }], pageSize: 100 },
      });
      expect(list.statusCode, list.body).toBe(200);
      const rows = list.json().body.items as { seri: string | null; life: { warning: boolean } | null }[];
      expect(rows.length, plane.name).toBe(11);
      expect(rows.every((r) => r.seri)).toBe(true);
      const limited = rows.filter((r) => r.life !== null);
      expect(limited, plane.name).toHaveLength(2);
      expect(
        limited.filter((r) => r.life?.warning),
        plane.name,
      ).toHaveLength(1);
    }
    const summary = await t.call({ url: '/api/PlaneBom/LifeSummary', token, body: {} });
    expect(summary.json().body).toMatchObject({ warning: 5, overdue: 0 });
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
    expect(before).toBe(84);
  });
});
