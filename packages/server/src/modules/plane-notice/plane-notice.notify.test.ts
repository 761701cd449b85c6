import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { CardCategory } from '@hangar/domain/contracts/workcards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Notices to aircraft (model document §7 "Notices to aircraft"; docs/domain.md "Notices to aircraft"): a manager
// notifies an operator's aircraft of an instruction card, which puts the card's maintenance item under the
// aircraft's control in the operator's company; withdrawing disables a never-executed item; survey cards notify
// without control items. Through real HTTP on the test database.

let t: TestApp;
/** The model's manager. */
let m: Company;
/** Operators of the model. */
let a: Company;
let b: Company;
let platform: Actor;
let model: { id: number; name: string; manager: number };
let a1: { id: number; name: string };
let a2: { id: number; name: string };
let a3: { id: number; name: string };
let b1: { id: number; name: string };
let ad: number;
let item: number;
let instruction: number;
let survey: number;
let seq = 0;

async function document(modelId: number): Promise<number> {
  seq++;
  const row = await t.db.kysely
    .insertInto('model_document')
    .values({
      module: DocumentModule.Model,
      dict: DocumentDict.CadAd,
      target: modelId,
      is_folder: 0,
      name: `AD ${seq}`,
      seri: `AD-2026-${seq}`,
      created_by: platform.userId,
      created_at: '2026-01-01 00:00:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function maintainItem(modelId: number, disabled = 0): Promise<number> {
  seq++;
  const row = await t.db.kysely
    .insertInto('maintain_item')
    .values({
      model_id: modelId,
      name: `Inspection ${seq}`,
      type: 1,
      content: 'Inspect the part',
      timer_content: JSON.stringify([
        { name: '12 months', type: 1, hc: null, ho: null, hw: null, cc: '12M', co: null, cw: null },
      ]),
      timer_source: 1,
      time_align: 0,
      sorter: seq,
      disabled,
      created_at: '2026-01-01 00:00:00',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function card(
  modelId: number,
  category: number,
  extra: { according_id?: number | null; maintain_id?: number | null } = {},
): Promise<number> {
  seq++;
  const row = await t.db.kysely
    .insertInto('work_card')
    .values({
      model_id: modelId,
      category,
      seri: `EO-${seq}`,
      name: `Card ${seq}`,
      version: 'A',
      type: 10 * (category - 1) + 1,
      closed: 0,
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const post = (url: string, token: string, body: Record<string, unknown>) => t.call({ url: `/api/${url}`, token, body });

async function appraise(token: string, planeId: number, fit: 0 | 1, appraiseId = ad, type = 1) {
  // A document's "not applicable" evaluation states its reason (issue 32).
  const reason = fit === 0 ? 'Not fitted with the affected part' : undefined;
  const res = await post('PlaneNotice/Appraise', token, { type, appraiseId, planeId, appraised: 1, fit, reason });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { id: number };
}

const ctrlRows = (planeId: number) =>
  t.db.kysely.selectFrom('maintain_ctrl').selectAll().where('plane_id', '=', planeId).execute();

async function operatorCtrls(token: string, planeId: number) {
  const res = await post('MaintainCtrl/Query', token, {
    fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: planeId }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.items as { id: number; maintainItemId: number; disabled: number; due: unknown }[];
}

beforeAll(async () => {
  ({ t, platform, m, a, b, model, a1, a2, a3, b1 } = await testWorld({
    companies: { m: 'Manager Works', a: 'Alpha Air', b: 'Bravo Air' },
    platform: true,
    models: { model: { manager: 'm' } },
    planes: {
      a1: { model: 'model', company: 'a' },
      a2: { model: 'model', company: 'a' },
      a3: { model: 'model', company: 'a' },
      b1: { model: 'model', company: 'b' },
    },
  }));
  ad = await document(model.id);
  item = await maintainItem(model.id);
  instruction = await card(model.id, CardCategory.Instruction, { according_id: ad, maintain_id: item });
  survey = await card(model.id, CardCategory.Survey);
});
afterAll(() => t?.close());

describe('notifying an instruction card', () => {
  it('puts the card’s maintenance item under the operator’s control, its due computed, logged in both companies', async () => {
    const row = await appraise(m.admin.token, a1.id, 1);
    const before = t.publisher.events.length;
    const res = await post('PlaneNotice/DoNotice', m.admin.token, { id: row.id, instructId: instruction });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().body;
    expect(answer).toMatchObject({ id: row.id, state: 1, instructId: instruction, instructUser: m.admin.userId });
    expect(answer.instructTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(answer.instructUserName).toBeTruthy();
    expect(answer.ctrlId).toEqual(expect.any(Number));
    // The operator reads its new control item, enabled, with its due computed.
    const items = await operatorCtrls(a.admin.token, a1.id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: answer.ctrlId, maintainItemId: item, disabled: 0 });
    expect(items[0].due).toBeTruthy();
    const [stored] = await ctrlRows(a1.id);
    expect(stored).toMatchObject({ company_id: a.companyId, maintain_item_id: item });
    expect(stored.due_sort).not.toBeNull();
    // The manager cannot read the operator's control items elsewhere.
    expect(await operatorCtrls(m.admin.token, a1.id)).toEqual([]);
    const register = await post('PlaneEntity/Query', m.admin.token, {
      filters: [{ name: 'id', compare: 'eq', value: a1.id }],
    });
    expect(register.statusCode, register.body).toBe(200);
    expect(register.json().body.items).toEqual([]);
    // Logged on the aircraft in both companies, the control item in the operator's.
    for (const company of [a.companyId, m.companyId]) {
      const logs = await logRows(t, company, { targetType: ObjType.Plane, targetId: a1.id });
      expect(logs.map((l) => l.job)).toContain('DoNotice');
    }
    const ctrlLogs = await logRows(t, a.companyId, { targetType: ObjType.Control, targetId: answer.ctrlId });
    expect(ctrlLogs).toHaveLength(1);
    expect(t.publisher.events.slice(before)).toEqual(
      expect.arrayContaining([
        { companyId: a.companyId, table: 'plane_notice', ids: [row.id] },
        { companyId: a.companyId, table: 'maintain_ctrl', ids: [answer.ctrlId] },
        { companyId: m.companyId, table: 'plane_notice', ids: [row.id] },
      ]),
    );
    // The operator's list of the basis file shows the notice.
    const list = await post('PlaneEntity/QueryWithWorkAppraise', a.admin.token, { tagId: ad });
    const listed = list.json().body.items.find((r: { planeId: number }) => r.planeId === a1.id);
    expect(listed).toMatchObject({ state: 1, instructId: instruction, ctrlId: answer.ctrlId });
  });

  it('refuses a notified row again, and its evaluation until withdrawn (请先撤回通知)', async () => {
    const [row] = await t.db.kysely.selectFrom('plane_notice').select('id').where('plane_id', '=', a1.id).execute();
    const logs = await logCount(t);
    const again = await post('PlaneNotice/DoNotice', m.admin.token, { id: row.id, instructId: instruction });
    expect(failure(again)).toMatchObject({ status: 601 });
    const change = await post('PlaneNotice/Appraise', m.admin.token, {
      appraiseId: ad,
      planeId: a1.id,
      appraised: 1,
      fit: 0,
    });
    expect(failure(change)).toMatchObject({ status: 601 });
    expect(change.json().msg).toContain('请先撤回通知');
    expect(await logCount(t)).toBe(logs);
  });

  it('withdraws: disables a never-executed control item, keeps an executed one', async () => {
    const [row] = await t.db.kysely.selectFrom('plane_notice').selectAll().where('plane_id', '=', a1.id).execute();
    const res = await post('PlaneNotice/RemoveNotice', m.admin.token, { id: row.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ id: row.id, state: 0 });
    expect((await operatorCtrls(a.admin.token, a1.id))[0]).toMatchObject({ id: row.ctrl_id, disabled: 1 });
    // Notifying again re-enables the same item rather than adding one.
    const renotify = await post('PlaneNotice/DoNotice', m.admin.token, { id: row.id, instructId: instruction });
    expect(renotify.json().body.ctrlId).toBe(row.ctrl_id);
    expect(await operatorCtrls(a.admin.token, a1.id)).toEqual([
      expect.objectContaining({ id: row.ctrl_id, disabled: 0 }),
    ]);
    // Executed by the operator: withdrawing keeps it.
    const exec = await post('MaintainCtrl/UpdateExecDate', a.admin.token, {
      id: row.ctrl_id,
      executeDate: '2026-01-15',
    });
    expect(exec.statusCode, exec.body).toBe(200);
    expect((await post('PlaneNotice/RemoveNotice', m.admin.token, { id: row.id })).statusCode).toBe(200);
    expect((await operatorCtrls(a.admin.token, a1.id))[0]).toMatchObject({ id: row.ctrl_id, disabled: 0 });
    expect(
      (await t.db.kysely.selectFrom('plane_notice').select('state').where('id', '=', row.id).executeTakeFirst())?.state,
    ).toBe(0);
  });

  it('needs an applicable row of the card’s basis file, and a card with its file and maintenance item', async () => {
    const unfit = await appraise(m.admin.token, a2.id, 0);
    const otherAd = await document(model.id);
    const otherRow = await appraise(m.admin.token, a2.id, 1, otherAd);
    const logs = await logCount(t);
    const refused = await post('PlaneNotice/DoNotice', m.admin.token, { id: unfit.id, instructId: instruction });
    expect(failure(refused)).toMatchObject({ status: 601 });
    const wrongFile = await post('PlaneNotice/DoNotice', m.admin.token, { id: otherRow.id, instructId: instruction });
    expect(failure(wrongFile)).toMatchObject({ status: 601 });
    const noFile = await card(model.id, CardCategory.Instruction, { maintain_id: item });
    const res1 = await post('PlaneNotice/DoNotice', m.admin.token, { id: otherRow.id, instructId: noFile });
    expect(failure(res1)).toMatchObject({ status: 601 });
    expect(res1.json().msg).toContain('请先点击编辑，关联AD/SB文件的编号');
    const noItem = await card(model.id, CardCategory.Routine, { according_id: otherAd });
    const res2 = await post('PlaneNotice/DoNotice', m.admin.token, { id: otherRow.id, instructId: noItem });
    expect(failure(res2)).toMatchObject({ status: 601 });
    expect(res2.json().msg).toContain('请先点击编辑，关联维修项目');
    const bulletin = await card(model.id, CardCategory.TechBulletin);
    const res3 = await post('PlaneNotice/DoNotice', m.admin.token, { id: otherRow.id, instructId: bulletin });
    expect(res3.statusCode).toBe(400);
    expect(res3.json().errors[0].field).toBe('instructId');
    expect(
      failure(await post('PlaneNotice/DoNotice', m.admin.token, { id: 99_999_999, instructId: instruction })).status,
    ).toBe(404);
    expect(await logCount(t)).toBe(logs);
    expect(await ctrlRows(a2.id)).toEqual([]);
  });

  it('lets only the model’s manager or company 10000 notify; an operator cannot, another company sees nothing', async () => {
    const row = await appraise(platform.token, b1.id, 1);
    const logs = await logCount(t);
    // The operator reads its row but cannot notify it.
    expect(
      failure(await post('PlaneNotice/DoNotice', b.admin.token, { id: row.id, instructId: instruction })),
    ).toMatchObject({
      status: 601,
    });
    expect(failure(await post('PlaneNotice/RemoveNotice', b.admin.token, { id: row.id }))).toMatchObject({
      status: 601,
    });
    // Another operator of the model cannot reach Bravo's row at all.
    expect(
      failure(await post('PlaneNotice/DoNotice', a.admin.token, { id: row.id, instructId: instruction })),
    ).toMatchObject({
      status: 601,
    });
    expect(failure(await post('PlaneNotice/RemoveNotice', a.admin.token, { id: row.id })).status).toBe(404);
    // A member without the plane-model Execute function.
    const viewer = await makeMember(t, m, [{ view: 'plane-model', functions: ['Add', 'Edit'] }]);
    expect(
      failure(await post('PlaneNotice/DoNotice', viewer.token, { id: row.id, instructId: instruction })).status,
    ).toBe(403);
    expect(await logCount(t)).toBe(logs);
    // Company 10000 may.
    const res = await post('PlaneNotice/DoNotice', platform.token, { id: row.id, instructId: instruction });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ctrlRows(b1.id))[0]).toMatchObject({ company_id: b.companyId, maintain_item_id: item, disabled: 0 });
  });
});

describe('survey cards', () => {
  it('list the model’s aircraft with their notice of the card, evaluate and notify any row, no control item', async () => {
    const listed = await post('PlaneEntity/QueryWithWorkNotice', m.admin.token, { tagId: survey, pageSize: 100 });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().body.items.map((r: { planeId: number }) => r.planeId)).toEqual([a1.id, a2.id, a3.id, b1.id]);
    const row = await appraise(m.admin.token, a2.id, 0, survey, 3);
    const res = await post('PlaneNotice/DoNotice', m.admin.token, { id: row.id, instructId: survey });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ type: 3, appraiseId: survey, instructId: survey, state: 1, ctrlId: null });
    expect(await ctrlRows(a2.id)).toEqual([]);
    const own = await post('PlaneEntity/QueryWithWorkNotice', a.admin.token, { tagId: survey });
    expect(own.json().body.items.map((r: { planeId: number; state: number }) => [r.planeId, r.state])).toEqual([
      [a1.id, 0],
      [a2.id, 1],
      [a3.id, 0],
    ]);
    // An instruction card is not a survey card.
    const bad = await post('PlaneEntity/QueryWithWorkNotice', m.admin.token, { tagId: instruction });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('tagId');
  });

  it('doForceNotice creates the row (unevaluated) and notifies it; a second time is refused', async () => {
    const res = await post('PlaneNotice/doForceNotice', m.admin.token, { planeId: a3.id, instructId: survey });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ planeId: a3.id, type: 3, appraised: 0, fit: 0, state: 1 });
    const row = await t.db.kysely
      .selectFrom('plane_notice')
      .selectAll()
      .where('plane_id', '=', a3.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ company_id: a.companyId, instruct_id: survey });
    expect(
      failure(await post('PlaneNotice/doForceNotice', m.admin.token, { planeId: a3.id, instructId: survey })),
    ).toMatchObject({
      status: 601,
    });
    const instructionForce = await post('PlaneNotice/doForceNotice', m.admin.token, {
      planeId: a3.id,
      instructId: instruction,
    });
    expect(instructionForce.statusCode).toBe(400);
    expect(
      failure(await post('PlaneNotice/doForceNotice', b.admin.token, { planeId: b1.id, instructId: survey })),
    ).toMatchObject({
      status: 601,
    });
    const logs = await logRows(t, a.companyId, { targetType: ObjType.Plane, targetId: a3.id });
    expect(logs.map((l) => l.job)).toEqual(['doForceNotice']);
    // Withdrawn: no control item concerned.
    const removed = await post('PlaneNotice/RemoveNotice', m.admin.token, { id: row.id });
    expect(removed.json().body).toMatchObject({ state: 0 });
  });
});

describe('notifying many aircraft in one call (DoNoticeMany, RemoveNoticeMany)', () => {
  /** Aircraft of the model in two operators, evaluated against a second AD with its own instruction card. */
  let fleet: { id: number; name: string }[];
  let batchAd: number;
  let batchCard: number;
  let rows: number[];
  const stateOf = async (ids: number[]) =>
    (await t.db.kysely.selectFrom('plane_notice').select(['id', 'state']).where('id', 'in', ids).execute()).map(
      (r) => r.state,
    );

  beforeAll(async () => {
    fleet = [
      await makePlane(t, a.companyId, { modelId: model.id }),
      await makePlane(t, a.companyId, { modelId: model.id }),
      await makePlane(t, b.companyId, { modelId: model.id }),
    ];
    batchAd = await document(model.id);
    batchCard = await card(model.id, CardCategory.Instruction, { according_id: batchAd, maintain_id: item });
    rows = [];
    for (const plane of fleet) rows.push((await appraise(m.admin.token, plane.id, 1, batchAd)).id);
  });

  it('refuses the whole batch when one row is not applicable, naming it; nothing is saved', async () => {
    const extra = await makePlane(t, b.companyId, { modelId: model.id, name: 'B-UNFIT' });
    const unfit = await appraise(m.admin.token, extra.id, 0, batchAd);
    const logs = await logCount(t);
    const res = await post('PlaneNotice/DoNoticeMany', m.admin.token, {
      ids: [...rows, unfit.id],
      instructId: batchCard,
    });
    expect(failure(res)).toMatchObject({ status: 601, code: 'RULE' });
    expect(res.json().msg).toContain('B-UNFIT');
    expect(res.json().errors).toEqual([{ field: 'ids.3', message: '该飞机未评估为适用，不能通知' }]);
    expect(res.json().refused).toEqual([{ id: unfit.id, planeId: extra.id, name: 'B-UNFIT' }]);
    expect(await logCount(t)).toBe(logs);
    expect(await stateOf([...rows, unfit.id])).toEqual([0, 0, 0, 0]);
    for (const plane of [...fleet, extra]) expect(await ctrlRows(plane.id)).toEqual([]);
  });

  it('notifies rows of two operators: each gets its control item, one log row per aircraft, one summary row', async () => {
    const before = t.publisher.events.length;
    // A duplicate id counts once.
    const res = await post('PlaneNotice/DoNoticeMany', m.admin.token, {
      ids: [...rows, rows[0]],
      instructId: batchCard,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().body as { id: number; state: number; ctrlId: number; instructUserName: string }[];
    expect(answer.map((r) => r.id)).toEqual(rows);
    for (const r of answer)
      expect(r).toMatchObject({ state: 1, instructId: batchCard, instructUserName: expect.any(String) });
    const owners = [a.companyId, a.companyId, b.companyId];
    for (const [i, plane] of fleet.entries()) {
      const [ctrl] = await ctrlRows(plane.id);
      expect(ctrl).toMatchObject({ id: answer[i].ctrlId, company_id: owners[i], maintain_item_id: item, disabled: 0 });
      expect(ctrl.due_sort).not.toBeNull();
      const planeLogs = await logRows(t, owners[i], { targetType: ObjType.Plane, targetId: plane.id });
      expect(planeLogs.filter((l) => l.job === 'DoNoticeMany')).toHaveLength(1);
      const ctrlLogs = await logRows(t, owners[i], { targetType: ObjType.Control, targetId: ctrl.id });
      expect(ctrlLogs.map((l) => l.job)).toEqual(['DoNoticeMany']);
      // The caller's company has no row per aircraft…
      expect(await logRows(t, m.companyId, { targetType: ObjType.Plane, targetId: plane.id })).not.toContainEqual(
        expect.objectContaining({ job: 'DoNoticeMany' }),
      );
    }
    // …but one summary row on the card naming the aircraft.
    const summary = (await logRows(t, m.companyId)).filter((l) => l.job === 'DoNoticeMany');
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ target_type: ObjType.EngineeringOrder, target_id: batchCard });
    for (const plane of fleet) expect(JSON.stringify(summary[0])).toContain(plane.name);
    // Each company hears once of its rows.
    const events = t.publisher.events.slice(before);
    expect(events).toEqual(
      expect.arrayContaining([
        { companyId: a.companyId, table: 'plane_notice', ids: [rows[0], rows[1]] },
        { companyId: b.companyId, table: 'plane_notice', ids: [rows[2]] },
        { companyId: m.companyId, table: 'plane_notice', ids: rows },
      ]),
    );
    expect(events.filter((e) => e.table === 'plane_notice')).toHaveLength(3);
    // Notified rows are refused a second time, by name.
    const again = await post('PlaneNotice/DoNoticeMany', m.admin.token, { ids: rows, instructId: batchCard });
    expect(failure(again).status).toBe(601);
    expect(again.json().errors.map((e: { field: string }) => e.field)).toEqual(['ids.0', 'ids.1', 'ids.2']);
  });

  it('guards access like DoNotice: Execute, the model’s manager, rows the caller may reach, 1 to 1000 ids', async () => {
    const logs = await logCount(t);
    const viewer = await makeMember(t, m, [{ view: 'plane-model', functions: ['Add', 'Edit'] }]);
    const body = { ids: rows, instructId: batchCard };
    expect(failure(await post('PlaneNotice/DoNoticeMany', viewer.token, body)).status).toBe(403);
    expect(failure(await post('PlaneNotice/RemoveNoticeMany', viewer.token, { ids: rows })).status).toBe(403);
    // An operator is not the model's manager.
    expect(failure(await post('PlaneNotice/DoNoticeMany', b.admin.token, body)).status).toBe(601);
    expect(failure(await post('PlaneNotice/RemoveNoticeMany', b.admin.token, { ids: [rows[2]] })).status).toBe(601);
    // Alpha cannot reach Bravo's row: the whole batch is not found.
    expect(failure(await post('PlaneNotice/RemoveNoticeMany', a.admin.token, { ids: [rows[0], rows[2]] })).status).toBe(
      404,
    );
    expect(failure(await post('PlaneNotice/DoNoticeMany', m.admin.token, { ...body, ids: [99_999_999] })).status).toBe(
      404,
    );
    for (const ids of [[], Array.from({ length: 1001 }, (_, i) => i + 1)]) {
      const bad = await post('PlaneNotice/DoNoticeMany', m.admin.token, { ids, instructId: batchCard });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('ids');
    }
    expect(await logCount(t)).toBe(logs);
    expect(await stateOf(rows)).toEqual([1, 1, 1]);
  });

  it('withdraws many: control items disabled, one log row per aircraft, one summary row on the card', async () => {
    const res = await post('PlaneNotice/RemoveNoticeMany', m.admin.token, { ids: rows });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.map((r: { id: number; state: number }) => [r.id, r.state])).toEqual(
      rows.map((id) => [id, 0]),
    );
    expect(await stateOf(rows)).toEqual([0, 0, 0]);
    for (const plane of fleet) expect((await ctrlRows(plane.id))[0]).toMatchObject({ disabled: 1 });
    const owners = [a.companyId, a.companyId, b.companyId];
    for (const [i, plane] of fleet.entries()) {
      const planeLogs = await logRows(t, owners[i], { targetType: ObjType.Plane, targetId: plane.id });
      expect(planeLogs.filter((l) => l.job === 'RemoveNoticeMany')).toHaveLength(1);
    }
    const summary = (await logRows(t, m.companyId)).filter((l) => l.job === 'RemoveNoticeMany');
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ target_type: ObjType.EngineeringOrder, target_id: batchCard });
    // Notified again in one call: the same control items are re-enabled.
    const again = await post('PlaneNotice/DoNoticeMany', m.admin.token, { ids: rows, instructId: batchCard });
    expect(again.statusCode, again.body).toBe(200);
    for (const plane of fleet) expect(await ctrlRows(plane.id)).toEqual([expect.objectContaining({ disabled: 0 })]);
  });
});
