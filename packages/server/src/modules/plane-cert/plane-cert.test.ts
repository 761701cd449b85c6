import { ObjType } from '@hangar/domain/codes';
import { addDays, daysBetween, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeCompany, makeMember, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Aircraft certificates: the aircraft's company reads and writes them; every answered row carries its days
// left and its warning for today (UTC in the tests).

let t: TestApp;
let a: Company;
let b: Company;
let editor: Actor;
let viewer: Actor;
let modelId: number;
let plane: { id: number; name: string };
let otherPlane: { id: number; name: string };
let planeOfB: { id: number; name: string };

const today = todayIn('UTC');
const at = (date: string) => `${date} 00:00:00`;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    planes: { plane: { model: 'model' }, otherPlane: { model: 'model' }, planeOfB: { model: 'model', company: 'b' } },
    members: {
      editor: [{ view: 'plane-entity', functions: ['Execute', 'Delete', 'Close'] }],
      viewer: [{ view: 'plane-entity', functions: [] }],
    },
  });
  ({ t, a, b, plane, otherPlane, planeOfB, editor, viewer } = w);
  modelId = w.model.id;
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/PlaneCert/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('plane_cert').selectAll().where('id', '=', id).executeTakeFirst();

/** A certificate file of an aircraft of a company, as the upload stores it. */
const files = (planeId: number, companyId: number, name = 'cert.pdf') => [
  {
    uid: 'u1',
    name,
    size: 2048,
    url: `/files/cert/plane${planeId}/c${companyId}/0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11/${name}`,
  },
];
const input = (over: Record<string, unknown> = {}) => ({
  plane: plane.id,
  name: 'Airworthiness certificate',
  seri: 'AC-001',
  issueDate: '2025-03-01',
  expireDate: '2027-03-01',
  remarks: 'Standard category',
  files: files(plane.id, a.companyId),
  ...over,
});
async function add(over: Record<string, unknown> = {}, token = editor.token) {
  const res = await call('Add', token, input(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}
const listOf = async (planeId: number, token = viewer.token, extra: Record<string, unknown> = {}) =>
  (
    await call('Query', token, {
      fixedFilters: [{ name: 'plane', compare: 'eq', value: planeId }],
      pageSize: 10,
      ...extra,
    })
  ).json().body;

describe('PlaneCert Add / Query / Update / Delete', () => {
  it('adds a certificate with its dates at midnight, lists it to the view holders, logs it with its aircraft', async () => {
    const cert = await add();
    expect(cert).toMatchObject({
      plane: plane.id,
      name: 'Airworthiness certificate',
      seri: 'AC-001',
      issueDate: '2025-03-01 00:00:00',
      expireDate: '2027-03-01 00:00:00',
      closed: 0,
      createdBy: editor.userId,
      files: files(plane.id, a.companyId),
    });
    const list = await listOf(plane.id);
    expect(list.items.find((c: { id: number }) => c.id === cert.id)).toEqual(cert);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Certificate, targetId: cert.id });
    expect(log.job).toBe('Add');
    const content = JSON.parse(log.oper_content);
    expect(content.name).toBe('Airworthiness certificate');
    expect(content.changes.plane).toEqual([null, plane.id]);
  });

  it('changes a certificate (absent keeps), logs only what changed; may move it to another aircraft of the company', async () => {
    const cert = await add({ name: 'Radio licence' });
    const res = await call('Update', editor.token, { id: cert.id, seri: 'R-2', expireDate: '2028-01-01' });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().body;
    expect(changed).toEqual({
      ...cert,
      seri: 'R-2',
      expireDate: '2028-01-01 00:00:00',
      daysLeft: daysBetween(today, '2028-01-01'),
    });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Certificate, targetId: cert.id });
    expect(JSON.parse(log.oper_content).changes).toEqual({
      seri: ['AC-001', 'R-2'],
      expireDate: ['2027-03-01 00:00:00', '2028-01-01 00:00:00'],
    });
    const moved = (await call('Update', editor.token, { id: cert.id, plane: otherPlane.id })).json().body;
    expect(moved.plane).toBe(otherPlane.id);
    expect((await listOf(otherPlane.id)).items.map((c: { id: number }) => c.id)).toContain(cert.id);
    expect((await row(cert.id))?.plane_id).toBe(otherPlane.id);
  });

  it('deletes a certificate and keeps it in the log', async () => {
    const cert = await add({ name: 'To delete' });
    expect((await call('Delete', editor.token, { id: cert.id })).json().body).toEqual({ id: cert.id });
    expect(await row(cert.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Certificate, targetId: cert.id });
    expect(log.job).toBe('Delete');
    expect(JSON.parse(log.oper_content).before).toMatchObject({ id: cert.id, plane: plane.id, name: 'To delete' });
  });
});

describe('PlaneCert validation', () => {
  it('refuses a missing name, issue date or file and an expiry before the issue date, saving nothing', async () => {
    const before = await logCount(t);
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('plane_cert')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    expect(failure(await call('Add', editor.token, input({ name: '  ' })))).toMatchObject({
      status: 400,
      msg: '证件名称不能为空',
    });
    expect(failure(await call('Add', editor.token, input({ name: undefined }), 'en-US')).msg).toBe(
      'The certificate name cannot be empty',
    );
    expect(failure(await call('Add', editor.token, input({ issueDate: undefined }))).msg).toBe('请选择日期!');
    expect(failure(await call('Add', editor.token, input({ issueDate: '' }))).msg).toBe('请选择日期!');
    expect(failure(await call('Add', editor.token, input({ issueDate: '2025-02-30' }))).status).toBe(400);
    expect(failure(await call('Add', editor.token, input({ files: [] })))).toMatchObject({
      status: 400,
      msg: '未上传证件',
    });
    expect(failure(await call('Add', editor.token, input({ files: undefined }))).msg).toBe('未上传证件');
    for (const [body, field, message] of [
      [input({ issueDate: null }), 'issueDate', '请选择日期!'],
      [input({ files: null }), 'files', '未上传证件'],
      [input({ name: '' }), 'name', '证件名称不能为空'],
    ] as const) {
      expect((await call('Add', editor.token, body)).json().errors, field).toEqual([{ field, message }]);
    }
    const res = await call('Add', editor.token, input({ issueDate: '2025-03-01', expireDate: '2025-02-28' }), 'en-US');
    expect(failure(res)).toMatchObject({ status: 400, msg: 'The expiry date cannot be before the issue date' });
    expect(res.json().errors).toEqual([
      { field: 'expireDate', message: 'The expiry date cannot be before the issue date' },
    ]);
    // Another company's file is refused by the pipeline.
    expect(failure(await call('Add', editor.token, input({ files: files(planeOfB.id, b.companyId) }))).status).toBe(
      400,
    );
    // Update checks the same on the certificate as it would become.
    const cert = await add();
    expect(failure(await call('Update', editor.token, { id: cert.id, files: [] })).msg).toBe('未上传证件');
    expect(failure(await call('Update', editor.token, { id: cert.id, expireDate: '2020-01-01' })).status).toBe(400);
    expect(failure(await call('Update', editor.token, { id: cert.id, name: '' })).msg).toBe('证件名称不能为空');
    expect(await row(cert.id)).toMatchObject({ name: 'Airworthiness certificate', expire_date: at('2027-03-01') });
    expect(await count()).toBe(rows + 1);
    expect(await logCount(t)).toBe(before + 1);
  });
});

describe('PlaneCert access', () => {
  it('needs the plane-entity view to read, Execute to add and change, Delete to delete, Close to close and open', async () => {
    const cert = await add();
    const none = await makeMember(t, a, []);
    const before = await logCount(t);
    expect(failure(await call('Query', none.token, {})).status).toBe(403);
    expect(failure(await call('Summary', none.token, {})).status).toBe(403);
    expect(failure(await call('Add', viewer.token, input())).status).toBe(403);
    expect(failure(await call('Update', viewer.token, { id: cert.id, name: 'x' })).status).toBe(403);
    expect(failure(await call('Delete', viewer.token, { id: cert.id })).status).toBe(403);
    expect(failure(await call('Close', viewer.token, { id: cert.id })).status).toBe(403);
    expect(failure(await call('Open', viewer.token, { id: cert.id })).status).toBe(403);
    // Add and Edit of the aircraft do not upload certificates (the spec's certificate function is Execute).
    const planeEditor = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Add', 'Edit'] }]);
    expect(failure(await call('Add', planeEditor.token, input())).status).toBe(403);
    expect(await logCount(t)).toBe(before);
    expect(await row(cert.id)).toMatchObject({ name: 'Airworthiness certificate', closed: 0 });
  });

  it('answers 404 for another company’s aircraft and certificates, and changes nothing', async () => {
    const cert = await add();
    const before = await logCount(t);
    expect(failure(await call('Add', b.admin.token, input({ files: files(planeOfB.id, b.companyId) }))).status).toBe(
      404,
    );
    expect(failure(await call('Add', editor.token, input({ plane: planeOfB.id }))).status).toBe(404);
    expect(failure(await call('Add', editor.token, input({ plane: 2_000_000_000 }))).status).toBe(404);
    expect(failure(await call('Update', editor.token, { id: cert.id, plane: planeOfB.id })).status).toBe(404);
    for (const action of ['Delete', 'Close', 'Open']) {
      expect(failure(await call(action, b.admin.token, { id: cert.id })).status, action).toBe(404);
    }
    expect(failure(await call('Update', b.admin.token, { id: cert.id, name: 'Stolen' })).status).toBe(404);
    expect((await listOf(plane.id, b.admin.token)).items).toEqual([]);
    expect((await call('Summary', b.admin.token, {})).json().body).toEqual({ expiring: 0, expired: 0, items: [] });
    expect(await logCount(t)).toBe(before);
    expect(await row(cert.id)).toMatchObject({ name: 'Airworthiness certificate', plane_id: plane.id, closed: 0 });
  });
});

describe('PlaneCert warning, Close / Open and Summary', () => {
  let c: Company;
  let warner: Actor;
  let p: { id: number; name: string };
  beforeAll(async () => {
    c = await makeCompany(t, { name: 'Charlie Air' });
    p = await makePlane(t, c.companyId, { modelId, name: 'B-7001' });
    warner = await makeMember(t, c, [{ view: 'plane-entity', functions: ['Execute', 'Delete', 'Close'] }]);
  });
  const addFor = async (name: string, expireDate: string | null) =>
    (
      await call('Add', warner.token, {
        plane: p.id,
        name,
        issueDate: '2000-01-01',
        expireDate,
        files: files(p.id, c.companyId),
      })
    ).json().body;

  it('computes daysLeft and warn around the 90-day boundary; closed ones never warn; lists open ones first by expiry', async () => {
    const d89 = await addFor('89 days', addDays(today, 89));
    const d90 = await addFor('90 days', addDays(today, 90));
    const expired = await addFor('Expired', addDays(today, -1));
    const todayCert = await addFor('Today', today);
    const none = await addFor('No expiry', null);
    expect(d89).toMatchObject({ daysLeft: 89, warn: 1 });
    expect(d90).toMatchObject({ daysLeft: 90, warn: 0 });
    expect(expired).toMatchObject({ daysLeft: -1, warn: 1 });
    expect(todayCert).toMatchObject({ daysLeft: 0, warn: 1 });
    expect(none).toMatchObject({ expireDate: null, daysLeft: null, warn: 0 });
    const closed = (await call('Close', warner.token, { id: expired.id })).json().body;
    expect(closed).toMatchObject({ closed: 1, daysLeft: -1, warn: 0 });
    const list = await listOf(p.id, warner.token);
    expect(list.totalItems).toBe(5);
    expect(list.items.map((x: { name: string }) => x.name)).toEqual([
      'Today',
      '89 days',
      '90 days',
      'No expiry',
      'Expired',
    ]);
    // Page size 10 (the screen's), the second page of 2 holds the third and fourth.
    const page2 = await listOf(p.id, warner.token, { pageSize: 2, page: 2 });
    expect(page2.items.map((x: { name: string }) => x.name)).toEqual(['90 days', 'No expiry']);
    const sorted = await listOf(p.id, warner.token, { sortField: 'name', sortOrder: 'asc' });
    expect(sorted.items[0].name).toBe('89 days');
  });

  it('keeps a closed certificate read-only until opened; logs Close and Open', async () => {
    const cert = await addFor('Superseded', addDays(today, 10));
    expect((await call('Close', warner.token, { id: cert.id })).json().body.closed).toBe(1);
    const before = await logCount(t);
    expect(failure(await call('Update', warner.token, { id: cert.id, name: 'Changed' }, 'en-US'))).toEqual({
      status: 601,
      code: 'RULE',
      msg: 'The certificate is closed and cannot be changed: open it first',
    });
    expect(failure(await call('Delete', warner.token, { id: cert.id })).msg).toBe('证件已关闭，不能修改；请先打开');
    expect(await logCount(t)).toBe(before);
    // Closing again changes nothing and logs nothing.
    expect((await call('Close', warner.token, { id: cert.id })).statusCode).toBe(200);
    expect(await logCount(t)).toBe(before);
    const opened = (await call('Open', warner.token, { id: cert.id })).json().body;
    expect(opened).toMatchObject({ closed: 0, warn: 1, daysLeft: 10 });
    const logs = await logRows(t, c.companyId, { targetType: ObjType.Certificate, targetId: cert.id });
    expect(logs.map((l) => [l.job, JSON.parse(l.oper_content).changes])).toEqual([
      ['Open', { closed: [1, 0] }],
      ['Close', { closed: [0, 1] }],
      ['Add', expect.objectContaining({ plane: [null, p.id] })],
    ]);
    expect((await call('Update', warner.token, { id: cert.id, name: 'Renamed' })).json().body.name).toBe('Renamed');
  });

  it('sums the company’s open certificates expiring within 90 days and expired, nearest first, with the tail number', async () => {
    const res = await call('Summary', warner.token, {});
    expect(res.statusCode, res.body).toBe(200);
    const sum = res.json().body;
    // Open: Today, 89 days, Renamed (10 days) expiring; Expired is closed; 90 days and No expiry do not warn.
    expect(sum).toMatchObject({ expiring: 3, expired: 0 });
    expect(sum.items.map((x: { name: string; planeName: string }) => [x.name, x.planeName])).toEqual([
      ['Today', 'B-7001'],
      ['Renamed', 'B-7001'],
      ['89 days', 'B-7001'],
    ]);
    await addFor('Long expired', addDays(today, -400));
    const again = (await call('Summary', warner.token, {})).json().body;
    expect(again).toMatchObject({ expiring: 3, expired: 1 });
    expect(again.items[0]).toMatchObject({ name: 'Long expired', warn: 1, daysLeft: -400 });
  });
});

describe('Aircraft with certificates', () => {
  it('cannot be deleted while it has certificates', async () => {
    const doomed = await makePlane(t, a.companyId, { modelId });
    const cert = await add({ plane: doomed.id, files: files(doomed.id, a.companyId) });
    const res = await t.call({ url: '/api/PlaneEntity/Delete', token: a.admin.token, body: { id: doomed.id } });
    expect(failure(res)).toEqual({ status: 601, code: 'RULE', msg: '该飞机还有证件，不能删除' });
    expect(await row(cert.id)).toBeDefined();
    expect((await call('Delete', editor.token, { id: cert.id })).statusCode).toBe(200);
    const gone = await t.call({ url: '/api/PlaneEntity/Delete', token: a.admin.token, body: { id: doomed.id } });
    expect(gone.statusCode, gone.body).toBe(200);
  });
});

describe('PlaneCert status (issue 29)', () => {
  it('reads expired once the expiry has passed, valid before (expiring included), closed when closed', async () => {
    const expired = await add({ issueDate: '2020-01-01', expireDate: addDays(today, -1) });
    const expiring = await add({ issueDate: '2020-01-01', expireDate: addDays(today, 10) });
    const lasting = await add({ expireDate: null });
    expect(expired).toMatchObject({ status: 'expired', warn: 1, daysLeft: -1 });
    expect(expiring).toMatchObject({ status: 'valid', warn: 1 });
    expect(lasting).toMatchObject({ status: 'valid', warn: 0 });
    const listed = (await listOf(plane.id)).items.find((c: { id: number }) => c.id === expired.id);
    expect(listed.status).toBe('expired');
    expect((await call('Close', editor.token, { id: expired.id })).json().body.status).toBe('closed');
  });
});

describe('PlaneCert Renew / Revisions (issue 29)', () => {
  const renewal = (id: number, over: Record<string, unknown> = {}) => ({
    id,
    seri: 'AC-002',
    issueDate: '2027-02-20',
    expireDate: '2029-03-01',
    files: files(plane.id, a.companyId, 'renewed.pdf'),
    ...over,
  });

  it('keeps each renewal as a dated revision with its own file; the certificate shows the current one', async () => {
    const cert = await add({ name: 'Renewed certificate' });
    expect(cert.rev).toBe(1);
    const res = await call('Renew', editor.token, renewal(cert.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({
      id: cert.id,
      rev: 2,
      seri: 'AC-002',
      issueDate: '2027-02-20 00:00:00',
      expireDate: '2029-03-01 00:00:00',
      files: files(plane.id, a.companyId, 'renewed.pdf'),
      status: 'valid',
    });
    const revisions = (await call('Revisions', viewer.token, { id: cert.id })).json().body;
    expect(revisions.map((r: Record<string, unknown>) => [r.rev, r.seri, r.issueDate, r.expireDate, r.files])).toEqual([
      [2, 'AC-002', '2027-02-20 00:00:00', '2029-03-01 00:00:00', files(plane.id, a.companyId, 'renewed.pdf')],
      [1, 'AC-001', '2025-03-01 00:00:00', '2027-03-01 00:00:00', files(plane.id, a.companyId)],
    ]);
    expect(revisions[0]).toMatchObject({ cert: cert.id, createdBy: editor.userId });
    // An edit corrects the current revision only; the earlier one stays as it was.
    await call('Update', editor.token, { id: cert.id, seri: 'AC-002A' });
    const after = (await call('Revisions', viewer.token, { id: cert.id })).json().body;
    expect(after.map((r: { seri: string }) => r.seri)).toEqual(['AC-002A', 'AC-001']);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Certificate, targetId: cert.id });
    expect(log.job).toBe('Update');
    const [, renewLog] = await logRows(t, a.companyId, { targetType: ObjType.Certificate, targetId: cert.id });
    expect(renewLog.job).toBe('Renew');
    expect(JSON.parse(renewLog.oper_content).changes).toMatchObject({
      rev: [1, 2],
      expireDate: ['2027-03-01 00:00:00', '2029-03-01 00:00:00'],
    });
    // Deleting the certificate takes its revisions with it.
    await call('Delete', editor.token, { id: cert.id });
    const left = await t.db.kysely.selectFrom('plane_cert_rev').select('id').where('cert_id', '=', cert.id).execute();
    expect(left).toEqual([]);
  });

  it('refuses a renewal without a file, issued before the current revision, of a closed or another company’s certificate', async () => {
    const cert = await add({ name: 'Refused renewals' });
    const before = await logCount(t);
    expect(failure(await call('Renew', editor.token, renewal(cert.id, { files: [] }))).msg).toBe('未上传证件');
    const early = await call('Renew', editor.token, renewal(cert.id, { issueDate: '2025-02-01' }), 'en-US');
    expect(early.json().errors).toEqual([
      { field: 'issueDate', message: 'The renewal’s issue date cannot be before the current revision’s' },
    ]);
    expect(failure(await call('Renew', editor.token, renewal(cert.id, { expireDate: '2027-01-01' }))).status).toBe(400);
    expect(failure(await call('Renew', viewer.token, renewal(cert.id))).status).toBe(403);
    expect(
      failure(await call('Renew', b.admin.token, renewal(cert.id, { files: files(planeOfB.id, b.companyId) }))).status,
    ).toBe(404);
    expect(failure(await call('Revisions', b.admin.token, { id: cert.id })).status).toBe(404);
    await call('Close', editor.token, { id: cert.id });
    const afterClose = await logCount(t);
    expect(failure(await call('Renew', editor.token, renewal(cert.id))).status).toBe(601);
    expect(await logCount(t)).toBe(afterClose);
    expect(afterClose).toBe(before + 1);
    expect(await row(cert.id)).toMatchObject({ rev: 1, seri: 'AC-001', expire_date: at('2027-03-01') });
    const revisions = (await call('Revisions', viewer.token, { id: cert.id })).json().body;
    expect(revisions.map((r: { rev: number }) => r.rev)).toEqual([1]);
  });
});
