import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import DeliverPage from './DeliverPage';
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

// The store order screens: the direction's list and defaults, the order dialog's line rules, save-and-confirm,
// the expired-batch confirmation, a refusal shown as the server's message, and reversing.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const filter = materialRow(11);
const elt = materialRow(12, { name: 'ELT', model: 'ELT-406', useSerial: 1, stock: 2, whStock: { w1: 2 } });
const draft = orderRow(1);
const confirmed = orderRow(2, { step: 1, confirmedBy: 7, confirmedAt: '2024-06-02 00:00:00' });
const issue = orderRow(5, { code: 'CK20240601005', type: 352, direction: -1, supplier: null, supplierName: null });

function routes(extra: (call: Call) => Answer | undefined = () => undefined): Call[] {
  return stubStore((call) => {
    const own = extra(call);
    if (own) return own;
    switch (call.url) {
      case '/api/StoreOrder/Query':
        return list((call.body.fixedFilters as { value: number }[])[0]?.value === -1 ? [issue] : [draft, confirmed]);
      case '/api/Warehouse/Query':
        return list([{ id: 1, name: 'Main store', disabled: 0 }]);
      case '/api/Supplier/Query':
        return list([{ id: 2, name: 'Aero Parts' }]);
      case '/api/Material/QueryWithStock':
        return list([filter, elt]);
      case '/api/StoreOrder/Add':
      case '/api/StoreOrder/Update':
        return { body: detailOf(orderRow(9, { code: 'RK20240601009' }), []) };
      case '/api/StoreOrder/Confirm':
        return { body: detailOf(orderRow(9, { step: 1 }), []) };
      case '/api/StoreOrder/Reverse':
        return { body: detailOf(orderRow(10, { step: 1, reverses: 2, direction: -1 }), []) };
      case '/api/StoreOrder/Get':
        return { body: detailOf(draft, [itemRow(1, { orderId: 1 })]) };
      default:
        return undefined;
    }
  });
}

const clerk = (view: string) =>
  testSession({
    isAdmin: 0,
    admin: null,
    views: [{ name: view, functions: ['Add', 'Edit', 'Delete', 'Execute'] }],
  });

async function openNew(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

/** Picks a material in the line's remote select by typing its part number. */
async function pickMaterial(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, label: RegExp) {
  const select = within(dialog).getByLabelText('物料');
  await user.click(select);
  const option = await screen.findByText(label, { selector: '.ant-select-item-option-content' });
  await user.click(option);
}

const button = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('button', { name });

describe('store order lists', { timeout: 60_000 }, () => {
  it('lists inbound orders with the direction filter and opens a new order on type 303', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<PurchasePage />, clerk('store-purchase'));
    expect(await screen.findByText(draft.code)).toBeTruthy();
    const query = callsTo(calls, 'StoreOrder/Query')[0];
    expect(query.body.fixedFilters).toEqual([{ name: 'side', compare: 'eq', value: 1 }]);
    const draftRow = screen.getByText(draft.code).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('采购入库(经费)')).toBeTruthy();
    expect(within(draftRow).getByText('草稿')).toBeTruthy();
    expect(within(draftRow).getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    const confirmedRow = screen.getByText(confirmed.code).closest('tr') as HTMLElement;
    expect(within(confirmedRow).getByText('已确认')).toBeTruthy();
    // A confirmed order is never edited or deleted: it is reversed.
    expect(within(confirmedRow).queryByRole('button', { name: /编\s*辑/ })).toBeNull();
    expect(within(confirmedRow).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(confirmedRow).getByRole('button', { name: /冲\s*销/ })).toBeTruthy();

    const dialog = await openNew(user, '新增入库单');
    expect(within(dialog).getByText('采购入库(经费)')).toBeTruthy();
    expect(within(dialog).getByLabelText('供应商')).toBeTruthy();
    expect(within(dialog).queryByLabelText('飞机')).toBeNull();
  });

  it('lists outbound orders (side −1) and opens a new order on type 352 with the batch hint', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<DeliverPage />, clerk('store-deliver'));
    expect(await screen.findByText(issue.code)).toBeTruthy();
    expect(callsTo(calls, 'StoreOrder/Query')[0].body.fixedFilters).toEqual([
      { name: 'side', compare: 'eq', value: -1 },
    ]);
    const dialog = await openNew(user, '新增出库单');
    expect(within(dialog).getByText('领用出库')).toBeTruthy();
    expect(within(dialog).getByLabelText('飞机')).toBeTruthy();
    expect(
      within(dialog).getByText('出库批次可留空：先到期先出（有有效期的批次按到期日从早到晚，其余按入库先后）'),
    ).toBeTruthy();
  });

  it('adds lines from the catalogue’s selector drawer, one per unit for a serial-numbered part', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<PurchasePage />, clerk('store-purchase'));
    const dialog = await openNew(user, '新增入库单');
    await user.click(within(dialog).getByLabelText('仓库'));
    await user.click(await screen.findByTitle('Main store'));
    const choose = button(dialog, /从物料库选择/);
    await user.click(choose);
    expect(await screen.findByText('选择物料')).toBeTruthy();
    const card = async (name: string) =>
      (await screen.findByText(name, { selector: '[data-testid="selector-card"] *' })).closest(
        '[data-testid="selector-card"]',
      ) as HTMLElement;
    await user.type(within(await card('Oil filter')).getByLabelText('Oil filter 数量'), '4');
    await user.click(within(await card('Oil filter')).getByRole('button', { name: /选\s*用/ }));
    await user.type(within(await card('ELT')).getByLabelText('ELT 数量'), '2');
    await user.click(within(await card('ELT')).getByRole('button', { name: /选\s*用/ }));
    const drawer = (await screen.findByText('选择物料')).closest('.ant-drawer') as HTMLElement;
    await user.click(within(drawer).getByRole('button', { name: /close|关闭/i }));
    // The drawer gives the focus back to its button once its closing motion ends: typing before that would lose
    // the keys that follow (a busy CI run once kept "S" of "S-2").
    await waitFor(() => expect(document.activeElement).toBe(choose));
    const serials = within(dialog).getAllByLabelText('序号') as HTMLInputElement[];
    expect(serials).toHaveLength(3);
    // Each line names its material (part number · name), not its id.
    expect(within(dialog).getAllByText(/^ELT-406 · ELT/)).toHaveLength(2);
    expect(within(dialog).getByText(/^CH48110-1 · Oil filter/)).toBeTruthy();
    await user.type(serials[1], 'S-1');
    await user.type(serials[2], 'S-2');
    await user.click(button(dialog, /保存草稿/));
    // Three lines to validate and send: more than waitFor's default second on a busy machine.
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Add')).toHaveLength(1), { timeout: 5000 });
    expect(callsTo(calls, 'StoreOrder/Add')[0].body.items).toEqual([
      expect.objectContaining({ material: 11, quantity: 4 }),
      expect.objectContaining({ material: 12, quantity: 1, seri: 'S-1' }),
      expect.objectContaining({ material: 12, quantity: 1, seri: 'S-2' }),
    ]);
  });

  it('refuses lines without material, with a quantity of 0, and a serial part without its serial', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<PurchasePage />, clerk('store-purchase'));
    const dialog = await openNew(user, '新增入库单');
    await user.click(within(dialog).getByLabelText('仓库'));
    await user.click(await screen.findByTitle('Main store'));
    await user.click(button(dialog, /保存草稿/));
    expect(await within(dialog).findByText('请选择物料')).toBeTruthy();

    await pickMaterial(user, dialog, /^CH48110-1 · Oil filter/);
    const quantity = within(dialog).getByLabelText('数量') as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(button(dialog, /保存草稿/));
    expect(await within(dialog).findByText('数量必须大于 0')).toBeTruthy();

    // A serial-numbered material: quantity fixed to 1, the serial required.
    await pickMaterial(user, dialog, /^ELT-406 · ELT/);
    await waitFor(() => expect(quantity.value).toBe('1'));
    expect(quantity.disabled).toBe(true);
    await user.click(button(dialog, /保存草稿/));
    expect(await within(dialog).findByText('序号件需要填写序号')).toBeTruthy();
    expect(callsTo(calls, 'StoreOrder/Add')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('序号'), 'S-100');
    await user.click(button(dialog, /保存草稿/));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Add')).toHaveLength(1));
    const sent = callsTo(calls, 'StoreOrder/Add')[0].body;
    expect(sent).toMatchObject({ type: 303, warehouse: 1, items: [{ material: 12, seri: 'S-100', quantity: 1 }] });
    expect(String(sent.orderDate)).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect(callsTo(calls, 'StoreOrder/Confirm')).toHaveLength(0);
  });

  it('saves and confirms: Add, then Confirm of the saved order', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<PurchasePage />, clerk('store-purchase'));
    const dialog = await openNew(user, '新增入库单');
    await user.click(within(dialog).getByLabelText('仓库'));
    await user.click(await screen.findByTitle('Main store'));
    await pickMaterial(user, dialog, /^CH48110-1 · Oil filter/);
    await user.type(within(dialog).getByLabelText('批次号'), 'B-7');
    await user.click(button(dialog, /保存并确认/));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Confirm')).toHaveLength(1));
    const order = calls.map((c) => c.url).filter((u) => /StoreOrder\/(Add|Update|Confirm)/.test(u));
    expect(order).toEqual(['/api/StoreOrder/Add', '/api/StoreOrder/Confirm']);
    expect(callsTo(calls, 'StoreOrder/Add')[0].body).toMatchObject({
      items: [{ material: 11, batch: 'B-7', quantity: 1 }],
    });
    expect(callsTo(calls, 'StoreOrder/Confirm')[0].body).toEqual({ id: 9 });
    expect(await screen.findByText('单据已确认')).toBeTruthy();
  });

  it('asks before issuing expired batches and confirms again with allowExpired', async () => {
    const user = userEvent.setup();
    let confirms = 0;
    const calls = routes((call) => {
      if (call.url !== '/api/StoreOrder/Confirm' || call.body.allowExpired) return undefined;
      confirms += 1;
      return {
        status: 400,
        code: 'STORE_EXPIRED',
        msg: '将发出已过期的批次（B-1），请确认',
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
      };
    });
    renderWithProviders(<DeliverPage />, clerk('store-deliver'));
    const row = (await screen.findByText(issue.code)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /确\s*认/ }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText(new RegExp(`确认单据 ${issue.code} 后将出库记账`))).toBeTruthy();
    await user.click(within(ask).getByRole('button', { name: /确\s*认/ }));
    const batches = await screen.findByTestId('expired-batches');
    expect(within(batches).getByText('B-OLD')).toBeTruthy();
    expect(within(batches).getByText('2024-01-31')).toBeTruthy();
    expect(within(batches).getByText('3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '仍要发出' }));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Confirm')).toHaveLength(2));
    expect(confirms).toBe(1);
    expect(callsTo(calls, 'StoreOrder/Confirm').map((c) => c.body)).toEqual([
      { id: issue.id },
      { id: issue.id, allowExpired: true },
    ]);
  });

  it('shows a not-enough refusal as the server’s message and keeps the saved draft for the next try', async () => {
    const user = userEvent.setup();
    const refusal = '物料 Oil filter（CH48110-1）在仓库 Main store 的库存不足：需要 20，可用 8';
    const calls = routes((call) =>
      call.url === '/api/StoreOrder/Confirm' ? { status: 400, code: 'RULE', msg: refusal } : undefined,
    );
    renderWithProviders(<DeliverPage />, clerk('store-deliver'));
    const dialog = await openNew(user, '新增出库单');
    await user.click(within(dialog).getByLabelText('仓库'));
    await user.click(await screen.findByTitle('Main store'));
    await pickMaterial(user, dialog, /^CH48110-1 · Oil filter/);
    const quantity = within(dialog).getByLabelText('数量');
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.click(button(dialog, /保存并确认/));
    expect(await screen.findByText(new RegExp(refusal))).toBeTruthy();
    // A second try updates the draft saved by the first, never adds another.
    await user.click(button(dialog, /保存并确认/));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Update')).toHaveLength(1));
    expect(callsTo(calls, 'StoreOrder/Add')).toHaveLength(1);
    expect(callsTo(calls, 'StoreOrder/Update')[0].body).toMatchObject({ id: 9 });
  });

  it('reverses a confirmed order after naming it, with the reason', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<PurchasePage />, clerk('store-purchase'));
    const row = (await screen.findByText(confirmed.code)).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /冲\s*销/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`冲销单据 ${confirmed.code}`)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('冲销原因'), 'Wrong supplier');
    await user.click(button(dialog, /冲\s*销/));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Reverse')).toHaveLength(1));
    expect(callsTo(calls, 'StoreOrder/Reverse')[0].body).toEqual({ id: confirmed.id, comments: 'Wrong supplier' });
  });

  it('opens an order as recorded, and edits a draft with its lines (Update with the id)', async () => {
    const user = userEvent.setup();
    const calls = routes();
    renderWithProviders(<PurchasePage />, clerk('store-purchase'));
    await user.click(await screen.findByRole('button', { name: draft.code }));
    const detail = await screen.findByTestId('order-detail');
    expect(within(detail).getByText('B-001')).toBeTruthy();
    expect(within(detail).getByText('CH48110-1')).toBeTruthy();
    expect(callsTo(calls, 'StoreOrder/Get')[0].body).toEqual({ id: draft.id });

    const row = screen.getByText(draft.code, { selector: 'tr button span, tr button' }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /编\s*辑/ }));
    const dialog = (await screen.findByText('编辑入库单')).closest('.ant-modal') as HTMLElement;
    expect((within(dialog).getByLabelText('批次号') as HTMLInputElement).value).toBe('B-001');
    expect((within(dialog).getByLabelText('数量') as HTMLInputElement).value).toBe('4');
    await user.click(button(dialog, /保存草稿/));
    await waitFor(() => expect(callsTo(calls, 'StoreOrder/Update')).toHaveLength(1));
    expect(callsTo(calls, 'StoreOrder/Update')[0].body).toMatchObject({
      id: draft.id,
      type: 303,
      warehouse: 1,
      supplier: 2,
      items: [{ material: 11, batch: 'B-001', quantity: 4, price: 120, priceEx: 106.19, position: 'A-01', cert: 1 }],
    });
    expect(callsTo(calls, 'StoreOrder/Add')).toHaveLength(0);
  });
});
