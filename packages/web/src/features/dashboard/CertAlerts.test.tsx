import { PlaneCert } from '@hangar/domain/contracts/certificates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { certRow } from '../certificates/test-rows';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import DashboardPage from './DashboardPage';

// The dashboard's certificate warnings: for holders of plane-entity, the counts expiring within 90 days and
// expired with the nearest rows; an empty state when nothing is due; absent and never called for everyone else.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const summary = answer(PlaneCert.api.Summary, {
  expiring: 3,
  expired: 2,
  items: [
    {
      ...certRow(2, { name: '无线电台执照', expireDate: '2026-11-01 00:00:00', daysLeft: -23, warn: 1 }),
      planeName: 'B-7001',
    },
    {
      ...certRow(1, { name: '适航证', expireDate: '2026-12-20 00:00:00', daysLeft: 26, warn: 1 }),
      planeName: 'B-7002',
    },
  ],
});

const member = (views: string[]) =>
  testSession({ isAdmin: 0, admin: null, views: views.map((name) => ({ name, functions: [] })) });

describe('DashboardPage certificate warnings', { timeout: 60_000 }, () => {
  it('shows the counts and the nearest certificates, each linking to its aircraft', async () => {
    const calls = stubStore((call) => (call.url === '/api/PlaneCert/Summary' ? summary : list([])));
    renderWithProviders(<DashboardPage />, member(['plane-entity']));
    const rows = await screen.findByTestId('cert-alert-rows');
    const card = screen.getByTestId('cert-alerts-card');
    expect(within(card).getByText('90 天内到期')).toBeTruthy();
    expect(within(screen.getByTestId('cert-expiring')).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('cert-expired')).getByText('2')).toBeTruthy();
    const expired = within(rows).getByRole('link', { name: 'B-7001 · 无线电台执照' });
    expect(expired.getAttribute('href')).toBe('/plane/entity?plane=5');
    expect(within(rows).getByText('已过期 23 天')).toBeTruthy();
    expect(within(rows).getByText('剩余 26 天')).toBeTruthy();
    expect(within(rows).getByText('2026-12-20', { exact: false })).toBeTruthy();
    expect(callsTo(calls, 'PlaneCert/Summary')).toHaveLength(1);
  });

  it('shows the empty state when no certificate is due', async () => {
    stubStore((call) =>
      call.url === '/api/PlaneCert/Summary'
        ? answer(PlaneCert.api.Summary, { expiring: 0, expired: 0, items: [] })
        : list([]),
    );
    renderWithProviders(<DashboardPage />, member(['plane-entity']));
    const card = await screen.findByTestId('cert-alerts-card');
    expect(await within(card).findByText('暂无证件到期')).toBeTruthy();
  });

  it('is absent and never called without the aircraft view', async () => {
    const calls = stubStore(() => list([]));
    renderWithProviders(<DashboardPage />, member(['maintain-control']));
    await screen.findByTestId('welcome-card');
    expect(screen.queryByTestId('cert-alerts-card')).toBeNull();
    expect(callsTo(calls, 'PlaneCert/Summary')).toHaveLength(0);
  });
});
