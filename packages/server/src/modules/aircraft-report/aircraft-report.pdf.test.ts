import { statusOf } from '@hangar/domain/contracts/status';
import { addDays, todayIn } from '@hangar/domain/dates';
import { timeRule } from '@hangar/domain/due';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { chainHead } from '../../platform/records/sign-chain';
import { buildRegistry } from '../../platform/registry';
import { type Actor, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf';
import { type Company, testWorld } from '../../test/world';
import { giveLicence } from '../qualification/licence-rows';

// The aircraft status report and the fleet due list (issue 32), read back with poppler's pdftotext: each section's
// heading and its key values in Chinese and in English, the chain head, page N of M; another company's aircraft
// is not found; the due list holds what falls due within the window, by aircraft.

let t: TestApp;
let a: Company;
let b: Company;
let viewer: Actor;
let planner: Actor;
let outsider: Actor;
let modelId: number;
let today: string;
let plane: { id: number; name: string };
let planeOfB: { id: number; name: string };

async function ok(url: string, body: unknown, token = a.admin.token) {
  const res = await t.call({ url, token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

beforeAll(async () => {
  const w = await testWorld({
    platform: true,
    models: { model: {} },
    members: {
      viewer: [{ view: 'plane-entity', functions: [] }],
      planner: [{ view: 'maintain-control', functions: [] }],
      outsider: [{ view: 'plane-operation', functions: [] }],
    },
  });
  ({ t, a, b, viewer, planner, outsider } = w);
  const platformToken = w.platform.token;
  modelId = w.model.id;
  today = todayIn(t.config.timeZone);
  plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1234.5, name: 'B-7001' });
  planeOfB = await makePlane(t, b.companyId, { modelId, allFlyHours: 10, name: 'B-9009' });
  // The administrator signs: a licence on file.
  await giveLicence(t.db.kysely, a.companyId, a.admin.userId, {
    no: 'CAAC-LIC-77',
    type: 'B1',
    expires: `${addDays(today, 300)} 00:00:00`,
  });
  // An overdue item (6 months, done 8 months ago) and one not due for years.
  await ok('/api/MaintainCtrl/Add', {
    planeEntity: plane.id,
    name: 'Propeller overhaul 螺旋桨翻修',
    type: 2,
    content: 'Overhaul the propeller',
    timerContent: [timeRule({ name: '6 months', type: 1, cc: '6M' })],
    timerSource: 1,
    timeAlign: 0,
    executeDate: addDays(today, -240),
  });
  await ok('/api/MaintainCtrl/Add', {
    planeEntity: plane.id,
    name: 'Wing spar inspection',
    type: 2,
    content: 'Inspect',
    timerContent: [timeRule({ name: '12 years', type: 1, cc: '12Y' })],
    timerSource: 1,
    timeAlign: 0,
    executeDate: addDays(today, -10),
  });
  await ok('/api/PlaneBom/Add', {
    plane: plane.id,
    category: '发动机',
    name: 'Engine 发动机',
    model: 'IO-360-M1A',
    seri: 'L-31337',
    ctype: 1,
    installDate: addDays(today, -100),
    tsnHours: 120,
    csnLandings: 80,
    lifeHours: 2000,
  });
  await ok('/api/PlaneBom/Add', {
    plane: plane.id,
    category: '航电',
    name: 'Transponder',
    model: 'GTX-345',
    seri: 'TX-42',
    tsnHours: 55.5,
    csnLandings: 33,
  });
  await t.db.kysely
    .insertInto('plane_cert')
    .values({
      company_id: a.companyId,
      plane_id: plane.id,
      name: 'Airworthiness certificate 适航证',
      seri: 'AC-2024-881',
      issue_date: '2024-01-01 00:00:00',
      expire_date: `${addDays(today, 90)} 00:00:00`,
      files: '[]',
      closed: 0,
      rev: 1,
      created_at: `${today} 00:00:00`,
    } as never)
    .execute();
  await ok('/api/MaintainTask/Add', {
    type: 100,
    plane: plane.id,
    issueCondition: 'Left brake worn 刹车磨损',
    description: 'Found at the daily check',
    issueDate: today,
  });
  // A fault deferred under a category C item of the operator's MEL (derived from the model's MMEL).
  await ok(
    '/api/MmelItem/Add',
    {
      planeModel: modelId,
      ata: '33',
      itemNo: '33-40-01',
      title: 'Taxi light 滑行灯',
      category: 'C',
      installed: 1,
      required: 0,
    },
    platformToken,
  );
  await ok('/api/MelItem/Derive', { planeModel: modelId });
  const [melItem] = (
    await ok('/api/MelItem/Query', { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: modelId }] })
  ).items;
  const taxiLight = await ok('/api/MaintainTask/Add', {
    type: 100,
    plane: plane.id,
    issueCondition: 'Taxi light out 滑行灯不亮',
    description: 'Taxi light inoperative',
    issueDate: today,
  });
  await ok('/api/Deferral/Add', { task: taxiLight.id, melItem: melItem.id, placard: 'TAXI LIGHT INOP 滑行灯失效' });
  // The AD/SB register: an AD evaluated applicable, past its compliance date; an SB not applicable, with its reason.
  const libraryDoc = (dict: 2 | 3, seri: string, extra: Record<string, unknown>) =>
    ok(
      '/api/Document/Add',
      { module: 10000, dict, target: modelId, parent: 0, isFolder: 0, name: `${seri} title`, seri, ...extra },
      platformToken,
    );
  const ad = await libraryDoc(2, 'CAD2026-RPT-01', { version: 'R1', complianceDate: addDays(today, -5) });
  const sb = await libraryDoc(3, 'SB-RPT-07', {});
  const appraise = (document: number, fit: 0 | 1, reason?: string) =>
    ok(
      '/api/PlaneNotice/Appraise',
      { appraiseId: document, planeId: plane.id, appraised: 1, fit, reason },
      platformToken,
    );
  await appraise(ad.id, 1);
  await appraise(sb.id, 0, 'Serial range excluded 序号不在范围');
  // Appliance ADs: one on the transponder's part number (a row for its serial), one on an ELT not installed.
  const transponderAd = await libraryDoc(2, 'CAD2026-APP-02', {
    applianceParts: ['GTX-345'],
    complianceDate: addDays(today, 30),
  });
  const eltAd = await libraryDoc(2, 'CAD2026-ELT-03', { applianceParts: ['ELT-406'] });
  await appraise(transponderAd.id, 1);
  await appraise(eltAd.id, 1);
  const repair = await ok('/api/MaintainTask/Add', {
    type: 8,
    plane: plane.id,
    issueCondition: 'Flap hinge repair 襟翼修理',
    description: 'Replaced the hinge pin',
    flyHours: 1200,
    workDate: today,
    workPerson: a.admin.userId,
  });
  await ok('/api/MaintainTask/Close', { id: repair.id });
});
afterAll(() => t.close());

const report = (planeId: number, token: string, lang: 'zh-CN' | 'en-US') =>
  t.call({ url: '/api/AircraftReport/Status', token, body: { plane: planeId }, lang });

function expectPdf(res: LightMyRequestResponse): Buffer {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
  return res.rawPayload;
}

describe('POST /api/AircraftReport/Status', () => {
  it('prints every section and its key values in Chinese', async () => {
    const res = await report(plane.id, viewer.token, 'zh-CN');
    const text = pdfText(expectPdf(res));
    for (const heading of [
      '飞机状态报告',
      '基本信息',
      '累计数据',
      '适航状态',
      '检查与到期项目',
      '时寿件',
      '装机部件',
      '适航指令/服务通告登记',
      '未关闭故障',
      '保留故障（MEL）',
      '证件',
      '最近签署的记录',
      '记录链',
    ]) {
      expect(text, heading).toContain(heading);
    }
    for (const value of [
      'B-7001',
      '1234.5',
      '螺旋桨翻修',
      '超期',
      'Wing spar inspection',
      'L-31337',
      'TX-42',
      '刹车磨损',
      'AC-2024-881',
      '适航证',
      '襟翼修理',
      'CAAC-LIC-77',
      '33-40-01',
      'CAD2026-RPT-01',
      `${addDays(today, -5)} 已超期`,
      'SB-RPT-07',
      '序号不在范围',
      'TAXI LIGHT INOP',
      '保留中',
      addDays(today, 10),
    ]) {
      // A cell may wrap its text anywhere: values are compared without white space.
      expect(text.replace(/\s+/g, ''), value).toContain(value.replace(/\s+/g, ''));
    }
    // The AD register's component column: the appliance AD's row is the transponder serial's.
    const register = text
      .slice(text.indexOf('适航指令/服务通告登记'), text.lastIndexOf('未关闭故障'))
      .replace(/\s+/g, '');
    for (const value of ['部件', 'CAD2026-APP-02', 'GTX-345TX-42', 'CAD2026-ELT-03', '未装件号ELT-406']) {
      expect(register, value).toContain(value);
    }
    // The status and each of its reasons, as the modules contributing reasons answer them today.
    const reasons = await buildRegistry(serverModules).statusReasons(t.db.kysely, a.companyId, [plane.id], today);
    expect(text).toContain(`状态\n\n${['', '可用', '带保留可用', '不可用'][statusOf(reasons)]}\n`);
    for (const reason of reasons) expect(text).toContain(reason.title);
    // TSN / CSN of a component without a life limit too (its figures at installation plus what was flown since).
    expect(text).toMatch(/TX-42\s+\S+\s+55\.5\s+33/);
    expect(text).toMatch(/第 1 页，共 \d+ 页/);
    expect(text).toContain(`由 User ${viewer.phone} 于 ${today}`);
    const head = await chainHead(t.db.kysely, a.companyId, plane.id);
    expect(head?.seq).toBe(1);
    // The hash may wrap in its cell: compare without white space.
    expect(text.replace(/\s+/g, '')).toContain(head?.hash);
  });

  it('prints them in English for an English reader', async () => {
    const text = pdfText(expectPdf(await report(plane.id, viewer.token, 'en-US')));
    for (const heading of [
      'Aircraft status report',
      'Identity',
      'Totals',
      'Airworthiness status',
      'Inspections and items next due',
      'Life-limited parts',
      'Installed components',
      'AD/SB register',
      'Open faults',
      'Deferred defects (MEL)',
      'Certificates',
      'Last signed records',
      'Record chain',
    ]) {
      expect(text, heading).toContain(heading);
    }
    for (const value of ['Overdue', 'IO-360-M1A', 'Flap hinge repair', 'CAAC-LIC-77', 'Page 1 of', 'Component']) {
      expect(text, value).toContain(value);
    }
    expect(text).not.toContain('基本信息');
  });

  it('is not found for another company’s aircraft and refused without the register’s view', async () => {
    const other = await report(planeOfB.id, a.admin.token, 'en-US');
    expect(other.statusCode).toBe(404);
    expect(other.headers['content-type']).toMatch(/json/);
    expect((await report(plane.id, b.admin.token, 'en-US')).statusCode).toBe(404);
    expect((await report(plane.id, outsider.token, 'en-US')).statusCode).toBe(403);
    expect((await report(plane.id, planner.token, 'en-US')).statusCode).toBe(403);
  });
});

describe('POST /api/AircraftReport/FleetDue', () => {
  const dueList = (body: unknown, token = planner.token, lang: 'zh-CN' | 'en-US' = 'en-US') =>
    t.call({ url: '/api/AircraftReport/FleetDue', token, body, lang });

  it('lists what falls due within the days, by aircraft, and not what does not', async () => {
    const en = pdfText(expectPdf(await dueList({ days: 30 })));
    expect(en).toContain('Fleet due list');
    expect(en).toContain('Due within 30 days');
    expect(en).toContain('B-7001');
    expect(en).toContain('Propeller overhaul');
    expect(en).not.toContain('Wing spar inspection');
    expect(en).not.toContain('B-9009');
    const zh = pdfText(expectPdf(await dueList({ days: 30 }, planner.token, 'zh-CN')));
    expect(zh).toContain('机队到期清单');
    expect(zh).toContain('30 天内到期');
    expect(zh).toContain('螺旋桨翻修');
  });

  it('lists the open deferrals due in the window with their aircraft’s items, to who may read deferrals', async () => {
    // The category C deferral discovered today runs out in 10 days: within 30, not within 5.
    const last = addDays(today, 10);
    const en = pdfText(expectPdf(await dueList({ days: 30 }, a.admin.token)));
    expect(en).toContain('Deferral C · MEL 33-40-01 Taxi light 滑行灯: Taxi light inoperative');
    expect(en).toContain(last);
    expect(en).toMatch(/B-7001 \(.*\): 1,?234\.5 h, \d+ landings · 2 items/);
    const zh = pdfText(expectPdf(await dueList({ days: 30 }, a.admin.token, 'zh-CN')));
    expect(zh).toContain('保留 C · MEL 33-40-01 Taxi light 滑行灯');
    expect(pdfText(expectPdf(await dueList({ days: 5 }, a.admin.token)))).not.toContain('Deferral C');
    // A day limit is no hours window.
    expect(pdfText(expectPdf(await dueList({ hours: 5 }, a.admin.token)))).not.toContain('Deferral C');
    // The fleet monitor's planner without a screen that reads deferrals gets the items alone.
    const planned = pdfText(expectPdf(await dueList({ days: 30 })));
    expect(planned).toContain('Propeller overhaul');
    expect(planned).not.toContain('Deferral C');
    // Another company's list holds none of them.
    expect(pdfText(expectPdf(await dueList({ days: 30 }, b.admin.token)))).not.toContain('Taxi light');
  });

  it('answers the items due within N hours too, and refuses bad windows naming the field', async () => {
    const en = pdfText(expectPdf(await dueList({ hours: 5 })));
    expect(en).toContain('Due within 5 flight hours');
    const bad = await dueList({ days: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({
      field: 'days',
      message: 'The days must be a whole number from 0 to 3650',
    });
    expect((await dueList({ days: 30 }, viewer.token)).statusCode).toBe(403);
  });
});
