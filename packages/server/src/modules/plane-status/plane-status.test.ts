import { ObjType } from '@hangar/domain/codes';
import { AirStatus } from '@hangar/domain/contracts/status';
import { addDays, todayIn } from '@hangar/domain/dates';
import { timeRule } from '@hangar/domain/due';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { buildRegistry } from '../../platform/registry';
import { type Actor, failure, logRows, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { claimDay, lastDayTicked } from './plane-status.repo';
import { nextMidnight } from './plane-status.schedule';
import { dailyTick } from './plane-status.service';

// The aircraft's airworthiness status (issue 32): each reason this module's sources answer (an overdue control
// item, an expired airworthiness certificate, a component over its life) appears in the transaction of the write
// that makes it and clears with the one that undoes it, with a history row per change; the flight log asks for a
// reason while the aircraft is unserviceable; the daily tick claims its day once; the endpoints' readers.

let t: TestApp;
let a: Company;
let b: Company;
let viewer: Actor;
let monitor: Actor;
let stranger: Actor;
let modelId: number;
let today: string;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    members: {
      viewer: [{ view: 'plane-entity', functions: [] }],
      monitor: [{ view: 'maintain-control', functions: [] }],
      stranger: [{ view: 'base-brand', functions: [] }],
    },
  });
  ({ t, a, b, viewer, monitor, stranger } = w);
  modelId = w.model.id;
  today = todayIn(t.config.timeZone);
});
afterAll(() => t.close());

async function ok(url: string, body: unknown, token = a.admin.token) {
  const res = await t.call({ url, token, body, lang: 'en-US' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const statusOf = (plane: number, token = viewer.token) => ok('/api/PlaneStatus/Get', { plane }, token);
const historyOf = async (plane: number) =>
  (await ok('/api/PlaneStatus/History', { plane }, viewer.token)).items as {
    status: number;
    cause: string;
    reasons: { kind: string; ref: number }[];
  }[];

async function newPlane(hours = 1200.5) {
  const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: hours });
  await t.db.kysely.updateTable('plane_entity').set({ all_landings: 800 }).where('id', '=', plane.id).execute();
  return plane;
}

/** A control item due every 50 h, last done at `executeHours`: overdue once the aircraft is 50 h past it. */
async function addCtrl(planeId: number, name: string, executeHours: number): Promise<number> {
  const body = await ok('/api/MaintainCtrl/Add', {
    planeEntity: planeId,
    name,
    type: 1,
    content: name,
    timerContent: [timeRule({ name: '50 h', type: 1, hc: 50, hw: 5 })],
    timerSource: 1,
    timeAlign: 0,
    executeHours,
    executeDate: addDays(today, -100),
  });
  return body.id;
}

const certFiles = (planeId: number) => [
  {
    uid: 'u1',
    name: 'cert.pdf',
    size: 2048,
    url: `/files/cert/plane${planeId}/c${a.companyId}/0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11/cert.pdf`,
  },
];

describe('an overdue control item', () => {
  it('makes the aircraft unserviceable when added, serviceable again when a record executes it', async () => {
    const plane = await newPlane();
    expect(await statusOf(plane.id)).toMatchObject({ status: AirStatus.Serviceable, since: null, reasons: [] });
    const ctrl = await addCtrl(plane.id, 'Oil change', 1000);
    const grounded = await statusOf(plane.id);
    expect(grounded).toMatchObject({
      planeId: plane.id,
      planeName: plane.name,
      status: AirStatus.Unserviceable,
      reasons: [{ planeId: plane.id, kind: 'overdueItem', grounding: true, ref: ctrl, title: 'Oil change' }],
    });
    expect(grounded.since).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // The aircraft list answers the stored status and filters on it.
    const list = await ok('/api/PlaneEntity/Query', {
      filters: [
        { name: 'airStatus', compare: 'eq', value: AirStatus.Unserviceable },
        { name: 'id', compare: 'eq', value: plane.id },
      ],
    });
    expect(list.items.map((p: { id: number; airStatus: number }) => [p.id, p.airStatus])).toEqual([
      [plane.id, AirStatus.Unserviceable],
    ]);

    // A maintenance record naming the item executes it: the status follows in the record's transaction.
    await ok('/api/MaintainTask/Add', {
      type: 8,
      plane: plane.id,
      issueCondition: 'Oil due',
      description: 'Changed the oil',
      flyHours: 1200.5,
      workDate: today,
      workPerson: a.admin.userId,
      maintainCtrl: ctrl,
    });
    expect(await statusOf(plane.id)).toMatchObject({ status: AirStatus.Serviceable, reasons: [] });
    expect(await historyOf(plane.id)).toMatchObject([
      { status: AirStatus.Serviceable, reasons: [], cause: 'change' },
      { status: AirStatus.Unserviceable, reasons: [{ kind: 'overdueItem', ref: ctrl }], cause: 'change' },
    ]);
  });

  it('writes a history row only when the status or the set of reasons changes', async () => {
    const plane = await newPlane();
    const first = await addCtrl(plane.id, 'First', 1000);
    expect(await historyOf(plane.id)).toHaveLength(1);
    // A renamed item is the same reason: no history row; the current reasons show the new name.
    await ok('/api/MaintainCtrl/UpdateMatSeri', { id: first, matSeri: 'SN-1' });
    expect(await historyOf(plane.id)).toHaveLength(1);
    // A second overdue item: same status, another set of reasons.
    const second = await addCtrl(plane.id, 'Second', 1000);
    const history = await historyOf(plane.id);
    expect(history).toHaveLength(2);
    expect(history[0].reasons.map((r) => r.ref).sort()).toEqual([first, second].sort());
    // Disabling one: the set changes again; disabling both: serviceable.
    await ok('/api/MaintainCtrl/Disable', { id: first });
    expect((await statusOf(plane.id)).reasons.map((r: { ref: number }) => r.ref)).toEqual([second]);
    await ok('/api/MaintainCtrl/Disable', { id: second });
    expect(await statusOf(plane.id)).toMatchObject({ status: AirStatus.Serviceable, reasons: [] });
    expect((await historyOf(plane.id)).map((h) => h.status)).toEqual([1, 3, 3, 3]);
  });

  it('follows the counters: a flight that takes an item past its tolerance grounds the aircraft', async () => {
    const plane = await newPlane(1000);
    await addCtrl(plane.id, 'Fifty hours', 960);
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Serviceable);
    await ok('/api/PlaneFly/Add', { plane: plane.id, flyDate: today, dayFlyHours: 20, dayFlyCount: 2 });
    expect(await statusOf(plane.id)).toMatchObject({ status: AirStatus.Unserviceable });
    expect((await historyOf(plane.id))[0]).toMatchObject({ status: AirStatus.Unserviceable, cause: 'counters' });
  });
});

describe('an expired airworthiness certificate', () => {
  it('grounds the aircraft while open and expired; renewed, the aircraft is serviceable', async () => {
    const plane = await newPlane();
    // Another kind of certificate expired grounds nothing.
    await ok('/api/PlaneCert/Add', {
      plane: plane.id,
      name: 'Radio station licence',
      kind: 3,
      issueDate: '2020-01-01',
      expireDate: addDays(today, -1),
      files: certFiles(plane.id),
    });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Serviceable);
    const cert = await ok('/api/PlaneCert/Add', {
      plane: plane.id,
      name: 'Airworthiness certificate',
      kind: 1,
      seri: 'AC-9',
      issueDate: '2020-01-01',
      expireDate: addDays(today, -1),
      files: certFiles(plane.id),
    });
    expect(cert.kind).toBe(1);
    expect(await statusOf(plane.id)).toMatchObject({
      status: AirStatus.Unserviceable,
      reasons: [
        {
          kind: 'certificateExpired',
          grounding: true,
          ref: cert.id,
          title: 'Airworthiness certificate AC-9',
          due: addDays(today, -1),
        },
      ],
    });
    await ok('/api/PlaneCert/Renew', {
      id: cert.id,
      issueDate: today,
      expireDate: addDays(today, 365),
      files: certFiles(plane.id),
    });
    expect(await statusOf(plane.id)).toMatchObject({ status: AirStatus.Serviceable, reasons: [] });
    expect((await historyOf(plane.id)).map((h) => h.status)).toEqual([1, 3]);
  });

  it('a certificate without a kind is "other"; closing an expired airworthiness certificate clears the reason', async () => {
    const plane = await newPlane();
    const other = await ok('/api/PlaneCert/Add', {
      plane: plane.id,
      name: 'Noise certificate',
      issueDate: '2020-01-01',
      files: certFiles(plane.id),
    });
    expect(other.kind).toBe(99);
    const cert = await ok('/api/PlaneCert/Add', {
      plane: plane.id,
      name: 'CoA',
      kind: 1,
      issueDate: '2020-01-01',
      expireDate: addDays(today, -3),
      files: certFiles(plane.id),
    });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Unserviceable);
    await ok('/api/PlaneCert/Close', { id: cert.id });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Serviceable);
    await ok('/api/PlaneCert/Open', { id: cert.id });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Unserviceable);
    await ok('/api/PlaneCert/Update', { id: cert.id, kind: 2 });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Serviceable);
  });
});

describe('a component over its life', () => {
  it('grounds the aircraft while installed; replaced by a part within its life, the aircraft is serviceable', async () => {
    const plane = await newPlane(1000);
    const part = await ok('/api/PlaneBom/Add', {
      plane: plane.id,
      category: '发动机',
      name: 'Magneto',
      model: 'M-1',
      seri: 'S-OLD',
      lifeHours: 2000,
      tsnHours: 2100,
    });
    expect(await statusOf(plane.id)).toMatchObject({
      status: AirStatus.Unserviceable,
      reasons: [{ kind: 'lifeExceeded', grounding: true, ref: part.id, title: 'Magneto M-1 S-OLD' }],
    });
    const fresh = await ok('/api/PlaneBom/Replace', {
      id: part.id,
      name: 'Magneto',
      model: 'M-1',
      seri: 'S-NEW',
      lifeHours: 2000,
      tsnHours: 0,
    });
    expect(await statusOf(plane.id)).toMatchObject({ status: AirStatus.Serviceable, reasons: [] });
    // Restoring the old part grounds it again.
    await ok('/api/PlaneBom/Restore', { id: fresh.id });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Unserviceable);
  });
});

describe('the flight log of an unserviceable aircraft', () => {
  it('refuses a flight without a reason, naming the field and the reasons; records it with one, logged', async () => {
    const plane = await newPlane();
    await addCtrl(plane.id, 'Propeller inspection', 1000);
    const flight = { plane: plane.id, flyDate: today, dayFlyHours: 1.5, dayFlyCount: 3 };
    const refused = await t.call({ url: '/api/PlaneFly/Add', token: a.admin.token, body: flight, lang: 'en-US' });
    expect(failure(refused)).toMatchObject({
      status: 601,
      msg: `${plane.name} is unserviceable (Overdue item Propeller inspection): give the reason to record a flight`,
    });
    expect(refused.json().errors).toMatchObject([{ field: 'unserviceableReason' }]);
    const flights = () => t.db.kysely.selectFrom('plane_fly').selectAll().where('plane_id', '=', plane.id).execute();
    expect(await flights()).toEqual([]);

    const saved = await ok('/api/PlaneFly/Add', {
      ...flight,
      unserviceableReason: 'Ferry flight to the MRO (permit 12)',
    });
    expect(saved.unserviceableReason).toBe('Ferry flight to the MRO (permit 12)');
    expect((await flights()).map((f) => f.unserviceable_reason)).toEqual(['Ferry flight to the MRO (permit 12)']);
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.FlightRecord, targetId: saved.id });
    expect(JSON.parse(log.oper_content).changes).toMatchObject({
      unserviceableReason: [null, 'Ferry flight to the MRO (permit 12)'],
    });
  });

  it('asks nothing of a serviceable aircraft, and keeps no reason for it', async () => {
    const plane = await newPlane();
    const saved = await ok('/api/PlaneFly/Add', {
      plane: plane.id,
      flyDate: today,
      dayFlyHours: 1,
      dayFlyCount: 1,
      unserviceableReason: 'Not needed',
    });
    expect(saved.unserviceableReason).toBeNull();
  });

  it('refuses a reason longer than 500 characters', async () => {
    const plane = await newPlane();
    await addCtrl(plane.id, 'Overdue', 1000);
    const res = await t.call({
      url: '/api/PlaneFly/Add',
      token: a.admin.token,
      body: { plane: plane.id, flyDate: today, dayFlyHours: 1, unserviceableReason: 'x'.repeat(501) },
      lang: 'en-US',
    });
    expect(failure(res)).toMatchObject({ status: 400 });
    expect(res.json().errors).toMatchObject([{ field: 'unserviceableReason' }]);
  });
});

describe('the daily recompute', () => {
  const deps = () => ({ db: t.db, config: t.config, publisher: t.publisher, registry: buildRegistry(serverModules) });

  it('claims each day once: a second tick the same day recomputes nothing; the next day recomputes again', async () => {
    const plane = await newPlane();
    const cert = await ok('/api/PlaneCert/Add', {
      plane: plane.id,
      name: 'CoA',
      kind: 1,
      issueDate: '2020-01-01',
      expireDate: addDays(today, 30),
      files: certFiles(plane.id),
    });
    const now = new Date(`${addDays(today, 40)}T08:00:00Z`);
    const day = addDays(today, 40);
    // Time passes: the certificate expires with no write to follow.
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Serviceable);
    const first = await dailyTick(deps(), now);
    expect(first).toMatchObject({ day, claimed: true });
    expect(first.changed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(plane.id)).toMatchObject({
      status: AirStatus.Unserviceable,
      reasons: [{ kind: 'certificateExpired', ref: cert.id }],
    });
    expect((await historyOf(plane.id))[0]).toMatchObject({ status: AirStatus.Unserviceable, cause: 'daily' });
    expect(await lastDayTicked(t.db.kysely)).toBe(day);

    // The same day again (another process, or a restart): claimed already, nothing recomputed.
    await t.db.kysely.updateTable('plane_entity').set({ air_status: 1 }).where('id', '=', plane.id).execute();
    expect(await dailyTick(deps(), new Date(`${day}T20:00:00Z`))).toEqual({ day, claimed: false, changed: 0 });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Serviceable);
    // The next day: recomputed.
    const next = await dailyTick(deps(), new Date(`${addDays(day, 1)}T00:00:01Z`));
    expect(next).toMatchObject({ day: addDays(day, 1), claimed: true });
    expect((await statusOf(plane.id)).status).toBe(AirStatus.Unserviceable);
  });

  it('claims a day only after the last one claimed: an earlier day or the same day is refused', async () => {
    const trx = t.db.kysely;
    const last = (await lastDayTicked(trx)) as string;
    expect(await claimDay(trx, last)).toBe(false);
    expect(await claimDay(trx, addDays(last, -5))).toBe(false);
    // A start-up after days without any process catches up at once: the day claimed is today's.
    expect(await claimDay(trx, addDays(last, 3))).toBe(true);
    expect(await lastDayTicked(trx)).toBe(addDays(last, 3));
  });
});

describe('nextMidnight', () => {
  it('is the start of tomorrow in the time zone', () => {
    expect(nextMidnight(new Date('2026-03-10T15:00:00Z'), 'UTC').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(nextMidnight(new Date('2026-03-10T00:00:00Z'), 'UTC').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    // 23:00 in Shanghai (UTC+8): an hour away.
    expect(nextMidnight(new Date('2026-03-10T15:00:00Z'), 'Asia/Shanghai').toISOString()).toBe(
      '2026-03-10T16:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-03-10T16:00:00Z'), 'Asia/Shanghai').toISOString()).toBe(
      '2026-03-11T16:00:00.000Z',
    );
  });

  it('follows daylight-saving changes', () => {
    // New York: EST (UTC−5) until 2026-03-08 02:00, then EDT (UTC−4).
    expect(nextMidnight(new Date('2026-03-07T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(nextMidnight(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});

describe('the endpoints', () => {
  it('answer the aircraft register’s and the fleet monitor’s readers; others are refused, another company’s aircraft is absent', async () => {
    const plane = await newPlane();
    await addCtrl(plane.id, 'Overdue', 1000);
    for (const token of [viewer.token, monitor.token]) {
      expect((await statusOf(plane.id, token)).status).toBe(AirStatus.Unserviceable);
      expect((await ok('/api/PlaneStatus/History', { plane: plane.id }, token)).totalItems).toBe(1);
    }
    for (const url of ['/api/PlaneStatus/Get', '/api/PlaneStatus/History', '/api/PlaneStatus/Fleet']) {
      const body = url.endsWith('Fleet') ? {} : { plane: plane.id };
      expect((await t.call({ url, token: stranger.token, body })).statusCode).toBe(403);
    }
    expect(
      (await t.call({ url: '/api/PlaneStatus/Get', token: b.admin.token, body: { plane: plane.id } })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ url: '/api/PlaneStatus/History', token: b.admin.token, body: { plane: plane.id } })).statusCode,
    ).toBe(404);
  });

  it('Fleet counts the company’s aircraft by status and lists each one’s', async () => {
    const fleet = await ok('/api/PlaneStatus/Fleet', {}, monitor.token);
    const rows = await t.db.kysely
      .selectFrom('plane_entity')
      .select(['id', 'air_status'])
      .where('company_id', '=', a.companyId)
      .execute();
    const count = (s: number) => rows.filter((r) => r.air_status === s).length;
    expect(fleet).toMatchObject({ serviceable: count(1), deferred: count(2), unserviceable: count(3) });
    expect(fleet.unserviceable).toBeGreaterThan(0);
    expect(fleet.planes).toHaveLength(rows.length);
    const ofB = await ok('/api/PlaneStatus/Fleet', {}, b.admin.token);
    expect(ofB).toEqual({ serviceable: 0, deferred: 0, unserviceable: 0, planes: [] });
  });
});
