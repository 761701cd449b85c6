import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import { type Actor, makeCompany, makeMember, makeModel, makePlane } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

// Row abilities of the flight log (docs/architecture.md "Row abilities"): each record answers `update` and
// `delete`, and the server then allows exactly those: delete only on the aircraft's latest record (601
// flight.deleteLatestOnly otherwise), and neither without the grant (403).

let t: TestApp;
let company: Awaited<ReturnType<typeof makeCompany>>;
let modelId: number;
let writer: Actor;
let editor: Actor;
let viewer: Actor;

beforeAll(async () => {
  t = await startTestApp();
  company = await makeCompany(t, { name: 'Abilities Air' });
  modelId = (await makeModel(t)).id;
  writer = await makeMember(t, company, [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Delete'] }]);
  editor = await makeMember(t, company, [{ view: 'plane-operation', functions: ['Add', 'Edit'] }]);
  viewer = await makeMember(t, company, [{ view: 'plane-entity', functions: [] }]);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/PlaneFly/${action}`, token, body });

interface Row {
  id: number;
  flyDate: string;
  abilities: { update: boolean; delete: boolean };
}

async function rows(planeId: number, token: string): Promise<Row[]> {
  const res = await call('Query', token, { fixedFilters: [{ name: 'plane', compare: 'eq', value: planeId }] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.items;
}

async function logOf(token = writer.token) {
  const plane = await makePlane(t, company.companyId, { modelId });
  const added: Row[] = [];
  for (const flyDate of ['2026-01-10', '2026-01-11', '2026-01-12']) {
    const res = await call('Add', token, { plane: plane.id, flyDate, dayFlyCount: 1, dayFlyHours: 1 });
    expect(res.statusCode, res.body).toBe(200);
    added.push(res.json().body);
  }
  return { plane, added };
}

describe('PlaneFly abilities: what each record answers is what the server allows', () => {
  it('answers delete on the latest record only; deleting as answered succeeds or is refused with the rule', async () => {
    const { plane, added } = await logOf();
    // The write's answer carries the abilities too: each added day was the latest when added.
    expect(added.map((r) => r.abilities)).toEqual(added.map(() => ({ update: true, delete: true })));
    const listed = await rows(plane.id, writer.token);
    expect(listed.map((r) => [r.flyDate.slice(0, 10), r.abilities])).toEqual([
      ['2026-01-12', { update: true, delete: true }],
      ['2026-01-11', { update: true, delete: false }],
      ['2026-01-10', { update: true, delete: false }],
    ]);
    // Refused rows first (nothing changes), then the one allowed.
    for (const row of [...listed].reverse()) {
      expectAsAnswered(
        await call('Delete', writer.token, { id: row.id }),
        row.abilities.delete,
        'flight.deleteLatestOnly',
      );
    }
    // Now the day before is the latest, and answers so.
    const after = await rows(plane.id, writer.token);
    expect(after.map((r) => r.abilities.delete)).toEqual([true, false]);
    for (const row of after) {
      expectAsAnswered(
        await call('Update', writer.token, { id: row.id, comments: 'as answered' }),
        row.abilities.update,
        null,
      );
    }
  });

  it('answers false for what the caller may not do, and the server refuses it (403)', async () => {
    const { plane } = await logOf(editor.token);
    const asEditor = await rows(plane.id, editor.token);
    expect(asEditor.map((r) => r.abilities)).toEqual(asEditor.map(() => ({ update: true, delete: false })));
    expectAsAnswered(await call('Delete', editor.token, { id: asEditor[0].id }), asEditor[0].abilities.delete, null);
    const asViewer = await rows(plane.id, viewer.token);
    expect(asViewer.map((r) => r.abilities)).toEqual(asViewer.map(() => ({ update: false, delete: false })));
    expectAsAnswered(
      await call('Update', viewer.token, { id: asViewer[0].id, comments: 'x' }),
      asViewer[0].abilities.update,
      null,
    );
    // The company's administrator holds every grant: the latest record is deletable, as answered.
    const asAdmin = await rows(plane.id, company.admin.token);
    expect(asAdmin.map((r) => r.abilities.delete)).toEqual([true, false, false]);
    expectAsAnswered(await call('Delete', company.admin.token, { id: asAdmin[0].id }), true, null);
  });
});
