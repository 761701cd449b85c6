import { OrderPart, type OrderPartRow, type PickList, type RemovedPartRow } from '@hangar/domain/contracts/order-parts';
import type { Fn } from '@hangar/domain/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../../account/test-support';
import { type Answer, answer, type Call, callsTo, stubStore } from '../../store/test-support';
import OrderPartsPanel from './OrderPartsPanel';

// The parts panel of an order against faked HTTP answers: the lines with what is not in the catalogue, the actions
// each row's abilities allow (none on an order not open), the issue dialog sending one line and showing the
// server's refusal, the pick list per warehouse with what is short, a removed part booked on a card, and a member
// without the order's Execute offered no write.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function part(id: number, over: Partial<OrderPartRow> = {}): OrderPartRow {
  return {
    id,
    order: 7,
    card: 70,
    cardSeq: 1,
    cardName: '更换滑油滤',
    source: 1,
    material: 11,
    materialName: '滑油滤',
    useSerial: false,
    name: '滑油滤',
    partNumber: 'CH48110-1',
    brand: null,
    unit: '个',
    reserved: 2,
    issued: 0,
    returned: 0,
    released: 0,
    open: 2,
    available: 5,
    bins: [{ warehouse: 3, warehouseName: '主库', quantity: 5, position: 'A-01' }],
    remarks: null,
    abilities: { issue: true, return: false, release: true },
    ...over,
  };
}

const gasket = part(2, {
  material: null,
  materialName: null,
  name: '垫片',
  partNumber: 'XX-404',
  available: 0,
  bins: [],
  abilities: { issue: false, return: false, release: true },
});

function removedRow(id: number, over: Partial<RemovedPartRow> = {}): RemovedPartRow {
  return {
    id,
    order: 7,
    card: 70,
    cardSeq: 1,
    cardName: '更换滑油滤',
    bom: null,
    name: '起动机',
    partNumber: 'ST-1',
    serial: 'S-77',
    state: 2,
    remarks: null,
    part: null,
    installedBom: null,
    installedSerial: null,
    createdAt: '2026-01-02 10:00:00',
    ...over,
  };
}

function renderWith(
  ui: ReactElement,
  route: (call: Call) => Answer | undefined,
  views?: { name: string; functions: Fn[] }[],
) {
  const calls = stubStore((call) => {
    const routed = route(call);
    if (routed) return routed;
    if (call.url === '/api/OrderPart/Query') return answer(OrderPart.api.Query, [part(1), gasket]);
    if (call.url === '/api/OrderPart/QueryRemoved') return answer(OrderPart.api.QueryRemoved, []);
    return undefined;
  });
  const session = views ? testSession({ isAdmin: 0, views }) : testSession();
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, session);
  return calls;
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const buttons = async (text: string) =>
  Array.from((await rowOf(text)).querySelectorAll('button')).map((b) => b.textContent);
const ok = () => {
  const button = document.querySelector('.ant-modal-footer .ant-btn.ant-btn-primary') as HTMLButtonElement | null;
  if (!button) throw new Error('no OK button');
  fireEvent.click(button);
};

describe('OrderPartsPanel', { timeout: 60_000 }, () => {
  it('lists the lines, marks what is not in the catalogue, and offers what each row allows', async () => {
    const calls = renderWith(<OrderPartsPanel order={7} plane={5} open />, () => undefined);
    const filter = await rowOf('CH48110-1');
    expect(within(filter).getByText('主库 5 (A-01)')).toBeTruthy();
    expect(await buttons('CH48110-1')).toEqual(['发放', '释放']);
    const g = await rowOf('XX-404');
    expect(within(g).getByText('不在目录中')).toBeTruthy();
    expect(await buttons('XX-404')).toEqual(['释放']);
    expect(callsTo(calls, 'OrderPart/Query')[0].body).toEqual({ order: 7 });
    expect(screen.getByText('没有登记拆下件')).toBeTruthy();
  });

  it('offers no issue, release or booking on an order that is not open', async () => {
    renderWith(<OrderPartsPanel order={7} plane={5} open={false} />, () => undefined);
    expect(await buttons('CH48110-1')).toEqual([]);
    expect(screen.queryByText('登记拆下件')).toBeNull();
  });

  it('hides the writes from a reader', async () => {
    renderWith(<OrderPartsPanel order={7} plane={5} open />, () => undefined, [
      { name: 'maintain-order', functions: [] },
    ]);
    await rowOf('CH48110-1');
    expect(screen.queryByText('添加航材')).toBeNull();
    expect(screen.queryByText('登记拆下件')).toBeNull();
    expect(screen.queryByText('更换装机件')).toBeNull();
    expect(screen.getByText('拣货单')).toBeTruthy();
  });

  it('issues a line from its warehouse, and shows the server’s refusal in the dialog', async () => {
    let refuse = true;
    const calls = renderWith(<OrderPartsPanel order={7} plane={5} open />, (call) => {
      if (call.url === '/api/Warehouse/Query')
        return { body: { items: [{ id: 3, name: '主库', disabled: 0 }], totalItems: 1 } };
      if (call.url !== '/api/OrderPart/Issue') return undefined;
      if (refuse) return { status: 601, code: 'RULE', msg: '滑油滤（CH48110-1）发放 2，超过未发放的预留数量 1' };
      return answer(OrderPart.api.Issue, [part(1, { issued: 2, open: 0 })]);
    });
    fireEvent.click(within(await rowOf('CH48110-1')).getByText('发放'));
    expect(await screen.findByText('发放: 滑油滤 (CH48110-1)')).toBeTruthy();
    ok();
    expect(await screen.findByText('滑油滤（CH48110-1）发放 2，超过未发放的预留数量 1')).toBeTruthy();
    expect(callsTo(calls, 'OrderPart/Issue')[0].body).toEqual({
      order: 7,
      lines: [{ part: 1, warehouse: 3, quantity: 2 }],
    });
    refuse = false;
    const queries = callsTo(calls, 'OrderPart/Query').length;
    ok();
    await waitFor(() => expect(callsTo(calls, 'OrderPart/Issue')).toHaveLength(2));
    await waitFor(() => expect(callsTo(calls, 'OrderPart/Query').length).toBeGreaterThan(queries));
  });

  it('shows the pick list per warehouse and what is short', async () => {
    const pick: PickList = {
      warehouses: [
        {
          warehouse: 3,
          warehouseName: '主库',
          lines: [
            {
              part: 1,
              card: 70,
              cardSeq: 1,
              material: 11,
              materialName: '滑油滤',
              partNumber: 'CH48110-1',
              batch: 'F-EARLY',
              seri: null,
              expireDate: '2026-05-01 00:00:00',
              position: 'A-01',
              quantity: 2,
            },
          ],
        },
      ],
      short: [{ part: 2, name: '垫片', partNumber: 'XX-404', missing: 3 }],
    };
    const calls = renderWith(<OrderPartsPanel order={7} plane={5} open />, (call) =>
      call.url === '/api/OrderPart/PickList' ? answer(OrderPart.api.PickList, pick) : undefined,
    );
    await rowOf('CH48110-1');
    expect(callsTo(calls, 'OrderPart/PickList')).toHaveLength(0);
    fireEvent.click(screen.getByText('拣货单'));
    const batch = await rowOf('F-EARLY');
    expect(within(batch).getByText('2026-05-01')).toBeTruthy();
    expect(screen.getByText('库存不足')).toBeTruthy();
    expect(screen.getByText('垫片 (XX-404): 3')).toBeTruthy();
  });

  it('books a removed part on a card with its state', async () => {
    const calls = renderWith(<OrderPartsPanel order={7} plane={5} open />, (call) => {
      if (call.url === '/api/ProductionOrder/Get')
        return { body: { cardList: [{ id: 70, seq: 1, name: '更换滑油滤' }] } as never };
      if (call.url === '/api/OrderPart/Remove') return answer(OrderPart.api.Remove, [removedRow(1)]);
      return undefined;
    });
    fireEvent.click(await screen.findByText('登记拆下件'));
    await waitFor(() => expect(callsTo(calls, 'ProductionOrder/Get')).toHaveLength(1));
    expect(callsTo(calls, 'ProductionOrder/Get')[0].body).toEqual({ id: 7 });
    ok();
    expect(await screen.findByText('请填写拆下件名称')).toBeTruthy();
    fireEvent.mouseDown(document.getElementById('card') as HTMLElement);
    fireEvent.click(await screen.findByTitle('1. 更换滑油滤'));
    fireEvent.change(document.getElementById('name') as HTMLElement, { target: { value: '起动机' } });
    fireEvent.change(document.getElementById('serial') as HTMLElement, { target: { value: 'S-77' } });
    ok();
    await waitFor(() => expect(callsTo(calls, 'OrderPart/Remove')).toHaveLength(1));
    expect(callsTo(calls, 'OrderPart/Remove')[0].body).toEqual({ card: 70, name: '起动机', serial: 'S-77', state: 2 });
  });
});
