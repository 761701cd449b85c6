import { ObjType } from '@hangar/domain/codes';
import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { columnOf, fieldList } from '@hangar/domain/entity';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { fieldMapOf } from '../../platform/entity/entity-map';
import {
  type Actor,
  failure,
  logCount,
  logRows,
  makeCompany,
  makeMember,
  makeModel,
  makePlane,
} from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

let t: TestApp;
let a: Company;
let b: Company;
/** A model of the shared catalogue managed by company 10000. */
let model: { id: number; name: string };
/** A member of A with every function of plane-entity. */
let editor: Actor;

/** A module registered beside the application's: its rows keep an aircraft, as a later module's would. */
const probe = {
  name: 'Probe',
  routes: [],
  dependents: [
    { of: 'plane_entity', table: 'probe_dependent', column: 'plane_id', message: 'register.modelHasPlanes' as const },
  ],
};

beforeAll(async () => {
  ({ t, a, b, model, editor } = await testWorld({
    modules: [...serverModules, probe],
    models: { model: { name: 'DA42' } },
    members: { editor: [{ view: 'plane-entity', functions: ['Add', 'Edit', 'Delete'] }] },
  }));
  await sql`create table probe_dependent (id integer primary key, plane_id integer not null)`.execute(t.db.kysely);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/PlaneEntity/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('plane_entity').selectAll().where('id', '=', id).executeTakeFirst();
let seq = 0;
const add = async (token: string, body: Record<string, unknown> = {}) => {
  seq++;
  const res = await call('Add', token, { name: `B-70${String(seq).padStart(2, '0')}`, model: model.id, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as Record<string, unknown> & { id: number; name: string };
};

/** Every Aircraft field of materials document §3 besides name, model and allFlyHours. */
const registration = {
  seri: 'D4.401',
  produceDate: '2019-05-06 00:00:00',
  manufactory: 'Diamond Aircraft Industries',
  manufactoryAddr: 'Wiener Neustadt',
  airCertificate: 'AC-2019-118',
  airDate: '2019-06-01 00:00:00',
  regNum: 'NR-7788',
  regDate: '2019-06-10 00:00:00',
  radioNum: 'RL-5521',
  radioDate: '2019-06-12 00:00:00',
  flyWeight: 1785,
  landWeight: 1700,
  engModel: 'AE300',
  engManufactior: 'Austro Engine',
  proModel: 'MTV-6-R',
  proManufactior: 'MT-Propeller',
  fuelQuantity: 189.3,
  length: 8.56,
  height: 2.49,
  wingSpan: 13.55,
  ownerName: 'Alpha Leasing',
  ownerAddr: 'Beijing',
  ownerPost: '100000',
  userName: 'Alpha Air',
  userAddr: 'Shijiazhuang',
  userPost: '050000',
  /** A picture of A's (a key of the material uploads, which the aircraft's pictures take). */
  get pictures() {
    const url = `/files/material/c${a.companyId}/0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11/side.jpg`;
    return [{ uid: 'u1', name: 'side.jpg', size: 2048, url }];
  },
};

describe('POST /api/PlaneEntity/Query', () => {
  it('lists the company’s aircraft with the model name, to holders of the plane-entity view', async () => {
    const c = await makeCompany(t);
    const second = await makePlane(t, c.companyId, { modelId: model.id, name: 'B-2002', allFlyHours: 10.5 });
    const first = await makePlane(t, c.companyId, { modelId: model.id, name: 'B-1001' });
    const viewer = await makeMember(t, c, [{ view: 'plane-entity', functions: [] }]);
    const res = await call('Query', viewer.token, { pageSize: 1000 });
    expect(res.statusCode).toBe(200);
    const body = res.json().body;
    expect(body.totalItems).toBe(2);
    expect(body.items.map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
    expect(body.items[1]).toMatchObject({ name: 'B-2002', model: model.id, modelName: 'DA42', allFlyHours: 10.5 });
    expect(body.items[1].pictures).toEqual([]);
  });

  it('refuses a member without the aircraft view: the register carries hours and registration data', async () => {
    const c = await makeCompany(t);
    await makePlane(t, c.companyId, { modelId: model.id, name: 'B-3003', allFlyHours: 42.5 });
    const plain = await makeMember(t, c, [{ view: 'maintain-control', functions: [] }]);
    expect(failure(await call('Query', plain.token, { pageSize: 1000 }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      msg: '没有权限执行该操作',
    });
  });
});

describe('POST /api/PlaneEntity/QueryNames', () => {
  it('answers any member the company’s tail numbers and model ids for pickers, nothing else', async () => {
    const c = await makeCompany(t);
    const second = await makePlane(t, c.companyId, { modelId: model.id, name: 'B-4002', allFlyHours: 77.5 });
    const first = await makePlane(t, c.companyId, { modelId: model.id, name: 'B-4001' });
    await makePlane(t, b.companyId, { modelId: model.id, name: 'B-4000' });
    const plain = await makeMember(t, c, []);
    const res = await call('QueryNames', plain.token, { page: 1, pageSize: 1000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toEqual({
      items: [
        { id: first.id, name: 'B-4001', model: model.id },
        { id: second.id, name: 'B-4002', model: model.id },
      ],
      totalItems: 2,
    });
  });

  it('filters only on what it answers', async () => {
    const res = await call('QueryNames', a.admin.token, {
      filters: [{ name: 'allFlyHours', compare: 'gt', value: 100 }],
    });
    expect(failure(res)).toMatchObject({ status: 400, code: 'VALIDATION' });
    const byModel = await call('QueryNames', a.admin.token, {
      fixedFilters: [{ name: 'model', value: model.id }],
      filters: [{ name: 'name', compare: 'contains', value: 'B-' }],
    });
    expect(byModel.statusCode, byModel.body).toBe(200);
  });

  it('filters by model, hours and dates (the spec’s fixed filter `model`)', async () => {
    const other = await makeModel(t, { name: 'DA62' });
    const p = await add(a.admin.token, { model: other.id, allFlyHours: 850, regDate: '2021-03-04' });
    const res = await call('Query', a.admin.token, {
      fixedFilters: [{ name: 'model', value: other.id }],
      filters: [
        { name: 'allFlyHours', compare: 'gt', value: 800 },
        { name: 'regDate', compare: 'eq', value: '2021-03-04' },
      ],
    });
    expect(res.json().body.items.map((x: { id: number }) => x.id)).toEqual([p.id]);
  });

  it('never answers another company’s aircraft', async () => {
    const p = await add(a.admin.token);
    const res = await call('Query', b.admin.token, { filters: [{ name: 'id', compare: 'eq', value: p.id }] });
    expect(res.json().body).toEqual({ items: [], totalItems: 0 });
  });
});

describe('POST /api/PlaneEntity/Add', () => {
  it('stores every Aircraft field in the session’s company, logged and announced', async () => {
    const res = await call('Add', editor.token, {
      name: ' B-7788 ',
      model: model.id,
      allFlyHours: 1234.567,
      ...registration,
      produceDate: '2019-05-06',
      companyId: b.companyId,
    });
    expect(res.statusCode).toBe(200);
    const created = res.json().body;
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'B-7788',
      model: model.id,
      airStatus: 1,
      airStatusSince: null,
      ...registration,
      allFlyHours: 1234.57,
      allLandings: 0,
      engineHours: null,
      manualDailyHours: null,
      manualDailyLandings: null,
      forecastWindow: 90,
      dailyHours: null,
      dailyLandings: null,
      forecastSource: null,
      countersDate: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(await row(created.id)).toMatchObject({ company_id: a.companyId, all_fly_hours: 1234.57 });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Plane, targetId: created.id });
    expect(log).toMatchObject({ job: 'Add', user_id: editor.userId });
    expect(JSON.parse(log.oper_content).changes).toMatchObject({
      name: [null, 'B-7788'],
      allFlyHours: [null, 1234.57],
    });
    expect(t.publisher.events.at(-1)).toEqual({ companyId: a.companyId, table: 'plane_entity', ids: [created.id] });
  });

  it('may use any model of the shared catalogue, including one another operator manages', async () => {
    const bModel = await makeModel(t, { manager: b.companyId });
    const p = await add(a.admin.token, { model: bModel.id });
    expect(p.model).toBe(bModel.id);
  });

  it('requires the tail number and the model, with clear messages, writing nothing', async () => {
    const before = await logCount(t);
    expect(failure(await call('Add', a.admin.token, { model: model.id }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请输入国籍登记号',
    });
    expect(failure(await call('Add', a.admin.token, { name: 'B-0001' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      msg: '请选择机型',
    });
    expect(failure(await call('Add', a.admin.token, { name: 'B-0001' }, 'en-US')).msg).toBe('Please choose the model');
    expect(failure(await call('Add', a.admin.token, { name: 'B-0001', model: 999999 })).msg).toBe('机型不存在');
    expect(failure(await call('Add', a.admin.token, { name: 'B-0001', model: model.id, allFlyHours: -1 })).msg).toBe(
      '总飞行小时数值格式不正确',
    );
    expect(failure(await call('Add', a.admin.token, { name: 'B-0001', model: model.id, allFlyHours: '12' })).msg).toBe(
      '总飞行小时数值格式不正确',
    );
    expect(
      failure(await call('Add', a.admin.token, { name: 'B-0001', model: model.id, regDate: '2024/01/01' })).msg,
    ).toBe('日期格式不正确');
    const impossible = await call('Add', a.admin.token, { name: 'B-0001', model: model.id, airDate: '2023-02-30' });
    expect(impossible.json()).toMatchObject({
      code: 'VALIDATION',
      msg: '日期格式不正确',
      errors: [{ field: 'airDate' }],
    });
    expect(await t.db.kysely.selectFrom('plane_entity').select('id').where('name', '=', 'B-0001').execute()).toEqual(
      [],
    );
    expect(await logCount(t)).toBe(before);
  });

  it('keeps tail numbers unique within the company, not across companies', async () => {
    await add(a.admin.token, { name: 'B-9911' });
    expect(failure(await call('Add', a.admin.token, { name: 'B-9911', model: model.id }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '国籍登记号 B-9911 已存在',
    });
    await add(b.admin.token, { name: 'B-9911' });
  });

  it('compares tail numbers after normalisation: a full-width B-７７０１ is the stored B-7701', async () => {
    const stored = await add(a.admin.token, { name: ' B-７７０１ ' });
    expect(stored.name).toBe('B-7701');
    expect(failure(await call('Add', a.admin.token, { name: 'B-7701', model: model.id }))).toEqual({
      status: 409,
      code: 'CONFLICT',
      msg: '国籍登记号 B-7701 已存在',
    });
    const other = await add(a.admin.token, { name: 'B-7702' });
    const renamed = await call('Update', a.admin.token, { id: other.id, name: 'Ｂ－７７０１' });
    expect(failure(renamed)).toMatchObject({ status: 409, msg: '国籍登记号 B-7701 已存在' });
  });

  it('refuses invisible and control characters and answers the length limit, naming the field', async () => {
    const before = await logCount(t);
    for (const name of ['B-77\u200B03', 'B-\u202E3077', '\uFEFFB-7703', 'B-77\u000703', 'B-77\n03']) {
      const res = await call('Add', a.admin.token, { name, model: model.id });
      expect(failure(res), JSON.stringify(name)).toEqual({
        status: 400,
        code: 'VALIDATION',
        msg: 'name 含有不可见字符或控制字符',
      });
      expect(res.json().errors).toEqual([{ field: 'name', message: 'name 含有不可见字符或控制字符' }]);
    }
    const long = await call('Add', a.admin.token, { name: 'B'.repeat(31), model: model.id }, 'en-US');
    expect(failure(long)).toEqual({ status: 400, code: 'VALIDATION', msg: 'name can have at most 30 characters' });
    expect(long.json().errors).toEqual([{ field: 'name', message: 'name can have at most 30 characters' }]);
    const remarks = await call('Add', a.admin.token, { name: 'B-7703', model: model.id, seri: 'x'.repeat(201) });
    expect(failure(remarks).msg).toBe('seri 不能超过 200 个字符');
    expect(await logCount(t)).toBe(before);
  });

  it('needs the plane-entity Add function', async () => {
    const viewer = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Edit'] }]);
    expect(failure(await call('Add', viewer.token, { name: 'B-0002', model: model.id })).status).toBe(403);
  });
});

describe('POST /api/PlaneEntity/Update', () => {
  it('changes the given fields, including the total flight hours, logged', async () => {
    const p = await add(a.admin.token, { allFlyHours: 100, ownerName: 'Old owner' });
    const res = await call('Update', editor.token, { id: p.id, allFlyHours: 120.5, ownerName: null, seri: 'SN-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ ...p, allFlyHours: 120.5, ownerName: null, seri: 'SN-1' });
    expect(await row(p.id)).toMatchObject({ all_fly_hours: 120.5, owner_name: null, seri: 'SN-1', name: p.name });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Plane, targetId: p.id });
    expect(JSON.parse(log.oper_content)).toEqual({
      name: p.name,
      changes: { allFlyHours: [100, 120.5], ownerName: ['Old owner', null], seri: [null, 'SN-1'] },
    });
  });

  it('renames within the company’s unique tail numbers and changes the model', async () => {
    await add(a.admin.token, { name: 'B-5501' });
    const p = await add(a.admin.token);
    expect(failure(await call('Update', a.admin.token, { id: p.id, name: 'B-5501' })).status).toBe(409);
    const other = await makeModel(t);
    const res = await call('Update', a.admin.token, { id: p.id, name: 'B-5502', model: other.id });
    expect(res.json().body).toMatchObject({ name: 'B-5502', model: other.id });
    expect(failure(await call('Update', a.admin.token, { id: p.id, model: null })).msg).toBe('请选择机型');
    expect(failure(await call('Update', a.admin.token, { id: p.id, model: 999999 })).msg).toBe('机型不存在');
    expect(failure(await call('Update', a.admin.token, { id: p.id, name: '' })).msg).toBe('请输入国籍登记号');
    expect(await row(p.id)).toMatchObject({ name: 'B-5502', model_id: other.id });
  });

  it('answers 404 for another company’s aircraft and 403 without the Edit function', async () => {
    const p = await add(a.admin.token, { allFlyHours: 5 });
    const before = await logCount(t);
    expect(failure(await call('Update', b.admin.token, { id: p.id, allFlyHours: 999 }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      msg: '记录不存在',
    });
    const viewer = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Add'] }]);
    expect(failure(await call('Update', viewer.token, { id: p.id, allFlyHours: 999 })).status).toBe(403);
    expect((await row(p.id))?.all_fly_hours).toBe(5);
    expect(await logCount(t)).toBe(before);
  });
});

describe('POST /api/PlaneEntity/Delete', () => {
  it('deletes an aircraft and logs the record', async () => {
    const p = await add(editor.token, { seri: 'S-1' });
    expect((await call('Delete', editor.token, { id: p.id })).json().body).toEqual({ id: p.id });
    expect(await row(p.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.Plane, targetId: p.id });
    // The before-image holds what was typed, not what is derived (the utilisation, createdAt).
    const {
      id: _id,
      createdAt: _at,
      dailyHours: _h,
      dailyLandings: _l,
      forecastSource: _s,
      countersDate: _d,
      airStatus: _st,
      airStatusSince: _ss,
      ...logged
    } = p;
    expect(JSON.parse(log.oper_content)).toEqual({ name: p.name, before: logged });
  });

  it('refuses while a record of a registered module depends on it, naming how many', async () => {
    const p = await add(a.admin.token);
    await sql`insert into probe_dependent (id, plane_id) values (1, ${p.id}), (2, ${p.id})`.execute(t.db.kysely);
    try {
      const before = await logCount(t);
      expect(failure(await call('Delete', a.admin.token, { id: p.id }))).toEqual({
        status: 601,
        code: 'RULE',
        msg: '该机型下还有 2 架飞机，不能删除',
      });
      expect(await row(p.id)).toBeDefined();
      expect(await logCount(t)).toBe(before);
    } finally {
      await sql`delete from probe_dependent`.execute(t.db.kysely);
    }
  });

  it('answers 404 for another company’s aircraft and 403 without the Delete function', async () => {
    const p = await add(a.admin.token);
    expect(failure(await call('Delete', b.admin.token, { id: p.id })).status).toBe(404);
    const viewer = await makeMember(t, a, [{ view: 'plane-entity', functions: ['Add', 'Edit'] }]);
    expect(failure(await call('Delete', viewer.token, { id: p.id })).status).toBe(403);
    expect(await row(p.id)).toBeDefined();
  });
});

describe('OpenAPI', () => {
  it('documents the aircraft calls with their required fields', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = doc.paths['/api/PlaneEntity/Add'].post.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['name', 'model']);
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['allFlyHours', 'regDate', 'pictures']));
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/PlaneType/Query', '/api/Brand/Add', '/api/site/Query', '/api/Unit/Delete']),
    );
  });

  it('derives the answer, the inputs and the query fields from the one declaration of PlaneEntity', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    const answerOf = (path: string) =>
      doc.paths[path].post.responses['200'].content['application/json'].schema.properties.body;
    const row = answerOf('/api/PlaneEntity/Query').properties.items.items;
    const add = doc.paths['/api/PlaneEntity/Add'].post.requestBody.content['application/json'].schema;
    const fields = fieldMapOf(PlaneEntity);
    // One field as declared (regNum: text, filterable): in the list answer, the Add body and the
    // query field map with its column.
    expect(row.properties.regNum).toMatchObject({ type: 'string', nullable: true });
    expect(add.properties.regNum).toBeDefined();
    expect(fields.regNum).toEqual({ column: 'plane_entity.reg_num', type: 'text' });
    // And so every field: answered, accepted when it has an input, filterable unless JSON.
    for (const f of fieldList(PlaneEntity)) {
      expect(row.properties, f.name).toHaveProperty(f.name);
      expect(Object.keys(add.properties).includes(f.name), f.name).toBe(f.input !== undefined);
      if (f.kind === 'json') expect(fields[f.name], f.name).toBeUndefined();
      else expect(fields[f.name]?.column, f.name).toBe(`plane_entity.${columnOf(PlaneEntity, f.name)}`);
    }
    expect(row.properties.modelName).toBeDefined();
    expect(Object.keys(answerOf('/api/PlaneEntity/QueryNames').properties.items.items.properties)).toEqual([
      'id',
      'name',
      'model',
    ]);
  });
});
