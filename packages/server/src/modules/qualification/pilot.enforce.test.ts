import { ObjType } from '@hangar/domain/codes';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logRows, makeMember, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// The pilot in command of a flight-log entry (issue 34, qualification/pilot.ts, PlaneFly/Add): a member of the
// company; when not qualified on the flight's day (a pilot licence in force rated for the model, a valid pilot
// medical, 3 landings in 90 days) the flight is recorded only with a reason, stored and logged with it.

let t: TestApp;
let a: Company;
let b: Company;
let writer: Actor;
let modelId: number;
let today: string;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: { name: 'DA40 NG' } },
    members: { writer: [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Delete'] }] },
  });
  ({ t, a, b, writer } = w);
  modelId = w.model.id;
  today = todayIn(t.config.timeZone);
});
afterAll(() => t.close());

const add = (plane: number, day: string, over: Record<string, unknown> = {}) =>
  t.call({
    url: '/api/PlaneFly/Add',
    token: writer.token,
    body: { plane, flyDate: day, dayFlyCount: 1, dayFlyHours: 1, ...over },
    lang: 'en-US',
  });

const stored = (id: number) =>
  t.db.kysely
    .selectFrom('plane_fly')
    .select(['pilot_id', 'pilot_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function pilotLicence(user: number, ratings: number[]) {
  await t.db.kysely
    .insertInto('qual_licence')
    .values({
      company_id: a.companyId,
      user_id: user,
      kind: 'pilot',
      licence_type: 'CPL',
      licence_no: `CPL-${user}`,
      categories: '[]',
      authority: 'CAAC',
      issued: '2020-01-01 00:00:00',
      expires: null,
      ratings: JSON.stringify(ratings),
      instrument: 0,
      instructor: 0,
      remarks: null,
      files: '[]',
      created_by: null,
      created_at: '2020-01-01 00:00:00',
    })
    .execute();
}

async function medical(user: number, until: string) {
  await t.db.kysely
    .insertInto('qual_medical')
    .values({
      company_id: a.companyId,
      user_id: user,
      medical_class: 1,
      exam_date: `${addDays(today, -100)} 00:00:00`,
      result: 'fit',
      restrictions: null,
      stated_until: null,
      valid_until: `${until} 00:00:00`,
      remarks: null,
      files: '[]',
      created_by: null,
      created_at: `${today} 00:00:00`,
    })
    .execute();
}

describe('the pilot in command of a flight', () => {
  it('must be a member of the company (400 naming pilot), nothing stored', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 100 });
    const stranger = await makeMember(t, b, []);
    const res = await add(plane.id, addDays(today, -1), { pilot: stranger.userId, pilotReason: 'x' });
    expect(failure(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(res.json().errors).toEqual([
      { field: 'pilot', message: 'The pilot in command is not a member of the company' },
    ]);
    expect(await t.db.kysely.selectFrom('plane_fly').select('id').where('plane_id', '=', plane.id).execute()).toEqual(
      [],
    );
  });

  it('not qualified: refused naming every problem unless a reason is given; the reason is stored and logged', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 100 });
    const zhang = await makeMember(t, a, [], { name: 'Zhang Pilot' });
    const day = addDays(today, -1);
    const res = await add(plane.id, day, { pilot: zhang.userId });
    expect(failure(res)).toEqual({
      status: 601,
      code: 'RULE',
      msg:
        'The pilot in command is not qualified (no valid pilot licence; no valid medical; 0 landings in 90 days, ' +
        'fewer than 3); give a reason to record the flight anyway',
    });
    expect(res.json().errors).toMatchObject([{ field: 'pilotReason' }]);
    // A licence without the model's rating is named as such.
    await pilotLicence(zhang.userId, []);
    const unrated = await add(plane.id, day, { pilot: zhang.userId });
    expect(failure(unrated).msg).toContain('no DA40 NG rating on the licence');
    const saved = await add(plane.id, day, { pilot: zhang.userId, pilotReason: 'Check flight with an instructor' });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().body.id;
    expect(saved.json().body).toMatchObject({ pilot: zhang.userId, pilotReason: 'Check flight with an instructor' });
    expect(await stored(id)).toEqual({ pilot_id: zhang.userId, pilot_reason: 'Check flight with an instructor' });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.FlightRecord, targetId: id });
    expect(log.job).toBe('Add');
    expect(log.oper_content).toContain('Check flight with an instructor');
  });

  it('qualified (rated licence, valid medical, 3 landings in 90 days before): recorded without a reason, none kept', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 100 });
    const li = await makeMember(t, a, [], { name: 'Li Captain' });
    await pilotLicence(li.userId, [modelId]);
    await medical(li.userId, addDays(today, 200));
    // Two landings 100 days ago no longer count; two 20 days ago are not enough.
    const reason = { pilot: li.userId, pilotReason: 'Currency flight' };
    expect((await add(plane.id, addDays(today, -100), { ...reason, dayFlyCount: 2 })).statusCode).toBe(200);
    expect((await add(plane.id, addDays(today, -20), { ...reason, dayFlyCount: 2 })).statusCode).toBe(200);
    const short = await add(plane.id, addDays(today, -10), { pilot: li.userId });
    expect(failure(short).msg).toContain('2 landings in 90 days, fewer than 3');
    expect((await add(plane.id, addDays(today, -10), { ...reason, dayFlyCount: 1 })).statusCode).toBe(200);
    const fine = await add(plane.id, addDays(today, -1), { pilot: li.userId, pilotReason: 'Not needed' });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await stored(fine.json().body.id)).toEqual({ pilot_id: li.userId, pilot_reason: null });
    // An expired medical makes the pilot unqualified again.
    await medical(li.userId, addDays(today, -1));
    const lapsed = await add(plane.id, today, { pilot: li.userId });
    expect(failure(lapsed).msg).toContain('no valid medical');
  });

  it('a flight without a pilot named is recorded as before', async () => {
    const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 100 });
    const res = await add(plane.id, addDays(today, -1));
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(res.json().body.id)).toEqual({ pilot_id: null, pilot_reason: null });
  });
});
