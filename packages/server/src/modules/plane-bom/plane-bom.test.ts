import { ObjType } from '@hangar/domain/codes';
import { bomSheetValues, type PlaneBomRow } from '@hangar/domain/contracts/components';
import { partNumberKey } from '@hangar/domain/contracts/materials';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeCompany, makeMember, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Installed components: the chains of an aircraft (replace, restore), life limits accruing from the flight log
// and travelling with a part and serial number, the all-or-nothing import.

let t: TestApp;
let a: Company;
let b: Company;
let modelId: number;
let writer: Actor;
let viewer: Actor;
let today: string;

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
  today = todayIn(t.config.timeZone);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/PlaneBom/${action}`, token, body, lang });

async function ok(action: string, body: unknown, token = writer.token) {
  const res = await call(action, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const add = (planeId: number, over: Record<string, unknown> = {}, token = writer.token) =>
  ok('Add', { plane: planeId, category: '发动机', name: 'Engine', ...over }, token);

async function fly(planeId: number, flyDate: string, dayFlyHours: number, dayFlyCount: number) {
  const res = await t.call({
    url: '/api/PlaneFly/Add',
    token: writer.token,
    body: { plane: planeId, flyDate, dayFlyHours, dayFlyCount },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const listOf = async (planeId: number, token = viewer.token, extra: Record<string, unknown> = {}) =>
  ok('Query', { fixedFilters: [{ name: 'plane', compare: 'eq', value: planeId }], pageSize: 100, ...extra }, token);
const historyOf = async (original: number, token = viewer.token) =>
  ok('QueryRetire', { fixedFilters: [{ name: 'original', compare: 'eq', value: original }] }, token);
const stored = (id: number) =>
  t.db.kysely.selectFrom('plane_bom').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const rowsOf = (planeId: number) =>
  t.db.kysely.selectFrom('plane_bom').selectAll().where('plane_id', '=', planeId).orderBy('id').execute();

describe('PlaneBom Add / Query / Update', () => {
  it('adds at the end of the list with the aircraft’s totals, answers the life, logs the row', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1234.5 });
    const first = await add(plane.id, {
      name: 'Lycoming IO-360',
      model: 'IO-360-L2A',
      seri: 'L-100',
      ctype: 1,
      manufactureDate: '2020-05-01',
      lifeHours: 2000,
      lifeCalendar: '12Y',
      remarks: 'Overhauled',
    });
    expect(first).toMatchObject({
      plane: plane.id,
      planeName: plane.name,
      category: '发动机',
      ctype: 1,
      times: 0,
      closed: 0,
      sorter: 1,
      original: first.id,
      installDate: `${today} 00:00:00`,
      installPlaneHours: 1234.5,
      installPlaneLandings: 0,
      tsnHours: 0,
      csnLandings: 0,
      lifeState: 0,
      lifeRemainHours: 2000,
      lifeExpireDate: '2032-05-01 00:00:00',
      life: {
        tsnHours: 0,
        remainHours: 2000,
        remainLandings: null,
        expireDate: '2032-05-01',
        warning: false,
        overdue: false,
      },
      createdBy: writer.userId,
    });
    // Without a limit: no life, times unknown.
    const second = await add(plane.id, { category: '航电', name: 'GPS', installDate: '2024-02-03' });
    expect(second).toMatchObject({ sorter: 2, life: null, tsnHours: null, installDate: '2024-02-03 00:00:00' });
    const third = await add(plane.id, { category: '机体', name: 'Seat', model: 'S-1' });
    const list = await listOf(plane.id);
    expect(list.totalItems).toBe(3);
    expect(list.items.map((r: { id: number }) => r.id)).toEqual([first.id, second.id, third.id]);
    // The same row, with the viewer's abilities (no write grant) instead of the writer's.
    expect(list.items[0]).toEqual({
      ...first,
      abilities: { update: false, replace: false, restore: false, delete: false },
    });
    // The search bar's fields.
    const found = await listOf(plane.id, viewer.token, {
      filters: [
        { name: 'name', compare: 'contains', value: 'gps', relate: 'or' },
        { name: 'model', compare: 'contains', value: 'S-1', relate: 'or' },
      ],
    });
    expect(found.items.map((r: { id: number }) => r.id)).toEqual([second.id, third.id]);
    const bySerial = await listOf(plane.id, viewer.token, {
      filters: [{ name: 'seri', compare: 'contains', value: 'L-1' }],
    });
    expect(bySerial.items.map((r: { id: number }) => r.id)).toEqual([first.id]);
    const byCategory = await listOf(plane.id, viewer.token, {
      filters: [{ name: 'category', compare: 'eq', value: '航电' }],
    });
    expect(byCategory.items.map((r: { id: number }) => r.id)).toEqual([second.id]);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.InstalledList, targetId: first.id });
    expect(log.job).toBe('Add');
    expect(JSON.parse(log.oper_content).changes).toMatchObject({
      name: [null, 'Lycoming IO-360'],
      lifeHours: [null, 2000],
    });
  });

  it('needs the aircraft filter and names what is wrong in a write', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const none = await call('Query', viewer.token, { fixedFilters: [] }, 'en-US');
    expect(failure(none).status).toBe(400);
    expect(none.json().errors).toEqual([
      { field: 'fixedFilters.plane', message: 'The query needs the filter fixedFilters.plane' },
    ]);
    const noChain = await call('QueryRetire', viewer.token, {}, 'en-US');
    expect(noChain.json().errors[0].field).toBe('fixedFilters.original');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'The name cannot be empty'],
      [{ category: ' ' }, 'category', 'The category cannot be empty'],
      [{ lifeHours: -1 }, 'lifeHours', 'The life in hours must be a number, 0 or more'],
      [{ lifeLandings: 1.5 }, 'lifeLandings', 'The life in landings must be a whole number, 0 or more'],
      [{ lifeCalendar: 'forever' }, 'lifeCalendar', 'The calendar life is not valid (e.g. 20Y, 6M, 180D)'],
      [{ tsnHours: 'x' }, 'tsnHours', 'The hours since new must be a number, 0 or more'],
      [{ ctype: 7 }, 'ctype', 'The component type is not valid'],
      [{ material: 2_000_000_000 }, 'material', 'The material does not exist'],
    ];
    const before = await logCount(t);
    for (const [over, field, message] of cases) {
      const res = await call('Add', writer.token, { plane: plane.id, category: 'C', name: 'N', ...over }, 'en-US');
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors, field).toEqual([{ field, message }]);
    }
    expect(await logCount(t)).toBe(before);
    expect(await rowsOf(plane.id)).toEqual([]);
  });

  it('changes a current row (a limit set later counts from 0); a retired row and the aircraft are fixed', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 50 });
    const row = await add(plane.id, { name: 'Prop', model: 'P-1', seri: 'S-1' });
    expect(row.life).toBeNull();
    const changed = await ok('Update', { id: row.id, lifeLandings: 1000, remarks: 'New blade' });
    expect(changed).toMatchObject({ lifeLandings: 1000, csnLandings: 0, remarks: 'New blade', name: 'Prop' });
    expect(changed.life).toMatchObject({ remainLandings: 1000, warning: false });
    expect(await stored(row.id)).toMatchObject({ life_remain_landings: 1000, remarks: 'New blade' });
    const other = await makePlane(t, a.companyId, { modelId });
    const moved = await call('Update', writer.token, { id: row.id, plane: other.id }, 'en-US');
    expect(moved.json().errors[0]).toEqual({
      field: 'plane',
      message: 'The aircraft of a component cannot be changed (replace it instead)',
    });
    await ok('Replace', { id: row.id, name: 'Prop 2' });
    const retired = await call('Update', writer.token, { id: row.id, remarks: 'x' }, 'en-US');
    expect(failure(retired)).toMatchObject({
      status: 601,
      msg: 'This component has been replaced: its history record cannot be changed',
    });
    const log = await logRows(t, a.companyId, { targetType: ObjType.InstalledList, targetId: row.id });
    expect(log.map((l) => l.job)).toEqual(['Replace', 'Update', 'Add']);
  });
});

describe('PlaneBom Update keeps what it is not sent', () => {
  it('an engine stays an engine when another field is changed (no default written over the stored type)', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 50 });
    const engine = await add(plane.id, { name: 'Engine', model: 'IO-360', seri: 'E-KEEP-1', ctype: 1 });
    const changed = await ok('Update', { id: engine.id, remarks: 'Borescope done' });
    expect(changed).toMatchObject({ ctype: 1, remarks: 'Borescope done' });
    expect(await stored(engine.id)).toMatchObject({ ctype: 1 });
  });
});

describe('PlaneBom Replace / Restore / Delete: the chain', () => {
  it('retires the current row with its removal figures and adds the next in the same place; restore undoes it', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000 });
    await add(plane.id, { category: '机体', name: 'Wing' });
    const engine = await add(plane.id, {
      ctype: 1,
      name: 'Engine',
      model: 'E-1',
      seri: 'SN-A',
      lifeHours: 2000,
      lifeLandings: 5000,
      tsnHours: 100,
      csnLandings: 200,
      installDate: '2026-01-01',
    });
    await fly(plane.id, '2026-02-01', 10.5, 7);
    const beforeReplace = (await listOf(plane.id)).items[1];
    expect(beforeReplace.life).toMatchObject({ tsnHours: 110.5, csnLandings: 207 });

    const second = await ok('Replace', {
      id: engine.id,
      name: 'Engine (exchange)',
      model: 'E-1',
      seri: 'SN-B',
      lifeHours: 2000,
      installDate: '2026-03-01',
    });
    expect(second).toMatchObject({
      times: 1,
      original: engine.id,
      sorter: engine.sorter,
      category: '发动机',
      ctype: 1,
      closed: 0,
      installDate: '2026-03-01 00:00:00',
      installPlaneHours: 1010.5,
      installPlaneLandings: 7,
      tsnHours: 0,
      csnLandings: 0,
    });
    const retired = await stored(engine.id);
    expect(retired).toMatchObject({
      closed: 1,
      remove_date: '2026-03-01 00:00:00',
      remove_tsn_hours: 110.5,
      remove_csn_landings: 207,
    });
    // The list shows the chain's current row in the old place.
    expect((await listOf(plane.id)).items.map((r: { id: number }) => r.id)[1]).toBe(second.id);
    // Life accrues only while installed: the retired row keeps its figures, the new one counts from its install.
    await fly(plane.id, '2026-03-02', 5, 2);
    expect((await listOf(plane.id)).items[1].life).toMatchObject({ tsnHours: 5, csnLandings: 2 });
    expect((await historyOf(engine.id)).items[0].life).toMatchObject({ tsnHours: 110.5, csnLandings: 207 });

    const third = await ok('Replace', { id: second.id, name: 'Engine 3', seri: 'SN-C' });
    expect(third).toMatchObject({ times: 2, original: engine.id, installDate: `${today} 00:00:00` });
    expect((await stored(second.id)).remove_date).toBe(`${today} 00:00:00`);
    const history = await historyOf(engine.id);
    expect(history.items.map((r: { id: number; times: number }) => [r.id, r.times])).toEqual([
      [second.id, 1],
      [engine.id, 0],
    ]);
    expect(history.items[1].life).toMatchObject({ tsnHours: 110.5, remainHours: 1889.5 });

    // Restore: the latest replacement goes, the retired row is current again.
    const back = await ok('Restore', { id: third.id });
    expect(back).toMatchObject({ id: second.id, closed: 0, removeDate: null, removeTsnHours: null });
    expect(await t.db.kysely.selectFrom('plane_bom').select('id').where('id', '=', third.id).execute()).toEqual([]);
    const original = await ok('Restore', { id: second.id });
    // Back exactly as before; cancelling the replacement means the engine never left, so it has flown since.
    const restored = {
      ...beforeReplace,
      lifeRemainHours: 1884.5,
      lifeRemainLandings: 4791,
      life: { ...beforeReplace.life, tsnHours: 115.5, csnLandings: 209, remainHours: 1884.5, remainLandings: 4791 },
    };
    // The writer's answer, with the writer's abilities: the chain is one row again, so it may be deleted.
    expect(original).toEqual({ ...restored, abilities: { update: true, replace: true, restore: false, delete: true } });
    expect((await listOf(plane.id)).items[1]).toEqual(restored);
    expect((await historyOf(engine.id)).items).toEqual([]);

    const nothing = await call('Restore', writer.token, { id: engine.id }, 'en-US');
    expect(failure(nothing)).toMatchObject({ status: 601, msg: 'This component has no replacement to cancel' });
    const log = await logRows(t, a.companyId, { targetType: ObjType.InstalledList, targetId: second.id });
    expect(log.map((l) => l.job)).toEqual(['Restore', 'Restore', 'Replace', 'Replace']);
  });

  it('records an engine or propeller replacement as the aircraft’s assembly row; restore deletes it', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 500 });
    const engine = await add(plane.id, { ctype: 1, name: 'Engine', model: 'E-9', seri: 'E-OUT', tsnHours: 40 });
    const propeller = await add(plane.id, { ctype: 2, name: 'Propeller', model: 'P-9', seri: 'P-OUT' });
    const wing = await add(plane.id, { ctype: 0, category: '机体', name: 'Wing', model: 'W-9', seri: 'W-OUT' });
    await fly(plane.id, '2026-01-05', 12.25, 3);
    const assemblies = () =>
      t.db.kysely.selectFrom('maintain_assembly').selectAll().where('plane_id', '=', plane.id).orderBy('id').execute();

    const next = await ok('Replace', {
      id: engine.id,
      name: 'Engine (overhauled)',
      model: 'E-9',
      seri: 'E-IN',
      tsnHours: 7.5,
      installDate: '2026-02-01',
    });
    await ok('Replace', { id: wing.id, name: 'Wing', model: 'W-9', seri: 'W-IN' });
    const newProp = await ok('Replace', { id: propeller.id, name: 'Propeller', model: 'P-9', seri: 'P-IN' });
    const rows = await assemblies();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      company_id: a.companyId,
      parent_id: null,
      ctype: 1,
      name: 'Engine (overhauled)',
      remove_model: 'E-9',
      remove_seri: 'E-OUT',
      install_model: 'E-9',
      install_seri: 'E-IN',
      change_date: '2026-02-01 00:00:00',
      remove_bom: engine.id,
      install_bom: next.id,
      state: 1,
    });
    // The removed engine's time since new at removal (40 + 12.25 flown), the new one's as given.
    expect(Number(rows[0].remove_hours)).toBe(52.25);
    expect(Number(rows[0].install_hours)).toBe(7.5);
    expect(rows[1]).toMatchObject({ ctype: 2, remove_seri: 'P-OUT', install_seri: 'P-IN', install_bom: newProp.id });
    expect(rows[1].remove_hours).toBeNull();
    // The aircraft's engine list shows it.
    const listed = await t.call({
      url: '/api/MaintainAssembly/Query',
      token: viewer.token,
      body: {
        fixedFilters: [
          { name: 'plane', compare: 'eq', value: plane.id },
          { name: 'ctype', compare: 'eq', value: 1 },
        ],
      },
    });
    expect(listed.json().body.items.map((r: { id: number }) => r.id)).toEqual([rows[0].id]);
    const added = await logRows(t, a.companyId, { targetType: ObjType.Assembly, targetId: rows[0].id });
    expect(added.map((l) => l.job)).toEqual(['Replace']);
    // The component list's own record: it changes only by undoing the replacement there.
    for (const [action, body] of [
      ['Update', { id: rows[0].id, comments: 'edited' }],
      ['Delete', { id: rows[0].id }],
    ] as const) {
      const refused = await t.call({ url: `/api/MaintainAssembly/${action}`, token: writer.token, body });
      expect(failure(refused)).toMatchObject({ status: 601, msg: '由部件更换生成的记录，只能在装机清单中撤销更换' });
    }

    // Cancelling the engine change removes its row (the propeller's stays).
    await ok('Restore', { id: next.id });
    expect((await assemblies()).map((r) => r.id)).toEqual([rows[1].id]);
    const log = await logRows(t, a.companyId, { targetType: ObjType.Assembly, targetId: rows[0].id });
    expect(log.map((l) => l.job)).toEqual(['Restore', 'Replace']);
    expect(JSON.parse(String(log[0].oper_content))).toMatchObject({ before: { installSeri: 'E-IN' } });
  });

  it('leaves nothing behind when the replacement of an engine fails', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const other = await makePlane(t, a.companyId, { modelId });
    const engine = await add(plane.id, { ctype: 1, name: 'Engine', model: 'E-8', seri: 'E8-1' });
    await add(other.id, { ctype: 1, name: 'Engine', model: 'E-8', seri: 'E8-2' });
    const before = await logCount(t);
    const refused = await call('Replace', writer.token, { id: engine.id, name: 'Engine', model: 'E-8', seri: 'E8-2' });
    expect(failure(refused).status).toBe(400);
    const rows = await t.db.kysely
      .selectFrom('maintain_assembly')
      .select('id')
      .where('plane_id', '=', plane.id)
      .execute();
    expect(rows).toEqual([]);
    expect(await logCount(t)).toBe(before);
  });

  it('deletes a row without history only', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const row = await add(plane.id);
    const next = await ok('Replace', { id: row.id, name: 'Next' });
    const refused = await call('Delete', writer.token, { id: next.id }, 'en-US');
    expect(failure(refused)).toMatchObject({
      status: 601,
      msg: 'This component has replacement history and cannot be deleted (cancel its replacements first)',
    });
    const retired = await call('Delete', writer.token, { id: row.id }, 'en-US');
    expect(failure(retired).status).toBe(601);
    await ok('Restore', { id: next.id });
    expect(await ok('Delete', { id: row.id })).toEqual({ id: row.id });
    expect(await rowsOf(plane.id)).toEqual([]);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.InstalledList, targetId: row.id });
    expect(log.job).toBe('Delete');
  });

  it('carries the time since new of a part and serial number to another aircraft', async () => {
    const p1 = await makePlane(t, a.companyId, { modelId, allFlyHours: 500 });
    const p2 = await makePlane(t, a.companyId, { modelId, allFlyHours: 3000 });
    const mag = await add(p1.id, { name: 'Magneto', model: 'MAG-4', seri: 'T-77', lifeHours: 500, tsnHours: 40 });
    await fly(p1.id, '2026-01-05', 12, 4);
    await ok('Replace', { id: mag.id, name: 'Magneto', model: 'MAG-4', seri: 'T-78' });
    expect(await stored(mag.id)).toMatchObject({ remove_tsn_hours: 52, remove_csn_landings: 4 });
    // The same unit installed in another aircraft: it starts from its removal figures.
    const again = await add(p2.id, { name: 'Magneto', model: 'MAG-4', seri: 'T-77', lifeHours: 500 });
    expect(again).toMatchObject({ tsnHours: 52, csnLandings: 4, installPlaneHours: 3000 });
    await fly(p2.id, '2026-01-06', 3.5, 2);
    const [row] = (await listOf(p2.id)).items;
    expect(row.life).toMatchObject({ tsnHours: 55.5, csnLandings: 6, remainHours: 444.5 });
    // Given figures win (the unit taken off again first: a serial is installed in one place at a time);
    // another company's removals are not looked at.
    await ok('Delete', { id: again.id });
    const typed = await add(p2.id, { name: 'Magneto', model: 'MAG-4', seri: 'T-77', tsnHours: 1 });
    expect(typed).toMatchObject({ tsnHours: 1, csnLandings: 4 });
    const elsewhere = await makePlane(t, b.companyId, { modelId });
    const foreign = await ok(
      'Add',
      { plane: elsewhere.id, category: 'C', name: 'M', model: 'MAG-4', seri: 'T-77', lifeHours: 9 },
      b.admin.token,
    );
    expect(foreign).toMatchObject({ tsnHours: 0, csnLandings: 0 });
  });
});

describe('PlaneBom: a serialised part is installed in one place at a time', () => {
  it('refuses a part and serial installed elsewhere on Add, Update, Restore and Import, and allows a refit', async () => {
    const p1 = await makePlane(t, a.companyId, { modelId });
    const p2 = await makePlane(t, a.companyId, { modelId });
    const prop = await add(p1.id, { name: 'Propeller', model: 'MTV-6', seri: 'P-1' });
    const refused = await call('Add', writer.token, {
      plane: p2.id,
      category: 'P',
      name: 'Propeller',
      model: 'MTV-6',
      seri: 'P-1',
    });
    expect(failure(refused)).toMatchObject({ status: 400, msg: `件号 MTV-6 序号 P-1 已装在 ${p1.name} 上` });
    const other = await add(p2.id, { name: 'Propeller', model: 'MTV-6', seri: 'P-2' });
    expect(failure(await call('Update', writer.token, { id: other.id, seri: 'P-1' })).status).toBe(400);
    // Refitting the same unit after an inspection is a replacement by itself.
    const refit = await ok('Replace', { id: prop.id, name: 'Propeller', model: 'MTV-6', seri: 'P-1' });
    expect(refit).toMatchObject({ seri: 'P-1', times: 1 });
    // Replaced by another unit, the removed one goes to p2 …
    const next = await ok('Replace', { id: refit.id, name: 'Propeller', model: 'MTV-6', seri: 'P-3' });
    await ok('Delete', { id: other.id });
    await add(p2.id, { name: 'Propeller', model: 'MTV-6', seri: 'P-1' });
    // … so cancelling the replacement on p1 cannot bring it back there.
    const back = failure(await call('Restore', writer.token, { id: next.id }));
    expect(back).toMatchObject({ status: 400, msg: `件号 MTV-6 序号 P-1 已装在 ${p2.name} 上` });
    expect((await listOf(p1.id)).items.map((r: { seri: string }) => r.seri)).toEqual(['P-3']);
    // A sheet: a serial twice, and one installed elsewhere; nothing is saved.
    const p3 = await makePlane(t, a.companyId, { modelId });
    const res = await call('Import', writer.token, {
      plane: p3.id,
      rows: [
        { row: 2, category: 'P', name: 'Propeller', model: 'MTV-6', seri: 'P-9' },
        { row: 3, category: 'P', name: 'Propeller', model: 'MTV-6', seri: 'P-9' },
        { row: 4, category: 'P', name: 'Propeller', model: 'MTV-6', seri: 'P-3' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      { row: 3, field: 'seri', message: '第 3 行 序号：件号 MTV-6 序号 P-9 与第 2 行重复' },
      { row: 4, field: 'seri', message: `第 4 行 序号：件号 MTV-6 序号 P-3 已装在 ${p1.name} 上` },
    ]);
    expect(await rowsOf(p3.id)).toEqual([]);
  });
});

describe('PlaneBom life: accrual from the flight log, QueryLife, LifeSummary', () => {
  it('drops the remaining hours by the flown hours and warns at 10 % left, stored and listed', async () => {
    const c = await makeCompany(t, { name: 'Life Air' });
    const w = await makeMember(t, c, [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Delete'] }]);
    const plane = await makePlane(t, c.companyId, { modelId, allFlyHours: 200 });
    const other = await makePlane(t, c.companyId, { modelId, allFlyHours: 10 });
    const part = await add(plane.id, { name: 'Starter', lifeHours: 100, tsnHours: 80 }, w.token);
    const fine = await add(other.id, { name: 'Vacuum pump', lifeHours: 1000 }, w.token);
    await add(other.id, { name: 'No limit' }, w.token);
    const dated = await add(
      other.id,
      { name: 'ELT battery', lifeCalendar: '2Y', manufactureDate: '2020-01-01' },
      w.token,
    );
    const flyC = async (planeId: number, flyDate: string, hours: number) => {
      const res = await t.call({
        url: '/api/PlaneFly/Add',
        token: w.token,
        body: { plane: planeId, flyDate, dayFlyHours: hours, dayFlyCount: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await flyC(plane.id, '2026-01-10', 5.25);
    expect(await stored(part.id)).toMatchObject({ life_remain_hours: 14.75, life_state: 0 });
    await flyC(plane.id, '2026-01-11', 4.75);
    expect(await stored(part.id)).toMatchObject({ life_remain_hours: 10, life_state: 1 });
    const life = (await listOf(plane.id, w.token)).items[0].life;
    expect(life).toMatchObject({ tsnHours: 90, remainHours: 10, warning: true, overdue: false });

    const all = await ok('QueryLife', {}, w.token);
    // Overdue (the battery expired in 2022), then warning, then the rest.
    expect(all.items.map((r: { id: number }) => r.id)).toEqual([dated.id, part.id, fine.id]);
    expect(all.items[0].life).toMatchObject({ overdue: true, expireDate: '2022-01-01' });
    const warned = await ok('QueryLife', { filters: [{ name: 'lifeState', compare: 'ge', value: 1 }] }, w.token);
    expect(warned.items.map((r: { id: number }) => r.id)).toEqual([dated.id, part.id]);
    const overdue = await ok('QueryLife', { filters: [{ name: 'lifeState', compare: 'eq', value: 2 }] }, w.token);
    expect(overdue.totalItems).toBe(1);
    const ofPlane = await ok(
      'QueryLife',
      { fixedFilters: [{ name: 'plane', compare: 'eq', value: other.id }] },
      w.token,
    );
    expect(ofPlane.items.map((r: { id: number }) => r.id)).toEqual([dated.id, fine.id]);
    const bad = await call('QueryLife', w.token, { filters: [{ name: 'closed', compare: 'eq', value: 1 }] });
    expect(failure(bad).status).toBe(400);
    expect(await ok('LifeSummary', {}, w.token)).toMatchObject({
      warning: 2,
      overdue: 1,
      items: [{ id: dated.id }, { id: part.id }],
    });
    // Another company sees none of it.
    expect(await ok('LifeSummary', {}, b.admin.token)).toMatchObject({ warning: 0, overdue: 0, items: [] });
  });
});

describe('counters at the install and removal days (issue 29)', () => {
  it('an import stamps a part installed a week ago with the flight log’s totals then, not today’s', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1000 });
    // Opening balance 1000 h / 0 landings; 10 days ago +2 h, 8 days ago +3 h, 3 days ago +4 h (today 1009 h).
    await fly(plane.id, addDays(today, -10), 2, 2);
    await fly(plane.id, addDays(today, -8), 3, 3);
    await fly(plane.id, addDays(today, -3), 4, 4);
    const weekAgo = addDays(today, -7);
    await ok('Import', {
      plane: plane.id,
      rows: [
        { row: 2, category: '机体', name: 'Magneto', installDate: weekAgo, lifeHours: '500' },
        { row: 3, category: '机体', name: 'Battery', installDate: addDays(today, -20) },
        { row: 4, category: '机体', name: 'Pitot' },
      ],
    });
    const [magneto, battery, pitot] = await rowsOf(plane.id);
    // A week ago: after the flights of 10 and 8 days ago (1005 h, 5 landings); the 4 h since count on the part.
    expect(magneto).toMatchObject({ install_plane_hours: 1005, install_plane_landings: 5, tsn_hours: 0 });
    const [listed] = (await listOf(plane.id)).items;
    expect(listed.life).toMatchObject({ tsnHours: 4, remainHours: 496 });
    // Before the first record: the opening balance; no day: today's totals.
    expect(battery).toMatchObject({ install_plane_hours: 1000, install_plane_landings: 0 });
    expect(pitot).toMatchObject({ install_plane_hours: 1009, install_plane_landings: 9 });
  });

  it('a replaced part keeps the aircraft’s hours and landings at its removal, shown in its history', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 2000 });
    await fly(plane.id, addDays(today, -6), 1.5, 2);
    const part = await add(plane.id, { category: '机体', name: 'Alternator', installDate: addDays(today, -5) });
    await fly(plane.id, addDays(today, -4), 2.5, 3);
    await fly(plane.id, addDays(today, -1), 1, 1);
    // Removed two days ago, without a time since new known: the aircraft's totals then are still recorded.
    await ok('Replace', { id: part.id, name: 'Alternator', installDate: addDays(today, -2) });
    const [history] = (await historyOf(part.id)).items;
    expect(history).toMatchObject({
      id: part.id,
      installPlaneHours: 2001.5,
      installPlaneLandings: 2,
      removeDate: `${addDays(today, -2)} 00:00:00`,
      removePlaneHours: 2004,
      removePlaneLandings: 5,
      removeTsnHours: null,
    });
    const [, next] = await rowsOf(plane.id);
    expect(next).toMatchObject({ install_plane_hours: 2004, install_plane_landings: 5, closed: 0 });
    // Restore reopens it as it was: no removal figures.
    await ok('Restore', { id: next.id });
    expect(await stored(part.id)).toMatchObject({ closed: 0, remove_plane_hours: null, remove_plane_landings: null });
  });
});

describe('PlaneBom Import', () => {
  it('refuses a sheet with a bad row naming row and field, saves nothing; then saves a good sheet in one log row', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 77 });
    const before = await logCount(t);
    const bad = await call(
      'Import',
      writer.token,
      {
        plane: plane.id,
        rows: [
          { row: 2, category: '机体', name: 'Wing', installDate: '2024-01-02' },
          { row: 3, category: '', name: 'Door' },
          { row: 4, category: '发动机', name: 'Engine', tsnHours: 'abc', installDate: '2024-13-45' },
          { row: 5, category: '发动机', name: 'Prop', lifeHours: '1,200' },
        ],
      },
      'en-US',
    );
    expect(failure(bad)).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: 'Import failed: 3 problems; nothing was saved',
    });
    // Each names the row, the column's heading as the template shows it, the value found and what was expected.
    expect(bad.json().problems).toEqual([
      { row: 3, field: 'category', message: 'Row 3, Category: is empty (this column is required)' },
      {
        row: 4,
        field: 'installDate',
        message: "Row 4, Install date: '2024-13-45' is not a date (expected a date such as 2024-03-05)",
      },
      {
        row: 4,
        field: 'tsnHours',
        message: "Row 4, TSN at installation: 'abc' is not a number (expected a number of 0 or more)",
      },
    ]);
    expect(await rowsOf(plane.id)).toEqual([]);
    expect(await logCount(t)).toBe(before);

    await add(plane.id, { category: '航电', name: 'Radio' });
    const good = await ok('Import', {
      plane: plane.id,
      rows: [
        { row: 2, category: '机体', name: 'Wing', installDate: '2024-01-02', remarks: 'Left' },
        { row: 3, category: '机体', name: 'Door', model: 'D-1', seri: 'X' },
        { row: 4, category: '发动机', name: 'Engine', tsnHours: '120.5', lifeHours: '1,200', csnLandings: 30 },
      ],
    });
    expect(good).toEqual({ added: 3, updated: 0 });
    const rows = await rowsOf(plane.id);
    expect(
      rows.map((r) => [r.name, r.sorter, r.original === r.id, r.install_plane_hours, r.tsn_hours, r.life_remain_hours]),
    ).toEqual([
      ['Radio', 1, true, 77, null, null],
      ['Wing', 2, true, 77, null, null],
      ['Door', 3, true, 77, null, null],
      ['Engine', 4, true, 77, 120.5, 1079.5],
    ]);
    expect(rows[1].install_date).toBe('2024-01-02 00:00:00');
    expect(await logCount(t)).toBe(before + 2);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.InstalledList });
    expect(log.job).toBe('Import');
    expect(JSON.parse(log.oper_content).changes).toMatchObject({ imported: [null, 3], plane: [null, plane.id] });
  });

  it('words each problem in both languages: the row, the template’s heading, the value found, what was expected', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const rows = [
      { row: 3, category: 'C', name: 'A', tsnHours: 'abc' },
      { row: 4, category: 'C', name: 'B', csnLandings: 2.5, lifeHours: -3 },
      { row: 5, category: 'C', name: 'D', lifeCalendar: 'soon', manufactureDate: '明年' },
    ];
    const zh = await call('Import', writer.token, { plane: plane.id, rows });
    expect(zh.json().problems.map((p: { message: string }) => p.message)).toEqual([
      "第 3 行 装机时 TSN：'abc' 不是数字（应为 0 或更大的数字）",
      "第 4 行 装机时 CSN：'2.5' 不符合要求（应为 0 或更大的整数）",
      "第 4 行 寿命小时：'-3' 不符合要求（应为 0 或更大的数字）",
      "第 5 行 生产日期：'明年' 不是日期（应为 日期，如 2024-03-05）",
      "第 5 行 日历寿命：'soon' 不符合要求（应为 日历寿命，如 20Y、6M、180D）",
    ]);
    const en = await call('Import', writer.token, { plane: plane.id, rows }, 'en-US');
    expect(en.json().problems.map((p: { message: string }) => p.message)).toEqual([
      "Row 3, TSN at installation: 'abc' is not a number (expected a number of 0 or more)",
      "Row 4, CSN at installation: '2.5' is not valid (expected a whole number of 0 or more)",
      "Row 4, Life (hours): '-3' is not valid (expected a number of 0 or more)",
      "Row 5, Manufacture date: '明年' is not a date (expected a date such as 2024-03-05)",
      "Row 5, Calendar life: 'soon' is not valid (expected a calendar life such as 20Y, 6M or 180D)",
    ]);
    expect(await rowsOf(plane.id)).toEqual([]);
  });

  it('takes its own export back: unchanged rows change nothing, an edited cell is stored, a new row is added', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 500 });
    const engine = await add(plane.id, {
      category: '发动机',
      name: 'Engine',
      ctype: 1,
      model: 'IO-360',
      seri: 'L-77',
      installDate: '2024-01-02',
      manufactureDate: '2020-05-01',
      tsnHours: 100,
      csnLandings: 40,
      lifeHours: 2000,
      lifeCalendar: '20Y',
    });
    const seat1 = await add(plane.id, { category: '客舱', name: 'Seat', model: 'S-1', remarks: 'left' });
    const seat2 = await add(plane.id, { category: '客舱', name: 'Seat', model: 'S-1', remarks: 'right' });
    const radio = await add(plane.id, { category: '航电', name: 'Radio', model: 'KX-155', seri: 'R-1', remarks: 'x' });
    // The rows the export writes (PlaneBomList: bomSheetValues of the listed rows, from sheet row 2).
    const exported = async () =>
      (await listOf(plane.id)).items.map((r: PlaneBomRow, i: number) => ({ row: i + 2, ...bomSheetValues(r) }));
    const sheet = await exported();
    expect(sheet.map((r: { name: string }) => r.name)).toEqual(['Engine', 'Seat', 'Seat', 'Radio']);
    expect(sheet[0]).toMatchObject({ installDate: '2024-01-02', tsnHours: 100, lifeCalendar: '20Y' });

    const before = await logCount(t);
    expect(await ok('Import', { plane: plane.id, rows: sheet })).toEqual({ added: 0, updated: 0 });
    expect(await logCount(t)).toBe(before);
    const engineBefore = await stored(engine.id);

    // Edited: the engine's TSN, the second seat's remarks; the radio's remarks left blank (kept); one row added.
    const edited = sheet.map((r: Record<string, unknown>) => ({ ...r }));
    edited[0].tsnHours = '150';
    edited[2].remarks = 'torn';
    edited[3].remarks = null;
    edited.push({ row: 6, category: '航电', name: 'Transponder', model: 'GTX-327', seri: 'T-1' });
    expect(await ok('Import', { plane: plane.id, rows: edited })).toEqual({ added: 1, updated: 2 });
    const after = await stored(engine.id);
    expect(after).toMatchObject({ tsn_hours: 150, ctype: 1, closed: 0, csn_landings: 40 });
    expect(Number(after.life_remain_hours)).toBe(Number(engineBefore.life_remain_hours) - 50);
    expect(await stored(seat1.id)).toMatchObject({ remarks: 'left' });
    expect(await stored(seat2.id)).toMatchObject({ remarks: 'torn' });
    expect(await stored(radio.id)).toMatchObject({ remarks: 'x' });
    expect((await rowsOf(plane.id)).map((r) => r.name)).toEqual(['Engine', 'Seat', 'Seat', 'Radio', 'Transponder']);
    // Each change logged as an edit of its row, the new row with the sheet's one log row.
    expect(await logCount(t)).toBe(before + 3);
    const [engineLog] = await logRows(t, a.companyId, { targetType: ObjType.InstalledList, targetId: engine.id });
    expect(JSON.parse(engineLog.oper_content).changes).toMatchObject({ tsnHours: [100, 150] });
    // Exported again, the sheet is the stored rows.
    expect((await exported())[0]).toMatchObject({ tsnHours: 150 });
  });

  it('without the right to edit, a row already on the aircraft is refused as installed, not changed', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const radio = await add(plane.id, { category: '航电', name: 'Radio', model: 'KX-155', seri: 'R-9' });
    const adder = await makeMember(t, a, [{ view: 'plane-operation', functions: ['Add'] }]);
    const res = await call('Import', adder.token, {
      plane: plane.id,
      rows: [{ row: 2, category: '航电', name: 'Radio', model: 'KX-155', seri: 'R-9', remarks: 'changed' }],
    });
    expect(res.json().problems).toEqual([
      { row: 2, field: 'seri', message: `第 2 行 序号：件号 KX-155 序号 R-9 已装在 ${plane.name} 上` },
    ]);
    expect(await stored(radio.id)).toMatchObject({ remarks: null });
  });

  // The time it takes is bench/utilisation.bench.ts's to measure; here: a large sheet is saved whole.
  it('saves a 10,000-row sheet in one call', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 10 });
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      row: i + 2,
      category: `Cat ${i % 20}`,
      name: `Part ${i}`,
      model: `PN-${i % 500}`,
      seri: `SN-${i}`,
      installDate: '2025-06-01',
      lifeHours: i % 3 === 0 ? '5000' : null,
      tsnHours: i % 3 === 0 ? 12.5 : null,
      remarks: 'bulk',
    }));
    expect(await ok('Import', { plane: plane.id, rows })).toEqual({ added: 10_000, updated: 0 });
    expect((await listOf(plane.id, viewer.token, { pageSize: 10 })).totalItems).toBe(10_000);
  }, 60_000);
});

describe('PlaneBom access', () => {
  it('refuses a member without the functions (403); plane-entity Execute is enough to write', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const row = await add(plane.id);
    const none = await makeMember(t, a, [{ view: 'dashboard', functions: [] }]);
    const bodies: [string, unknown][] = [
      ['Query', { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }] }],
      ['QueryRetire', { fixedFilters: [{ name: 'original', compare: 'eq', value: row.id }] }],
      ['QueryLife', {}],
      ['LifeSummary', {}],
      ['Add', { plane: plane.id, category: 'C', name: 'N' }],
      ['Update', { id: row.id, remarks: 'x' }],
      ['Replace', { id: row.id, name: 'N' }],
      ['Restore', { id: row.id }],
      ['Delete', { id: row.id }],
      ['Import', { plane: plane.id, rows: [{ row: 2, category: 'C', name: 'N' }] }],
    ];
    for (const [action, body] of bodies) {
      expect(failure(await call(action, none.token, body)).status, action).toBe(403);
    }
    // The drawer's reader reads but does not write.
    for (const [action, body] of bodies.slice(4)) {
      expect(failure(await call(action, viewer.token, body)).status, action).toBe(403);
    }
    const executor = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Execute'] }]);
    const added = await add(plane.id, { name: 'By executor' }, executor.token);
    await ok('Update', { id: added.id, remarks: 'ok' }, executor.token);
    const next = await ok('Replace', { id: added.id, name: 'Next' }, executor.token);
    await ok('Restore', { id: next.id }, executor.token);
    // Execute writes components but deletes none (issue 28): a deletion needs Delete.
    expect(failure(await call('Delete', executor.token, { id: added.id })).status).toBe(403);
    const deleter = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Delete'] }]);
    await ok('Delete', { id: added.id }, deleter.token);
    await ok('Import', { plane: plane.id, rows: [{ row: 2, category: 'C', name: 'N' }] }, executor.token);
    // A function of the operation screen: only its own calls.
    const adder = await makeMember(t, a, [{ view: 'plane-operation', functions: ['Add'] }]);
    await add(plane.id, {}, adder.token);
    expect(failure(await call('Update', adder.token, { id: row.id, remarks: 'x' })).status).toBe(403);
    expect(failure(await call('Delete', adder.token, { id: row.id })).status).toBe(403);
  });

  it('answers 404 for another company’s aircraft and components and writes nothing', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const row = await add(plane.id);
    const before = await logCount(t);
    const token = b.admin.token;
    const refused: [string, unknown][] = [
      ['Query', { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }] }],
      ['QueryRetire', { fixedFilters: [{ name: 'original', compare: 'eq', value: row.id }] }],
      ['Add', { plane: plane.id, category: 'C', name: 'N' }],
      ['Update', { id: row.id, remarks: 'x' }],
      ['Replace', { id: row.id, name: 'N' }],
      ['Restore', { id: row.id }],
      ['Delete', { id: row.id }],
      ['Import', { plane: plane.id, rows: [{ row: 2, category: 'C', name: 'N' }] }],
    ];
    for (const [action, body] of refused) {
      expect(failure(await call(action, token, body)).status, action).toBe(404);
    }
    const theirs = await ok('QueryLife', { pageSize: 1000 }, token);
    expect(theirs.items.filter((r: { plane: number }) => r.plane === plane.id)).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Alpha');
    expect(await logCount(t)).toBe(before);
    expect(await stored(row.id)).toMatchObject({ remarks: null, closed: 0 });
    // Another company's material is not the caller's.
    const unit = await t.db.kysely
      .insertInto('unit')
      .values({ company_id: b.companyId, name: 'Each' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const material = await t.db.kysely
      .insertInto('material')
      .values({
        company_id: b.companyId,
        name: 'B part',
        model: 'BP',
        model_key: partNumberKey('BP'),
        measure_unit: unit.id,
        created_at: `${today} 00:00:00`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await call('Update', writer.token, { id: row.id, material: material.id });
    expect(failure(foreign).status).toBe(400);
    expect(foreign.json().errors[0].field).toBe('material');
  });

  it('keeps an aircraft and a material named by components from being deleted', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const unit = await t.db.kysely
      .insertInto('unit')
      .values({ company_id: a.companyId, name: 'Each' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const material = await t.db.kysely
      .insertInto('material')
      .values({
        company_id: a.companyId,
        name: 'Engine part',
        model: 'EP-1',
        model_key: partNumberKey('EP-1'),
        measure_unit: unit.id,
        created_at: `${today} 00:00:00`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await add(plane.id, { material: material.id });
    expect(row.material).toBe(material.id);
    const planeGone = await t.call({
      url: '/api/PlaneEntity/Delete',
      token: a.admin.token,
      body: { id: plane.id },
      lang: 'en-US',
    });
    expect(failure(planeGone)).toMatchObject({
      status: 601,
      msg: 'The aircraft still has 1 installed-component records: it cannot be deleted',
    });
    const materialGone = await t.call({
      url: '/api/Material/Delete',
      token: a.admin.token,
      body: { id: material.id },
      lang: 'en-US',
    });
    expect(failure(materialGone)).toMatchObject({
      status: 601,
      msg: 'This material is named by 1 installed-component records and cannot be deleted',
    });
  });
});
