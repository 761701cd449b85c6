import { DocumentDict, DocumentModule } from '@hangar/domain/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import { type Actor, makeCompany, makeMember, makeModel, makePlane } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

// Row abilities of the evaluations (docs/architecture.md "Row abilities"): each aircraft row answers whether the
// caller may evaluate it, and the server then allows exactly that: a notified row keeps its evaluation (601
// notice.withdrawFirst), only company 10000 or the model's manager evaluates (601 register.modelNotManager), with
// plane-model Execute (403).

let t: TestApp;
let manager: Awaited<ReturnType<typeof makeCompany>>;
let operator: Awaited<ReturnType<typeof makeCompany>>;
let model: { id: number };
let planes: { id: number }[];
let cad: number;
/** The manager's engineer: plane-model Execute. */
let engineer: Actor;
/** The manager's member with the view only. */
let reader: Actor;
/** The operator's engineer: plane-model Execute, but not the model's manager. */
let outsider: Actor;

beforeAll(async () => {
  t = await startTestApp();
  manager = await makeCompany(t, { name: 'Manager Aero' });
  operator = await makeCompany(t, { name: 'Operator Air' });
  model = await makeModel(t, { manager: manager.companyId });
  planes = [
    await makePlane(t, manager.companyId, { modelId: model.id }),
    await makePlane(t, operator.companyId, { modelId: model.id }),
  ];
  engineer = await makeMember(t, manager, [{ view: 'plane-model', functions: ['Execute'] }]);
  reader = await makeMember(t, manager, [{ view: 'plane-model', functions: [] }]);
  outsider = await makeMember(t, operator, [{ view: 'plane-model', functions: ['Execute'] }]);
  cad = (
    await t.db.kysely
      .insertInto('model_document')
      .values({
        module: DocumentModule.Model,
        dict: DocumentDict.CadAd,
        target: model.id,
        is_folder: 0,
        name: 'CAD2026-09',
        created_by: manager.admin.userId,
        created_at: '2026-01-01 00:00:00',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

interface Row {
  id: number | null;
  planeId: number;
  abilities: { appraise: boolean };
}

async function rows(token: string): Promise<Row[]> {
  const res = await t.call({
    url: '/api/PlaneEntity/QueryWithWorkAppraise',
    token,
    body: { tagId: cad, pageSize: 100 },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.items;
}

const appraise = (token: string, planeId: number) =>
  t.call({ url: '/api/PlaneNotice/Appraise', token, body: { appraiseId: cad, planeId, appraised: 1, fit: 1 } });

describe('PlaneNotice abilities: what each aircraft row answers is what the server allows', () => {
  it('answers appraise on rows not notified, and the server refuses a notified one with the rule', async () => {
    const first = await rows(engineer.token);
    expect(first.map((r) => r.abilities.appraise)).toEqual([true, true]);
    for (const row of first) expectAsAnswered(await appraise(engineer.token, row.planeId), true, null);
    // The first aircraft is notified: its evaluation stays until the notice is withdrawn.
    await t.db.kysely.updateTable('plane_notice').set({ state: 1 }).where('plane_id', '=', planes[0].id).execute();
    const after = await rows(engineer.token);
    expect(after.map((r) => [r.planeId, r.abilities.appraise])).toEqual([
      [planes[0].id, false],
      [planes[1].id, true],
    ]);
    for (const row of after) {
      expectAsAnswered(await appraise(engineer.token, row.planeId), row.abilities.appraise, 'notice.withdrawFirst');
    }
  });

  it('answers false to another operator (the model’s rule) and to a member without Execute (403)', async () => {
    const asOutsider = await rows(outsider.token);
    expect(asOutsider.map((r) => r.planeId)).toEqual([planes[1].id]);
    expectAsAnswered(
      await appraise(outsider.token, planes[1].id),
      asOutsider[0].abilities.appraise,
      'register.modelNotManager',
    );
    const asReader = await rows(reader.token);
    expect(asReader.map((r) => r.abilities.appraise)).toEqual([false, false]);
    expectAsAnswered(await appraise(reader.token, planes[1].id), asReader[1].abilities.appraise, null);
  });
});
