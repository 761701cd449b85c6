import { ObjType } from '@hangar/domain/codes';
import { recencyOf } from '@hangar/domain/contracts/qualifications';
import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRows } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, type Member, type Model, type Plane, testWorld } from '../../test/world';
import { recencySince } from './recency';

// Qualifications (issue 34) over HTTP on a real database: every refusal of the forms (each naming its field), a
// licence's kind against the caller's screen, medicals' last valid days as stored (class and age at exactly 40, a
// stated day, a staff examination), a date of birth recomputing them, recency from signed work, the warnings (own or
// everyone's), the matrix, access and company scope.

let t: TestApp;
let a: Company;
let b: Company;
let staffMgr: Member;
let pilotMgr: Member;
let healthMgr: Member;
let plain: Member;
let wang: Member;
let pilot: Member;
let outsider: Member;
let da40: Model;
let cessna: Model;
let planeDa40: Plane;
let planeCessna: Plane;
let today: string;

type Json = Record<string, unknown>;

async function call(url: string, token: string, body: unknown) {
  return t.call({ url, token, body, lang: 'en-US' });
}
async function ok(url: string, token: string, body: unknown) {
  const res = await call(url, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}
/** A refusal: its status, message and the field it names. */
async function refused(url: string, token: string, body: unknown) {
  const res = await call(url, token, body);
  const json = res.json();
  return { status: res.statusCode, msg: json.msg as string, field: json.errors?.[0]?.field as string | undefined };
}
const storedUntil = async (id: number) => {
  const row = await t.db.kysely
    .selectFrom('qual_medical')
    .select('valid_until')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.valid_until === null ? null : String(row.valid_until).slice(0, 10);
};

const licence = (user: number, extra: Json = {}) => ({
  user,
  kind: 'maintenance',
  licenceType: 'CCAR-66',
  licenceNo: `AV-${user}`,
  categories: ['AV'],
  issued: '2020-05-01',
  expires: '2030-05-01',
  ...extra,
});
const authorisation = (user: number, extra: Json = {}) => ({
  user,
  authNo: 'QA-001',
  models: [da40.id],
  kinds: ['maintenance', 'crs'],
  validFrom: '2025-01-01',
  grantedBy: 'Quality manager',
  ...extra,
});
const medical = (user: number, extra: Json = {}) => ({
  user,
  medicalClass: 1,
  examDate: '2025-03-10',
  result: 'fit',
  ...extra,
});

const all = ['Add', 'Edit', 'Delete'];

beforeAll(async () => {
  const w = await testWorld({
    models: { da40: { name: 'DA40 NG' }, cessna: { name: 'Cessna 172' } },
    planes: { planeDa40: { model: 'da40', name: 'B-7401' }, planeCessna: { model: 'cessna', name: 'B-7172' } },
    members: {
      staffMgr: [{ view: 'qualification-repairman', functions: all }],
      pilotMgr: [{ view: 'qualification-pilot', functions: all }],
      healthMgr: [{ view: 'qualification-health', functions: all }],
      plain: { grants: [{ view: 'plane-entity', functions: [] }], name: 'Plain member' },
      wang: { grants: [], name: '王芳' },
      pilot: { grants: [], name: 'Li Pilot' },
      outsider: { grants: [], company: 'b', name: 'Outsider' },
    },
  });
  ({ t, a, b, staffMgr, pilotMgr, healthMgr, plain, wang, pilot, outsider, da40, cessna, planeDa40, planeCessna } = w);
  today = todayIn(t.config.timeZone);
});
afterAll(() => t.close());

describe('licences', () => {
  it('adds a maintenance licence from the staff screen, logged, with its holder and state', async () => {
    const row = await ok('/api/QualLicence/Add', staffMgr.token, licence(wang.userId));
    expect(row).toMatchObject({ user: wang.userId, userName: '王芳', kind: 'maintenance', expiry: 'valid' });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.QualLicence, targetId: row.id });
    expect(log.job).toBe('Add');
    expect(log.oper_content).toContain(`AV-${wang.userId}`);
  });

  it('writes a licence of a kind only from that kind’s screen', async () => {
    const pilotLicence = licence(pilot.userId, { kind: 'pilot', licenceType: 'CPL', licenceNo: 'CPL-1' });
    expect(await refused('/api/QualLicence/Add', staffMgr.token, pilotLicence)).toMatchObject({ status: 403 });
    expect(await refused('/api/QualLicence/Add', pilotMgr.token, licence(pilot.userId))).toMatchObject({
      status: 403,
    });
    const row = await ok('/api/QualLicence/Add', pilotMgr.token, {
      ...pilotLicence,
      ratings: [da40.id],
      instrument: 1,
    });
    expect(row).toMatchObject({ kind: 'pilot', ratings: [da40.id], instrument: 1 });
    // Neither may the staff screen change it, nor turn its own licence into a pilot's.
    expect(await refused('/api/QualLicence/Update', staffMgr.token, { id: row.id, remarks: 'x' })).toMatchObject({
      status: 403,
    });
    const own = await ok('/api/QualLicence/Add', staffMgr.token, licence(pilot.userId, { licenceNo: 'AV-P' }));
    expect(await refused('/api/QualLicence/Update', staffMgr.token, { id: own.id, kind: 'pilot' })).toMatchObject({
      status: 403,
    });
    expect(await refused('/api/QualLicence/Delete', pilotMgr.token, { id: own.id })).toMatchObject({ status: 403 });
    await ok('/api/QualLicence/Delete', staffMgr.token, { id: own.id });
  });

  it('refuses a rating for an unknown model, ratings on a maintenance licence, an expiry before issue', async () => {
    const pilotLicence = licence(pilot.userId, { kind: 'pilot', licenceType: 'PPL', licenceNo: 'PPL-9' });
    expect(await refused('/api/QualLicence/Add', pilotMgr.token, { ...pilotLicence, ratings: [987654] })).toEqual({
      status: 400,
      msg: 'The rating names model 987654, which does not exist',
      field: 'ratings',
    });
    expect(
      await refused('/api/QualLicence/Add', staffMgr.token, { ...licence(wang.userId), ratings: [da40.id] }),
    ).toMatchObject({ status: 400, field: 'ratings', msg: 'Only a pilot licence has type ratings' });
    expect(
      await refused('/api/QualLicence/Add', staffMgr.token, licence(wang.userId, { expires: '2020-04-30' })),
    ).toEqual({ status: 400, msg: 'The expiry cannot be before the issue date 2020-05-01', field: 'expires' });
    expect(
      await refused('/api/QualLicence/Add', staffMgr.token, licence(wang.userId, { licenceNo: `AV-${wang.userId}` })),
    ).toMatchObject({ status: 400, field: 'licenceNo' });
  });

  it('refuses a person who is not a member of the caller’s company, whatever the body says', async () => {
    expect(await refused('/api/QualLicence/Add', staffMgr.token, licence(outsider.userId))).toEqual({
      status: 400,
      msg: 'The person is not a member of the company',
      field: 'user',
    });
    expect(
      await refused('/api/QualLicence/Add', staffMgr.token, { ...licence(wang.userId), companyId: b.companyId }),
    ).toMatchObject({ status: 400 });
  });

  it('keeps files of this company’s qualification uploads and refuses a scan of the wrong type', async () => {
    const presign = (fileName: string, contentType: string) =>
      call('/api/File/Presign', staffMgr.token, { use: 'qualification', fileName, size: 1000, contentType });
    const wrong = await presign('notes.txt', 'text/plain');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/^Only pdf, jpg, png or gif files/);
    const scan = await presign('licence.pdf', 'application/pdf');
    expect(scan.statusCode, scan.body).toBe(200);
    const { url, uid } = scan.json().body as { url: string; uid: string };
    const entry = { uid, name: 'licence.pdf', size: 1000, url };
    const row = await ok(
      '/api/QualLicence/Add',
      staffMgr.token,
      licence(wang.userId, { licenceNo: 'AV-SCAN', files: [entry] }),
    );
    expect(row.files).toEqual([entry]);
    const foreign = url.replace(`/c${a.companyId}/`, `/c${b.companyId}/`);
    const res = await refused('/api/QualLicence/Update', staffMgr.token, {
      id: row.id,
      files: [{ ...entry, url: foreign }],
    });
    expect(res).toMatchObject({ status: 400, field: 'files.0.url' });
  });

  it('answers another company’s licence as not found', async () => {
    const mine = await ok('/api/QualLicence/Add', staffMgr.token, licence(wang.userId, { licenceNo: 'AV-SCOPE' }));
    const bAdmin = b.admin.token;
    expect((await call('/api/QualLicence/Update', bAdmin, { id: mine.id, remarks: 'x' })).statusCode).toBe(404);
    expect((await call('/api/QualLicence/Delete', bAdmin, { id: mine.id })).statusCode).toBe(404);
    expect((await call('/api/Qualification/Person', bAdmin, { user: wang.userId })).statusCode).toBe(404);
    await ok('/api/QualLicence/Delete', staffMgr.token, { id: mine.id });
  });
});

describe('authorisations', () => {
  let first: { id: number };

  it('grants a scope in force from its first day', async () => {
    first = await ok('/api/QualAuthorisation/Add', staffMgr.token, authorisation(wang.userId));
    expect(first).toMatchObject({ inForce: true, expiry: 'none', models: [da40.id], userName: '王芳' });
  });

  it('refuses an overlap of model, kind and validity, naming the other authorisation', async () => {
    const clash = authorisation(wang.userId, { authNo: 'QA-002', kinds: ['crs', 'rii'], validFrom: '2030-01-01' });
    expect(await refused('/api/QualAuthorisation/Add', staffMgr.token, clash)).toMatchObject({
      status: 400,
      field: 'models',
      msg: expect.stringMatching(
        /^It overlaps the person’s authorisation QA-001 \(model DA40 NG, .+, from 2025-01-01\)$/,
      ),
    });
    // Another model, another kind, or a period that ends before: no overlap.
    await ok('/api/QualAuthorisation/Add', staffMgr.token, { ...clash, models: [cessna.id] });
    await ok('/api/QualAuthorisation/Add', staffMgr.token, { ...clash, authNo: 'QA-003', kinds: ['rii'] });
    const ended = { ...clash, authNo: 'QA-004', validFrom: '2020-01-01', validTo: '2024-12-31' };
    const old = await ok('/api/QualAuthorisation/Add', staffMgr.token, ended);
    expect(old).toMatchObject({ inForce: false, expiry: 'expired' });
    // Moving it to meet the first is refused too.
    expect(
      await refused('/api/QualAuthorisation/Update', staffMgr.token, { id: old.id, validTo: '2025-01-01' }),
    ).toMatchObject({ status: 400, field: 'models' });
  });

  it('refuses a last day before the first and an unknown model', async () => {
    const body = authorisation(wang.userId, { authNo: 'QA-9', models: [cessna.id], kinds: ['ad'] });
    expect(await refused('/api/QualAuthorisation/Add', staffMgr.token, { ...body, validTo: '2024-12-31' })).toEqual({
      status: 400,
      msg: 'The last valid day cannot be before the first, 2025-01-01',
      field: 'validTo',
    });
    expect(
      await refused('/api/QualAuthorisation/Add', staffMgr.token, { ...body, models: [cessna.id, 987654] }),
    ).toEqual({ status: 400, msg: 'Model 987654 does not exist', field: 'models' });
    expect(await refused('/api/QualAuthorisation/Add', staffMgr.token, authorisation(outsider.userId))).toMatchObject({
      status: 400,
      field: 'user',
    });
  });

  it('is granted from the staff screen only', async () => {
    const body = authorisation(pilot.userId, { authNo: 'QA-P' });
    expect((await call('/api/QualAuthorisation/Add', pilotMgr.token, body)).statusCode).toBe(403);
    expect((await call('/api/QualAuthorisation/Add', plain.token, body)).statusCode).toBe(403);
  });
});

describe('trainings', () => {
  it('refuses an expiry before the course and an unknown model', async () => {
    const body = { user: wang.userId, course: 'DA40 type course', courseDate: '2025-02-01', models: [da40.id] };
    expect(await refused('/api/QualTraining/Add', staffMgr.token, { ...body, expires: '2025-01-31' })).toEqual({
      status: 400,
      msg: 'The expiry cannot be before the course date 2025-02-01',
      field: 'expires',
    });
    expect(await refused('/api/QualTraining/Add', staffMgr.token, { ...body, models: [987654] })).toMatchObject({
      status: 400,
      field: 'models',
    });
    const row = await ok('/api/QualTraining/Add', staffMgr.token, { ...body, expires: '2027-02-01' });
    expect(row).toMatchObject({ course: 'DA40 type course', userName: '王芳' });
  });
});

describe('medicals', () => {
  let class1: number;
  let class3: number;
  let stated: number;

  it('store their last valid day by class and the age at the examination (39, exactly 40)', async () => {
    // 39 on 2025-03-10 (40 the next day): class 1 runs 12 months, class 3 60, to the end of the month.
    await ok('/api/Qualification/SetBirthDate', pilotMgr.token, { user: pilot.userId, birthDate: '1985-03-11' });
    class1 = (await ok('/api/QualMedical/Add', pilotMgr.token, medical(pilot.userId))).id;
    expect(await storedUntil(class1)).toBe('2026-03-31');
    class3 = (await ok('/api/QualMedical/Add', healthMgr.token, medical(pilot.userId, { medicalClass: 3 }))).id;
    expect(await storedUntil(class3)).toBe('2030-03-31');
    stated = (await ok('/api/QualMedical/Add', pilotMgr.token, medical(pilot.userId, { statedUntil: '2025-12-01' })))
      .id;
    expect(await storedUntil(stated)).toBe('2025-12-01');
    // 40 on the examination day: 6 months; class 3: 24.
    await ok('/api/Qualification/SetBirthDate', healthMgr.token, { user: wang.userId, birthDate: '1985-03-10' });
    const older = await ok('/api/QualMedical/Add', healthMgr.token, medical(wang.userId));
    expect(older).toMatchObject({ validUntil: expect.stringMatching(/^2025-09-30/), age: 40, expiry: 'expired' });
    const older3 = await ok('/api/QualMedical/Add', healthMgr.token, medical(wang.userId, { medicalClass: 3 }));
    expect(await storedUntil(older3.id)).toBe('2027-03-31');
  });

  it('without a known age takes the shorter validity', async () => {
    const row = await ok('/api/QualMedical/Add', healthMgr.token, medical(plain.userId, { examDate: '2025-08-31' }));
    expect(row.age).toBeNull();
    expect(await storedUntil(row.id)).toBe('2026-02-28');
    await ok('/api/QualMedical/Delete', healthMgr.token, { id: row.id });
  });

  it('needs a stated day for a staff examination', async () => {
    expect(await refused('/api/QualMedical/Add', healthMgr.token, medical(plain.userId, { medicalClass: 0 }))).toEqual({
      status: 400,
      msg: 'A staff examination needs the day its validity ends',
      field: 'statedUntil',
    });
    const staff = await ok(
      '/api/QualMedical/Add',
      healthMgr.token,
      medical(plain.userId, { medicalClass: 0, statedUntil: '2026-03-09' }),
    );
    expect(await storedUntil(staff.id)).toBe('2026-03-09');
  });

  it('refuses an examination in the future, a stated day before it, restrictions left out', async () => {
    expect(
      await refused('/api/QualMedical/Add', healthMgr.token, medical(pilot.userId, { examDate: addDays(today, 1) })),
    ).toMatchObject({ status: 400, field: 'examDate' });
    expect(
      await refused('/api/QualMedical/Add', healthMgr.token, medical(pilot.userId, { statedUntil: '2025-03-09' })),
    ).toEqual({ status: 400, msg: 'The validity cannot end before the examination 2025-03-10', field: 'statedUntil' });
    expect(
      await refused('/api/QualMedical/Add', healthMgr.token, medical(pilot.userId, { result: 'restricted' })),
    ).toMatchObject({ status: 400, field: 'restrictions' });
    expect(await refused('/api/QualMedical/Add', healthMgr.token, medical(outsider.userId))).toMatchObject({
      status: 400,
      field: 'user',
    });
    expect((await call('/api/QualMedical/Add', staffMgr.token, medical(pilot.userId))).statusCode).toBe(403);
  });

  it('follow a changed date of birth: the pilot classes recomputed and logged, a stated day kept', async () => {
    await ok('/api/Qualification/SetBirthDate', pilotMgr.token, { user: pilot.userId, birthDate: '1985-03-10' });
    expect(await storedUntil(class1)).toBe('2025-09-30');
    expect(await storedUntil(class3)).toBe('2027-03-31');
    expect(await storedUntil(stated)).toBe('2025-12-01');
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.QualMedical, targetId: class1 });
    expect(log.job).toBe('SetBirthDate');
    const [person] = await logRows(t, a.companyId, { targetType: ObjType.QualPerson, targetId: pilot.userId });
    expect(person.oper_content).toContain('1985-03-10');
    // Unknown again: the shorter validity.
    const row = await ok('/api/Qualification/SetBirthDate', pilotMgr.token, { user: pilot.userId, birthDate: null });
    expect(row).toMatchObject({ user: pilot.userId, birthDate: null });
    expect(await storedUntil(class3)).toBe('2027-03-31');
    await ok('/api/Qualification/SetBirthDate', pilotMgr.token, { user: pilot.userId, birthDate: '1985-03-11' });
    expect(await storedUntil(class1)).toBe('2026-03-31');
  });

  it('refuses a date of birth in the future or of a non-member', async () => {
    expect(
      await refused('/api/Qualification/SetBirthDate', pilotMgr.token, {
        user: pilot.userId,
        birthDate: addDays(today, 1),
      }),
    ).toMatchObject({ status: 400, field: 'birthDate' });
    expect(
      await refused('/api/Qualification/SetBirthDate', pilotMgr.token, { user: outsider.userId, birthDate: null }),
    ).toMatchObject({ status: 400, field: 'user' });
    expect((await call('/api/Qualification/SetBirthDate', staffMgr.token, { user: pilot.userId })).statusCode).toBe(
      403,
    );
  });

  it('lists the company’s medicals, nearest end first, by state', async () => {
    const list = await ok('/api/QualMedical/Query', healthMgr.token, { user: pilot.userId });
    expect(list.items.map((m: Json) => String(m.validUntil).slice(0, 10))).toEqual([
      '2025-12-01',
      '2026-03-31',
      '2030-03-31',
    ]);
    const expired = await ok('/api/QualMedical/Query', healthMgr.token, { state: 'expired', pageSize: 100 });
    expect(expired.items.every((m: Json) => m.expiry === 'expired')).toBe(true);
    expect(expired.items.map((m: Json) => m.userName)).toContain('王芳');
  });
});

describe('recency, the person and the matrix', () => {
  it('reads work from the first day of the month 23 months before today’s', () => {
    expect(recencySince('2026-11-28')).toBe('2024-12-01');
    expect(recencySince('2026-01-01')).toBe('2024-02-01');
    expect(recencySince('2024-12-31')).toBe('2023-01-01');
  });

  let wangRecent = false;

  it('counts the months of signed work per model, the months before the grant as assessed', async () => {
    // Five months of work on the DA40: four sign-off links and a performed step are all own signed work.
    const months = [0, 1, 2, 3, 4].map((n) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - n);
      return `${d.toISOString().slice(0, 10)} 10:00:00`;
    });
    let seq = 1;
    for (const at of months) {
      await t.db.kysely
        .insertInto('record_sign')
        .values({
          company_id: a.companyId,
          plane_id: planeDa40.id,
          seq: seq++,
          task_id: 1,
          content: '{}',
          prev_hash: '',
          hash: `h${seq}`,
          signed_by: wang.userId,
          signed_at: at,
          signature: null,
        })
        .execute();
    }
    const person = await ok('/api/Qualification/Person', staffMgr.token, { user: wang.userId });
    const da = person.recency.find((r: Json) => r.model === da40.id);
    // Granted 2025-01-01 (QA-001, in force): the window's months before it count as assessed.
    const expected = recencyOf(
      months.map((m) => m.slice(0, 10)),
      today,
      '2025-01-01',
    );
    expect(da).toEqual({ model: da40.id, modelName: 'DA40 NG', ...expected });
    expect(da).toMatchObject({ worked: 5, lastDay: months[0].slice(0, 10) });
    wangRecent = expected.ok;
    expect(person.licenceRows.length).toBeGreaterThan(0);
    expect(person.authorisationRows.map((r: Json) => r.authNo)).toContain('QA-001');
    expect(person.trainingRows.map((r: Json) => r.course)).toEqual(['DA40 type course']);
    expect(person.pilotRecency).toEqual({ landings: 0, required: 3, ok: false });
    // The Cessna: authorised from 2030 (QA-002, not in force) and no work: nothing counted.
    const c = person.recency.find((r: Json) => r.model === cessna.id);
    expect(c).toMatchObject({ worked: 0, months: 0, ok: false, lastDay: null });
  });

  it('a grant of this month counts the window before it', async () => {
    const firstOfMonth = `${today.slice(0, 7)}-01`;
    await ok(
      '/api/QualAuthorisation/Add',
      staffMgr.token,
      authorisation(pilot.userId, { authNo: 'QA-NEW', models: [cessna.id], validFrom: firstOfMonth }),
    );
    const person = await ok('/api/Qualification/Person', staffMgr.token, { user: pilot.userId });
    expect(person.recency).toEqual([
      { model: cessna.id, modelName: 'Cessna 172', months: 23, worked: 0, required: 6, ok: true, lastDay: null },
    ]);
  });

  it('a pilot’s landings in command over the 90 days ending today', async () => {
    const fly = (day: string, landings: number) =>
      t.db.kysely
        .insertInto('plane_fly')
        .values({
          company_id: a.companyId,
          plane_id: planeCessna.id,
          fly_date: `${day} 00:00:00`,
          day_fly_count: landings,
          day_fly_hours: 1,
          add_fly_count: 0,
          add_fly_hours: 0,
          created_at: `${today} 00:00:00`,
          pilot_id: pilot.userId,
        } as never)
        .execute();
    await fly(addDays(today, -90), 5);
    await fly(addDays(today, -89), 2);
    let person = await ok('/api/Qualification/Person', pilotMgr.token, { user: pilot.userId });
    expect(person.pilotRecency).toEqual({ landings: 2, required: 3, ok: false });
    await fly(today, 1);
    person = await ok('/api/Qualification/Person', pilotMgr.token, { user: pilot.userId });
    expect(person.pilotRecency).toEqual({ landings: 3, required: 3, ok: true });
  });

  it('the matrix: certifying people × the company’s models × the kinds covered today', async () => {
    const m = await ok('/api/Qualification/Matrix', staffMgr.token, {});
    expect(m.today).toBe(today);
    expect(m.models.map((x: Json) => x.name)).toEqual(['Cessna 172', 'DA40 NG']);
    const row = m.people.find((p: Json) => p.user === wang.userId);
    expect(row.cells[String(da40.id)]).toEqual({ kinds: ['maintenance', 'crs'], recent: wangRecent, until: null });
    expect(row.cells[String(cessna.id)]).toEqual({ kinds: [], recent: false, until: null });
    expect(row.licence).toMatch(/^CCAR-66 AV-/);
    // The latest examination (class 3, written after the class 1 of the same day).
    expect(row.medicalUntil).toBe('2027-03-31');
    const li = m.people.find((p: Json) => p.user === pilot.userId);
    expect(li.cells[String(cessna.id)]).toMatchObject({ kinds: ['maintenance', 'crs'], recent: true });
    // Not certifying staff: no row.
    expect(m.people.map((p: Json) => p.user)).not.toContain(plain.userId);
    const only = await ok('/api/Qualification/Matrix', staffMgr.token, { models: [da40.id] });
    expect(only.models).toEqual([{ id: da40.id, name: 'DA40 NG' }]);
  });

  it('people: certifying staff, pilots, by name, with the worst state of what they hold', async () => {
    const staff = await ok('/api/Qualification/People', staffMgr.token, { role: 'repairman' });
    const users = staff.items.map((p: Json) => p.user);
    expect(users).toContain(wang.userId);
    expect(users).not.toContain(plain.userId);
    const pilots = await ok('/api/Qualification/People', pilotMgr.token, { role: 'pilot' });
    const li = pilots.items.find((p: Json) => p.user === pilot.userId);
    expect(li).toMatchObject({ licences: 1, birthDate: '1985-03-11', medicalUntil: '2025-12-01' });
    expect(pilots.items.map((p: Json) => p.user)).not.toContain(wang.userId);
    const w = staff.items.find((p: Json) => p.user === wang.userId);
    // QA-004 ended, and no later authorisation covers its whole scope: expired.
    expect(w).toMatchObject({ name: '王芳', authorisations: 1, expiry: 'expired', medicalUntil: '2027-03-31' });
    const named = await ok('/api/Qualification/People', healthMgr.token, { name: '王' });
    expect(named.items.map((p: Json) => p.user)).toEqual([wang.userId]);
  });
});

describe('expiring', () => {
  it('answers everyone’s to a reader of a qualification screen, one’s own to others, never an error', async () => {
    const soon = addDays(today, 20);
    const mine = await ok(
      '/api/QualMedical/Add',
      healthMgr.token,
      medical(plain.userId, { medicalClass: 0, examDate: today, statedUntil: soon }),
    );
    const wangs = await ok(
      '/api/QualLicence/Add',
      staffMgr.token,
      licence(wang.userId, { licenceNo: 'AV-SOON', expires: addDays(today, 60) }),
    );
    const forHealth = await ok('/api/Qualification/Expiring', healthMgr.token, {});
    const ids = forHealth.map((r: Json) => `${r.what}:${r.id}`);
    expect(ids).toContain(`medical:${mine.id}`);
    expect(ids).toContain(`licence:${wangs.id}`);
    expect(forHealth.find((r: Json) => r.id === mine.id && r.what === 'medical')).toMatchObject({
      user: plain.userId,
      userName: 'Plain member',
      state: 'due30',
      daysLeft: 20,
      expires: soon,
      label: 'Staff examination',
    });
    expect(forHealth.find((r: Json) => r.id === wangs.id && r.what === 'licence')).toMatchObject({ state: 'due90' });
    // The staff examination of March is replaced by this one: it warns no more.
    expect(forHealth.filter((r: Json) => r.user === plain.userId)).toHaveLength(1);
    // Wang's ended authorisation QA-004 warns; his expired class 1 medical, replaced by the class 3, does not.
    const wangRows = forHealth.filter((r: Json) => r.user === wang.userId);
    expect(wangRows.find((r: Json) => r.label === 'QA-004')).toMatchObject({ what: 'authorisation', state: 'expired' });
    expect(wangRows.some((r: Json) => r.what === 'medical')).toBe(false);
    // A member without the screens: their own only; mine: the caller's own.
    const own = await ok('/api/Qualification/Expiring', plain.token, {});
    expect(own.map((r: Json) => r.user)).toEqual([plain.userId]);
    expect(await ok('/api/Qualification/Expiring', healthMgr.token, { mine: true })).toEqual([]);
    const narrow = await ok('/api/Qualification/Expiring', healthMgr.token, { days: 30 });
    expect(narrow.some((r: Json) => r.id === wangs.id && r.what === 'licence')).toBe(false);
    // Another company's member sees none of A's.
    expect(await ok('/api/Qualification/Expiring', b.admin.token, {})).toEqual([]);
  });
});

describe('access', () => {
  it('refuses the qualification screens’ reads to a member without them', async () => {
    for (const [url, body] of [
      ['/api/Qualification/People', {}],
      ['/api/Qualification/Person', { user: plain.userId }],
      ['/api/Qualification/Matrix', {}],
      ['/api/Qualification/MatrixPdf', {}],
      ['/api/QualMedical/Query', {}],
    ] as const) {
      expect((await call(url, plain.token, body)).statusCode, url).toBe(403);
    }
  });

  it('deletes: an authorisation signed under is refused, an unused one goes with its log row', async () => {
    const person = await ok('/api/Qualification/Person', staffMgr.token, { user: wang.userId });
    const used = person.authorisationRows.find((r: Json) => r.authNo === 'QA-001');
    expect(await refused('/api/QualAuthorisation/Delete', staffMgr.token, { id: used.id })).toMatchObject({
      status: 400,
      msg: 'Sign-offs were made under this authorisation: revoke it with a last valid day instead',
    });
    const unused = person.authorisationRows.find((r: Json) => r.authNo === 'QA-003');
    await ok('/api/QualAuthorisation/Delete', staffMgr.token, { id: unused.id });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.QualAuthorisation, targetId: unused.id });
    expect(log.job).toBe('Delete');
    const training = person.trainingRows[0];
    await ok('/api/QualTraining/Delete', staffMgr.token, { id: training.id });
    expect((await call('/api/QualTraining/Delete', staffMgr.token, { id: training.id })).statusCode).toBe(404);
  });
});
