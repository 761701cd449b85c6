import { addDays, daysBetween, todayIn } from '@hangar/domain/dates';
import { timeRule } from '@hangar/domain/due';
import { translate } from '@hangar/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, type Member, testWorld } from '../../test/world';

// Flight plans (issue 35) through real HTTP on the test database. Aircraft p flies 1 h and 1 landing a day (its
// typed utilisation, read today) with a 100 h / 12 months item 50 h from its expiry (due in 50 days); aircraft q
// has an item 50 h overdue (unserviceable); r is company B's. Refusals name their field; plans of another company
// are neither seen nor reached; conflicts flag the unserviceable aircraft and an item falling due before a plan;
// a flight-log day closes its plan (and a deleted day reopens it); the planned utilisation moves the forecast.

let t: TestApp;
let a: Company;
let b: Company;
let pilot: Member;
let outsider: Member;
let p: number;
let q: number;
let r: number;
let s: number;
let annual: number;
let item: number;
let today: string;

const call = (path: string, body: unknown, company: Company = a) =>
  t.call({ url: `/api/${path}`, token: company.admin.token, body });

async function ok(path: string, body: unknown, company: Company = a) {
  const res = await call(path, body, company);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

async function refused(path: string, body: unknown, field: string, key: Parameters<typeof translate>[1]) {
  const res = await call(path, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors?.[0]).toMatchObject({ field, message: translate('zh-CN', key) });
}

const daysFrom = (day: string) => daysBetween(today, day);

const plan = (plane: number, days: number, extra: Record<string, unknown> = {}) =>
  ok('FlightPlan/Add', { plane, planDate: addDays(today, days), hours: 1, landings: 1, ...extra });

beforeAll(async () => {
  const w = await testWorld({
    models: { da40: { name: 'DA40 NG' } },
    planes: {
      pp: { model: 'da40', name: 'B-7301' },
      qq: { model: 'da40', name: 'B-7302' },
      rr: { model: 'da40', company: 'b', name: 'B-8301' },
      ss: { model: 'da40', name: 'B-7303' },
    },
    members: { crew: [], stranger: { grants: [], company: 'b' } },
  });
  ({ t, a, b } = w);
  pilot = w.crew;
  outsider = w.stranger;
  p = w.pp.id;
  q = w.qq.id;
  r = w.rr.id;
  s = w.ss.id;
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
    .where('id', 'in', [p, q, r, s])
    .execute();
  const ctrl = async (plane: number, executeHours: number, executeDate = addDays(today, -10)) => {
    const res = await call('MaintainCtrl/Add', {
      planeEntity: plane,
      name: '100 h / annual inspection',
      type: 1,
      content: 'Inspection',
      timerContent: [timeRule({ name: '100 h / 12 months', type: 1, hc: 100, cc: '12M' })],
      timerSource: 1,
      timeAlign: 0,
      executeDate,
      executeHours,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body.id as number;
  };
  item = await ctrl(p, 1000);
  await ctrl(q, 900);
  // s: the same item executed 360 days ago at 1040 h, due by the calendar within days (before its hours).
  annual = await ctrl(s, 1040, addDays(today, -360));
});
afterAll(() => t.close());

describe('FlightPlan/Add refusals', () => {
  it('names the field of each refusal', async () => {
    const base = { plane: p, planDate: addDays(today, 1), hours: 1, landings: 1 };
    await refused('FlightPlan/Add', { ...base, hours: 25 }, 'hours', 'flightPlan.hoursInvalid');
    await refused('FlightPlan/Add', { ...base, hours: -1 }, 'hours', 'flightPlan.hoursInvalid');
    await refused('FlightPlan/Add', { ...base, landings: 201 }, 'landings', 'flightPlan.landingsInvalid');
    await refused('FlightPlan/Add', { ...base, landings: 1.5 }, 'landings', 'flightPlan.landingsInvalid');
    await refused('FlightPlan/Add', { ...base, planDate: addDays(today, -1) }, 'planDate', 'flightPlan.dateInPast');
    await refused('FlightPlan/Add', { ...base, planDate: null }, 'planDate', 'flightPlan.dateRequired');
    await refused('FlightPlan/Add', { ...base, plane: r }, 'plane', 'flightPlan.planeUnknown');
    await refused('FlightPlan/Add', { ...base, crew: [outsider.userId] }, 'crew', 'flightPlan.crewNotMember');
    await refused('FlightPlan/Add', { ...base, crew: [pilot.userId, pilot.userId] }, 'crew', 'flightPlan.crewRepeated');
  });

  it('adds a plan of today or later with its crew, logged', async () => {
    const added = await plan(p, 0, { crew: [pilot.userId], route: 'ZBAA-ZBTJ', programme: 'Circuits' });
    expect(added).toMatchObject({
      plane: p,
      planeName: 'B-7301',
      planDate: `${today} 00:00:00`,
      crew: [pilot.userId],
      state: 0,
      abilities: { update: true, delete: true, cancel: true },
    });
    const log = await t.db.kysely
      .selectFrom('oper_log')
      .selectAll()
      .where('target_type', '=', 10130)
      .where('target_id', '=', added.id)
      .execute();
    expect(log).toHaveLength(1);
    await ok('FlightPlan/Delete', { id: added.id });
  });
});

describe('company isolation', () => {
  it('never shows nor reaches another company’s plans', async () => {
    const bPlan = await ok('FlightPlan/Add', { plane: r, planDate: addDays(today, 2), hours: 1, landings: 1 }, b);
    const mine = await plan(p, 2);
    const listed = await ok('FlightPlan/Query', {});
    expect(listed.items.map((x: { id: number }) => x.id)).toContain(mine.id);
    expect(listed.items.map((x: { id: number }) => x.id)).not.toContain(bPlan.id);
    for (const [path, body] of [
      ['FlightPlan/Update', { id: bPlan.id, route: 'x' }],
      ['FlightPlan/Delete', { id: bPlan.id }],
      ['FlightPlan/Cancel', { id: bPlan.id, reason: 'x' }],
    ] as const) {
      expect(failure(await call(path, body)).status).toBe(404);
    }
    expect(failure(await call('FlightPlan/Update', { id: mine.id, plane: r })).status).toBe(400);
    await ok('FlightPlan/Delete', { id: mine.id });
    await ok('FlightPlan/Delete', { id: bPlan.id }, b);
  });
});

describe('conflicts', () => {
  it('flags a plan of an unserviceable aircraft and its overdue item', async () => {
    const status = await ok('PlaneStatus/Get', { plane: q });
    expect(status.status).toBe(3);
    const added = await plan(q, 3);
    expect(added.conflicts.map((c: { kind: string }) => c.kind).sort()).toEqual(['due', 'status']);
    await ok('FlightPlan/Delete', { id: added.id });
  });

  it('flags an item falling due on or before the plan’s day, not one due after', async () => {
    const forecast = await ok('Forecast/Plane', { plane: s, days: 30 });
    const due = forecast.occurrences[0] as { id: number; date: string; dueBy: string };
    expect(due).toMatchObject({ id: annual, dueBy: 'calendar' });
    const before = await plan(s, Math.max(0, daysFrom(due.date) - 1));
    expect(before.conflicts).toEqual([]);
    const after = await plan(s, daysFrom(due.date));
    expect(after.conflicts).toEqual([{ kind: 'due', id: annual, name: '100 h / annual inspection', date: due.date }]);
    // One page answers both, each with its own conflicts.
    const page = await ok('FlightPlan/Query', { plane: s });
    expect(page.items.map((x: { id: number; conflicts: unknown[] }) => [x.id, x.conflicts.length])).toEqual([
      [before.id, 0],
      [after.id, 1],
    ]);
    await ok('FlightPlan/Delete', { id: before.id });
    await ok('FlightPlan/Delete', { id: after.id });
  });
});

describe('state', () => {
  it('changes, deletes and cancels only a planned plan', async () => {
    const one = await plan(p, 4);
    const changed = await ok('FlightPlan/Update', { id: one.id, hours: 2.5, route: 'Local' });
    expect(changed).toMatchObject({ hours: 2.5, route: 'Local' });
    await refused(
      'FlightPlan/Update',
      { id: one.id, planDate: addDays(today, -2) },
      'planDate',
      'flightPlan.dateInPast',
    );
    await refused('FlightPlan/Cancel', { id: one.id, reason: '' }, 'reason', 'flightPlan.cancelReasonRequired');
    const cancelled = await ok('FlightPlan/Cancel', { id: one.id, reason: 'Weather' });
    expect(cancelled).toMatchObject({
      state: 2,
      cancelReason: 'Weather',
      abilities: { update: false, delete: false, cancel: false },
    });
    for (const [path, body] of [
      ['FlightPlan/Update', { id: one.id, route: 'x' }],
      ['FlightPlan/Delete', { id: one.id }],
      ['FlightPlan/Cancel', { id: one.id, reason: 'again' }],
    ] as const) {
      expect(failure(await call(path, body))).toEqual({
        status: 601,
        code: 'RULE',
        msg: translate('zh-CN', 'flightPlan.notPlanned'),
      });
    }
    const listed = await ok('FlightPlan/Query', { plane: p, state: 2 });
    expect(listed.items.map((x: { id: number }) => x.id)).toEqual([one.id]);
  });

  it('a flight-log day closes the aircraft’s plans of that day; deleting the day reopens them', async () => {
    // Aircraft q (unserviceable: the flight is recorded with its reason).
    const todays = await plan(q, 0);
    const tomorrows = await plan(q, 1);
    const flight = await ok('PlaneFly/Add', {
      plane: q,
      flyDate: today,
      dayFlyCount: 2,
      dayFlyHours: 1.5,
      unserviceableReason: 'Ferry flight to the maintenance base',
    });
    const listed = (await ok('FlightPlan/Query', { plane: q })).items as { id: number }[];
    const closed = listed.find((x) => x.id === todays.id);
    const open = listed.find((x) => x.id === tomorrows.id);
    expect(closed).toMatchObject({ state: 1, fly: flight.id, abilities: { update: false } });
    expect(open).toMatchObject({ state: 0, fly: null });
    await ok('PlaneFly/Delete', { id: flight.id });
    const reopened = (await ok('FlightPlan/Query', { plane: q, state: 0 })).items.map((x: { id: number }) => x.id);
    expect(reopened).toEqual(expect.arrayContaining([todays.id, tomorrows.id]));
    await ok('FlightPlan/Delete', { id: todays.id });
    await ok('FlightPlan/Delete', { id: tomorrows.id });
  });
});

describe('planned utilisation in the forecast', () => {
  it('flies the planned days, then the measured rate', async () => {
    const dates = async (mode: string) =>
      (
        (await ok('Forecast/Plane', { plane: p, days: 120, utilisation: { mode } })).occurrences as {
          id: number;
          date: string;
        }[]
      )
        .filter((o) => o.id === item)
        .map((o) => o.date);
    expect(await dates('measured')).toEqual([addDays(today, 50)]);
    // 10 h on days 1 to 5: the 50 h left are flown by day 5; then 1 h a day again: the next 100 h on day 105.
    const plans = [];
    for (let d = 1; d <= 5; d++) plans.push(await plan(p, d, { hours: 10, landings: 5 }));
    expect(await dates('planned')).toEqual([addDays(today, 5), addDays(today, 105)]);
    const answered = await ok('Forecast/Plane', { plane: p, days: 30, utilisation: { mode: 'planned' } });
    expect(answered.profile).toMatchObject({ mode: 'planned', dailyHours: 1, dailyLandings: 1 });
    // The plan of day 5 now flies the item past its limit: flagged; the plan of day 4 is not.
    const page = (await ok('FlightPlan/Query', { plane: p, state: 0 })).items as {
      id: number;
      conflicts: { kind: string }[];
    }[];
    expect(page.map((x) => x.conflicts.length)).toEqual([0, 0, 0, 0, 1]);
    // A cancelled plan no longer counts.
    await ok('FlightPlan/Cancel', { id: plans[4].id, reason: 'Weather' });
    // Days 1 to 4 fly 40 h, then 1 h a day from day 5: the 10 h left by day 14.
    expect(await dates('planned')).toEqual([addDays(today, 14), addDays(today, 114)]);
  });
});
