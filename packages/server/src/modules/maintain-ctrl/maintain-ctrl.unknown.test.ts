import { addDays, todayIn } from '@hangar/domain/dates';
import { RuleType, type TimeRule, timeRule } from '@hangar/domain/due';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Issue 29, items 1 and 2, end to end: an item never executed has an unknown expiry (no forecast made up from
// the counters' day), and an executed one-off rule is complied (neither due nor warning), in the answered due,
// the stored due the fleet filters read, and the fleet monitor's counts.

let t: TestApp;
let a: Company;
let modelId: number;
const today = todayIn('UTC');

beforeAll(async () => {
  const w = await testWorld({ companies: { a: 'Unknown Air' }, models: { model: {} } });
  ({ t, a } = w);
  modelId = w.model.id;
});
afterAll(() => t.close());

const ok = async (url: string, body: unknown) => {
  const res = await t.call({ url: `/api/${url}`, token: a.admin.token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};
const stored = (id: number) =>
  t.db.kysely.selectFrom('maintain_ctrl').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function item(plane: number, name: string, rules: Partial<TimeRule>[], extra: Record<string, unknown> = {}) {
  const body = await ok('MaintainCtrl/Add', {
    planeEntity: plane,
    name,
    type: 1,
    content: name,
    timerContent: rules.map((r, i) => timeRule({ name: `${name} ${i}`, type: RuleType.Periodic, ...r })),
    timerSource: 1,
    timeAlign: 0,
    ...extra,
  });
  return body.id as number;
}
const rowOf = async (plane: number, id: number) => {
  const body = await ok('MaintainCtrl/Query', { fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane }] });
  return body.items.find((i: { id: number }) => i.id === id);
};
const fleetRow = async (id: number) =>
  (await ok('MaintainCtrl/QueryFleet', { filters: [{ name: 'id', compare: 'eq', value: id }] })).items[0];

describe('an item never executed (issue 29, item 1)', () => {
  it('has an unknown expiry and no forecast, even with a flight log to forecast from', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 500 });
    // A flight log: utilisation 3 h and 2 landings a day, counters read yesterday.
    await ok('PlaneFly/Add', { plane: plane.id, flyDate: addDays(today, -1), dayFlyHours: 3, dayFlyCount: 2 });
    const id = await item(plane.id, 'Notified, never executed', [{ hc: 100, hw: 10, cc: '12M', lc: 500 }]);
    const expected = {
      expireDate: null,
      remainDays: 0,
      expireHours: null,
      remainHours: 0,
      remainLandings: 0,
      forecastDate: null,
      dueDate: null,
      dueBy: null,
      warning: true,
      overdue: false,
      unknown: true,
      complied: false,
    };
    const row = await rowOf(plane.id, id);
    expect(row.due).toMatchObject(expected);
    expect(row.rulesDue[0]).toMatchObject(expected);
    expect((await fleetRow(id)).due).toMatchObject(expected);
    // Stored: no forecast day, no due-by; first in the nearest-due order because it warns whatever the day.
    expect(await stored(id)).toMatchObject({
      due_forecast_date: null,
      due_by: 0,
      due_always_warn: 1,
      due_sort: '0001-01-01 00:00:00',
    });
    // Executed: the hours and landings parts are known and forecast again.
    await ok('MaintainCtrl/UpdateExecDate', { id, name: 'Notified, never executed', executeDate: today });
    await ok('MaintainCtrl/UpdateExecHours', { id, planeEntity: plane.id, name: 'x', executeHours: 480 });
    const after = (await rowOf(plane.id, id)).due;
    // 80 h left at 3 h a day from yesterday: ceil(26.67) = 27 days.
    expect(after).toMatchObject({ expireHours: 580, remainHours: 77, unknown: true });
    expect(after.forecastDate).toBe(addDays(today, -1 + 26));
  });
});

describe('a one-off rule executed (issue 29, item 2)', () => {
  it('is complied: neither due nor warning, in the list, the fleet monitor and its counts', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 500 });
    const comply = { type: RuleType.FixedDateOnce, cw: 30 };
    const pending = await item(plane.id, 'AD pending', [comply], { expireDateSet: addDays(today, 25) });
    const done = await item(plane.id, 'AD complied', [comply], {
      expireDateSet: addDays(today, 25),
      executeDate: addDays(today, -60),
    });
    const summaryBefore = await ok('MaintainCtrl/FleetSummary', {});
    expect((await rowOf(plane.id, pending)).due).toMatchObject({
      expireDate: addDays(today, 25),
      remainDays: 25,
      warning: true,
      complied: false,
    });
    const row = await rowOf(plane.id, done);
    const complied = {
      expireDate: null,
      remainDays: null,
      dueDate: null,
      warning: false,
      overdue: false,
      unknown: false,
      complied: true,
    };
    expect(row.due).toMatchObject(complied);
    expect(row.rulesDue[0]).toMatchObject(complied);
    expect((await fleetRow(done)).due).toMatchObject(complied);
    expect(await stored(done)).toMatchObject({
      due_expire_date: null,
      due_warn_date: null,
      due_always_warn: 0,
      due_sort: '9999-12-31 00:00:00',
    });
    // The monitor's warning filter finds the pending AD, not the complied one.
    const warning = await ok('MaintainCtrl/QueryFleet', {
      pageSize: 100,
      warningOnly: true,
      filters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }],
    });
    expect(warning.items.map((i: { id: number }) => i.id)).toEqual([pending]);
    // Clearing the execution makes it due again.
    await ok('MaintainCtrl/UpdateExecDate', { id: done, name: 'AD complied', executeDate: null });
    expect((await rowOf(plane.id, done)).due).toMatchObject({ remainDays: 25, warning: true, complied: false });
    const summaryAfter = await ok('MaintainCtrl/FleetSummary', {});
    expect(summaryAfter.warning).toBe(summaryBefore.warning + 1);
  });
});
