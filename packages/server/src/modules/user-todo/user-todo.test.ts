import { ObjType } from '@hangar/domain/codes';
import { CardCategory } from '@hangar/domain/contracts/workcards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Notices to people (model document §2.4, §7 "Notices to people"): the model's manager notifies a person or an
// organisation operating the model of a technical bulletin; the person lists it, opens it (received), and the
// sender sees it received; withdrawing closes it. Through real HTTP on the test database.

let t: TestApp;
let m: Company;
let a: Company;
let b: Company;
/** Operates no aircraft of the model. */
let c: Company;
let engineer: Actor;
let colleague: Actor;
let model: { id: number; name: string; manager: number };
let bulletin: number;
let seq = 0;

async function card(modelId: number, category: number): Promise<number> {
  seq++;
  const row = await t.db.kysely
    .insertInto('work_card')
    .values({
      model_id: modelId,
      category,
      seri: `TB-${seq}`,
      name: `Bulletin ${seq}`,
      version: 'A',
      type: 31,
      closed: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const post = (url: string, token: string, body: Record<string, unknown>) =>
  t.call({ url: `/api/UserToDo/${url}`, token, body });

/** The body the web's to-do badge sends (dashboard/use-todos.ts). */
const badge = (userId: number) => ({
  fixedFilters: [{ name: 'state', compare: 'eq', value: 1 }],
  filters: [{ name: 'noticeUser', compare: 'eq', value: userId }],
  page: 1,
  pageSize: 100,
});

async function techRows(token: string, tagId = bulletin) {
  const res = await post('QueryTechNotice', token, {
    tagId,
    filters: [{ name: 'focusTech', compare: 'gt', value: 0 }],
    pageSize: 100,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as {
    items: { id: number | null; pid: number | null; cid: number; cname: string; state: number; record: number }[];
    totalItems: number;
  };
}

beforeAll(async () => {
  ({ t, m, a, b, c, model, engineer, colleague } = await testWorld({
    companies: { m: 'Manager Works', a: 'Alpha Air', b: 'Bravo Air', c: 'Charlie Air' },
    models: { model: { manager: 'm' }, otherModel: {} },
    planes: {
      planeOfA: { model: 'model', company: 'a' },
      planeOfB: { model: 'model', company: 'b' },
      planeOfC: { model: 'otherModel', company: 'c' },
    },
    members: {
      engineer: { grants: [{ view: 'plane-model', functions: [] }], name: 'Engineer', company: 'a' },
      colleague: { grants: [], name: 'Colleague', company: 'a' },
    },
  }));
  bulletin = await card(model.id, CardCategory.TechBulletin);
});
afterAll(() => t?.close());

describe('the technical notice dialog', () => {
  it('lists every operator of the model (organisation row, then its members) with their notice state', async () => {
    const page = await techRows(m.admin.token);
    const cids = [...new Set(page.items.map((r) => r.cid))];
    expect(cids).toEqual([a.companyId, b.companyId]);
    const alpha = page.items.filter((r) => r.cid === a.companyId);
    expect(alpha[0]).toMatchObject({ pid: null, cname: 'Alpha Air', id: null, state: 0, record: 0 });
    expect(alpha.map((r) => r.pid)).toEqual(
      expect.arrayContaining([a.admin.userId, engineer.userId, colleague.userId]),
    );
    expect(page.totalItems).toBe(page.items.length);
    const second = await post('QueryTechNotice', m.admin.token, { tagId: bulletin, pageSize: 2, page: 2 });
    expect(second.json().body.items).toEqual(page.items.slice(2, 4));
  });

  it('is for company 10000 or the model’s manager, about a technical bulletin', async () => {
    expect(failure(await post('QueryTechNotice', a.admin.token, { tagId: bulletin })).status).toBe(601);
    const instruction = await card(model.id, CardCategory.Instruction);
    const res = await post('QueryTechNotice', m.admin.token, { tagId: instruction });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('tagId');
    const unknown = await post('QueryTechNotice', m.admin.token, {
      tagId: bulletin,
      filters: [{ name: 'password', compare: 'eq', value: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('notifying a person', () => {
  let todo: number;

  it('creates the person’s to-do in its company, listed by its badge, logged in both companies', async () => {
    const before = t.publisher.events.length;
    const res = await post('DoNotice', m.admin.token, { targetId: bulletin, cid: a.companyId, pid: engineer.userId });
    expect(res.statusCode, res.body).toBe(200);
    todo = res.json().body.id;
    const row = await t.db.kysely.selectFrom('user_todo').selectAll().where('id', '=', todo).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_id: a.companyId,
      notice_user: engineer.userId,
      target_table: 10010,
      target_type: 10010,
      target_category: 4,
      target_id: bulletin,
      state: 1,
      record: 0,
      sender_user: m.admin.userId,
      sender_company: m.companyId,
    });
    expect(row.content).toContain('TB-');
    expect(t.publisher.events.slice(before)).toEqual(
      expect.arrayContaining([{ companyId: a.companyId, table: 'user_todo', ids: [todo] }]),
    );
    for (const company of [a.companyId, m.companyId]) {
      const logs = await logRows(t, company, { targetType: ObjType.TechBulletin, targetId: bulletin });
      expect(logs.map((l) => l.job)).toContain('DoNotice');
    }
    const list = await post('Query', engineer.token, badge(engineer.userId));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().body.items).toEqual([
      expect.objectContaining({
        id: todo,
        state: 1,
        record: 0,
        cardModel: model.id,
        senderCompanyName: 'Manager Works',
        cardSeri: expect.stringContaining('TB-'),
      }),
    ]);
    // Nobody else's list: a colleague (even naming the engineer), another company's user.
    expect((await post('Query', colleague.token, badge(colleague.userId))).json().body.items).toEqual([]);
    expect((await post('Query', colleague.token, badge(engineer.userId))).json().body.items).toEqual([]);
    expect((await post('Query', b.admin.token, badge(engineer.userId))).json().body.items).toEqual([]);
  });

  it('refuses notifying an open one again, a non-member, a company not operating the model, an operator', async () => {
    const logs = await logCount(t);
    const again = await post('DoNotice', m.admin.token, { targetId: bulletin, cid: a.companyId, pid: engineer.userId });
    expect(failure(again)).toMatchObject({ status: 601 });
    const stranger = await post('DoNotice', m.admin.token, {
      targetId: bulletin,
      cid: b.companyId,
      pid: engineer.userId,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors[0].field).toBe('pid');
    const notOperator = await post('DoNotice', m.admin.token, { targetId: bulletin, cid: c.companyId });
    expect(notOperator.statusCode).toBe(400);
    expect(notOperator.json().errors[0].field).toBe('cid');
    expect(failure(await post('DoNotice', a.admin.token, { targetId: bulletin, cid: a.companyId })).status).toBe(601);
    expect(await logCount(t)).toBe(logs);
  });

  it('is received when the person opens it (record 9, idempotent), and the sender sees it', async () => {
    expect(failure(await post('Receive', colleague.token, { id: todo })).status).toBe(404);
    expect(failure(await post('Receive', m.admin.token, { id: todo })).status).toBe(404);
    const res = await post('Receive', engineer.token, { id: todo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ id: todo, record: 9, receivedBy: engineer.userId });
    const time = res.json().body.receivedTime;
    expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const logs = await logCount(t);
    const again = await post('Receive', engineer.token, { id: todo });
    expect(again.json().body).toMatchObject({ record: 9, receivedTime: time });
    expect(await logCount(t)).toBe(logs);
    const rows = await techRows(m.admin.token);
    expect(rows.items.find((r) => r.pid === engineer.userId)).toMatchObject({ id: todo, state: 1, record: 9 });
  });

  it('is withdrawn by the sender only (state 0), and leaves the badge; notifying again reopens it', async () => {
    expect(failure(await post('RemoveNotice', a.admin.token, { id: todo })).status).toBe(404);
    expect(failure(await post('RemoveNotice', b.admin.token, { id: todo })).status).toBe(404);
    const res = await post('RemoveNotice', m.admin.token, { id: todo });
    expect(res.statusCode, res.body).toBe(200);
    expect((await post('Query', engineer.token, badge(engineer.userId))).json().body.items).toEqual([]);
    expect((await techRows(m.admin.token)).items.find((r) => r.pid === engineer.userId)).toMatchObject({ state: 0 });
    const again = await post('DoNotice', m.admin.token, { targetId: bulletin, cid: a.companyId, pid: engineer.userId });
    expect(again.json().body.id).toBe(todo);
    const reopened = (await post('Query', engineer.token, badge(engineer.userId))).json().body.items;
    expect(reopened).toEqual([expect.objectContaining({ id: todo, state: 1, record: 0 })]);
  });

  it('notifies an organisation as a whole: every member lists it', async () => {
    const res = await post('DoNotice', m.admin.token, { targetId: bulletin, cid: b.companyId });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().body.id;
    const list = (await post('Query', b.admin.token, badge(b.admin.userId))).json().body.items;
    expect(list.map((r: { id: number; noticeUser: number | null }) => [r.id, r.noticeUser])).toEqual([[id, null]]);
    expect((await post('Query', engineer.token, badge(engineer.userId))).json().body.items).toHaveLength(1);
  });
});
