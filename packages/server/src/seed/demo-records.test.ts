import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo's maintenance records as a newcomer reads them: every signed record matches its aircraft's chain,
// B-7001's inspection shows its amendment, open faults count on the dashboard, a Cessna's AD status shows the
// seat-rail AD with its next due from the linked inspection, and the engineer's licence lets her sign.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

async function post(token: string, url: string, body: unknown) {
  const res = await t.call({ url, token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

async function planeId(token: string, name: string): Promise<number> {
  const planes = await post(token, '/api/PlaneEntity/Query', { pageSize: 100 });
  const plane = planes.items.find((p: { name: string }) => p.name === name);
  expect(plane, name).toBeDefined();
  return plane.id;
}

describe('seed-demo maintenance records', () => {
  it('signs every record into its aircraft’s chain, and the chains verify clean', async () => {
    for (const phone of [demoUsers.eastWingAdmin, demoUsers.northStarAdmin]) {
      const token = await signIn(t, phone, DEMO_PASSWORD);
      const report = await post(token, '/api/MaintainTask/Verify', {});
      expect(report.problems).toEqual([]);
      // Every aircraft: an inspection and a fault signed, and a repair or AD on some.
      expect(report.signatures).toBeGreaterThanOrEqual(2 * report.planes);
    }
  });

  it('keeps B-7001’s inspection as signed, reopened with a reason, corrected and signed again', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const plane = await planeId(token, 'B-7001');
    const list = await post(token, '/api/MaintainTask/Query', {
      fixedFilters: [
        { name: 'plane', compare: 'eq', value: plane },
        { name: 'type', compare: 'eq', value: 3 },
      ],
    });
    expect(list.items).toHaveLength(1);
    const [inspection] = list.items;
    expect(inspection).toMatchObject({ closed: 1, amendments: 1, signedName: '张敏', licenceNo: 'CCAR-66 AV-0107' });
    const history = await post(token, '/api/MaintainTask/History', { id: inspection.id });
    expect(history.amendments).toHaveLength(1);
    expect(history.amendments[0].reason).toMatch(/R2/);
    expect(history.amendments[0].changes).toEqual([
      { field: 'workCard', before: 'WC-DA40-100H', after: 'WC-DA40-100H-R2' },
    ]);
    expect(history.amendments[0].resignHash).toBe(inspection.signHash);
  });

  it('counts open faults and shows a Cessna’s repetitive AD with its next due', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const faults = await post(token, '/api/RecordReport/FaultSummary', {});
    // Seven aircraft: an open fault on every one but each third and the first (B-7001, B-7003 and B-7102 have
    // none), and the four pending faults deferred under the MEL (B-7002, B-7003, B-7005, B-7101:
    // demo-deferrals.ts).
    expect(faults).toEqual({ open: 8, pending: 6 });
    const status = await post(token, '/api/RecordReport/AdStatus', { plane: await planeId(token, 'B-7101') });
    const seatRails = status.find((r: { standardSeri: string }) => r.standardSeri === 'FAA AD 2011-10-09');
    expect(seatRails).toMatchObject({ isRepeat: 1, closed: 1, signedName: '张敏' });
    expect(seatRails.nextDueDate ?? seatRails.nextDueHours).not.toBeNull();
  });

  it('links the DA40s’ fuel selector AD records to the CAD they comply with, which the AD status lists', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    let complied = 0;
    for (const name of ['B-7001', 'B-7002']) {
      const plane = await planeId(token, name);
      // Evaluated applicable to every DA40: listed whether complied or still open (B-7002 answered [] before).
      const status = await post(token, '/api/RecordReport/AdStatus', { plane });
      const cad = status.find((r: { standardSeri: string }) => r.standardSeri === 'CAD2025-DA40-02');
      expect(cad, name).toMatchObject({ document: expect.any(Number) });
      const records = await post(token, '/api/MaintainTask/Query', {
        fixedFilters: [
          { name: 'plane', compare: 'eq', value: plane },
          { name: 'type', compare: 'eq', value: 50 },
        ],
      });
      // The propeller AD's record (an appliance AD, the next test) names its own document.
      type Rec = { id: number; document: number | null; component: number | null };
      for (const r of (records.items as Rec[]).filter((x) => x.component === null)) {
        expect(r.document).toBe(cad.document);
        expect(cad).toMatchObject({ state: 'complied', task: r.id });
        complied++;
      }
      if (records.items.length === 0) expect(cad.state).toBe('open');
    }
    expect(complied).toBeGreaterThan(0);
  });

  it('lists the propeller AD per propeller serial: complied on B-7001’s, open on B-7002’s', async () => {
    const token = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const propRow = async (name: string) => {
      const rows = await post(token, '/api/AdRegister/Plane', { plane: await planeId(token, name) });
      return rows.filter((r: { seri: string }) => r.seri === 'EASA AD 2026-0031');
    };
    const [done] = await propRow('B-7001');
    expect(done).toMatchObject({ state: 'complied', componentPart: 'MTV-6-R/190-69', signedName: '张敏' });
    expect(done.componentSeri).toEqual(expect.any(String));
    const [open] = await propRow('B-7002');
    expect(open).toMatchObject({ state: 'open', componentPart: 'MTV-6-R/190-69', deadlineFrom: 'compliance' });
    expect(open.componentSeri).not.toBe(done.componentSeri);
    // The propeller's own AD list says the same.
    const own = await post(token, '/api/AdRegister/Component', { bom: done.component });
    expect(own.map((r: { seri: string; state: string }) => [r.seri, r.state])).toEqual([
      ['EASA AD 2026-0031', 'complied'],
    ]);
  });

  it('lets the engineer open 运行管理 → 飞行记录 (as the README says) and sign a record with her licence once authorised to certify', async () => {
    const token = await signIn(t, demoUsers.eastWingEngineer, DEMO_PASSWORD);
    const info = await t.call({ method: 'GET', url: '/api/User/Info', token });
    const views = info.json().body.views as { name: string; functions: string[] }[];
    const operation = views.find((v) => v.name === 'plane-operation');
    expect(operation?.functions).toEqual(expect.arrayContaining(['Add', 'Edit', 'Execute', 'Close']));
    expect(views.flatMap((v) => v.functions)).not.toContain('Delete');
    const plane = await planeId(token, 'B-7003');
    const drafts = await post(token, '/api/MaintainTask/Query', {
      fixedFilters: [
        { name: 'plane', compare: 'eq', value: plane },
        { name: 'type', compare: 'eq', value: 60 },
      ],
    });
    expect(drafts.items).toHaveLength(1);
    expect(drafts.items[0].closed).toBe(0);
    // The demo authorises her to perform maintenance, not to certify it: refused naming the model and the kind.
    const refused = await t.call({ url: '/api/MaintainTask/Close', token, body: { id: drafts.items[0].id } });
    expect(refused.json()).toMatchObject({ ret: 1, code: 'RULE', msg: '签署人没有 DA40 NG 的「放行签署」授权' });
    // The quality manager (East Wing's administrator) authorises her to certify on the DA40 NG.
    const admin = await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD);
    const me = info.json().body.id as number;
    const planes = await post(token, '/api/PlaneEntity/Query', { pageSize: 100 });
    const model = planes.items.find((p: { id: number }) => p.id === plane).model as number;
    await post(admin, '/api/QualAuthorisation/Add', {
      user: me,
      authNo: 'EW-A-TEST',
      models: [model],
      kinds: ['crs'],
      validFrom: new Date().toISOString().slice(0, 10),
      grantedBy: '质量经理 周强',
    });
    const signed = await post(token, '/api/MaintainTask/Close', { id: drafts.items[0].id });
    expect(signed).toMatchObject({ closed: 1, signedName: '王芳', licenceNo: 'CCAR-66 ME-TA-0421' });
  });
});
