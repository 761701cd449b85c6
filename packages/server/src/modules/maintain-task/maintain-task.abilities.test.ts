import { addDays, todayIn } from '@hangar/domain/dates';
import { type MessageKey, translate } from '@hangar/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import { type Actor, makeCompany, makeMember, makeModel, makePlane } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { setLicence } from '../../test/licences';

// Row abilities of the maintenance records (docs/architecture.md "Row abilities"): each record answers what the
// caller may do with it — update, delete, the workflow steps, close (sign-off) and open — and the server then
// allows exactly those, refusing the others with the record's rule (601) or for want of the grant (403).

let t: TestApp;
let company: Awaited<ReturnType<typeof makeCompany>>;
let modelId: number;
let today: string;
/** plane-operation with every function and a valid licence. */
let writer: Actor & { employId: number };
/** plane-operation Add and Edit: no sign-off, no delete. */
let editor: Actor;
/** plane-entity without functions. */
let viewer: Actor;

beforeAll(async () => {
  t = await startTestApp();
  company = await makeCompany(t, { name: 'Abilities MRO' });
  modelId = (await makeModel(t)).id;
  today = todayIn(t.config.timeZone);
  writer = await makeMember(t, company, [{ view: 'plane-operation', functions: ['Add', 'Edit', 'Delete', 'Close'] }]);
  await setLicence(t.db.kysely, writer.employId, {
    no: 'CAAC-9',
    type: 'B1',
    expires: `${addDays(today, 30)} 00:00:00`,
  });
  editor = await makeMember(t, company, [{ view: 'plane-operation', functions: ['Add', 'Edit'] }]);
  viewer = await makeMember(t, company, [{ view: 'plane-entity', functions: [] }]);
});
afterAll(() => t.close());

const call = (action: string, token: string, body: unknown) =>
  t.call({ url: `/api/MaintainTask/${action}`, token, body });

type Action = 'update' | 'delete' | 'confirm' | 'realize' | 'checkOk' | 'close' | 'open';
interface Row {
  id: number;
  closed: number;
  state: number;
  abilities: Record<Action, boolean>;
}

const ENDPOINT: Record<Action, string> = {
  update: 'UpdateWithItems',
  delete: 'Delete',
  confirm: 'Workflow/Confirm',
  realize: 'Workflow/Realize',
  checkOk: 'Workflow/CheckOk',
  close: 'Close',
  open: 'Open',
};
const bodyOf = (action: Action, id: number) =>
  action === 'update' ? { id, comments: 'as answered' } : action === 'open' ? { id, reason: 'Typo' } : { id };

async function faultOf(planeId: number): Promise<Row> {
  const res = await call('Add', writer.token, { type: 100, plane: planeId, issueDate: today, description: 'Leak' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

async function rowOf(id: number, token: string): Promise<Row> {
  const res = await call('Query', token, {
    fixedFilters: [
      { name: 'id', compare: 'eq', value: id },
      { name: 'plane', compare: 'eq', value: await planeOfTask(id) },
    ],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.items[0];
}

const planeOfTask = async (id: number) =>
  (await t.db.kysely.selectFrom('maintain_task').select('plane_id').where('id', '=', id).executeTakeFirstOrThrow())
    .plane_id;

/** The rule's message of a refusal the server answers for the row (what taskRefusal names). */
function ruleOf(action: Action, row: Row): MessageKey {
  if (action === 'update') return 'task.closedReadOnly';
  if (action === 'delete') return 'task.signedCannotDelete';
  if (action === 'close') return row.closed === 1 ? 'task.alreadyClosed' : 'task.faultNotChecked';
  if (action === 'open') return 'task.notClosed';
  return row.closed === 1 ? 'task.closedReadOnly' : 'task.stepOutOfOrder';
}

const STEP: Partial<Record<Action, 'Confirm' | 'Realize' | 'CheckOk'>> = {
  confirm: 'Confirm',
  realize: 'Realize',
  checkOk: 'CheckOk',
};

/**
 * Every action the row refuses, called by a caller holding every grant (`token`): each must be refused with the
 * record's rule (nothing changes). Then the allowed action `next` is called and must succeed.
 */
async function checkRow(row: Row, token: string, next: Action | null): Promise<void> {
  for (const action of Object.keys(ENDPOINT) as Action[]) {
    if (row.abilities[action]) continue;
    const res = await call(ENDPOINT[action], token, bodyOf(action, row.id));
    const step = STEP[action];
    const state = Math.min(Math.max(row.state, 0), 3) as 0 | 1 | 2 | 3;
    const params = step
      ? { state: translate('zh-CN', `task.state.${state}`), step: translate('zh-CN', `task.step.${step}`) }
      : undefined;
    expectAsAnswered(res, false, ruleOf(action, row), params);
  }
  if (next) {
    expect(row.abilities[next], next).toBe(true);
    expectAsAnswered(await call(ENDPOINT[next], token, bodyOf(next, row.id)), true, null);
  }
}

describe('MaintainTask abilities: what each record answers is what the server allows', () => {
  it('walks a fault through its workflow, sign-off and reopening as its abilities say', async () => {
    const plane = await makePlane(t, company.companyId, { modelId, allFlyHours: 100 });
    const added = await faultOf(plane.id);
    expect(added.abilities).toEqual({
      update: true,
      delete: true,
      confirm: true,
      realize: false,
      checkOk: false,
      close: false,
      open: false,
    });
    const walk: Action[] = ['confirm', 'realize', 'checkOk', 'close', 'open'];
    for (const next of walk) {
      const row = await rowOf(added.id, writer.token);
      await checkRow(row, writer.token, next);
    }
    // Reopened: signed before, so never deleted again; editable; the fault back at its first step.
    const reopened = await rowOf(added.id, writer.token);
    expect(reopened.abilities).toMatchObject({ update: true, delete: false, confirm: true, close: false, open: false });
    await checkRow(reopened, writer.token, 'update');
    // A draft is deleted as answered.
    const draft = await faultOf(plane.id);
    await checkRow(await rowOf(draft.id, writer.token), writer.token, 'delete');
    expect(
      (
        await call('Query', writer.token, {
          fixedFilters: [
            { name: 'id', compare: 'eq', value: draft.id },
            { name: 'plane', compare: 'eq', value: plane.id },
          ],
        })
      ).json().body.totalItems,
    ).toBe(0);
  });

  it('answers false without the grant, and the server refuses (403) whatever the record allows', async () => {
    const plane = await makePlane(t, company.companyId, { modelId, allFlyHours: 100 });
    const draft = await faultOf(plane.id);
    const asEditor = await rowOf(draft.id, editor.token);
    expect(asEditor.abilities).toEqual({
      update: true,
      delete: false,
      confirm: true,
      realize: false,
      checkOk: false,
      close: false,
      open: false,
    });
    expectAsAnswered(await call('Delete', editor.token, { id: draft.id }), false, null);
    const asViewer = await rowOf(draft.id, viewer.token);
    expect(Object.values(asViewer.abilities).every((v) => v === false)).toBe(true);
    for (const action of Object.keys(ENDPOINT) as Action[]) {
      expectAsAnswered(await call(ENDPOINT[action], viewer.token, bodyOf(action, draft.id)), false, null);
    }
  });
});
