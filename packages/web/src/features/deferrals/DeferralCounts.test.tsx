import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Call, callsTo, stubStore } from '../store/test-support';
import { DeferralCounts } from './DeferralCounts';

// The fleet monitor's deferral figures (issue 32): deferrals due soon and overdue, counted by Deferral/Query's state
// filter; nothing, and no call, for a user who may not read deferrals.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const counted = (call: Call) => {
  if (call.url !== '/api/Deferral/Query') return undefined;
  const { state } = call.body as { state: string };
  return { body: { items: [], totalItems: state === 'warning' ? 2 : 5 } };
};

describe('DeferralCounts', () => {
  it('counts the deferrals due soon and overdue', async () => {
    const calls = stubStore(counted);
    renderWithProviders(<DeferralCounts />);
    const warning = await screen.findByTestId('fleet-deferral-warning');
    expect(within(warning).getByText('保留临期')).toBeTruthy();
    await waitFor(() => expect(within(warning).getByText('2')).toBeTruthy());
    expect(within(screen.getByTestId('fleet-deferral-overdue')).getByText('5')).toBeTruthy();
    expect(callsTo(calls, 'Deferral/Query').map((c) => c.body)).toEqual([
      { state: 'warning', page: 1, pageSize: 1 },
      { state: 'overdue', page: 1, pageSize: 1 },
    ]);
  });

  it('shows nothing and asks nothing without a screen that reads deferrals', async () => {
    const calls = stubStore(counted);
    renderWithProviders(
      <DeferralCounts />,
      testSession({ isAdmin: 0, views: [{ name: 'maintain-control', functions: [] }] }),
    );
    expect(screen.queryByTestId('fleet-deferral-warning')).toBeNull();
    expect(callsTo(calls, 'Deferral/Query')).toHaveLength(0);
  });
});
