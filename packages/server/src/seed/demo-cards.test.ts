import { DocumentDict } from '@hangar/domain/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo work cards as a newcomer sees them through the API: each demo model lists a card of each category,
// the inspection card has its material lines, the instruction links the model's first CAD/AD document and a
// maintenance item of the model, every card has one current version whose PDF downloads; the seeded file
// entries pass the check a client's pass; seeding again changes nothing, and demo data without cards gets them.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

interface Card {
  id: number;
  seri: string;
  name: string;
  category: number;
  type: number;
  accordingId: number | null;
  according: string | null;
  maintainId: number | null;
  curVersion: string | null;
  curFiles: { uid: string; name: string; size: number; url: string }[];
}

async function as(phone: string) {
  const token = await signIn(t, phone, DEMO_PASSWORD);
  const call = async (action: string, body: object) => {
    const res = await t.call({ url: `/api/${action}`, token, body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().body;
  };
  const download = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  return { call, download };
}

const eq = (name: string, value: number) => ({ name, compare: 'eq', value });
const modelId = async (name: string) =>
  (await t.db.kysely.selectFrom('plane_model').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('seed-demo work cards', () => {
  it('gives each demo model a card of each category with one current version whose PDF downloads', async () => {
    const east = await as(demoUsers.eastWingAdmin);
    for (const name of ['DA40 NG', 'Cessna 172S']) {
      const model = await modelId(name);
      for (const category of [1, 2, 3, 4]) {
        const page = await east.call('WorkCard/Query', {
          fixedFilters: [eq('planeModel', model), eq('category', category)],
        });
        expect(page.totalItems).toBe(1);
        const [card] = page.items as Card[];
        expect(card.type).toBe(10 * (category - 1) + 1);
        const versions = await east.call('WorkCardDoc/Query', { fixedFilters: [eq('card', card.id)] });
        expect(versions.items).toHaveLength(1);
        expect(versions.items[0]).toMatchObject({ active: 1, version: card.curVersion });
        expect(card.curFiles).toHaveLength(1);
        const pdf = await east.download(card.curFiles[0].url);
        expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
        expect(pdf.length).toBe(card.curFiles[0].size);
      }
    }
  });

  it('lists the inspection card’s material lines and links the instruction to the first AD and an item', async () => {
    const north = await as(demoUsers.northStarAdmin);
    const model = await modelId('DA40 NG');
    const [inspection] = (
      await north.call('WorkCard/Query', { fixedFilters: [eq('planeModel', model), eq('category', 1)] })
    ).items as Card[];
    expect(inspection.name).toContain('100-hour');
    const mats = await north.call('WorkCardMat/Query', { fixedFilters: [eq('card', inspection.id)], pageSize: 100 });
    expect(mats.map((m: { name: string; quantity: number }) => m.quantity)).toEqual([6, 1]);

    const [instruction] = (
      await north.call('WorkCard/Query', { fixedFilters: [eq('planeModel', model), eq('category', 2)] })
    ).items as Card[];
    const firstAd = await t.db.kysely
      .selectFrom('model_document')
      .select(['id', 'seri'])
      .where('target', '=', model)
      .where('dict', '=', DocumentDict.CadAd)
      .where('is_folder', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(instruction).toMatchObject({ accordingId: firstAd.id, according: firstAd.seri });
    const item = await north.call('MaintainItem/QueryById', { tagId: instruction.maintainId });
    expect(item).toMatchObject({ planeModel: model, name: expect.stringContaining('Fuel selector') });

    // The seeded card passes the checks an edit passes (its file entries, basis file and item included).
    const mfr = await as(demoUsers.manufacturerAdmin);
    const [own] = (await mfr.call('WorkCard/Query', { fixedFilters: [eq('planeModel', model), eq('category', 2)] }))
      .items as (Card & Record<string, unknown>)[];
    const {
      curSeri,
      curVersion,
      curReleaseDate,
      curFiles,
      createdBy,
      createdAt,
      updatedBy,
      updatedAt,
      closed,
      abilities,
      ...body
    } = own;
    expect(await mfr.call('WorkCard/UpdateWithItems', body)).toMatchObject({ id: own.id });
    const [version] = (await mfr.call('WorkCardDoc/Query', { fixedFilters: [eq('card', own.id)] })).items;
    expect(await mfr.call('WorkCardDoc/Update', { id: version.id, files: version.files })).toMatchObject({ active: 1 });
  });

  it('changes nothing when run again, and adds the cards to demo data that lacks them', async () => {
    const count = async () => (await t.db.kysely.selectFrom('work_card').select('id').execute()).length;
    expect(await count()).toBe(2 * 4);
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo data is already there; nothing changed.');
    expect(await count()).toBe(8);
    await t.db.kysely.deleteFrom('user_todo').execute();
    await t.db.kysely.deleteFrom('work_card_mat').execute();
    await t.db.kysely.deleteFrom('work_card_doc').execute();
    await t.db.kysely.deleteFrom('work_card').execute();
    expect(await seedDemo(t.db.kysely, t.config)).toBe('Demo work cards and notices added to the existing demo data.');
    expect(await count()).toBe(8);
  });
});
