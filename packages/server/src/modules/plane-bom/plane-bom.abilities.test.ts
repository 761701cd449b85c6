import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import { type Actor, makePlane } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { type Company, testWorld } from '../../test/world';

// Row abilities of the installed components (docs/architecture.md "Row abilities"): each row answers `update`,
// `replace`, `restore` and `delete`, and the server then allows exactly those: a retired row nothing
// (bom.retiredReadOnly), restore only after a replacement (bom.nothingToRestore), delete only without history
// (bom.hasHistory), and nothing without the grant (403).

let t: TestApp;
let a: Company;
let modelId: number;
let writer: Actor;
let editor: Actor;
let executor: Actor;
let viewer: Actor;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    members: {
      writer: [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Delete'] }],
      editor: [{ view: 'plane-operation', functions: ['Edit'] }],
      executor: [{ view: 'plane-entity', functions: ['Execute'] }],
      viewer: [{ view: 'plane-entity', functions: [] }],
    },
  });
  ({ t, a, writer, editor, executor, viewer } = w);
  modelId = w.model.id;
});
afterAll(() => t.close());

type Action = 'update' | 'replace' | 'restore' | 'delete';
type Abilities = Record<Action, boolean>;

interface Row {
  id: number;
  name: string;
  original: number;
  abilities: Abilities;
}

const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/PlaneBom/${action}`, token, body });

async function ok<T = Row>(action: string, token: string, body: unknown): Promise<T> {
  const res = await call(action, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

const byPlane = (planeId: number) => ({ fixedFilters: [{ name: 'plane', compare: 'eq', value: planeId }] });
const rows = async (planeId: number, token: string) =>
  (await ok<{ items: Row[] }>('Query', token, { ...byPlane(planeId), pageSize: 100 })).items;
const historyOf = async (original: number, token: string) =>
  (
    await ok<{ items: Row[] }>('QueryRetire', token, {
      fixedFilters: [{ name: 'original', compare: 'eq', value: original }],
    })
  ).items;

/** The write of each action on a row (what the screens send). */
const writes: Record<Action, { endpoint: string; body: (id: number) => Record<string, unknown> }> = {
  update: { endpoint: 'Update', body: (id) => ({ id, remarks: 'as answered' }) },
  replace: { endpoint: 'Replace', body: (id) => ({ id, name: `Replacement of ${id}` }) },
  restore: { endpoint: 'Restore', body: (id) => ({ id }) },
  delete: { endpoint: 'Delete', body: (id) => ({ id }) },
};
const write = (action: Action, token: string, id: number) =>
  call(writes[action].endpoint, token, writes[action].body(id));

const all = (value: boolean): Abilities => ({ update: value, replace: value, restore: value, delete: value });

/**
 * An aircraft with a replaced engine (one replacement: a retired row and its current one) and a seat whose life
 * warns (5 of 100 hours left: on the life lists).
 */
async function fleetOf() {
  const plane = await makePlane(t, a.companyId, { modelId });
  const engine = await ok('Add', writer.token, { plane: plane.id, category: '发动机', name: 'Engine', seri: 'E-1' });
  const seat = await ok('Add', writer.token, {
    plane: plane.id,
    category: '机体',
    name: 'Seat',
    lifeHours: 100,
    tsnHours: 95,
  });
  const replaced = await ok('Replace', writer.token, { id: engine.id, name: 'Engine', seri: 'E-2' });
  return { plane, engine, seat, replaced };
}

describe('PlaneBom abilities: what each row answers is what the server allows', () => {
  it('answers each write by the row’s rule; writing as answered succeeds or is refused with the rule', async () => {
    const { plane, engine, seat, replaced } = await fleetOf();
    // The writes' answers carry the abilities too.
    expect(seat.abilities).toEqual({ update: true, replace: true, restore: false, delete: true });
    expect(replaced.abilities).toEqual({ update: true, replace: true, restore: true, delete: false });
    const listed = await rows(plane.id, writer.token);
    expect(listed.map((r) => [r.id, r.abilities])).toEqual([
      [replaced.id, { update: true, replace: true, restore: true, delete: false }],
      [seat.id, { update: true, replace: true, restore: false, delete: true }],
    ]);
    // The life lists answer the same abilities as the aircraft's list.
    const life = await ok<{ items: Row[] }>('QueryLife', writer.token, byPlane(plane.id));
    expect(life.items.map((r) => [r.id, r.abilities])).toEqual([[seat.id, listed[1].abilities]]);
    const summary = await ok<{ items: Row[] }>('LifeSummary', writer.token, {});
    expect(summary.items.find((r) => r.id === seat.id)?.abilities).toEqual(listed[1].abilities);

    // The retired row is read-only history: every write refused, as answered.
    const [retired] = await historyOf(engine.id, writer.token);
    expect(retired).toMatchObject({ id: engine.id, abilities: all(false) });
    for (const action of Object.keys(writes) as Action[]) {
      expectAsAnswered(await write(action, writer.token, retired.id), retired.abilities[action], 'bom.retiredReadOnly');
    }
    // Refused by the rule first (nothing changes), then what is allowed.
    expectAsAnswered(await write('delete', writer.token, replaced.id), listed[0].abilities.delete, 'bom.hasHistory');
    expectAsAnswered(
      await write('restore', writer.token, seat.id),
      listed[1].abilities.restore,
      'bom.nothingToRestore',
    );
    for (const row of listed) {
      expectAsAnswered(await write('update', writer.token, row.id), row.abilities.update, null);
    }
    expectAsAnswered(await write('restore', writer.token, replaced.id), listed[0].abilities.restore, null);
    expectAsAnswered(await write('delete', writer.token, seat.id), listed[1].abilities.delete, null);

    // The engine is current again, without history: nothing to restore, deletable; its replacement as answered.
    const after = await rows(plane.id, writer.token);
    expect(after.map((r) => [r.id, r.abilities])).toEqual([
      [engine.id, { update: true, replace: true, restore: false, delete: true }],
    ]);
    expectAsAnswered(await write('restore', writer.token, engine.id), false, 'bom.nothingToRestore');
    expectAsAnswered(await write('replace', writer.token, engine.id), after[0].abilities.replace, null);
  });

  it('answers false for what the caller may not do, and the server refuses it (403)', async () => {
    const { plane, seat, replaced } = await fleetOf();
    // Edit only: update and restore (its rule allowing), neither replace (Add) nor delete.
    const asEditor = await rows(plane.id, editor.token);
    expect(asEditor.map((r) => [r.id, r.abilities])).toEqual([
      [replaced.id, { update: true, replace: false, restore: true, delete: false }],
      [seat.id, { update: true, replace: false, restore: false, delete: false }],
    ]);
    expectAsAnswered(await write('replace', editor.token, seat.id), asEditor[1].abilities.replace, null);
    expectAsAnswered(await write('delete', editor.token, seat.id), asEditor[1].abilities.delete, null);
    // The aircraft register's Execute: every write but delete.
    const asExecutor = await rows(plane.id, executor.token);
    expect(asExecutor.map((r) => r.abilities)).toEqual([
      { update: true, replace: true, restore: true, delete: false },
      { update: true, replace: true, restore: false, delete: false },
    ]);
    expectAsAnswered(await write('delete', executor.token, seat.id), asExecutor[1].abilities.delete, null);
    // Reading only: nothing, on any list.
    const asViewer = await rows(plane.id, viewer.token);
    expect(asViewer.map((r) => r.abilities)).toEqual([all(false), all(false)]);
    const life = await ok<{ items: Row[] }>('QueryLife', viewer.token, byPlane(plane.id));
    expect(life.items.map((r) => r.abilities)).toEqual([all(false)]);
    for (const action of Object.keys(writes) as Action[]) {
      expectAsAnswered(await write(action, viewer.token, replaced.id), asViewer[0].abilities[action], null);
    }
    // The grants allowed, as answered: the editor restores, the company's administrator deletes.
    expectAsAnswered(await write('restore', editor.token, replaced.id), asEditor[0].abilities.restore, null);
    const asAdmin = await rows(plane.id, a.admin.token);
    expect(asAdmin.map((r) => r.abilities.delete)).toEqual([true, true]);
    expectAsAnswered(await write('delete', a.admin.token, seat.id), true, null);
  });
});
