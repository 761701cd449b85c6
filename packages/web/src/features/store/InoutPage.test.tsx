import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import InoutPage from './InoutPage';
import SerialPage from './SerialPage';
import { callsTo, itemRow, list, serialRow, stubStore } from './test-support';

// /store/inout (every movement, signed by direction) and /product/entity (where each serial is now).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const received = itemRow(1, { quantity: 4, remain: 1 });
const issued = itemRow(2, {
  orderCode: 'CK20240602001',
  orderType: 352,
  orderDate: '2024-06-02 00:00:00',
  direction: -1,
  quantity: 3,
  remain: 0,
  source: 1,
});

describe('InoutPage', { timeout: 60_000 }, () => {
  it('shows confirmed movements signed by direction, drafts with the switch', async () => {
    const user = userEvent.setup();
    const calls = stubStore((call) => {
      if (call.url === '/api/StoreOrderItem/Query') return list([received, issued]);
      if (call.url === '/api/Warehouse/Query') return list([{ id: 1, name: 'Main store', disabled: 0 }]);
      return undefined;
    });
    renderWithProviders(<InoutPage />);
    const inRow = (await screen.findByText('RK20240601001')).closest('tr') as HTMLElement;
    expect(within(inRow).getByTestId('signed-quantity').textContent).toBe('+4');
    expect(within(inRow).getByText('入库')).toBeTruthy();
    expect(within(inRow).getByText('采购入库(经费)')).toBeTruthy();
    const outRow = screen.getByText('CK20240602001').closest('tr') as HTMLElement;
    expect(within(outRow).getByTestId('signed-quantity').textContent).toBe('-3');
    expect(within(outRow).getByText('出库')).toBeTruthy();
    expect(within(outRow).getByText('领用出库')).toBeTruthy();
    expect(callsTo(calls, 'StoreOrderItem/Query')[0].body.fixedFilters).toEqual([
      { name: 'step', compare: 'eq', value: 1, relate: 'and' },
    ]);

    await user.click(screen.getByRole('switch', { name: '包含草稿' }));
    await waitFor(() => expect(callsTo(calls, 'StoreOrderItem/Query').at(-1)?.body.fixedFilters).toEqual([]));

    await user.type(screen.getByLabelText('件号'), 'CH481{Enter}');
    await waitFor(() =>
      expect(callsTo(calls, 'StoreOrderItem/Query').at(-1)?.body.filters).toEqual([
        { name: 'materialModel', compare: 'contains', value: 'CH481', relate: 'and' },
      ]),
    );
  });
});

describe('SerialPage', { timeout: 60_000 }, () => {
  it('shows where each serial is: in a warehouse with its position, or issued to an aircraft', async () => {
    stubStore((call) =>
      call.url === '/api/StoreOrderItem/QuerySerial'
        ? list([
            serialRow('S-1'),
            serialRow('S-2', {
              state: -1,
              planeName: 'B-7001',
              receiver: 'Li Wei',
              orderCode: 'CK20240603001',
              orderType: 352,
            }),
          ])
        : undefined,
    );
    renderWithProviders(<SerialPage />);
    const inStore = (await screen.findByText('S-1')).closest('tr') as HTMLElement;
    expect(within(inStore).getByText('在库')).toBeTruthy();
    expect(within(inStore).getByText(/Main store · B-02/)).toBeTruthy();
    const out = screen.getByText('S-2').closest('tr') as HTMLElement;
    expect(within(out).getByText('已发出')).toBeTruthy();
    expect(within(out).getByText(/B-7001 · Li Wei/)).toBeTruthy();
    expect(within(out).getByText(/CK20240603001 · 领用出库/)).toBeTruthy();
  });
});
