import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import type { Actor } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { setLicence } from '../../test/licences';
import { testWorld } from '../../test/world';

// Row abilities of the MEL module (docs/architecture.md "Row abilities"): MMEL rows answer update/delete by the
// plane-model functions and the model's rule, MEL rows by the deferral screen's functions, deferral rows
// extend/close by the functions and deferralRefusal (closed, extended once); each write then does exactly that.

let t: TestApp;
let platform: Actor;
let lead: Actor & { employId: number };
let viewer: Actor;
let outsider: Actor;
let modelId: number;
let planeId: number;

beforeAll(async () => {
  const w = await testWorld({
    platform: true,
    models: { model: {} },
    planes: { plane: { model: 'model' } },
    members: {
      lead: [
        { view: 'maintain-deferral', functions: ['Add', 'Edit', 'Delete', 'Close'] },
        { view: 'plane-operation', functions: ['Add', 'Edit'] },
      ],
      viewer: [{ view: 'maintain-deferral', functions: [] }],
      outsider: { grants: [{ view: 'plane-model', functions: ['Add', 'Edit', 'Delete'] }], company: 'b' },
    },
  });
  ({ t, platform, lead, viewer, outsider } = w);
  modelId = w.model.id;
  planeId = w.plane.id;
  const today = todayIn(t.config.timeZone);
  await setLicence(t.db.kysely, lead.employId, { no: 'CAAC-1', type: 'B1', expires: `${addDays(today, 30)} 00:00:00` });
});
afterAll(() => t.close());

const call = (path: string, token: string, body: unknown) => t.call({ url: `/api/${path}`, token, body });
const bodyOf = async (path: string, token: string, body: unknown) => {
  const res = await call(path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};
const byModel = { fixedFilters: [{ name: 'planeModel', compare: 'eq', value: 0 }] };

describe('row abilities', () => {
  it('MMEL rows: the model’s writers may update and delete, another company may not', async () => {
    const item = { planeModel: modelId, ata: '33', title: 'Light', category: 'C' };
    await bodyOf('MmelItem/Add', platform.token, { ...item, itemNo: '33-1' });
    const spare = await bodyOf('MmelItem/Add', platform.token, { ...item, itemNo: '33-2' });
    const query = { fixedFilters: [{ ...byModel.fixedFilters[0], value: modelId }] };
    const theirs = (await bodyOf('MmelItem/Query', outsider.token, query)).items[0];
    expect(theirs.abilities).toEqual({ update: false, delete: false });
    expectAsAnswered(
      await call('MmelItem/Update', outsider.token, { id: theirs.id, title: 'x' }),
      false,
      'register.modelNotManager',
    );
    expectAsAnswered(
      await call('MmelItem/Delete', outsider.token, { id: theirs.id }),
      false,
      'register.modelNotManager',
    );
    const mine = (await bodyOf('MmelItem/Query', platform.token, query)).items.find(
      (r: { id: number }) => r.id === spare.id,
    );
    expect(mine.abilities).toEqual({ update: true, delete: true });
    expectAsAnswered(await call('MmelItem/Update', platform.token, { id: mine.id, title: 'Lamp' }), true, null);
    expectAsAnswered(await call('MmelItem/Delete', platform.token, { id: mine.id }), true, null);
  });

  it('MEL rows: the deferral screen’s functions', async () => {
    await bodyOf('MelItem/Derive', lead.token, { planeModel: modelId });
    const query = { fixedFilters: [{ ...byModel.fixedFilters[0], value: modelId }] };
    const seen = (await bodyOf('MelItem/Query', viewer.token, query)).items[0];
    expect(seen.abilities).toEqual({ update: false, delete: false });
    expectAsAnswered(await call('MelItem/Update', viewer.token, { id: seen.id, remarks: 'x' }), false, null);
    expectAsAnswered(await call('MelItem/Delete', viewer.token, { id: seen.id }), false, null);
    const row = (await bodyOf('MelItem/Query', lead.token, query)).items[0];
    expect(row.abilities).toEqual({ update: true, delete: true });
    expectAsAnswered(await call('MelItem/Update', lead.token, { id: row.id, remarks: 'Day only' }), true, null);
  });

  it('deferral rows: extend once, close while open, each as answered', async () => {
    const query = { fixedFilters: [{ ...byModel.fixedFilters[0], value: modelId }] };
    const item = (await bodyOf('MelItem/Query', lead.token, query)).items[0];
    const fault = await bodyOf('MaintainTask/Add', lead.token, {
      type: 100,
      plane: planeId,
      issueDate: todayIn(t.config.timeZone),
      issueCondition: 'Light out',
    });
    const added = await bodyOf('Deferral/Add', lead.token, { task: fault.id, melItem: item.id, placard: 'INOP' });
    const extend = { id: added.id, approver: 'QA', reason: 'Parts', dueDate: addDays(todayIn(t.config.timeZone), 30) };
    const asViewer = (await bodyOf('Deferral/Query', viewer.token, { task: fault.id })).items[0];
    expect(asViewer.abilities).toEqual({ extend: false, close: false });
    expectAsAnswered(await call('Deferral/Extend', viewer.token, extend), false, null);
    expectAsAnswered(await call('Deferral/Close', viewer.token, { id: added.id, reason: 'x' }), false, null);

    let row = (await bodyOf('Deferral/Query', lead.token, { task: fault.id })).items[0];
    expect(row.abilities).toEqual({ extend: true, close: true });
    expectAsAnswered(await call('Deferral/Extend', lead.token, extend), true, null);
    row = (await bodyOf('Deferral/Query', lead.token, { task: fault.id })).items[0];
    expect(row.abilities).toEqual({ extend: false, close: true });
    expectAsAnswered(await call('Deferral/Extend', lead.token, extend), false, 'deferral.extendedOnce');
    expectAsAnswered(await call('Deferral/Close', lead.token, { id: added.id, reason: 'Fixed' }), true, null);
    row = (await bodyOf('Deferral/Query', lead.token, { task: fault.id })).items[0];
    expect(row.abilities).toEqual({ extend: false, close: false });
    expectAsAnswered(
      await call('Deferral/Close', lead.token, { id: added.id, reason: 'again' }),
      false,
      'deferral.isClosed',
    );
    expectAsAnswered(await call('Deferral/Extend', lead.token, extend), false, 'deferral.isClosed');
  });
});
