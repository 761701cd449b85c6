import { CardSource, ProductionOrder } from '@hangar/domain/contracts/orders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import PlanningDialog from './PlanningDialog';
import { candidate, orderDetail, orderRow } from './test-rows';

// The planning dialog (issue 33) against faked HTTP answers typed by the contracts: the 30-day horizon asked
// first, every candidate grouped by kind with its due and forecast, those on an order disabled and named, the
// rest selected; a changed horizon asks again; "create order" adds the order with its fields, then its cards —
// the chosen candidates and a card by hand; "add to order" fills an open order of the aircraft.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const named = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

const candidates = [
  candidate(CardSource.Ctrl, 40, {
    name: '100 h inspection',
    dueDate: '2026-03-10 00:00:00',
    dueHours: 1200,
    dueState: 1,
    forecastDate: '2026-03-08',
    workCardSeri: 'JC-05-100',
  }),
  candidate(CardSource.Ctrl, 41, { name: 'ELT battery', dueDate: '2026-03-20 00:00:00', onOrder: 'WO-2026-0003' }),
  candidate(CardSource.Ctrl, 42, { name: 'Propeller overhaul', dueDate: '2026-02-20 00:00:00', dueState: 2 }),
  candidate(CardSource.Fault, 77, { name: 'Taxi light inoperative' }),
  candidate(CardSource.Ad, 90, { name: 'CAD2025-DA40-02', dueDate: '2026-04-01 00:00:00' }),
];

function renderDialog(onClose = vi.fn(), order?: { id: number; seri: string }) {
  const calls = stubStore((call) => {
    if (call.url === '/api/ProductionOrder/Candidates') return answer(ProductionOrder.api.Candidates, candidates);
    if (call.url === '/api/ProductionOrder/Query')
      return list([orderRow(8, { state: 0, title: 'Night stop', seri: 'WO-2026-0008' })]);
    if (call.url === '/api/ProductionOrder/Add')
      return answer(ProductionOrder.api.Add, orderRow(12, { state: 0, seri: 'WO-2026-0012' }));
    if (call.url === '/api/ProductionOrder/AddCards') return answer(ProductionOrder.api.AddCards, orderDetail(12, []));
    if (call.url === '/api/Site/Query') return list([{ id: 2, name: 'Main base' }]);
    return undefined;
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PlanningDialog plane={{ id: 5, name: 'B-7001' }} order={order} onClose={onClose} />
    </ConfigProvider>,
    testSession(),
  );
  return calls;
}

const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;
const bodies = (calls: Call[], action: string) => callsTo(calls, action).map((c) => c.body);

describe('PlanningDialog', { timeout: 60_000 }, () => {
  it('previews the candidates by kind, selects those within the horizon and creates the order with them', async () => {
    const onClose = vi.fn();
    const calls = renderDialog(onClose);
    expect(await screen.findByText('计划工单：B-7001')).toBeTruthy();
    await waitFor(() => expect(bodies(calls, 'ProductionOrder/Candidates')).toEqual([{ plane: 5, days: 30 }]));
    await screen.findByText('100 h inspection');
    const items = screen.getByTestId(`plan-group-${CardSource.Ctrl}`);
    expect(within(items).getByRole('heading').textContent).toBe('到期项目 (3)');
    expect(within(items).getByText('到期 2026-03-10 / 1200 小时 · 预警').getAttribute('data-status')).toBe('warning');
    expect(within(items).getByText('预计 2026-03-08')).toBeTruthy();
    expect(within(items).getByText('工卡 JC-05-100')).toBeTruthy();
    expect(within(screen.getByTestId(`plan-group-${CardSource.Deferral}`)).getByText('无')).toBeTruthy();
    // Selected by default, except the one already on an order, which names it.
    expect(box('100 h inspection').checked).toBe(true);
    expect(box('Propeller overhaul').checked).toBe(true);
    expect(box('Taxi light').checked).toBe(true);
    expect(box('ELT battery').checked).toBe(false);
    expect(box('ELT battery').disabled).toBe(true);
    expect(screen.getByText('已在工单 WO-2026-0003')).toBeTruthy();
    expect(screen.getByText('已选 4 项')).toBeTruthy();

    // Another horizon asks again; a candidate unticked stays unticked.
    await user().click(box('Propeller overhaul'));
    const hours = screen.getByLabelText('小时');
    await user().type(hours, '50');
    await user().click(screen.getByRole('button', { name: named('预览') }));
    await waitFor(() => expect(bodies(calls, 'ProductionOrder/Candidates')).toHaveLength(2));
    expect(bodies(calls, 'ProductionOrder/Candidates')[1]).toEqual({ plane: 5, days: 30, hours: 50 });
    expect(box('Propeller overhaul').checked).toBe(false);
    expect(box('100 h inspection').checked).toBe(true);

    await user().click(screen.getByRole('button', { name: '添加手工工卡' }));
    await user().type(screen.getByLabelText('工卡名称 1'), 'Wash the aircraft');
    // The new order's title is required before anything is sent.
    await user().click(screen.getByRole('button', { name: named('创建工单') }));
    expect(await screen.findByText('请填写工单标题')).toBeTruthy();
    expect(bodies(calls, 'ProductionOrder/Add')).toHaveLength(0);
    await user().type(screen.getByLabelText('标题'), '100 h check');
    await user().click(screen.getByRole('button', { name: named('创建工单') }));

    await waitFor(() => expect(bodies(calls, 'ProductionOrder/AddCards')).toHaveLength(1));
    expect(bodies(calls, 'ProductionOrder/Add')[0]).toMatchObject({ plane: 5, title: '100 h check', site: null });
    expect(bodies(calls, 'ProductionOrder/AddCards')[0]).toEqual({
      id: 12,
      ctrl: [40],
      faults: [77],
      deferrals: [],
      ads: [90],
      manual: [{ name: 'Wash the aircraft' }],
    });
    expect(onClose).toHaveBeenCalledWith({ id: 12, seri: 'WO-2026-0012' });
  });

  it('adds the chosen cards to an open order of the aircraft', async () => {
    const onClose = vi.fn();
    const calls = renderDialog(onClose);
    await screen.findByText('100 h inspection');
    await user().click(await screen.findByRole('radio', { name: /WO-2026-0008 Night stop/ }));
    expect(screen.queryByLabelText('标题')).toBeNull();
    await user().click(box('Taxi light'));
    await user().click(screen.getByRole('button', { name: named('加入工单') }));
    await waitFor(() => expect(bodies(calls, 'ProductionOrder/AddCards')).toHaveLength(1));
    expect(bodies(calls, 'ProductionOrder/Add')).toHaveLength(0);
    expect(bodies(calls, 'ProductionOrder/AddCards')[0]).toEqual({
      id: 8,
      ctrl: [40, 42],
      faults: [],
      deferrals: [],
      ads: [90],
      manual: [],
    });
    expect(onClose).toHaveBeenCalledWith({ id: 8, seri: 'WO-2026-0008' });
  });
});
