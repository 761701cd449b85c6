import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import { type Actor, makeCompany, makeMember, makeModel } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

// Row abilities of a model's maintenance items (docs/architecture.md "Row abilities"): each item answers what the
// caller may do with it, and the server then allows exactly that: only company 10000 or the model's manager
// writes its content (601 register.modelNotManager otherwise), each write with its plane-model function (403).

let t: TestApp;
let manager: Awaited<ReturnType<typeof makeCompany>>;
let other: Awaited<ReturnType<typeof makeCompany>>;
let model: { id: number };
/** The managing company's member with every plane-model function. */
let writer: Actor;
/** Another operator's member with every plane-model function. */
let outsider: Actor;
/** The managing company's member with the view only. */
let reader: Actor;

const all = ['Add', 'Edit', 'Delete', 'Execute'];

beforeAll(async () => {
  t = await startTestApp();
  manager = await makeCompany(t, { name: 'Model Owner Air' });
  other = await makeCompany(t, { name: 'Other Air' });
  model = await makeModel(t, { manager: manager.companyId });
  writer = await makeMember(t, manager, [{ view: 'plane-model', functions: all }]);
  outsider = await makeMember(t, other, [{ view: 'plane-model', functions: all }]);
  reader = await makeMember(t, manager, [{ view: 'plane-model', functions: [] }]);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) =>
  t.call({ url: `/api/MaintainItem/${action}`, token, body });

const rule = { name: 'Oil', type: 1, hc: 50, ho: null, hw: null, cc: null, co: null, cw: null };
const definition = {
  name: 'Oil change',
  type: 1,
  content: 'Change',
  timerContent: [rule],
  timerSource: 1,
  timeAlign: 0,
};

type Action = 'update' | 'delete' | 'enable' | 'disable' | 'approve' | 'deApprove';
const ENDPOINT: Record<Action, string> = {
  update: 'Update',
  enable: 'Enable',
  disable: 'Disable',
  approve: 'Approve',
  deApprove: 'DeApprove',
  // Last: it removes the item.
  delete: 'Delete',
};

async function newItem() {
  const res = await call('Add', writer.token, { planeModel: model.id, ...definition });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { id: number; abilities: Record<Action, boolean> };
}

async function abilitiesAs(token: string, id: number): Promise<Record<Action, boolean>> {
  const res = await call('Query', token, {
    fixedFilters: [
      { name: 'planeModel', compare: 'eq', value: model.id },
      { name: 'id', compare: 'eq', value: id },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.items[0].abilities;
}

const bodyOf = (action: Action, id: number) => (action === 'update' ? { id, ...definition } : { id });

describe('MaintainItem abilities: what each item answers is what the server allows', () => {
  it('answers every write to the manager’s writer, and each succeeds', async () => {
    const item = await newItem();
    expect(Object.values(item.abilities).every(Boolean)).toBe(true);
    const abilities = await abilitiesAs(writer.token, item.id);
    for (const action of Object.keys(ENDPOINT) as Action[]) {
      expect(abilities[action], action).toBe(true);
      expectAsAnswered(await call(ENDPOINT[action], writer.token, bodyOf(action, item.id)), true, null);
    }
  });

  it('answers nothing to another operator (the model’s rule, 601) nor to a member without the functions (403)', async () => {
    const item = await newItem();
    const asOutsider = await abilitiesAs(outsider.token, item.id);
    const asReader = await abilitiesAs(reader.token, item.id);
    for (const action of Object.keys(ENDPOINT) as Action[]) {
      expectAsAnswered(
        await call(ENDPOINT[action], outsider.token, bodyOf(action, item.id)),
        asOutsider[action],
        'register.modelNotManager',
      );
      expectAsAnswered(await call(ENDPOINT[action], reader.token, bodyOf(action, item.id)), asReader[action], null);
    }
    expect(Object.values(asOutsider).some(Boolean)).toBe(false);
    expect(Object.values(asReader).some(Boolean)).toBe(false);
  });
});
