import { RecordReport } from '@hangar/domain/contracts/records';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import DashboardPage from './DashboardPage';

// The dashboard's open faults (RecordReport/FaultSummary): for holders of plane-entity or plane-operation, the
// counts of faults not closed and of those pending, with a link to the maintenance records; an empty state when
// every fault is closed; absent and never called for everyone else.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const member = (views: string[]) =>
  testSession({ isAdmin: 0, admin: null, views: views.map((name) => ({ name, functions: [] })) });
const summaryOf = (open: number, pending: number) => (call: { url: string }) =>
  call.url === '/api/RecordReport/FaultSummary' ? answer(RecordReport.api.FaultSummary, { open, pending }) : list([]);

describe('DashboardPage open faults', { timeout: 60_000 }, () => {
  it('shows the counts and links to the maintenance records for holders of plane-operation', async () => {
    const calls = stubStore(summaryOf(5, 2));
    renderWithProviders(<DashboardPage />, member(['plane-operation']));
    const card = await screen.findByTestId('fault-alerts-card');
    expect(within(card).getByText('未关闭故障')).toBeTruthy();
    const link = await within(card).findByRole('link', { name: '前往维修记录处理' });
    expect(link.getAttribute('href')).toBe('/plane/operation');
    expect(within(screen.getByTestId('fault-open')).getByText('5')).toBeTruthy();
    expect(within(screen.getByTestId('fault-pending')).getByText('2')).toBeTruthy();
    expect(within(card).getByText('其中待确认')).toBeTruthy();
    expect(callsTo(calls, 'RecordReport/FaultSummary')).toHaveLength(1);
    expect(callsTo(calls, 'RecordReport/FaultSummary')[0].body).toEqual({});
  });

  it('says so when no fault is open, for holders of plane-entity', async () => {
    stubStore(summaryOf(0, 0));
    renderWithProviders(<DashboardPage />, member(['plane-entity']));
    const card = await screen.findByTestId('fault-alerts-card');
    expect(await within(card).findByText('暂无未关闭故障')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('is absent and never called without either aircraft view', async () => {
    const calls = stubStore(() => list([]));
    renderWithProviders(<DashboardPage />, member(['maintain-control']));
    await screen.findByTestId('welcome-card');
    expect(screen.queryByTestId('fault-alerts-card')).toBeNull();
    expect(callsTo(calls, 'RecordReport/FaultSummary')).toHaveLength(0);
  });
});
