import { ObjType } from '@hangar/domain/codes';
import { FleetRowSchema, MaintainCtrl, MaintainCtrlRowSchema } from '@hangar/domain/contracts/maintenance';
import { addDays, todayIn } from '@hangar/domain/dates';
import { timeRule } from '@hangar/domain/due';
import type { Updateable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../bootstrap';
import {
  type Actor,
  failure,
  logCount,
  logRows,
  makeCompany,
  makeMember,
  makeModel,
  makePlane,
} from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { STORED_DUE_VERSION } from './maintain-ctrl.due';
import type { MaintainCtrlTable } from './maintain-ctrl.schema';

// Dates are relative to today in the test app's time zone (UTC), read once: the expected figures below are
// worked out by hand from docs/domain.md "Time rules and due calculation".

let t: TestApp;
let a: Company;
let b: Company;
let platform: Actor;
let model: { id: number; name: string };
let otherModel: { id: number; name: string };
const today = todayIn('UTC');
const day = (offset: number) => `${addDays(today, offset)} 00:00:00`;

type Rule = {
  name: string;
  type: number;
  hc: number | null;
  ho: number | null;
  hw: number | null;
  cc: string | null;
  co: number | null;
  cw: number | null;
  lc?: number | null;
  lo?: number | null;
  lw?: number | null;
};
const rule = (r: Partial<Rule> & { name: string; type: number }): Rule => timeRule(r);
/** The due fields of an item without landings parts nor a forecast (and without a calendar part: no date). */
const noLandingsNorForecast = {
  expireLandings: null,
  remainLandings: null,
  forecastDate: null,
  dueDate: null,
  dueBy: null,
  unknown: false,
  complied: false,
};
const oil = rule({ name: '50 h', type: 1, hc: 50, hw: 5 });
const inspection = [
  rule({ name: '100 h', type: 1, hc: 100, hw: 10, ho: 10 }),
  rule({ name: '100 days', type: 1, cc: '100D', cw: 10, co: 5 }),
];
const elt = rule({ name: 'ELT battery', type: 2, cw: 60 });
const immediate = rule({ name: 'On occurrence', type: 3 });
const optional = rule({ name: 'Optional', type: 4, cc: '1Y' });

/** Model items by name, for BatchAdd. */
const items: Record<string, number> = {};

beforeAll(async () => {
  ({ t, a, b, platform, model, otherModel } = await testWorld({
    platform: true,
    models: { model: { name: 'DA40 NG' }, otherModel: { name: 'C172' } },
  }));
  const add = async (modelId: number, name: string, timerContent: Rule[], extra: Record<string, unknown> = {}) => {
    const res = await t.call({
      url: '/api/MaintainItem/Add',
      token: platform.token,
      body: {
        planeModel: modelId,
        name,
        type: 1,
        content: `Do ${name}`,
        timerContent,
        timerSource: 1,
        timeAlign: 0,
        ...extra,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    items[name] = res.json().body.id;
  };
  await add(model.id, 'Oil change', [oil]);
  await add(model.id, 'Inspection', inspection, { timeAlign: 1 });
  await add(model.id, 'ELT', [elt], { expireDateSet: '2030-01-01' });
  await add(model.id, 'Choice', [immediate, optional, rule({ name: 'Every 200 h', type: 1, hc: 200 })]);
  await add(model.id, 'Retired', [oil]);
  await add(otherModel.id, 'Cessna only', [oil]);
  await t.call({ url: '/api/MaintainItem/Disable', token: platform.token, body: { id: items.Retired } });
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/MaintainCtrl/${action}`, token, body, lang });
const stored = (id: number) =>
  t.db.kysely.selectFrom('maintain_ctrl').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Adds a manual control item (type 1, flight hours) to an aircraft and answers its id. */
async function addManual(
  token: string,
  planeId: number,
  name: string,
  timerContent: Rule[],
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await call('Add', token, {
    planeEntity: planeId,
    name,
    type: 1,
    content: name,
    timerContent,
    timerSource: 1,
    timeAlign: 0,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.id;
}

/** Stored due fields as an older engine might have left them (the sort key and two states). */
const spoil = (ids: number[]) =>
  t.db.kysely
    .updateTable('maintain_ctrl')
    .set({ due_sort: '2000-01-01 00:00:00', due_always_warn: 0, due_expire_date: null })
    .where('id', 'in', ids)
    .execute();

interface Row {
  id: number;
  name: string;
  planeEntity: number;
  maintainItemId: number | null;
  timerContent: Rule[];
  curTimeItem: string | null;
  due: Record<string, unknown>;
  rulesDue: Record<string, unknown>[];
  [key: string]: unknown;
}

/** A fresh aircraft of a company with the given model items imported; answers the control rows by name. */
async function fleetPlane(company: Company, names: string[], hours = 1000) {
  const plane = await makePlane(t, company.companyId, { modelId: model.id, allFlyHours: hours });
  const res = await call('BatchAdd', company.admin.token, {
    id: plane.id,
    idExt: names.map((n) => items[n]).join(','),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { plane, rows: await listOf(company, plane.id) };
}

async function listOf(company: Company, planeId: number): Promise<Record<string, Row>> {
  const res = await call('Query', company.admin.token, {
    fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: planeId }],
    pageSize: 200,
  });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().body.items as Row[]).map((r) => [r.name, r]));
}

describe('POST /api/MaintainCtrl/BatchAdd', () => {
  it('imports model items into an aircraft in the model’s order, copying fields and rules, and skips repeats', async () => {
    const plane = await makePlane(t, a.companyId, { modelId: model.id, allFlyHours: 500 });
    const res = await call('BatchAdd', a.admin.token, {
      id: plane.id,
      idExt: `${items.Inspection},${items['Oil change']}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { added, skipped } = res.json().body;
    expect(added).toHaveLength(2);
    expect(skipped).toEqual([]);
    const rows = await listOf(a, plane.id);
    expect(Object.keys(rows)).toEqual(['Oil change', 'Inspection']);
    expect(rows.Inspection).toMatchObject({
      planeEntity: plane.id,
      planeModel: model.id,
      maintainItemId: items.Inspection,
      content: 'Do Inspection',
      timerContent: inspection,
      timeAlign: 1,
      executeDate: null,
      approved: 0,
      disabled: 0,
    });
    for (const id of added) {
      const [log] = await logRows(t, a.companyId, { targetType: ObjType.Control, targetId: id });
      expect(log.job).toBe('BatchAdd');
    }
    const again = await call('BatchAdd', a.admin.token, { id: plane.id, idExt: [items.Inspection, items.ELT] });
    expect(again.json().body.skipped).toEqual([items.Inspection]);
    expect(again.json().body.added).toHaveLength(1);
    expect(Object.keys(await listOf(a, plane.id))).toEqual(['Oil change', 'Inspection', 'ELT']);
  });

  it('imports nothing when one item is of another model or disabled', async () => {
    const plane = await makePlane(t, a.companyId, { modelId: model.id });
    const before = await logCount(t);
    const other = await call('BatchAdd', a.admin.token, {
      id: plane.id,
      idExt: [items['Oil change'], items['Cessna only']],
    });
    expect(failure(other)).toEqual({ status: 601, code: 'RULE', msg: '维修项目 Cessna only 不属于该飞机的机型' });
    const disabled = await call('BatchAdd', a.admin.token, {
      id: plane.id,
      idExt: [items['Oil change'], items.Retired],
    });
    expect(failure(disabled)).toEqual({ status: 601, code: 'RULE', msg: '维修项目 Retired 已停用，不能导入' });
    expect(await listOf(a, plane.id)).toEqual({});
    expect(await logCount(t)).toBe(before);
  });

  it('answers the nothing-selected warning, and 404 for another company’s aircraft', async () => {
    const plane = await makePlane(t, a.companyId, { modelId: model.id });
    const empty = await call('BatchAdd', a.admin.token, { id: plane.id, idExt: '' });
    expect(failure(empty)).toEqual({ status: 400, code: 'VALIDATION', msg: '没有选择任何维修项目' });
    const foreign = await call('BatchAdd', b.admin.token, { id: plane.id, idExt: String(items['Oil change']) });
    expect(failure(foreign)).toEqual({ status: 404, code: 'NOT_FOUND', msg: '记录不存在' });
    expect(await listOf(a, plane.id)).toEqual({});
  });
});

describe('POST /api/MaintainCtrl/Query: the due of each row', () => {
  it('is unknown and warning before any execution; fixed dates count from the set date', async () => {
    const { rows } = await fleetPlane(a, ['Oil change', 'ELT']);
    expect(rows['Oil change'].due).toEqual({
      ...noLandingsNorForecast,
      expireDate: null,
      remainDays: null,
      expireHours: null,
      remainHours: 0,
      warning: true,
      overdue: false,
      unknown: true,
    });
    expect(rows.ELT.expireDateSet).toBe('2030-01-01 00:00:00');
    expect(rows.ELT.due).toMatchObject({ expireDate: '2030-01-01', warning: false, overdue: false });
  });

  it('computes hours and calendar parts, whichever first, with alignment', async () => {
    const { plane, rows } = await fleetPlane(a, ['Inspection'], 1000);
    const id = rows.Inspection.id;
    // Executed 92 days ago at 955 h. Calendar: expires in 8 days (100D) → warning (cw 10).
    // Hours, aligned: smallest multiple of 100 ≥ 955 + 10 → 1000; remaining 0 at 1000 h → warning.
    expect((await call('UpdateExecDate', a.admin.token, { id, executeDate: day(-92).slice(0, 10) })).statusCode).toBe(
      200,
    );
    const res = await call('UpdateExecHours', a.admin.token, { id, planeEntity: plane.id, executeHours: '955' });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().body as Row;
    expect(row.rulesDue).toEqual([
      {
        ...noLandingsNorForecast,
        name: '100 h',
        expireDate: null,
        remainDays: null,
        expireHours: 1000,
        remainHours: 0,
        warning: true,
        overdue: false,
      },
      {
        ...noLandingsNorForecast,
        name: '100 days',
        expireDate: addDays(today, 8),
        remainDays: 8,
        expireHours: null,
        remainHours: null,
        // Without a forecast the date is the calendar's.
        dueDate: addDays(today, 8),
        dueBy: 'calendar',
        warning: true,
        overdue: false,
      },
    ]);
    // The summary is the more urgent rule: both warn, the hours one has no days, so the calendar one (8 days).
    expect(row.due).toMatchObject({ warning: true, overdue: false });
    expect(await stored(id)).toMatchObject({
      execute_date: day(-92),
      execute_hours: 955,
      due_expire_date: day(8),
      // Warns by hours already, so from "always" (the calendar part alone would warn from day −2).
      due_warn_date: '0001-01-01 00:00:00',
      due_overdue_date: day(14),
      due_expire_hours: 1000,
      due_warn_hours: 990,
      due_overdue_hours: 1010,
      due_remain_hours: 0,
      due_hours_state: 1,
      due_always_warn: 0,
    });
  });
});

describe('in-place edits keep the stored due current', () => {
  it('UpdateExecDate, UpdateExpireDate, UpdateExecHours, UpdateMatSeri', async () => {
    const { plane, rows } = await fleetPlane(a, ['Oil change', 'ELT'], 1200);
    const oilId = rows['Oil change'].id;
    const dateRes = await call('UpdateExecDate', a.admin.token, {
      id: oilId,
      name: 'Oil change',
      executeDate: day(-1),
    });
    expect(dateRes.statusCode, dateRes.body).toBe(200);
    // A date but no hours yet: the hours part is still unknown; it warns, due now whatever the day (year 1).
    expect(await stored(oilId)).toMatchObject({
      execute_date: day(-1),
      due_always_warn: 1,
      due_sort: '0001-01-01 00:00:00',
    });
    const hours = await call('UpdateExecHours', a.admin.token, { id: oilId, executeHours: 1180.5, initHours: '0' });
    expect(hours.json().body.due).toMatchObject({ expireHours: 1230.5, remainHours: 30.5, warning: false });
    expect(await stored(oilId)).toMatchObject({
      execute_hours: 1180.5,
      init_hours: 0,
      due_always_warn: 0,
      due_hours_state: 0,
      due_remain_hours: 30.5,
      // Sorted by the forecast: 30.5 h at 4 h a day, 7 days from today.
      due_sort: day(7),
    });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Control, targetId: oilId });
    expect(log.job).toBe('UpdateExecHours');
    expect(JSON.parse(log.oper_content).changes.executeHours).toEqual([null, 1180.5]);

    const eltId = rows.ELT.id;
    const expire = await call('UpdateExpireDate', a.admin.token, { id: eltId, expireDateSet: day(20) });
    expect(expire.json().body.due).toMatchObject({ expireDate: addDays(today, 20), remainDays: 20, warning: true });
    expect(await stored(eltId)).toMatchObject({
      expire_date_set: day(20),
      due_expire_date: day(20),
      due_warn_date: day(-40),
    });
    const cleared = await call('UpdateExpireDate', a.admin.token, { id: eltId, expireDateSet: '0001-01-01 00:00:00' });
    expect(cleared.json().body).toMatchObject({ expireDateSet: null, due: { expireDate: null, warning: true } });
    expect(await stored(eltId)).toMatchObject({ expire_date_set: null, due_always_warn: 1 });

    const seri = await call('UpdateMatSeri', a.admin.token, { id: eltId, name: 'ELT', matSeri: 'ELT-4471' });
    expect(seri.json().body.matSeri).toBe('ELT-4471');
    expect(plane.id).toBe(rows.ELT.planeEntity);
  });

  it('answers the spec’s hours messages and bad dates, changing nothing', async () => {
    const { rows } = await fleetPlane(a, ['Oil change']);
    const id = rows['Oil change'].id;
    const before = await stored(id);
    const bad = await call('UpdateExecHours', a.admin.token, { id, executeHours: '12a' });
    expect(failure(bad)).toEqual({ status: 400, code: 'VALIDATION', msg: '数值格式不正确' });
    const badInit = await call('UpdateExecHours', a.admin.token, { id, executeHours: 12, initHours: 'x' });
    expect(failure(badInit)).toEqual({ status: 400, code: 'VALIDATION', msg: '初始时间数值格式不正确' });
    const en = await call('UpdateExecHours', a.admin.token, { id, executeHours: -1 }, 'en-US');
    expect(failure(en).msg).toBe('The value format is not correct');
    const date = await call('UpdateExecDate', a.admin.token, { id, executeDate: '2025-02-30' });
    expect(failure(date)).toEqual({ status: 400, code: 'VALIDATION', msg: '日期格式不正确' });
    expect(await stored(id)).toEqual(before);
  });
});

describe('POST /api/MaintainCtrl/UpdateCurTimeItem', () => {
  it('follows the selection rules with the spec’s messages, and the summary follows the current rule', async () => {
    const { rows } = await fleetPlane(a, ['Choice', 'ELT']);
    const id = rows.Choice.id;
    await call('UpdateExecDate', a.admin.token, { id, executeDate: day(-10) });
    await call('UpdateExecHours', a.admin.token, { id, executeHours: 990 });
    const pick = await call('UpdateCurTimeItem', a.admin.token, { id, curTimeItem: 'Every 200 h' });
    expect(pick.statusCode, pick.body).toBe(200);
    expect(pick.json().body).toMatchObject({
      curTimeItem: 'Every 200 h',
      due: { expireHours: 1190, remainHours: 190 },
    });
    expect(await stored(id)).toMatchObject({ cur_time_item: 'Every 200 h', due_always_warn: 0, due_hours_state: 0 });
    const cancel = await call('UpdateCurTimeItem', a.admin.token, { id, curTimeItem: 'Every 200 h' });
    expect(failure(cancel)).toEqual({ status: 601, code: 'RULE', msg: '该时控类型不能取消，只能切换到其他项' });
    // The immediate rule can be chosen and cleared again.
    const now = await call('UpdateCurTimeItem', a.admin.token, { id, curTimeItem: 'On occurrence' });
    expect(now.json().body.due).toMatchObject({ expireDate: today, remainDays: 0, warning: true });
    expect(await stored(id)).toMatchObject({ due_always_warn: 1 });
    const off = await call('UpdateCurTimeItem', a.admin.token, { id, curTimeItem: 'On occurrence' });
    expect(off.json().body.curTimeItem).toBeNull();
    const fixed = await call('UpdateCurTimeItem', a.admin.token, { id: rows.ELT.id, curTimeItem: 'ELT battery' });
    expect(failure(fixed)).toEqual({ status: 601, code: 'RULE', msg: '该项始终生效，无需选择' });
    const unknown = await call('UpdateCurTimeItem', a.admin.token, { id, curTimeItem: 'Nope' });
    expect(failure(unknown)).toEqual({ status: 400, code: 'VALIDATION', msg: '时控项 Nope 不存在' });
    // The field's message names the rule too (no unfilled placeholder).
    expect(unknown.json().errors).toEqual([{ field: 'curTimeItem', message: '时控项 Nope 不存在' }]);
  });
});

describe('POST /api/MaintainCtrl/Add, Update, Delete and the state calls', () => {
  const body = (planeId: number, extra: Record<string, unknown> = {}) => ({
    planeEntity: planeId,
    name: 'Propeller overhaul',
    type: 2,
    content: 'Overhaul the propeller',
    timerContent: [rule({ name: '6 years', type: 1, cc: '6Y' })],
    timerSource: 1,
    timeAlign: 0,
    executeDate: '2024-03-31',
    ...extra,
  });

  it('adds a manual item with its stored due and updates it (rules changed → due changed)', async () => {
    const plane = await makePlane(t, a.companyId, { modelId: model.id, allFlyHours: 300 });
    const res = await call('Add', a.admin.token, body(plane.id, { cid: b.companyId }));
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().body as Row;
    expect(row).toMatchObject({ planeModel: model.id, maintainItemId: null, executeDate: '2024-03-31 00:00:00' });
    expect(row.due).toMatchObject({ expireDate: '2030-03-31' });
    expect(await stored(row.id)).toMatchObject({ company_id: a.companyId, due_expire_date: '2030-03-31 00:00:00' });
    const upd = await call('Update', a.admin.token, {
      ...body(plane.id),
      id: row.id,
      timerContent: [rule({ name: '6 years', type: 1, cc: '1Y1M' }), rule({ name: 'Oil', type: 1, hc: 50 })],
      curTimeItem: 'Oil',
      executeHours: 290,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().body).toMatchObject({ curTimeItem: 'Oil', due: { expireHours: 340, remainHours: 40 } });
    expect(await stored(row.id)).toMatchObject({ due_expire_hours: 340, due_expire_date: null, due_remain_hours: 40 });
    // Rules edited so that the current one disappears: it is cleared.
    const again = await call('Update', a.admin.token, { ...body(plane.id), id: row.id });
    expect(again.json().body.curTimeItem).toBeNull();
    expect(await stored(row.id)).toMatchObject({ due_expire_date: '2030-03-31 00:00:00', execute_hours: 290 });
  });

  it('an update that changes nothing writes no log row; key order inside a rule is no change', async () => {
    const plane = await makePlane(t, a.companyId, { modelId: model.id, allFlyHours: 300 });
    const row = (await call('Add', a.admin.token, body(plane.id))).json().body as Row;
    const logged = await logCount(t);
    // The same rule with its keys in another order, everything else as stored.
    const [first] = body(plane.id).timerContent as Rule[];
    const reordered = Object.fromEntries(Object.entries(first as Rule).reverse());
    const same = await call('Update', a.admin.token, { ...body(plane.id), id: row.id, timerContent: [reordered] });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().body).toMatchObject({ timerContent: row.timerContent, due: row.due });
    expect(await logCount(t)).toBe(logged);
    // A rule stored before rules had a landings part (no lc/lo/lw keys), saved again as it was: no change either.
    const stripped = (row.timerContent as Rule[]).map(({ lc: _c, lo: _o, lw: _w, ...rest }) => rest);
    await t.db.kysely
      .updateTable('maintain_ctrl')
      .set({ timer_content: JSON.stringify(stripped) })
      .where('id', '=', row.id)
      .execute();
    const resaved = await call('Update', a.admin.token, { ...body(plane.id), id: row.id });
    expect(resaved.statusCode, resaved.body).toBe(200);
    expect(await logCount(t)).toBe(logged);
    // A real change is logged once, naming only what changed.
    const changed = await call('Update', a.admin.token, { ...body(plane.id), id: row.id, pos: 'Left wing' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await logCount(t)).toBe(logged + 1);
    const [last] = await logRows(t, a.companyId, { targetType: ObjType.Control, targetId: row.id });
    expect(Object.keys(JSON.parse(String(last?.oper_content)).changes)).toEqual(['pos']);
  });

  it('validates: spec messages, model item of another model, a fixed-date rule as current', async () => {
    const plane = await makePlane(t, a.companyId, { modelId: model.id });
    expect(failure(await call('Add', a.admin.token, body(plane.id, { content: ' ' }))).msg).toBe('检修要求不能为空');
    const other = await call('Add', a.admin.token, body(plane.id, { maintainItemId: items['Cessna only'] }));
    expect(failure(other)).toEqual({ status: 400, code: 'VALIDATION', msg: '维修项目 Cessna only 不属于该飞机的机型' });
    const fixed = await call(
      'Add',
      a.admin.token,
      body(plane.id, { timerContent: [elt], curTimeItem: 'ELT battery', expireDateSet: '2028-01-01' }),
    );
    expect(failure(fixed)).toEqual({ status: 601, code: 'RULE', msg: '该项始终生效，无需选择' });
    expect(await listOf(a, plane.id)).toEqual({});
    expect(failure(await call('Add', b.admin.token, body(plane.id))).status).toBe(404);
  });

  it('approves, disables and deletes; Delete logs the before-image', async () => {
    const { rows } = await fleetPlane(a, ['Oil change']);
    const id = rows['Oil change'].id;
    for (const [action, expected] of [
      ['Approve', { approved: 1 }],
      ['Disable', { disabled: 1 }],
      ['DeApprove', { approved: 0 }],
      ['Enable', { disabled: 0 }],
    ] as const) {
      const res = await call(action, a.admin.token, { id, name: 'Oil change' });
      expect(res.json().body, action).toMatchObject(expected);
      expect(await stored(id)).toMatchObject(expected);
    }
    const del = await call('Delete', a.admin.token, { id, name: 'Oil change' });
    expect(del.statusCode).toBe(200);
    expect(await t.db.kysely.selectFrom('maintain_ctrl').select('id').where('id', '=', id).execute()).toEqual([]);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Control, targetId: id });
    expect(log.job).toBe('Delete');
    expect(JSON.parse(log.oper_content).before).toMatchObject({
      name: 'Oil change',
      maintainItemId: items['Oil change'],
    });
  });
});

describe('another company and missing permissions', () => {
  it('an operator cannot read or change another operator’s control items', async () => {
    const { plane, rows } = await fleetPlane(a, ['Oil change', 'ELT']);
    const id = rows['Oil change'].id;
    const before = await stored(id);
    const logs = await logCount(t);
    const read = await call('Query', b.admin.token, {
      fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }],
    });
    expect(read.json().body).toEqual({ items: [], totalItems: 0 });
    const writes: [string, Record<string, unknown>][] = [
      ['Update', { id, name: 'x', type: 1, content: 'x', timerContent: [], timerSource: 1, timeAlign: 0 }],
      ['Delete', { id }],
      ['Approve', { id }],
      ['Disable', { id }],
      ['UpdateMatSeri', { id, matSeri: 'x' }],
      ['UpdateCurTimeItem', { id, curTimeItem: '50 h' }],
      ['UpdateExecDate', { id, executeDate: '2026-01-01' }],
      ['UpdateExpireDate', { id, expireDateSet: '2026-01-01' }],
      ['UpdateExecHours', { id, executeHours: 1 }],
      ['BatchDelete', { id: plane.id, idExt: String(id) }],
      ['BatchSync', { id: plane.id, idExt: String(id) }],
      ['RefreshTimeState', { id: plane.id }],
      ['Reorder', { planeEntity: plane.id, ids: [id] }],
    ];
    for (const [action, body] of writes) {
      const res = await call(action, b.admin.token, body);
      expect(failure(res), action).toEqual({ status: 404, code: 'NOT_FOUND', msg: '记录不存在' });
    }
    // B's own aircraft with A's item ids: still nothing of A's.
    const own = await makePlane(t, b.companyId, { modelId: model.id });
    expect(failure(await call('BatchDelete', b.admin.token, { id: own.id, idExt: String(id) })).status).toBe(404);
    const fleet = await call('QueryFleet', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: id }] });
    expect(fleet.json().body.totalItems).toBe(0);
    expect(await stored(id)).toEqual(before);
    expect(await logCount(t)).toBe(logs);
  });

  it('reading needs plane-entity, the monitor maintain-control, changes the plane-entity functions', async () => {
    const { plane, rows } = await fleetPlane(a, ['Oil change']);
    const id = rows['Oil change'].id;
    const viewer = await makeMember(t, a, [{ view: 'plane-entity', functions: [] }]);
    const read = await call('Query', viewer.token, {
      fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }],
    });
    expect(read.json().body.totalItems).toBe(1);
    const forbidden = { status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' };
    expect(failure(await call('UpdateExecDate', viewer.token, { id, executeDate: day(0) }))).toEqual(forbidden);
    expect(failure(await call('QueryFleet', viewer.token, {}))).toEqual(forbidden);
    expect(failure(await call('FleetSummary', viewer.token, {}))).toEqual(forbidden);
    // One grant for the aircraft screen: its view's Edit changes the aircraft's control items too.
    const editor = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Edit'] }]);
    expect((await call('UpdateExecDate', editor.token, { id, executeDate: day(0) })).statusCode).toBe(200);
    expect(failure(await call('Delete', editor.token, { id }))).toEqual(forbidden);
    expect(failure(await call('QueryFleet', editor.token, {}))).toEqual(forbidden);
    // The monitor's view alone writes nothing.
    const monitor = await makeMember(t, a, [{ view: 'maintain-control', functions: ['Add', 'Edit', 'Execute'] }]);
    expect(failure(await call('UpdateExecDate', monitor.token, { id, executeDate: day(0) }))).toEqual(forbidden);
  });
});

describe('batch calls are all or nothing', () => {
  it('BatchDelete deletes the ticked items, or none when one is not the aircraft’s', async () => {
    const { plane, rows } = await fleetPlane(a, ['Oil change', 'ELT', 'Inspection']);
    const other = await fleetPlane(a, ['Oil change']);
    const empty = await call('BatchDelete', a.admin.token, { id: plane.id, idExt: [] });
    expect(failure(empty)).toEqual({ status: 400, code: 'VALIDATION', msg: '先勾选需要删除的维修项目' });
    const mixed = await call('BatchDelete', a.admin.token, {
      id: plane.id,
      idExt: `${rows.ELT.id},${other.rows['Oil change'].id}`,
    });
    expect(failure(mixed).status).toBe(404);
    expect(Object.keys(await listOf(a, plane.id))).toHaveLength(3);
    const res = await call('BatchDelete', a.admin.token, {
      id: plane.id,
      idExt: `${rows.ELT.id}, ${rows['Oil change'].id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(await listOf(a, plane.id))).toEqual(['Inspection']);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Control, targetId: rows.ELT.id });
    expect(log.job).toBe('BatchDelete');
  });

  it('BatchSync re-copies rules from the model and keeps the aircraft’s own state; refuses manual items', async () => {
    const model2 = await makeModel(t);
    const add = await t.call({
      url: '/api/MaintainItem/Add',
      token: platform.token,
      body: {
        planeModel: model2.id,
        name: 'Starter',
        type: 2,
        content: 'Inspect',
        timerContent: [oil],
        timerSource: 1,
        timeAlign: 0,
      },
    });
    const itemId = add.json().body.id;
    const plane = await makePlane(t, a.companyId, { modelId: model2.id, allFlyHours: 1000 });
    await call('BatchAdd', a.admin.token, { id: plane.id, idExt: String(itemId) });
    const [row] = Object.values(await listOf(a, plane.id));
    await call('UpdateExecDate', a.admin.token, { id: row.id, executeDate: day(-3) });
    await call('UpdateExecHours', a.admin.token, { id: row.id, executeHours: 980 });
    await call('UpdateCurTimeItem', a.admin.token, { id: row.id, curTimeItem: '50 h' });
    expect(await stored(row.id)).toMatchObject({ due_expire_hours: 1030 });
    // The model's item changes its interval to 100 h and its content.
    const changed = await t.call({
      url: '/api/MaintainItem/Update',
      token: platform.token,
      body: {
        id: itemId,
        name: 'Starter generator',
        type: 2,
        content: 'Inspect brushes',
        timerContent: [rule({ name: '50 h', type: 1, hc: 100 })],
        timerSource: 1,
        timeAlign: 0,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const manual = await call('Add', a.admin.token, {
      planeEntity: plane.id,
      name: 'Manual',
      type: 1,
      content: 'x',
      timerContent: [],
      timerSource: 1,
      timeAlign: 0,
    });
    const mixed = await call('BatchSync', a.admin.token, { id: plane.id, idExt: [row.id, manual.json().body.id] });
    expect(failure(mixed)).toEqual({ status: 601, code: 'RULE', msg: '维修项目 Manual 不是从机型导入的，不能同步' });
    expect(await stored(row.id)).toMatchObject({ name: 'Starter', due_expire_hours: 1030 });
    const empty = await call('BatchSync', a.admin.token, { id: plane.id });
    expect(failure(empty)).toEqual({ status: 400, code: 'VALIDATION', msg: '先勾选需要同步的维修项目' });
    const res = await call('BatchSync', a.admin.token, { id: plane.id, idExt: String(row.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(row.id)).toMatchObject({
      name: 'Starter generator',
      content: 'Inspect brushes',
      execute_hours: 980,
      execute_date: day(-3),
      cur_time_item: '50 h',
      due_expire_hours: 1080,
      due_remain_hours: 80,
    });
  });
});

describe('derived fields follow the aircraft and RefreshTimeState', () => {
  it('PlaneEntity/Update of allFlyHours moves the hours state in the same call', async () => {
    const { plane, rows } = await fleetPlane(a, ['Oil change'], 1000);
    const id = rows['Oil change'].id;
    await call('UpdateExecDate', a.admin.token, { id, executeDate: day(-5) });
    await call('UpdateExecHours', a.admin.token, { id, executeHours: 990 });
    expect(await stored(id)).toMatchObject({ due_remain_hours: 40, due_hours_state: 0 });
    // The remaining hours and the forecast sort key change, then the state too.
    const flown = await t.call({
      url: '/api/PlaneEntity/Update',
      token: a.admin.token,
      body: { id: plane.id, allFlyHours: 1010 },
    });
    expect(flown.statusCode, flown.body).toBe(200);
    expect(await stored(id)).toMatchObject({
      due_remain_hours: 30,
      due_hours_state: 0,
      due_sort: day(7),
    });
    const warn = await t.call({
      url: '/api/PlaneEntity/Update',
      token: a.admin.token,
      body: { id: plane.id, allFlyHours: 1036 },
    });
    expect(warn.statusCode, warn.body).toBe(200);
    expect(await stored(id)).toMatchObject({ due_remain_hours: 4, due_hours_state: 1 });
    expect(t.publisher.events.at(-1)).toEqual({ companyId: a.companyId, table: 'plane_entity', ids: [plane.id] });
    expect(t.publisher.events.at(-2)).toEqual({ companyId: a.companyId, table: 'maintain_ctrl', ids: [id] });
    await t.call({ url: '/api/PlaneEntity/Update', token: a.admin.token, body: { id: plane.id, allFlyHours: 1041 } });
    // Overdue by hours: due now whatever the day (the year-1 sort key).
    expect(await stored(id)).toMatchObject({
      due_remain_hours: -1,
      due_hours_state: 2,
      due_sort: '0001-01-01 00:00:00',
    });
    const list = await listOf(a, plane.id);
    expect(list['Oil change'].due).toMatchObject({ remainHours: -1, overdue: true });
    // The aircraft keeps its model and stays while it has control items.
    const moved = await t.call({
      url: '/api/PlaneEntity/Update',
      token: a.admin.token,
      body: { id: plane.id, model: otherModel.id },
    });
    expect(failure(moved)).toEqual({ status: 601, code: 'RULE', msg: '该飞机已有 1 个维修控制项目，不能更换机型' });
    const gone = await t.call({ url: '/api/PlaneEntity/Delete', token: a.admin.token, body: { id: plane.id } });
    expect(failure(gone)).toEqual({ status: 601, code: 'RULE', msg: '该飞机还有 1 个维修控制项目，不能删除' });
  });

  it('after a due engine change, the next start rewrites every stale stored due once (syncStoredDue)', async () => {
    const one = await fleetPlane(a, ['Oil change'], 100);
    const two = await fleetPlane(b, ['ELT'], 100);
    const ids = [one.rows['Oil change'].id, two.rows.ELT.id];
    const fresh = await Promise.all(ids.map(stored));
    // What an older engine left behind: other stored fields, and an older version mark.
    await spoil(ids);
    await t.db.kysely
      .updateTable('platform_config')
      .set({ value: String(STORED_DUE_VERSION - 1) })
      .where('key', '=', 'stored_due_version')
      .execute();
    const logged = await logCount(t);
    expect(await prepareDatabase(t.db, { timeZone: 'UTC' })).toEqual({ applied: [], dueRewritten: 2 });
    expect(await Promise.all(ids.map(stored))).toEqual(fresh);
    expect(await logCount(t)).toBe(logged);
    // Current now: the next start touches nothing.
    await spoil(ids);
    expect(await prepareDatabase(t.db, { timeZone: 'UTC' })).toEqual({ applied: [], dueRewritten: null });
    expect((await stored(ids[0])).due_sort).toBe('2000-01-01 00:00:00');
    await call('RefreshTimeState', a.admin.token, {});
    await call('RefreshTimeState', b.admin.token, {});
    expect(await Promise.all(ids.map(stored))).toEqual(fresh);
  });

  it('RefreshTimeState rewrites stale stored fields of one aircraft or of all', async () => {
    const one = await fleetPlane(a, ['Oil change'], 100);
    const two = await fleetPlane(a, ['ELT'], 100);
    const ids = [one.rows['Oil change'].id, two.rows.ELT.id];
    const fresh = await Promise.all(ids.map(stored));
    await spoil(ids);
    const res = await call('RefreshTimeState', a.admin.token, { id: one.plane.id });
    expect(res.json().body).toEqual({ planes: 1, changed: 1 });
    expect(await stored(ids[0])).toEqual(fresh[0]);
    expect((await stored(ids[1])).due_sort).toBe('2000-01-01 00:00:00');
    const all = await call('RefreshTimeState', a.admin.token, {});
    expect(all.json().body.changed).toBe(1);
    expect(await stored(ids[1])).toEqual(fresh[1]);
    // A sort key alone (an hours forecast made on an earlier day) is no reason to rewrite a row.
    await t.db.kysely
      .updateTable('maintain_ctrl')
      .set({ due_sort: day(-3) })
      .where('id', '=', ids[0])
      .execute();
    expect((await call('RefreshTimeState', a.admin.token, { id: one.plane.id })).json().body.changed).toBe(0);
    expect((await stored(ids[0])).due_sort).toBe(day(-3));
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Plane, targetId: one.plane.id });
    expect(log.job).toBe('RefreshTimeState');
  });

  it('RefreshTimeState restores items whose stale columns differ, writing each item’s changed columns', async () => {
    const { plane, rows } = await fleetPlane(a, ['Oil change', 'Inspection', 'ELT'], 100);
    const ids = [rows['Oil change'].id, rows.Inspection.id, rows.ELT.id];
    const fresh = await Promise.all(ids.map(stored));
    const set = (id: number, values: Updateable<MaintainCtrlTable>) =>
      t.db.kysely.updateTable('maintain_ctrl').set(values).where('id', '=', id).execute();
    // Every stored column stale; the remaining hours alone; the hours state and the warning day.
    await set(ids[0], {
      due_expire_date: '1999-01-01 00:00:00',
      due_expire_hours: 1,
      due_remain_hours: 2,
      due_warn_date: '1999-01-02 00:00:00',
      due_overdue_date: '1999-01-03 00:00:00',
      due_warn_hours: 3,
      due_overdue_hours: 4,
      due_hours_state: 9,
      due_always_warn: 1,
      due_sort: '1999-01-04 00:00:00',
      due_expire_landings: 5,
      due_remain_landings: 6,
      due_warn_landings: 7,
      due_overdue_landings: 8,
      due_landings_state: 9,
      due_forecast_date: '1999-01-05 00:00:00',
      due_by: 9,
    });
    await set(ids[1], { due_remain_hours: 12345 });
    await set(ids[2], { due_hours_state: 9, due_warn_date: '1999-01-02 00:00:00' });
    const events = t.publisher.events.length;
    const res = await call('RefreshTimeState', a.admin.token, { id: plane.id });
    expect(res.json().body).toEqual({ planes: 1, changed: 3 });
    expect(await Promise.all(ids.map(stored))).toEqual(fresh);
    expect(t.publisher.events.slice(events)).toEqual([
      { companyId: a.companyId, table: 'maintain_ctrl', ids: expect.arrayContaining(ids) },
    ]);
    expect((await call('RefreshTimeState', a.admin.token, { id: plane.id })).json().body.changed).toBe(0);
  });
});

describe('POST /api/MaintainCtrl/Reorder', () => {
  it('reorders an aircraft’s items, refusing ids of another aircraft', async () => {
    const { plane, rows } = await fleetPlane(a, ['Oil change', 'Inspection', 'ELT']);
    const res = await call('Reorder', a.admin.token, {
      planeEntity: plane.id,
      ids: [rows.ELT.id, rows['Oil change'].id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(await listOf(a, plane.id))).toEqual(['ELT', 'Inspection', 'Oil change']);
    const other = await fleetPlane(a, ['Oil change']);
    const mixed = await call('Reorder', a.admin.token, {
      planeEntity: plane.id,
      ids: [rows.ELT.id, other.rows['Oil change'].id],
    });
    expect(failure(mixed)).toEqual({ status: 400, code: 'VALIDATION', msg: '排序的维修项目不正确' });
  });
});

describe('the fleet monitor: QueryFleet and FleetSummary', () => {
  let c: Company;
  const ids: Record<string, number> = {};
  let planeX: { id: number; name: string };
  let planeY: { id: number; name: string };

  /** Last day of the month of a date. */
  const monthEnd = (date: string) => {
    const d = new Date(`${date}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  };

  beforeAll(async () => {
    c = await makeCompany(t, { name: 'Charlie Flight School' });
    planeX = await makePlane(t, c.companyId, { modelId: model.id, name: 'B-X001', allFlyHours: 2000 });
    planeY = await makePlane(t, c.companyId, { modelId: otherModel.id, name: 'B-Y002', allFlyHours: 500 });
    const add = async (planeId: number, name: string, timerContent: Rule[], extra: Record<string, unknown> = {}) => {
      ids[name] = await addManual(c.admin.token, planeId, name, timerContent, extra);
    };
    // Calendar items on X: overdue (expired 10 days ago), warning (in 5 days, cw 10), fine (in 200 days).
    await add(planeX.id, 'cal overdue', [rule({ name: 'r', type: 1, cc: '30D' })], { executeDate: day(-40) });
    await add(planeX.id, 'cal warning', [rule({ name: 'r', type: 1, cc: '30D', cw: 10 })], { executeDate: day(-25) });
    await add(planeX.id, 'cal fine', [rule({ name: 'r', type: 1, cc: '300D' })], { executeDate: day(-100) });
    // Next month: its 20th day (later than the other dated items, beyond its warning).
    const nextMonthDay = addDays(monthEnd(today), 20);
    await add(planeX.id, 'next month', [rule({ name: 'r', type: 2, cw: 0 })], { expireDateSet: nextMonthDay });
    // Hours items on Y (500 h): 10 h left (hw 20 → warning), 100 h left (fine).
    await add(planeY.id, 'hours warning', [rule({ name: 'r', type: 1, hc: 50, hw: 20 })], {
      executeDate: day(-1),
      executeHours: 460,
    });
    await add(planeY.id, 'hours fine', [rule({ name: 'r', type: 1, hc: 150, hw: 20 })], {
      executeDate: day(-1),
      executeHours: 450,
    });
    // Never executed: unknown, always warns. Disabled: left out everywhere.
    await add(planeY.id, 'unknown', [rule({ name: 'r', type: 1, hc: 100 })]);
    await add(planeY.id, 'disabled', [rule({ name: 'r', type: 1, cc: '30D' })], { executeDate: day(-40) });
    await call('Disable', c.admin.token, { id: ids.disabled });
  });

  const fleet = async (body: Record<string, unknown>) => {
    const res = await call('QueryFleet', c.admin.token, { pageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body as { items: (Row & { planeName: string; modelName: string })[]; totalItems: number };
  };
  const names = (body: { items: { name: string }[] }) => body.items.map((i) => i.name);

  it('lists every enabled item with tail number and model: overdue, then warning, then the rest', async () => {
    const body = await fleet({});
    expect(body.totalItems).toBe(7);
    // Overdue first; then the warning ones, then the rest; within each nearest due first by the earlier of days
    // and hours at 4 h a day: unknown (due now), 10 h (2 days), 5 days; 100 h (25 days), the 20th of next month
    // (21 to 51 days ahead; on a tie the lower id, 'next month'), 200 days.
    const nextMonthDays = Math.round(
      (Date.parse(`${addDays(monthEnd(today), 20)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
    );
    const rest = nextMonthDays <= 25 ? ['next month', 'hours fine'] : ['hours fine', 'next month'];
    const order = ['cal overdue', 'unknown', 'hours warning', 'cal warning', ...rest, 'cal fine'];
    expect(names(body)).toEqual(order);
    // Pages cut across the segments without losing or repeating a row.
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...names(await fleet({ page, pageSize: 2 })));
    expect(pages).toEqual(order);
    expect(names(await fleet({ page: 2, pageSize: 3 }))).toEqual(order.slice(3, 6));
    expect((await fleet({ page: 5, pageSize: 2 })).items).toEqual([]);
    // Within a filter too: warning only lists the overdue one first.
    expect(names(await fleet({ warningOnly: true }))).toEqual(order.slice(0, 4));
    // An explicit sort replaces the segments: the stored nearest-due key alone (due now whatever the day first).
    expect(names(await fleet({ sortField: 'nearestDue', sortOrder: 'ascend' }))).toEqual([
      'unknown',
      'cal overdue',
      ...order.slice(2),
    ]);
    const row = body.items[2];
    expect(row).toMatchObject({
      planeName: 'B-Y002',
      modelName: 'C172',
      allFlyHours: 500,
      due: { remainHours: 10, warning: true },
    });
  });

  it('filters: warning only, overdue only, within N days, within N hours, aircraft, model, tail number', async () => {
    expect(names(await fleet({ warningOnly: true })).sort()).toEqual(
      ['cal overdue', 'cal warning', 'hours warning', 'unknown'].sort(),
    );
    expect(names(await fleet({ overdueOnly: true }))).toEqual(['cal overdue']);
    // Within 5 days, forecasts included: the dated ones by then, 10 h at 4 h a day (2 days), and what is due
    // now whatever the date (unknown expiry).
    expect(names(await fleet({ dueWithinDays: 5 }))).toEqual([
      'cal overdue',
      'unknown',
      'hours warning',
      'cal warning',
    ]);
    expect(names(await fleet({ dueWithinDays: 1 }))).toEqual(['cal overdue', 'unknown']);
    expect(names(await fleet({ dueWithinHours: 50 }))).toEqual(['hours warning']);
    const onX = await fleet({ filters: [{ name: 'planeEntity', compare: 'eq', value: planeX.id }] });
    expect(onX.totalItems).toBe(4);
    const byModel = await fleet({ fixedFilters: [{ name: 'planeModel', compare: 'eq', value: otherModel.id }] });
    expect(byModel.totalItems).toBe(3);
    const byTail = await fleet({
      filters: [{ name: 'planeName', compare: 'contains', value: 'x001' }],
      warningOnly: true,
    });
    expect(names(byTail)).toEqual(['cal overdue', 'cal warning']);
    const byType = await fleet({ filters: [{ name: 'planeType', compare: 'eq', value: 999 }] });
    expect(byType.totalItems).toBe(0);
    const sorted = await fleet({ sortField: 'planeName', sortOrder: 'descend', pageSize: 1 });
    expect(sorted.items[0].planeName).toBe('B-Y002');
    expect(sorted.totalItems).toBe(7);
  });

  it('agrees with each row’s own due', async () => {
    const body = await fleet({});
    const warned = body.items.filter((r) => r.due.warning).map((r) => r.name);
    expect(warned.sort()).toEqual(names(await fleet({ warningOnly: true })).sort());
    const overdue = body.items.filter((r) => r.due.overdue).map((r) => r.name);
    expect(overdue).toEqual(names(await fleet({ overdueOnly: true })));
  });

  it('FleetSummary counts overdue, warning, due this month and next month', async () => {
    const res = await call('FleetSummary', c.admin.token, {});
    expect(res.statusCode, res.body).toBe(200);
    // 'hours warning' in 2 days (10 h at 4 h a day), 'cal warning' in 5, 'hours fine' in 25 (100 h).
    const end = monthEnd(today);
    const nextEnd = monthEnd(addDays(end, 1));
    const inThisMonth = [2, 5, 25].filter((d) => addDays(today, d) <= end).length;
    const inNextMonth = [2, 5, 25].filter((d) => addDays(today, d) > end && addDays(today, d) <= nextEnd).length;
    expect(res.json().body).toEqual({
      overdue: 1,
      warning: 4,
      // 'cal overdue' and 'unknown' are due now; the forecast and dated ones in their month.
      dueThisMonth: 2 + inThisMonth,
      dueNextMonth: 1 + inNextMonth,
    });
  });

  it('answers exactly what the endpoint contracts declare: rows with their due, fleet rows, figures', async () => {
    const body = await fleet({});
    expect(() => MaintainCtrl.api.QueryFleet.output.parse(body)).not.toThrow();
    for (const row of body.items) expect(Object.keys(row).sort()).toEqual(Object.keys(FleetRowSchema.shape).sort());
    const list = await call('Query', c.admin.token, {
      fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: planeX.id }],
    });
    expect(() => MaintainCtrl.api.Query.output.parse(list.json().body)).not.toThrow();
    const [row] = list.json().body.items;
    expect(Object.keys(row).sort()).toEqual(Object.keys(MaintainCtrlRowSchema.shape).sort());
    const summary = await call('FleetSummary', c.admin.token, {});
    expect(() => MaintainCtrl.api.FleetSummary.output.parse(summary.json().body)).not.toThrow();
  });
});

describe('list order: overdue first, nearest due, empty values last (issue 11, item 9)', () => {
  let d: Company;
  let plane: { id: number; name: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    d = await makeCompany(t, { name: 'Delta Aero Club' });
    plane = await makePlane(t, d.companyId, { modelId: model.id, name: 'B-D001', allFlyHours: 1000 });
    const add = async (name: string, timerContent: Rule[], extra: Record<string, unknown>) => {
      ids[name] = await addManual(d.admin.token, plane.id, name, timerContent, extra);
    };
    // Added in this order so that the id order (the tie-breaker) is not the expected one.
    // Due in 25 days (30-day interval done 5 days ago, warning window 30 days): warning, no hours.
    await add('due in 25 days', [rule({ name: 'r', type: 1, cc: '30D', cw: 30 })], { executeDate: day(-5) });
    // 200 h left of 250 h: fine; 120 h left of 150 h: fine. Both have hours and no calendar part.
    await add('200 h left', [rule({ name: 'r', type: 1, hc: 250, hw: 10 })], {
      executeDate: day(-1),
      executeHours: 950,
    });
    await add('120 h left', [rule({ name: 'r', type: 1, hc: 150, hw: 10 })], {
      executeDate: day(-1),
      executeHours: 970,
    });
    // 50 h interval done at 916 h: 1000 − 966 = −34 h, overdue by hours.
    await add('overdue by 34 h', [rule({ name: 'r', type: 1, hc: 50, hw: 5 })], {
      executeDate: day(-1),
      executeHours: 916,
    });
    // A calendar item far out, no hours.
    await add('due in 300 days', [rule({ name: 'r', type: 1, cc: '300D' })], { executeDate: day(0) });
  });

  const list = async (body: Record<string, unknown>, action = 'Query') => {
    const res = await call(action, d.admin.token, {
      fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }],
      pageSize: 50,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().body.items as Row[]).map((r) => r.name);
  };

  it('the drawer’s nearest-due sort lists the item overdue by hours before the one due in 25 days', async () => {
    const names = await list({ sortField: 'nearestDue', sortOrder: 'ascend' });
    expect(names.indexOf('overdue by 34 h')).toBeLessThan(names.indexOf('due in 25 days'));
    expect(names[0]).toBe('overdue by 34 h');
    // The monitor's default order: overdue, warning, then the rest.
    const fleet = await list({}, 'QueryFleet');
    expect(fleet.slice(0, 2)).toEqual(['overdue by 34 h', 'due in 25 days']);
  });

  it('nearest due compares days with hours (daysToDue, 4 h a day) on the server as on the client', async () => {
    // 120 h = 30 days and 200 h = 50 days ahead, between the items due in 25 and in 300 days; the monitor's
    // "rest" (neither warning nor overdue) in the same order.
    const order = ['overdue by 34 h', 'due in 25 days', '120 h left', '200 h left', 'due in 300 days'];
    expect(await list({ sortField: 'nearestDue', sortOrder: 'ascend' })).toEqual(order);
    expect(await list({}, 'QueryFleet')).toEqual(order);
  });

  it('remaining hours sort ascending and descending with the items without hours last', async () => {
    for (const action of ['Query', 'QueryFleet']) {
      expect(await list({ sortField: 'remainHours', sortOrder: 'ascend' }, action)).toEqual([
        'overdue by 34 h',
        '120 h left',
        '200 h left',
        'due in 25 days',
        'due in 300 days',
      ]);
      const desc = await list({ sortField: 'remainHours', sortOrder: 'descend' }, action);
      expect(desc.slice(0, 3)).toEqual(['200 h left', '120 h left', 'overdue by 34 h']);
      expect(desc.slice(3).sort()).toEqual(['due in 25 days', 'due in 300 days']);
    }
  });

  it('the expiry date sorts with the items without a date last, in both directions', async () => {
    const asc = await list({ sortField: 'dueDate', sortOrder: 'ascend' });
    expect(asc.slice(0, 2)).toEqual(['due in 25 days', 'due in 300 days']);
    const desc = await list({ sortField: 'dueDate', sortOrder: 'descend' });
    expect(desc.slice(0, 2)).toEqual(['due in 300 days', 'due in 25 days']);
  });
});

describe('the four figures add up with the monitor’s filters (issue 11, item 10)', () => {
  let e: Company;
  const ids: Record<string, number> = {};
  /** Last day of the month of a date. */
  const lastOfMonth = (date: string) => {
    const d = new Date(`${date}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
  };
  const daysFromToday = (date: string) =>
    Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  const monthEnd = lastOfMonth(today);
  const nextMonthEnd = lastOfMonth(addDays(monthEnd, 1));

  beforeAll(async () => {
    e = await makeCompany(t, { name: 'Echo Aviation' });
    const plane = await makePlane(t, e.companyId, { modelId: model.id, name: 'B-E001', allFlyHours: 1000 });
    const add = async (name: string, timerContent: Rule[], extra: Record<string, unknown> = {}) => {
      ids[name] = await addManual(e.admin.token, plane.id, name, timerContent, extra);
    };
    // An immediate rule: due today, warns every day.
    await add('immediate', [rule({ name: 'r', type: 3 })], { executeDate: day(-1) });
    // 30-day interval done 33 days ago: expired 3 days ago, overdue (whether that day was in this month or not).
    await add('overdue by date', [rule({ name: 'r', type: 1, cc: '30D' })], { executeDate: day(-33) });
    // 50 h interval done at 916 h of 1000 h: −34 h, overdue by hours, no date.
    await add('overdue by hours', [rule({ name: 'r', type: 1, hc: 50, hw: 5 })], {
      executeDate: day(-1),
      executeHours: 916,
    });
    // A fixed date on the month's last day, no warning window: due this month; warns only on that day.
    await add('month end', [rule({ name: 'r', type: 2, cw: 0 })], { expireDateSet: monthEnd });
    // A fixed date on the 10th of next month: due next month.
    await add('next month', [rule({ name: 'r', type: 2, cw: 0 })], { expireDateSet: addDays(monthEnd, 10) });
    // 150 h left, no date: at 4 h a day its nearest-due day is 37 days ahead. 300 days left: in none.
    await add('hours fine', [rule({ name: 'r', type: 1, hc: 200, hw: 10 })], {
      executeDate: day(-1),
      executeHours: 950,
    });
    await add('far', [rule({ name: 'r', type: 1, cc: '300D' })], { executeDate: day(0) });
    // Overdue but disabled: counted nowhere.
    await add('disabled', [rule({ name: 'r', type: 1, cc: '30D' })], { executeDate: day(-40) });
    await call('Disable', e.admin.token, { id: ids.disabled });
  });

  const total = async (body: Record<string, unknown>) => {
    const res = await call('QueryFleet', e.admin.token, { pageSize: 100, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body.totalItems as number;
  };

  it('counts a hand-counted fleet: immediate rules and overdue items are due this month', async () => {
    const res = await call('FleetSummary', e.admin.token, {});
    expect(res.statusCode, res.body).toBe(200);
    const monthEndWarns = today === monthEnd ? 1 : 0;
    expect(res.json().body).toEqual({
      // overdue by date, overdue by hours
      overdue: 2,
      // immediate + the two overdue ones (+ month end on its own day)
      warning: 3 + monthEndWarns,
      // immediate (due today), overdue by date, overdue by hours, month end
      dueThisMonth: 4,
      // next month, and 'hours fine' when 37 days ahead is in next month
      dueNextMonth: 1 + (addDays(today, 37) <= nextMonthEnd ? 1 : 0),
    });
  });

  it('each figure is the number of rows QueryFleet lists with the matching filter', async () => {
    const summary = (await call('FleetSummary', e.admin.token, {})).json().body;
    expect(await total({ overdueOnly: true })).toBe(summary.overdue);
    expect(await total({ warningOnly: true })).toBe(summary.warning);
    const thisMonth = await total({ dueWithinDays: daysFromToday(monthEnd) });
    expect(thisMonth).toBe(summary.dueThisMonth);
    const byNextMonthEnd = await total({ dueWithinDays: daysFromToday(nextMonthEnd) });
    expect(byNextMonthEnd - thisMonth).toBe(summary.dueNextMonth);
    // Overdue items are due within any number of days: the figures nest.
    expect(await total({ dueWithinDays: 0, overdueOnly: true })).toBe(summary.overdue);
  });
});
