import { Material } from '@hangar/domain/contracts/materials';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import DashboardPage from './DashboardPage';

// The dashboard's stock warnings: for holders of product-material (below safety stock) or tool-measure
// (calibration due), linking to the screens; an empty state when nothing is due; absent and never called for
// everyone else.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const alerts = answer(Material.api.Alerts, {
  lowStock: [{ id: 11, name: 'Oil filter', model: 'CH48110-1', stock: 2, safeStock: 10 }],
  lowStockTotal: 1,
  calibration: [
    {
      id: 31,
      name: 'Torque wrench',
      model: 'TW-50',
      calibrationDue: '2026-01-05 00:00:00',
      remainDays: 12,
      overdue: false,
    },
    {
      id: 32,
      name: 'Pressure gauge',
      model: 'PG-2',
      calibrationDue: '2025-12-01 00:00:00',
      remainDays: -3,
      overdue: true,
    },
  ],
  calibrationTotal: 2,
});

const member = (views: string[]) =>
  testSession({ isAdmin: 0, admin: null, views: views.map((name) => ({ name, functions: [] })) });

describe('DashboardPage stock warnings', { timeout: 60_000 }, () => {
  it('lists materials below safety stock and tools due for calibration, with links', async () => {
    stubStore((call) => (call.url === '/api/Material/Alerts' ? alerts : list([])));
    renderWithProviders(<DashboardPage />, member(['product-material', 'tool-measure']));
    const low = await screen.findByTestId('low-stock');
    const link = within(low).getByRole('link', { name: 'CH48110-1 · Oil filter' });
    expect(link.getAttribute('href')).toBe('/product/material?id=11');
    expect(within(low).getByText('2 / 10')).toBeTruthy();
    const due = screen.getByTestId('calibration-due');
    expect(within(due).getByText('剩余 12 天')).toBeTruthy();
    expect(within(due).getByText('已过期 3 天')).toBeTruthy();
    expect(within(due).getByRole('link', { name: 'Torque wrench · TW-50' }).getAttribute('href')).toBe('/tool/measure');
  });

  it('shows the empty state to a holder of tool-measure when nothing is due', async () => {
    stubStore((call) =>
      call.url === '/api/Material/Alerts'
        ? answer(Material.api.Alerts, { lowStock: [], lowStockTotal: 0, calibration: [], calibrationTotal: 0 })
        : list([]),
    );
    renderWithProviders(<DashboardPage />, member(['tool-measure']));
    const card = await screen.findByTestId('stock-alerts-card');
    expect(await within(card).findByText('暂无库存预警')).toBeTruthy();
  });

  it('is absent and never called without either view', async () => {
    const calls = stubStore(() => list([]));
    renderWithProviders(<DashboardPage />, member(['maintain-control']));
    await screen.findByTestId('welcome-card');
    expect(screen.queryByTestId('stock-alerts-card')).toBeNull();
    expect(callsTo(calls, 'Material/Alerts')).toHaveLength(0);
  });
});
