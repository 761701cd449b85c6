import { OrderState } from '@hangar/domain/contracts/orders';
import { TaskType } from '@hangar/domain/contracts/records';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAllRecords } from '../cli/verify-records';
import { signIn, startTestApp, type TestApp } from '../test/harness';
import { DEMO_PASSWORD, demoUsers, seedDemo } from './demo';

// The demo's production orders (issue 33) as a newcomer reads them: one in each state on East Wing's fleet, the
// closed one with its signed records and certificate of release to service (the chain verifies), B-7001 with none
// and serviceable, and 王芳 able to sign steps.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db.kysely, t.config);
});
afterAll(() => t.close());

async function post(token: string, url: string, body: unknown) {
  const res = await t.call({ url, token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body;
}

describe('seed-demo production orders', () => {
  it('has an order in each state, none on B-7001, the closed one with its CRS; the records verify', async () => {
    const token = await signIn(t, demoUsers.eastWingEngineer, DEMO_PASSWORD);
    const list = await post(token, '/api/ProductionOrder/Query', { pageSize: 100 });
    const rows = list.items as {
      id: number;
      state: number;
      planeName: string;
      crsTask: number | null;
      cards: number;
    }[];
    expect(new Set(rows.map((r) => r.state))).toEqual(
      new Set([OrderState.Draft, OrderState.Released, OrderState.InWork, OrderState.Inspected, OrderState.Closed, 9]),
    );
    expect(rows.some((r) => r.planeName === 'B-7001')).toBe(false);
    const closed = rows.find((r) => r.state === OrderState.Closed);
    expect(closed?.crsTask).not.toBeNull();
    const crs = await t.db.kysely
      .selectFrom('maintain_task')
      .select(['type', 'closed', 'order_id', 'sign_hash'])
      .where('id', '=', closed?.crsTask as number)
      .executeTakeFirstOrThrow();
    expect(crs).toMatchObject({ type: TaskType.Release, closed: 1, order_id: closed?.id });
    const report = await verifyAllRecords(t.db.kysely, { dataDir: t.config.dataDir });
    expect(report.problems).toEqual([]);
    // 王芳 signs the next step of the order in work.
    const inWork = rows.find((r) => r.state === OrderState.InWork);
    const detail = await post(token, '/api/ProductionOrder/Get', { id: inWork?.id });
    const next = detail.cardList[0].steps.find((s: { performedBy: number | null }) => s.performedBy === null);
    const signed = await post(token, '/api/ProductionOrder/SignStep', { step: next.id });
    expect(signed.cardList[0].steps.find((s: { id: number }) => s.id === next.id).performedName).toBe('王芳');
  });
});
