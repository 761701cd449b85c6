import type { MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders } from '../account/test-support';
import PlaneMaintainList from './PlaneMaintainList';
import { ctrlRow, stubCtrlList } from './test-rows';

// Landings and the forecast on the aircraft's maintenance list against faked HTTP answers: the landings figures,
// the due date with what drives it (calendar, hours or landings forecast), the "falls due within N days" filter
// as the Query body, and the in-place edit of the execution landings (its request, the old value back when the
// server refuses).

const due = (over: Partial<MaintainCtrlRow['due']>): MaintainCtrlRow['due'] => ({
  expireDate: null,
  remainDays: null,
  expireHours: null,
  remainHours: null,
  expireLandings: null,
  remainLandings: null,
  forecastDate: null,
  dueDate: null,
  dueBy: null,
  warning: false,
  overdue: false,
  unknown: false,
  complied: false,
  ...over,
});

const landingsRule = { name: 'L', type: 1, hc: 100, ho: null, hw: null, cc: null, co: null, cw: null, lc: 500 };
const oilDue = due({
  expireHours: 220,
  remainHours: 80,
  expireLandings: 1500,
  remainLandings: 30,
  forecastDate: '2026-05-20',
  dueDate: '2026-05-20',
  dueBy: 'hours',
});

const rows: MaintainCtrlRow[] = [
  ctrlRow(21, 'Oil change', {
    timerContent: [landingsRule],
    executeHours: 120,
    initHours: 0,
    executeLandings: 1000,
    due: oilDue,
    rulesDue: [{ name: 'L', ...oilDue }],
  }),
  ctrlRow(22, 'ELT battery', {
    due: due({ expireDate: '2026-07-01', remainDays: 100, dueDate: '2026-07-01', dueBy: 'calendar' }),
  }),
  ctrlRow(23, 'Tyre change', {
    due: due({
      expireLandings: 1480,
      remainLandings: 10,
      forecastDate: '2026-04-02',
      dueDate: '2026-04-02',
      dueBy: 'landings',
    }),
  }),
];

const plane = { id: 7, name: 'B-7001', model: 5, allFlyHours: 140 };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function stub(): Call[] {
  return stubCtrlList(rows, ({ url }) => {
    if (url === '/api/MaintainCtrl/UpdateExecHours') return { status: 601, msg: '服务器拒绝' };
    return undefined;
  });
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const sent = (calls: Call[], url: string) => calls.filter((c) => c.url === url);

describe('PlaneMaintainList landings and forecast', { timeout: 60_000 }, () => {
  it('shows landings beside hours and the due date tagged with what drives it', async () => {
    stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="view" />);
    const oil = within((await screen.findByText('Oil change')).closest('tr') as HTMLElement);
    expect(oil.getByText('1500')).toBeTruthy();
    expect(oil.getByText('30')).toBeTruthy();
    expect(oil.getByText('2026-05-20')).toBeTruthy();
    expect(oil.getByText('小时预测').getAttribute('data-due-by')).toBe('hours');
    expect(within(rowOf('ELT battery')).getByText('日历').getAttribute('data-due-by')).toBe('calendar');
    const tyre = within(rowOf('Tyre change'));
    expect(tyre.getByText('起落预测').getAttribute('data-due-by')).toBe('landings');
    expect(tyre.getByText('2026-04-02')).toBeTruthy();
    expect(tyre.getByText('10')).toBeTruthy();
    // The rule's chip: hours, then landings, then the forecast day.
    const chip = rowOf('Oil change').querySelector('[data-rule="L"]') as HTMLElement;
    expect(chip.textContent).toBe('L: 220h (80小时) / 1500ldg (30次) · 预测 2026-05-20');
    expect(chip.getAttribute('title')).toContain('100h / 500ldg');
    // The execution landings are shown, not editable, in the drawer's read-only list.
    expect(oil.getByText('1000')).toBeTruthy();
    expect(oil.queryByRole('button', { name: '执行起落' })).toBeNull();
  });

  it('filters on the nearest due (forecasts included) within N days of today', async () => {
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('Oil change');
    await user().type(screen.getByLabelText('天内到期(含预测)'), '30');
    const limit = dayjs().add(30, 'day').format('YYYY-MM-DD');
    await waitFor(() =>
      expect(sent(calls, '/api/MaintainCtrl/Query').at(-1)?.body).toMatchObject({
        filters: [{ name: 'nearestDue', compare: 'le', value: limit, relate: 'and' }],
        fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: 7 }],
      }),
    );
  });

  it('edits the execution landings through UpdateExecHours and shows the old value again when refused', async () => {
    const u = user();
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('Oil change');
    const row = rowOf('Oil change');
    await u.click(within(row).getByRole('button', { name: '执行起落' }));
    const input = within(row).getByRole('textbox', { name: '执行起落' }) as HTMLInputElement;
    await u.clear(input);
    await u.type(input, '12.5');
    await u.click(within(row).getByRole('button', { name: /保\s*存/ }));
    expect(await within(row).findByText('起落次数格式不正确')).toBeTruthy();
    expect(input.value).toBe('12.5');
    expect(sent(calls, '/api/MaintainCtrl/UpdateExecHours')).toHaveLength(0);

    await u.clear(input);
    await u.type(input, '1200{Enter}');
    expect(await screen.findByText('设置执行起落次数失败: 服务器拒绝')).toBeTruthy();
    expect(sent(calls, '/api/MaintainCtrl/UpdateExecHours')[0].body).toEqual({
      id: 21,
      name: 'Oil change',
      planeEntity: 7,
      executeHours: 120,
      initHours: 0,
      executeLandings: 1200,
    });
    await waitFor(() => expect(within(row).getByRole('button', { name: '执行起落' }).textContent).toBe('1000'));
  });
});
