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
  it('shows B-8002 unserviceable for its overdue items and its open fault, and every status in the fleets', async () => {
    const token = await signIn(t, demoUsers.northStarAdmin, DEMO_PASSWORD);
    const fleet = await call(token, 'Fleet', {});
    expect(fleet.planes).toHaveLength(5);
    expect(fleet.unserviceable).toBeGreaterThan(0);
    expect(fleet.serviceable).toBeGreaterThan(0);
    const b8002 = fleet.planes.find((p: { name: string }) => p.name === 'B-8002');
    expect(b8002.status).toBe(AirStatus.Unserviceable);
    const status = await call(token, 'Get', { plane: b8002.id });
    const kinds = status.reasons.map((r: { kind: string }) => r.kind);
    expect(kinds.filter((k: string) => k === 'overdueItem').length).toBeGreaterThanOrEqual(3);
    expect(kinds).toContain('openFault');
    expect(status.reasons.every((r: { grounding: boolean }) => r.grounding)).toBe(true);
    const history = await call(token, 'History', { plane: b8002.id });
    expect(history.items).toMatchObject([{ status: AirStatus.Unserviceable, cause: 'initial' }]);
    const east = await call(await signIn(t, demoUsers.eastWingAdmin, DEMO_PASSWORD), 'Fleet', {});
    expect(east.serviceable + east.deferred + east.unserviceable).toBe(7);
    // Every status is shown: B-7001 serviceable, B-7003 with its deferral, B-7102 with its overdue inspection.
    const east7 = new Map(east.planes.map((p: { name: string; status: number }) => [p.name, p.status]));
    expect(east7.get('B-7001')).toBe(AirStatus.Serviceable);
    expect(east7.get('B-7003')).toBe(AirStatus.Deferred);
    expect(east7.get('B-7102')).toBe(AirStatus.Unserviceable);
    expect(fleet.deferred).toBeGreaterThan(0);
  });

  it('running the demo again changes no status and adds no history row', async () => {
    const before = await t.db.kysely.selectFrom('plane_status_history').select('id').execute();
    await seedDemo(t.db.kysely, t.config);
    expect(await t.db.kysely.selectFrom('plane_status_history').select('id').execute()).toEqual(before);
  });
});
