import { Deferral } from '@hangar/domain/contracts/deferrals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { type Answer, answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import { CloseDialog, DeferDialog, ExtendDialog } from './DeferralDialogs';
import DeferralList from './DeferralList';
import { deferralRow, melRow } from './test-rows';

// The deferral dialogs (issue 32) against faked HTTP answers: Defer lists the MEL items of the aircraft's model and
// sends the fault, the item and the placard; the placard is required and a server field error lands on its field;
// Extend asks for a later day (a day limit) or a count (a counter limit) and shows the server's refusal of a
// second extension; Close needs its reason. The list shows each state in the status palette and offers Extend and
// Close as the rows' abilities say.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

function renderWith(ui: ReactElement, route: (call: Call) => Answer | undefined = () => undefined) {
  const calls = stubStore(route);
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, testSession());
  return calls;
}

const field = (id: string) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no field ${id}`);
  return el as HTMLInputElement;
};
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const ok = () => {
  const button = document.querySelector('.ant-modal-footer .ant-btn.ant-btn-primary') as HTMLButtonElement | null;
  if (!button) throw new Error('no OK button');
  fireEvent.click(button);
};
const bodyOf = (calls: Call[], action: string) => callsTo(calls, action)[0]?.body as Record<string, unknown>;

describe('DeferDialog', { timeout: 60_000 }, () => {
  it('lists the model’s MEL items, requires the item and the placard, sends the deferral', async () => {
    const onClose = vi.fn();
    const calls = renderWith(
      <DeferDialog fault={{ id: 41, title: '滑行灯不亮', model: 1 }} onClose={onClose} />,
      (call) => {
        if (call.url === '/api/MelItem/Query')
          return list([melRow(1), melRow(2, { category: 'A', intervalValue: 5, intervalUnit: 'days' })]);
        if (call.url === '/api/Deferral/Add') return answer(Deferral.api.Add, deferralRow(9));
        return undefined;
      },
    );
    expect(await screen.findByText('保留故障: 滑行灯不亮')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'MelItem/Query')).toHaveLength(1));
    expect(bodyOf(calls, 'MelItem/Query')).toMatchObject({
      fixedFilters: [{ name: 'planeModel', compare: 'eq', value: 1 }],
    });
    ok();
    expect(await screen.findByText('请选择 MEL 项目')).toBeTruthy();
    expect(await screen.findByText('标牌内容不能为空')).toBeTruthy();
    expect(callsTo(calls, 'Deferral/Add')).toHaveLength(0);
    fireEvent.mouseDown(field('melItem'));
    fireEvent.click(await screen.findByTitle('33-40-02 Taxi light (A 5 天)'));
    type('placard', 'TAXI LIGHT INOP');
    ok();
    await waitFor(() => expect(callsTo(calls, 'Deferral/Add')).toHaveLength(1));
    expect(bodyOf(calls, 'Deferral/Add')).toEqual({ task: 41, melItem: 2, placard: 'TAXI LIGHT INOP' });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('shows the server’s refusal on its field and stays open', async () => {
    const onClose = vi.fn();
    renderWith(<DeferDialog fault={{ id: 41, title: 'F', model: 1 }} onClose={onClose} />, (call) => {
      if (call.url === '/api/MelItem/Query') return list([melRow(1)]);
      if (call.url === '/api/Deferral/Add') return { status: 601, code: 'RULE', msg: '该故障已有未关闭的保留' };
      return undefined;
    });
    fireEvent.mouseDown(field('melItem'));
    fireEvent.click(await screen.findByTitle('33-40-01 Taxi light (C)'));
    type('placard', 'INOP');
    ok();
    expect(await screen.findByText('该故障已有未关闭的保留')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('ExtendDialog', { timeout: 60_000 }, () => {
  it('extends a day limit with approver, reason and a new last day', async () => {
    const onClose = vi.fn();
    const calls = renderWith(<ExtendDialog deferral={deferralRow(9)} onClose={onClose} />, (call) =>
      call.url === '/api/Deferral/Extend' ? answer(Deferral.api.Extend, deferralRow(9)) : undefined,
    );
    expect(await screen.findByText('2026-03-07')).toBeTruthy();
    ok();
    for (const text of ['批准人不能为空', '延期原因不能为空', '请选择新的截止日期'])
      expect(await screen.findByText(text)).toBeTruthy();
    type('approver', '质量经理');
    type('reason', '备件订货中');
    fireEvent.mouseDown(field('dueDate'));
    fireEvent.change(field('dueDate'), { target: { value: '2026-03-20' } });
    fireEvent.click((await screen.findAllByTitle('2026-03-20'))[0]);
    ok();
    await waitFor(() => expect(callsTo(calls, 'Deferral/Extend')).toHaveLength(1));
    expect(bodyOf(calls, 'Deferral/Extend')).toEqual({
      id: 9,
      approver: '质量经理',
      reason: '备件订货中',
      dueDate: '2026-03-20',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('extends a counter limit with a count, and shows the refusal of a second extension', async () => {
    const row = deferralRow(9, { category: 'A', limitUnit: 'hours', limitValue: 50, dueDate: null, dueHours: 1050 });
    const calls = renderWith(<ExtendDialog deferral={row} onClose={vi.fn()} />, (call) =>
      call.url === '/api/Deferral/Extend'
        ? { status: 601, code: 'RULE', msg: '保留已延期一次，不能再次延期' }
        : undefined,
    );
    expect(await screen.findByText('1050 小时')).toBeTruthy();
    expect(document.getElementById('dueDate')).toBeNull();
    type('approver', 'QA');
    type('reason', 'Parts');
    type('dueCounter', '1080');
    ok();
    await waitFor(() => expect(callsTo(calls, 'Deferral/Extend')).toHaveLength(1));
    expect(bodyOf(calls, 'Deferral/Extend')).toEqual({ id: 9, approver: 'QA', reason: 'Parts', dueCounter: 1080 });
    expect(await screen.findByText('保留已延期一次，不能再次延期')).toBeTruthy();
  });
});

describe('CloseDialog', { timeout: 60_000 }, () => {
  it('needs its reason, then closes', async () => {
    const onClose = vi.fn();
    const calls = renderWith(<CloseDialog deferral={deferralRow(9)} onClose={onClose} />, (call) =>
      call.url === '/api/Deferral/Close' ? answer(Deferral.api.Close, deferralRow(9, { closed: 1 })) : undefined,
    );
    ok();
    expect(await screen.findByText('请填写关闭原因')).toBeTruthy();
    type('reason', '已更换灯泡');
    ok();
    await waitFor(() => expect(callsTo(calls, 'Deferral/Close')).toHaveLength(1));
    expect(bodyOf(calls, 'Deferral/Close')).toEqual({ id: 9, reason: '已更换灯泡' });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });
});

describe('DeferralList', { timeout: 60_000 }, () => {
  it('shows each state in the status palette and the actions the rows allow', async () => {
    const rows = [
      deferralRow(1, { state: 'overdue', faultTitle: '超期故障' }),
      deferralRow(2, {
        state: 'warning',
        faultTitle: '临近故障',
        extAt: '2026-03-01 09:00:00',
        extApprover: 'QA',
        extReason: 'Parts',
        abilities: { extend: false, close: true },
      }),
      deferralRow(3, {
        state: 'closed',
        faultTitle: '关闭故障',
        closed: 1,
        abilities: { extend: false, close: false },
      }),
    ];
    const calls = renderWith(<DeferralList plane={{ id: 5, name: 'B-7003' }} />, (call) =>
      call.url === '/api/Deferral/Query' ? list(rows) : undefined,
    );
    const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
    expect((await rowOf('超期故障')).querySelector('[data-status="overdue"]')?.textContent).toBe('已超期');
    expect((await rowOf('临近故障')).querySelector('[data-status="warning"]')?.textContent).toBe('临近期限');
    expect((await rowOf('关闭故障')).querySelector('[data-status="closed"]')?.textContent).toBe('已关闭');
    const buttons = async (text: string) =>
      Array.from((await rowOf(text)).querySelectorAll('button')).map((b) => b.textContent);
    expect(await buttons('超期故障')).toEqual(['延期', '关闭']);
    expect(await buttons('临近故障')).toEqual(['关闭']);
    expect(await buttons('关闭故障')).toEqual([]);
    expect(screen.getByText('已延期：QA，Parts')).toBeTruthy();
    expect(bodyOf(calls, 'Deferral/Query')).toEqual({ plane: 5, page: 1, pageSize: 20 });
  });
});
