import type { MaintainCtrlRow, MaintainItem } from '@hangar/domain/contracts/maintenance';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, testSession } from '../account/test-support';
import { dueDeferralRow } from '../deferrals/test-rows';
import PlaneMaintainList, { warningsFirst } from './PlaneMaintainList';
import { ctrlRow, itemRow, stubCtrlList } from './test-rows';

// The per-aircraft maintenance list (materials document §2.4, §4, §5) against faked HTTP answers.

const periodic = (name: string) => ({ name, type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null });
const fixed = (name: string) => ({ name, type: 2, hc: null, ho: null, hw: null, cc: null, co: null, cw: 30 });
const due = (over: Partial<MaintainCtrlRow['due']>) => ({
  expireLandings: null,
  remainLandings: null,
  forecastDate: null,
  dueDate: null,
  dueBy: null,
  expireDate: '2026-12-01',
  remainDays: 100,
  expireHours: 220,
  remainHours: 80,
  warning: false,
  overdue: false,
  unknown: false,
  complied: false,
  ...over,
});

const rows: MaintainCtrlRow[] = [
  ctrlRow(21, 'Oil change', {
    timerContent: [periodic('P1'), fixed('F')],
    executeDate: '2026-01-10 00:00:00',
    executeHours: 120,
    initHours: 0,
    expireDateSet: '2027-03-01 00:00:00',
    due: due({ remainDays: 200 }),
    rulesDue: [
      { name: 'P1', ...due({ remainDays: 200 }) },
      { name: 'F', ...due({ expireDate: '2027-03-01', remainDays: 300, expireHours: null, remainHours: null }) },
    ],
  }),
  ctrlRow(22, 'ELT battery', {
    timerContent: [fixed('F')],
    expireDateSet: '2026-07-01 00:00:00',
    due: due({ remainDays: 10, warning: true }),
    rulesDue: [{ name: 'F', ...due({ remainDays: 10, warning: true }) }],
  }),
  ctrlRow(23, 'Annual inspection', {
    timerContent: [periodic('A')],
    due: due({ remainDays: -5, warning: true, overdue: true }),
    rulesDue: [{ name: 'A', ...due({ remainDays: -5, warning: true, overdue: true }) }],
  }),
];

const plane = { id: 7, name: 'B-7001', model: 5, allFlyHours: 140 };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function stub(): Call[] {
  return stubCtrlList(rows, ({ url }) => {
    if (url === '/api/MaintainItem/Query') {
      const answer: EndpointOutput<typeof MaintainItem.api.Query> = {
        items: [itemRow(31, 'Picker item')],
        totalItems: 1,
      };
      return { body: answer };
    }
    if (url === '/api/MaintainCtrl/UpdateExecHours') return { status: 601, msg: '服务器拒绝' };
    if (url.startsWith('/api/MaintainCtrl/')) return { body: {} };
    return undefined;
  });
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const sent = (calls: Call[], url: string) => calls.filter((c) => c.url === url);

describe('the drawer’s order (issue 11, item 9)', () => {
  it('lists an item overdue by hours before one due in 25 days, then nearest due by days or hours', () => {
    const in25Days = ctrlRow(1, 'due in 25 days', {
      due: due({ remainDays: 25, remainHours: null, warning: true }),
    });
    const overdueByHours = ctrlRow(2, 'overdue by 34 h', {
      due: due({ expireDate: null, remainDays: null, remainHours: -34, warning: true, overdue: true }),
    });
    // 8 h left (2 days at the default utilisation) is nearer than 30 days left; no due at all comes last.
    const eightHours = ctrlRow(3, '8 h left', { due: due({ remainDays: 60, remainHours: 8 }) });
    const thirtyDays = ctrlRow(4, '30 days left', { due: due({ remainDays: 30, remainHours: null }) });
    const none = ctrlRow(5, 'no due', { due: due({ expireDate: null, remainDays: null, remainHours: null }) });
    const order = warningsFirst([none, thirtyDays, in25Days, eightHours, overdueByHours]).map((r) => r.name);
    expect(order).toEqual(['overdue by 34 h', 'due in 25 days', '8 h left', '30 days left', 'no due']);
  });
});

describe('PlaneMaintainList', { timeout: 60_000 }, () => {
  it('view mode: read-only, warning rows highlighted (overdue stronger), warnings first by fewest days', async () => {
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="view" />);
    expect(await screen.findByText('Oil change')).toBeTruthy();
    expect(rowOf('Annual inspection').className).toContain('maintain-row-overdue');
    expect(rowOf('ELT battery').className).toContain('maintain-row-warning');
    expect(rowOf('ELT battery').className).not.toContain('maintain-row-overdue');
    expect(rowOf('Oil change').className).not.toMatch(/maintain-row-(warning|overdue)/);
    const order = Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
      tr.getAttribute('data-row-key'),
    );
    expect(order).toEqual(['23', '22', '21']);
    expect(sent(calls, '/api/MaintainCtrl/Query')[0].body).toMatchObject({
      fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: 7 }],
      sortField: 'nearestDue',
      sortOrder: 'ascend',
      pageSize: 200,
    });
    // Nothing to write with: no search bar, no Add, no in-place editors, no selection.
    expect(screen.queryByRole('button', { name: /查\s*询/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(within(rowOf('Oil change')).queryByRole('button', { name: '执行小时' })).toBeNull();
    expect(within(rowOf('Oil change')).queryByRole('checkbox')).toBeNull();
    expect(within(rowOf('Oil change')).getByText('120')).toBeTruthy();
  });

  it('view mode: the aircraft’s open deferrals are rows among the items, by urgency, opening the deferral', async () => {
    const calls = stubCtrlList(rows, ({ url }) =>
      url === '/api/Deferral/Due' ? { body: { items: [dueDeferralRow(4)], totalItems: 1 } } : undefined,
    );
    renderWithProviders(<PlaneMaintainList plane={plane} mode="view" />);
    const link = await screen.findByRole('button', { name: 'MEL 33-40-01 Taxi light' });
    // Overdue first, then the deferral's one day left before the battery's ten.
    const order = Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
      tr.getAttribute('data-row-key'),
    );
    expect(order).toEqual(['23', 'deferral-4', '22', '21']);
    const row = within(rowOf('MEL 33-40-01 Taxi light'));
    expect(rowOf('MEL 33-40-01 Taxi light').className).toContain('maintain-row-warning');
    expect(row.getByText('保留 C').getAttribute('data-kind')).toBe('deferral');
    expect(row.getByText('预警').getAttribute('data-state')).toBe('warning');
    expect(row.getAllByText('2026-03-07')).toHaveLength(2);
    expect(row.getByText('TAXI LIGHT INOP')).toBeTruthy();
    expect(sent(calls, '/api/Deferral/Due').map((c) => c.body)).toEqual([{ plane: 7 }]);
    await user().click(link);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('保留故障: B-7003 MEL 33-40-01 Taxi light')).toBeTruthy();
    expect(within(dialog).getByText('CCAR-66 ME-0421', { exact: false })).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: /关闭窗口/ }));
    // The days window narrows the deferrals too.
    await user().type(screen.getByLabelText('天内到期(含预测)'), '30');
    await waitFor(() => expect(sent(calls, '/api/Deferral/Due').at(-1)?.body).toEqual({ plane: 7, dueWithinDays: 30 }));
  });

  it('config mode lists items only: no deferral is asked for', async () => {
    const calls = stubCtrlList(rows, ({ url }) =>
      url === '/api/Deferral/Due' ? { body: { items: [dueDeferralRow(4)], totalItems: 1 } } : undefined,
    );
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    expect(await screen.findByText('Oil change')).toBeTruthy();
    expect(screen.queryByText('MEL 33-40-01 Taxi light')).toBeNull();
    expect(sent(calls, '/api/Deferral/Due')).toEqual([]);
  });

  it('view mode: a column the user sorts keeps the server’s order (the urgency order is only the default)', async () => {
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="view" />);
    expect(await screen.findByText('Oil change')).toBeTruthy();
    await user().click(screen.getAllByText('剩余小时')[0]);
    await waitFor(() =>
      expect(sent(calls, '/api/MaintainCtrl/Query').at(-1)?.body).toMatchObject({ sortField: 'remainHours' }),
    );
    await waitFor(() =>
      expect(
        Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) => tr.getAttribute('data-row-key')),
      ).toEqual(['21', '22', '23']),
    );
  });

  it('config mode: batch delete and sync need ticked rows; import from model sends BatchAdd', async () => {
    const u = user();
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('Oil change');
    const more = () => screen.getAllByRole('button', { name: /^更\s*多$/ })[0];

    await u.click(more());
    await u.click(await screen.findByRole('menuitem', { name: '批量删除' }));
    expect(await screen.findByText('先勾选需要删除的维修项目')).toBeTruthy();
    await u.click(more());
    await u.click(await screen.findByRole('menuitem', { name: '从机型同步' }));
    expect(await screen.findByText('先勾选需要同步的维修项目')).toBeTruthy();
    expect(sent(calls, '/api/MaintainCtrl/BatchDelete')).toHaveLength(0);
    expect(sent(calls, '/api/MaintainCtrl/BatchSync')).toHaveLength(0);

    await u.click(more());
    await u.click(await screen.findByRole('menuitem', { name: '从机型导入' }));
    expect(await screen.findByText('DA40 - 选择维修项目')).toBeTruthy();
    const pickerRow = (await screen.findByText('Picker item')).closest('tr') as HTMLElement;
    await u.click(within(pickerRow).getByRole('checkbox'));
    await u.click(screen.getByRole('button', { name: '批量导入' }));
    await waitFor(() => expect(sent(calls, '/api/MaintainCtrl/BatchAdd')).toHaveLength(1));
    expect(sent(calls, '/api/MaintainCtrl/BatchAdd')[0].body).toEqual({ id: 7, idExt: '31' });
    expect(await screen.findByText('批量导入成功')).toBeTruthy();
  });

  it('config mode: a row’s More menu opens its operation log (targetType 10003)', async () => {
    const u = user();
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('Oil change');
    await u.click(within(rowOf('Oil change')).getByRole('button', { name: /^更\s*多$/ }));
    await u.click(await screen.findByRole('menuitem', { name: '日志' }));
    expect(await screen.findByText('操作日志')).toBeTruthy();
    await waitFor(() =>
      expect(sent(calls, '/api/OperLog/Query')[0]?.body).toMatchObject({
        fixedFilters: [
          { name: 'targetType', compare: 'eq', value: 10003 },
          { name: 'targetID', compare: 'eq', value: 21 },
        ],
      }),
    );
  });

  it('config mode: ticking rows then batch delete asks and sends the ticked ids', async () => {
    const u = user();
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('Oil change');
    await u.click(within(rowOf('Oil change')).getByRole('checkbox'));
    await u.click(within(rowOf('Annual inspection')).getByRole('checkbox'));
    await u.click(screen.getAllByRole('button', { name: /^更\s*多$/ })[0]);
    await u.click(await screen.findByRole('menuitem', { name: '批量删除' }));
    expect(await screen.findByText('确定要删除选中的 2 个维修项目?')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(sent(calls, '/api/MaintainCtrl/BatchDelete')).toHaveLength(1));
    expect(sent(calls, '/api/MaintainCtrl/BatchDelete')[0].body).toEqual({ id: 7, idExt: '21,23' });
  });

  it('the execution hours editor refuses bad numbers and shows the old value again when the server refuses', async () => {
    const u = user();
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('Oil change');
    const row = rowOf('Oil change');
    await u.click(within(row).getByRole('button', { name: '执行小时' }));
    const exec = within(row).getByRole('textbox', { name: '执行小时' });
    const init = within(row).getByRole('textbox', { name: '初始小时' });
    await u.clear(exec);
    await u.type(exec, 'abc');
    await u.click(within(row).getByRole('button', { name: /保\s*存/ }));
    expect(await within(row).findByText('数值格式不正确')).toBeTruthy();
    await u.clear(exec);
    await u.type(exec, '150');
    await u.clear(init);
    await u.type(init, 'x');
    await u.click(within(row).getByRole('button', { name: /保\s*存/ }));
    expect(await within(row).findByText('初始时间数值格式不正确')).toBeTruthy();
    expect(sent(calls, '/api/MaintainCtrl/UpdateExecHours')).toHaveLength(0);

    await u.clear(init);
    await u.type(init, '0');
    await u.click(within(row).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('设置执行小时数失败: 服务器拒绝')).toBeTruthy();
    expect(sent(calls, '/api/MaintainCtrl/UpdateExecHours')[0].body).toEqual({
      id: 21,
      name: 'Oil change',
      planeEntity: 7,
      executeHours: 150,
      initHours: 0,
    });
    await waitFor(() => expect(within(row).getByRole('button', { name: '执行小时' }).textContent).toBe('120'));
  });

  it('edits the serial number in place and sends UpdateMatSeri', async () => {
    const u = user();
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('ELT battery');
    const row = rowOf('ELT battery');
    await u.click(within(row).getByRole('button', { name: '序号' }));
    await u.type(within(row).getByRole('textbox', { name: '序号' }), 'ELT-77{Enter}');
    await waitFor(() => expect(sent(calls, '/api/MaintainCtrl/UpdateMatSeri')).toHaveLength(1));
    expect(sent(calls, '/api/MaintainCtrl/UpdateMatSeri')[0].body).toEqual({
      id: 22,
      name: 'ELT battery',
      matSeri: 'ELT-77',
    });
    expect(await screen.findByText('设置序号成功')).toBeTruthy();
  });

  it('a rule chip click sends UpdateCurTimeItem; a fixed-date rule is refused with its message', async () => {
    const u = user();
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    await screen.findByText('Oil change');
    const chip = (name: string) => rowOf('Oil change').querySelector(`[data-rule="${name}"]`) as HTMLElement;
    expect(chip('P1').textContent).toBe('P1: 2026-12-01 (200天) / 220h (80小时)');

    await u.click(chip('F'));
    expect(await screen.findByText('该项始终生效，无需选择')).toBeTruthy();
    expect(sent(calls, '/api/MaintainCtrl/UpdateCurTimeItem')).toHaveLength(0);

    await u.click(chip('P1'));
    await waitFor(() => expect(sent(calls, '/api/MaintainCtrl/UpdateCurTimeItem')).toHaveLength(1));
    expect(sent(calls, '/api/MaintainCtrl/UpdateCurTimeItem')[0].body).toEqual({
      id: 21,
      name: 'Oil change',
      planeEntity: 7,
      curTimeItem: 'P1',
    });
    expect(await screen.findByText('设置选项成功')).toBeTruthy();
  });

  it('offers 记录完成 on every row to who may write records, prefilled from the item', async () => {
    stub();
    const operator = testSession({ isAdmin: 0, views: [{ name: 'plane-operation', functions: ['Add'] }] });
    renderWithProviders(<PlaneMaintainList plane={{ ...plane, allLandings: 300 }} mode="view" />, operator);
    await screen.findByText('Oil change');
    for (const row of rows) expect(screen.getByRole('button', { name: `记录完成 ${row.name}` })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '记录完成 Oil change' }));
    await screen.findByText('新增维修记录');
    expect((document.getElementById('issueCondition') as HTMLInputElement).value).toBe('Oil change');
    expect((document.getElementById('flyHours') as HTMLInputElement).value).toBe('140');
    expect((document.getElementById('landings') as HTMLInputElement).value).toBe('300');
  });

  it('offers no 记录完成 to a reader who may not write records', async () => {
    stub();
    const reader = testSession({ isAdmin: 0, views: [{ name: 'plane-entity', functions: ['Edit'] }] });
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />, reader);
    await screen.findByText('Oil change');
    expect(screen.queryByText('记录完成')).toBeNull();
  });
});
