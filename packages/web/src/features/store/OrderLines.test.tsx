import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import DeliverPage from './DeliverPage';
import { inIssueOrder } from './OrderLines';
import PurchasePage from './PurchasePage';
import {
  type Answer,
  type Call,
  callsTo,
  detailOf,
  itemRow,
  list,
  materialRow,
  orderRow,
  stubStore,
} from './test-support';

// The order dialog's shared rule for receipts and issues (unapproved materials refused both ways, the rule stated,
// expired batches asked about both ways), first-expiry-first-out batch lists, and the phone layout: full-width
// dialog, a card per line, the serials in stock to pick from.

const realFetch = globalThis.fetch;
const realWidth = window.innerWidth;
afterEach(() => {
  globalThis.fetch = realFetch;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth });
});

const filter = materialRow(11);
const fresh = materialRow(13, { name: 'New seal', model: 'NS-1', approved: 0 });
const elt = materialRow(12, { name: 'ELT', model: 'ELT-406', useSerial: 1, stock: 2, whStock: { w1: 2 } });
const inStock = [
  itemRow(21, { material: 12, seri: 'ELT-B', batch: null, expireDate: '2031-01-01 00:00:00', orderDate: '2024-05-01' }),
  itemRow(22, { material: 12, seri: 'ELT-A', batch: null, expireDate: '2030-01-01 00:00:00', orderDate: '2024-06-01' }),
];

function routes(extra: (call: Call) => Answer | undefined = () => undefined): Call[] {
  return stubStore((call) => {
    const own = extra(call);
    if (own) return own;
    switch (call.url) {
      case '/api/Warehouse/Query':
        return list([{ id: 1, name: 'Main store', disabled: 0 }]);
      case '/api/Material/QueryWithStock':
        return list([filter, fresh, elt]);
      case '/api/StoreOrderItem/Query':
        return list(inStock);
      case '/api/StoreOrder/Add':
      case '/api/StoreOrder/Update':
        return { body: detailOf(orderRow(9, { code: 'CK20240601009', direction: -1, type: 352 }), []) };
      case '/api/StoreOrder/Confirm':
        return { body: detailOf(orderRow(9, { step: 1 }), []) };
      default:
        return undefined;
    }
  });
}

const clerk = (view: string) =>
  testSession({ isAdmin: 0, admin: null, views: [{ name: view, functions: ['Add', 'Edit', 'Delete', 'Execute'] }] });

async function openNew(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByLabelText('仓库'));
  await user.click(await screen.findByTitle('Main store'));
  return dialog;
}

const option = (text: RegExp) => screen.findByText(text, { selector: '.ant-select-item-option-content' });

describe('issue order', () => {
  it('lists batches first expiry first, then those without expiry, each by receipt', () => {
    const batches = [
      itemRow(1, { batch: 'NONE-OLD', expireDate: null, orderDate: '2024-01-01 00:00:00' }),
      itemRow(2, { batch: 'LATE', expireDate: '2030-01-01 00:00:00', orderDate: '2024-02-01 00:00:00' }),
      itemRow(3, { batch: 'EXPIRED', expireDate: '2024-01-01 00:00:00', orderDate: '2023-01-01 00:00:00' }),
      itemRow(4, { batch: 'SOON', expireDate: '2026-01-01 00:00:00', orderDate: '2024-05-01 00:00:00' }),
      itemRow(5, { batch: 'YEAR-ONE', expireDate: '0001-01-01 00:00:00', orderDate: '2024-03-01 00:00:00' }),
    ];
    expect(inIssueOrder(batches, '2025-06-01').map((b) => b.batch)).toEqual([
      'SOON',
      'LATE',
      'NONE-OLD',
      'YEAR-ONE',
      'EXPIRED',
    ]);
  });
});

describe('order dialog', { timeout: 60_000 }, () => {
  it('refuses an unapproved material on a receipt as on an issue, states the rule, asks before an expired receipt', async () => {
    const user = userEvent.setup();
    const calls = routes((call) =>
      call.url === '/api/StoreOrder/Confirm' && !call.body.allowExpired
        ? {
            status: 400,
            code: 'STORE_EXPIRED',
            msg: '将接收已过期的批次（Oil filter B-OLD 2024-01-31），请确认',
            extra: {
              expired: [
                {
                  material: 11,
                  materialName: 'Oil filter',
                  batch: 'B-OLD',
                  expireDate: '2024-01-31 00:00:00',
                  quantity: 3,
                },
              ],
            },
          }
        : undefined,
    );
    renderWithProviders(<PurchasePage />, clerk('store-purchase'));
    const dialog = await openNew(user, '新增入库单');
    expect(
      within(dialog).getByText(
        '入库和出库同一规则：只有已审核的物料可以入库或出库；已过期的批次须经确认才能入库或出库',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByLabelText('物料'));
    const unapproved = (await option(/^NS-1 · New seal/)).closest('.ant-select-item-option') as HTMLElement;
    expect(unapproved.className).toContain('ant-select-item-option-disabled');
    await user.click(await option(/^CH48110-1 · Oil filter/));
    await user.type(within(dialog).getByLabelText('批次号'), 'B-OLD');
    await user.click(within(dialog).getByRole('button', { name: /保存并确认/ }));
    const batches = await screen.findByTestId('expired-batches');
    expect(within(batches).getByText('B-OLD')).toBeTruthy();
    expect(screen.getByText('以下批次已过有效期，确定仍要入库？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '仍要入库' }));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Confirm')).toHaveLength(2));
    expect(callsTo(calls, 'StoreOrder/Confirm')[1].body).toEqual({ id: 9, allowExpired: true });
  });

  it('on a phone: a full-width dialog, a card per line, the serials in stock to pick from', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<DeliverPage />, clerk('store-deliver'));
    const dialog = await openNew(user, '新增出库单');
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    expect(modal.style.width).toBe('100%');
    const card = within(dialog).getByTestId('order-line-card');
    expect(within(card).getByText('第 1 行')).toBeTruthy();
    expect(within(dialog).queryByRole('columnheader')).toBeNull();
    // Each field labelled in its card.
    for (const label of ['物料', '批次号', '序号', '数量']) expect(within(card).getByText(label)).toBeTruthy();

    await user.click(within(card).getByLabelText('物料'));
    await user.click(await option(/^ELT-406 · ELT/));
    // The serial of a serial-numbered part: picked among those in stock in the warehouse, first expiry first.
    await user.click(within(card).getByLabelText('序号'));
    const options = await screen.findAllByText(/^ELT-[AB]/, { selector: '.ant-select-item-option-content' });
    expect(options.map((o) => o.textContent)).toEqual(['ELT-A · 2030-01-01', 'ELT-B · 2031-01-01']);
    const query = callsTo(calls, 'StoreOrderItem/Query').at(-1);
    expect(query?.body.fixedFilters).toEqual(
      expect.arrayContaining([
        { name: 'material', compare: 'eq', value: 12 },
        { name: 'warehouse', compare: 'eq', value: 1 },
        { name: 'remain', compare: 'gt', value: 0 },
      ]),
    );
    await user.click(options[0]);
    await user.click(within(dialog).getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Add')).toHaveLength(1));
    expect(callsTo(calls, 'StoreOrder/Add')[0].body).toMatchObject({
      type: 352,
      items: [{ material: 12, seri: 'ELT-A', quantity: 1 }],
    });
  });
});
