import { ObjType } from '@hangar/domain/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { buildRegistry } from '../../platform/registry';
import { type Actor, failure, logCount, logRows, makeMember, makeModel, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;
let platform: Actor;

beforeAll(async () => {
  ({ t, a, b, platform } = await testWorld({ platform: true }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/PlaneModel/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('plane_model').selectAll().where('id', '=', id).executeTakeFirst();
let seq = 0;
const add = async (token: string, body: Record<string, unknown> = {}) => {
  seq++;
  const res = await call('Add', token, { name: `DA40-${seq}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as Record<string, unknown> & { id: number; name: string; manager: number };
};
const brandOf = async (companyId: number, name: string) =>
  (
    await t.db.kysely
      .insertInto('brand')
      .values({ company_id: companyId, name })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const typeNamed = async (name: string) =>
  (await t.db.kysely.insertInto('plane_type').values({ name }).returning('id').executeTakeFirstOrThrow()).id;

/** Every field of the model info panel (model document §2.2). */
const panel = {
  manufacturer: 'Diamond Aircraft',
  fuelType: 'Jet A-1',
  fuelCapacity: 148.5,
  seats: 4,
  emptyWeight: 795,
  maxTakeoffWeight: 1310,
  maxLandingWeight: 1250,
  cruiseSpeed: 272,
  flightRange: 1463,
  climbRate: 4.1,
  ceiling: 5000,
  takeoffDistance: 385,
  landingDistance: 410,
  length: 8.06,
  height: 1.97,
  width: 1.2,
  wingSpan: 11.63,
  engType: 'Diesel piston',
  engModel: 'AE300',
  engCount: 1,
  engMaker: 'Austro Engine',
  proModel: 'MTV-6-R',
  proMaker: 'MT-Propeller',
  remarks: 'Trainer',
};

describe('POST /api/PlaneModel/Query', () => {
  it('is the shared catalogue: any member of any company reads a model with its display names', async () => {
    const type = await typeNamed('Single piston');
    const brand = await brandOf(a.companyId, 'Diamond');
    const model = await add(a.admin.token, { name: 'DA40 NG', type, brand, ...panel });
    const outsider = await makeMember(t, b, []);
    const res = await call('Query', outsider.token, {
      filters: [{ name: 'id', compare: 'eq', value: model.id }],
      pageSize: 1000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({
      items: [
        {
          ...model,
          typeName: 'Single piston',
          brandName: 'Diamond',
          managerName: 'Alpha Air',
        },
      ],
      totalItems: 1,
    });
    const byType = await call('Query', outsider.token, { fixedFilters: [{ name: 'type', value: type }] });
    expect(byType.json().body.items.map((m: { id: number }) => m.id)).toEqual([model.id]);
  });

  it('filters on info-panel fields and refuses unknown ones', async () => {
    const model = await add(a.admin.token, { engModel: 'IO-360-ZZQ' });
    const res = await call('Query', b.admin.token, {
      filters: [{ name: 'engModel', compare: 'contains', value: '360-zzq' }],
    });
    expect(res.json().body.items.map((m: { id: number }) => m.id)).toEqual([model.id]);
    expect(failure(await call('Query', b.admin.token, { filters: [{ name: 'manager_name', value: 1 }] })).status).toBe(
      400,
    );
  });
});

describe('POST /api/PlaneModel/Add', () => {
  it('stores every info-panel field; an operator adding a model becomes its manager', async () => {
    const res = await call('Add', a.admin.token, { name: ' C172S ', ...panel, cid: b.companyId });
    expect(res.statusCode).toBe(200);
    const created = res.json().body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'C172S',
      type: null,
      brand: null,
      manager: a.companyId,
      ...panel,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(await row(created.id)).toMatchObject({ manager: a.companyId, eng_model: 'AE300', wing_span: 11.63 });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Model, targetId: created.id });
    expect(log).toMatchObject({ job: 'Add', user_id: a.admin.userId });
    expect(JSON.parse(log.oper_content).changes).toMatchObject({ name: [null, 'C172S'], seats: [null, 4] });
    expect(t.publisher.events.at(-1)).toEqual({ companyId: null, table: 'plane_model', ids: [created.id] });
  });

  it('lets only company 10000 name the managing company', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', a.admin.token, { name: 'Given away', manager: b.companyId }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '只有平台方可以指定机型的管理机构',
    });
    expect(await logCount(t)).toBe(before);
    const own = await add(a.admin.token, { manager: a.companyId });
    expect(own.manager).toBe(a.companyId);
    const managed = await add(platform.token, { manager: b.companyId });
    expect(managed.manager).toBe(b.companyId);
    const platformOwn = await add(platform.token);
    expect(platformOwn.manager).toBe(10000);
    expect(failure(await call('Add', platform.token, { name: 'Nobody', manager: 999999 })).msg).toBe('管理机构不存在');
  });

  it('checks the category and the brand (a brand of the managing company)', async () => {
    expect(failure(await call('Add', a.admin.token, { name: 'X1', type: 999999 }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '机型类别不存在',
    });
    const foreign = await brandOf(b.companyId, 'Bravo brand');
    expect(failure(await call('Add', a.admin.token, { name: 'X2', brand: foreign })).msg).toBe('品牌不存在');
    expect(failure(await call('Add', a.admin.token, { name: 'X3', brand: 999999 })).msg).toBe('品牌不存在');
    // Company 10000 may give a model to B with B's brand.
    const given = await add(platform.token, { manager: b.companyId, brand: foreign });
    expect(given.brand).toBe(foreign);
  });

  it('validates names and numbers with clear messages', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', a.admin.token, { name: '' })).msg).toBe('请输入机型');
    expect(failure(await call('Add', a.admin.token, { seats: 2 }, 'en-US')).msg).toBe('Please enter the model');
    expect(failure(await call('Add', a.admin.token, { name: 'Y', seats: 2.5 })).msg).toBe('seats 数值格式不正确');
    expect(failure(await call('Add', a.admin.token, { name: 'Y', emptyWeight: -1 })).msg).toBe(
      'emptyWeight 必须是不小于 0 的数字',
    );
    expect(failure(await call('Add', a.admin.token, { name: 'Y', cruiseSpeed: 'fast' })).msg).toBe(
      'cruiseSpeed 数值格式不正确',
    );
    expect(failure(await call('Add', a.admin.token, { name: 'Y', wings: 2 })).msg).toBe('不支持的字段 wings');
    expect(await logCount(t)).toBe(before);
  });

  it('keeps names unique per managing company, naming the name and the manager', async () => {
    await add(a.admin.token, { name: 'PA-28' });
    expect(failure(await call('Add', a.admin.token, { name: 'PA-28' }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: 'Alpha Air 已有名为 PA-28 的机型',
    });
    // The same name after normalisation (full-width, spaces around) is the same name.
    expect(failure(await call('Add', a.admin.token, { name: ' ＰＡ-28 ' }, 'en-US'))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: 'Alpha Air already has a model named PA-28',
    });
    const other = await add(a.admin.token, { name: 'PA-28 Archer' });
    expect(failure(await call('Update', a.admin.token, { id: other.id, name: 'PA-28' })).msg).toBe(
      'Alpha Air 已有名为 PA-28 的机型',
    );
    // Another manager may use the name: the pickers show whose model is which (managerName).
    await add(b.admin.token, { name: 'PA-28' });
    const listed = await call('Query', b.admin.token, {
      filters: [{ name: 'name', compare: 'eq', value: 'PA-28' }],
      sortField: 'manager',
    });
    expect(listed.json().body.items.map((m: { managerName: string }) => m.managerName)).toEqual([
      'Alpha Air',
      'Bravo Air',
    ]);
  });

  it('lets one of parallel adds of a name through and answers the others 409, never 500', async () => {
    const before = await logCount(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('Add', a.admin.token, { name: 'SR22 parallel' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await t.db.kysely
      .selectFrom('plane_model')
      .select('id')
      .where('manager', '=', a.companyId)
      .where('name', '=', 'SR22 parallel')
      .execute();
    expect(stored).toHaveLength(1);
    expect(await logCount(t)).toBe(before + 1);
  });

  it('needs the plane-model Add function', async () => {
    const viewer = await makeMember(t, a, [{ view: 'plane-model', functions: ['Edit', 'Delete'] }]);
    expect(failure(await call('Add', viewer.token, { name: 'Z' })).status).toBe(403);
    const adder = await makeMember(t, a, [{ view: 'plane-model', functions: ['Add'] }]);
    expect((await add(adder.token)).manager).toBe(a.companyId);
  });
});

describe('POST /api/PlaneModel/Update', () => {
  it('the manager changes the given fields only, logged', async () => {
    const model = await add(a.admin.token, { seats: 2, remarks: 'old' });
    const editor = await makeMember(t, a, [{ view: 'plane-model', functions: ['Edit'] }]);
    const res = await call('Update', editor.token, { id: model.id, seats: 4, remarks: null, engCount: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ ...model, seats: 4, remarks: null, engCount: 2 });
    expect(await row(model.id)).toMatchObject({ seats: 4, remarks: null, eng_count: 2, name: model.name });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Model, targetId: model.id });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: model.name,
      changes: { seats: [2, 4], remarks: ['old', null], engCount: [null, 2] },
    });
    expect(t.publisher.events.at(-1)).toEqual({ companyId: null, table: 'plane_model', ids: [model.id] });
  });

  it('refuses every company but 10000 and the manager, even their administrators', async () => {
    const model = await add(a.admin.token, { seats: 2 });
    const before = await logCount(t);
    expect(failure(await call('Update', b.admin.token, { id: model.id, seats: 9 }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '只有平台方或该机型的管理机构可以修改该机型',
    });
    expect(failure(await call('Update', b.admin.token, { id: model.id, seats: 9 }, 'en-US')).msg).toBe(
      'Only the platform organisation or the model’s managing organisation may change this model',
    );
    expect((await row(model.id))?.seats).toBe(2);
    expect(await logCount(t)).toBe(before);
  });

  it('company 10000 changes any model, including its manager; the manager cannot give it away', async () => {
    const model = await add(a.admin.token);
    expect(failure(await call('Update', a.admin.token, { id: model.id, manager: b.companyId })).msg).toBe(
      '只有平台方可以指定机型的管理机构',
    );
    const res = await call('Update', platform.token, { id: model.id, manager: b.companyId, seats: 1 });
    expect(res.json().body).toMatchObject({ manager: b.companyId, seats: 1 });
    // Now B manages it and A no longer may write it.
    expect(failure(await call('Update', a.admin.token, { id: model.id, seats: 3 })).status).toBe(601);
    expect((await call('Update', b.admin.token, { id: model.id, seats: 3 })).statusCode).toBe(200);
  });

  it('checks name uniqueness, references and the Edit function; 404 for an unknown id', async () => {
    await add(a.admin.token, { name: 'Taken name' });
    const model = await add(a.admin.token);
    expect(failure(await call('Update', a.admin.token, { id: model.id, name: 'Taken name' })).status).toBe(409);
    expect(failure(await call('Update', a.admin.token, { id: model.id, type: 999999 })).msg).toBe('机型类别不存在');
    expect(failure(await call('Update', a.admin.token, { id: model.id, name: '' })).msg).toBe('请输入机型');
    const viewer = await makeMember(t, a, [{ view: 'plane-model', functions: [] }]);
    expect(failure(await call('Update', viewer.token, { id: model.id, seats: 1 })).status).toBe(403);
    expect(failure(await call('Update', a.admin.token, { id: 999999, seats: 1 })).status).toBe(404);
    expect((await row(model.id))?.name).toBe(model.name);
  });
});

describe('POST /api/PlaneModel/Delete', () => {
  it('the manager deletes a model without aircraft, logged with the record', async () => {
    const model = await add(a.admin.token, { seats: 2 });
    expect((await call('Delete', a.admin.token, { id: model.id })).json().body).toEqual({ id: model.id });
    expect(await row(model.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Model, targetId: model.id });
    expect(log.job).toBe('Delete');
    expect(JSON.parse(log.oper_content).before).toEqual(model);
  });

  it('refuses while aircraft of any company use the model, naming how many', async () => {
    const model = await makeModel(t, { manager: a.companyId });
    await makePlane(t, a.companyId, { modelId: model.id });
    await makePlane(t, b.companyId, { modelId: model.id });
    const before = await logCount(t);
    expect(failure(await call('Delete', a.admin.token, { id: model.id }))).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该机型下还有 2 架飞机，不能删除',
    });
    expect(await row(model.id)).toBeDefined();
    expect(await logCount(t)).toBe(before);
    expect(buildRegistry(serverModules).dependentsOf('plane_model')).toContainEqual({
      of: 'plane_model',
      table: 'plane_entity',
      column: 'model_id',
      message: 'register.modelHasPlanes',
    });
  });

  it('refuses non-managers and members without Delete; company 10000 may delete', async () => {
    const model = await makeModel(t, { manager: a.companyId });
    expect(failure(await call('Delete', b.admin.token, { id: model.id })).status).toBe(601);
    const viewer = await makeMember(t, a, [{ view: 'plane-model', functions: ['Add', 'Edit'] }]);
    expect(failure(await call('Delete', viewer.token, { id: model.id })).status).toBe(403);
    expect(await row(model.id)).toBeDefined();
    expect((await call('Delete', platform.token, { id: model.id })).statusCode).toBe(200);
    expect(await row(model.id)).toBeUndefined();
  });
});
