import { ObjType } from '@hangar/domain/codes';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import type { ServerModule } from '../../platform/registry';
import { type Actor, failure, logCount, logRows } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { setLicence as giveLicence } from '../../test/licences';
import { type Company, testWorld } from '../../test/world';
import { deferralReasons, deferralsOf } from '.';

// Deferred defects under an MEL (issue 32): the model's MMEL written by its writers and read by everyone, the
// operator's MEL derived from it and never looser, deferrals of faults (the licence rule, each category's limit from
// the day after discovery, A by days, hours and landings), the one extension, the close by sign-off, refusals naming
// their field with nothing half-saved, the status reasons and the planeStatusInputsChanged event.

let t: TestApp;
let a: Company;
let b: Company;
let platform: Actor;
let modelId: number;
let planeId: number;
let otherPlaneId: number;
let bPlaneId: number;
let otherModelId: number;
/** maintain-deferral and plane-operation with every function, a valid licence. */
let lead: Actor & { employId: number };
/** maintain-deferral with every function, no licence. */
let unlicensed: Actor & { employId: number };
/** maintain-deferral Add, licence expired. */
let expired: Actor & { employId: number };
/** maintain-deferral without functions. */
let viewer: Actor;
/** plane-model with every function, in company A (not the model's manager). */
let modeller: Actor;
/** A's administrator of company B (a member of another company). */
let bLead: Actor & { employId: number };
let today: string;
/** Each planeStatusInputsChanged raised, as the probe module heard it. */
const raised: { companyId: number; planeId: number }[] = [];

const probe: ServerModule = {
  name: 'StatusProbe',
  routes: [],
  on: {
    planeStatusInputsChanged: async (_ctx, event) => {
      raised.push(event);
    },
  },
};

const setLicence = (employId: number, no: string | null, expire: string | null) =>
  giveLicence(t.db.kysely, employId, { no, type: no ? 'B1' : null, expires: expire });

const ALL = ['Add', 'Edit', 'Delete', 'Execute', 'Close'] as const;

beforeAll(async () => {
  const w = await testWorld({
    platform: true,
    models: { model: {}, otherModel: {} },
    planes: {
      plane: { model: 'model' },
      otherPlane: { model: 'otherModel' },
      bPlane: { model: 'model', company: 'b' },
    },
    members: {
      lead: {
        grants: [
          { view: 'maintain-deferral', functions: [...ALL] },
          { view: 'plane-operation', functions: [...ALL] },
        ],
        name: 'Zhao Engineer',
      },
      unlicensed: [{ view: 'maintain-deferral', functions: [...ALL] }],
      expired: [{ view: 'maintain-deferral', functions: ['Add'] }],
      viewer: [{ view: 'maintain-deferral', functions: [] }],
      modeller: [{ view: 'plane-model', functions: [...ALL] }],
      bLead: {
        grants: [
          { view: 'maintain-deferral', functions: [...ALL] },
          { view: 'plane-operation', functions: [...ALL] },
        ],
        company: 'b',
      },
    },
    modules: [...serverModules, probe],
  });
  ({ t, a, b, platform, lead, unlicensed, expired, viewer, modeller, bLead } = w);
  modelId = w.model.id;
  planeId = w.plane.id;
  otherPlaneId = w.otherPlane.id;
  bPlaneId = w.bPlane.id;
  otherModelId = w.otherModel.id;
  today = todayIn(t.config.timeZone);
  await setLicence(lead.employId, 'CAAC-777', `${addDays(today, 30)} 00:00:00`);
  await setLicence(bLead.employId, 'CAAC-888', `${addDays(today, 30)} 00:00:00`);
  await setLicence(expired.employId, 'CAAC-OLD', '2020-03-01 00:00:00');
  await t.db.kysely
    .updateTable('plane_entity')
    .set({ all_fly_hours: 1000, all_landings: 800 })
    .where('id', 'in', [planeId, bPlaneId])
    .execute();
});
afterAll(() => t.close());

const call = (path: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/${path}`, token, body, lang });

async function ok(path: string, body: unknown, token = lead.token) {
  const res = await call(path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

/** A 400 naming `field` with its message (en-US). */
function expectField(res: { statusCode: number; json: () => unknown }, field: string, msg?: string) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { errors?: { field: string; message: string }[] };
  expect(body.errors?.map((e) => e.field)).toContain(field);
  if (msg) expect(body.errors?.find((e) => e.field === field)?.message).toBe(msg);
}

const mmel = (over: Record<string, unknown>) => ({
  planeModel: modelId,
  ata: '21',
  title: 'Item',
  installed: 2,
  required: 1,
  ...over,
});

const counts = async () => ({
  deferrals: Number(
    (
      await t.db.kysely
        .selectFrom('deferral')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  log: await logCount(t),
});

const masters: Record<string, number> = {};
let mel: Record<string, { id: number; category: string }> = {};

async function fault(plane = planeId, issueDate = today, token = lead.token, title = 'Fault') {
  return ok('MaintainTask/Add', { type: 100, plane, issueDate, issueCondition: title }, token);
}

describe('the MMEL of a model', () => {
  it('is written by company 10000 (or the manager): each category, A with its interval', async () => {
    const items: [string, Record<string, unknown>][] = [
      ['21-1', { category: 'B', mProc: 1 }],
      ['21-2', { category: 'C', oProc: 1 }],
      ['21-3', { category: 'D' }],
      ['21-4', { category: 'A', intervalValue: 5, intervalUnit: 'days' }],
      ['21-5', { category: 'A', intervalValue: 50, intervalUnit: 'hours' }],
      ['21-6', { category: 'A', intervalValue: 20, intervalUnit: 'landings' }],
      // A category without an interval keeps none.
      ['21-7', { category: 'C', intervalValue: 9, intervalUnit: 'days' }],
    ];
    for (const [itemNo, over] of items) {
      const row = await ok('MmelItem/Add', mmel({ itemNo, ...over }), platform.token);
      masters[itemNo] = row.id;
    }
    const seventh = await ok('MmelItem/Query', {
      filters: [{ name: 'id', compare: 'eq', value: masters['21-7'] }],
    });
    expect(seventh.items[0]).toMatchObject({ category: 'C', intervalValue: null, intervalUnit: null });
    const [log] = await logRows(t, 10000, { targetType: ObjType.MmelItem, targetId: masters['21-4'] });
    expect(log.job).toBe('Add');
  });

  it('refuses a non-writer (601), a category not in the list and an A without interval (400 naming the field)', async () => {
    const before = await logCount(t);
    const notManager = await call('MmelItem/Add', modeller.token, mmel({ itemNo: '30-1', category: 'B' }));
    expect(failure(notManager)).toMatchObject({ status: 601, code: 'RULE' });
    expectField(
      await call('MmelItem/Add', platform.token, mmel({ itemNo: '30-1', category: 'E' }), 'en-US'),
      'category',
      'The category must be A, B, C or D',
    );
    expectField(
      await call('MmelItem/Add', platform.token, mmel({ itemNo: '30-1', category: 'A', intervalUnit: 'days' })),
      'intervalValue',
    );
    expectField(
      await call('MmelItem/Add', platform.token, mmel({ itemNo: '30-1', category: 'B', installed: 1, required: 2 })),
      'required',
    );
    expect(await logCount(t)).toBe(before);
  });

  it('is read by every member, writable only for its writers (abilities)', async () => {
    const page = await ok(
      'MmelItem/Query',
      { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: modelId }] },
      bLead.token,
    );
    expect(page.totalItems).toBe(7);
    expect(page.items[0].abilities).toEqual({ update: false, delete: false });
    const mine = await ok(
      'MmelItem/Query',
      { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: modelId }] },
      platform.token,
    );
    expect(mine.items[0].abilities).toEqual({ update: true, delete: true });
  });
});

describe('the operator’s MEL', () => {
  it('is derived from the MMEL: the items not yet in it, once', async () => {
    const first = await ok('MelItem/Derive', { planeModel: modelId });
    expect(first).toEqual({ added: 7 });
    const before = await logCount(t);
    expect(await ok('MelItem/Derive', { planeModel: modelId })).toEqual({ added: 0 });
    expect(await logCount(t)).toBe(before);
    const page = await ok('MelItem/Query', { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: modelId }] });
    mel = Object.fromEntries(page.items.map((r: { itemNo: string; id: number; category: string }) => [r.itemNo, r]));
    expect(mel['21-4']).toMatchObject({ category: 'A', intervalValue: 5, intervalUnit: 'days', required: 1 });
    // Company B's MEL is its own.
    const theirs = await ok(
      'MelItem/Query',
      { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: modelId }] },
      bLead.token,
    );
    expect(theirs.totalItems).toBe(0);
    await ok('MelItem/Derive', { planeModel: modelId }, bLead.token);
  });

  it('is tailored but never looser than the master: each refusal names its field, nothing changes', async () => {
    const before = await logCount(t);
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { id: mel['21-1'].id, required: 0 },
        'required',
        'The number required for dispatch cannot be below the MMEL’s 1',
      ],
      [{ id: mel['21-2'].id, category: 'D' }, 'category', 'The limit cannot be longer than the MMEL’s C 10 days'],
      [
        { id: mel['21-4'].id, intervalValue: 6 },
        'intervalValue',
        'The limit cannot be longer than the MMEL’s A 5 days',
      ],
      [
        { id: mel['21-4'].id, intervalUnit: 'hours' },
        'intervalUnit',
        'The limit must be counted in the MMEL’s unit (days)',
      ],
      [{ id: mel['21-5'].id, category: 'B' }, 'category', 'The limit must be counted in the MMEL’s unit (hours)'],
      [{ id: mel['21-1'].id, mProc: 0 }, 'mProc', 'An (M) or (O) procedure the MMEL requires cannot be removed'],
      [{ id: mel['21-2'].id, oProc: 0 }, 'oProc', 'An (M) or (O) procedure the MMEL requires cannot be removed'],
      [{ id: mel['21-2'].id, category: 'X' }, 'category', 'The category must be A, B, C or D'],
    ];
    for (const [body, field, msg] of refusals) {
      expectField(await call('MelItem/Update', lead.token, body, 'en-US'), field, msg);
    }
    expect(await logCount(t)).toBe(before);
    // Tighter is fine: C → B, more required, a procedure added, A 5 days → 3 days, D → A 30 days.
    expect(await ok('MelItem/Update', { id: mel['21-2'].id, category: 'B', required: 2, mProc: 1 })).toMatchObject({
      category: 'B',
      required: 2,
      mProc: 1,
      oProc: 1,
    });
    expect(await ok('MelItem/Update', { id: mel['21-4'].id, intervalValue: 3 })).toMatchObject({ intervalValue: 3 });
    expect(
      await ok('MelItem/Update', { id: mel['21-3'].id, category: 'A', intervalValue: 30, intervalUnit: 'days' }),
    ).toMatchObject({ category: 'A', intervalValue: 30 });
    await ok('MelItem/Update', { id: mel['21-3'].id, category: 'D' });
    await ok('MelItem/Update', { id: mel['21-2'].id, category: 'C' });
    await ok('MelItem/Update', { id: mel['21-4'].id, intervalValue: 5 });
  });

  it('is written only with the deferral screen’s functions; another company’s item is not found', async () => {
    expect(failure(await call('MelItem/Update', viewer.token, { id: mel['21-1'].id, remarks: 'x' }))).toMatchObject({
      status: 403,
    });
    expect(failure(await call('MelItem/Update', bLead.token, { id: mel['21-1'].id, remarks: 'x' }))).toMatchObject({
      status: 404,
    });
  });
});

describe('deferral of a fault', () => {
  /** Defers a fault discovered on `issueDate` under the MEL item `itemNo`. */
  async function defer(itemNo: string, issueDate: string, token = lead.token) {
    const f = await fault(planeId, issueDate);
    return ok('Deferral/Add', { task: f.id, melItem: mel[itemNo].id, placard: `${itemNo} INOP` }, token);
  }

  it('counts B, C, D in calendar days excluding the day of discovery, across month ends and leap years', async () => {
    const cases: [string, string, string][] = [
      ['21-1', '2026-01-31', '2026-02-03'],
      ['21-1', '2024-02-27', '2024-03-01'],
      ['21-2', '2026-02-25', '2026-03-07'],
      ['21-2', '2024-02-25', '2024-03-06'],
      ['21-3', '2025-12-31', '2026-04-30'],
    ];
    for (const [itemNo, discovered, due] of cases) {
      const d = await defer(itemNo, discovered);
      expect(d).toMatchObject({
        discovered: `${discovered} 00:00:00`,
        dueDate: `${due} 00:00:00`,
        dueHours: null,
        state: 'overdue',
        deferredName: 'Zhao Engineer',
        licenceNo: 'CAAC-777',
      });
      await ok('Deferral/Close', { id: d.id, reason: 'test' });
    }
  });

  it('warns on a B’s last day and is in date before; expires after its last day', async () => {
    const last = await defer('21-1', addDays(today, -3));
    expect(last).toMatchObject({ dueDate: `${today} 00:00:00`, state: 'warning' });
    const fresh = await defer('21-3', today);
    expect(fresh).toMatchObject({ dueDate: `${addDays(today, 120)} 00:00:00`, state: 'open' });
    for (const d of [last, fresh]) await ok('Deferral/Close', { id: d.id, reason: 'test' });
  });

  it('counts A by its days, or from the aircraft’s hours and landings at deferral', async () => {
    const days = await defer('21-4', today);
    expect(days).toMatchObject({
      category: 'A',
      limitValue: 5,
      limitUnit: 'days',
      dueDate: `${addDays(today, 5)} 00:00:00`,
    });
    const hours = await defer('21-5', today);
    expect(hours).toMatchObject({ limitUnit: 'hours', hoursAt: 1000, dueHours: 1050, dueDate: null, state: 'open' });
    const landings = await defer('21-6', today);
    expect(landings).toMatchObject({ limitUnit: 'landings', landingsAt: 800, dueLandings: 820, state: 'open' });
    // The counters move: landings 818 warns (2 left of 20: a tenth), hours 1050 is past the limit.
    await t.db.kysely
      .updateTable('plane_entity')
      .set({ all_fly_hours: 1050, all_landings: 818 })
      .where('id', '=', planeId)
      .execute();
    const page = await ok('Deferral/Query', { plane: planeId, state: 'overdue' });
    expect(page.items.map((r: { id: number }) => r.id)).toContain(hours.id);
    const warn = await ok('Deferral/Query', { plane: planeId, state: 'warning' });
    expect(warn.items.map((r: { id: number }) => r.id)).toContain(landings.id);
    const reasons = await deferralReasons(t.db.kysely, a.companyId, [planeId], today);
    expect(reasons).toContainEqual(
      expect.objectContaining({ kind: 'expiredDeferral', ref: hours.id, grounding: true }),
    );
    expect(reasons).toContainEqual(
      expect.objectContaining({ kind: 'deferral', ref: landings.id, grounding: false, due: null }),
    );
    expect(reasons).toContainEqual(
      expect.objectContaining({ kind: 'deferral', ref: days.id, grounding: false, due: addDays(today, 5) }),
    );
    await t.db.kysely
      .updateTable('plane_entity')
      .set({ all_fly_hours: 1000, all_landings: 800 })
      .where('id', '=', planeId)
      .execute();
    for (const d of [days, hours, landings]) await ok('Deferral/Close', { id: d.id, reason: 'test' });
  });

  it('needs the caller’s own valid licence: refused otherwise, nothing saved', async () => {
    const f = await fault();
    const before = await counts();
    const none = await call('Deferral/Add', unlicensed.token, { task: f.id, melItem: mel['21-2'].id, placard: 'INOP' });
    expect(failure(none)).toMatchObject({ status: 601, code: 'RULE' });
    expect(none.json().msg).toMatch(/执照/);
    const old = await call('Deferral/Add', expired.token, { task: f.id, melItem: mel['21-2'].id, placard: 'INOP' });
    expect(failure(old)).toMatchObject({ status: 601, code: 'RULE' });
    expect(old.json().msg).toContain('2020-03-01');
    expect(await counts()).toEqual(before);
  });

  it('refuses bad input naming the field, a closed fault, a second deferral, another model’s item: nothing half-saved', async () => {
    const f = await fault();
    const before = await counts();
    expectField(
      await call('Deferral/Add', lead.token, { task: f.id, placard: 'INOP' }, 'en-US'),
      'melItem',
      'Choose the MEL item',
    );
    expectField(
      await call('Deferral/Add', lead.token, { task: f.id, melItem: mel['21-2'].id, placard: ' ' }),
      'placard',
    );
    expectField(
      await call('Deferral/Add', lead.token, { task: f.id, melItem: mel['21-2'].id, placard: 'x'.repeat(501) }),
      'placard',
    );
    const other = await fault(otherPlaneId);
    expectField(
      await call('Deferral/Add', lead.token, { task: other.id, melItem: mel['21-2'].id, placard: 'INOP' }),
      'melItem',
    );
    const repair = await ok('MaintainTask/Add', {
      type: 8,
      plane: planeId,
      issueCondition: 'Hinge',
      description: 'Replaced',
      flyHours: 10,
      workDate: today,
      workPerson: lead.userId,
    });
    expectField(
      await call('Deferral/Add', lead.token, { task: repair.id, melItem: mel['21-2'].id, placard: 'INOP' }),
      'task',
    );
    // Another company's fault or MEL item is not found.
    const theirs = await fault(bPlaneId, today, bLead.token);
    expect(
      failure(await call('Deferral/Add', lead.token, { task: theirs.id, melItem: mel['21-2'].id, placard: 'INOP' })),
    ).toMatchObject({ status: 404 });
    expect(await counts()).toMatchObject({ deferrals: before.deferrals });
    const d = await ok('Deferral/Add', { task: f.id, melItem: mel['21-2'].id, placard: 'INOP' });
    const twice = await call(
      'Deferral/Add',
      lead.token,
      { task: f.id, melItem: mel['21-2'].id, placard: 'INOP' },
      'en-US',
    );
    expect(failure(twice)).toMatchObject({ status: 601, msg: 'The fault already has an open deferral' });
    // A deferred fault cannot be deleted, nor its MEL item.
    expect(failure(await call('MaintainTask/Delete', lead.token, { id: f.id }))).toMatchObject({ status: 601 });
    expect(failure(await call('MelItem/Delete', lead.token, { id: mel['21-2'].id }))).toMatchObject({ status: 601 });
    await ok('Deferral/Close', { id: d.id, reason: 'test' });
  });

  it('is extended once, with approver, reason and a later limit, logged; a second extension is refused', async () => {
    const d = await defer('21-2', today);
    const before = await counts();
    expectField(
      await call('Deferral/Extend', lead.token, {
        id: d.id,
        approver: 'QA',
        reason: 'x'.repeat(501),
        dueDate: addDays(today, 20),
      }),
      'reason',
    );
    expectField(await call('Deferral/Extend', lead.token, { id: d.id, approver: 'QA', reason: 'Parts' }), 'dueDate');
    expectField(
      await call('Deferral/Extend', lead.token, {
        id: d.id,
        approver: 'QA',
        reason: 'Parts',
        dueDate: addDays(today, 10),
      }),
      'dueDate',
    );
    expect(await counts()).toEqual(before);
    raised.length = 0;
    const extended = await ok('Deferral/Extend', {
      id: d.id,
      approver: 'Chief Inspector',
      reason: 'Parts on order',
      dueDate: addDays(today, 20),
    });
    expect(extended).toMatchObject({
      dueDate: `${addDays(today, 20)} 00:00:00`,
      extApprover: 'Chief Inspector',
      extReason: 'Parts on order',
      extPrevDue: addDays(today, 10),
      abilities: { extend: false, close: true },
    });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Deferral, targetId: d.id });
    expect(log.job).toBe('Extend');
    expect(JSON.parse(log.oper_content).changes.extApprover).toEqual([null, 'Chief Inspector']);
    const again = await call(
      'Deferral/Extend',
      lead.token,
      { id: d.id, approver: 'QA', reason: 'More', dueDate: addDays(today, 30) },
      'en-US',
    );
    expect(failure(again)).toMatchObject({
      status: 601,
      msg: 'The deferral has been extended once: no second extension',
    });
    await ok('Deferral/Close', { id: d.id, reason: 'test' });
    // Each write raised the aircraft's status inputs once; the refused one none.
    expect(raised).toEqual([
      { companyId: a.companyId, planeId },
      { companyId: a.companyId, planeId },
    ]);
  });

  it('extends a counter limit with a higher count', async () => {
    const d = await defer('21-5', today);
    expectField(await call('Deferral/Extend', lead.token, { id: d.id, approver: 'QA', reason: 'Parts' }), 'dueCounter');
    expectField(
      await call('Deferral/Extend', lead.token, { id: d.id, approver: 'QA', reason: 'Parts', dueCounter: 1040 }),
      'dueCounter',
    );
    expect(await ok('Deferral/Extend', { id: d.id, approver: 'QA', reason: 'Parts', dueCounter: 1080 })).toMatchObject({
      dueHours: 1080,
      extPrevDue: '1050 hours',
    });
    await ok('Deferral/Close', { id: d.id, reason: 'test' });
  });

  it('closes when its fault is signed off; a closed fault cannot be deferred; the status follows', async () => {
    const f = await fault(planeId, today, lead.token, 'Landing light');
    let reasons = await deferralReasons(t.db.kysely, a.companyId, [planeId], today);
    expect(reasons).toContainEqual({
      planeId,
      kind: 'openFault',
      grounding: true,
      ref: f.id,
      title: 'Landing light',
      due: null,
    });
    raised.length = 0;
    const d = await ok('Deferral/Add', { task: f.id, melItem: mel['21-2'].id, placard: 'Landing light INOP' });
    expect(raised).toEqual([{ companyId: a.companyId, planeId }]);
    reasons = await deferralReasons(t.db.kysely, a.companyId, [planeId], today);
    expect(reasons.filter((r) => r.ref === f.id && r.kind === 'openFault')).toEqual([]);
    expect(reasons).toContainEqual({
      planeId,
      kind: 'deferral',
      grounding: false,
      ref: d.id,
      title: 'Landing light (MEL 21-2)',
      due: addDays(today, 10),
    });
    const report = await deferralsOf(t.db.kysely, a.companyId, planeId, today);
    expect(report).toContainEqual(
      expect.objectContaining({
        id: d.id,
        itemNo: '21-2',
        category: 'C',
        placard: 'Landing light INOP',
        extension: null,
        state: 'open',
      }),
    );
    for (const step of ['Workflow/Confirm', 'Workflow/Realize', 'Workflow/CheckOk', 'Close']) {
      await ok(`MaintainTask/${step}`, { id: f.id });
    }
    const closed = (await ok('Deferral/Query', { task: f.id })).items[0];
    expect(closed).toMatchObject({ id: d.id, closed: 1, closedTask: f.id, state: 'closed' });
    reasons = await deferralReasons(t.db.kysely, a.companyId, [planeId], today);
    expect(reasons.filter((r) => r.ref === f.id || r.ref === d.id)).toEqual([]);
    const again = await call(
      'Deferral/Add',
      lead.token,
      { task: f.id, melItem: mel['21-2'].id, placard: 'INOP' },
      'en-US',
    );
    expect(failure(again)).toMatchObject({ status: 601, msg: 'The fault is closed and cannot be deferred' });
    expect(failure(await call('Deferral/Close', lead.token, { id: d.id, reason: 'x' }))).toMatchObject({ status: 601 });
  });

  it('lists the fleet’s deferrals by aircraft, state and category; only the company’s', async () => {
    const d = await defer('21-3', today);
    const byCategory = await ok('Deferral/Query', { category: 'D', state: 'open' });
    expect(byCategory.items.map((r: { id: number }) => r.id)).toEqual([d.id]);
    expect(byCategory.items[0]).toMatchObject({
      planeName: expect.any(String),
      faultTitle: 'Fault',
      abilities: { extend: true, close: true },
    });
    const viewed = await ok('Deferral/Query', { category: 'D', state: 'open' }, viewer.token);
    expect(viewed.items[0].abilities).toEqual({ extend: false, close: false });
    const theirs = await ok('Deferral/Query', {}, bLead.token);
    expect(theirs.items.map((r: { id: number }) => r.id)).not.toContain(d.id);
    expect(failure(await call('Deferral/Close', bLead.token, { id: d.id, reason: 'x' }))).toMatchObject({
      status: 404,
    });
    const all = await ok('Deferral/Query', { plane: planeId, pageSize: 1000 });
    expect(all.items[0].id).toBe(d.id);
    expect(all.items.slice(1).every((r: { state: string }) => r.state === 'closed')).toBe(true);
    // The closed ones latest first.
    const closed = all.items.slice(1) as { id: number; closedAt: string }[];
    const latestFirst = [...closed].sort((x, y) => y.closedAt.localeCompare(x.closedAt) || y.id - x.id);
    expect(closed.map((r) => r.id)).toEqual(latestFirst.map((r) => r.id));
    expect(closed.length).toBeGreaterThan(5);
  });
});

describe('open deferrals among the due items (Deferral/Due)', () => {
  /** Defers a fault discovered on `issueDate` under the MEL item `itemNo`. */
  async function defer(itemNo: string, issueDate: string) {
    const f = await fault(planeId, issueDate);
    return ok('Deferral/Add', { task: f.id, melItem: mel[itemNo].id, placard: `${itemNo} INOP` });
  }
  const setRates = (daily: number | null) =>
    t.db.kysely
      .updateTable('plane_entity')
      .set({
        daily_hours: daily,
        forecast_source: daily === null ? null : 'manual',
        counters_date: daily === null ? null : `${today} 00:00:00`,
      })
      .where('id', '=', planeId)
      .execute();

  it('answers their due as an item’s, within the monitor’s window; the company’s, for readers only', async () => {
    const overdue = await defer('21-1', addDays(today, -10));
    const warning = await defer('21-1', addDays(today, -3));
    const c = await defer('21-2', addDays(today, -1));
    const hours = await defer('21-5', today);
    const d = await defer('21-3', today);
    // 5 hours a day from today: the hours limit (50 left) falls on today + 10.
    await setRates(5);
    const mine = [overdue.id, warning.id, c.id, hours.id, d.id];
    const due = async (body: Record<string, unknown>, token = lead.token) =>
      ((await ok('Deferral/Due', body, token)).items as { id: number; due: Record<string, unknown> }[]).filter((r) =>
        mine.includes(r.id),
      );
    const ids = async (body: Record<string, unknown>) => (await due(body)).map((r) => r.id);

    // Most urgent first: overdue, warning, then by the due day (the last day or the forecast).
    const all = await due({});
    expect(all.map((r) => r.id)).toEqual([overdue.id, warning.id, c.id, hours.id, d.id]);
    const byId = new Map(all.map((r) => [r.id, r]));
    expect(byId.get(overdue.id)).toMatchObject({
      state: 'overdue',
      planeName: expect.any(String),
      planeModel: modelId,
      faultTitle: 'Fault',
      due: { expireDate: addDays(today, -7), remainDays: -7, dueBy: 'calendar', warning: true, overdue: true },
    });
    expect(byId.get(warning.id)?.due).toMatchObject({ remainDays: 0, warning: true, overdue: false });
    expect(byId.get(c.id)?.due).toMatchObject({
      expireDate: addDays(today, 9),
      dueDate: addDays(today, 9),
      remainDays: 9,
      remainHours: null,
      warning: false,
      overdue: false,
    });
    expect(byId.get(hours.id)?.due).toMatchObject({
      expireDate: null,
      remainDays: null,
      expireHours: 1050,
      remainHours: 50,
      forecastDate: addDays(today, 10),
      dueDate: addDays(today, 10),
      dueBy: 'hours',
      warning: false,
    });

    // The window: QueryFleet's fields, every given one holding.
    expect(await ids({ dueWithinDays: 30 })).toEqual([overdue.id, warning.id, c.id, hours.id]);
    expect(await ids({ dueWithinDays: 9 })).toEqual([overdue.id, warning.id, c.id]);
    expect(await ids({ dueWithinDays: 5 })).toEqual([overdue.id, warning.id]);
    expect(await ids({ warningOnly: true })).toEqual([overdue.id, warning.id]);
    expect(await ids({ overdueOnly: true })).toEqual([overdue.id]);
    expect(await ids({ dueWithinHours: 60 })).toEqual([hours.id]);
    expect(await ids({ dueWithinHours: 40 })).toEqual([]);
    expect(await ids({ dueWithinLandings: 100 })).toEqual([]);
    expect(await ids({ dueWithinDays: 30, warningOnly: true })).toEqual([overdue.id, warning.id]);
    // Without a utilisation the hours limit has no day: within N days only once it warns.
    await setRates(null);
    expect(await ids({ dueWithinDays: 30 })).toEqual([overdue.id, warning.id, c.id]);
    expect((await due({})).find((r) => r.id === hours.id)?.due).toMatchObject({ dueDate: null, dueBy: null });

    // An aircraft, a model.
    expect(await ids({ plane: planeId, dueWithinDays: 5 })).toEqual([overdue.id, warning.id]);
    expect((await ok('Deferral/Due', { plane: otherPlaneId })).items).toEqual([]);
    expect(await ids({ planeModel: modelId, overdueOnly: true })).toEqual([overdue.id]);
    expect((await ok('Deferral/Due', { planeModel: otherModelId })).items).toEqual([]);

    // Another company sees none of them, even naming the aircraft; a reader without functions reads them.
    const theirs = (await ok('Deferral/Due', {}, bLead.token)).items as { id: number }[];
    expect(theirs.filter((r) => mine.includes(r.id))).toEqual([]);
    expect((await ok('Deferral/Due', { plane: planeId }, bLead.token)).items).toEqual([]);
    expect((await due({ overdueOnly: true }, viewer.token)).map((r) => r.id)).toEqual([overdue.id]);
    // Who may not read deferrals is refused; bad input names its field.
    expect(failure(await call('Deferral/Due', modeller.token, {})).status).toBe(403);
    expectField(await call('Deferral/Due', lead.token, { dueWithinDays: -1 }, 'en-US'), 'dueWithinDays');
    expectField(await call('Deferral/Due', lead.token, { plane: 'x' }, 'en-US'), 'plane');
    expect((await call('Deferral/Due', lead.token, { state: 'open' })).statusCode).toBe(400);

    for (const r of [overdue, warning, c, hours, d]) await ok('Deferral/Close', { id: r.id, reason: 'test' });
    expect(await ids({})).toEqual([]);
  });
});

describe('company B', () => {
  it('has its own MEL of the shared model', () => {
    expect(b.companyId).not.toBe(a.companyId);
  });
});
