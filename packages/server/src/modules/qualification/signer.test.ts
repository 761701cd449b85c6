import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, makeMember, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { setLicence } from '../../test/licences';
import { type Company, testWorld } from '../../test/world';

// Who may sign (issue 34, qualification/signer.ts) through the real sign-offs: a record's Close, a task-card step
// performed (its card's required kind) and an RII inspected, an order's inspection and certificate of release, a
// fault's deferral. A company holding any authorisation checks model, kind, validity, recency and medical; one
// holding none signs on licences alone. Each refusal is a 601 naming what is missing, nothing written.

let t: TestApp;
let a: Company;
let b: Company;
let planner: Actor;
let da40: number;
let c172: number;
let planeDa40: number;
let planeC172: number;
let planeB: number;
let today: string;

const SIGN = [
  { view: 'plane-operation', functions: ['Add', 'Close'] },
  { view: 'maintain-order', functions: ['Execute', 'Close'] },
  { view: 'maintain-deferral', functions: ['Add'] },
];

beforeAll(async () => {
  const w = await testWorld({
    models: { da40: { name: 'DA40 NG', manager: 'a' }, c172: { name: 'Cessna 172', manager: 'a' } },
    planes: {
      pDa40: { model: 'da40', name: 'B-7101' },
      pC172: { model: 'c172', name: 'B-7102' },
      pB: { model: 'da40', company: 'b', name: 'B-8101' },
    },
    members: {
      planner: [{ view: 'maintain-order', functions: ['Add', 'Edit', 'Delete', 'Execute', 'Close'] }],
    },
  });
  ({ t, a, b, planner } = w);
  da40 = w.da40.id;
  c172 = w.c172.id;
  planeDa40 = w.pDa40.id;
  planeC172 = w.pC172.id;
  planeB = w.pB.id;
  today = todayIn(t.config.timeZone);
  await t.db.kysely
    .updateTable('plane_entity')
    .set({ all_fly_hours: 1000, all_landings: 800 })
    .where('id', 'in', [planeDa40, planeC172, planeB])
    .execute();
});
afterAll(() => t.close());

const call = (path: string, token: string, body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.call({ url: `/api/${path}`, token, body, lang });

async function ok<T = Record<string, unknown>>(path: string, token: string, body: unknown): Promise<T> {
  const res = await call(path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as T;
}

let people = 0;
/** A certifying member of `company` with a valid maintenance licence. */
async function signer(company = a) {
  const m = await makeMember(t, company, SIGN, { name: `Signer ${++people}` });
  const licenceNo = `LIC-${people}`;
  await setLicence(t.db.kysely, m.employId, { no: licenceNo, type: 'B1', expires: addDays(today, 365) });
  return { ...m, licenceNo };
}

/** Grants an authorisation (stored as the qualification screens store one). */
async function authorise(
  user: number,
  scope: { models: number[]; kinds: string[]; from?: string; to?: string | null; medical?: 0 | 1; no?: string },
  company = a,
) {
  await t.db.kysely
    .insertInto('qual_authorisation')
    .values({
      company_id: company.companyId,
      user_id: user,
      auth_no: scope.no ?? `AUTH-${user}-${scope.kinds.join('')}`,
      models: JSON.stringify(scope.models),
      categories: '[]',
      kinds: JSON.stringify(scope.kinds),
      valid_from: `${scope.from ?? addDays(today, -30)} 00:00:00`,
      valid_to: scope.to ? `${scope.to} 00:00:00` : null,
      granted_by: 'Quality manager',
      medical_required: scope.medical ?? 0,
      remarks: null,
      files: '[]',
      created_by: null,
      created_at: `${today} 00:00:00`,
    })
    .execute();
}

async function medical(user: number, m: { exam: string; until: string | null; result?: string }) {
  await t.db.kysely
    .insertInto('qual_medical')
    .values({
      company_id: a.companyId,
      user_id: user,
      medical_class: 2,
      exam_date: `${m.exam} 00:00:00`,
      result: m.result ?? 'fit',
      restrictions: null,
      stated_until: null,
      valid_until: m.until === null ? null : `${m.until} 00:00:00`,
      remarks: null,
      files: '[]',
      created_by: null,
      created_at: `${today} 00:00:00`,
    })
    .execute();
}

/** A repair record of the aircraft, added by `by`, open for sign-off. */
const record = (plane: number, by: Actor) =>
  ok<{ id: number }>('MaintainTask/Add', by.token, {
    type: 8,
    plane,
    issueCondition: 'Flap hinge',
    description: 'Replaced the bolt',
    flyHours: 100,
    workDate: today,
    workPerson: by.userId,
  });

/** Closes a new record of the aircraft as `by`: the answer. */
async function signRecord(plane: number, by: Actor, lang: 'en-US' | 'zh-CN' = 'en-US') {
  const rec = await record(plane, by);
  return { rec, res: await call('MaintainTask/Close', by.token, { id: rec.id }, lang) };
}

const closedOf = (id: number) =>
  t.db.kysely
    .selectFrom('maintain_task')
    .select(['closed', 'licence_no'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** A 601 with this message; nothing logged by it. */
async function refusedWith(res: { statusCode: number; json: () => unknown; body: string }, msg: string) {
  expect(failure(res)).toEqual({ status: 601, code: 'RULE', msg });
}

describe('a company with no authorisation on file signs on licences alone', () => {
  it('signs a record with a valid licence (what it did before issue 34), and still needs the licence', async () => {
    const bSigner = await signer(b);
    const { rec, res } = await signRecord(planeB, bSigner);
    expect(res.statusCode, res.body).toBe(200);
    expect(await closedOf(rec.id)).toEqual({ closed: 1, licence_no: bSigner.licenceNo });
    const unlicensed = await makeMember(t, b, SIGN);
    const again = await signRecord(planeB, unlicensed);
    await refusedWith(
      again.res,
      'Signing off needs a licence: record your licence number in your employee details first',
    );
  });
});

describe('in a company holding authorisations', () => {
  beforeAll(async () => {
    // The switch: one authorisation of anyone in company A.
    const someone = await signer();
    await authorise(someone.userId, { models: [c172], kinds: ['crs'] });
  });

  it('refuses a model the authorisation does not cover, naming the model and the kind (each language); signs the covered one', async () => {
    const wang = await signer();
    await authorise(wang.userId, { models: [da40], kinds: ['crs'] });
    const before = await logCount(t);
    const cessna = await signRecord(planeC172, wang);
    await refusedWith(
      cessna.res,
      'The signer holds no authorisation for certifying and release (CRS) on the Cessna 172',
    );
    expect(await closedOf(cessna.rec.id)).toMatchObject({ closed: 0 });
    const zh = await call('MaintainTask/Close', wang.token, { id: cessna.rec.id }, 'zh-CN');
    expect(failure(zh).msg).toBe('签署人没有 Cessna 172 的「放行签署」授权');
    expect(await logCount(t)).toBe(before + 1);
    const diamond = await signRecord(planeDa40, wang);
    expect(diamond.res.statusCode, diamond.res.body).toBe(200);
    expect(await closedOf(diamond.rec.id)).toEqual({ closed: 1, licence_no: wang.licenceNo });
  });

  it('refuses an authorisation that ended or has not started, naming the day', async () => {
    const ended = await signer();
    await authorise(ended.userId, {
      models: [da40],
      kinds: ['crs'],
      from: addDays(today, -400),
      to: addDays(today, -1),
    });
    await refusedWith(
      (await signRecord(planeDa40, ended)).res,
      `The signer’s authorisation for certifying and release (CRS) on the DA40 NG ended on ${addDays(today, -1)}`,
    );
    const early = await signer();
    await authorise(early.userId, { models: [da40], kinds: ['crs'], from: addDays(today, 1) });
    await refusedWith(
      (await signRecord(planeDa40, early)).res,
      `The signer’s authorisation for certifying and release (CRS) on the DA40 NG starts on ${addDays(today, 1)}`,
    );
  });

  it('refuses a signer short of recency: granted over 24 months ago with no signed work on the model', async () => {
    const stale = await signer();
    await authorise(stale.userId, { models: [da40], kinds: ['crs'], from: addDays(today, -800) });
    // An aircraft of its own: the links below are the whole of its chain.
    const plane = (await makePlane(t, a.companyId, { modelId: da40, allFlyHours: 100 })).id;
    await refusedWith(
      (await signRecord(plane, stale)).res,
      'The signer has 0 months of signed work on the DA40 NG in the last 24, fewer than 6',
    );
    // Six months of own signed work on the model in the window make it recent.
    const days = [1, 2, 3, 4, 5, 6].map((n) => addDays(today, -31 * n));
    for (const [i, day] of days.entries()) {
      await t.db.kysely
        .insertInto('record_sign')
        .values({
          company_id: a.companyId,
          plane_id: plane,
          seq: i + 1,
          task_id: 0,
          content: '{}',
          signed_by: stale.userId,
          signed_at: `${day} 10:00:00`,
          hash: String(i + 1).repeat(64),
          prev_hash: String(i).repeat(64),
          signature: null,
        })
        .execute();
    }
    const recent = await signRecord(plane, stale);
    expect(recent.res.statusCode, recent.res.body).toBe(200);
  });

  it('needs a valid medical when the authorisation requires one: none, expired, unfit refused; valid fit signs', async () => {
    const nurse = await signer();
    await authorise(nurse.userId, { models: [da40], kinds: ['crs'], medical: 1, no: 'QA-NDT-7' });
    await refusedWith(
      (await signRecord(planeDa40, nurse)).res,
      'Authorisation QA-NDT-7 needs a valid medical, and the signer has none on file',
    );
    await medical(nurse.userId, { exam: addDays(today, -400), until: addDays(today, -5) });
    await refusedWith(
      (await signRecord(planeDa40, nurse)).res,
      `Authorisation QA-NDT-7 needs a valid medical; the signer’s expired on ${addDays(today, -5)}`,
    );
    await medical(nurse.userId, { exam: addDays(today, -3), until: addDays(today, 300), result: 'unfit' });
    await refusedWith(
      (await signRecord(planeDa40, nurse)).res,
      `The signer’s last medical examination found them unfit (${addDays(today, -3)})`,
    );
    await medical(nurse.userId, { exam: addDays(today, -1), until: addDays(today, 365) });
    expect((await signRecord(planeDa40, nurse)).res.statusCode).toBe(200);
  });

  it('signs a record complying with an AD only under an AD authorisation', async () => {
    const ad = await ok<{ id: number }>('Document/Add', a.admin.token, {
      module: 10000,
      dict: 2,
      target: da40,
      parent: 0,
      isFolder: 0,
      name: 'Fuel line inspection',
      seri: 'CAD2026-01',
    });
    const zhou = await signer();
    await authorise(zhou.userId, { models: [da40], kinds: ['crs'] });
    const rec = await ok<{ id: number }>('MaintainTask/Add', zhou.token, {
      type: 50,
      plane: planeDa40,
      document: ad.id,
      standardSeri: 'CAD2026-01',
      standardDate: addDays(today, -30),
      description: 'Complied',
      complianceMethod: 'Inspection per the AD',
      flyHours: 100,
      workDate: today,
      isRepeat: 0,
      workPerson: zhou.userId,
    });
    await refusedWith(
      await call('MaintainTask/Close', zhou.token, { id: rec.id }),
      'The signer holds no authorisation for AD compliance on the DA40 NG',
    );
    await authorise(zhou.userId, { models: [da40], kinds: ['ad'] });
    expect((await call('MaintainTask/Close', zhou.token, { id: rec.id })).statusCode).toBe(200);
    expect(await closedOf(rec.id)).toEqual({ closed: 1, licence_no: zhou.licenceNo });
  });

  it('defers a fault only under a deferral authorisation', async () => {
    const mmel = await t.db.kysely
      .insertInto('mmel_item')
      .values({
        model_id: da40,
        ata: '21',
        item_no: '21-1',
        title: 'Pack valve',
        category: 'C',
        interval_value: null,
        interval_unit: null,
        installed: 2,
        required: 1,
        m_proc: 0,
        o_proc: 0,
        remarks: null,
        created_at: `${today} 00:00:00`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await t.db.kysely
      .insertInto('mel_item')
      .values({
        company_id: a.companyId,
        model_id: da40,
        mmel_id: mmel.id,
        ata: '21',
        item_no: '21-1',
        title: 'Pack valve',
        category: 'C',
        interval_value: null,
        interval_unit: null,
        installed: 2,
        required: 1,
        m_proc: 0,
        o_proc: 0,
        remarks: null,
        created_at: `${today} 00:00:00`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const zhao = await signer();
    await authorise(zhao.userId, { models: [da40], kinds: ['maintenance'] });
    const fault = await ok<{ id: number }>('MaintainTask/Add', zhao.token, {
      type: 100,
      plane: planeDa40,
      issueDate: today,
      issueCondition: 'Pack valve stuck',
    });
    const body = { task: fault.id, melItem: item.id, placard: 'INOP' };
    await refusedWith(
      await call('Deferral/Add', zhao.token, body),
      'The signer holds no authorisation for deferral on the DA40 NG',
    );
    await authorise(zhao.userId, { models: [da40], kinds: ['deferral'] });
    const deferred = await ok<{ licenceNo: string }>('Deferral/Add', zhao.token, body);
    expect(deferred.licenceNo).toMatch(/^LIC-/);
  });

  describe('an order', () => {
    /** A released order of the DA40 with one card of the work card requiring `kind` (or a hand card), RII step 2. */
    async function released(kind: string | null) {
      let workCard: number | undefined;
      if (kind !== null) {
        const card = await ok<{ id: number; requiredKind: string | null }>('WorkCard/Add', a.admin.token, {
          planeModel: da40,
          category: 1,
          seri: `JC-${kind}-${++people}`,
          name: `${kind} card`,
          version: 'R1',
          type: 1,
          requiredKind: kind,
          steps: [{ text: 'Do it' }, { text: 'Check it', rii: 1 }],
        });
        expect(card.requiredKind).toBe(kind);
        workCard = card.id;
      }
      const order = await ok<{ id: number }>('ProductionOrder/Add', planner.token, {
        plane: planeDa40,
        title: `Visit ${people}`,
        plannedStart: today,
        plannedEnd: addDays(today, 2),
      });
      const detail = await ok<{ cardList: { requiredKind: string | null; steps: { id: number }[] }[] }>(
        'ProductionOrder/AddCards',
        planner.token,
        {
          id: order.id,
          manual: [
            workCard === undefined
              ? { name: 'Hand card', steps: [{ text: 'Do it' }, { text: 'Check it', rii: 1 }] }
              : { name: `${kind} card`, workCard },
          ],
        },
      );
      await ok('ProductionOrder/Release', planner.token, { id: order.id });
      const card = detail.cardList[0];
      return { order: order.id, card, steps: card.steps.map((s) => s.id) };
    }

    it('a work card names a kind of work of the list, or none (400 naming requiredKind)', async () => {
      const res = await call('WorkCard/Add', a.admin.token, {
        planeModel: da40,
        category: 1,
        seri: 'JC-BAD-KIND',
        name: 'Bad kind',
        version: 'R1',
        type: 1,
        requiredKind: 'flying',
      });
      expect(failure(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(res.json().errors).toEqual([{ field: 'requiredKind', message: 'The kind of work is not valid' }]);
    });

    it('a step of a card requiring engine needs engine; a step of a plain card maintenance', async () => {
      const fitter = await signer();
      await authorise(fitter.userId, { models: [da40], kinds: ['maintenance'] });
      const engine = await released('engine');
      expect(engine.card.requiredKind).toBe('engine');
      await refusedWith(
        await call('ProductionOrder/SignStep', fitter.token, { step: engine.steps[0] }),
        'The signer holds no authorisation for engine on the DA40 NG',
      );
      const plain = await released(null);
      expect(plain.card.requiredKind).toBeNull();
      await ok('ProductionOrder/SignStep', fitter.token, { step: plain.steps[0] });
      await authorise(fitter.userId, { models: [da40], kinds: ['engine'] });
      await ok('ProductionOrder/SignStep', fitter.token, { step: engine.steps[0] });
    });

    it('a card requiring rii: its steps need rii; an RII inspection needs rii; the inspection and the CRS their kinds', async () => {
      const mech = await signer();
      await authorise(mech.userId, { models: [da40], kinds: ['maintenance'] });
      const riiCard = await released('rii');
      await refusedWith(
        await call('ProductionOrder/SignStep', mech.token, { step: riiCard.steps[0] }),
        'The signer holds no authorisation for RII inspection on the DA40 NG',
      );
      const visit = await released(null);
      await ok('ProductionOrder/SignStep', mech.token, { step: visit.steps[0] });
      await ok('ProductionOrder/SignStep', mech.token, { step: visit.steps[1] });
      const inspector = await signer();
      await authorise(inspector.userId, { models: [da40], kinds: ['maintenance', 'inspection'] });
      await refusedWith(
        await call('ProductionOrder/InspectStep', inspector.token, { step: visit.steps[1] }),
        'The signer holds no authorisation for RII inspection on the DA40 NG',
      );
      await authorise(inspector.userId, { models: [da40], kinds: ['rii'] });
      await ok('ProductionOrder/InspectStep', inspector.token, { step: visit.steps[1] });
      // The order's inspection needs inspection (the mechanic has none); its certificate of release needs crs.
      await refusedWith(
        await call('ProductionOrder/Inspect', mech.token, { id: visit.order }),
        'The signer holds no authorisation for inspection on the DA40 NG',
      );
      await ok('ProductionOrder/Inspect', inspector.token, { id: visit.order });
      const before = await logCount(t);
      await refusedWith(
        await call('ProductionOrder/Close', inspector.token, { id: visit.order }),
        'The signer holds no authorisation for certifying and release (CRS) on the DA40 NG',
      );
      expect(await logCount(t)).toBe(before);
      await authorise(inspector.userId, { models: [da40], kinds: ['crs'] });
      const closed = await ok<{ state: number; crsTask: number | null }>('ProductionOrder/Close', inspector.token, {
        id: visit.order,
      });
      expect(closed.crsTask).not.toBeNull();
    });
  });
});
