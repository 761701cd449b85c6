import { addDays, todayIn } from '@hangar/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAsAnswered } from '../../test/abilities';
import type { Actor } from '../../test/factories';
import type { TestApp } from '../../test/harness';
import { testWorld } from '../../test/world';

// Row abilities of flight plans (docs/architecture.md "Row abilities"): update, delete and cancel by the flight
// plan screen's functions (Edit, Delete, Close) and flightPlanRefusal (only a planned plan); each write then does
// exactly what its row answered.

let t: TestApp;
let planner: Actor;
let viewer: Actor;
let planeId: number;
let today: string;

beforeAll(async () => {
  const w = await testWorld({
    models: { model: {} },
    planes: { plane: { model: 'model' } },
    members: {
      planner: [{ view: 'operation-flightplan', functions: ['Add', 'Edit', 'Delete', 'Close'] }],
      viewer: [{ view: 'operation-flightplan', functions: [] }],
    },
  });
  ({ t, planner, viewer } = w);
  planeId = w.plane.id;
  today = todayIn(t.config.timeZone);
});
afterAll(() => t.close());

const call = (path: string, token: string, body: unknown) => t.call({ url: `/api/${path}`, token, body });
const bodyOf = async (path: string, token: string, body: unknown) => {
  const res = await call(path, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
};
type Row = { id: number; abilities: { update: boolean; delete: boolean; cancel: boolean } };
const rowOf = async (token: string, id: number): Promise<Row> =>
  (await bodyOf('FlightPlan/Query', token, { plane: planeId })).items.find((r: Row) => r.id === id);

describe('row abilities', () => {
  it('a planned plan: the planner may change, cancel and delete it, a reader none of them', async () => {
    const added = { plane: planeId, planDate: addDays(today, 3), hours: 1, landings: 2 };
    const one = await bodyOf('FlightPlan/Add', planner.token, added);
    const seen = await rowOf(viewer.token, one.id);
    expect(seen.abilities).toEqual({ update: false, delete: false, cancel: false });
    expectAsAnswered(await call('FlightPlan/Update', viewer.token, { id: one.id, route: 'x' }), false, null);
    expectAsAnswered(await call('FlightPlan/Cancel', viewer.token, { id: one.id, reason: 'x' }), false, null);
    expectAsAnswered(await call('FlightPlan/Delete', viewer.token, { id: one.id }), false, null);
    const mine = await rowOf(planner.token, one.id);
    expect(mine.abilities).toEqual({ update: true, delete: true, cancel: true });
    expectAsAnswered(await call('FlightPlan/Update', planner.token, { id: one.id, route: 'x' }), true, null);
    expectAsAnswered(await call('FlightPlan/Cancel', planner.token, { id: one.id, reason: 'Weather' }), true, null);
    const other = await bodyOf('FlightPlan/Add', planner.token, added);
    expectAsAnswered(await call('FlightPlan/Delete', planner.token, { id: other.id }), true, null);
  });

  it('a cancelled plan: nothing, for anyone (601 naming the rule)', async () => {
    const one = await bodyOf('FlightPlan/Add', planner.token, {
      plane: planeId,
      planDate: addDays(today, 4),
      hours: 1,
      landings: 2,
    });
    await bodyOf('FlightPlan/Cancel', planner.token, { id: one.id, reason: 'Weather' });
    const row = await rowOf(planner.token, one.id);
    expect(row.abilities).toEqual({ update: false, delete: false, cancel: false });
    const rule = 'flightPlan.notPlanned';
    expectAsAnswered(await call('FlightPlan/Update', planner.token, { id: one.id, route: 'x' }), false, rule);
    expectAsAnswered(await call('FlightPlan/Cancel', planner.token, { id: one.id, reason: 'x' }), false, rule);
    expectAsAnswered(await call('FlightPlan/Delete', planner.token, { id: one.id }), false, rule);
  });
});
