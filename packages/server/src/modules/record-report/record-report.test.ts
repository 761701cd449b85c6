import { formatDateTime, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, makeCompany, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// The AD/SB status table and the open-fault counts. Records and control items are inserted directly (their own
// API is another module's).

let t: TestApp;
let a: Company;
let b: Company;
let modelId: number;
let viewer: Actor;
let operator: Actor;
let nobody: Actor;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    members: {
      viewer: [{ view: 'plane-entity', functions: [] }],
      operator: [{ view: 'plane-operation', functions: [] }],
      nobody: [],
    },
  });
  ({ t, a, b, viewer, operator, nobody } = w);
  modelId = w.model.id;
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/RecordReport/${action}`, token, body, lang });

async function ok(action: string, body: unknown, token = viewer.token) {
  const res = await call(action, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const now = () => formatDateTime(new Date(), 'UTC');

interface TaskValues {
  type: number;
  standard_seri?: string | null;
  work_date?: string | null;
  is_repeat?: number;
  maintain_ctrl_id?: number | null;
  closed?: number;
  state?: number;
  signed_name?: string | null;
  compliance_method?: string | null;
  description?: string | null;
  fly_hours?: number | null;
  landings?: number | null;
  unfit?: number;
}

async function task(companyId: number, planeId: number, values: TaskValues): Promise<number> {
  const row = await t.db.kysely
    .insertInto('maintain_task')
    .values({ company_id: companyId, plane_id: planeId, created_at: now(), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A control item of an aircraft with a stored due (the fields the report reads). */
async function ctrl(
  companyId: number,
  planeId: number,
  due: { expire: string; hours: number | null; landings: number | null; warn: string; overdue: string },
): Promise<number> {
  const row = await t.db.kysely
    .insertInto('maintain_ctrl')
    .values({
      company_id: companyId,
      plane_id: planeId,
      model_id: modelId,
      maintain_item_id: null,
      name: 'Repetitive AD inspection',
      type: 1,
      material: null,
      mat_model: null,
      mat_seri: null,
      content: 'Inspect',
      timer_content: '[]',
      source_content: null,
      sub_content: null,
      job_card_name: null,
      pos: null,
      timer_source: 1,
      time_align: 0,
      remarks: null,
      expire_date_set: null,
      cur_time_item: null,
      execute_date: null,
      execute_hours: null,
      init_hours: 0,
      sorter: 1,
      due_expire_date: due.expire,
      due_expire_hours: due.hours,
      due_expire_landings: due.landings,
      due_remain_hours: null,
      due_warn_date: due.warn,
      due_overdue_date: due.overdue,
      due_warn_hours: null,
      due_overdue_hours: null,
      due_hours_state: 0,
      due_always_warn: 0,
      due_sort: due.expire,
      created_at: now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const FAR = '9999-12-31 00:00:00';
const YEAR1 = '0001-01-01 00:00:00';

describe('RecordReport/AdStatus', () => {
  it('lists each AD number once with its latest compliance and a repetitive one’s next due', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const other = await makePlane(t, a.companyId, { modelId });
    const today = todayIn(t.config.timeZone);
    // AD-1: three records; the latest by work day, then by id.
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-1', work_date: '2025-06-01 00:00:00' });
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-1', work_date: null });
    const ad1 = await task(a.companyId, plane.id, {
      type: 50,
      standard_seri: 'AD-1',
      work_date: '2025-06-01 00:00:00',
      description: 'Inspect the mount',
      compliance_method: 'Inspection per SB 12',
      fly_hours: 1200.5,
      landings: 900,
      closed: 1,
      signed_name: 'Wang',
    });
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-1', work_date: '2024-06-01 00:00:00' });
    // AD-2: repetitive, linked to an overdue control item of the aircraft.
    const overdue = await ctrl(a.companyId, plane.id, {
      expire: '2026-01-01 00:00:00',
      hours: 1300,
      landings: 1000,
      warn: YEAR1,
      overdue: YEAR1,
    });
    const ad2 = await task(a.companyId, plane.id, {
      type: 50,
      standard_seri: 'AD-2',
      work_date: '2025-01-01 00:00:00',
      is_repeat: 1,
      maintain_ctrl_id: overdue,
    });
    // AD-3: repetitive, warning from today; AD-4: repetitive, fine; AD-5: single, its link is not a next due.
    const warning = await ctrl(a.companyId, plane.id, {
      expire: '2099-01-01 00:00:00',
      hours: null,
      landings: null,
      warn: `${today} 00:00:00`,
      overdue: FAR,
    });
    const fine = await ctrl(a.companyId, plane.id, {
      expire: '2099-01-01 00:00:00',
      hours: null,
      landings: null,
      warn: '2098-01-01 00:00:00',
      overdue: '2099-01-02 00:00:00',
    });
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-3', is_repeat: 1, maintain_ctrl_id: warning });
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-4', is_repeat: 1, maintain_ctrl_id: fine });
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-5', is_repeat: 0, maintain_ctrl_id: fine });
    // Not listed: an SB, another aircraft's AD, a record without a number.
    await task(a.companyId, plane.id, { type: 60, standard_seri: 'SB-1', work_date: '2025-02-02 00:00:00' });
    await task(a.companyId, other.id, { type: 50, standard_seri: 'AD-9' });
    await task(a.companyId, plane.id, { type: 50, standard_seri: null });

    const rows = await ok('AdStatus', { plane: plane.id });
    expect(rows.map((r: { standardSeri: string }) => r.standardSeri)).toEqual(['AD-1', 'AD-2', 'AD-3', 'AD-4', 'AD-5']);
    expect(rows[0]).toEqual({
      standardSeri: 'AD-1',
      type: 50,
      // A number outside the model's library (no document linked): its latest record, as before the register.
      document: null,
      componentPart: null,
      componentSeri: null,
      revision: null,
      state: 'complied',
      unfitReason: null,
      supersededBySeri: null,
      deadline: null,
      overdue: false,
      description: 'Inspect the mount',
      complianceMethod: 'Inspection per SB 12',
      unfit: 0,
      isRepeat: 0,
      task: ad1,
      workDate: '2025-06-01 00:00:00',
      flyHours: 1200.5,
      landings: 900,
      closed: 1,
      signedName: 'Wang',
      maintainCtrl: null,
      nextDueDate: null,
      nextDueHours: null,
      nextDueLandings: null,
      nextDueState: null,
    });
    expect(rows[1]).toMatchObject({
      task: ad2,
      isRepeat: 1,
      closed: 0,
      maintainCtrl: overdue,
      nextDueDate: '2026-01-01 00:00:00',
      nextDueHours: 1300,
      nextDueLandings: 1000,
      nextDueState: 2,
    });
    expect(rows[2]).toMatchObject({ maintainCtrl: warning, nextDueState: 1, nextDueHours: null });
    expect(rows[3]).toMatchObject({ maintainCtrl: fine, nextDueState: 0, nextDueDate: '2099-01-01 00:00:00' });
    expect(rows[4]).toMatchObject({ maintainCtrl: null, nextDueState: null });

    const sb = await ok('AdStatus', { plane: plane.id, type: 60 }, operator.token);
    expect(sb).toHaveLength(1);
    expect(sb[0]).toMatchObject({ standardSeri: 'SB-1', type: 60, workDate: '2025-02-02 00:00:00' });
  });

  it('does not take a linked control item of another aircraft as the next due', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    const other = await makePlane(t, a.companyId, { modelId });
    const foreign = await ctrl(a.companyId, other.id, {
      expire: '2026-01-01 00:00:00',
      hours: 10,
      landings: null,
      warn: YEAR1,
      overdue: YEAR1,
    });
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-X', is_repeat: 1, maintain_ctrl_id: foreign });
    const [row] = await ok('AdStatus', { plane: plane.id });
    expect(row).toMatchObject({ standardSeri: 'AD-X', maintainCtrl: null, nextDueDate: null, nextDueState: null });
  });

  it('needs a reader’s view, the company’s aircraft and a known kind; writes no log', async () => {
    const plane = await makePlane(t, a.companyId, { modelId });
    await task(a.companyId, plane.id, { type: 50, standard_seri: 'AD-1' });
    const before = await logCount(t);
    expect(failure(await call('AdStatus', nobody.token, { plane: plane.id })).status).toBe(403);
    expect(failure(await call('AdStatus', b.admin.token, { plane: plane.id })).status).toBe(404);
    expect(failure(await call('AdStatus', viewer.token, { plane: plane.id, type: 100 })).status).toBe(400);
    const missing = await call('AdStatus', viewer.token, {}, 'en-US');
    expect(failure(missing).status).toBe(400);
    expect(missing.json().errors[0].field).toBe('plane');
    expect(await ok('AdStatus', { plane: plane.id }, a.admin.token)).toHaveLength(1);
    expect(await logCount(t)).toBe(before);
  });
});

describe('RecordReport/FaultSummary', () => {
  it('counts the company’s faults not closed, and those still pending', async () => {
    const c = await makeCompany(t, { name: 'Charlie Air' });
    const plane = await makePlane(t, c.companyId, { modelId });
    expect(await ok('FaultSummary', {}, c.admin.token)).toEqual({ open: 0, pending: 0 });
    await task(c.companyId, plane.id, { type: 100, state: 0 });
    await task(c.companyId, plane.id, { type: 100, state: -1 });
    await task(c.companyId, plane.id, { type: 100, state: 2 });
    await task(c.companyId, plane.id, { type: 100, state: 3, closed: 1 });
    await task(c.companyId, plane.id, { type: 8, state: 0 });
    const bPlane = await makePlane(t, b.companyId, { modelId });
    await task(b.companyId, bPlane.id, { type: 100, state: 0 });
    expect(await ok('FaultSummary', {}, c.admin.token)).toEqual({ open: 3, pending: 2 });
    expect(failure(await call('FaultSummary', nobody.token, {})).status).toBe(403);
  });
});
