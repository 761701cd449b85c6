import { RecordReport } from '@hangar/domain/contracts/records';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import { RecordTabs } from './RecordTabs';
import { assemblyRow, taskRow } from './test-rows';

// The maintenance-record sub-tabs of an aircraft (spec §2.2): the eight tabs in the spec's order, the AD/SB status
// table above the AD list (number, method of compliance, compliance date and hours, next due coloured by its
// state), and the assembly change lists (columns by removed / installed, search and export only).

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const plane = { id: 5, name: 'B-7001', allFlyHours: 1234.5, allLandings: 2345 };

function renderTabs(readOnly = false) {
  const calls = stubStore((call) => {
    if (call.url === '/api/MaintainTask/Query')
      return list([taskRow(1, { type: 50, standardSeri: 'CAD2026-01', description: '检查升降舵' })]);
    if (call.url === '/api/RecordReport/AdStatus')
      return answer(RecordReport.api.AdStatus, [
        {
          standardSeri: 'CAD2026-01',
          type: 50,
          document: null,
          componentPart: null,
          componentSeri: null,
          revision: null,
          state: 'repetitive',
          unfitReason: null,
          supersededBySeri: null,
          deadline: null,
          overdue: false,
          description: '检查升降舵',
          complianceMethod: '按AD第3段检查',
          unfit: 0,
          isRepeat: 1,
          task: 1,
          workDate: '2026-03-01 00:00:00',
          flyHours: 1200.5,
          landings: 2300,
          closed: 1,
          signedName: '李工',
          maintainCtrl: 9,
          nextDueDate: '2026-09-01 00:00:00',
          nextDueHours: 1300.5,
          nextDueLandings: null,
          nextDueState: 2,
        },
        {
          standardSeri: 'CAD2025-07',
          type: 50,
          document: null,
          // An appliance AD's row: one serial's.
          componentPart: 'IO-360',
          componentSeri: 'L-1',
          revision: null,
          state: 'open',
          unfitReason: null,
          supersededBySeri: null,
          deadline: null,
          overdue: false,
          description: '更换燃油管',
          complianceMethod: null,
          unfit: 0,
          isRepeat: 0,
          task: 2,
          workDate: '2025-08-01 00:00:00',
          flyHours: 900,
          landings: null,
          closed: 0,
          signedName: null,
          maintainCtrl: null,
          nextDueDate: null,
          nextDueHours: null,
          nextDueLandings: null,
          nextDueState: null,
        },
      ]);
    if (call.url === '/api/MaintainAssembly/Query') return list([assemblyRow(1)]);
    return undefined;
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <RecordTabs plane={plane} readOnly={readOnly} />
    </ConfigProvider>,
    testSession(),
  );
  return calls;
}

describe('RecordTabs', { timeout: 60_000 }, () => {
  it('has the spec’s eight sub-tabs, the inspection records first', async () => {
    const calls = renderTabs(true);
    const tabs = (await screen.findAllByRole('tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual([
      '检查记录',
      '故障记录',
      'CAD/AD执行',
      'SB/SI执行',
      '修理/改装',
      '发动机拆装',
      '螺旋桨',
      '部件更换',
    ]);
    expect(await screen.findByTestId('record-list-task')).toBeTruthy();
    // Only the shown list asks.
    expect(callsTo(calls, 'MaintainAssembly/Query')).toHaveLength(0);
  });

  it('shows the AD status table above the AD list: compliance and next due coloured by its state', async () => {
    const user = userEvent.setup();
    const calls = renderTabs();
    await user.click(await screen.findByRole('tab', { name: 'CAD/AD执行' }));
    const status = await screen.findByTestId('ad-status-50');
    expect(callsTo(calls, 'RecordReport/AdStatus').map((c) => c.body)).toEqual([{ plane: 5, type: 50 }]);
    const recurring = (await within(status).findByText('CAD2026-01')).closest('tr') as HTMLElement;
    expect(within(recurring).getByText('按AD第3段检查')).toBeTruthy();
    expect(within(recurring).getByText('2026-03-01')).toBeTruthy();
    expect(within(recurring).getByText('1200.5')).toBeTruthy();
    expect(within(recurring).getByText('李工')).toBeTruthy();
    expect(within(recurring).getByText('2026-09-01 · 1300.5 小时')).toBeTruthy();
    expect(within(recurring).getByText('超期').getAttribute('data-status')).toBe('overdue');
    expect(recurring.className).toContain('maintain-row-overdue');
    const single = within(status).getByText('CAD2025-07').closest('tr') as HTMLElement;
    expect(within(single).getByText('非重复')).toBeTruthy();
    expect(within(single).getByText('未签署')).toBeTruthy();
    expect(within(single).getByText('IO-360 · L-1')).toBeTruthy();
    // The AD list itself, with its 录入.
    const adList = await screen.findByTestId('record-list-ad');
    expect(await within(adList).findByText('检查升降舵')).toBeTruthy();
    expect(within(adList).getByRole('button', { name: /录\s*入/ })).toBeTruthy();
  });

  it('lists the engine changes with removed and installed columns, search and export only', async () => {
    const user = userEvent.setup();
    const calls = renderTabs();
    await user.click(await screen.findByRole('tab', { name: '发动机拆装' }));
    const assemblies = await screen.findByTestId('assembly-list-1');
    const row = (await within(assemblies).findByText('E-100')).closest('tr') as HTMLElement;
    expect(callsTo(calls, 'MaintainAssembly/Query')[0].body).toMatchObject({
      fixedFilters: [
        { name: 'plane', compare: 'eq', value: 5 },
        { name: 'ctype', compare: 'eq', value: 1 },
        { name: 'state', compare: 'gt', value: 0 },
      ],
      page: 1,
      pageSize: 100,
    });
    const titles = Array.from(assemblies.querySelectorAll('thead th')).map((th) => th.textContent);
    expect(titles).toEqual([
      '部件类型',
      '名称',
      '拆装日期',
      '拆下',
      '装上',
      '备注',
      '拆下件号',
      '拆下序号',
      '拆下使用时间',
      '装上件号',
      '装上序号',
      '装上使用时间',
    ]);
    // The type (ctype 1) and the row's name.
    expect(within(row).getAllByText('发动机')).toHaveLength(2);
    expect(within(row).getByText('E-200')).toBeTruthy();
    expect(within(row).getByText('1800')).toBeTruthy();
    expect(within(row).getByText('到寿更换')).toBeTruthy();
    // Search and export only: no add, no row action.
    expect(
      within(assemblies)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).not.toContain('新 增');
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
  });

  it('warns 没有数据 when an assembly list exports nothing', async () => {
    const user = userEvent.setup();
    stubStore(() => undefined);
    const create = vi.spyOn(URL, 'createObjectURL');
    renderWithProviders(<RecordTabs plane={plane} readOnly />, testSession());
    await user.click(await screen.findByRole('tab', { name: '螺旋桨' }));
    const assemblies = await screen.findByTestId('assembly-list-2');
    await user.click(within(assemblies).getByRole('button', { name: /导\s*出/ }));
    expect(await screen.findByText('没有数据')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
