import { ObjType } from '@hangar/domain/codes';
import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, logCount, logRows, makeModel, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// /api/WorkCard/*, /api/WorkCardMat/Query, /api/WorkCardDoc/*: a model's work cards through the real HTTP API.

let t: TestApp;
/** An operator that manages its own model. */
let a: Company;
/** Another operator. */
let b: Company;
let platformToken: string;
/** Managed by A. */
let model: { id: number; name: string };
/** Managed by company 10000. */
let otherModel: { id: number; name: string };
/** A CAD/AD and an SB/SI document of A's model, a folder of its library, an AD of the other model. */
let ad: number;
let sb: number;
let folder: number;
let otherAd: number;
let airworthiness: number;
/** A maintenance item of A's model and one of the other model. */
let item: number;
let otherItem: number;
/** A material of A and one of B. */
let materialA: number;
let materialB: number;

const stamp = () => ({ created_at: '2026-01-01 00:00:00' });

beforeAll(async () => {
  const w = await testWorld({
    platform: true,
    models: { model: { name: 'Alpha special', manager: 'a' }, otherModel: { name: 'DA40' } },
  });
  ({ t, a, b, model, otherModel } = w);
  platformToken = w.platform.token;
  const db = t.db.kysely;
  const doc = async (target: number, dict: number, isFolder: 0 | 1, name: string) =>
    (
      await db
        .insertInto('model_document')
        .values({
          module: DocumentModule.Model,
          dict,
          target,
          is_folder: isFolder,
          name,
          created_by: a.admin.userId,
          ...stamp(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  ad = await doc(model.id, DocumentDict.CadAd, 0, 'CAD2026-01 Fuel selector');
  sb = await doc(model.id, DocumentDict.SbSi, 0, 'SB 28-01 Fuel pump');
  folder = await doc(model.id, DocumentDict.CadAd, 1, '2026');
  airworthiness = await doc(model.id, DocumentDict.Airworthiness, 0, 'TC data sheet');
  otherAd = await doc(otherModel.id, DocumentDict.CadAd, 0, 'CAD2026-02 Other');
  const maintainItem = async (modelId: number) =>
    (
      await db
        .insertInto('maintain_item')
        .values({
          model_id: modelId,
          name: 'Fuel selector check',
          type: 1,
          content: 'Check',
          timer_content: '[]',
          timer_source: 1,
          time_align: 0,
          sorter: 1,
          ...stamp(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  item = await maintainItem(model.id);
  otherItem = await maintainItem(otherModel.id);
  const material = async (companyId: number) => {
    const unit = await db
      .insertInto('unit')
      .values({ company_id: companyId, name: 'qt' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return (
      await db
        .insertInto('material')
        .values({
          company_id: companyId,
          name: 'Engine oil',
          model: 'AS-W100',
          model_key: 'ASW100',
          measure_unit: unit.id,
          ...stamp(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  };
  materialA = await material(a.companyId);
  materialB = await material(b.companyId);
});
afterAll(() => t.close());

const call = (path: string, token: string, body: unknown) =>
  t.call({ url: `/api/${path}`, token, body, lang: 'en-US' });
const ok = async (path: string, token: string, body: unknown) => {
  const res = await call(path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};
const fieldOf = (res: { json: () => unknown }) => (res.json() as { errors?: { field: string }[] }).errors?.[0]?.field;
const eq = (name: string, value: number) => ({ name, compare: 'eq', value });
const lastLog = async (category: number, id: number) => {
  const type = { 1: ObjType.JobCard, 2: ObjType.EngineeringOrder, 3: ObjType.SurveyNotice, 4: ObjType.TechBulletin };
  const [log] = await logRows(t, a.companyId, { targetType: type[category as 1], targetId: id });
  return { ...log, content: JSON.parse(log.oper_content) };
};
const matRows = (card: number) =>
  t.db.kysely.selectFrom('work_card_mat').selectAll().where('card', '=', card).orderBy('id').execute();

let seq = 0;
function cardBody(extra: Record<string, unknown> = {}) {
  seq++;
  return {
    planeModel: model.id,
    category: 1,
    seri: `JC-${seq}`,
    name: `Card ${seq}`,
    version: 'R1',
    type: 1,
    ...extra,
  };
}
const oil = { name: 'Engine oil', model: 'AS-W100', measureUnit: 'qt', quantity: 6, material: null as number | null };
const filter = { name: 'Oil filter', model: 'CH48110-1', measureUnit: 'pcs', quantity: 1 };

describe('WorkCard Add and Query', () => {
  it('adds a card with its material lines, logs one row with the lines and tells everyone', async () => {
    const body = cardBody({
      seri: 'JC-100H',
      name: '100-hour inspection',
      remarks: 'Every 100 hours',
      releaseDate: '2026-03-01',
      relational: [{ seri: 'JC-50H', name: '50-hour inspection' }],
      mats: [{ ...oil, material: materialA, purchase: { supplier: 'AeroParts', price: 12.5 } }, filter],
      cid: b.companyId,
    });
    const card = await ok('WorkCard/Add', a.admin.token, body);
    expect(card).toMatchObject({
      planeModel: model.id,
      category: 1,
      seri: 'JC-100H',
      name: '100-hour inspection',
      type: 1,
      closed: 0,
      releaseDate: '2026-03-01 00:00:00',
      relational: [{ seri: 'JC-50H', name: '50-hour inspection' }],
      curFiles: [],
      createdBy: a.admin.userId,
    });
    const mats = await ok('WorkCardMat/Query', b.admin.token, { fixedFilters: [eq('card', card.id)], pageSize: 100 });
    expect(mats).toEqual([
      expect.objectContaining({
        card: card.id,
        material: materialA,
        name: 'Engine oil',
        quantity: 6,
        purchase: expect.objectContaining({ supplier: 'AeroParts', price: 12.5 }),
      }),
      expect.objectContaining({ card: card.id, material: null, name: 'Oil filter', quantity: 1 }),
    ]);
    const log = await lastLog(1, card.id);
    expect(log.job).toBe('Add');
    expect(log.content.changes.seri).toEqual([null, 'JC-100H']);
    expect(log.content.changes.mats).toEqual([null, ['Engine oil × 6', 'Oil filter × 1']]);
    expect(t.publisher.events.at(-1)).toEqual({ companyId: null, table: 'work_card', ids: [card.id] });
  });

  it('logs each category under its own object type', async () => {
    const types = { 2: 11, 3: 21, 4: 31 } as const;
    for (const [category, type] of Object.entries(types)) {
      const card = await ok('WorkCard/Add', a.admin.token, cardBody({ category: Number(category), type }));
      expect((await lastLog(Number(category), card.id)).job).toBe('Add');
    }
  });

  it('lets company 10000 write any model’s cards', async () => {
    const card = await ok('WorkCard/Add', platformToken, cardBody({ planeModel: otherModel.id }));
    expect(card.planeModel).toBe(otherModel.id);
  });

  it('lists a model’s cards of one category to every member, searched by number and name', async () => {
    const ad1 = await ok(
      'WorkCard/Add',
      a.admin.token,
      cardBody({ category: 2, type: 12, seri: 'EO-77', name: 'AD fuel' }),
    );
    await ok('WorkCard/Add', a.admin.token, cardBody({ category: 2, type: 12, seri: 'EO-78', name: 'SB pump' }));
    const page = await ok('WorkCard/Query', b.admin.token, {
      fixedFilters: [eq('planeModel', model.id), eq('category', 2)],
      filters: [{ name: 'seri', compare: 'contains', value: 'EO-7' }],
    });
    expect(page.items.map((c: { seri: string }) => c.seri)).toEqual(['EO-77', 'EO-78']);
    const byName = await ok('WorkCard/Query', b.admin.token, {
      fixedFilters: [eq('planeModel', model.id), eq('category', 2)],
      filters: [{ name: 'name', compare: 'contains', value: 'fuel' }],
    });
    expect(byName.items.map((c: { id: number }) => c.id)).toEqual([ad1.id]);
    const noModel = await call('WorkCard/Query', b.admin.token, { fixedFilters: [eq('category', 2)] });
    expect(failure(noModel).status).toBe(400);
    expect(fieldOf(noModel)).toBe('fixedFilters.planeModel');
    const noCard = await call('WorkCardMat/Query', b.admin.token, {});
    expect(fieldOf(noCard)).toBe('fixedFilters.card');
  });
});

describe('WorkCard steps and estimated hours (issue 33)', () => {
  it('keeps the steps and estimated hours a production order copies, on Add and on Update', async () => {
    const steps = [
      { text: 'Drain the oil', rii: 0 },
      { text: 'Torque the drain plug', rii: 1, unit: 'Nm', min: 20, max: 25 },
    ];
    const card = await ok('WorkCard/Add', a.admin.token, cardBody({ steps, estimatedHours: 2.5 }));
    expect(card.steps).toEqual([
      { text: 'Drain the oil', rii: 0 },
      { text: 'Torque the drain plug', rii: 1, unit: 'Nm', min: 20, max: 25 },
    ]);
    expect(card.estimatedHours).toBe(2.5);
    const stored = await t.db.kysely
      .selectFrom('work_card')
      .select(['steps', 'estimated_hours'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.estimated_hours)).toBe(2.5);
    expect(String(stored.steps)).toContain('Torque the drain plug');
    const { id: _id, abilities: _a, ...rest } = card;
    const changed = await ok('WorkCard/UpdateWithItems', a.admin.token, {
      ...cardBody(),
      ...rest,
      id: card.id,
      steps: [{ text: 'Only step', rii: 0 }],
      estimatedHours: null,
      curSeri: undefined,
      curVersion: undefined,
      curReleaseDate: undefined,
      curFiles: undefined,
      closed: undefined,
      createdBy: undefined,
      createdAt: undefined,
      updatedBy: undefined,
      updatedAt: undefined,
    });
    expect(changed.steps).toEqual([{ text: 'Only step', rii: 0 }]);
    expect(changed.estimatedHours).toBeNull();
    const log = await lastLog(1, card.id);
    expect(log.content.changes.estimatedHours).toEqual([2.5, null]);
    const plain = await ok('WorkCard/Add', a.admin.token, cardBody());
    expect(plain.steps).toEqual([]);
  });

  it('names a step without text and reversed limits', async () => {
    const res = await call('WorkCard/Add', a.admin.token, cardBody({ steps: [{ text: ' ', rii: 0 }] }));
    expect(failure(res)).toMatchObject({ status: 400, msg: 'Enter the step’s text' });
    expect(fieldOf(res)).toBe('steps.0.text');
    const reversed = await call(
      'WorkCard/Add',
      a.admin.token,
      cardBody({ steps: [{ text: 'Gap', rii: 0, unit: 'mm', min: 2, max: 1 }] }),
    );
    expect(failure(reversed)).toMatchObject({ status: 400, msg: 'The lower limit cannot exceed the upper limit' });
    expect(fieldOf(reversed)).toBe('steps.0.max');
    const hours = await call('WorkCard/Add', a.admin.token, cardBody({ estimatedHours: -1 }));
    expect(fieldOf(hours)).toBe('estimatedHours');
  });
});

describe('WorkCard validation', () => {
  const refused = async (body: Record<string, unknown>, field: string, msg: string) => {
    const before = await logCount(t);
    const res = await call('WorkCard/Add', a.admin.token, cardBody(body));
    expect(failure(res), res.body).toMatchObject({ status: 400, msg });
    expect(fieldOf(res)).toBe(field);
    expect(await logCount(t)).toBe(before);
  };

  it('names the missing fields with the spec’s messages', async () => {
    await refused({ seri: '' }, 'seri', 'The number cannot be empty');
    await refused({ name: ' ' }, 'name', 'The name cannot be empty');
    await refused({ version: undefined }, 'version', 'The version cannot be empty');
    await refused({ type: undefined }, 'type', 'The card type cannot be empty');
    await refused(
      { relational: [{ seri: 'X', name: '' }] },
      'relational.0.name',
      'The related card’s name cannot be empty',
    );
    await refused(
      { relational: [{ seri: '', name: 'X' }] },
      'relational.0.seri',
      'The related card’s number cannot be empty',
    );
    await refused({ mats: [{ ...filter, name: '' }] }, 'mats.0.name', 'The material’s name cannot be empty');
    await refused(
      { mats: [{ ...filter, quantity: -1 }] },
      'mats.0.quantity',
      'The quantity must be a number not below 0',
    );
    await refused(
      { mats: [{ ...filter, purchase: { supplier: '', price: 1 } }] },
      'mats.0.purchase.supplier',
      'The supplier cannot be empty',
    );
  });

  it('refuses a type of another category and a number already used in the model and category', async () => {
    await refused({ type: 11 }, 'type', 'The card type does not belong to the category');
    await ok('WorkCard/Add', a.admin.token, cardBody({ seri: 'DUP-1' }));
    await refused({ seri: 'DUP-1' }, 'seri', 'The model already has a card numbered DUP-1');
    // The same number in another category is another card.
    await ok('WorkCard/Add', a.admin.token, cardBody({ seri: 'DUP-1', category: 3, type: 21 }));
  });

  it('takes a basis file of the model’s CAD/AD or SB/SI library and an item of the model only', async () => {
    const msg = 'The basis file must be a CAD/AD or SB/SI document of the model';
    for (const id of [folder, otherAd, airworthiness, 999999]) {
      await refused({ category: 2, type: 11, accordingId: id }, 'accordingId', msg);
    }
    for (const id of [otherItem, 999999]) {
      await refused(
        { category: 2, type: 11, maintainId: id },
        'maintainId',
        'The maintenance item is not of the model',
      );
    }
    for (const accordingId of [ad, sb]) {
      const card = await ok(
        'WorkCard/Add',
        a.admin.token,
        cardBody({ category: 2, type: 11, accordingId, maintainId: item }),
      );
      expect(card).toMatchObject({ accordingId, maintainId: item });
    }
  });

  it('takes a material of the caller’s company only, and keeps the one a line already holds', async () => {
    await refused(
      { mats: [filter, { ...oil, material: materialB }] },
      'mats.1.material',
      'The material does not exist',
    );
    const card = await ok('WorkCard/Add', a.admin.token, cardBody({ mats: [{ ...oil, material: materialA }] }));
    const [line] = await matRows(card.id);
    const edit = (material: number) => ({
      ...cardBody({ seri: card.seri }),
      id: card.id,
      mats: [{ ...oil, id: line.id, material, quantity: 8, isUpdate: true }],
    });
    // Company 10000 edits the manager's card: the line keeps A's material, and takes no other foreign one.
    await ok('WorkCard/UpdateWithItems', platformToken, edit(materialA));
    expect((await matRows(card.id))[0]).toMatchObject({ material: materialA, quantity: 8 });
    expect(fieldOf(await call('WorkCard/UpdateWithItems', platformToken, edit(materialB)))).toBe('mats.0.material');
  });

  it('refuses a missing model (404) and a company that neither is 10000 nor manages the model (601)', async () => {
    const before = await logCount(t);
    expect(failure(await call('WorkCard/Add', a.admin.token, cardBody({ planeModel: 999999 }))).status).toBe(404);
    expect(failure(await call('WorkCard/Add', a.admin.token, cardBody({ planeModel: otherModel.id }))).status).toBe(
      601,
    );
    expect(failure(await call('WorkCard/Add', b.admin.token, cardBody()))).toMatchObject({ status: 601 });
    expect(await logCount(t)).toBe(before);
  });
});

describe('WorkCard UpdateWithItems', () => {
  it('saves the card and its new, changed and deleted lines in one log row', async () => {
    const card = await ok('WorkCard/Add', a.admin.token, cardBody({ name: 'Oil change', mats: [oil, filter] }));
    const [oilLine, filterLine] = await matRows(card.id);
    const after = await ok('WorkCard/UpdateWithItems', a.admin.token, {
      ...cardBody({ seri: card.seri, name: 'Oil and filter change', version: 'R2' }),
      id: card.id,
      mats: [
        { ...oil, id: oilLine.id, quantity: 7, isUpdate: true },
        { ...filter, id: filterLine.id, isDelete: true },
        { name: 'Gasket', quantity: 2, isNew: true },
        // Unchanged lines and lines added and removed before saving are ignored.
        { name: 'Ignored', quantity: 1 },
        { name: 'Dropped', quantity: 1, isNew: true, isDelete: true },
      ],
    });
    expect(after).toMatchObject({ id: card.id, name: 'Oil and filter change', version: 'R2' });
    const rows = await matRows(card.id);
    expect(rows.map((r) => [r.name, r.quantity])).toEqual([
      ['Engine oil', 7],
      ['Gasket', 2],
    ]);
    const log = await lastLog(1, card.id);
    expect(log.job).toBe('UpdateWithItems');
    expect(log.content.changes.name).toEqual(['Oil change', 'Oil and filter change']);
    expect(log.content.changes.mats).toEqual([
      ['Engine oil × 6', 'Oil filter × 1'],
      ['Engine oil × 7', 'Gasket × 2'],
    ]);
    expect(await logRows(t, a.companyId, { targetId: card.id })).toHaveLength(2);
  });

  it('refuses a line of another card and saves nothing of the call', async () => {
    const card = await ok('WorkCard/Add', a.admin.token, cardBody({ mats: [oil] }));
    const other = await ok('WorkCard/Add', a.admin.token, cardBody({ mats: [filter] }));
    const [foreign] = await matRows(other.id);
    const before = await logCount(t);
    const res = await call('WorkCard/UpdateWithItems', a.admin.token, {
      ...cardBody({ seri: card.seri, name: 'Renamed' }),
      id: card.id,
      mats: [
        { name: 'New line', quantity: 1, isNew: true },
        { ...filter, id: foreign.id, quantity: 9, isUpdate: true },
      ],
    });
    expect(failure(res)).toMatchObject({ status: 400, msg: `Material line ${foreign.id} is not of this card` });
    expect(fieldOf(res)).toBe('mats.1.id');
    expect(await logCount(t)).toBe(before);
    expect((await matRows(card.id)).map((r) => r.name)).toEqual(['Engine oil']);
    expect((await matRows(other.id))[0].quantity).toBe(1);
    const stored = await t.db.kysely
      .selectFrom('work_card')
      .select('name')
      .where('id', '=', card.id)
      .executeTakeFirst();
    expect(stored?.name).toBe(card.name);
    // Deleting another card's line is refused the same way.
    const del = await call('WorkCard/UpdateWithItems', a.admin.token, {
      ...cardBody({ seri: card.seri }),
      id: card.id,
      mats: [{ ...filter, id: foreign.id, isDelete: true }],
    });
    expect(fieldOf(del)).toBe('mats.0.id');
    expect(await matRows(other.id)).toHaveLength(1);
  });

  it('keeps the model and category, checks the number against the other cards, and refuses non-managers', async () => {
    const card = await ok('WorkCard/Add', a.admin.token, cardBody());
    const taken = await ok('WorkCard/Add', a.admin.token, cardBody());
    const base = { ...cardBody({ seri: card.seri }), id: card.id };
    // Its own number is no clash.
    await ok('WorkCard/UpdateWithItems', a.admin.token, base);
    expect(fieldOf(await call('WorkCard/UpdateWithItems', a.admin.token, { ...base, seri: taken.seri }))).toBe('seri');
    expect(fieldOf(await call('WorkCard/UpdateWithItems', a.admin.token, { ...base, category: 2 }))).toBe('category');
    expect(fieldOf(await call('WorkCard/UpdateWithItems', a.admin.token, { ...base, planeModel: otherModel.id }))).toBe(
      'planeModel',
    );
    expect(failure(await call('WorkCard/UpdateWithItems', b.admin.token, base)).status).toBe(601);
    expect(failure(await call('WorkCard/UpdateWithItems', a.admin.token, { ...base, id: 999999 })).status).toBe(404);
  });
});

describe('WorkCardDoc', () => {
  const version = (card: number, v: string, extra: Record<string, unknown> = {}) => ({
    card,
    seri: 'JC-V',
    version: v,
    releaseDate: '2026-04-01',
    pages: 4,
    files: [
      {
        uid: 'u1',
        name: `${v}.pdf`,
        size: 10,
        url: `/files/workcard/model${model.id}/c${a.companyId}/0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11/${v}.pdf`,
      },
    ],
    ...extra,
  });
  const cardRow = (id: number) =>
    t.db.kysely.selectFrom('work_card').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('makes the first version current, switches with Active, follows it on the card, keeps the current one', async () => {
    const card = await ok('WorkCard/Add', a.admin.token, cardBody({ name: 'Versioned' }));
    const first = await ok('WorkCardDoc/Add', a.admin.token, version(card.id, 'R1'));
    expect(first).toMatchObject({ card: card.id, version: 'R1', active: 1, releaseDate: '2026-04-01 00:00:00' });
    expect(await cardRow(card.id)).toMatchObject({ cur_version: 'R1', cur_seri: 'JC-V' });
    const second = await ok('WorkCardDoc/Add', a.admin.token, version(card.id, 'R2', { seri: 'JC-V2' }));
    expect(second.active).toBe(0);
    expect((await cardRow(card.id)).cur_version).toBe('R1');
    const list = await ok('WorkCardDoc/Query', b.admin.token, { fixedFilters: [eq('card', card.id)] });
    expect(list.totalItems).toBe(2);

    const active = await ok('WorkCardDoc/Active', a.admin.token, { id: second.id });
    expect(active.active).toBe(1);
    const rows = await t.db.kysely
      .selectFrom('work_card_doc')
      .select(['id', 'active'])
      .where('card', '=', card.id)
      .execute();
    expect(rows.filter((r) => r.active === 1).map((r) => r.id)).toEqual([second.id]);
    const stored = await cardRow(card.id);
    expect(stored).toMatchObject({ cur_version: 'R2', cur_seri: 'JC-V2' });
    expect(JSON.parse(stored.cur_files ?? '[]')[0].name).toBe('R2.pdf');
    const log = await lastLog(1, card.id);
    expect(log.job).toBe('Active');
    expect(log.content.changes.curVersion).toEqual(['R1', 'R2']);

    // Editing the current version updates the card; the current version cannot be deleted.
    await ok('WorkCardDoc/Update', a.admin.token, { id: second.id, version: 'R2a' });
    expect((await cardRow(card.id)).cur_version).toBe('R2a');
    const del = await call('WorkCardDoc/Delete', a.admin.token, { id: second.id });
    expect(failure(del)).toMatchObject({
      status: 601,
      msg: 'The current version cannot be deleted: make another version current first',
    });
    await ok('WorkCardDoc/Delete', a.admin.token, { id: first.id });
    expect(
      await t.db.kysely.selectFrom('work_card_doc').select('id').where('card', '=', card.id).execute(),
    ).toHaveLength(1);
    expect((await lastLog(1, card.id)).job).toBe('Delete');
  });

  it('checks the version form and refuses non-managers', async () => {
    const card = await ok('WorkCard/Add', a.admin.token, cardBody());
    const noVersion = await call('WorkCardDoc/Add', a.admin.token, version(card.id, ''));
    expect(failure(noVersion).msg).toBe('The version cannot be empty');
    const noDate = await call('WorkCardDoc/Add', a.admin.token, version(card.id, 'R1', { releaseDate: null }));
    expect(failure(noDate).msg).toBe('Select a date');
    expect(failure(await call('WorkCardDoc/Add', b.admin.token, version(card.id, 'R1'))).status).toBe(601);
    const doc = await ok('WorkCardDoc/Add', a.admin.token, version(card.id, 'R1'));
    for (const [action, body] of [
      ['Update', { id: doc.id, remarks: 'x' }],
      ['Active', { id: doc.id }],
      ['Delete', { id: doc.id }],
    ] as const) {
      expect(failure(await call(`WorkCardDoc/${action}`, b.admin.token, body)).status).toBe(601);
    }
  });
});

describe('WorkCardDoc publish → operator download (issue 29)', () => {
  it('the manufacturer publishes a version with its file on its model; every operator reads and downloads it', async () => {
    const card = await ok('WorkCard/Add', platformToken, cardBody({ planeModel: otherModel.id, name: 'Published' }));
    const presign = await ok('File/Presign', platformToken, {
      use: 'workcard',
      target: otherModel.id,
      fileName: 'JC-R0.pdf',
      size: 9,
      contentType: 'application/pdf',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: presign.uploadUrl,
      headers: { 'content-type': 'application/pdf' },
      payload: Buffer.from('%PDF-1.4\n'),
    });
    expect(put.statusCode, put.body).toBe(200);
    const file = { uid: presign.uid, name: 'JC-R0.pdf', size: 9, url: presign.url };
    // Without its file a version is not published.
    const bare = await call('WorkCardDoc/Add', platformToken, {
      card: card.id,
      version: 'R0',
      releaseDate: '2026-04-01',
      pages: 2,
    });
    expect(failure(bare)).toMatchObject({
      status: 400,
      msg: 'Upload the version’s file: a published version is what every operator of the model downloads',
    });
    expect(bare.json().errors).toEqual([{ field: 'files', message: expect.any(String) }]);
    const doc = await ok('WorkCardDoc/Add', platformToken, {
      card: card.id,
      version: 'R0',
      releaseDate: '2026-04-01',
      pages: 2,
      files: [file],
    });
    expect(doc).toMatchObject({ active: 1, version: 'R0' });
    // An edit cannot take the published file away.
    expect(failure(await call('WorkCardDoc/Update', platformToken, { id: doc.id, files: [] })).status).toBe(400);

    // An operator (B, which writes nothing of the model) sees the current version and downloads its file.
    const cards = await ok('WorkCard/Query', b.admin.token, {
      fixedFilters: [eq('planeModel', otherModel.id), eq('category', 1)],
    });
    const listed = cards.items.find((c: { id: number }) => c.id === card.id);
    expect(listed).toMatchObject({ curVersion: 'R0', curFiles: [file] });
    const versions = await ok('WorkCardDoc/Query', b.admin.token, { fixedFilters: [eq('card', card.id)] });
    expect(versions.items.map((v: { version: string; files: unknown }) => [v.version, v.files])).toEqual([
      ['R0', [file]],
    ]);
    const got = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { authorization: `Bearer ${b.admin.token}` },
    });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.toString('latin1')).toBe('%PDF-1.4\n');
  });
});

describe('WorkCard Delete', () => {
  it('deletes a card with its lines and versions, and logs it', async () => {
    const card = await ok('WorkCard/Add', a.admin.token, cardBody({ category: 4, type: 31, mats: [oil] }));
    await ok('WorkCardDoc/Add', a.admin.token, {
      card: card.id,
      version: 'R1',
      releaseDate: '2026-04-01',
      pages: 1,
      files: [
        {
          uid: 'u1',
          name: 'R1.pdf',
          size: 10,
          url: `/files/workcard/model${model.id}/c${a.companyId}/0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11/R1.pdf`,
        },
      ],
    });
    expect(failure(await call('WorkCard/Delete', b.admin.token, { id: card.id })).status).toBe(601);
    await ok('WorkCard/Delete', a.admin.token, { id: card.id });
    expect(await t.db.kysely.selectFrom('work_card').select('id').where('id', '=', card.id).execute()).toHaveLength(0);
    expect(await matRows(card.id)).toHaveLength(0);
    expect(
      await t.db.kysely.selectFrom('work_card_doc').select('id').where('card', '=', card.id).execute(),
    ).toHaveLength(0);
    const log = await lastLog(4, card.id);
    expect(log.job).toBe('Delete');
    expect(log.content.before).toMatchObject({ seri: card.seri, mats: ['Engine oil × 6'] });
  });

  it('refuses while aircraft are notified of the card or people hold its open notice', async () => {
    const card = await ok('WorkCard/Add', a.admin.token, cardBody({ category: 2, type: 11 }));
    const plane = await makePlane(t, b.companyId, { modelId: model.id });
    const notice = await t.db.kysely
      .insertInto('plane_notice')
      .values({ company_id: b.companyId, plane_id: plane.id, type: 2, instruct_id: card.id, state: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await logCount(t);
    const res = await call('WorkCard/Delete', a.admin.token, { id: card.id });
    expect(failure(res)).toMatchObject({
      status: 601,
      msg: 'The card still has 1 notices in force: withdraw them first',
    });
    expect(await logCount(t)).toBe(before);
    // Withdrawn, the card goes.
    await t.db.kysely.updateTable('plane_notice').set({ state: 0 }).where('id', '=', notice.id).execute();
    const todo = {
      company_id: b.companyId,
      notice_time: '2026-04-01 00:00:00',
      target_table: 1,
      target_type: 1,
      target_category: 4,
      target_id: card.id,
    };
    await t.db.kysely
      .insertInto('user_todo')
      .values({ ...todo, state: 1 })
      .execute();
    expect(failure(await call('WorkCard/Delete', a.admin.token, { id: card.id })).status).toBe(601);
    await t.db.kysely.updateTable('user_todo').set({ state: 0 }).where('target_id', '=', card.id).execute();
    await ok('WorkCard/Delete', a.admin.token, { id: card.id });
    expect(
      await t.db.kysely.selectFrom('user_todo').select('id').where('target_id', '=', card.id).execute(),
    ).toHaveLength(0);
  });

  it('keeps a model, a maintenance item and a basis file that cards link to', async () => {
    const linked = await makeModel(t, { manager: a.companyId });
    await ok('WorkCard/Add', a.admin.token, cardBody({ planeModel: linked.id }));
    expect(failure(await call('PlaneModel/Delete', a.admin.token, { id: linked.id })).status).toBe(601);
    await ok('WorkCard/Add', a.admin.token, cardBody({ category: 2, type: 11, accordingId: sb, maintainId: item }));
    const res = await call('MaintainItem/Delete', a.admin.token, { id: item });
    expect(failure(res)).toMatchObject({ status: 601 });
    const doc = await call('Document/Delete', a.admin.token, { id: sb, module: DocumentModule.Model });
    expect(failure(doc)).toMatchObject({ status: 601 });
  });
});
