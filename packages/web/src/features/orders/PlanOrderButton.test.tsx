import { CardSource, ProductionOrder } from '@hangar/domain/contracts/orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import PlanOrderButton from './PlanOrderButton';
import { candidate } from './test-rows';

// 计划工单 (issue 33), the planning dialog's entry on the fleet monitor and the maintenance list: offered to who may
// plan and fill orders; with the monitor's aircraft filter it plans for it, without it the dialog asks for one before it asks for candidates.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderButton(session = testSession(), planeId?: number) {
  const calls = stubStore((call) => {
    if (call.url === '/api/PlaneEntity/QueryNames') return list([{ id: 5, name: 'B-7001', model: 1 }]);
    if (call.url === '/api/ProductionOrder/Candidates')
      return answer(ProductionOrder.api.Candidates, [candidate(CardSource.Fault, 77, { name: 'Taxi light' })]);
    return undefined;
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PlanOrderButton planeId={planeId} />
    </ConfigProvider>,
    session,
  );
  return calls;
}

describe('PlanOrderButton', { timeout: 60_000 }, () => {
  it('opens the planning dialog, which asks for the aircraft first', async () => {
    const calls = renderButton();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '计划工单' }));
    const picker = await screen.findByLabelText('选择飞机');
    expect(callsTo(calls, 'ProductionOrder/Candidates')).toHaveLength(0);
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('B-7001'));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/Candidates')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/Candidates')[0].body).toEqual({ plane: 5, days: 30 });
    expect(await screen.findByText('Taxi light')).toBeTruthy();
  });

  it('plans for the monitor’s aircraft when it filters one', async () => {
    const calls = renderButton(testSession(), 5);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByRole('button', { name: '计划工单' }));
    expect(await screen.findByText('计划工单：B-7001')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/Candidates')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/Candidates')[0].body).toEqual({ plane: 5, days: 30 });
    expect(screen.queryByLabelText('选择飞机')).toBeNull();
  });

  it('gives focus back to the button when the dialog closes', async () => {
    renderButton(testSession(), 5);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const button = screen.getByRole('button', { name: '计划工单' });
    await user.click(button);
    expect(await screen.findByText('计划工单：B-7001')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('计划工单：B-7001')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('is not offered without the order screen’s functions', () => {
    renderButton(testSession({ isAdmin: 0, views: [{ name: 'maintain-control', functions: [] }] }));
    expect(screen.queryByRole('button', { name: '计划工单' })).toBeNull();
  });
});
