import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure } from './factories';
import { type TestApp, testDialect } from './harness';
import { type Company, type Member, type Model, type Plane, testWorld } from './world';

// testWorld builds what it declares: through the real endpoints, the companies' administrators are theirs, the
// members hold exactly their grants (a member without one is refused a guarded call), the models and aircraft
// belong where they were put.

let t: TestApp;
let alpha: Company;
let bravo: Company;
let adder: Member;
let plain: Member;
let inBravo: Member;
let own: Model;
let shared: Model;
let plane: Plane;
let planeOfBravo: Plane;

const world = () =>
  testWorld({
    companies: { alpha: { name: 'World Alpha', adminName: 'Ada' }, bravo: 'World Bravo' },
    models: { own: { name: 'Own model', manager: 'alpha' }, shared: {} },
    planes: { plane: { model: 'own', name: 'B-0101' }, planeOfBravo: { model: 'shared', company: 'bravo' } },
    members: {
      adder: { grants: [{ view: 'base-brand', functions: ['Add'] }], name: 'Brand adder' },
      plain: [],
      inBravo: { grants: [{ view: 'plane-entity', functions: [] }], company: 'bravo' },
    },
  });
let built: Awaited<ReturnType<typeof world>>;

beforeAll(async () => {
  built = await world();
  ({ t, alpha, bravo, adder, plain, inBravo, own, shared, plane, planeOfBravo } = built);
});
afterAll(() => t.close());

const info = async (token: string) => {
  const res = await t.call({ method: 'GET', url: '/api/User/Info', token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};

describe('testWorld', () => {
  it('creates the companies, each with its administrator signed in', async () => {
    expect(await info(alpha.admin.token)).toMatchObject({
      id: alpha.admin.userId,
      curCID: alpha.companyId,
      companyName: 'World Alpha',
      isAdmin: 1,
      curProject: alpha.projectId,
    });
    expect((await info(alpha.admin.token)).name).toBe('Ada');
    expect(await info(bravo.admin.token)).toMatchObject({ curCID: bravo.companyId, companyName: 'World Bravo' });
    expect(alpha.companyId).not.toBe(bravo.companyId);
  });

  it('gives each member exactly its grants, in its company: one without the grant is refused', async () => {
    expect(await info(adder.token)).toMatchObject({
      curCID: alpha.companyId,
      isAdmin: 0,
      views: [{ name: 'base-brand', functions: ['Add'] }],
    });
    const added = await t.call({ url: '/api/Brand/Add', token: adder.token, body: { name: 'World brand' } });
    expect(added.statusCode, added.body).toBe(200);
    const stored = await t.db.kysely
      .selectFrom('brand')
      .select('company_id')
      .where('id', '=', added.json().body.id)
      .executeTakeFirstOrThrow();
    expect(stored.company_id).toBe(alpha.companyId);
    const employ = await t.db.kysely
      .selectFrom('employ')
      .select(['company_id', 'real_name'])
      .where('id', '=', adder.employId)
      .executeTakeFirstOrThrow();
    expect(employ).toEqual({ company_id: alpha.companyId, real_name: 'Brand adder' });

    expect((await info(plain.token)).views).toEqual([]);
    const refused = await t.call({ url: '/api/Brand/Add', token: plain.token, body: { name: 'Refused brand' } });
    expect(failure(refused)).toEqual({ status: 403, code: 'FORBIDDEN', msg: '没有权限执行该操作' });
  });

  it('puts the models and aircraft where they were declared', async () => {
    expect(own).toMatchObject({ name: 'Own model', manager: alpha.companyId });
    expect(shared.manager).toBe(10000);
    const planes = await t.db.kysely
      .selectFrom('plane_entity')
      .select(['id', 'company_id', 'model_id', 'name'])
      .orderBy('id')
      .execute();
    expect(planes).toEqual([
      { id: plane.id, company_id: alpha.companyId, model_id: own.id, name: 'B-0101' },
      { id: planeOfBravo.id, company_id: bravo.companyId, model_id: shared.id, name: planeOfBravo.name },
    ]);
    // A member of the other company holding the aircraft view sees its own company's aircraft only.
    const res = await t.call({ url: '/api/PlaneEntity/Query', token: inBravo.token, body: { pageSize: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body.items.map((p: { id: number }) => p.id)).toEqual([planeOfBravo.id]);
  });

  it('signs in the platform administrator only when asked', async () => {
    expect(() => built.platform).toThrow(/platform: true/);
    const other = await testWorld({ companies: {}, platform: true });
    try {
      expect(other.platform.companyId).toBe(10000);
      expect(await other.t.db.kysely.selectFrom('company').select('id').execute()).toEqual([{ id: 10000 }]);
      const res = await other.t.call({ method: 'GET', url: '/api/User/Info', token: other.platform.token });
      expect(res.json().body.curCID).toBe(10000);
    } finally {
      await other.close();
    }
  });

  it('refuses a name given twice', async () => {
    await expect(testWorld({ members: { a: [] } })).rejects.toThrow('the name "a" is given twice');
  });

  it('starts the app with the given config', async () => {
    const single = await testWorld({ companies: { only: 'Single Air' }, config: { isMultiTenancy: false } });
    try {
      expect(single.t.config.isMultiTenancy).toBe(false);
      expect(single.t.db.dialect).toBe(testDialect);
      const res = await single.t.call({
        method: 'GET',
        url: '/api/User/Info',
        token: single.only.admin.token,
      });
      expect(res.json().body.isMultiTenancy).toBe(0);
    } finally {
      await single.close();
    }
  });
});
