import { ProductionOrder } from '@hangar/domain/contracts/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Answer, answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import OrderPage from './OrderPage';
import { noParts, orderDetail, orderRow } from './test-rows';

// The /maintain/order screen (issue 33) against faked HTTP answers typed by the contracts: the list with its
// state tags and cards done/total, its filters sent as ProductionOrder/Query conditions, the board's columns by
// state, the calendar's bars by aircraft (named with their span, opening the order).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const today = dayjs().format('YYYY-MM-DD');
const rows = [
  orderRow(1, { state: 0, cards: 3, cardsDone: 0, title: 'A-check' }),
  orderRow(2, { state: 2, cards: 4, cardsDone: 1, plannedStart: `${today} 00:00:00` }),
  orderRow(3, {
    state: 4,
    plane: 6,
    planeName: 'B-7002',
    cards: 2,
    cardsDone: 2,
    title: 'Wheel change',
    plannedStart: `${today} 00:00:00`,
    plannedEnd: `${dayjs().add(2, 'day').format('YYYY-MM-DD')} 00:00:00`,
  }),
];

function renderPage(route: (call: Call) => Answer | undefined = () => undefined) {
  const calls = stubStore((call) => {
    const own = route(call);
    if (own) return own;
    if (call.url === '/api/ProductionOrder/Query') return list(rows);
    if (call.url === '/api/ProductionOrder/Get') return answer(ProductionOrder.api.Get, orderDetail(3, []));
    if (noParts(call.url)) return noParts(call.url);
    if (call.url === '/api/PlaneEntity/QueryNames')
      return list([
        { id: 5, name: 'B-7001', model: 1 },
        { id: 6, name: 'B-7002', model: 1 },
      ]);
    return undefined;
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <OrderPage />
    </ConfigProvider>,
    testSession(),
  );
  return calls;
}

const lastQuery = (calls: Call[]) => callsTo(calls, 'ProductionOrder/Query').at(-1)?.body as Record<string, unknown>;

describe('OrderPage', { timeout: 60_000 }, () => {
  it('lists the orders with their state, cards done/total and planned dates, and sends the filters', async () => {
    const calls = renderPage();
    const link = await screen.findByRole('button', { name: '打开工单 WO-2026-0001' });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('草稿')).toBeTruthy();
    expect(within(row).getByText('0/3')).toBeTruthy();
    expect(within(row).getByText('2026-03-02')).toBeTruthy();
    const closed = (await screen.findByRole('button', { name: '打开工单 WO-2026-0003' })).closest('tr') as HTMLElement;
    expect(within(closed).getByText('已关闭').getAttribute('data-status')).toBe('fine');
    expect(within(closed).getByText('2/2')).toBeTruthy();
    expect(screen.getByText('执行中').className).toContain('hangar-tag-gold');

    // State: a fixed condition.
    fireEvent.mouseDown(screen.getByLabelText('状态'));
    fireEvent.click(await screen.findByTitle('执行中'));
    await waitFor(() =>
      expect(lastQuery(calls).fixedFilters).toEqual([{ name: 'state', compare: 'eq', value: 2, relate: 'and' }]),
    );
    // Aircraft: another fixed condition.
    fireEvent.mouseDown(screen.getByLabelText('机号'));
    fireEvent.click(await screen.findByTitle('B-7002'));
    await waitFor(() =>
      expect(lastQuery(calls).fixedFilters).toEqual([
        { name: 'plane', compare: 'eq', value: 6, relate: 'and' },
        { name: 'state', compare: 'eq', value: 2, relate: 'and' },
      ]),
    );
    // Number or title: either contains the text.
    const search = screen.getByLabelText('工单号或标题');
    await user().type(search, 'Wheel{Enter}');
    await waitFor(() =>
      expect(lastQuery(calls).filters).toEqual([
        { name: 'seri', compare: 'contains', value: 'Wheel', relate: 'and' },
        { name: 'title', compare: 'contains', value: 'Wheel', relate: 'or' },
      ]),
    );
    // Planned from: the orders ending on or after it.
    const from = screen.getByLabelText('计划日期从');
    expect(from.tagName).toBe('INPUT');
    await user().click(from);
    await user().type(from, '2026-03-01{Enter}');
    await waitFor(() =>
      expect(lastQuery(calls).fixedFilters).toContainEqual({
        name: 'plannedEnd',
        compare: 'ge',
        value: '2026-03-01',
        relate: 'and',
      }),
    );
  });

  it('shows the board: a column per state with its orders', async () => {
    renderPage();
    await user().click(await screen.findByRole('tab', { name: '看板' }));
    const board = await screen.findByTestId('order-board');
    const column = (state: string) =>
      within(board)
        .getAllByRole('region')
        .find((r) => within(r).queryByText(state)) as HTMLElement;
    await waitFor(() => expect(within(column('草稿')).getByText('WO-2026-0001')).toBeTruthy());
    expect(within(board).getAllByRole('region')).toHaveLength(6);
    expect(within(column('执行中')).getByText('WO-2026-0002')).toBeTruthy();
    expect(within(column('已关闭')).getByText('WO-2026-0003')).toBeTruthy();
    expect(within(column('已检验')).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows the calendar by aircraft: each order a bar named by its span that opens the order', async () => {
    const calls = renderPage();
    await user().click(await screen.findByRole('tab', { name: '日历' }));
    const calendar = await screen.findByTestId('order-calendar');
    const end = dayjs().add(2, 'day').format('YYYY-MM-DD');
    const bar = await within(calendar).findByRole('button', {
      name: `WO-2026-0003 Wheel change（已关闭）：${today} 至 ${end}`,
    });
    const row = bar.closest('tr') as HTMLElement;
    expect(within(row).getByRole('rowheader').textContent).toBe('B-7002');
    expect((bar as HTMLElement).style.gridColumn).toBe('1 / 4');
    // The draft planned in March 2026 is outside the four weeks from today.
    expect(within(calendar).queryByRole('button', { name: /WO-2026-0001/ })).toBeNull();
    bar.focus();
    await user().keyboard('{Enter}');
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/Get')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/Get')[0].body).toEqual({ id: 3 });
  });

  it('adds an order in the new order dialog and shows the server’s field errors on their fields', async () => {
    let refused = false;
    const calls = renderPage((call) => {
      if (call.url !== '/api/ProductionOrder/Add') return undefined;
      if (!refused) {
        refused = true;
        return {
          status: 400,
          code: 'VALIDATION',
          msg: '计划结束日期不能早于开始日期',
          extra: { errors: [{ field: 'plannedEnd', message: '计划结束日期不能早于开始日期' }] },
        };
      }
      return answer(ProductionOrder.api.Add, orderRow(12, { seri: 'WO-2026-0012' }));
    });
    await user().click(await screen.findByRole('button', { name: '新建工单' }));
    const dialog = await waitFor(() => {
      const modal = document.querySelector('.ant-modal');
      if (!modal) throw new Error('no dialog');
      return modal as HTMLElement;
    });
    expect(dialog.textContent).toContain('新建工单');
    fireEvent.mouseDown(within(dialog).getByLabelText('机号'));
    fireEvent.click((await screen.findAllByTitle('B-7002')).at(-1) as HTMLElement);
    await user().type(within(dialog).getByLabelText('标题'), 'Wheel change');
    await user().click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    expect(await within(dialog).findByText('计划结束日期不能早于开始日期')).toBeTruthy();
    expect(callsTo(calls, 'ProductionOrder/Add')[0].body).toMatchObject({
      plane: 6,
      title: 'Wheel change',
      site: null,
      plannedStart: today,
    });
    await user().click(within(dialog).getByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/Get')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/Get')[0].body).toEqual({ id: 12 });
  });
});
