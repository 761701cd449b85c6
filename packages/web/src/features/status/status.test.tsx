import { PlaneStatus, type PlaneStatusRow } from '@hangar/domain/contracts/status';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AirStatusTag } from '../../components/air-status';
import { renderWithProviders } from '../account/test-support';
import { answer, type Call, callsTo, stubStore } from '../store/test-support';
import { FleetStatusCard } from './FleetStatusCounts';
import { PlaneStatusBadge } from './PlaneStatusBadge';
import { StatusHistory } from './StatusHistory';

// The aircraft status on the web (issue 32): the tag names the status in the palette's colours, the drawer's
// badge opens its reasons from the keyboard, the history lists each change with its cause, the dashboard card
// counts the fleet by status (the flight dialog's warning: flight/FlightDialog.test.tsx).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const grounded: PlaneStatusRow = {
  planeId: 5,
  planeName: 'B-8002',
  status: 3,
  since: '2026-11-20 08:30:00',
  reasons: [
    { planeId: 5, kind: 'overdueItem', grounding: true, ref: 11, title: '滑油更换', due: '2026-11-01' },
    { planeId: 5, kind: 'certificateExpired', grounding: true, ref: 3, title: '适航证 AC-1', due: '2026-10-30' },
  ],
};

const statusRoute = (status: PlaneStatusRow) => (call: Call) =>
  call.url === '/api/PlaneStatus/Get' ? answer(PlaneStatus.api.Get, status) : undefined;

describe('AirStatusTag', () => {
  it('names each status in its palette colours', () => {
    renderWithProviders(
      <>
        <AirStatusTag status={1} />
        <AirStatusTag status={2} />
        <AirStatusTag status={3} />
      </>,
    );
    expect(screen.getByText('可用').getAttribute('data-status')).toBe('fine');
    expect(screen.getByText('带保留可用').getAttribute('data-status')).toBe('warning');
    expect(screen.getByText('不可用').getAttribute('data-status')).toBe('overdue');
    expect(screen.getByText('不可用').className).toContain('hangar-status-overdue');
  });
});

describe('PlaneStatusBadge', () => {
  it('shows the status and opens its reasons and since when from the keyboard', async () => {
    const user = userEvent.setup();
    const calls = stubStore(statusRoute(grounded));
    renderWithProviders(<PlaneStatusBadge plane={5} />);
    const button = await screen.findByRole('button', { name: '适航状态: 不可用' });
    expect(callsTo(calls, 'PlaneStatus/Get').map((c) => c.body)).toEqual([{ plane: 5 }]);
    button.focus();
    await user.keyboard('{Enter}');
    const popover = await screen.findByTestId('status-popover');
    expect(within(popover).getByText('自 2026-11-20 08:30')).toBeTruthy();
    expect(within(popover).getByText('超期项目')).toBeTruthy();
    expect(within(popover).getByText('滑油更换')).toBeTruthy();
    expect(within(popover).getByText('适航证过期')).toBeTruthy();
    expect(within(popover).getByText('· 到期 2026-10-30', { exact: false })).toBeTruthy();
  });
});

describe('StatusHistory', () => {
  it('lists each change with its status, reasons and cause', async () => {
    const calls = stubStore((call) =>
      call.url === '/api/PlaneStatus/History'
        ? answer(PlaneStatus.api.History, {
            items: [
              { id: 2, planeId: 5, at: '2026-11-21 09:00:00', status: 1, reasons: [], cause: 'signed' },
              { id: 1, planeId: 5, at: '2026-11-20 08:30:00', status: 3, reasons: grounded.reasons, cause: 'daily' },
            ],
            totalItems: 2,
          })
        : undefined,
    );
    renderWithProviders(<StatusHistory plane={5} />);
    const table = await screen.findByTestId('status-history');
    await within(table).findByText('维修记录签署');
    expect(within(table).getByText('每日重算')).toBeTruthy();
    expect(within(table).getByText('2026-11-20 08:30')).toBeTruthy();
    expect(within(table).getByText('不可用')).toBeTruthy();
    expect(within(table).getByText('滑油更换')).toBeTruthy();
    expect(callsTo(calls, 'PlaneStatus/History').map((c) => c.body)).toEqual([{ plane: 5, page: 1 }]);
  });
});

describe('FleetStatusCard', () => {
  it('counts the fleet by status', async () => {
    stubStore((call) =>
      call.url === '/api/PlaneStatus/Fleet'
        ? answer(PlaneStatus.api.Fleet, {
            serviceable: 9,
            deferred: 2,
            unserviceable: 1,
            planes: [{ id: 5, name: 'B-8002', status: 3 }],
          })
        : undefined,
    );
    renderWithProviders(<FleetStatusCard />);
    const card = await screen.findByTestId('fleet-status-card');
    await waitFor(() => expect(within(screen.getByTestId('fleet-status-1')).getByText('9')).toBeTruthy());
    expect(within(card).getByText('带保留可用')).toBeTruthy();
    expect(within(screen.getByTestId('fleet-status-2')).getByText('2')).toBeTruthy();
    expect(screen.getByTestId('fleet-status-3').getAttribute('data-status')).toBe('overdue');
  });
});
