import { PlaneStatus, type PlaneStatusRow } from '@hangar/domain/contracts/status';
import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { AirStatusTag } from '../../components/air-status';
import { renderWithProviders, testSession } from '../account/test-support';
import { FlightDialog } from '../flight/FlightDialog';
import { flightRow } from '../flight/test-rows';
import { answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import { FleetStatusCard } from './FleetStatusCounts';
import { PlaneStatusBadge } from './PlaneStatusBadge';
import { StatusHistory } from './StatusHistory';

// The aircraft status on the web (issue 32): the tag names the status in the palette's colours, the drawer's
// badge opens its reasons from the keyboard, the history lists each change with its cause, the dashboard card
// counts the fleet by status, and the flight dialog warns about an unserviceable aircraft and asks the reason.

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

describe('FlightDialog of an unserviceable aircraft', { timeout: 60_000 }, () => {
  const operator = testSession({ views: [{ name: 'plane-operation', functions: ['Add'] }] });

  async function fillDay(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    const day = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await user.type(within(dialog).getByLabelText('日期'), `${day}{Enter}`);
    await user.clear(within(dialog).getByLabelText('当日飞行小时'));
    await user.type(within(dialog).getByLabelText('当日飞行小时'), '1.5');
  }

  it('warns with the reasons and sends the reason it requires', async () => {
    const user = userEvent.setup();
    const calls = stubStore((call) =>
      call.url === '/api/PlaneFly/Add'
        ? answer(PlaneFly.api.Add, { ...flightRow(13), warnings: [] })
        : statusRoute(grounded)(call),
    );
    renderWithProviders(
      <FlightDialog plane={{ id: 5, name: 'B-8002' }} editing={{ state: 'add' }} onClose={() => {}} />,
      operator,
    );
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByTestId('flight-unserviceable');
    expect(within(alert).getByText('该飞机当前不可用')).toBeTruthy();
    expect(within(alert).getByText('滑油更换')).toBeTruthy();
    await fillDay(user, dialog);
    // The reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写不可用时飞行的原因')).toBeTruthy();
    expect(callsTo(calls, 'PlaneFly/Add')).toEqual([]);
    await user.type(within(dialog).getByLabelText('不可用时飞行原因'), '调机飞行');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneFly/Add')[0].body).toMatchObject({ plane: 5, unserviceableReason: '调机飞行' });
  });

  it('asks for the reason once the server refuses for want of it', async () => {
    const user = userEvent.setup();
    const message = 'B-8002 当前不可用（超期项目 滑油更换），记录飞行须填写原因';
    const calls = stubStore((call) => {
      if (call.url === '/api/PlaneFly/Add' && callsTo(calls, 'PlaneFly/Add').length === 1)
        return {
          status: 601,
          code: 'RULE',
          msg: message,
          extra: { errors: [{ field: 'unserviceableReason', message }] },
        };
      if (call.url === '/api/PlaneFly/Add') return answer(PlaneFly.api.Add, { ...flightRow(13), warnings: [] });
      // The status read as serviceable (another writer grounded it meanwhile).
      return statusRoute({ ...grounded, status: 1, reasons: [] })(call) ?? list([]);
    });
    renderWithProviders(
      <FlightDialog plane={{ id: 5, name: 'B-8002' }} editing={{ state: 'add' }} onClose={() => {}} />,
      operator,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(callsTo(calls, 'PlaneStatus/Get')).toHaveLength(1));
    expect(within(dialog).queryByTestId('flight-unserviceable')).toBeNull();
    await fillDay(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByTestId('flight-unserviceable')).toBeTruthy();
    await user.type(await within(dialog).findByLabelText('不可用时飞行原因'), '调机飞行');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(2));
    expect(callsTo(calls, 'PlaneFly/Add')[1].body).toMatchObject({ unserviceableReason: '调机飞行' });
  });
});
