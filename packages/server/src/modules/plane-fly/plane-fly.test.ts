import { ObjType } from '@hangar/domain/codes';
import { timeRule } from '@hangar/domain/due';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeCompany, makeMember, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// The flight log: daily values in, cumulative airframe hours and landings computed along (flyDate, id), the
// aircraft's totals and every due figure following in the same call.

let t: TestApp;
let a: Company;
let b: Company;
let modelId: number;
let writer: Actor;
let viewer: Actor;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    members: {
      writer: [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Delete'] }],
      viewer: [{ view: 'plane-entity', functions: [] }],
    },
  });
  ({ t, a, b, writer, viewer } = w);
  modelId = w.model.id;
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/PlaneFly/${action}`, token, body, lang });

async function add(planeId: number, flyDate: string, over: Record<string, unknown> = {}, token = writer.token) {
  const res = await call('Add', token, { plane: planeId, flyDate, planeName: 'ignored', ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const planeRow = (id: number) =>
  t.db.kysely.selectFrom('plane_entity').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const flights = (planeId: number) =>
  t.db.kysely
    .selectFrom('plane_fly')
    .select(['id', 'fly_date', 'add_fly_count', 'add_fly_hours'])
    .where('plane_id', '=', planeId)
    .orderBy('fly_date')
    .orderBy('id')
    .execute();
const cumulative = async (planeId: number) =>
  (await flights(planeId)).map((f) => [f.fly_date.slice(0, 10), f.add_fly_count, f.add_fly_hours]);
const listOf = async (planeId: number, token = viewer.token, extra: Record<string, unknown> = {}) => {
  const res = await call('Query', token, {
    fixedFilters: [{ name: 'plane', compare: 'eq', value: planeId }],
    pageSize: 30,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};
const rowCount = async () =>
  Number(
    (
      await t.db.kysely
        .selectFrom('plane_fly')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('PlaneFly Add / Query: cumulative values from the opening balance', () => {
  it('adds flight days, computes the cumulative hours and landings, sets the aircraft totals, logs each', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000 });
    const first = await add(plane.id, '2026-01-10', {
      dayFlyCount: 2,
      dayFlyHours: 1.5,
      garminHours: 1.6,
      airHours: 1.8,
      addEngineHours: 500,
      hobbsHours: 700.2,
      comments: 'Local training',
    });
    expect(first).toMatchObject({
      plane: plane.id,
      planeName: plane.name,
      flyDate: '2026-01-10 00:00:00',
      dayFlyCount: 2,
      dayFlyHours: 1.5,
      garminHours: 1.6,
      airHours: 1.8,
      addFlyCount: 2,
      addFlyHours: 1001.5,
      addEngineHours: 500,
      hobbsHours: 700.2,
      comments: 'Local training',
      createdBy: writer.userId,
    });
    expect(await planeRow(plane.id)).toMatchObject({
      all_fly_hours: 1001.5,
      all_landings: 2,
      engine_hours: 500,
      opening_hours: 1000,
      opening_landings: 0,
    });
    // Landings and hours default to 0; the meters are optional.
    const second = await add(plane.id, '2026-01-11', { dayFlyCount: 3, dayFlyHours: 2.25 });
    expect(second).toMatchObject({ addFlyCount: 5, addFlyHours: 1003.75, addEngineHours: null, garminHours: null });
    const idle = await add(plane.id, '2026-01-12');
    expect(idle).toMatchObject({ dayFlyCount: 0, dayFlyHours: 0, addFlyCount: 5, addFlyHours: 1003.75 });
    // The engine hours follow the flight hours after the latest reading: 500 + 2.25 (issue 29).
    expect(await planeRow(plane.id)).toMatchObject({ all_fly_hours: 1003.75, all_landings: 5, engine_hours: 502.25 });
    const list = await listOf(plane.id);
    expect(list.totalItems).toBe(3);
    expect(list.items.map((f: { id: number }) => f.id)).toEqual([idle.id, second.id, first.id]);
    // The same record, with the viewer's abilities (no write grant) instead of the writer's.
    expect({ ...list.items[2], warnings: [] }).toEqual({ ...first, abilities: { update: false, delete: false } });
    const aircraft = (
      await t.call({
        url: '/api/PlaneEntity/Query',
        token: viewer.token,
        body: { filters: [{ name: 'id', compare: 'eq', value: plane.id }] },
      })
    ).json().body.items[0];
    expect(aircraft).toMatchObject({ allFlyHours: 1003.75, allLandings: 5, engineHours: 502.25 });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.FlightRecord, targetId: first.id });
    expect(log.job).toBe('Add');
    const content = JSON.parse(log.oper_content);
    expect(content.name).toBe(`${plane.name} 2026-01-10`);
    expect(content.changes).toMatchObject({ plane: [null, plane.id], dayFlyHours: [null, 1.5] });
  });

  it('computes consistent totals when several days of one aircraft are added at once', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 100 });
    const days = [1, 2, 3, 4, 5, 6];
    await Promise.all(
      days.map((d) => add(plane.id, `2026-06-0${d}`, { dayFlyCount: d, dayFlyHours: d / 4 }, a.admin.token)),
    );
    expect(await cumulative(plane.id)).toEqual([
      ['2026-06-01', 1, 100.25],
      ['2026-06-02', 3, 100.75],
      ['2026-06-03', 6, 101.5],
      ['2026-06-04', 10, 102.5],
      ['2026-06-05', 15, 103.75],
      ['2026-06-06', 21, 105.25],
    ]);
    expect(await planeRow(plane.id)).toMatchObject({ all_fly_hours: 105.25, all_landings: 21, opening_hours: 100 });
  });

  it('pages the records 30 a page, newest first; same-day records newest id first', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const ids: number[] = [];
    for (let d = 1; d <= 31; d++) ids.push((await add(plane.id, `2026-03-${String(d).padStart(2, '0')}`)).id);
    const sameDay = await add(plane.id, '2026-03-31', { dayFlyCount: 1 });
    const page1 = await listOf(plane.id);
    expect(page1.totalItems).toBe(32);
    expect(page1.items).toHaveLength(30);
    expect(page1.items[0].id).toBe(sameDay.id);
    expect(page1.items[1].id).toBe(ids[30]);
    const page2 = await listOf(plane.id, viewer.token, { page: 2 });
    expect(page2.items.map((f: { id: number }) => f.id)).toEqual([ids[1], ids[0]]);
  });
});

describe('PlaneFly corrections and deletion', () => {
  it('accepts a record dated before the latest as a correction and recomputes every later cumulative value', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 200 });
    await add(plane.id, '2026-02-10', { dayFlyCount: 2, dayFlyHours: 1.5 });
    const late = await add(plane.id, '2026-02-12', { dayFlyCount: 3, dayFlyHours: 2.25 });
    const early = await add(plane.id, '2026-02-05', { dayFlyCount: 1, dayFlyHours: 1 });
    expect(early).toMatchObject({ addFlyCount: 1, addFlyHours: 201 });
    expect(await cumulative(plane.id)).toEqual([
      ['2026-02-05', 1, 201],
      ['2026-02-10', 3, 202.5],
      ['2026-02-12', 6, 204.75],
    ]);
    expect(await planeRow(plane.id)).toMatchObject({ all_fly_hours: 204.75, all_landings: 6 });
    // Moving the early record after the others recomputes from its old place.
    const moved = await call('Update', writer.token, { id: early.id, flyDate: '2026-02-20', dayFlyHours: 0.5 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().body).toMatchObject({ flyDate: '2026-02-20 00:00:00', addFlyCount: 6, addFlyHours: 204.25 });
    expect(await cumulative(plane.id)).toEqual([
      ['2026-02-10', 2, 201.5],
      ['2026-02-12', 5, 203.75],
      ['2026-02-20', 6, 204.25],
    ]);
    // Moving it back before the others recomputes from its new place.
    await call('Update', writer.token, { id: early.id, flyDate: '2026-02-01' });
    expect(await cumulative(plane.id)).toEqual([
      ['2026-02-01', 1, 200.5],
      ['2026-02-10', 3, 202],
      ['2026-02-12', 6, 204.25],
    ]);
    expect(await planeRow(plane.id)).toMatchObject({ all_fly_hours: 204.25, all_landings: 6 });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.FlightRecord, targetId: early.id });
    expect(JSON.parse(log.oper_content).changes).toMatchObject({
      flyDate: ['2026-02-20 00:00:00', '2026-02-01 00:00:00'],
    });
    expect((await planeRow(plane.id)).all_fly_hours).toBe((await listOf(plane.id)).items[0].addFlyHours);
    expect(late.id).toBeGreaterThan(0);
  });

  it('deletes only the latest record; deleting it restores the totals, the last one the opening balance', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 50 });
    const first = await add(plane.id, '2026-04-01', { dayFlyCount: 4, dayFlyHours: 3, addEngineHours: 10 });
    const second = await add(plane.id, '2026-04-02', { dayFlyCount: 2, dayFlyHours: 1.25, addEngineHours: 11 });
    const before = await logCount(t);
    expect(failure(await call('Delete', writer.token, { id: first.id }, 'en-US'))).toEqual({
      status: 601,
      code: 'RULE',
      msg: 'Only the aircraft’s latest flight record can be deleted',
    });
    expect(failure(await call('Delete', writer.token, { id: first.id })).msg).toBe('只能删除该飞机最新的飞行记录');
    expect(await logCount(t)).toBe(before);
    expect((await call('Delete', writer.token, { id: second.id })).json().body).toEqual({ id: second.id });
    expect(await planeRow(plane.id)).toMatchObject({ all_fly_hours: 53, all_landings: 4, engine_hours: 10 });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.FlightRecord, targetId: second.id });
    expect(log.job).toBe('Delete');
    expect((await call('Delete', writer.token, { id: first.id })).statusCode).toBe(200);
    expect(await planeRow(plane.id)).toMatchObject({
      all_fly_hours: 50,
      all_landings: 0,
      engine_hours: null,
      opening_hours: null,
      opening_landings: null,
    });
    // Without records the hours are the form's again.
    const typed = await t.call({
      url: '/api/PlaneEntity/Update',
      token: a.admin.token,
      body: { id: plane.id, allFlyHours: 60 },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(await add(plane.id, '2026-04-03', { dayFlyHours: 1 })).toMatchObject({ addFlyHours: 61 });
  });

  it('refuses a changed allFlyHours once the aircraft has a flight record; other changes pass', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 10 });
    await add(plane.id, '2026-05-01', { dayFlyHours: 2 });
    const update = (body: Record<string, unknown>, lang?: 'en-US') =>
      t.call({ url: '/api/PlaneEntity/Update', token: a.admin.token, body: { id: plane.id, ...body }, lang });
    const refused = await update({ allFlyHours: 99 });
    expect(failure(refused)).toMatchObject({ status: 400, msg: '已有飞行记录，总飞行小时由飞行记录计算' });
    expect(refused.json().errors).toEqual([
      { field: 'allFlyHours', message: '已有飞行记录，总飞行小时由飞行记录计算' },
    ]);
    expect(failure(await update({ allFlyHours: 99 }, 'en-US')).msg).toBe(
      'The aircraft has flight records: its total flight hours come from the flight log',
    );
    expect((await planeRow(plane.id)).all_fly_hours).toBe(12);
    // The form sends the hours back unchanged with other fields: accepted.
    const same = await update({ allFlyHours: 12, seri: 'SN-1' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().body).toMatchObject({ allFlyHours: 12, seri: 'SN-1', allLandings: 0 });
  });

  it('cannot delete an aircraft with flight records', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    await add(plane.id, '2026-05-01');
    const res = await t.call({ url: '/api/PlaneEntity/Delete', token: a.admin.token, body: { id: plane.id } });
    expect(failure(res)).toEqual({ status: 601, code: 'RULE', msg: '该飞机还有飞行记录，不能删除' });
  });
});

describe('PlaneFly validation', () => {
  it('refuses a missing date, negative or out-of-range daily values and meters, naming the field; saves nothing', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 5 });
    const before = await logCount(t);
    const rows = await rowCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ flyDate: undefined }, 'flyDate', '请选择日期'],
      [{ flyDate: null }, 'flyDate', '请选择日期'],
      [{ dayFlyCount: -1 }, 'dayFlyCount', '当日起落次数须为不小于 0 的整数'],
      [{ dayFlyCount: 1.5 }, 'dayFlyCount', '当日起落次数须为不小于 0 的整数'],
      [{ dayFlyHours: -0.5 }, 'dayFlyHours', '当日飞行小时须在 0 到 24 之间'],
      [{ dayFlyHours: 24.5 }, 'dayFlyHours', '当日飞行小时须在 0 到 24 之间'],
      [{ garminHours: -1 }, 'garminHours', 'GARMIN 时间须在 0 到 24 之间'],
      [{ airHours: -1 }, 'airHours', '空地时间须在 0 到 24 之间'],
      [{ addEngineHours: -3 }, 'addEngineHours', '发动机小时不能为负数'],
      [{ hobbsHours: -3 }, 'hobbsHours', 'HOBBS 时间不能为负数'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('Add', writer.token, { plane: plane.id, flyDate: '2026-06-01', ...over });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual([{ field, message }]);
    }
    const future = await call('Add', writer.token, { plane: plane.id, flyDate: '2062-06-01' }, 'en-US');
    expect(future.json().errors).toEqual([{ field: 'flyDate', message: 'The flight date cannot be after today' }]);
    expect(failure(await call('Add', writer.token, { flyDate: '2026-06-01' })).status).toBe(400);
    expect(failure(await call('Add', writer.token, { plane: plane.id, flyDate: '2026-02-30' })).status).toBe(400);
    expect(
      failure(await call('Add', writer.token, { plane: plane.id, flyDate: '2026-06-01', addFlyHours: 5 })).status,
    ).toBe(400);
    expect(await rowCount()).toBe(rows);
    expect(await logCount(t)).toBe(before);
    expect((await planeRow(plane.id)).opening_hours).toBeNull();
  });

  it('refuses a meter reading below an earlier one or above a later one, naming the field', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const d1 = await add(plane.id, '2026-07-01', { addEngineHours: 100, hobbsHours: 300 });
    const d3 = await add(plane.id, '2026-07-03', { addEngineHours: 104, hobbsHours: 305 });
    const rows = await rowCount();
    const below = await call('Add', writer.token, { plane: plane.id, flyDate: '2026-07-04', addEngineHours: 103.5 });
    expect(failure(below)).toMatchObject({ status: 400, msg: '发动机小时不能小于之前记录的读数（104）' });
    expect(below.json().errors[0].field).toBe('addEngineHours');
    const above = await call('Add', writer.token, { plane: plane.id, flyDate: '2026-07-02', hobbsHours: 306 }, 'en-US');
    expect(failure(above).msg).toBe('The HOBBS time cannot be above the reading of a later record (305)');
    expect(above.json().errors[0].field).toBe('hobbsHours');
    const low = await call('Add', writer.token, { plane: plane.id, flyDate: '2026-07-02', hobbsHours: 299 });
    expect(low.json().errors[0]).toMatchObject({ field: 'hobbsHours' });
    // An update is checked at its new place, against the others (its own old reading left out).
    expect(failure(await call('Update', writer.token, { id: d1.id, addEngineHours: 105 })).status).toBe(400);
    expect(failure(await call('Update', writer.token, { id: d3.id, flyDate: '2026-06-30' })).status).toBe(400);
    expect((await call('Update', writer.token, { id: d3.id, addEngineHours: 100 })).statusCode).toBe(200);
    // Equal readings and a reading between pass.
    expect(await add(plane.id, '2026-07-02', { addEngineHours: 100, hobbsHours: 302 })).toMatchObject({
      addEngineHours: 100,
    });
    expect(await rowCount()).toBe(rows + 1);
    // A record never moves to another aircraft.
    const other = await makePlane(t, a.companyId, { modelId });
    const moved = await call('Update', writer.token, { id: d1.id, plane: other.id });
    expect(moved.json().errors).toEqual([{ field: 'plane', message: '飞行记录不能移到其他飞机' }]);
  });

  it('needs the plane fixed filter for Query, year and month for StatByMonth', async () => {
    const res = await call('Query', viewer.token, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('fixedFilters.plane');
    const stat = await call('StatByMonth', viewer.token, {
      fixedFilters: [{ name: 'year', compare: 'eq', value: 2026 }],
    });
    expect(stat.json().errors[0].field).toBe('fixedFilters.month');
    const bad = await call('StatByMonth', viewer.token, {
      fixedFilters: [
        { name: 'year', compare: 'eq', value: 2026 },
        { name: 'month', compare: 'eq', value: 13 },
      ],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PlaneFly statistics', () => {
  let c: Company;
  let admin: Actor;
  let p1: { id: number; name: string };
  let p2: { id: number; name: string };
  let p3: { id: number; name: string };
  beforeAll(async () => {
    c = await makeCompany(t, { name: 'Charlie Air' });
    admin = c.admin;
    p1 = await makePlane(t, c.companyId, { modelId, name: 'B-7001' });
    p2 = await makePlane(t, c.companyId, { modelId, name: 'B-7002' });
    p3 = await makePlane(t, c.companyId, { modelId, name: 'B-7003' });
    const fly = (plane: number, flyDate: string, dayFlyCount: number, dayFlyHours: number) =>
      add(plane, flyDate, { dayFlyCount, dayFlyHours }, admin.token);
    await fly(p1.id, '2026-01-30', 2, 1.5);
    await fly(p1.id, '2026-02-01', 3, 2.25);
    await fly(p1.id, '2026-02-01', 1, 0.5);
    await fly(p1.id, '2026-02-28', 4, 3);
    await fly(p2.id, '2026-02-15', 6, 4.1);
  });
  const row = (plane: { id: number; name: string }, theYear: number, theMonth: number, d: number[]) => ({
    theYear,
    theMonth,
    plane: plane.id,
    planeName: plane.name,
    model: modelId,
    days: d[0],
    countFly: d[1],
    hourFly: d[2],
  });

  it('QueryGroup answers every aircraft’s months as a plain list, one aircraft’s as a page', async () => {
    const all = await call('QueryGroup', admin.token, {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().body).toEqual([
      row(p1, 2026, 2, [2, 8, 5.75]),
      row(p2, 2026, 2, [1, 6, 4.1]),
      row(p1, 2026, 1, [1, 2, 1.5]),
    ]);
    const one = await call('QueryGroup', admin.token, {
      fixedFilters: [{ name: 'plane', compare: 'eq', value: p1.id }],
      pageSize: 1,
      page: 2,
    });
    expect(one.json().body).toEqual({ items: [row(p1, 2026, 1, [1, 2, 1.5])], totalItems: 2 });
    const january = await call('QueryGroup', admin.token, {
      fixedFilters: [
        { name: 'year', compare: 'eq', value: 2026 },
        { name: 'month', compare: 'eq', value: 1 },
      ],
    });
    expect(january.json().body).toEqual([row(p1, 2026, 1, [1, 2, 1.5])]);
  });

  it('StatPlane answers one aircraft’s months; StatByMonth every aircraft of the company in the month', async () => {
    const sp = await call('StatPlane', admin.token, { plane: p2.id });
    expect(sp.statusCode, sp.body).toBe(200);
    expect(sp.json().body).toEqual([row(p2, 2026, 2, [1, 6, 4.1])]);
    const feb = await call('StatByMonth', admin.token, {
      fixedFilters: [
        { name: 'year', compare: 'eq', value: 2026 },
        { name: 'month', compare: 'eq', value: 2 },
      ],
    });
    expect(feb.json().body).toEqual([
      row(p1, 2026, 2, [2, 8, 5.75]),
      row(p2, 2026, 2, [1, 6, 4.1]),
      row(p3, 2026, 2, [0, 0, 0]),
    ]);
  });

  it('shows nothing of another company: its aircraft answer 404, its lists hold only its own', async () => {
    expect(failure(await call('StatPlane', a.admin.token, { plane: p1.id })).status).toBe(404);
    const theirs = await call('QueryGroup', a.admin.token, {});
    expect(theirs.json().body.some((r: { plane: number }) => r.plane === p1.id)).toBe(false);
    const feb = await call('StatByMonth', a.admin.token, {
      fixedFilters: [
        { name: 'year', compare: 'eq', value: 2026 },
        { name: 'month', compare: 'eq', value: 2 },
      ],
    });
    expect(feb.json().body.some((r: { plane: number }) => [p1.id, p2.id, p3.id].includes(r.plane))).toBe(false);
  });
});

describe('PlaneFly access and tenancy', () => {
  it('reads with either the plane-entity or the plane-operation view; writes with plane-operation or Execute', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const flight = await add(plane.id, '2026-08-01', { dayFlyHours: 1 });
    const none = await makeMember(t, a, []);
    const operationViewer = await makeMember(t, a, [{ view: 'plane-operation', functions: [] }]);
    const executor = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Execute'] }]);
    const planeEditor = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Add', 'Edit', 'Delete'] }]);
    const before = await logCount(t);
    const filter = { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }] };
    for (const [action, body] of [
      ['Query', filter],
      ['QueryGroup', {}],
      ['StatPlane', { plane: plane.id }],
    ] as const) {
      expect(failure(await call(action, none.token, body)).status, action).toBe(403);
      expect((await call(action, operationViewer.token, body)).statusCode, action).toBe(200);
      expect((await call(action, viewer.token, body)).statusCode, action).toBe(200);
    }
    for (const token of [none.token, viewer.token, operationViewer.token, planeEditor.token]) {
      expect(failure(await call('Add', token, { plane: plane.id, flyDate: '2026-08-02' })).status).toBe(403);
      expect(failure(await call('Update', token, { id: flight.id, comments: 'x' })).status).toBe(403);
      if (token !== planeEditor.token) expect(failure(await call('Delete', token, { id: flight.id })).status).toBe(403);
    }
    expect(await logCount(t)).toBe(before);
    const byExecutor = await add(plane.id, '2026-08-02', { dayFlyHours: 1 }, executor.token);
    expect((await call('Update', executor.token, { id: byExecutor.id, comments: 'ok' })).statusCode).toBe(200);
    // The register's Execute writes the log but deletes nothing (issue 28): a day is deleted with Delete.
    expect(failure(await call('Delete', executor.token, { id: byExecutor.id })).status).toBe(403);
    expect((await call('Delete', planeEditor.token, { id: byExecutor.id })).statusCode).toBe(200);
  });

  it('answers 404 for another company’s aircraft and records and writes nothing', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 30 });
    const flight = await add(plane.id, '2026-09-01', { dayFlyHours: 2 });
    const before = await logCount(t);
    const rows = await rowCount();
    expect(failure(await call('Add', b.admin.token, { plane: plane.id, flyDate: '2026-09-02' })).status).toBe(404);
    expect(failure(await call('Add', writer.token, { plane: 2_000_000_000, flyDate: '2026-09-02' })).status).toBe(404);
    expect(failure(await call('Update', b.admin.token, { id: flight.id, dayFlyHours: 9 })).status).toBe(404);
    expect(failure(await call('Delete', b.admin.token, { id: flight.id })).status).toBe(404);
    expect(failure(await call('StatPlane', b.admin.token, { plane: plane.id })).status).toBe(404);
    const list = await listOf(plane.id, b.admin.token);
    expect(list).toEqual({ items: [], totalItems: 0 });
    expect(await logCount(t)).toBe(before);
    expect(await rowCount()).toBe(rows);
    expect(await planeRow(plane.id)).toMatchObject({ all_fly_hours: 32 });
    // A body's company id is never trusted.
    const planeOfB = await makePlane(t, b.companyId, { modelId });
    expect(
      failure(await call('Add', writer.token, { plane: planeOfB.id, flyDate: '2026-09-02', cid: b.companyId })).status,
    ).toBe(404);
    expect(await rowCount()).toBe(rows);
  });
});

describe('flight record → counters → due', () => {
  const ctrl = (action: string, body: unknown) =>
    t.call({ url: `/api/MaintainCtrl/${action}`, token: a.admin.token, body });
  const stored = (id: number) =>
    t.db.kysely.selectFrom('maintain_ctrl').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  async function addItem(planeId: number, name: string, timerSource: number, hc: number, executeHours: number) {
    const res = await ctrl('Add', {
      planeEntity: planeId,
      name,
      type: 1,
      content: name,
      timerContent: [timeRule({ name: `${hc} h`, type: 1, hc, hw: 5 })],
      timerSource,
      timeAlign: 0,
      executeHours,
      executeDate: '2026-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body.id as number;
  }
  const remainOf = async (planeId: number, id: number) => {
    const res = await ctrl('Query', { fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: planeId }] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body.items.find((i: { id: number }) => i.id === id).due.remainHours;
  };

  it('an hours item’s remaining hours drop by exactly the flown hours, and come back on a correction', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000 });
    const oil = await addItem(plane.id, 'Oil change', 1, 50, 1000);
    expect(await stored(oil)).toMatchObject({ due_remain_hours: 50, due_hours_state: 0 });
    const day1 = await add(plane.id, '2026-10-01', { dayFlyHours: 2.35, dayFlyCount: 3 });
    expect(await stored(oil)).toMatchObject({ due_remain_hours: 47.65, due_hours_state: 0 });
    expect(await remainOf(plane.id, oil)).toBe(47.65);
    await add(plane.id, '2026-10-02', { dayFlyHours: 21.5 });
    await add(plane.id, '2026-10-03', { dayFlyHours: 21.5 });
    expect(await stored(oil)).toMatchObject({ due_remain_hours: 4.65, due_hours_state: 1 });
    // Correcting the first day's hours moves every later total and the due with it.
    const fixed = await call('Update', writer.token, { id: day1.id, dayFlyHours: 1.35 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(await stored(oil)).toMatchObject({ due_remain_hours: 5.65, due_hours_state: 0 });
    expect(await remainOf(plane.id, oil)).toBe(5.65);
  });

  it('engine-hours items follow the latest engine reading plus the hours flown since; without one, the airframe hours', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000 });
    const engine = await addItem(plane.id, 'Engine overhaul', 100, 100, 400);
    // No engine reading yet: counted on the airframe hours (1000 against 400 + 100: overdue).
    expect(await stored(engine)).toMatchObject({ due_remain_hours: -500, due_hours_state: 2 });
    // Overdue, so unserviceable: the flight is recorded with the reason (issue 32).
    await add(plane.id, '2026-10-01', { dayFlyHours: 2, addEngineHours: 450, unserviceableReason: 'Ferry' });
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 50, due_hours_state: 0, due_expire_hours: 500 });
    expect(await remainOf(plane.id, engine)).toBe(50);
    // A day without a reading: the engine ran the day's flight hours (issue 29): 450 + 2.
    const untyped = await add(plane.id, '2026-10-02', { dayFlyHours: 2 });
    expect(untyped.warnings).toEqual([]);
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 48 });
    expect((await planeRow(plane.id)).engine_hours).toBe(452);
    const last = await add(plane.id, '2026-10-03', { dayFlyHours: 1.5, addEngineHours: 496.5 });
    expect(last.warnings).toEqual([]);
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 3.5, due_hours_state: 1 });
    expect((await planeRow(plane.id)).engine_hours).toBe(496.5);
    // Deleting the latest record goes back to the reading before plus the hours flown after it.
    await call('Delete', writer.token, { id: last.id });
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 48 });
  });

  it('warns, in the caller’s language, when a typed engine reading falls behind the flight hours (issue 29)', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000 });
    const engine = await addItem(plane.id, 'Engine TBO', 100, 1500, 300);
    await add(plane.id, '2026-09-01', { dayFlyHours: 1, addEngineHours: 300 });
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 1500 });
    // 3.5 h flown, no reading: the engine item drops by 3.5 h.
    await add(plane.id, '2026-09-02', { dayFlyHours: 3.5 });
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 1496.5 });
    // 2 h more, typed 301: behind 300 + 5.5 = 305.5. Saved as typed, with a warning naming the figures.
    const res = await call(
      'Add',
      writer.token,
      { plane: plane.id, flyDate: '2026-09-03', dayFlyHours: 2, addEngineHours: 301 },
      'en-US',
    );
    expect(res.statusCode, res.body).toBe(200);
    const behind = res.json().body;
    expect(behind.addEngineHours).toBe(301);
    expect(behind.warnings).toEqual([
      {
        field: 'addEngineHours',
        message:
          'The engine hours 301 fall behind the flight hours: 5.5 h were flown since the reading of 300 on ' +
          '2026-09-01, so at least 305.5 was expected. Saved as typed; please check it.',
      },
    ]);
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 1499 });
    // Corrected through Update: no warning; a correction still behind warns again (in Chinese by default).
    const fixed = await call('Update', writer.token, { id: behind.id, addEngineHours: 305.5 });
    expect(fixed.json().body.warnings).toEqual([]);
    expect(await stored(engine)).toMatchObject({ due_remain_hours: 1494.5 });
    const again = await call('Update', writer.token, { id: behind.id, addEngineHours: 305 });
    expect(again.json().body.warnings[0].message).toBe(
      '发动机小时 305 落后于飞行小时：自 2026-09-01 的读数 300 以来已飞行 5.5 小时，读数应不小于 305.5。已按输入保存，请核对。',
    );
  });
});
