import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo document libraries as a newcomer sees them: a model's CAD/AD library opens on its year folders, a
// document's PDF downloads, an aircraft's and the company's libraries list their documents, the seeded file
// entries pass the check a client's entries pass; seeding again changes nothing, and demo data without
// documents gets them.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

interface Row {
  id: number;
  name: string;
  isFolder: number;
  seri: string | null;
  size: number;
  files: { uid: string; name: string; size: number; url: string }[];
}

async function as(phone: string) {
  const token = await signIn(t, phone, DEMO_PASSWORD);
  const call = async (action: string, body: object) => {
    const res = await t.call({ url: `/api/${action}`, token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body;
  };
  const eq = (name: string, value: number) => ({ name, compare: 'eq', value });
  const library = async (module: number, target: number, dict: number, parent = 0) =>
    (
      await call('Document/Query', {
        fixedFilters: [eq('module', module), eq('target', target), eq('dict', dict), eq('parent', parent)],
      })
    ).items as Row[];
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  return { call, library, download };
}

const companyId = async (name: string) =>
  (await t.db.kysely.selectFrom('company').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('seed-demo document libraries', () => {
  it('evaluates each model’s first two CAD/AD documents against its aircraft of both operators', async () => {
    const mfr = await as(demoUsers.manufacturerAdmin);
    const east = await as(demoUsers.eastWingAdmin);
    const model = await t.db.kysely
      .selectFrom('plane_model')
      .select('id')
      .where('name', '=', 'DA40 NG')
      .executeTakeFirstOrThrow();
    const [first, second] = await t.db.kysely
      .selectFrom('model_document')
      .select('id')
      .where('target', '=', model.id)
      .where('dict', '=', DocumentDict.CadAd)
      .where('is_folder', '=', 0)
      .orderBy('id')
      .execute();
    type Appraisal = { company: number; appraised: number; fit: number };
    const appraisals = async (who: typeof mfr, tagId: number) =>
      (await who.call('PlaneEntity/QueryWithWorkAppraise', { tagId, pageSize: 100 })).items as Appraisal[];
    const all = await appraisals(mfr, first.id);
    expect(new Set(all.map((r) => r.company)).size).toBe(2);
    expect(all.every((r) => r.appraised === 1 && r.fit === 1)).toBe(true);
    const partly = await appraisals(mfr, second.id);
    expect(partly.filter((r) => r.fit === 1)).toHaveLength(2);
    expect(partly.filter((r) => r.fit === 0).length).toBeGreaterThan(0);
    // An operator sees the evaluation of its own aircraft only.
    const own = await appraisals(east, first.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect(new Set(own.map((r) => r.company)).size).toBe(1);
  });

  it('lists each library with its folders first and documents whose PDF downloads', async () => {
    const east = await as(demoUsers.eastWingAdmin);
    const model = await t.db.kysely
      .selectFrom('plane_model')
      .select('id')
      .where('name', '=', 'Cessna 172S')
      .executeTakeFirstOrThrow();

    const cad = await east.library(DocumentModule.Model, model.id, DocumentDict.CadAd);
    expect(cad.map((r) => [r.name, r.isFolder])).toEqual([
      ['2025', 1],
      ['2026', 1],
      ['CAD/AD 适用性清单 AD applicability list Cessna 172S', 0],
    ]);
    const y2026 = await east.library(DocumentModule.Model, model.id, DocumentDict.CadAd, cad[1].id);
    expect(y2026.map((r) => r.seri)).toEqual(['CAD2026-MULT-05', 'FAA AD 2026-04-11']);
    const [ad] = y2026;
    expect(ad.files).toHaveLength(1);
    expect(ad.size).toBe(ad.files[0].size);
    const pdf = await east.download(ad.files[0].url);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBe(ad.size);

    for (const [dict, folders] of [
      [DocumentDict.Airworthiness, ['型号合格证 TC']],
      [DocumentDict.SbSi, ['发动机 Engine', '机体 Airframe']],
    ] as const) {
      const rows = await east.library(DocumentModule.Model, model.id, dict);
      expect(rows.filter((r) => r.isFolder === 1).map((r) => r.name)).toEqual(folders);
      expect(rows.filter((r) => r.isFolder === 0)).toHaveLength(1);
    }

    const plane = (
      (await east.call('PlaneEntity/Query', { pageSize: 1000 })).items as { id: number; name: string }[]
    )[0];
    const factory = await east.library(DocumentModule.Plane, plane.id, DocumentDict.Airworthiness);
    expect(factory.map((r) => r.seri).sort()).toEqual([`FTD-${plane.name}`, `WB-${plane.name}`]);
    const other = await east.library(DocumentModule.Plane, plane.id, DocumentDict.Other);
    expect(other.map((r) => r.seri)).toEqual([`REL-${plane.name}`]);
    const scan = await east.download(factory[0].files[0].url);
    expect(scan.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const company = await companyId('East Wing Aviation');
    const common = await east.library(DocumentModule.Common, company, DocumentDict.Other);
    expect(common.map((r) => [r.name, r.isFolder])).toEqual([['手册 Manuals', 1]]);
    const manuals = await east.library(DocumentModule.Common, company, DocumentDict.Other, common[0].id);
    expect(manuals).toHaveLength(2);
    expect((await east.download(manuals[0].files[0].url)).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The seeded entries pass the stored-file check a client's entries pass (Update sends them back unchanged).
    await east.call('Document/Update', { id: factory[0].id, module: DocumentModule.Plane, files: factory[0].files });
    await east.call('Document/Update', { id: manuals[0].id, module: DocumentModule.Common, files: manuals[0].files });
    const mfr = await as(demoUsers.manufacturerAdmin);
    await mfr.call('Document/Update', { id: ad.id, module: DocumentModule.Model, files: ad.files });

    // Another operator reads the model's library and its files, but not East Wing's aircraft documents.
    const north = await as(demoUsers.northStarAdmin);
    expect((await north.library(DocumentModule.Model, model.id, DocumentDict.CadAd)).length).toBe(3);
    await north.download(ad.files[0].url);
    const foreign = await t.call({
      url: '/api/Document/Query',
      token: await signIn(t, demoUsers.northStarAdmin, DEMO_PASSWORD),
      body: {
        fixedFilters: [
          { name: 'module', compare: 'eq', value: DocumentModule.Plane },
          { name: 'target', compare: 'eq', value: plane.id },
        ],
      },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('changes nothing when run again, and adds the documents to demo data that lacks them', async () => {
    const count = async () =>
      (await t.db.kysely.selectFrom('model_document').select('id').execute()).length +
      (await t.db.kysely.selectFrom('document').select('id').execute()).length;
    const before = await count();
    // DA40 NG 4 + 7 + 8 rows, Cessna 172S 4 + 7 + 7, 12 aircraft × 3 documents, 2 operators × (folder + 2).
    expect(before).toBe(19 + 18 + 12 * 3 + 2 * 3);
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo data is already there; nothing changed.');
    expect(await count()).toBe(before);
    // The demo work cards link the model's documents: they go first, and come back with them.
    await t.db.kysely.deleteFrom('user_todo').execute();
    await t.db.kysely.deleteFrom('work_card_mat').execute();
    await t.db.kysely.deleteFrom('work_card_doc').execute();
    await t.db.kysely.deleteFrom('work_card').execute();
    await t.db.kysely.deleteFrom('model_document').execute();
    await t.db.kysely.deleteFrom('document').execute();
    expect(await seedDemo(t.db.kysely, t.config)).toBe(
      'Demo documents and work cards and notices added to the existing demo data.',
    );
    expect(await count()).toBe(before);
  });
});
