import { ObjType } from '@hangar/domain/codes';
import { MaintainItem } from '@hangar/domain/contracts/maintenance';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, failure, logCount, logRows, makeMember, makeModel, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';
import { reorderedSorters } from './maintain-item.service';

let t: TestApp;
/** An operator that manages its own model. */
let a: Company;
/** Another operator. */
let b: Company;
let platform: Actor;
/** Managed by company 10000. */
let platformModel: { id: number; name: string };
/** Managed by A. */
let ownModel: { id: number; name: string };

beforeAll(async () => {
  ({ t, a, b, platform, platformModel, ownModel } = await testWorld({
    platform: true,
    models: { platformModel: { name: 'DA40' }, ownModel: { name: 'Alpha special', manager: 'a' } },
  }));
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown, lang?: 'en-US') =>
  t.call({ url: `/api/MaintainItem/${action}`, token, body, lang });
const row = (id: number) => t.db.kysely.selectFrom('maintain_item').selectAll().where('id', '=', id).executeTakeFirst();

const oilChange = {
  name: 'Oil',
  type: 1,
  hc: 50,
  ho: 5,
  hw: 10,
  cc: null,
  co: null,
  cw: null,
  lc: null,
  lo: null,
  lw: null,
};
const annual = {
  name: 'Annual',
  type: 1,
  hc: 100,
  ho: null,
  hw: null,
  cc: '12M',
  co: 15,
  cw: 30,
  lc: null,
  lo: null,
  lw: null,
};

let seq = 0;
function itemBody(model: number, extra: Record<string, unknown> = {}) {
  seq++;
  return {
    planeModel: model,
    name: `Item ${seq}`,
    matModel: 'LW-16702',
    type: 1,
    content: 'Drain and refill engine oil; replace the filter',
    timerContent: [oilChange],
    timerSource: 1,
    timeAlign: 0,
    pos: 'Engine',
    jobCardName: 'JC-79-01',
    ...extra,
  };
}

async function addItem(token: string, model: number, extra: Record<string, unknown> = {}) {
  const res = await call('Add', token, itemBody(model, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { id: number; name: string; sorter: number; planeModel: number };
}

describe('POST /api/MaintainItem/Add', () => {
  it('adds an item to a model of company 10000, logs it and tells everyone', async () => {
    const model = await makeModel(t);
    const card = `/files/workcard/model${model.id}/c10000/0b8f6f0e-55c7-4d7b-9f57-2b8c2c4f1a11/card.pdf`;
    const res = await call('Add', platform.token, {
      ...itemBody(model.id),
      name: '100 h / 12 months inspection',
      timerContent: [annual, { ...oilChange, hc: '50', hw: '' }],
      timeAlign: 1,
      sourceContent: [{ type: 12, workSeri: 'AD 2024-01', sourceSeri: 'p. 3' }],
      subContent: [{ itemId: 3, name: 'Spark plugs' }],
      expireDateSet: '2027-03-01',
      remarks: 'Whichever first',
      files: [{ uid: 'f1', name: 'card.pdf', size: 100, url: card }],
      cid: b.companyId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = res.json().body;
    expect(item).toEqual({
      id: expect.any(Number),
      planeModel: model.id,
      name: '100 h / 12 months inspection',
      matModel: 'LW-16702',
      type: 1,
      content: 'Drain and refill engine oil; replace the filter',
      timerContent: [annual, { ...oilChange, hw: null }],
      timerSource: 1,
      timeAlign: 1,
      sourceContent: [{ type: 12, workSeri: 'AD 2024-01', sourceSeri: 'p. 3' }],
      subContent: [{ itemId: 3, name: 'Spark plugs' }],
      pos: 'Engine',
      jobCardName: 'JC-79-01',
      expireDateSet: '2027-03-01 00:00:00',
      remarks: 'Whichever first',
      disabled: 0,
      approved: 0,
      files: [{ uid: 'f1', name: 'card.pdf', size: 100, url: card }],
      sorter: 1,
      // The platform administrator may do everything with it (docs/architecture.md "Row abilities").
      abilities: { update: true, delete: true, enable: true, disable: true, approve: true, deApprove: true },
    });
    expect(await row(item.id)).toMatchObject({ model_id: model.id, sorter: 1, approved: 0, disabled: 0 });
    const [log] = await logRows(t, 10000, { targetType: ObjType.MaintainItem, targetId: item.id });
    expect(log).toMatchObject({ job: 'Add', user_id: platform.userId });
    expect(JSON.parse(log.oper_content).changes.name).toEqual([null, '100 h / 12 months inspection']);
    expect(t.publisher.events.at(-1)).toEqual({ companyId: null, table: 'maintain_item', ids: [item.id] });
    // The next item goes to the end of the model's list.
    expect((await addItem(platform.token, model.id)).sorter).toBe(2);
  });

  it('lets the model’s managing operator add to its own model', async () => {
    const item = await addItem(a.admin.token, ownModel.id);
    expect(item.planeModel).toBe(ownModel.id);
  });

  it('refuses a company that neither is 10000 nor manages the model, and writes nothing', async () => {
    const before = await logCount(t);
    for (const model of [platformModel.id, ownModel.id]) {
      const res = await call('Add', b.admin.token, itemBody(model, { name: 'Intruder' }));
      expect(failure(res)).toEqual({
        status: 601,
        code: 'RULE',
        msg: '只有平台方或该机型的管理机构可以修改该机型',
      });
    }
    const intruders = await t.db.kysely
      .selectFrom('maintain_item')
      .select('id')
      .where('name', '=', 'Intruder')
      .execute();
    expect(intruders).toEqual([]);
    expect(await logCount(t)).toBe(before);
  });

  it('answers the spec’s required-field messages (model document §5)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, '名称不能为空'],
      [{ type: undefined }, '维修类型不能为空'],
      [{ type: 42 }, '维修类型不能为空'],
      [{ content: '' }, '检修要求不能为空'],
      [{ timerSource: undefined }, '计时类型不能为空'],
      [{ timerSource: 7 }, '计时类型不能为空'],
      [{ timeAlign: undefined }, '对齐方式不能为空'],
      [{ timerContent: [{ ...oilChange, name: '' }] }, '所有时控项必须命名'],
      [{ timerContent: [{ ...oilChange, name: 'Oil', type: null }] }, '时控项Oil必须选择时控方式'],
    ];
    for (const [change, msg] of cases) {
      const res = await call('Add', platform.token, { ...itemBody(platformModel.id), ...change });
      expect(failure(res), JSON.stringify(change)).toEqual({ status: 400, code: 'VALIDATION', msg });
    }
    const en = await call(
      'Add',
      platform.token,
      { ...itemBody(platformModel.id), timerContent: [oilChange, { ...annual, name: 'Oil' }] },
      'en-US',
    );
    expect(failure(en).status).toBe(400);
    expect(res400Field(en)).toBe('timerContent.1.name');
  });

  it('refuses an unknown model (404), a stray field (400) and a member without the function (403)', async () => {
    expect(failure(await call('Add', platform.token, itemBody(999999))).status).toBe(404);
    const stray = await call('Add', platform.token, { ...itemBody(platformModel.id), approved: 1 });
    expect(failure(stray)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的字段 approved' });
    const viewer = await makeMember(t, a, [{ view: 'plane-model', functions: [] }]);
    const res = await call('Add', viewer.token, itemBody(ownModel.id));
    expect(failure(res)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
    // One grant for the model screen: the plane-model view's Add writes the model's items as well.
    const writer = await makeMember(t, a, [{ view: 'plane-model', functions: ['Add'] }]);
    const added = await call('Add', writer.token, itemBody(ownModel.id));
    expect(added.statusCode, added.body).toBe(200);
  });
});

function res400Field(res: { json: () => unknown }): string | undefined {
  return (res.json() as { errors?: { field: string }[] }).errors?.[0]?.field;
}

describe('POST /api/MaintainItem/Query and QueryById', () => {
  it('lets every company read a model’s items in drag order, with search', async () => {
    const model = await makeModel(t);
    const first = await addItem(platform.token, model.id, { name: 'Fuel filter' });
    const second = await addItem(platform.token, model.id, { name: 'ELT battery' });
    const plain = await makeMember(t, b, []);
    const res = await call('Query', plain.token, {
      fixedFilters: [{ name: 'planeModel', compare: 'eq', value: model.id }],
      pageSize: 200,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.totalItems).toBe(2);
    expect(res.json().body.items.map((i: { id: number }) => i.id)).toEqual([first.id, second.id]);
    const search = await call('Query', plain.token, {
      fixedFilters: [{ name: 'planeModel', compare: 'eq', value: model.id }],
      filters: [{ name: 'name', compare: 'contains', value: 'elt' }],
    });
    expect(search.json().body.items.map((i: { name: string }) => i.name)).toEqual(['ELT battery']);
    const one = await call('QueryById', plain.token, { tagId: second.id });
    expect(one.json().body).toMatchObject({ id: second.id, name: 'ELT battery', pos: 'Engine' });
    expect(failure(await call('QueryById', plain.token, { tagId: 999999 })).status).toBe(404);
  });

  it('answers exactly what the endpoint contracts declare (the declaration’s row)', async () => {
    const model = await makeModel(t);
    const item = await addItem(platform.token, model.id);
    const res = await call('Query', a.admin.token, {
      fixedFilters: [{ name: 'planeModel', compare: 'eq', value: model.id }],
    });
    expect(() => MaintainItem.api.Query.output.parse(res.json().body)).not.toThrow();
    const [listed] = res.json().body.items;
    expect(Object.keys(listed).sort()).toEqual(Object.keys(MaintainItem.api.QueryById.output.shape).sort());
    // Lists left out are answered empty.
    expect(listed).toMatchObject({ id: item.id, sourceContent: [], subContent: [], files: [] });
  });

  it('refuses an unknown filter field', async () => {
    const res = await call('Query', a.admin.token, { filters: [{ name: 'model_id', compare: 'eq', value: 1 }] });
    expect(failure(res)).toEqual({ status: 400, code: 'VALIDATION', msg: '不支持的查询字段 model_id' });
  });
});

describe('POST /api/MaintainItem/Update', () => {
  it('changes an item and logs the changed fields', async () => {
    const item = await addItem(a.admin.token, ownModel.id, { name: 'Brake wear' });
    const res = await call('Update', a.admin.token, {
      ...itemBody(ownModel.id, { name: 'Brake wear check', timerContent: [annual] }),
      id: item.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ id: item.id, name: 'Brake wear check', timerContent: [annual] });
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.MaintainItem, targetId: item.id });
    const changes = JSON.parse(log.oper_content).changes;
    expect(log.job).toBe('Update');
    expect(changes.name).toEqual(['Brake wear', 'Brake wear check']);
    expect(changes.timerContent).toEqual([[oilChange], [annual]]);
    expect(changes.content).toBeUndefined();
  });

  it('refuses moving an item to another model, a non-manager, and a missing item', async () => {
    const item = await addItem(a.admin.token, ownModel.id, { name: 'Stays' });
    const move = await call('Update', a.admin.token, { ...itemBody(platformModel.id), id: item.id });
    expect(failure(move).status).toBe(400);
    const other = await call('Update', b.admin.token, { ...itemBody(ownModel.id, { name: 'Taken' }), id: item.id });
    expect(failure(other)).toMatchObject({ status: 601, code: 'RULE' });
    expect((await row(item.id))?.name).toBe('Stays');
    const missing = await call('Update', a.admin.token, { ...itemBody(ownModel.id), id: 999999 });
    expect(failure(missing)).toEqual({ status: 404, code: 'NOT_FOUND', msg: '记录不存在' });
  });
});

describe('state calls: Approve, DeApprove, Disable, Enable', () => {
  it('set their flag, log it, and refuse non-managers', async () => {
    const item = await addItem(platform.token, platformModel.id);
    const steps: [string, Record<string, number>][] = [
      ['Approve', { approved: 1 }],
      ['Disable', { disabled: 1 }],
      ['DeApprove', { approved: 0 }],
      ['Enable', { disabled: 0 }],
    ];
    for (const [action, expected] of steps) {
      const res = await call(action, platform.token, { id: item.id, name: item.name, planeModel: platformModel.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().body).toMatchObject(expected);
      expect(await row(item.id)).toMatchObject(expected);
      const [log] = await logRows(t, 10000, { targetType: ObjType.MaintainItem, targetId: item.id });
      expect(log.job).toBe(action);
    }
    const before = await logCount(t);
    const refused = await call('Approve', a.admin.token, { id: item.id });
    expect(failure(refused)).toMatchObject({ status: 601, code: 'RULE' });
    expect((await row(item.id))?.approved).toBe(0);
    expect(await logCount(t)).toBe(before);
  });
});

describe('POST /api/MaintainItem/Delete', () => {
  it('deletes an unused item with its before-image in the log', async () => {
    const item = await addItem(a.admin.token, ownModel.id, { name: 'Gone soon' });
    const res = await call('Delete', a.admin.token, { id: item.id, name: item.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(await row(item.id)).toBeUndefined();
    const [log] = await logRows(t, a.companyId, { targetType: ObjType.MaintainItem, targetId: item.id });
    expect(JSON.parse(log.oper_content).before).toMatchObject({ name: 'Gone soon', planeModel: ownModel.id });
  });

  it('refuses an item an aircraft uses, and a model that still has items', async () => {
    const model = await makeModel(t, { manager: a.companyId });
    const item = await addItem(a.admin.token, model.id, { name: 'Used' });
    const plane = await makePlane(t, b.companyId, { modelId: model.id });
    const imported = await t.call({
      url: '/api/MaintainCtrl/BatchAdd',
      token: b.admin.token,
      body: { id: plane.id, idExt: String(item.id) },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const res = await call('Delete', a.admin.token, { id: item.id });
    expect(failure(res)).toEqual({
      status: 601,
      code: 'RULE',
      msg: '该维修项目已导入 1 架飞机的维修控制，不能删除，可以停用',
    });
    expect(await row(item.id)).toBeDefined();
    const emptyModel = await makeModel(t, { manager: a.companyId });
    await addItem(a.admin.token, emptyModel.id);
    const modelDelete = await t.call({
      url: '/api/PlaneModel/Delete',
      token: a.admin.token,
      body: { id: emptyModel.id },
    });
    expect(failure(modelDelete)).toEqual({ status: 601, code: 'RULE', msg: '该机型下还有 1 个维修项目，不能删除' });
  });

  it('refuses a non-manager', async () => {
    const item = await addItem(a.admin.token, ownModel.id);
    expect(failure(await call('Delete', b.admin.token, { id: item.id })).status).toBe(601);
    expect(await row(item.id)).toBeDefined();
  });
});

describe('POST /api/MaintainItem/Reorder', () => {
  it('gives the dragged rows the sorter values they hold, in their new order', async () => {
    const model = await makeModel(t);
    const items = [];
    for (let i = 0; i < 4; i++) items.push(await addItem(platform.token, model.id));
    const [i1, i2, i3, i4] = items.map((i) => i.id);
    // Rows 2..4 dragged into the order 4, 2, 3; row 1 keeps its place.
    const res = await call('Reorder', platform.token, { model: model.id, ids: [i4, i2, i3] });
    expect(res.statusCode, res.body).toBe(200);
    const list = await call('Query', platform.token, {
      fixedFilters: [{ name: 'planeModel', compare: 'eq', value: model.id }],
    });
    expect(list.json().body.items.map((i: { id: number }) => i.id)).toEqual([i1, i4, i2, i3]);
    const [log] = await logRows(t, 10000, { targetType: ObjType.Model, targetId: model.id });
    expect(log.job).toBe('Reorder');
  });

  it('refuses ids of another model, repeated ids and a non-manager', async () => {
    const own = await addItem(a.admin.token, ownModel.id);
    const foreign = await addItem(platform.token, platformModel.id);
    const mixed = await call('Reorder', a.admin.token, { model: ownModel.id, ids: [own.id, foreign.id] });
    expect(failure(mixed)).toEqual({ status: 400, code: 'VALIDATION', msg: '排序的维修项目不正确' });
    const twice = await call('Reorder', a.admin.token, { model: ownModel.id, ids: [own.id, own.id] });
    expect(failure(twice).status).toBe(400);
    const outsider = await call('Reorder', b.admin.token, { model: ownModel.id, ids: [own.id] });
    expect(failure(outsider).status).toBe(601);
  });

  it('keeps strictly increasing sorters when stored ones repeat', () => {
    const next = reorderedSorters(
      new Map([
        [1, 5],
        [2, 5],
        [3, 2],
      ]),
      [2, 3, 1],
    );
    expect([...next.entries()]).toEqual([
      [2, 2],
      [3, 5],
      [1, 6],
    ]);
  });
});
