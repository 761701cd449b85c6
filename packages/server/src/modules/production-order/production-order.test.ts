import { ObjType } from '@hangar/domain/codes';
import { CardSource, CardState, type OrderDetail, OrderState } from '@hangar/domain/contracts/orders';
import { TaskType } from '@hangar/domain/contracts/records';
import { addDays, todayIn } from '@hangar/domain/dates';
import { timeRule } from '@hangar/domain/due';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { verifyAllRecords } from '../../cli/verify-records';
import type { ServerModule } from '../../platform/registry';
import { type Actor, logCount, logRows, makeMember } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { setLicence as giveLicence } from '../../test/licences';
import { type Company, testWorld } from '../../test/world';
import { orderDetail } from '.';

// Production orders (issue 33) through the real HTTP API: the order's life (draft → released → in work → inspected
// → closed, or cancelled), planning from the due list, faults, deferrals and open ADs with each card a snapshot of
// its work card, signing steps in order with measured values and RII by another person, findings, labour, the final
// inspection and the close that writes every record back (next due, fault and deferral closed, AD complied, the
// certificate of release to service, the chain verifies), every refusal of the issue's "Bad input", company scope,
// rights and the order's events.

let t: TestApp;
let a: Company;
let b: Company;
let modelId: number;
let planeId: number;
let otherPlaneId: number;
let bPlaneId: number;
/** maintain-order with every function, no licence. */
let planner: Actor;
/** maintain-order Execute and Close, a valid licence (王芳). */
let wang: Actor & { employId: number };
/** maintain-order Execute, a valid licence. */
let li: Actor & { employId: number };
/** maintain-order Execute and Close, no licence. */
let nolic: Actor;
/** maintain-order without functions. */
let viewer: Actor;
/** Company B's member with every function and a licence. */
let bLead: Actor & { employId: number };
let today: string;
/** The order events raised, as the probe module heard them. */
const events: { name: string; orderId: number; cardIds?: readonly number[]; cardId?: number }[] = [];

const probe: ServerModule = {
  name: 'OrderProbe',
  routes: [],
  on: {
    orderReleased: async (_ctx, e) => {
      events.push({ name: 'released', orderId: e.orderId });
    },
    orderCardsAdded: async (_ctx, e) => {
      events.push({ name: 'cardsAdded', orderId: e.orderId, cardIds: e.cardIds });
    },
    orderCardRemoved: async (_ctx, e) => {
      events.push({ name: 'cardRemoved', orderId: e.orderId, cardId: e.cardId });
    },
    orderCancelled: async (_ctx, e) => {
      events.push({ name: 'cancelled', orderId: e.orderId });
    },
  },
};

const ALL = ['Add', 'Edit', 'Delete', 'Execute', 'Close'] as const;

const setLicence = (employId: number, no: string) =>
  giveLicence(t.db.kysely, employId, { no, type: 'B1', expires: `${addDays(today, 60)} 00:00:00` });

beforeAll(async () => {
  const w = await testWorld({
    models: { model: { manager: 'a' } },
    planes: {
      plane: { model: 'model', name: 'B-7001' },
      otherPlane: { model: 'model', name: 'B-7002' },
      bPlane: { model: 'model', company: 'b', name: 'B-8001' },
    },
    members: {
      planner: [{ view: 'maintain-order', functions: [...ALL] }],
      wang: {
        grants: [
          { view: 'maintain-order', functions: ['Execute', 'Close'] },
          { view: 'plane-operation', functions: ['Edit', 'Close'] },
        ],
        name: '王芳',
      },
      li: { grants: [{ view: 'maintain-order', functions: ['Execute'] }], name: 'Li Inspector' },
      nolic: [{ view: 'maintain-order', functions: ['Execute', 'Close'] }],
      viewer: [{ view: 'maintain-order', functions: [] }],
      bLead: { grants: [{ view: 'maintain-order', functions: [...ALL] }], company: 'b' },
    },
    modules: [...serverModules, probe],
  });
  ({ t, a, b, planner, wang, li, nolic, viewer, bLead } = w);
  modelId = w.model.id;
  planeId = w.plane.id;
  otherPlaneId = w.otherPlane.id;
  bPlaneId = w.bPlane.id;
  today = todayIn(t.config.timeZone);
  await setLicence(wang.employId, 'CAAC-WF-01');
  await setLicence(li.employId, 'CAAC-LI-02');
  await setLicence(bLead.employId, 'CAAC-B-03');
  await t.db.kysely
    .updateTable('plane_entity')
    .set({ all_fly_hours: 1000, all_landings: 800 })
    .where('id', 'in', [planeId, otherPlaneId, bPlaneId])
    .execute();
});
afterAll(() => t.close());

const call = (path: string, token: string, body: unknown) =>
  t.call({ url: `/api/ProductionOrder/${path}`, token, body, lang: 'en-US' });
const api = (path: string, token: string, body: unknown) => t.call({ url: `/api/${path}`, token, body });

async function ok<T = OrderDetail>(path: string, body: unknown, token = planner.token): Promise<T> {
  const res = await call(path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as T;
}

/** A refusal: its status, message (en-US) and, for a 400, the field it names. */
async function refused(res: { statusCode: number; json: () => unknown; body: string }, status: number, msg?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { msg: string; errors?: { field: string }[] };
  if (msg) expect(body.msg).toBe(msg);
  return { ...body, field: body.errors?.[0]?.field };
}

let seq = 0;
const orderBody = (over: Record<string, unknown> = {}) => ({
  plane: planeId,
  title: `Check ${++seq}`,
  plannedStart: today,
  plannedEnd: addDays(today, 3),
  ...over,
});

const addOrder = (over: Record<string, unknown> = {}) => ok<{ id: number; seri: string }>('Add', orderBody(over));

/** A manual card with these steps. */
const manual = (name: string, steps: Record<string, unknown>[]) => ({ name, steps });

/** An order released with one card by hand of these steps: the order and its steps' ids. */
async function releasedWith(steps: Record<string, unknown>[], plane = planeId) {
  const order = await addOrder({ plane });
  const detail = await ok('AddCards', { id: order.id, manual: [manual('Hand card', steps)] });
  await ok('Release', { id: order.id });
  return { order, card: detail.cardList[0], steps: detail.cardList[0].steps.map((s) => s.id) };
}

const counts = async () => {
  const n = async (table: 'production_order' | 'order_card' | 'order_step' | 'maintain_task') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    orders: await n('production_order'),
    cards: await n('order_card'),
    steps: await n('order_step'),
    tasks: await n('maintain_task'),
    logs: await logCount(t),
  };
};

describe('the order: Add, Update, Delete, Query, Get', () => {
  it('numbers each company’s orders WO-<year>-<NNNN>, a draft with its row’s facts and abilities', async () => {
    const year = today.slice(0, 4);
    const first = await ok<Record<string, unknown>>(
      'Add',
      orderBody({ title: '100 h inspection', remarks: 'Hangar 2' }),
    );
    expect(first).toMatchObject({
      plane: planeId,
      planeName: 'B-7001',
      title: '100 h inspection',
      state: OrderState.Draft,
      plannedStart: `${today} 00:00:00`,
      cards: 0,
      cardsDone: 0,
      estimatedHours: 0,
      createdBy: planner.userId,
      abilities: { update: true, delete: true, release: true, cancel: true, inspect: false, close: false },
    });
    expect(first.seri).toMatch(new RegExp(`^WO-${year}-\\d{4}$`));
    const second = await addOrder();
    expect(Number(second.seri.slice(-4))).toBe(Number(String(first.seri).slice(-4)) + 1);
    // Another company numbers its own orders from 1.
    const bOrder = await ok<{ seri: string }>('Add', orderBody({ plane: bPlaneId }), bLead.token);
    expect(bOrder.seri).toBe(`WO-${year}-0001`);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.ProductionOrder, targetId: second.id });
    expect(log.job).toBe('Add');
  });

  it('refuses a planned end before its start naming plannedEnd, a site or aircraft of another company, saving nothing', async () => {
    const before = await counts();
    const end = await refused(
      await call('Add', planner.token, orderBody({ plannedEnd: addDays(today, -1) })),
      400,
      'The planned end cannot be before the start',
    );
    expect(end.field).toBe('plannedEnd');
    expect((await refused(await call('Add', planner.token, orderBody({ plane: bPlaneId })), 400)).field).toBe('plane');
    const bSite = await t.db.kysely
      .insertInto('site')
      .values({ company_id: b.companyId, name: 'B base' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await refused(await call('Add', planner.token, orderBody({ site: bSite.id })), 400)).field).toBe('site');
    expect((await refused(await call('Add', planner.token, orderBody({ title: ' ' })), 400)).field).toBe('title');
    expect(await counts()).toEqual(before);
  });

  it('updates a draft’s title, site and dates, keeps its aircraft, and lists newest first with the whitelisted filters', async () => {
    const site = await t.db.kysely
      .insertInto('site')
      .values({ company_id: a.companyId, name: 'Main base' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = await addOrder({ plane: otherPlaneId });
    const changed = await ok<Record<string, unknown>>('Update', { id: order.id, title: 'A check', site: site.id });
    expect(changed).toMatchObject({ title: 'A check', site: site.id, siteName: 'Main base' });
    expect((await refused(await call('Update', planner.token, { id: order.id, plane: planeId }), 400)).field).toBe(
      'plane',
    );
    const late = await call('Update', planner.token, { id: order.id, plannedEnd: addDays(today, -5) });
    expect((await refused(late, 400)).field).toBe('plannedEnd');
    const list = await ok<{ items: { id: number; plane: number }[]; totalItems: number }>('Query', {
      filters: [{ name: 'plane', compare: 'eq', value: otherPlaneId }],
    });
    expect(list.items[0].id).toBe(order.id);
    expect(list.items.every((r) => r.plane === otherPlaneId)).toBe(true);
    const all = await ok<{ items: { id: number }[] }>('Query', { pageSize: 100 });
    const ids = all.items.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(
      (await refused(await call('Query', planner.token, { filters: [{ name: 'remarks', value: 'x' }] }), 400)).msg,
    ).toBeTruthy();
    const byTitle = await ok<{ items: { id: number }[] }>('Query', {
      filters: [{ name: 'title', compare: 'contains', value: 'A check' }],
    });
    expect(byTitle.items.map((r) => r.id)).toEqual([order.id]);
  });

  it('deletes a draft with its cards; refuses to delete a released order', async () => {
    const draft = await addOrder();
    await ok('AddCards', { id: draft.id, manual: [manual('Wash', [{ text: 'Wash the aircraft' }])] });
    expect(await ok<{ id: number }>('Delete', { id: draft.id })).toEqual({ id: draft.id });
    expect(await t.db.kysely.selectFrom('order_card').select('id').where('order_id', '=', draft.id).execute()).toEqual(
      [],
    );
    const { order } = await releasedWith([{ text: 'Look' }]);
    await refused(await call('Delete', planner.token, { id: order.id }), 601, 'Only a draft order allows this');
  });
});

describe('company scope and rights', () => {
  it('answers 404 for another company’s order and refuses writes without the function', async () => {
    const order = await addOrder();
    expect((await call('Get', bLead.token, { id: order.id })).statusCode).toBe(404);
    expect((await call('Update', bLead.token, { id: order.id, title: 'x' })).statusCode).toBe(404);
    expect((await call('Candidates', bLead.token, { plane: planeId })).statusCode).toBe(404);
    expect((await call('Get', viewer.token, { id: order.id })).statusCode).toBe(200);
    expect((await call('Add', viewer.token, orderBody())).statusCode).toBe(403);
    expect((await call('Delete', li.token, { id: order.id })).statusCode).toBe(403);
    expect((await call('Close', li.token, { id: order.id })).statusCode).toBe(403);
    const rows = await ok<{ items: { id: number; abilities: Record<string, boolean> }[] }>(
      'Query',
      { pageSize: 100 },
      viewer.token,
    );
    expect(rows.items.find((r) => r.id === order.id)?.abilities).toEqual({
      update: false,
      delete: false,
      release: false,
      cancel: false,
      inspect: false,
      close: false,
    });
    expect((await orderDetail(t.db.kysely, a.companyId, order.id)).id).toBe(order.id);
    await expect(orderDetail(t.db.kysely, b.companyId, order.id)).rejects.toThrow();
  });
});

describe('states and their refusals', () => {
  it('releases a draft with a card (raising orderReleased), refuses one without, cancels with a reason', async () => {
    const empty = await addOrder();
    await refused(
      await call('Release', planner.token, { id: empty.id }),
      601,
      'The order has no task card; it cannot be released',
    );
    const { order, card } = await releasedWith([{ text: 'Inspect the tyres' }]);
    expect(events).toContainEqual({ name: 'released', orderId: order.id });
    const row = await ok<{ state: number; releasedBy: number }>('Get', { id: order.id });
    expect(row).toMatchObject({ state: OrderState.Released, releasedBy: planner.userId });
    // Cards added to and removed from a released order are announced to the parts module.
    const added = await ok('AddCards', { id: order.id, manual: [manual('Extra', [{ text: 'Extra work' }])] });
    const extra = added.cardList.find((c) => c.name === 'Extra');
    expect(events).toContainEqual({ name: 'cardsAdded', orderId: order.id, cardIds: [extra?.id] });
    await ok('RemoveCard', { card: extra?.id });
    expect(events).toContainEqual({ name: 'cardRemoved', orderId: order.id, cardId: extra?.id });
    expect((await refused(await call('Cancel', planner.token, { id: order.id, reason: '' }), 400)).field).toBe(
      'reason',
    );
    const cancelled = await ok<{ state: number; cancelReason: string }>('Cancel', {
      id: order.id,
      reason: 'Aircraft sold',
    });
    expect(cancelled).toMatchObject({ state: OrderState.Cancelled, cancelReason: 'Aircraft sold' });
    expect(events).toContainEqual({ name: 'cancelled', orderId: order.id });
    await refused(await call('Update', planner.token, { id: order.id, title: 'x' }), 601, 'The order is cancelled');
    await refused(await call('SignStep', wang.token, { step: card.steps[0].id }), 601, 'The order is cancelled');
  });

  it('refuses signing a draft’s step and cancelling once work has started', async () => {
    const draft = await addOrder();
    const d = await ok('AddCards', { id: draft.id, manual: [manual('Card', [{ text: 'One' }])] });
    await refused(
      await call('SignStep', wang.token, { step: d.cardList[0].steps[0].id }),
      601,
      'The order has not been released',
    );
    const { order, steps } = await releasedWith([{ text: 'One' }, { text: 'Two' }], otherPlaneId);
    await ok('SignStep', { step: steps[0] }, wang.token);
    await refused(
      await call('Cancel', planner.token, { id: order.id, reason: 'No' }),
      601,
      'Work on the order has started; it cannot be cancelled',
    );
  });
});

describe('records of the close only', () => {
  it('refuses a certificate of release to service written by hand', async () => {
    const res = await t.call({
      url: '/api/MaintainTask/Add',
      token: a.admin.token,
      body: { type: TaskType.Release, plane: planeId, description: 'CRS by hand', workDate: today, flyHours: 1 },
      lang: 'en-US',
    });
    const refusal = await refused(res, 400, 'A release to service is issued only by closing a production order');
    expect(refusal.field).toBe('type');
  });

  it('refuses an RII inspected before it is performed, and a finding on an order not in work', async () => {
    const { card, steps } = await releasedWith([{ text: 'Safety wire', rii: 1 }], otherPlaneId);
    await refused(
      await call('AddFinding', wang.token, { card: card.id, name: 'Loose wire', description: 'Found loose' }),
      601,
      'The order is not in work',
    );
    await ok('SignStep', { step: steps[0] }, wang.token);
    const fresh = await releasedWith([{ text: 'Lock pin', rii: 1 }], otherPlaneId);
    await refused(await call('InspectStep', li.token, { step: fresh.steps[0] }), 601, 'The order is not in work');
    await ok('SignStep', { step: fresh.steps[0] }, wang.token);
    const other = await releasedWith([{ text: 'First' }, { text: 'Second', rii: 1 }], otherPlaneId);
    await ok('SignStep', { step: other.steps[0] }, wang.token);
    await refused(
      await call('InspectStep', li.token, { step: other.steps[1] }),
      601,
      'The step has not been signed by its performer',
    );
  });
});

describe('a fault signed off by hand during the visit', () => {
  it('closes the order naming the fault’s own record, writing no second one', async () => {
    const fault = await t.call({
      url: '/api/MaintainTask/Add',
      token: a.admin.token,
      body: { type: 100, plane: otherPlaneId, issueDate: today, issueCondition: 'Door seal torn' },
    });
    const faultTask = fault.json().body.id as number;
    const order = await addOrder({ plane: otherPlaneId });
    const detail = await ok('AddCards', { id: order.id, faults: [faultTask] });
    await ok('Release', { id: order.id });
    await ok('SignStep', { step: detail.cardList[0].steps[0].id }, wang.token);
    await ok('Inspect', { id: order.id }, li.token);
    for (const step of ['Workflow/Confirm', 'Workflow/Realize', 'Workflow/CheckOk', 'Close']) {
      const res = await t.call({ url: `/api/MaintainTask/${step}`, token: wang.token, body: { id: faultTask } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await ok('Close', { id: order.id }, wang.token);
    const cards = (await ok('Get', { id: order.id })).cardList;
    expect(cards[0].recordTask).toBe(faultTask);
    const written = await t.db.kysely
      .selectFrom('maintain_task')
      .select(['id', 'type'])
      .where('order_id', '=', order.id)
      .execute();
    expect(written.map((r) => r.type)).toEqual([TaskType.Release]);
  });
});

describe('signing steps', () => {
  it('signs in order with the signer’s licence; the first signature puts the order and the aircraft in work', async () => {
    const { order, steps } = await releasedWith(
      [{ text: 'Remove panel' }, { text: 'Measure gap', unit: 'mm', min: 1, max: 2 }, { text: 'Refit', rii: 1 }],
      otherPlaneId,
    );
    const before = await counts();
    await refused(await call('SignStep', wang.token, { step: steps[1], value: 1.5 }), 601, 'Sign step 1 first');
    await refused(await call('SignStep', nolic.token, { step: steps[0] }), 601);
    expect(await counts()).toEqual(before);
    const first = await ok('SignStep', { step: steps[0] }, wang.token);
    expect(first).toMatchObject({ state: OrderState.InWork });
    expect(first.startedAt).not.toBeNull();
    expect(first.cardList[0].steps[0]).toMatchObject({
      performedBy: wang.userId,
      performedName: '王芳',
      performedLicence: 'CAAC-WF-01',
    });
    const status = await api('PlaneStatus/Get', a.admin.token, { plane: otherPlaneId });
    expect(status.json().body.reasons).toContainEqual(
      expect.objectContaining({ kind: 'inMaintenance', grounding: true, ref: order.id }),
    );
    // A card signed twice, a measured value missing, not a number, out of its limits.
    await refused(await call('SignStep', li.token, { step: steps[0] }), 601, 'The step is already signed');
    expect((await refused(await call('SignStep', wang.token, { step: steps[1] }), 400)).field).toBe('value');
    const nan = await refused(
      await call('SignStep', wang.token, { step: steps[1], value: 'abc' }),
      400,
      'The measured value must be a number',
    );
    expect(nan.field).toBe('value');
    const out = await refused(await call('SignStep', wang.token, { step: steps[1], value: 2.5 }), 400);
    expect(out.msg).toBe('The measured value 2.5 is outside its limits (1 – 2); raise a finding');
    expect(out.field).toBe('value');
    await refused(await call('SignStep', wang.token, { step: steps[0 + 2], value: 1 }), 601, 'Sign step 2 first');
    const measuredStep = await ok('SignStep', { step: steps[1], value: 1.5 }, wang.token);
    expect(measuredStep.cardList[0].steps[1].value).toBe(1.5);
    const notAsked = await call('SignStep', wang.token, { step: steps[2], value: 3 });
    expect((await refused(notAsked, 400)).field).toBe('value');
    const performed = await ok('SignStep', { step: steps[2] }, wang.token);
    expect(performed.cardList[0].state).toBe(CardState.Performed);
    // The RII: not by its performer, then by another licensed person; the card is done.
    await refused(
      await call('InspectStep', wang.token, { step: steps[2] }),
      601,
      'The inspector cannot be the step’s performer',
    );
    await refused(
      await call('InspectStep', li.token, { step: steps[0] }),
      601,
      'The step is not a required inspection item',
    );
    const done = await ok('InspectStep', { step: steps[2] }, li.token);
    expect(done.cardList[0]).toMatchObject({ state: CardState.Done });
    expect(done.cardList[0].steps[2]).toMatchObject({ inspectedBy: li.userId, inspectedLicence: 'CAAC-LI-02' });
    expect(done.cardsDone).toBe(1);
    await refused(await call('InspectStep', planner.token, { step: steps[2] }), 601, 'The step is already inspected');
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.OrderCard, targetId: done.cardList[0].id });
    expect(log.job).toBe('InspectStep');
  });

  it('names a signer the company has not named by their own real name, as the records and the CRS do', async () => {
    // The demo's 张敏: the membership has no name, the account its user name "Zhang Min" and real name 张敏.
    const own = await makeMember(t, a, [{ view: 'maintain-order', functions: ['Execute'] }], { name: undefined });
    await t.db.kysely
      .updateTable('app_user')
      .set({ name: 'Zhang Min', real_name: '张敏' })
      .where('id', '=', own.userId)
      .execute();
    await setLicence(own.employId, 'CAAC-ZM-04');
    const { steps } = await releasedWith([{ text: 'Open' }, { text: 'Torque', rii: 1 }], otherPlaneId);
    await ok('SignStep', { step: steps[0] }, own.token);
    await ok('SignStep', { step: steps[1] }, wang.token);
    const done = await ok('InspectStep', { step: steps[1] }, own.token);
    expect(done.cardList[0].steps[0]).toMatchObject({ performedName: '张敏', performedLicence: 'CAAC-ZM-04' });
    expect(done.cardList[0].steps[1]).toMatchObject({ inspectedName: '张敏', inspectedLicence: 'CAAC-ZM-04' });
  });

  it('two people signing the same step at once: one wins', async () => {
    const { steps } = await releasedWith([{ text: 'Only step' }], otherPlaneId);
    const answers = await Promise.all([
      call('SignStep', wang.token, { step: steps[0] }),
      call('SignStep', li.token, { step: steps[0] }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes, answers.map((r) => r.body).join('\n')).toEqual([200, 601]);
    const loser = answers.find((r) => r.statusCode === 601);
    expect(loser?.json().msg).toBe('The step is already signed');
    const row = await t.db.kysely
      .selectFrom('order_step')
      .select('performed_by')
      .where('id', '=', steps[0])
      .executeTakeFirstOrThrow();
    const winner = answers[0].statusCode === 200 ? wang.userId : li.userId;
    expect(row.performed_by).toBe(winner);
  });

  it('two planners taking one item for two orders at once: one wins', async () => {
    const item = await addCtrlOn(otherPlaneId);
    const [x, y] = [await addOrder({ plane: otherPlaneId }), await addOrder({ plane: otherPlaneId })];
    const answers = await Promise.all([
      call('AddCards', planner.token, { id: x.id, ctrl: [item] }),
      call('AddCards', planner.token, { id: y.id, ctrl: [item] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([200, 400]);
    const held = await t.db.kysely
      .selectFrom('order_card')
      .select('id')
      .where('source', '=', CardSource.Ctrl)
      .where('source_id', '=', item)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('two Adds at once take two numbers', async () => {
    const [x, y] = await Promise.all([
      call('Add', planner.token, orderBody()),
      call('Add', planner.token, orderBody()),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json().body.seri).not.toBe(y.json().body.seri);
  });

  it('books labour for the caller or another member; refuses someone outside the company', async () => {
    const { card } = await releasedWith([{ text: 'Grease' }]);
    const mine = await ok('BookLabour', { card: card.id, day: today, hours: 1.5 }, wang.token);
    expect(mine.cardList[0].labour[0]).toMatchObject({ user: wang.userId, name: '王芳', hours: 1.5 });
    const theirs = await ok('BookLabour', { card: card.id, user: li.userId, day: today, hours: 2 }, wang.token);
    expect(theirs.cardList[0].bookedHours).toBe(3.5);
    const outside = await call('BookLabour', wang.token, { card: card.id, user: bLead.userId, day: today, hours: 1 });
    expect((await refused(outside, 400, 'The person is not a member of the company')).field).toBe('user');
    expect(
      (await refused(await call('BookLabour', wang.token, { card: card.id, day: today, hours: 0 }), 400)).field,
    ).toBe('hours');
  });

  it('announces the order itself when a step is signed, so a colleague’s open order refreshes', async () => {
    const { order, steps } = await releasedWith([{ text: 'Grease' }, { text: 'Check' }], otherPlaneId);
    // The first signature moves the order in work (announced as such); the second changes only a step.
    await ok('SignStep', { step: steps[0] }, wang.token);
    t.publisher.events.length = 0;
    await ok('SignStep', { step: steps[1] }, wang.token);
    expect(t.publisher.events.some((e) => e.table === 'production_order' && e.ids.includes(order.id))).toBe(true);
    t.publisher.events.length = 0;
    await ok('Get', { id: order.id });
    expect(t.publisher.events).toEqual([]);
  });

  it('keeps a card’s files and photos taken during the work; refuses a link that is not an upload of the company', async () => {
    const { order, card } = await releasedWith([{ text: 'Inspect the exhaust' }]);
    const presign = await api('File/Presign', wang.token, {
      use: 'attachment',
      fileName: 'exhaust-crack.jpg',
      size: 2048,
      contentType: 'image/jpeg',
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const { url, uid } = presign.json().body as { url: string; uid: string };
    const photo = { uid, name: 'exhaust-crack.jpg', size: 2048, url };
    const saved = await ok('CardFiles', { card: card.id, attachments: [photo] }, wang.token);
    expect(saved.cardList[0].attachments).toEqual([photo]);
    expect((await ok('Get', { id: order.id })).cardList[0].attachments).toEqual([photo]);
    const [logged] = await logRows(t, a.companyId, { targetType: ObjType.OrderCard, targetId: card.id });
    expect(logged.oper_content).toContain('exhaust-crack.jpg');
    // A link of another company's file (or not a stored file at all) is refused on its field; nothing is saved.
    const foreign = { ...photo, url: url.replace(/\/c\d+\//, `/c${b.companyId}/`) };
    const refusedFile = await call('CardFiles', wang.token, { card: card.id, attachments: [foreign] });
    expect((await refused(refusedFile, 400)).field).toBe('attachments.0.url');
    expect((await ok('Get', { id: order.id })).cardList[0].attachments).toEqual([photo]);
    // A draft's card takes none yet; another company's card is not found.
    const draft = await addOrder();
    const draftCard = (await ok('AddCards', { id: draft.id, manual: [manual('Draft card', [{ text: 'x' }])] }))
      .cardList[0];
    await refused(await call('CardFiles', wang.token, { card: draftCard.id, attachments: [] }), 601);
    await refused(await call('CardFiles', bLead.token, { card: card.id, attachments: [] }), 404);
  });
});

// --- The loop: plan from the due list, work, inspect, close, the next due ----------------------------------------

let ctrlDue: number;
let ctrlOverdue: number;
let ctrlFar: number;
let faultId: number;
let deferredFault: number;
let deferralId: number;
let adDoc: number;
let cardOfItem: number;

async function addCtrl(name: string, executeHours: number, maintainItemId: number | null = null) {
  const res = await api('MaintainCtrl/Add', a.admin.token, {
    planeEntity: planeId,
    name,
    type: 1,
    content: `${name} per AMM`,
    jobCardName: `JC ${name}`,
    timerContent: [timeRule({ name: '50 h', type: 1, hc: 50, hw: 5 })],
    timerSource: 1,
    timeAlign: 0,
    executeHours,
    executeDate: addDays(today, -100),
    ...(maintainItemId === null ? {} : { maintainItemId }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.id as number;
}

describe('the loop', () => {
  beforeAll(async () => {
    const db = t.db.kysely;
    const now = `${today} 00:00:00`;
    const item = await db
      .insertInto('maintain_item')
      .values({
        model_id: modelId,
        name: 'Wheel inspection',
        type: 1,
        content: 'Inspect',
        timer_content: '[]',
        timer_source: 1,
        time_align: 0,
        sorter: 1,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cardOfItem = (
      await db
        .insertInto('work_card')
        .values({
          model_id: modelId,
          category: 1,
          seri: 'JC-32-01',
          name: 'Wheel inspection card',
          version: 'R1',
          type: 1,
          closed: 0,
          maintain_id: item.id,
          steps: JSON.stringify([
            { text: 'Jack the aircraft', rii: 0 },
            { text: 'Torque the wheel nut', rii: 1, unit: 'Nm', min: 40, max: 50 },
          ]),
          estimated_hours: 3,
          cur_version: 'R2',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    ctrlDue = await addCtrl('Wheel check', 960, item.id);
    ctrlOverdue = await addCtrl('Brake check', 900);
    ctrlFar = await addCtrl('Cabin check', 1000);
    const fault = async (title: string) => {
      const res = await api('MaintainTask/Add', a.admin.token, {
        type: 100,
        plane: planeId,
        issueDate: today,
        issueCondition: title,
        description: `${title}: replace`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().body.id as number;
    };
    faultId = await fault('Left brake worn');
    deferredFault = await fault('Reading light inoperative');
    const mmel = await db
      .insertInto('mmel_item')
      .values({
        model_id: modelId,
        ata: '33',
        item_no: '33-1',
        title: 'Reading light',
        category: 'C',
        installed: 2,
        required: 1,
        m_proc: 0,
        o_proc: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mel = await db
      .insertInto('mel_item')
      .values({
        company_id: a.companyId,
        model_id: modelId,
        mmel_id: mmel.id,
        ata: '33',
        item_no: '33-1',
        title: 'Reading light',
        category: 'C',
        installed: 2,
        required: 1,
        m_proc: 0,
        o_proc: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    deferralId = (
      await db
        .insertInto('deferral')
        .values({
          company_id: a.companyId,
          plane_id: planeId,
          task_id: deferredFault,
          mel_item_id: mel.id,
          ata: '33',
          item_no: '33-1',
          title: 'Reading light',
          category: 'C',
          limit_value: 10,
          limit_unit: 'days',
          discovered: now,
          due_date: `${addDays(today, 10)} 00:00:00`,
          placard: 'INOP',
          deferred_by: wang.userId,
          deferred_name: '王芳',
          licence_no: 'CAAC-WF-01',
          deferred_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const doc = await api('Document/Add', a.admin.token, {
      module: 10000,
      dict: 2,
      target: modelId,
      parent: 0,
      isFolder: 0,
      name: 'Fuel selector inspection',
      seri: 'CAD2026-07',
      complianceDate: addDays(today, 20),
    });
    expect(doc.statusCode, doc.body).toBe(200);
    adDoc = doc.json().body.id;
    const appraised = await api('PlaneNotice/Appraise', a.admin.token, {
      appraiseId: adDoc,
      planeId,
      appraised: 1,
      fit: 1,
    });
    expect(appraised.statusCode, appraised.body).toBe(200);
  });

  it('lists what can be planned: items due within the horizon, open faults, deferrals and open ADs with their cards', async () => {
    const list = await ok<Record<string, unknown>[]>('Candidates', { plane: planeId, hours: 20 });
    const of = (source: number, id: number) => list.find((c) => c.source === source && c.id === id);
    expect(of(CardSource.Ctrl, ctrlDue)).toMatchObject({
      name: 'Wheel check',
      dueHours: 1010,
      workCard: cardOfItem,
      workCardSeri: 'JC-32-01',
      onOrder: null,
      dueState: 0,
    });
    expect(of(CardSource.Ctrl, ctrlOverdue)).toMatchObject({ dueHours: 950, dueState: 2, workCard: null });
    expect(of(CardSource.Ctrl, ctrlFar)).toBeUndefined();
    expect(of(CardSource.Fault, faultId)).toMatchObject({ name: 'Left brake worn: replace' });
    // A deferred fault is offered as its deferral.
    expect(of(CardSource.Fault, deferredFault)).toBeUndefined();
    expect(of(CardSource.Deferral, deferralId)).toMatchObject({ dueDate: addDays(today, 10) });
    expect(of(CardSource.Ad, adDoc)).toMatchObject({
      name: 'CAD2026-07 Fuel selector inspection',
      dueDate: addDays(today, 20),
    });
    const wider = await ok<{ source: number; id: number }[]>('Candidates', { plane: planeId, hours: 60 });
    expect(wider.some((c) => c.source === CardSource.Ctrl && c.id === ctrlFar)).toBe(true);
  });

  let orderId: number;
  let detail: OrderDetail;

  it('snapshots each card from its work card, its control item, fault, deferral or document, and marks them on order', async () => {
    const order = await addOrder({ title: '50 h check' });
    orderId = order.id;
    detail = await ok('AddCards', {
      id: order.id,
      ctrl: [ctrlDue, ctrlOverdue],
      faults: [faultId],
      deferrals: [deferralId],
      ads: [adDoc],
      manual: [{ name: 'Wash', estimatedHours: 1 }],
    });
    const [wheel, brake, fault, deferral, ad, wash] = detail.cardList;
    expect(wheel).toMatchObject({
      source: CardSource.Ctrl,
      sourceId: ctrlDue,
      workCard: cardOfItem,
      seri: 'JC-32-01',
      name: 'Wheel inspection card',
      version: 'R2',
      estimatedHours: 3,
      dueHours: 1010,
      state: CardState.Open,
    });
    expect(wheel.steps.map((s) => [s.seq, s.text, s.rii, s.unit, s.min, s.max])).toEqual([
      [1, 'Jack the aircraft', 0, null, null, null],
      [2, 'Torque the wheel nut', 1, 'Nm', 40, 50],
    ]);
    expect(brake).toMatchObject({ workCard: null, name: 'Brake check' });
    expect(brake.steps.map((s) => s.text)).toEqual(['Brake check per AMM (JC Brake check)']);
    expect(fault).toMatchObject({ source: CardSource.Fault, faultTask: faultId });
    expect(fault.steps.map((s) => s.text)).toEqual(['Left brake worn: replace']);
    expect(deferral).toMatchObject({ source: CardSource.Deferral, sourceId: deferralId, faultTask: deferredFault });
    expect(ad).toMatchObject({ source: CardSource.Ad, sourceId: adDoc });
    expect(wash).toMatchObject({ source: CardSource.Manual, estimatedHours: 1 });
    expect(detail.estimatedHours).toBe(4);
    const list = await ok<{ source: number; id: number; onOrder: string | null }[]>('Candidates', {
      plane: planeId,
      hours: 20,
    });
    expect(list.filter((c) => c.onOrder === order.seri)).toHaveLength(5);
  });

  it('refuses what is on another open order, not the aircraft’s or not open, naming it, saving nothing', async () => {
    const other = await addOrder();
    const elsewhere = await addCtrlOn(otherPlaneId);
    const before = await counts();
    const taken = await refused(await call('AddCards', planner.token, { id: other.id, ctrl: [ctrlFar, ctrlDue] }), 400);
    expect(taken.field).toBe('ctrl.1');
    expect(taken.msg).toMatch(/Wheel check is already on order WO-/);
    // A deferral and its fault are one: the fault is held by the deferral's card.
    expect(
      (await refused(await call('AddCards', planner.token, { id: other.id, faults: [deferredFault] }), 400)).field,
    ).toBe('faults.0');
    expect((await refused(await call('AddCards', planner.token, { id: other.id, ctrl: [elsewhere] }), 400)).field).toBe(
      'ctrl.0',
    );
    expect((await refused(await call('AddCards', planner.token, { id: other.id, ads: [999_999] }), 400)).field).toBe(
      'ads.0',
    );
    expect(await counts()).toEqual(before);
  });

  it('raises a finding as a fault and a non-routine card; refuses the final inspection while work is open, naming it', async () => {
    await ok('Release', { id: orderId });
    const steps = detail.cardList.flatMap((c) => c.steps);
    const wheel = detail.cardList[0];
    await ok('SignStep', { step: wheel.steps[0].id }, wang.token);
    const found = await ok(
      'AddFinding',
      {
        card: wheel.id,
        name: 'Cracked wheel hub',
        description: 'Crack at the hub flange',
      },
      wang.token,
    );
    const finding = found.cardList.at(-1);
    expect(finding).toMatchObject({ source: CardSource.Finding, parentCard: wheel.id, name: 'Cracked wheel hub' });
    const fault = await t.db.kysely
      .selectFrom('maintain_task')
      .select(['type', 'closed', 'plane_id', 'description'])
      .where('id', '=', finding?.faultTask as number)
      .executeTakeFirstOrThrow();
    expect(fault).toEqual({
      type: TaskType.Fault,
      closed: 0,
      plane_id: planeId,
      description: 'Crack at the hub flange',
    });
    const open = await refused(await call('Inspect', li.token, { id: orderId }), 601);
    const body = open as unknown as { openWork: { card: number; step: number; reason: string }[] };
    // Every step but the one signed, and the finding's step.
    expect(open.msg).toBe(`${steps.length} pieces of work are still open`);
    expect(body.openWork).toContainEqual(
      expect.objectContaining({ card: wheel.id, step: wheel.steps[1].id, stepSeq: 2, reason: 'order.stepUnsigned' }),
    );
    expect(body.openWork).toContainEqual(expect.objectContaining({ card: finding?.id, reason: 'order.stepUnsigned' }));
    await refused(await call('Close', wang.token, { id: orderId }), 601, 'The order has not been inspected');
    // Work every card: the performer signs, another inspects the RII.
    await ok('SignStep', { step: wheel.steps[1].id, value: 45 }, wang.token);
    const riiOpen = await refused(await call('Inspect', li.token, { id: orderId }), 601);
    expect((riiOpen as unknown as { openWork: { reason: string }[] }).openWork).toContainEqual(
      expect.objectContaining({ step: wheel.steps[1].id, reason: 'order.riiUninspected' }),
    );
    await ok('InspectStep', { step: wheel.steps[1].id }, li.token);
    const current = await ok('Get', { id: orderId });
    for (const card of current.cardList) {
      for (const s of card.steps) if (s.performedBy === null) await ok('SignStep', { step: s.id }, wang.token);
    }
  });

  it('inspects with the inspector’s stamp, refuses closing without a licence, closes and writes every record back', async () => {
    await refused(await call('Inspect', nolic.token, { id: orderId }), 601);
    const inspected = await ok<Record<string, unknown>>('Inspect', { id: orderId }, li.token);
    expect(inspected).toMatchObject({
      state: OrderState.Inspected,
      inspectedBy: li.userId,
      inspectedName: 'Li Inspector CAAC-LI-02',
    });
    await refused(
      await call('AddCards', planner.token, { id: orderId, manual: [{ name: 'Late card' }] }),
      601,
      'The order is inspected; cards can no longer be added or removed',
    );
    const before = await counts();
    await refused(await call('Close', nolic.token, { id: orderId }), 601);
    expect(await counts()).toEqual(before);
    const closed = await ok<Record<string, unknown>>(
      'Close',
      { id: orderId, remarks: 'Released after 50 h' },
      wang.token,
    );
    expect(closed).toMatchObject({
      state: OrderState.Closed,
      closedBy: wang.userId,
      releaseHours: 1000,
      releaseLandings: 800,
    });
    const cards = (await ok('Get', { id: orderId })).cardList;
    const records = await t.db.kysely
      .selectFrom('maintain_task')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    // One record per card and the CRS last, every one signed and naming the order.
    expect(records).toHaveLength(cards.length + 1);
    expect(records.every((r) => r.closed === 1 && r.sign_hash !== null && r.signed_by === wang.userId)).toBe(true);
    const crs = records.at(-1);
    expect(crs).toMatchObject({ type: TaskType.Release, id: closed.crsTask, comments: 'Released after 50 h' });
    expect(cards.every((c) => c.recordTask !== null)).toBe(true);
    // The control item's next due moved at once; the far one untouched.
    const ctrl = await api('MaintainCtrl/Query', a.admin.token, {
      fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: planeId }],
      pageSize: 100,
    });
    const items = ctrl.json().body.items as { id: number; executeHours: number; due: { expireHours: number } }[];
    expect(items.find((i) => i.id === ctrlDue)).toMatchObject({ executeHours: 1000, due: { expireHours: 1050 } });
    expect(items.find((i) => i.id === ctrlOverdue)?.executeHours).toBe(1000);
    // The faults are closed (the deferred one's deferral too), the AD complied, the aircraft serviceable.
    const faults = await t.db.kysely
      .selectFrom('maintain_task')
      .select(['id', 'closed', 'state', 'order_id'])
      .where('id', 'in', [faultId, deferredFault, cards.at(-1)?.faultTask as number])
      .execute();
    expect(faults.every((f) => f.closed === 1 && f.order_id === orderId)).toBe(true);
    const deferral = await t.db.kysely
      .selectFrom('deferral')
      .select(['closed'])
      .where('id', '=', deferralId)
      .executeTakeFirstOrThrow();
    expect(deferral.closed).toBe(1);
    const register = await api('AdRegister/Plane', a.admin.token, { plane: planeId });
    expect(register.json().body.find((r: { document: number }) => r.document === adDoc)).toMatchObject({
      state: 'complied',
    });
    const status = await api('PlaneStatus/Get', a.admin.token, { plane: planeId });
    expect(status.json().body).toMatchObject({ status: 1, reasons: [] });
    const report = await verifyAllRecords(t.db.kysely, { dataDir: t.config.dataDir });
    expect(report.problems).toEqual([]);
    // A second CRS is refused.
    await refused(
      await call('Close', wang.token, { id: orderId }),
      601,
      'The order already has its release to service',
    );
  });
});

/** A control item of another aircraft. */
async function addCtrlOn(plane: number) {
  const res = await api('MaintainCtrl/Add', a.admin.token, {
    planeEntity: plane,
    name: 'Elsewhere',
    type: 1,
    content: 'x',
    timerContent: [timeRule({ name: '50 h', type: 1, hc: 50 })],
    timerSource: 1,
    timeAlign: 0,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.id as number;
}
