import { ObjType } from '@hangar/domain/codes';
import { addDays, todayIn } from '@hangar/domain/dates';
import { timeRule } from '@hangar/domain/due';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportLines, verifyAllRecords } from '../../cli/verify-records';
import { type Actor, failure, logCount, logRows, makeMember, makePlane, makeUser } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { setLicence as giveLicence } from '../../test/licences';
import { type Company, testWorld } from '../../test/world';

// Maintenance records: the kinds' required fields, the workflow, the certified sign-off and its hash chain,
// amendments, deletion of drafts only, and the control item a record executes.

let t: TestApp;
let a: Company;
let b: Company;
let modelId: number;
/** plane-operation with every function, a valid licence. */
let writer: Actor & { employId: number };
/** plane-entity Execute only (records, no sign-off). */
let executor: Actor & { employId: number };
/** plane-entity without functions (read-only). */
let viewer: Actor;
/** A member without any grant. */
let insider: Actor;
/** plane-operation Close without a licence on file. */
let unlicensed: Actor;
/** plane-operation Close, licence expired. */
let expired: Actor;
let today: string;

const setLicence = (employId: number, no: string | null, expire: string | null) =>
  giveLicence(t.db.kysely, employId, { no, type: no ? 'B1' : null, expires: expire });

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    members: {
      writer: {
        grants: [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Delete', 'Close'] }],
        name: 'Wang Engineer',
      },
      executor: { grants: [{ view: 'plane-entity', functions: ['Execute'] }], name: 'Li Mechanic' },
      viewer: [{ view: 'plane-entity', functions: [] }],
      insider: [],
      unlicensed: [{ view: 'plane-operation', functions: ['Close'] }],
      expired: [{ view: 'plane-operation', functions: ['Close'] }],
    },
  });
  ({ t, a, b, writer, executor, viewer, insider, unlicensed, expired } = w);
  modelId = w.model.id;
  today = todayIn(t.config.timeZone);
  await setLicence(writer.employId, 'CAAC-123', `${addDays(today, 30)} 00:00:00`);
  await setLicence(w.expired.employId, 'CAAC-OLD', '2020-03-01 00:00:00');
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/MaintainTask/${action}`, token, body, lang });

async function ok(action: string, body: unknown, token = writer.token) {
  const res = await call(action, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const repair = (planeId: number, over: Record<string, unknown> = {}) => ({
  type: 8,
  plane: planeId,
  issueCondition: 'Left flap hinge',
  description: 'Replaced the hinge bolt',
  flyHours: 1200.5,
  workDate: today,
  workPerson: writer.userId,
  ...over,
});

const stored = (id: number) =>
  t.db.kysely.selectFrom('maintain_task').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const itemRows = (id: number) =>
  t.db.kysely.selectFrom('maintain_assembly').selectAll().where('parent_id', '=', id).orderBy('id').execute();
const links = (planeId: number) =>
  t.db.kysely.selectFrom('record_sign').selectAll().where('plane_id', '=', planeId).orderBy('seq').execute();
const queryOf = (planeId: number, token = viewer.token, type?: unknown) =>
  call('Query', token, {
    fixedFilters: [
      { name: 'plane', compare: 'eq', value: planeId },
      ...(type === undefined ? [] : [{ name: 'type', compare: typeof type === 'string' ? 'in' : 'eq', value: type }]),
    ],
    pageSize: 100,
  });

async function newPlane(company = a, hours = 1200.5) {
  const plane = await makePlane(t, company.companyId, { modelId, allFlyHours: hours });
  await t.db.kysely.updateTable('plane_entity').set({ all_landings: 800 }).where('id', '=', plane.id).execute();
  return plane;
}

describe('MaintainTask Add / Query', () => {
  it('adds a repair with its assembly rows, the aircraft’s name and model, names the worker, logs it', async () => {
    const plane = await newPlane();
    const body = await ok(
      'Add',
      repair(plane.id, {
        planeName: 'FAKE',
        items: [
          { ctype: 1, name: 'Engine', removeSeri: 'E-1', installSeri: 'E-2', removeHours: 1500 },
          { ctype: 0, removeSeri: 'X', installSeri: 'Y', isDelete: true },
        ],
      }),
    );
    expect(body).toMatchObject({
      type: 8,
      plane: plane.id,
      planeName: plane.name,
      planeModel: modelId,
      closed: 0,
      state: 0,
      amendments: 0,
      workPersonName: 'Wang Engineer',
      signHash: null,
      flyHours: 1200.5,
      workDate: `${today} 00:00:00`,
    });
    const items = await itemRows(body.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      plane_id: plane.id,
      parent_id: body.id,
      ctype: 1,
      remove_seri: 'E-1',
      change_date: `${today} 00:00:00`,
      state: 1,
    });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.MaintainRecord, targetId: body.id });
    expect(log.job).toBe('Add');
    expect(log.oper_content).toContain('Replaced the hinge bolt');
    expect(log.oper_content).toContain('E-2');

    const list = (await queryOf(plane.id)).json().body;
    expect(list.totalItems).toBe(1);
    expect(list.items[0]).toMatchObject({ id: body.id, workPersonName: 'Wang Engineer' });
    // A kind's filter: type eq and in.
    expect((await queryOf(plane.id, viewer.token, 100)).json().body.totalItems).toBe(0);
    expect((await queryOf(plane.id, viewer.token, '70,8,9')).json().body.totalItems).toBe(1);
    expect((await queryOf(plane.id, viewer.token, '1,2,3,4,5,6,7,99,0')).json().body.totalItems).toBe(0);
    expect(failure(await queryOf(plane.id, viewer.token, '70,x'))).toMatchObject({ status: 400 });
  });

  it('Query needs the aircraft filter, an aircraft of the company and a reading view', async () => {
    const plane = await newPlane();
    expect(failure(await call('Query', viewer.token, { fixedFilters: [] }))).toMatchObject({ status: 400 });
    expect(failure(await queryOf(plane.id, insider.token))).toMatchObject({ status: 403 });
    expect(failure(await queryOf(plane.id, b.admin.token))).toMatchObject({ status: 404 });
    expect((await queryOf(plane.id, writer.token)).statusCode).toBe(200);
  });

  it('checks each kind’s required fields, naming every one missing', async () => {
    const plane = await newPlane();
    const task = await call('Add', writer.token, { type: 1, plane: plane.id }, 'en-US');
    expect(failure(task)).toMatchObject({ status: 400, msg: 'The name cannot be empty' });
    const fields = (task.json() as { errors: { field: string }[] }).errors.map((e) => e.field);
    expect(fields).toEqual([
      'issueCondition',
      'description',
      'workCard',
      'matModel',
      'matSeri',
      'flyHours',
      'workDate',
      'workPerson',
    ]);
    const ad = await call('Add', writer.token, { type: 50, plane: plane.id, description: 'x' }, 'en-US');
    expect(failure(ad)).toMatchObject({ status: 400, msg: 'The number cannot be empty' });
    expect((ad.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([
      'standardSeri',
      'flyHours',
      'standardDate',
      'workDate',
      'isRepeat',
      'workPerson',
    ]);
    const rep = await call('Add', writer.token, { type: 70, plane: plane.id }, 'en-US');
    expect((rep.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual([
      'issueCondition',
      'description',
      'flyHours',
      'workDate',
      'workPerson',
    ]);
    const fault = await call('Add', writer.token, { type: 100, plane: plane.id }, 'en-US');
    expect(failure(fault)).toMatchObject({ status: 400, msg: 'Please choose the date it occurred' });
    // A fault needs its date only; an AD with everything is accepted.
    await ok('Add', { type: 100, plane: plane.id, issueDate: today, description: 'Oil leak' });
    await ok('Add', {
      type: 50,
      plane: plane.id,
      standardSeri: 'AD 2024-01',
      standardDate: '2024-01-01',
      description: 'Inspect',
      flyHours: 10,
      workDate: today,
      isRepeat: 0,
      workPerson: writer.userId,
    });
    expect(failure(await call('Add', writer.token, { plane: plane.id }))).toMatchObject({ status: 400 });
  });

  it('refuses a future work date, a worker outside the company, another aircraft’s ids', async () => {
    const plane = await newPlane();
    const other = await newPlane();
    const before = await logCount(t);
    const future = await call('Add', writer.token, repair(plane.id, { workDate: addDays(today, 1) }), 'en-US');
    expect(failure(future)).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: 'The work date cannot be later than today',
    });
    const laterFault = await call(
      'Add',
      writer.token,
      { type: 100, plane: plane.id, issueDate: addDays(today, 1), description: 'Not yet' },
      'en-US',
    );
    expect(failure(laterFault)).toMatchObject({ status: 400, msg: 'A fault cannot have occurred after today' });
    const stranger = await makeUser(t);
    const worker = await call('Add', writer.token, repair(plane.id, { workPerson: stranger.userId }), 'en-US');
    expect(failure(worker)).toMatchObject({ status: 400, msg: 'The worker is not an employee of the company' });
    const bWorker = await call('Add', writer.token, repair(plane.id, { workPerson: b.admin.userId }));
    expect(failure(bWorker)).toMatchObject({ status: 400 });
    // Another company's aircraft is not found; another aircraft's parent and a control item of B are refused.
    const bPlane = await newPlane(b);
    expect(failure(await call('Add', writer.token, repair(bPlane.id)))).toMatchObject({ status: 404 });
    const parent = await ok('Add', repair(other.id));
    const wrongParent = await call('Add', writer.token, repair(plane.id, { parent: parent.id }), 'en-US');
    expect(failure(wrongParent)).toMatchObject({ status: 400, msg: 'The parent record is not one of this aircraft’s' });
    const bCtrl = await addCtrl(b.admin.token, bPlane.id, 'B item', 0);
    const wrongCtrl = await call('Add', writer.token, repair(plane.id, { maintainCtrl: bCtrl }), 'en-US');
    expect(failure(wrongCtrl)).toMatchObject({
      status: 400,
      msg: 'The control item is not one of this aircraft’s',
    });
    expect(await logCount(t)).toBe(before + 2); // the parent record and B's control item only
  });
});

describe('counter readings (issue 29)', () => {
  it('refuses hours or landings above the aircraft’s totals, naming the field and the total; nothing saved', async () => {
    const plane = await newPlane(a, 1234.5);
    const before = await logCount(t);
    const high = await call('Add', writer.token, repair(plane.id, { flyHours: 1300 }), 'en-US');
    expect(failure(high)).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: `The flight hours 1300 cannot be above the total flight hours of ${plane.name} (1234.5)`,
    });
    expect(high.json().errors[0].field).toBe('flyHours');
    const zh = failure(await call('Add', writer.token, repair(plane.id, { flyHours: 1234.6 })));
    expect(zh.msg).toBe(`飞行小时 1234.6 不能大于飞机 ${plane.name} 的总飞行小时 1234.5`);
    const landings = await call('Add', writer.token, repair(plane.id, { flyHours: 1200, landings: 801 }), 'en-US');
    expect(landings.json().errors[0].field).toBe('landings');
    expect(failure(landings).msg).toBe(`The landings 801 cannot be above the total landings of ${plane.name} (800)`);
    expect(await logCount(t)).toBe(before);
    // At the totals: accepted. An update raising them above is refused; one leaving them alone is not checked.
    const record = await ok('Add', repair(plane.id, { flyHours: 1234.5, landings: 800 }));
    const raised = await call('UpdateWithItems', writer.token, { id: record.id, flyHours: 1250 }, 'en-US');
    expect(failure(raised)).toMatchObject({ status: 400 });
    expect(failure(raised).msg).toContain('(1234.5)');
    expect((await stored(record.id)).fly_hours).toBe(1234.5);
    await ok('UpdateWithItems', { id: record.id, description: 'Replaced the hinge bolt and the washer' });
  });
});

describe('permissions and companies', () => {
  it('writes need the function: 403 without it, plane-entity Execute suffices for records', async () => {
    const plane = await newPlane();
    expect(failure(await call('Add', viewer.token, repair(plane.id)))).toMatchObject({ status: 403 });
    expect(failure(await call('Add', insider.token, repair(plane.id)))).toMatchObject({ status: 403 });
    const rec = await ok('Add', repair(plane.id, { workPerson: executor.userId }), executor.token);
    expect(rec.workPersonName).toBe('Li Mechanic');
    await ok('UpdateWithItems', { id: rec.id, comments: 'by executor' }, executor.token);
    await ok('Workflow/Confirm', { id: rec.id }, executor.token);
    expect(failure(await call('UpdateWithItems', viewer.token, { id: rec.id }))).toMatchObject({ status: 403 });
    expect(failure(await call('Workflow/Realize', viewer.token, { id: rec.id }))).toMatchObject({ status: 403 });
    // Close and Delete need their own functions.
    expect(failure(await call('Close', executor.token, { id: rec.id }))).toMatchObject({ status: 403 });
    expect(failure(await call('Delete', executor.token, { id: rec.id }))).toMatchObject({ status: 403 });
    expect(failure(await call('Delete', viewer.token, { id: rec.id }))).toMatchObject({ status: 403 });
    expect(failure(await call('Open', viewer.token, { id: rec.id, reason: 'x' }))).toMatchObject({ status: 403 });
    expect(failure(await call('History', insider.token, { id: rec.id }))).toMatchObject({ status: 403 });
    expect(failure(await call('Verify', insider.token, {}))).toMatchObject({ status: 403 });
    // The aircraft register's Close and Delete functions serve Close, Open and Delete.
    const registrar = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Close', 'Delete'] }], {
      name: 'Zhao Inspector',
    });
    await setLicence(registrar.employId, 'CAAC-777', null);
    expect(failure(await call('Add', registrar.token, repair(plane.id)))).toMatchObject({ status: 403 });
    expect(await ok('Close', { id: rec.id }, registrar.token)).toMatchObject({
      closed: 1,
      signedName: 'Zhao Inspector',
    });
    expect(await ok('Open', { id: rec.id, reason: 'Typo' }, registrar.token)).toMatchObject({ closed: 0 });
    const draft = await ok('Add', repair(plane.id));
    expect(await ok('Delete', { id: draft.id }, registrar.token)).toEqual({ id: draft.id });
  });

  it('another company’s record is not found for any call', async () => {
    const plane = await newPlane();
    const rec = await ok('Add', repair(plane.id));
    const before = await logCount(t);
    for (const [action, body] of [
      ['UpdateWithItems', { id: rec.id, comments: 'x' }],
      ['Delete', { id: rec.id }],
      ['Workflow/Confirm', { id: rec.id }],
      ['Close', { id: rec.id }],
      ['Open', { id: rec.id, reason: 'x' }],
      ['History', { id: rec.id }],
      ['Verify', { plane: plane.id }],
    ] as const) {
      expect(failure(await call(action, b.admin.token, body)), action).toMatchObject({ status: 404 });
    }
    expect(await logCount(t)).toBe(before);
    expect((await stored(rec.id)).comments).toBeNull();
  });
});

describe('UpdateWithItems', () => {
  it('adds, changes and deletes rows by their flags; the change day follows the work date', async () => {
    const plane = await newPlane();
    const rec = await ok(
      'Add',
      repair(plane.id, {
        workDate: addDays(today, -3),
        items: [
          { ctype: 1, removeSeri: 'A1', installSeri: 'A2' },
          { ctype: 2, removeSeri: 'P1', installSeri: 'P2' },
        ],
      }),
    );
    const [first, second] = await itemRows(rec.id);
    await ok('UpdateWithItems', {
      id: rec.id,
      workDate: addDays(today, -1),
      planeName: 'IGNORED',
      items: [
        { id: first.id, ctype: 1, removeSeri: 'A1', installSeri: 'A3', isUpdate: true },
        { id: second.id, ctype: 2, removeSeri: 'P1', installSeri: 'P2', isDelete: true },
        { ctype: 0, removeSeri: 'N1', installSeri: 'N2', isNew: true },
        { ctype: 0, removeSeri: 'D1', installSeri: 'D2', isNew: true, isDelete: true },
      ],
    });
    const rows = await itemRows(rec.id);
    expect(rows.map((r) => [r.remove_seri, r.install_seri, r.change_date])).toEqual([
      ['A1', 'A3', `${addDays(today, -1)} 00:00:00`],
      ['N1', 'N2', `${addDays(today, -1)} 00:00:00`],
    ]);
    expect((await stored(rec.id)).plane_name).toBe(plane.name);
    // A row of another record is not found; the plane and the kind do not change.
    const other = await ok('Add', repair(plane.id, { items: [{ ctype: 0, removeSeri: 'O', installSeri: 'O2' }] }));
    const [foreign] = await itemRows(other.id);
    const stolen = await call('UpdateWithItems', writer.token, {
      id: rec.id,
      items: [{ id: foreign.id, ctype: 0, removeSeri: 'O', installSeri: 'O2', isDelete: true }],
    });
    expect(failure(stolen)).toMatchObject({ status: 404 });
    expect(await itemRows(other.id)).toHaveLength(1);
    const moved = await call('UpdateWithItems', writer.token, { id: rec.id, plane: (await newPlane()).id }, 'en-US');
    expect(failure(moved)).toMatchObject({ status: 400, msg: 'A record cannot move to another aircraft' });
    const kind = await call('UpdateWithItems', writer.token, { id: rec.id, type: 100 }, 'en-US');
    expect(failure(kind)).toMatchObject({ status: 400, msg: 'A record cannot change its kind' });
    // Within the kind the type may change (repair → modification); required fields stay required.
    await ok('UpdateWithItems', { id: rec.id, type: 9 });
    const cleared = await call('UpdateWithItems', writer.token, { id: rec.id, description: null }, 'en-US');
    expect(failure(cleared)).toMatchObject({ status: 400, msg: 'The description cannot be empty' });
  });
});

describe('workflow', () => {
  it('runs Confirm → Realize → CheckOk in order, stamping who and when; out of order answers 601', async () => {
    const plane = await newPlane();
    const fault = await ok('Add', { type: 100, plane: plane.id, issueDate: today, description: 'Oil leak' });
    const early = await call('Workflow/Realize', writer.token, { id: fault.id });
    expect(failure(early)).toEqual({ status: 601, code: 'RULE', msg: '当前状态为“待修”，不能执行“完成”' });
    const earlyEn = await call('Workflow/CheckOk', writer.token, { id: fault.id }, 'en-US');
    expect(failure(earlyEn).msg).toBe('The record is “Pending”: “Check” is not the next step');
    // A fault is closed only once checked.
    const notChecked = await call('Close', writer.token, { id: fault.id }, 'en-US');
    expect(failure(notChecked)).toMatchObject({
      status: 601,
      msg: 'A fault must be confirmed, done and checked before it is closed',
    });
    const confirmed = await ok('Workflow/Confirm', { id: fault.id, description: 'log text' });
    expect(confirmed).toMatchObject({ state: 1, confirmBy: writer.userId, confirmByName: 'Wang Engineer' });
    expect(confirmed.confirmAt).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d:\\d\\d$`));
    expect(failure(await call('Workflow/Confirm', writer.token, { id: fault.id }))).toMatchObject({ status: 601 });
    const realized = await ok('Workflow/Realize', { id: fault.id }, executor.token);
    expect(realized).toMatchObject({ state: 2, realizeBy: executor.userId, realizeByName: 'Li Mechanic' });
    const checked = await ok('Workflow/CheckOk', { id: fault.id });
    expect(checked).toMatchObject({ state: 3, checkOkByName: 'Wang Engineer' });
    const jobs = (await logRows(t, a.companyId, { targetType: ObjType.MaintainRecord, targetId: fault.id })).map(
      (r) => r.job,
    );
    expect(jobs).toEqual(['Workflow/CheckOk', 'Workflow/Realize', 'Workflow/Confirm', 'Add']);
    const closed = await ok('Close', { id: fault.id });
    expect(closed.closed).toBe(1);
    // Open puts a fault back to pending.
    const opened = await ok('Open', { id: fault.id, reason: 'Leak came back' });
    expect(opened).toMatchObject({ closed: 0, state: 0, amendments: 1 });
  });
});

describe('sign-off', () => {
  it('needs a licence on file that has not expired', async () => {
    const plane = await newPlane();
    const rec = await ok('Add', repair(plane.id));
    const before = await logCount(t);
    expect(failure(await call('Close', unlicensed.token, { id: rec.id }, 'en-US'))).toEqual({
      status: 601,
      code: 'RULE',
      msg: 'Signing off needs a licence: record your licence number in your employee details first',
    });
    expect(failure(await call('Close', expired.token, { id: rec.id }, 'en-US'))).toMatchObject({
      status: 601,
      msg: 'Your licence expired on 2020-03-01: you cannot sign off',
    });
    expect(await logCount(t)).toBe(before);
    expect((await stored(rec.id)).closed).toBe(0);
    expect(await links(plane.id)).toEqual([]);
  });

  it('stamps the signer, licence, time and the aircraft’s totals and appends to the chain; then read-only', async () => {
    const plane = await newPlane();
    const rec = await ok('Add', repair(plane.id, { items: [{ ctype: 1, removeSeri: 'S1', installSeri: 'S2' }] }));
    const signed = await ok('Close', { id: rec.id });
    expect(signed).toMatchObject({
      closed: 1,
      signedBy: writer.userId,
      signedName: 'Wang Engineer',
      licenceNo: 'CAAC-123',
      licenceType: 'B1',
      signedHours: 1200.5,
      signedLandings: 800,
      signSeq: 1,
    });
    expect(signed.signedAt).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d:\\d\\d$`));
    const [link] = await links(plane.id);
    expect(link).toMatchObject({ seq: 1, task_id: rec.id, prev_hash: '0'.repeat(64), hash: signed.signHash });
    expect(JSON.parse(link.content).items[0].installSeri).toBe('S2');
    expect(JSON.parse(link.content).record.licenceNo).toBe('CAAC-123');

    const before = await logCount(t);
    const en = (res: Awaited<ReturnType<typeof call>>) => failure(res);
    expect(en(await call('UpdateWithItems', writer.token, { id: rec.id, comments: 'x' }, 'en-US'))).toEqual({
      status: 601,
      code: 'RULE',
      msg: 'The record is closed (signed) and cannot be changed; open it with a reason first',
    });
    expect(en(await call('Workflow/Confirm', writer.token, { id: rec.id }))).toMatchObject({ status: 601 });
    expect(en(await call('Close', writer.token, { id: rec.id }, 'en-US'))).toMatchObject({
      status: 601,
      msg: 'The record is already closed',
    });
    expect(en(await call('Delete', writer.token, { id: rec.id }, 'en-US'))).toMatchObject({
      status: 601,
      msg: 'A record that has been signed cannot be deleted (open it to amend it; amendments are kept)',
    });
    expect(await logCount(t)).toBe(before);

    // A second record signs on as the next link.
    const next = await ok('Add', repair(plane.id));
    const signedNext = await ok('Close', { id: next.id });
    const chain = await links(plane.id);
    expect(chain.map((l) => l.seq)).toEqual([1, 2]);
    expect(chain[1].prev_hash).toBe(chain[0].hash);
    expect(signedNext.signSeq).toBe(2);
  });

  it('two sign-offs of one record at once: one signs, the other finds it closed; one link', async () => {
    const plane = await newPlane();
    const rec = await ok('Add', repair(plane.id));
    const other = await ok('Add', repair(plane.id));
    const answers = await Promise.all([
      call('Close', writer.token, { id: rec.id }),
      call('Close', writer.token, { id: rec.id }),
      call('Close', writer.token, { id: other.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 601]);
    const chain = await links(plane.id);
    expect(chain.map((l) => l.seq)).toEqual([1, 2]);
    expect(chain.map((l) => l.task_id).sort()).toEqual([rec.id, other.id].sort());
    expect((await ok('Verify', { plane: plane.id })).problems).toEqual([]);
  });

  it('Open needs a reason; amendments keep the signed version and the changes; re-signing adds a link', async () => {
    const plane = await newPlane();
    const rec = await ok('Add', repair(plane.id, { items: [{ ctype: 0, removeSeri: 'R1', installSeri: 'R2' }] }));
    const signed = await ok('Close', { id: rec.id });
    const noReason = await call('Open', writer.token, { id: rec.id, reason: '  ' }, 'en-US');
    expect(failure(noReason)).toMatchObject({ status: 400, msg: 'Give the reason for reopening' });
    expect(failure(await call('Open', writer.token, { id: rec.id }))).toMatchObject({ status: 400 });
    const draft = await ok('Add', repair(plane.id));
    expect(failure(await call('Open', writer.token, { id: draft.id, reason: 'x' }))).toMatchObject({ status: 601 });

    const opened = await ok('Open', { id: rec.id, reason: 'Wrong bolt part number' });
    expect(opened).toMatchObject({ closed: 0, amendments: 1 });
    const [item] = await itemRows(rec.id);
    await ok('UpdateWithItems', {
      id: rec.id,
      description: 'Replaced the hinge bolt with NAS1304',
      items: [{ id: item.id, ctype: 0, removeSeri: 'R1', installSeri: 'R3', isUpdate: true }],
    });
    const history = await ok('History', { id: rec.id }, viewer.token);
    expect(history.task.id).toBe(rec.id);
    expect(history.amendments).toHaveLength(1);
    const [amendment] = history.amendments;
    expect(amendment).toMatchObject({
      seq: 1,
      reason: 'Wrong bolt part number',
      openedBy: writer.userId,
      openedByName: 'Wang Engineer',
      resignedAt: null,
    });
    expect(amendment.signedVersion.record.description).toBe('Replaced the hinge bolt');
    expect(amendment.signedVersion.record.signedName).toBe('Wang Engineer');
    expect(amendment.changes.map((c: { field: string }) => c.field)).toEqual(['description', 'items']);
    expect(amendment.changes[0]).toEqual({
      field: 'description',
      before: 'Replaced the hinge bolt',
      after: 'Replaced the hinge bolt with NAS1304',
    });
    // Signed again: a new link, the old one stays; the amendment records the new sign-off.
    const resigned = await ok('Close', { id: rec.id });
    const chain = await links(plane.id);
    expect(chain.map((l) => [l.seq, l.task_id])).toEqual([
      [1, rec.id],
      [2, rec.id],
    ]);
    expect(chain[0].hash).toBe(signed.signHash);
    expect(resigned).toMatchObject({ signSeq: 2, signHash: chain[1].hash, amendments: 1 });
    const after = (await ok('History', { id: rec.id })).amendments[0];
    expect(after).toMatchObject({
      resignedBy: writer.userId,
      resignedName: 'Wang Engineer',
      resignHash: chain[1].hash,
    });
    expect(after.resignedAt).not.toBeNull();
    // Still not deletable once open again.
    await ok('Open', { id: rec.id, reason: 'Again' });
    expect(failure(await call('Delete', writer.token, { id: rec.id }))).toMatchObject({ status: 601 });
    expect((await ok('Verify', { plane: plane.id })).problems).toEqual([]);
  });
});

describe('Delete', () => {
  it('deletes a draft with its rows; the before-image stays in the log', async () => {
    const plane = await newPlane();
    const rec = await ok('Add', repair(plane.id, { items: [{ ctype: 1, removeSeri: 'D1', installSeri: 'D2' }] }));
    expect(await ok('Delete', { id: rec.id })).toEqual({ id: rec.id });
    expect(await t.db.kysely.selectFrom('maintain_task').select('id').where('id', '=', rec.id).execute()).toEqual([]);
    expect(await itemRows(rec.id)).toEqual([]);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.MaintainRecord, targetId: rec.id });
    expect(log.job).toBe('Delete');
    const content = JSON.parse(log.oper_content ?? '{}');
    expect(JSON.stringify(content)).toContain('Replaced the hinge bolt');
    expect(JSON.stringify(content)).toContain('D2');
    expect(failure(await call('Delete', writer.token, { id: rec.id }))).toMatchObject({ status: 404 });
  });
});

// --- Control items ---------------------------------------------------------------------------------------------

/** A manual control item (every 50 h) executed at `executeHours`. */
async function addCtrl(token: string, planeId: number, name: string, executeHours: number): Promise<number> {
  const res = await t.call({
    url: '/api/MaintainCtrl/Add',
    token,
    body: {
      planeEntity: planeId,
      name,
      type: 1,
      content: name,
      timerContent: [timeRule({ name: '50 h', type: 1, hc: 50, hw: 5 })],
      timerSource: 1,
      timeAlign: 0,
      executeHours,
      executeDate: addDays(today, -100),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.id;
}

const overdueIds = async (planeId: number) => {
  const res = await t.call({
    url: '/api/MaintainCtrl/QueryFleet',
    token: a.admin.token,
    body: { overdueOnly: true, pageSize: 200, filters: [{ name: 'planeEntity', compare: 'eq', value: planeId }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().body.items as { id: number }[]).map((r) => r.id);
};
const ctrlRow = (id: number) =>
  t.db.kysely.selectFrom('maintain_ctrl').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('control item execution', () => {
  it('a record for an overdue item executes it at once; deleting the draft puts it back', async () => {
    const plane = await newPlane(a, 1200.5);
    const ctrl = await addCtrl(a.admin.token, plane.id, 'Oil change', 1000);
    expect(await overdueIds(plane.id)).toContain(ctrl);
    const rec = await ok(
      'Add',
      repair(plane.id, { type: 1, workCard: 'WC-1', matModel: 'M', matSeri: 'S', maintainCtrl: ctrl, landings: 790 }),
    );
    expect(await ctrlRow(ctrl)).toMatchObject({
      execute_date: `${today} 00:00:00`,
      execute_hours: 1200.5,
      execute_landings: 790,
    });
    expect(await overdueIds(plane.id)).not.toContain(ctrl);
    const res = await t.call({
      url: '/api/MaintainCtrl/Query',
      token: a.admin.token,
      body: { fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: plane.id }] },
    });
    expect(res.json().body.items[0].due).toMatchObject({ overdue: false, remainHours: 50 });
    // An older record does not move the item back.
    const older = await ok(
      'Add',
      repair(plane.id, { workDate: addDays(today, -200), flyHours: 900, maintainCtrl: ctrl }),
    );
    expect((await ctrlRow(ctrl)).execute_hours).toBe(1200.5);
    await ok('Delete', { id: older.id });
    expect((await ctrlRow(ctrl)).execute_hours).toBe(1200.5);
    // Deleting the draft restores what the item showed before.
    await ok('Delete', { id: rec.id });
    expect(await ctrlRow(ctrl)).toMatchObject({
      execute_date: `${addDays(today, -100)} 00:00:00`,
      execute_hours: 1000,
      execute_landings: null,
    });
    expect(await overdueIds(plane.id)).toContain(ctrl);
  });

  it('changing the record’s hours moves the item with it; a failed save changes nothing', async () => {
    const plane = await newPlane(a, 1200.5);
    const ctrl = await addCtrl(a.admin.token, plane.id, 'Filter', 1000);
    const rec = await ok('Add', repair(plane.id, { flyHours: 1190, maintainCtrl: ctrl }));
    expect((await ctrlRow(ctrl)).execute_hours).toBe(1190);
    await ok('UpdateWithItems', { id: rec.id, flyHours: 1195 });
    expect((await ctrlRow(ctrl)).execute_hours).toBe(1195);
    const bad = await call('UpdateWithItems', writer.token, { id: rec.id, flyHours: 1100, description: null });
    expect(failure(bad)).toMatchObject({ status: 400 });
    expect((await ctrlRow(ctrl)).execute_hours).toBe(1195);
    await ok('Delete', { id: rec.id });
    expect((await ctrlRow(ctrl)).execute_hours).toBe(1000);
  });
});

// --- Verification --------------------------------------------------------------------------------------------

describe('Verify', () => {
  it('finds a record changed behind the application’s back (content) and a changed link (chain)', async () => {
    const plane = await newPlane();
    const first = await ok('Add', repair(plane.id));
    await ok('Close', { id: first.id });
    const second = await ok('Add', repair(plane.id, { description: 'Second' }));
    await ok('Close', { id: second.id });
    const clean = await ok('Verify', { plane: plane.id }, viewer.token);
    expect(clean).toEqual({ planes: 1, signatures: 2, problems: [] });

    // Behind the application's back: the signed description is edited in the table.
    await sql`update maintain_task set description = 'Forged' where id = ${first.id}`.execute(t.db.kysely);
    const forged = await ok('Verify', { plane: plane.id });
    expect(forged.problems).toEqual([
      { plane: plane.id, planeName: plane.name, task: first.id, signSeq: 1, kind: 'content' },
    ]);
    const report = await verifyAllRecords(t.db.kysely, { dataDir: t.config.dataDir });
    expect(report.problems).toContainEqual({
      company: a.companyId,
      plane: plane.id,
      planeName: plane.name,
      task: first.id,
      signSeq: 1,
      kind: 'content',
    });
    expect(reportLines(report).join('\n')).toMatch(/record \d+, link 1: content/);
    await sql`update maintain_task set description = 'Replaced the hinge bolt' where id = ${first.id}`.execute(
      t.db.kysely,
    );
    expect((await ok('Verify', { plane: plane.id })).problems).toEqual([]);

    // Marking the record open behind the application's back does not hide it.
    await sql`update maintain_task set closed = 0 where id = ${first.id}`.execute(t.db.kysely);
    expect((await ok('Verify', { plane: plane.id })).problems).toMatchObject([{ task: first.id, kind: 'content' }]);
    await sql`update maintain_task set closed = 1 where id = ${first.id}`.execute(t.db.kysely);

    // A link's content edited: its hash no longer matches.
    await sql`update record_sign set content = replace(content, 'Second', 'Third') where plane_id = ${plane.id} and seq = 2`.execute(
      t.db.kysely,
    );
    const broken = await ok('Verify', {});
    const mine = broken.problems.filter((p: { plane: number }) => p.plane === plane.id);
    expect(mine.map((p: { kind: string; signSeq: number }) => [p.kind, p.signSeq])).toEqual([
      ['chain', 2],
      ['content', 2],
    ]);
    const all = await verifyAllRecords(t.db.kysely, { dataDir: t.config.dataDir });
    expect(all.problems.filter((p) => p.plane === plane.id).map((p) => p.kind)).toContain('chain');
  });

  it('a deleted signed record is missing; an aircraft of another company is not found', async () => {
    const plane = await newPlane();
    const rec = await ok('Add', repair(plane.id));
    await ok('Close', { id: rec.id });
    await sql`delete from maintain_task where id = ${rec.id}`.execute(t.db.kysely);
    const answer = await ok('Verify', { plane: plane.id });
    expect(answer.problems).toEqual([
      { plane: plane.id, planeName: plane.name, task: rec.id, signSeq: 1, kind: 'missing' },
    ]);
    expect(failure(await call('Verify', b.admin.token, { plane: plane.id }))).toMatchObject({ status: 404 });
    expect(await ok('Verify', {}, b.admin.token)).toMatchObject({ signatures: 0, problems: [] });
  });
});
