import { PlaneCert } from '@hangar/domain/contracts/certificates';
import { MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import type { Fn } from '@hangar/domain/permissions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, stubStore } from '../store/test-support';
import FleetPage from './FleetPage';

// The fleet monitor's two certificate counts (PlaneCert/Summary) beside its cards: holders of plane-entity only.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const member = (views: string[], functions: Fn[] = []) =>
  testSession({ isAdmin: 0, admin: null, views: views.map((name) => ({ name, functions })) });

const summary = answer(PlaneCert.api.Summary, { expiring: 4, expired: 2, items: [] });

describe('FleetPage certificate counts', { timeout: 60_000 }, () => {
  it('shows the certificate counts beside the fleet monitor’s cards to holders of plane-entity', async () => {
    const route = (call: { url: string }) => {
      if (call.url === '/api/MaintainCtrl/FleetSummary')
        return answer(MaintainCtrl.api.FleetSummary, { overdue: 1, warning: 2, dueThisMonth: 3, dueNextMonth: 0 });
      if (call.url === '/api/PlaneCert/Summary') return summary;
      return undefined;
    };
    stubStore(route);
    const holder = renderWithProviders(<FleetPage />, member(['maintain-control', 'plane-entity']));
    const expiring = await screen.findByTestId('fleet-cert-expiring');
    expect(await within(expiring).findByText('4')).toBeTruthy();
    expect(within(expiring).getByText('90 天内到期')).toBeTruthy();
    expect(within(screen.getByTestId('fleet-cert-expired')).getByText('2')).toBeTruthy();
    holder.unmount();

    const calls = stubStore(route);
    renderWithProviders(<FleetPage />, member(['maintain-control']));
    await screen.findByTestId('fleet-summary');
    expect(screen.queryByTestId('fleet-cert-expiring')).toBeNull();
    expect(callsTo(calls, 'PlaneCert/Summary')).toHaveLength(0);
  });
});
