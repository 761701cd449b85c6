import { PlaneBom } from '@hangar/domain/contracts/components';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import FleetLifePanel, { lifeFilters } from './FleetLifePanel';
import { LifeAlerts } from './LifeAlerts';
import { remainingState } from './life';
import { bomRow, lifeOf } from './test-rows';

// The dashboard's component life card (counts and the most urgent rows) and the fleet monitor's life panel
// (its aircraft and state filters).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const near = bomRow(1, {
  planeName: 'B-1234',
  name: '发动机',
  seri: 'L-100',
  life: lifeOf({ remainHours: 40, remainLandings: null, remainDays: null, warning: true }),
});
const over = bomRow(2, {
  planeName: 'B-5678',
  name: '螺旋桨',
  seri: 'P-9',
  life: lifeOf({ remainHours: null, remainLandings: -5, remainDays: null, warning: true, overdue: true }),
});

describe('remaining life figures', () => {
  it('warn at 10 % of their limit or 90 days, and are over below 0', () => {
    expect(remainingState(200, 2000 * 0.1)).toBe('warning');
    expect(remainingState(201, 2000 * 0.1)).toBe('ok');
    expect(remainingState(0, 100)).toBe('warning');
    expect(remainingState(-0.5, 100)).toBe('overdue');
    expect(remainingState(90, 90)).toBe('warning');
    expect(remainingState(91, 90)).toBe('ok');
    expect(remainingState(5, null)).toBe('ok');
    expect(remainingState(null, 90)).toBe('ok');
  });
});

describe('LifeAlerts', { timeout: 60_000 }, () => {
  it('shows the counts and the most urgent components', async () => {
    const calls = stubStore((call) =>
      call.url === '/api/PlaneBom/LifeSummary'
        ? answer(PlaneBom.api.LifeSummary, { warning: 3, overdue: 1, items: [over, near] })
        : undefined,
    );
    renderWithProviders(<LifeAlerts />);
    const card = await screen.findByTestId('life-alerts-card');
    await waitFor(() => expect(within(card).getByTestId('life-warning').textContent).toContain('3'));
    expect(within(card).getByTestId('life-overdue').textContent).toContain('1');
    expect(callsTo(calls, 'PlaneBom/LifeSummary')[0].body).toEqual({});
    const overRow = within(card).getByText('P-9').closest('tr') as HTMLElement;
    expect(within(overRow).getByText('B-5678')).toBeTruthy();
    expect(within(overRow).getByText('-5次起落')).toBeTruthy();
    expect(within(overRow).getByText('超限')).toBeTruthy();
    const nearRow = within(card).getByText('L-100').closest('tr') as HTMLElement;
    expect(within(nearRow).getByText('40小时')).toBeTruthy();
    expect(within(nearRow).getByText('临近')).toBeTruthy();
  });

  it('says so when nothing is near its limit', async () => {
    stubStore((call) =>
      call.url === '/api/PlaneBom/LifeSummary'
        ? answer(PlaneBom.api.LifeSummary, { warning: 0, overdue: 0, items: [] })
        : undefined,
    );
    renderWithProviders(<LifeAlerts />);
    expect(await screen.findByText('暂无部件寿命预警')).toBeTruthy();
  });
});

describe('FleetLifePanel', { timeout: 60_000 }, () => {
  it('filters by aircraft and by warning or overdue', async () => {
    expect(lifeFilters(null, 'all')).toEqual([]);
    expect(lifeFilters(5, 'warning')).toEqual([
      { name: 'plane', compare: 'eq', value: 5, relate: 'and' },
      { name: 'lifeState', compare: 'ge', value: 1, relate: 'and' },
    ]);
    const calls = stubStore((call) => (call.url === '/api/PlaneBom/QueryLife' ? list([over, near]) : undefined));
    renderWithProviders(<FleetLifePanel />);
    expect(await screen.findByText('P-9')).toBeTruthy();
    expect(callsTo(calls, 'PlaneBom/QueryLife')[0].body).toEqual({ filters: [], page: 1, pageSize: 10 });
    await userEvent.setup().click(screen.getByRole('button', { name: /超出寿命/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'PlaneBom/QueryLife').at(-1)?.body).toEqual({
        filters: [{ name: 'lifeState', compare: 'eq', value: 2, relate: 'and' }],
        page: 1,
        pageSize: 10,
      }),
    );
  });
});
