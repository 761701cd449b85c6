import { addDays, todayIn } from '@hangar/domain/dates';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../app';
import { rule } from '../../platform/http/errors';
import type { ServerModule } from '../../platform/registry';
import { type Actor, failure, makeCompany, makeMember, makeModel, makePlane } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { setLicence } from '../../test/licences';

// The sign-off raises `recordSigned` (platform/registry.ts) in its transaction: a module registered beside the
// application's, as the AD register will be, sees each sign-off, and a subscriber's refusal undoes it.

let t: TestApp;
let a: Awaited<ReturnType<typeof makeCompany>>;
let writer: Actor & { employId: number };
let modelId: number;
let today: string;
/** Set: the probe refuses the next sign-off. */
let refuse = false;

const probe: ServerModule = {
  name: 'Probe',
  routes: [],
  on: {
    recordSigned: async (ctx, event) => {
      if (refuse) throw rule('task.alreadyClosed');
      await sql`insert into probe_signed (company_id, plane_id, task_id, ctrl_id) values (${event.companyId}, ${event.planeId}, ${event.taskId}, ${event.maintainCtrl})`.execute(
        ctx.db,
      );
    },
  },
};

beforeAll(async () => {
  t = await startTestApp({}, { modules: [...serverModules, probe] });
  await sql`create table probe_signed (company_id integer, plane_id integer, task_id integer, ctrl_id integer)`.execute(
    t.db.kysely,
  );
  a = await makeCompany(t, { name: 'Alpha Air' });
  modelId = (await makeModel(t)).id;
  today = todayIn(t.config.timeZone);
  writer = await makeMember(t, a, [{ view: 'plane-operation', functions: ['Add', 'Close'] }]);
  await setLicence(t.db.kysely, writer.employId, {
    no: 'CAAC-123',
    type: 'B1',
    expires: `${addDays(today, 30)} 00:00:00`,
  });
});
afterAll(() => t.close());

const call = (action: string, body: unknown) =>
  t.call({ url: `/api/MaintainTask/${action}`, token: writer.token, body, lang: 'en-US' });

async function draft() {
  const plane = await makePlane(t, a.companyId, { modelId, allFlyHours: 1200.5 });
  const res = await call('Add', {
    type: 8,
    plane: plane.id,
    issueCondition: 'Left flap hinge',
    description: 'Replaced the hinge bolt',
    flyHours: 1200.5,
    workDate: today,
    workPerson: writer.userId,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { planeId: plane.id, taskId: (res.json().body as { id: number }).id };
}

const signedRows = () =>
  t.db.kysely
    .selectFrom('probe_signed' as never)
    .selectAll()
    .execute();
const closedOf = async (id: number) =>
  (await t.db.kysely.selectFrom('maintain_task').select('closed').where('id', '=', id).executeTakeFirstOrThrow())
    .closed;

describe('recordSigned', () => {
  it('reaches a subscriber with the company, aircraft, record and control item, once per sign-off', async () => {
    const { planeId, taskId } = await draft();
    expect(await signedRows()).toEqual([]);
    const res = await call('Close', { id: taskId });
    expect(res.statusCode, res.body).toBe(200);
    expect(await signedRows()).toEqual([
      { company_id: a.companyId, plane_id: planeId, task_id: taskId, ctrl_id: null },
    ]);
  });

  it('runs in the sign-off’s transaction: a subscriber that refuses leaves the record unsigned', async () => {
    const { planeId, taskId } = await draft();
    const before = (await signedRows()).length;
    refuse = true;
    try {
      expect(failure(await call('Close', { id: taskId }))).toMatchObject({ status: 601, code: 'RULE' });
    } finally {
      refuse = false;
    }
    expect(await closedOf(taskId)).toBe(0);
    const links = await t.db.kysely.selectFrom('record_sign').select('seq').where('plane_id', '=', planeId).execute();
    expect(links).toEqual([]);
    expect(await signedRows()).toHaveLength(before);
  });
});
