import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import { type Actor, makeCompany, makeMember, makeModel } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

// Row abilities of a model's work cards (docs/architecture.md "Row abilities"): each card answers `update` and
// `delete`, and the server then allows exactly that: only company 10000 or the model's manager writes its cards
// (601 register.modelNotManager otherwise), each write with its plane-model function (403).

let t: TestApp;
let manager: Awaited<ReturnType<typeof makeCompany>>;
let model: { id: number };
let writer: Actor;
let outsider: Actor;
/** The manager's member with Add only: adds cards, may not change them. */
let adder: Actor;

beforeAll(async () => {
  t = await startTestApp();
  manager = await makeCompany(t, { name: 'Card Owner Air' });
  const other = await makeCompany(t, { name: 'Card Reader Air' });
  model = await makeModel(t, { manager: manager.companyId });
  const all = ['Add', 'Edit', 'Delete', 'Execute'];
  writer = await makeMember(t, manager, [{ view: 'plane-model', functions: all }]);
  outsider = await makeMember(t, other, [{ view: 'plane-model', functions: all }]);
  adder = await makeMember(t, manager, [{ view: 'plane-model', functions: ['Add'] }]);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) => t.call({ url: `/api/WorkCard/${action}`, token, body });

let seq = 0;
const definitionOf = (n: number) => ({ seri: `AB-${n}`, name: `Card ${n}`, version: 'R1', type: 1 });
async function newCard(token = writer.token) {
  seq++;
  const res = await call('Add', token, { planeModel: model.id, category: 1, ...definitionOf(seq) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as { id: number; seri: string; abilities: { update: boolean; delete: boolean } };
}

async function abilitiesAs(token: string, id: number) {
  const res = await call('Query', token, {
    fixedFilters: [
      { name: 'planeModel', compare: 'eq', value: model.id },
      { name: 'id', compare: 'eq', value: id },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.items[0].abilities as { update: boolean; delete: boolean };
}

/** UpdateWithItems sends the card's whole definition again. */
const update = async (token: string, id: number) => {
  const n = Number(
    (
      await t.db.kysely.selectFrom('work_card').select('seri').where('id', '=', id).executeTakeFirstOrThrow()
    ).seri.slice(3),
  );
  return call('UpdateWithItems', token, { id, ...definitionOf(n), remarks: 'as answered' });
};

describe('WorkCard abilities: what each card answers is what the server allows', () => {
  it('answers update and delete to the manager’s writer, and both succeed', async () => {
    const card = await newCard();
    expect(card.abilities).toEqual({ update: true, delete: true });
    const abilities = await abilitiesAs(writer.token, card.id);
    expectAsAnswered(await update(writer.token, card.id), abilities.update, null);
    expectAsAnswered(await call('Delete', writer.token, { id: card.id }), abilities.delete, null);
  });

  it('answers neither to another operator (601, the model’s rule) nor to a member with Add only (403)', async () => {
    const card = await newCard(adder.token);
    // The adder's own answer: no write of the card it added.
    expect(card.abilities).toEqual({ update: false, delete: false });
    const asOutsider = await abilitiesAs(outsider.token, card.id);
    expect(asOutsider).toEqual({ update: false, delete: false });
    expectAsAnswered(await update(outsider.token, card.id), asOutsider.update, 'register.modelNotManager');
    expectAsAnswered(
      await call('Delete', outsider.token, { id: card.id }),
      asOutsider.delete,
      'register.modelNotManager',
    );
    const asAdder = await abilitiesAs(adder.token, card.id);
    expectAsAnswered(await update(adder.token, card.id), asAdder.update, null);
    expectAsAnswered(await call('Delete', adder.token, { id: card.id }), asAdder.delete, null);
  });
});
