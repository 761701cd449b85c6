import { AirStatus } from '@hangar/domain/contracts/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo's aircraft statuses (issue 32): recomputed once the demo is seeded, so a newcomer sees unserviceable
// aircraft (B-8002's overdue items) beside serviceable ones, each with its reasons and a first history row.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

async function call(token: string, action: string, body: unknown) {
  const res = await t.call({ url: `/api/PlaneStatus/${action}`, token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

describe('seed-demo statuses', () => {
  it('shows B-8002 unserviceable for its overdue items and serviceable aircraft beside it', async () => {
    const token = await signIn(t, demoUsers.northStarAdmin, DEMO_PASSWORD);
    const fleet = await call(token, 'Fleet', {});
    expect(fleet.planes).toHaveLength(5);
    expect(fleet.unserviceable).toBeGreaterThan(0);
    expect(fleet.serviceable).toBeGreaterThan(0);
    const b8002 = fleet.planes.find((p: { name: string }) => p.name === 'B-8002');
    expect(b8002.status).toBe(AirStatus.Unserviceable);
    const status = await call(token, 'Get', { plane: b8002.id });
    expect(status.reasons.length).toBeGreaterThanOrEqual(3);
    expect(status.reasons.every((r: { kind: string }) => r.kind === 'overdueItem')).toBe(true);
    const history = await call(token, 'History', { plane: b8002.id });
    expect(history.items).toMatchObject([{ status: AirStatus.Unserviceable, cause: 'initial' }]);
    const east = await call(await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD), 'Fleet', {});
    expect(east.serviceable + east.deferred + east.unserviceable).toBe(7);
    expect(east.serviceable).toBeGreaterThan(0);
  });

  it('running the demo again changes no status and adds no history row', async () => {
    const before = await t.db.kysely.selectFrom('plane_status_history').select('id').execute();
    await seedDemo(t.db.kysely, t.config);
    expect(await t.db.kysely.selectFrom('plane_status_history').select('id').execute()).toEqual(before);
  });
});
