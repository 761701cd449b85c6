import { addDays, daysBetween, todayIn } from '@hangar/domain/dates';
import { type TimeRule, timeRule } from '@hangar/domain/due';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, makeCompany, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Landings as a due counter and the forecast from utilisation, end to end: flight records → the aircraft's
// counters and utilisation → every stored and answered due figure, in the same call. Every expected date below
// is hand-computed: forecast day = the latest flight day + ceil(remaining ÷ daily rate).

let t: TestApp;
let a: Company;
let modelId: number;
const today = todayIn('UTC');

beforeAll(async () => {
  const w = await testWorld({ companies: { a: 'Landings Air' }, models: { model: {} } });
  ({ t, a } = w);
  modelId = w.model.id;
});
afterAll(() => t.close());

const api = (url: string, body: unknown, company: Company = a, lang?: 'en-US') =>
  t.call({ url: `/api/${url}`, token: company.admin.token, body, lang });
const ok = async (url: string, body: unknown, company: Company = a) => {
  const res = await api(url, body, company);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};
const fly = (plane: number, flyDate: string, over: Record<string, unknown> = {}, company: Company = a) =>
  ok('PlaneFly/Add', { plane, flyDate, ...over }, company);
const stored = (id: number) =>
  t.db.kysely.selectFrom('maintain_ctrl').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const planeRow = (id: number) =>
  t.db.kysely.selectFrom('plane_entity').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function item(plane: number, name: string, rules: Partial<TimeRule>[], extra: Record<string, unknown> = {}) {
  const body = await ok('MaintainCtrl/Add', {
    planeEntity: plane,
    name,
    type: 1,
    content: name,
    timerContent: rules.map((r, i) => timeRule({ name: `${name} ${i}`, type: 1, ...r })),
    timerSource: 1,
    timeAlign: 0,
    executeDate: '2026-01-01',
    ...extra,
  });
  return body.id as number;
}
const dueOf = async (plane: number, id: number) => {
  const body = await ok('MaintainCtrl/Query', { fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane }] });
  return body.items.find((i: { id: number }) => i.id === id).due;
};
async function planeWith(company: Company, allFlyHours: number, allLandings: number) {
  const plane = await makePlane(t, company.companyId, { modelId, allFlyHours });
  await ok('PlaneEntity/Update', { id: plane.id, allLandings }, company);
  return plane;
}

describe('flight record → landings → due', () => {
  it('a landings item’s remaining landings drop by the day’s landings; a corrected record recomputes', async () => {
    const plane = await planeWith(a, 1000, 500);
    const id = await item(plane.id, 'Tyres', [{ lc: 100, lw: 10 }], { executeLandings: 500 });
    expect(await stored(id)).toMatchObject({
      execute_landings: 500,
      due_expire_landings: 600,
      due_remain_landings: 100,
      due_warn_landings: 590,
      due_overdue_landings: 600,
      due_landings_state: 0,
    });
    const day1 = await fly(plane.id, '2026-03-01', { dayFlyCount: 7, dayFlyHours: 1 });
    expect(await stored(id)).toMatchObject({ due_remain_landings: 93, due_landings_state: 0 });
    expect(await dueOf(plane.id, id)).toMatchObject({ expireLandings: 600, remainLandings: 93, warning: false });
    await fly(plane.id, '2026-03-02', { dayFlyCount: 85 });
    expect(await stored(id)).toMatchObject({ due_remain_landings: 8, due_landings_state: 1 });
    // Correcting the first day: 7 → 2 landings moves every later total and the due with it.
    await ok('PlaneFly/Update', { id: day1.id, dayFlyCount: 2 });
    expect(await stored(id)).toMatchObject({ due_remain_landings: 13, due_landings_state: 0 });
    expect((await planeRow(plane.id)).all_landings).toBe(587);
    expect(await dueOf(plane.id, id)).toMatchObject({ remainLandings: 13, warning: false, overdue: false });
    // Beyond the expiry without tolerance: overdue.
    const last = await fly(plane.id, '2026-03-03', { dayFlyCount: 20 });
    expect(await stored(id)).toMatchObject({ due_remain_landings: -7, due_landings_state: 2 });
    expect(await dueOf(plane.id, id)).toMatchObject({ remainLandings: -7, warning: true, overdue: true });
    // Deleting the latest record goes back.
    await ok('PlaneFly/Delete', { id: last.id });
    expect(await stored(id)).toMatchObject({ due_remain_landings: 13, due_landings_state: 0 });
  });

  it('refuses a changed allLandings once the aircraft has a flight record, naming the field', async () => {
    const plane = await planeWith(a, 10, 40);
    const id = await item(plane.id, 'Brakes', [{ lc: 50 }], { executeLandings: 30 });
    // Typed by hand while there is no log: the due follows in the same call.
    await ok('PlaneEntity/Update', { id: plane.id, allLandings: 45 });
    expect(await stored(id)).toMatchObject({ due_remain_landings: 35 });
    await fly(plane.id, '2026-05-01', { dayFlyCount: 3 });
    const refused = await api('PlaneEntity/Update', { id: plane.id, allLandings: 99 });
    expect(failure(refused)).toMatchObject({ status: 400, msg: '已有飞行记录，总起落次数由飞行记录计算' });
    expect(refused.json().errors).toEqual([
      { field: 'allLandings', message: '已有飞行记录，总起落次数由飞行记录计算' },
    ]);
    const en = await api('PlaneEntity/Update', { id: plane.id, allLandings: 99 }, a, 'en-US');
    expect(failure(en).msg).toBe('The aircraft has flight records: its total landings come from the flight log');
    expect((await planeRow(plane.id)).all_landings).toBe(48);
    // Sent back unchanged with other fields: accepted.
    expect(await ok('PlaneEntity/Update', { id: plane.id, allLandings: 48, seri: 'S-1' })).toMatchObject({
      allLandings: 48,
      seri: 'S-1',
    });
  });
});

describe('the forecast from the flight log', () => {
  it('stores the log’s average over the window and dates hours and landings items by it', async () => {
    const plane = await planeWith(a, 1000, 0);
    const hours = await item(plane.id, 'Hours', [{ hc: 100, hw: 5 }], { executeHours: 1000, executeLandings: 0 });
    const landings = await item(plane.id, 'Landings', [{ lc: 200, lw: 10 }], { executeLandings: 0 });
    const both = await item(plane.id, 'Both', [{ hc: 100, hw: 5, lc: 100, lw: 10 }], {
      executeHours: 1000,
      executeLandings: 0,
    });
    const calendar = await item(plane.id, 'Calendar', [{ cc: '60D', hc: 100, hw: 5 }], {
      executeHours: 1000,
      executeLandings: 0,
    });
    // Ten days from 2026-02-01 to 2026-02-10, 2.5 h and 4 landings each: 25 h ÷ 10 days = 2.5 h a day, 4
    // landings a day (the log is shorter than the 90-day window).
    // The calendar item is overdue today (issue 32: the flights are recorded with the reason).
    for (let d = 1; d <= 10; d++) {
      await fly(plane.id, `2026-02-${String(d).padStart(2, '0')}`, {
        dayFlyHours: 2.5,
        dayFlyCount: 4,
        unserviceableReason: 'Back-dated entry',
      });
    }
    expect(await planeRow(plane.id)).toMatchObject({
      all_fly_hours: 1025,
      all_landings: 40,
      daily_hours: 2.5,
      daily_landings: 4,
      forecast_source: 'log',
      counters_date: '2026-02-10 00:00:00',
    });
    // 75 h left ÷ 2.5 = 30 days after 2026-02-10.
    expect(await dueOf(plane.id, hours)).toMatchObject({
      remainHours: 75,
      forecastDate: '2026-03-12',
      dueDate: '2026-03-12',
      dueBy: 'hours',
    });
    expect(await stored(hours)).toMatchObject({
      due_forecast_date: '2026-03-12 00:00:00',
      due_by: 2,
      due_sort: '2026-03-12 00:00:00',
    });
    // 160 landings left ÷ 4 = 40 days.
    expect(await dueOf(plane.id, landings)).toMatchObject({
      remainLandings: 160,
      forecastDate: '2026-03-22',
      dueBy: 'landings',
    });
    expect(await stored(landings)).toMatchObject({ due_by: 3, due_sort: '2026-03-22 00:00:00' });
    // Hours on 2026-03-12, landings (60 ÷ 4 = 15 days) on 2026-02-25: whichever first.
    expect(await dueOf(plane.id, both)).toMatchObject({ forecastDate: '2026-02-25', dueBy: 'landings' });
    // The calendar (2026-01-01 + 60 days = 2026-03-02) comes before the hours forecast (2026-03-12).
    expect(await dueOf(plane.id, calendar)).toMatchObject({
      expireDate: '2026-03-02',
      forecastDate: '2026-03-12',
      dueDate: '2026-03-02',
      dueBy: 'calendar',
    });
    expect(await stored(calendar)).toMatchObject({ due_by: 1, due_forecast_date: '2026-03-12 00:00:00' });
  });

  it('averages over the window only, and a changed window recomputes the rate and the dates', async () => {
    const plane = await planeWith(a, 1000, 0);
    const id = await item(plane.id, 'Hours', [{ hc: 100, hw: 5 }], { executeHours: 1000 });
    await ok('PlaneEntity/Update', { id: plane.id, forecastWindow: 30 });
    await fly(plane.id, '2026-01-01', { dayFlyHours: 20 });
    await fly(plane.id, '2026-03-01', { dayFlyHours: 6, dayFlyCount: 9 });
    await fly(plane.id, '2026-03-30', { dayFlyHours: 3, dayFlyCount: 3 });
    // Window (2026-02-28, 2026-03-30]: 9 h and 12 landings over min(30, 89) days = 0.3 and 0.4 a day.
    expect(await planeRow(plane.id)).toMatchObject({ daily_hours: 0.3, daily_landings: 0.4 });
    // 71 h left ÷ 0.3 = 236.7 → 237 days.
    expect((await dueOf(plane.id, id)).forecastDate).toBe(addDays('2026-03-30', 237));
    await ok('PlaneEntity/Update', { id: plane.id, forecastWindow: 90 });
    // Every record: 29 h and 12 landings over 89 days = 0.33 and 0.13 a day (kept to the cent).
    expect(await planeRow(plane.id)).toMatchObject({ daily_hours: 0.33, daily_landings: 0.13, forecast_window: 90 });
    // 71 ÷ 0.33 = 215.2 → 216 days.
    expect((await dueOf(plane.id, id)).forecastDate).toBe(addDays('2026-03-30', 216));
    expect((await stored(id)).due_forecast_date).toBe(`${addDays('2026-03-30', 216)} 00:00:00`);
  });

  it('counts from the manual figures without a log, and returns to them when the last record goes', async () => {
    const plane = await planeWith(a, 500, 0);
    const id = await item(plane.id, 'Hours', [{ hc: 100, hw: 5 }], { executeHours: 500 });
    expect(await dueOf(plane.id, id)).toMatchObject({ forecastDate: null, dueBy: null });
    const updated = await ok('PlaneEntity/Update', { id: plane.id, manualDailyHours: 4, manualDailyLandings: 10 });
    expect(updated).toMatchObject({
      manualDailyHours: 4,
      dailyHours: 4,
      dailyLandings: 10,
      forecastSource: 'manual',
      countersDate: `${today} 00:00:00`,
    });
    // 100 h ÷ 4 = 25 days from today.
    expect(await dueOf(plane.id, id)).toMatchObject({ forecastDate: addDays(today, 25), dueBy: 'hours' });
    const record = await fly(plane.id, '2026-04-01', { dayFlyHours: 2 });
    expect(await planeRow(plane.id)).toMatchObject({ forecast_source: 'log', daily_hours: 2 });
    // 98 h ÷ 2 = 49 days after the flight day.
    expect((await dueOf(plane.id, id)).forecastDate).toBe('2026-05-20');
    await ok('PlaneFly/Delete', { id: record.id });
    expect(await planeRow(plane.id)).toMatchObject({
      forecast_source: 'manual',
      daily_hours: 4,
      counters_date: `${today} 00:00:00`,
    });
    expect((await dueOf(plane.id, id)).forecastDate).toBe(addDays(today, 25));
    // Clearing both figures: no forecast.
    await ok('PlaneEntity/Update', { id: plane.id, manualDailyHours: null, manualDailyLandings: null });
    expect(await planeRow(plane.id)).toMatchObject({ forecast_source: null, daily_hours: null, counters_date: null });
    expect(await dueOf(plane.id, id)).toMatchObject({ forecastDate: null, dueDate: null });
  });
});

describe('the fleet monitor with landings and forecasts', () => {
  let f: Company;
  const ids: Record<string, number> = {};
  let forecast = '';

  beforeAll(async () => {
    f = await makeCompany(t, { name: 'Forecast Flying' });
    const plane = await planeWith(f, 1000, 1000);
    const add = async (name: string, rules: Partial<TimeRule>[], extra: Record<string, unknown>) => {
      const res = await api(
        'MaintainCtrl/Add',
        {
          planeEntity: plane.id,
          name,
          type: 1,
          content: name,
          timerContent: rules.map((r) => timeRule({ name: 'r', type: 1, ...r })),
          timerSource: 1,
          timeAlign: 0,
          executeDate: '2026-01-01',
          ...extra,
        },
        f,
      );
      expect(res.statusCode, res.body).toBe(200);
      ids[name] = res.json().body.id;
    };
    // 1000 landings: 950 + 100 → 50 left ≤ lw 60 warns; 900 + 80 → 20 beyond, overdue; 500 left: fine.
    await add('landings warning', [{ lc: 100, lw: 60 }], { executeLandings: 950 });
    await add('landings overdue', [{ lc: 80, lw: 0 }], { executeLandings: 900 });
    await add('far hours', [{ hc: 5000, hw: 5 }], { executeHours: 1000, executeLandings: 1000 });
    // One flight day of 2.5 h and 0 landings: 2.5 h a day; 6000 − 1002.5 = 4997.5 h left → 1999 days after
    // 2026-02-01.
    // An item is overdue (issue 32: the flight is recorded with the reason).
    await fly(plane.id, '2026-02-01', { dayFlyHours: 2.5, unserviceableReason: 'Back-dated entry' }, f);
    forecast = addDays('2026-02-01', 1999);
  });

  const fleet = async (body: Record<string, unknown>) => {
    const res = await api('MaintainCtrl/QueryFleet', { pageSize: 100, ...body }, f);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body;
  };
  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

  it('counts landings warning and overdue in FleetSummary and the state filters', async () => {
    expect(await ok('MaintainCtrl/FleetSummary', {}, f)).toMatchObject({ overdue: 1, warning: 2 });
    expect(names(await fleet({ warningOnly: true }))).toEqual(['landings overdue', 'landings warning']);
    expect(names(await fleet({ overdueOnly: true }))).toEqual(['landings overdue']);
    expect(names(await fleet({ dueWithinLandings: 50 }))).toEqual(['landings overdue', 'landings warning']);
    expect(names(await fleet({ dueWithinLandings: 0 }))).toEqual(['landings overdue']);
    const body = await fleet({});
    expect(body.items[0]).toMatchObject({ allFlyHours: 1002.5, allLandings: 1000 });
    expect(body.items.find((r: { name: string }) => r.name === 'far hours').due).toMatchObject({
      forecastDate: forecast,
      dueBy: 'hours',
    });
  });

  it('lists an item falling due by its forecast within N days, not the day before', async () => {
    const n = daysBetween(today, forecast);
    expect(names(await fleet({ dueWithinDays: n }))).toContain('far hours');
    expect(names(await fleet({ dueWithinDays: n - 1 }))).not.toContain('far hours');
    // The forecast is filterable as a field too.
    const byField = await fleet({ filters: [{ name: 'forecastDate', compare: 'eq', value: forecast }] });
    expect(names(byField)).toEqual(['far hours']);
  });
});

describe('execution landings and landings rules through the control item calls', () => {
  it('Add, Update and UpdateExecHours store executeLandings; absent keeps it', async () => {
    const plane = await planeWith(a, 100, 300);
    const id = await item(plane.id, 'Gear', [{ lc: 100, lw: 10 }], { executeLandings: 250 });
    expect(await stored(id)).toMatchObject({ execute_landings: 250, due_remain_landings: 50 });
    const definition = {
      id,
      planeEntity: plane.id,
      name: 'Gear',
      type: 1,
      content: 'Gear',
      timerContent: [timeRule({ name: 'Gear 0', type: 1, lc: 100, lw: 10 })],
      timerSource: 1,
      timeAlign: 0,
    };
    // Absent keeps the stored execution landings.
    await ok('MaintainCtrl/Update', definition);
    expect(await stored(id)).toMatchObject({ execute_landings: 250 });
    expect(await ok('MaintainCtrl/Update', { ...definition, executeLandings: 280 })).toMatchObject({
      executeLandings: 280,
      due: { remainLandings: 80 },
    });
    expect(await ok('MaintainCtrl/UpdateExecHours', { id, executeHours: 90 })).toMatchObject({
      executeLandings: 280,
      executeHours: 90,
    });
    expect(await ok('MaintainCtrl/UpdateExecHours', { id, executeHours: 90, executeLandings: '295' })).toMatchObject({
      executeLandings: 295,
      due: { remainLandings: 95 },
    });
    expect(await stored(id)).toMatchObject({ execute_landings: 295, due_remain_landings: 95 });
    const bad = await api('MaintainCtrl/UpdateExecHours', { id, executeHours: 90, executeLandings: 1.5 });
    expect(failure(bad)).toMatchObject({ status: 400, msg: '起落次数格式不正确' });
    expect((await stored(id)).execute_landings).toBe(295);
  });

  it('refuses landings figures that are not whole numbers with a message naming the rule', async () => {
    const plane = await planeWith(a, 100, 0);
    const add = (rule: Record<string, unknown>, lang?: 'en-US') =>
      api(
        'MaintainCtrl/Add',
        {
          planeEntity: plane.id,
          name: 'Bad',
          type: 1,
          content: 'Bad',
          timerContent: [{ name: 'L', type: 1, ...rule }],
          timerSource: 1,
          timeAlign: 0,
        },
        a,
        lang,
      );
    expect(failure(await add({ lc: 0 })).msg).toBe('时控项L的起落间隔必须是大于0的整数');
    expect(failure(await add({ lc: 100, lo: -1 })).msg).toBe('时控项L的起落偏差必须是不小于0的整数');
    expect(failure(await add({ lc: 100, lw: 2.5 }, 'en-US')).msg).toBe(
      'The landings warning of time rule L must be a whole number of at least 0',
    );
    expect(failure(await add({ lo: 5 })).msg).toBe('时控项L必须填写小时间隔、日历间隔或起落间隔');
    // A landings interval alone makes a valid interval rule.
    expect((await add({ lc: '100' })).statusCode).toBe(200);
  });
});
