import { addDays, todayIn } from '@hangar/domain/dates';
import { timeRule } from '@hangar/domain/due';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Forecast/Plane and Forecast/Fleet (issue 35) through real HTTP on the test database: an aircraft flying 1 h and
// 1 landing a day (its typed utilisation, read today) with a 100 h / 12 months item 50 h from its expiry falls due
// in 50 days and then every 100; flying twice as much halves that, a grounding moves it, a stated rate replaces the
// aircraft's; the horizon and the rates are checked; another company's aircraft is not found.

let t: TestApp;
let a: Company;
let b: Company;
let plane: number;
let other: number;
let item: number;
let today: string;

beforeAll(async () => {
  const w = await testWorld({
    models: { da40: { name: 'DA40 NG', manager: 'a' } },
    planes: { p: { model: 'da40', name: 'B-7201' }, q: { model: 'da40', company: 'b', name: 'B-8201' } },
  });
  ({ t, a, b } = w);
  plane = w.p.id;
  other = w.q.id;
  today = todayIn(t.config.timeZone);
  await t.db.kysely
    .updateTable('plane_entity')
    .set({
      all_fly_hours: 1050,
      all_landings: 560,
      daily_hours: 1,
      daily_landings: 1,
      forecast_source: 'manual',
      counters_date: `${today} 00:00:00`,
    })
    .where('id', 'in', [plane, other])
    .execute();
  const res = await call('MaintainCtrl/Add', {
    planeEntity: plane,
    name: '100 h / annual inspection',
    type: 1,
    content: 'Inspection',
    timerContent: [timeRule({ name: '100 h / 12 months', type: 1, hc: 100, cc: '12M' })],
    timerSource: 1,
    timeAlign: 0,
    executeDate: addDays(today, -10),
    executeHours: 1000,
  });
  expect(res.statusCode, res.body).toBe(200);
  item = res.json().body.id;
});
afterAll(() => t.close());

const call = (path: string, body: unknown, company: Company = a) =>
  t.call({ url: `/api/${path}`, token: company.admin.token, body });

async function forecast(body: Record<string, unknown>) {
  const res = await call('Forecast/Plane', { plane, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as {
    until: string;
    profile: Record<string, unknown>;
    occurrences: { source: string; id: number; seq: number; date: string; dueBy: string; hours: number }[];
  };
}

const datesOf = (f: Awaited<ReturnType<typeof forecast>>) =>
  f.occurrences.filter((o) => o.source === 'item' && o.id === item).map((o) => o.date);

describe('Forecast/Plane', () => {
  it('lists every occurrence over the year at the aircraft’s own utilisation', async () => {
    const f = await forecast({ days: 365 });
    expect(f.until).toBe(addDays(today, 365));
    expect(f.profile).toMatchObject({ mode: 'measured', asOf: today, dailyHours: 1, dailyLandings: 1, factor: 1 });
    expect(datesOf(f)).toEqual([50, 150, 250, 350].map((n) => addDays(today, n)));
    expect(f.occurrences[0]).toMatchObject({ seq: 1, dueBy: 'hours', hours: 1100 });
  });

  it('moves the checks with what-if utilisation: twice the flying, a grounding, a stated rate', async () => {
    expect(datesOf(await forecast({ days: 120, utilisation: { factor: 2 } }))).toEqual(
      [25, 75].map((n) => addDays(today, n)),
    );
    const grounded = await forecast({
      days: 90,
      utilisation: { groundedFrom: addDays(today, 1), groundedTo: addDays(today, 10) },
    });
    expect(datesOf(grounded)).toEqual([addDays(today, 60)]);
    expect(grounded.profile).toMatchObject({ groundedFrom: addDays(today, 1), groundedTo: addDays(today, 10) });
    const stated = await forecast({ days: 120, utilisation: { mode: 'stated', dailyHours: 0.5, dailyLandings: 1 } });
    expect(datesOf(stated)).toEqual([addDays(today, 100)]);
  });

  it('flies the aircraft’s planned plans day by day, then its measured rate (mode planned)', async () => {
    const planned = async (days: number, hours: number, state = 0) =>
      t.db.kysely
        .insertInto('flight_plan')
        .values({
          company_id: a.companyId,
          plane_id: plane,
          plan_date: `${addDays(today, days)} 00:00:00`,
          hours,
          landings: 1,
          route: null,
          programme: null,
          crew: '[]',
          remarks: null,
          state,
          fly_id: null,
          cancel_reason: null,
          created_by: null,
          created_at: `${today} 08:00:00`,
        })
        .execute();
    // Without plans: the measured rate (1 h a day), due in 50 days.
    expect(datesOf(await forecast({ days: 120, utilisation: { mode: 'planned' } }))).toEqual(
      [50, 150].filter((n) => n <= 120).map((n) => addDays(today, n)),
    );
    // 40 h on days 2 and 3 (and a cancelled plan, not flown): nothing on day 1, then 1 h a day from day 4 — the
    // 10 h left after day 3 are flown by day 13, the next 100 h by day 113.
    await planned(2, 24);
    await planned(3, 16);
    await planned(3, 20, 2);
    const f = await forecast({ days: 120, utilisation: { mode: 'planned' } });
    expect(datesOf(f)).toEqual([13, 113].map((n) => addDays(today, n)));
    expect(f.profile).toMatchObject({ mode: 'planned', dailyHours: 1, dailyLandings: 1 });
    // Grounding and the what-if factor apply on top of the plans.
    const grounded = await forecast({
      days: 120,
      utilisation: { mode: 'planned', groundedFrom: addDays(today, 4), groundedTo: addDays(today, 13) },
    });
    expect(datesOf(grounded)[0]).toBe(addDays(today, 23));
    await t.db.kysely.deleteFrom('flight_plan').execute();
  });

  it('refuses a horizon over five years, a negative rate, a grounding ending before it starts', async () => {
    const long = await call('Forecast/Plane', { plane, days: 2000 });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'days', message: expect.stringContaining('5') }]);
    const until = await call('Forecast/Plane', { plane, until: addDays(today, 1900) });
    expect(until.statusCode).toBe(400);
    expect(until.json().errors?.[0]?.field).toBe('until');
    const negative = await call('Forecast/Plane', { plane, utilisation: { mode: 'stated', dailyHours: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors?.[0]?.field).toBe('utilisation.dailyHours');
    const backwards = await call('Forecast/Plane', {
      plane,
      utilisation: { groundedFrom: addDays(today, 5), groundedTo: addDays(today, 1) },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors?.[0]?.field).toBe('utilisation.groundedTo');
  });

  it('does not find another company’s aircraft', async () => {
    expect(failure(await call('Forecast/Plane', { plane: other, days: 30 })).status).toBe(404);
  });
});

describe('Forecast/Fleet', () => {
  it('answers each aircraft of the company, never another’s', async () => {
    const res = await call('Forecast/Fleet', { days: 365 });
    expect(res.statusCode, res.body).toBe(200);
    const planes = res.json().body.planes as { plane: number; occurrences: unknown[] }[];
    expect(planes.map((p) => p.plane)).toEqual([plane]);
    expect(planes[0].occurrences).toHaveLength(4);
    const theirs = await call('Forecast/Fleet', { days: 365 }, b);
    expect((theirs.json().body.planes as { plane: number }[]).map((p) => p.plane)).toEqual([other]);
  });
});
