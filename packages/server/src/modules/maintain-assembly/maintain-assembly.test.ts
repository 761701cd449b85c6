import { ObjType } from '@hangar/domain/codes';
import { formatDateTime } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Assembly rows: of a record (open or closed) and of an aircraft; the read and write permissions; companies
// kept apart. Records are inserted directly (their own API is another module's).

let t: TestApp;
let a: Company;
let b: Company;
let modelId: number;
let writer: Actor;
let executor: Actor;
let viewer: Actor;
let nobody: Actor;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    members: {
      writer: [{ view: 'plane-operation', functions: ['Edit', 'Delete'] }],
      executor: [{ view: 'plane-entity', functions: ['Execute'] }],
      viewer: [{ view: 'plane-entity', functions: [] }],
      nobody: [],
    },
  });
  ({ t, a, b, writer, executor, viewer, nobody } = w);
  modelId = w.model.id;
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/MaintainAssembly/${action}`, token, body, lang });

async function ok(action: string, body: unknown, token = writer.token) {
  const res = await call(action, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

/** A record of a company's aircraft, written directly. */
async function record(companyId: number, planeId: number, over: { closed?: number; workDate?: string } = {}) {
  const row = await t.db.kysely
    .insertInto('maintain_task')
    .values({
      company_id: companyId,
      plane_id: planeId,
      type: 8,
      closed: over.closed ?? 0,
      work_date: over.workDate ?? null,
      description: 'Repair',
      created_at: formatDateTime(new Date(), 'UTC'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const byParent = (parent: number, token = viewer.token) =>
  ok('Query', { fixedFilters: [{ name: 'parent', compare: 'eq', value: parent }] }, token);
const byPlane = (plane: number, ctype: number, token = viewer.token) =>
  ok(
    'Query',
    {
      fixedFilters: [
        { name: 'plane', compare: 'eq', value: plane },
        { name: 'ctype', compare: 'eq', value: ctype },
      ],
      pageSize: 100,
    },
    token,
  );
const stored = (id: number) =>
  t.db.kysely.selectFrom('maintain_assembly').selectAll().where('id', '=', id).executeTakeFirst();

const rowInput = { ctype: 1, name: 'Engine', removeSeri: 'OUT-1', installSeri: 'IN-1' };

describe('MaintainAssembly of an aircraft', () => {
  it('adds a row to an aircraft, lists its effective rows by type, logs it', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const row = await ok('Add', {
      ...rowInput,
      plane: plane.id,
      removeModel: 'IO-360',
      removeHours: 1500.456,
      installModel: 'IO-360',
      installHours: 0,
      changeDate: '2026-01-02',
      comments: 'Engine change',
    });
    expect(row).toEqual({
      id: expect.any(Number),
      ctype: 1,
      name: 'Engine',
      removeModel: 'IO-360',
      removeSeri: 'OUT-1',
      removeHours: 1500.46,
      installModel: 'IO-360',
      installSeri: 'IN-1',
      installHours: 0,
      comments: 'Engine change',
      parent: null,
      plane: plane.id,
      planeName: plane.name,
      changeDate: '2026-01-02 00:00:00',
      removeBom: null,
      installBom: null,
      state: 1,
      createdAt: expect.any(String),
    });
    const propeller = await ok('Add', { ...rowInput, ctype: 2, plane: plane.id }, executor.token);
    // A draft row (state 0) is not listed on the aircraft.
    await t.db.kysely
      .insertInto('maintain_assembly')
      .values({
        company_id: a.companyId,
        plane_id: plane.id,
        ctype: 1,
        remove_seri: 'D',
        install_seri: 'D',
        state: 0,
        created_at: row.createdAt,
      })
      .execute();
    expect(await byPlane(plane.id, 1)).toEqual({ items: [row], totalItems: 1 });
    expect((await byPlane(plane.id, 2)).items.map((r: { id: number }) => r.id)).toEqual([propeller.id]);
    const log = await logRows(t, a.companyId, { targetType: ObjType.Assembly, targetId: row.id });
    expect(log.map((l) => l.job)).toEqual(['Add']);
    expect(t.publisher.events.at(-1)).toEqual({
      companyId: a.companyId,
      table: 'maintain_assembly',
      ids: [propeller.id],
    });
  });

  it('answers 100 rows a page unless asked for another size', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const createdAt = formatDateTime(new Date(), 'UTC');
    await t.db.kysely
      .insertInto('maintain_assembly')
      .values(
        Array.from({ length: 105 }, (_, i) => ({
          company_id: a.companyId,
          plane_id: plane.id,
          ctype: 0,
          remove_seri: `R-${i}`,
          install_seri: `I-${i}`,
          state: 1,
          created_at: createdAt,
        })),
      )
      .execute();
    const query = { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }] };
    const first = await ok('Query', query, viewer.token);
    expect(first.items).toHaveLength(100);
    expect(first.totalItems).toBe(105);
    expect((await ok('Query', { ...query, pageSize: 10, page: 2 }, viewer.token)).items).toHaveLength(10);
  });

  it('needs the aircraft without a record, a record or aircraft filter, and names a bad field', async () => {
    const before = await logCount(t);
    const noPlane = await call('Add', writer.token, rowInput, 'en-US');
    expect(failure(noPlane)).toEqual({ status: 400, code: 'VALIDATION', msg: 'Choose the aircraft' });
    expect(noPlane.json().errors).toEqual([{ field: 'plane', message: 'Choose the aircraft' }]);
    const plane = await makePlane(t, a.companyId, { modelId });
    const noSeri = await call('Add', writer.token, { ...rowInput, plane: plane.id, installSeri: '' });
    expect(failure(noSeri)).toMatchObject({ status: 400, msg: '装上件号不能为空' });
    const badType = await call('Add', writer.token, { ...rowInput, plane: plane.id, ctype: 3 });
    expect(failure(badType)).toMatchObject({ status: 400, msg: '部件类型不正确' });
    const hours = await call('Add', writer.token, { ...rowInput, plane: plane.id, removeHours: -1 });
    expect(failure(hours)).toMatchObject({ status: 400, msg: '使用时间须为不小于 0 的数' });
    const noFilter = await call('Query', viewer.token, {}, 'en-US');
    expect(failure(noFilter)).toMatchObject({ status: 400, msg: 'The query needs the filter parent / plane' });
    expect(await logCount(t)).toBe(before);
  });

  it('changes and deletes a row, each logged with its before-image; a row never moves', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const other = await makePlane(t, a.companyId, { modelId });
    const row = await ok('Add', { ...rowInput, plane: plane.id });
    const changed = await ok('Update', { id: row.id, installSeri: 'IN-2', comments: 'Corrected' });
    expect(changed).toMatchObject({ id: row.id, installSeri: 'IN-2', comments: 'Corrected', planeName: plane.name });
    expect((await stored(row.id))?.install_seri).toBe('IN-2');
    const moved = await call('Update', writer.token, { id: row.id, plane: other.id }, 'en-US');
    expect(failure(moved)).toMatchObject({
      status: 400,
      msg: 'An assembly row cannot move to another record or aircraft',
    });
    const parent = await record(a.companyId, plane.id);
    expect(failure(await call('Update', writer.token, { id: row.id, parent })).status).toBe(400);
    expect(await ok('Delete', { id: row.id })).toEqual({ id: row.id });
    expect(await stored(row.id)).toBeUndefined();
    const log = await logRows(t, a.companyId, { targetType: ObjType.Assembly, targetId: row.id });
    expect(log.map((l) => l.job)).toEqual(['Delete', 'Update', 'Add']);
    expect(JSON.parse(String(log[0].oper_content))).toMatchObject({ before: { installSeri: 'IN-2' } });
    expect(JSON.parse(String(log[1].oper_content))).toMatchObject({ changes: { installSeri: ['IN-1', 'IN-2'] } });
  });
});

describe('MaintainAssembly of a record', () => {
  it('adds rows to an open record: its aircraft and work day; lists the record’s rows', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const other = await makePlane(t, a.companyId, { modelId });
    const parent = await record(a.companyId, plane.id, { workDate: '2026-02-03 00:00:00' });
    const first = await ok('Add', { ...rowInput, ctype: 0, parent });
    expect(first).toMatchObject({ parent, plane: plane.id, planeName: plane.name, changeDate: '2026-02-03 00:00:00' });
    const second = await ok('Add', { ...rowInput, ctype: 0, parent, plane: plane.id, changeDate: '2026-02-04' });
    expect(second.changeDate).toBe('2026-02-04 00:00:00');
    const list = await byParent(parent);
    expect(list.items.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(list.totalItems).toBe(2);
    // The record's aircraft: naming another is refused.
    const wrong = await call('Add', writer.token, { ...rowInput, parent, plane: other.id }, 'en-US');
    expect(failure(wrong)).toMatchObject({ status: 400, msg: 'The parent record is not one of this aircraft’s' });
    expect(wrong.json().errors[0].field).toBe('parent');
  });

  it('keeps the rows of a closed (signed) record read-only: 601, nothing changed or logged', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const parent = await record(a.companyId, plane.id);
    const row = await ok('Add', { ...rowInput, parent });
    await t.db.kysely.updateTable('maintain_task').set({ closed: 1 }).where('id', '=', parent).execute();
    const before = await logCount(t);
    const msg = 'The record it belongs to is closed (signed) and cannot be changed';
    const calls: [string, unknown][] = [
      ['Add', { ...rowInput, parent }],
      ['Update', { id: row.id, installSeri: 'X' }],
      ['Delete', { id: row.id }],
    ];
    for (const [action, body] of calls) {
      expect(failure(await call(action, writer.token, body, 'en-US')), action).toMatchObject({ status: 601, msg });
    }
    expect((await stored(row.id))?.install_seri).toBe('IN-1');
    expect((await byParent(parent)).totalItems).toBe(1);
    expect(await logCount(t)).toBe(before);
    // Reopened, it may change again.
    await t.db.kysely.updateTable('maintain_task').set({ closed: 0 }).where('id', '=', parent).execute();
    expect((await ok('Update', { id: row.id, installSeri: 'X' })).installSeri).toBe('X');
  });
});

describe('MaintainAssembly access', () => {
  it('reads with plane-entity or plane-operation; writes with plane-operation Edit or plane-entity Execute, deletes with Delete', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const row = await ok('Add', { ...rowInput, plane: plane.id });
    expect((await byPlane(plane.id, 1, writer.token)).totalItems).toBe(1);
    expect((await byPlane(plane.id, 1, viewer.token)).totalItems).toBe(1);
    const query = { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }] };
    expect(failure(await call('Query', nobody.token, query)).status).toBe(403);
    const adder = await makeMember(t, a, [{ view: 'plane-operation', functions: ['Add', 'Delete'] }]);
    const writes: [string, unknown][] = [
      ['Add', { ...rowInput, plane: plane.id }],
      ['Update', { id: row.id, comments: 'x' }],
      ['Delete', { id: row.id }],
    ];
    for (const [action, body] of writes) {
      expect(failure(await call(action, viewer.token, body)).status, action).toBe(403);
      expect(failure(await call(action, nobody.token, body)).status, action).toBe(403);
      if (action !== 'Delete') expect(failure(await call(action, adder.token, body)).status, action).toBe(403);
    }
    expect((await ok('Update', { id: row.id, comments: 'By the register' }, executor.token)).comments).toBe(
      'By the register',
    );
    // The register's Execute writes records but deletes nothing: a deletion needs Delete.
    expect(failure(await call('Delete', executor.token, { id: row.id })).status).toBe(403);
    const deleter = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Delete'] }]);
    expect(await ok('Delete', { id: row.id }, deleter.token)).toEqual({ id: row.id });
  });

  it('answers 404 for another company’s aircraft, records and rows, and writes nothing', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const parent = await record(a.companyId, plane.id);
    const row = await ok('Add', { ...rowInput, parent });
    const before = await logCount(t);
    const attempts: [string, unknown][] = [
      ['Query', { fixedFilters: [{ name: 'plane', compare: 'eq', value: plane.id }] }],
      ['Query', { fixedFilters: [{ name: 'parent', compare: 'eq', value: parent }] }],
      ['Add', { ...rowInput, plane: plane.id }],
      ['Add', { ...rowInput, parent }],
      ['Update', { id: row.id, installSeri: 'B' }],
      ['Delete', { id: row.id }],
    ];
    for (const [action, body] of attempts) {
      expect(failure(await call(action, b.admin.token, body)).status, action).toBe(404);
    }
    // B's own aircraft with A's record: the record is not found either.
    const bPlane = await makePlane(t, b.companyId, { modelId });
    expect(failure(await call('Add', b.admin.token, { ...rowInput, parent, plane: bPlane.id })).status).toBe(404);
    expect((await stored(row.id))?.install_seri).toBe('IN-1');
    expect(await logCount(t)).toBe(before);
  });

  it('keeps an aircraft with assembly rows from being deleted', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    await ok('Add', { ...rowInput, plane: plane.id });
    const res = await t.call({ url: '/api/PlaneEntity/Delete', token: a.admin.token, body: { id: plane.id } });
    expect(failure(res)).toMatchObject({ status: 601, msg: '该飞机还有拆换记录，不能删除' });
  });
});
