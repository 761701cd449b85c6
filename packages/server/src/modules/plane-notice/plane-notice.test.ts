import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember, makeModel, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Evaluations of model documents against aircraft (model document §2.9, §4; docs/domain.md "Notices and
// evaluations cross tenants"), through real HTTP on the test database.

let t: TestApp;
let a: Company;
let b: Company;
let c: Company;
let platform: Actor;
/** Managed by company 10000. */
let model: { id: number; name: string; manager: number };
let other: { id: number; name: string; manager: number };
let a1: { id: number; name: string };
let a2: { id: number; name: string };
let b1: { id: number; name: string };
let bOther: { id: number; name: string };
/** A CAD/AD file of the model's library. */
let cad: number;

let seq = 0;
function file(target: string) {
  seq++;
  const uid = `5d1c8a2e-7b3f-4e6a-9c0d-${String(seq).padStart(12, '0')}`;
  return { uid, name: `ad${seq}.pdf`, size: 100, url: `/files/document/${target}/c10000/${uid}/ad${seq}.pdf` };
}

async function addDocument(token: string, modelId: number, extra: Record<string, unknown>): Promise<number> {
  const res = await t.call({
    url: '/api/Document/Add',
    token,
    body: {
      module: DocumentModule.Model,
      dict: DocumentDict.CadAd,
      target: modelId,
      name: `CAD2026-${++seq}`,
      seri: `CAD2026-${seq}`,
      ...(extra.isFolder ? {} : { files: [file(`model${modelId}`)] }),
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.id;
}

beforeAll(async () => {
  ({ t, a, b, c, platform, model, other, a1, a2, b1, bOther } = await testWorld({
    companies: { a: 'Alpha Air', b: 'Bravo Air', c: 'Charlie Aero' },
    platform: true,
    models: { model: { name: 'DA40' }, other: { name: 'C172' } },
    planes: {
      a1: { model: 'model' },
      a2: { model: 'model' },
      b1: { model: 'model', company: 'b' },
      bOther: { model: 'other', company: 'b' },
    },
  }));
  cad = await addDocument(platform.token, model.id, {});
});
afterAll(() => t.close());

type Row = {
  id: number | null;
  planeId: number;
  name: string;
  company: number;
  companyName: string | null;
  appraised: number;
  fit: number;
  state: number;
  appraiseUserName: string | null;
  appraiseTime: string | null;
};

const queryBody = (tagId: number, extra: Record<string, unknown> = {}) => ({
  tagId,
  fixedFilters: [{ name: 'model', compare: 'eq', value: model.id }],
  pageSize: 100,
  ...extra,
});

function query(token: string, body: unknown) {
  return t.call({ url: '/api/PlaneEntity/QueryWithWorkAppraise', token, body });
}

async function list(token: string, tagId = cad, extra: Record<string, unknown> = {}) {
  const res = await query(token, queryBody(tagId, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { items: Row[]; totalItems: number };
}

function appraise(token: string, planeId: number, appraised: 0 | 1, fit: 0 | 1, appraiseId = cad) {
  // A "not applicable" evaluation states its reason (issue 32).
  const reason = appraised === 1 && fit === 0 ? 'Serial outside the effectivity' : undefined;
  return t.call({ url: '/api/PlaneNotice/Appraise', token, body: { appraiseId, planeId, appraised, fit, reason } });
}

const noticeRow = (planeId: number, appraiseId = cad) =>
  t.db.kysely
    .selectFrom('plane_notice')
    .selectAll()
    .where('plane_id', '=', planeId)
    .where('appraise_id', '=', appraiseId)
    .executeTakeFirst();

describe('the evaluation list', () => {
  it('shows company 10000 the model’s aircraft across operators, unevaluated, by id', async () => {
    const page = await list(platform.token);
    expect(page.totalItems).toBe(3);
    expect(page.items.map((r) => r.planeId)).toEqual([a1.id, a2.id, b1.id]);
    expect(page.items[0]).toMatchObject({
      id: null,
      name: a1.name,
      company: a.companyId,
      companyName: 'Alpha Air',
      appraised: 0,
      fit: 0,
      state: 0,
      appraiseTime: null,
    });
    expect(page.items[2]).toMatchObject({ company: b.companyId, companyName: 'Bravo Air' });
    // Filters and paging work on the crossing list too.
    const found = await list(platform.token, cad, { filters: [{ name: 'name', compare: 'eq', value: b1.name }] });
    expect(found.items.map((r) => r.planeId)).toEqual([b1.id]);
    const second = await list(platform.token, cad, { pageSize: 2, page: 2 });
    expect(second).toMatchObject({ totalItems: 3, items: [{ planeId: b1.id }] });
  });

  it('shows an operator only its own aircraft of the model', async () => {
    expect((await list(a.admin.token)).items.map((r) => r.planeId)).toEqual([a1.id, a2.id]);
    expect((await list(b.admin.token)).items.map((r) => r.planeId)).toEqual([b1.id]);
    expect((await list(c.admin.token)).items).toEqual([]);
  });

  it('refuses a model filter that is not the document’s, a filter outside the list, and what cannot be evaluated', async () => {
    const mismatch = await query(platform.token, {
      ...queryBody(cad),
      fixedFilters: [{ name: 'model', compare: 'eq', value: other.id }],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors[0].field).toBe('fixedFilters.model');
    const unknown = await query(
      platform.token,
      queryBody(cad, { filters: [{ name: 'allFlyHours', compare: 'eq', value: 1 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    const folder = await addDocument(platform.token, model.id, { isFolder: 1, name: `Folder ${seq}` });
    const airworthiness = await addDocument(platform.token, model.id, { dict: DocumentDict.Airworthiness });
    for (const tagId of [folder, airworthiness]) {
      const res = await query(platform.token, queryBody(tagId));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'tagId' });
    }
    expect(failure(await query(platform.token, queryBody(99_999_999))).status).toBe(404);
  });
});

describe('evaluating', () => {
  it('sets applicable for an operator’s aircraft: the row is the operator’s, logged in both companies', async () => {
    const before = t.publisher.events.length;
    const res = await appraise(platform.token, a1.id, 1, 1);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().body;
    expect(answer).toMatchObject({ planeId: a1.id, appraiseId: cad, type: 1, appraised: 1, fit: 1, state: 0 });
    expect(answer.appraiseUser).toBe(platform.userId);
    expect(answer.appraiseTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(answer.appraiseUserName).toBeTruthy();
    expect(await noticeRow(a1.id)).toMatchObject({ company_id: a.companyId, appraised: 1, fit: 1 });
    for (const company of [a.companyId, 10000]) {
      const [log] = await logRows(t, company, { targetType: ObjType.Plane, targetId: a1.id });
      expect(log).toMatchObject({ job: 'Appraise', user_id: platform.userId });
      const content = JSON.parse(log.oper_content);
      expect(content.name).toBe(a1.name);
      expect(Object.values(content.changes)).toEqual([['unevaluated', 'fit']]);
    }
    const events = t.publisher.events.slice(before);
    expect(events).toEqual(
      expect.arrayContaining([
        { companyId: a.companyId, table: 'plane_notice', ids: [answer.id] },
        { companyId: 10000, table: 'plane_notice', ids: [answer.id] },
      ]),
    );
    // The operator sees its aircraft evaluated, and by whom.
    const own = await list(a.admin.token);
    expect(own.items[0]).toMatchObject({ id: answer.id, appraised: 1, fit: 1 });
    expect(own.items[0].appraiseUserName).toBe(answer.appraiseUserName);
  });

  it('moves applicable → not applicable → cancelled on one row', async () => {
    const unfit = (await appraise(platform.token, a2.id, 1, 0)).json().body;
    expect(unfit).toMatchObject({ appraised: 1, fit: 0 });
    const fit = (await appraise(platform.token, a2.id, 1, 1)).json().body;
    expect(fit).toMatchObject({ id: unfit.id, appraised: 1, fit: 1 });
    // Cancelling keeps the row (who cancelled and when) with no applicability; fit is cleared with it.
    const cancelled = (await appraise(platform.token, a2.id, 0, 1)).json().body;
    expect(cancelled).toMatchObject({ id: unfit.id, appraised: 0, fit: 0 });
    const rows = await t.db.kysely.selectFrom('plane_notice').selectAll().where('plane_id', '=', a2.id).execute();
    expect(rows).toHaveLength(1);
    const logs = await logRows(t, a.companyId, { targetType: ObjType.Plane, targetId: a2.id });
    expect(logs.map((l) => Object.values(JSON.parse(l.oper_content).changes)[0])).toEqual([
      ['fit', 'unevaluated'],
      ['unfit', 'fit'],
      ['unevaluated', 'unfit'],
    ]);
  });

  it('refuses to change a notified aircraft until the notice is withdrawn (请先撤回通知)', async () => {
    const answer = (await appraise(platform.token, b1.id, 1, 1)).json().body;
    await t.db.kysely.updateTable('plane_notice').set({ state: 1 }).where('id', '=', answer.id).execute();
    const logs = await logCount(t);
    const res = await appraise(platform.token, b1.id, 1, 0);
    expect(failure(res)).toMatchObject({ status: 601, code: 'RULE' });
    expect(res.json().msg).toContain('请先撤回通知');
    expect(await noticeRow(b1.id)).toMatchObject({ appraised: 1, fit: 1, state: 1 });
    expect(await logCount(t)).toBe(logs);
  });

  it('lets only company 10000 or the model’s manager evaluate; the manager sees across operators', async () => {
    const logs = await logCount(t);
    // An operator (not the manager) reads its own evaluation but cannot change it.
    expect(failure(await appraise(a.admin.token, a1.id, 1, 0))).toMatchObject({ status: 601 });
    expect(await noticeRow(a1.id)).toMatchObject({ appraised: 1, fit: 1 });
    expect(await logCount(t)).toBe(logs);
    // Charlie manages its own model: it sees Alpha's and Bravo's aircraft of that model and evaluates them.
    const managed = await makeModel(t, { manager: c.companyId });
    const aManaged = await makePlane(t, a.companyId, { modelId: managed.id });
    const bManaged = await makePlane(t, b.companyId, { modelId: managed.id });
    const sb = await addDocument(c.admin.token, managed.id, { dict: DocumentDict.SbSi });
    const page = await list(c.admin.token, sb, { fixedFilters: [] });
    expect(page.items.map((r) => [r.planeId, r.company])).toEqual([
      [aManaged.id, a.companyId],
      [bManaged.id, b.companyId],
    ]);
    const res = await appraise(c.admin.token, bManaged.id, 1, 0, sb);
    expect(res.statusCode, res.body).toBe(200);
    expect(await noticeRow(bManaged.id, sb)).toMatchObject({ company_id: b.companyId, appraised: 1, fit: 0 });
    expect(await logRows(t, b.companyId, { targetType: ObjType.Plane, targetId: bManaged.id })).toHaveLength(1);
    expect(await logRows(t, c.companyId, { targetType: ObjType.Plane, targetId: bManaged.id })).toHaveLength(1);
    // Charlie does not manage the DA40: it can't evaluate its aircraft, and sees none of them.
    expect(failure(await appraise(c.admin.token, a1.id, 1, 0))).toMatchObject({ status: 601 });
  });

  it('needs the plane-model Execute function', async () => {
    const viewer = await makeMember(t, a, [{ view: 'plane-model', functions: ['Add', 'Edit'] }]);
    expect(failure(await appraise(viewer.token, a1.id, 1, 0)).status).toBe(403);
    expect((await list(viewer.token)).items).toHaveLength(2);
    const outsider = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Execute'] }]);
    expect(failure(await query(outsider.token, queryBody(cad))).status).toBe(403);
  });

  it('refuses an aircraft of another model, an unknown one, and a document that cannot be evaluated', async () => {
    const logs = await logCount(t);
    expect(failure(await appraise(platform.token, bOther.id, 1, 1)).status).toBe(404);
    expect(failure(await appraise(platform.token, 99_999_999, 1, 1)).status).toBe(404);
    const airworthiness = await addDocument(platform.token, model.id, { dict: DocumentDict.Airworthiness });
    const res = await appraise(platform.token, a1.id, 1, 1, airworthiness);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('appraiseId');
    const bad = await t.call({
      url: '/api/PlaneNotice/Appraise',
      token: platform.token,
      body: { appraiseId: cad, planeId: a1.id, appraised: 2, fit: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('appraised');
    expect(await logCount(t)).toBe(logs + 1);
  });

  it('keeps an evaluated document and an aircraft with evaluations from being deleted', async () => {
    const doc = await t.call({
      url: '/api/Document/Delete',
      token: platform.token,
      body: { id: cad, module: DocumentModule.Model },
    });
    expect(failure(doc)).toMatchObject({ status: 601 });
    expect(doc.json().msg).toContain('评估');
    const plane = await t.call({ url: '/api/PlaneEntity/Delete', token: a.admin.token, body: { id: a1.id } });
    expect(failure(plane)).toMatchObject({ status: 601 });
  });
});
