import { MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import type { Fn } from '@hangar/domain/permissions';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import FleetPage from './FleetPage';

// The fleet monitor's component-life list (PlaneBom/QueryLife) below the control items: for holders of a view
// that reads components (plane-entity or plane-operation), nothing and no call without one.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const member = (views: string[], functions: Fn[] = []) =>
  testSession({ isAdmin: 0, admin: null, views: views.map((name) => ({ name, functions })) });

const route = (call: { url: string }) => {
  if (call.url === '/api/MaintainCtrl/FleetSummary')
    return answer(MaintainCtrl.api.FleetSummary, { overdue: 0, warning: 0, dueThisMonth: 0, dueNextMonth: 0 });
  if (call.url === '/api/PlaneBom/QueryLife') return list([]);
  return undefined;
};

describe('FleetPage component life', { timeout: 60_000 }, () => {
  it('lists the fleet’s life-limited components to holders of plane-operation', async () => {
    const calls = stubStore(route);
    renderWithProviders(<FleetPage />, member(['maintain-control', 'plane-operation']));
    expect(await screen.findByTestId('fleet-life-panel')).toBeTruthy();
    expect(screen.getByText('部件寿命')).toBeTruthy();
    expect(callsTo(calls, 'PlaneBom/QueryLife').length).toBeGreaterThan(0);
  });

  it('shows nothing of it and makes no call without a view that reads components', async () => {
    const calls = stubStore(route);
    renderWithProviders(<FleetPage />, member(['maintain-control']));
    await screen.findByTestId('fleet-summary');
    expect(screen.queryByText('部件寿命')).toBeNull();
    expect(callsTo(calls, 'PlaneBom/QueryLife')).toHaveLength(0);
  });
});
