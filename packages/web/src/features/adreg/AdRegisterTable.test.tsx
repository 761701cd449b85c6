import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testUser } from '../../components/test-utils';
import { answer, callsTo, stubStore } from '../store/test-support';
import { AdRegisterTable } from './AdRegisterTable';
import { PlaneAdRegister } from './PlaneAdRegister';
import { registerRow } from './test-rows';

// The AD/SB register's table (issue 32): each of the register's states with what it shows, and the aircraft
// drawer's sub-tab asking the server for the aircraft's register.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const rows = [
  registerRow(1, 'CAD-OPEN', {
    revision: 'R2',
    deadline: '2026-01-10',
    deadlineFrom: 'compliance',
    overdue: true,
    complianceHours: 50,
  }),
  registerRow(2, 'CAD-CTRL', { deadline: '2027-02-01', deadlineFrom: 'control', notified: true, ctrlId: 9 }),
  registerRow(3, 'CAD-DONE', {
    state: 'complied',
    task: 31,
    workDate: '2025-05-02 00:00:00',
    complianceMethod: 'Inspected per paragraph (f)',
    signedName: '张敏',
  }),
  registerRow(4, 'CAD-REP', {
    state: 'repetitive',
    repetitive: 1,
    task: 32,
    ctrlId: 10,
    nextDueDate: '2026-09-01 00:00:00',
    nextDueHours: 1300.5,
    nextDueState: 1,
  }),
  registerRow(5, 'SB-NA', { dict: 3, state: 'notApplicable', unfitReason: '未装该泵' }),
  registerRow(6, 'CAD-OLD', { state: 'superseded', supersededBy: 7, supersededBySeri: 'CAD-NEW' }),
  registerRow(7, 'CAD-HOURS', { deadlineHours: 1035, deadlineFrom: 'compliance', complianceHours: 25, overdue: true }),
];

const rowOf = (seri: string) => screen.getByText(seri).closest('tr') as HTMLElement;

describe('AdRegisterTable', () => {
  it('shows each state with its revision, deadline or next due, compliance and remarks', async () => {
    renderWithProviders(<AdRegisterTable rows={rows} />, { user: testUser() });
    await screen.findByText('CAD-OPEN');
    const open = rowOf('CAD-OPEN');
    for (const text of ['R2', '适用未执行', '已超期', '2026-01-10 · 50 小时内', '按执行期限'])
      expect(within(open).getByText(text)).toBeTruthy();
    expect(within(rowOf('CAD-CTRL')).getByText('按时控项目')).toBeTruthy();
    // Compliance hours as the aircraft's total they run out at.
    expect(within(rowOf('CAD-HOURS')).getByText('总小时 1035 前')).toBeTruthy();
    expect(within(rowOf('CAD-CTRL')).queryByText('已超期')).toBeNull();
    const done = rowOf('CAD-DONE');
    expect(within(done).getByText('已执行')).toBeTruthy();
    expect(within(done).getByText('2025-05-02 · Inspected per paragraph (f)')).toBeTruthy();
    expect(within(done).getByText('张敏')).toBeTruthy();
    const rep = rowOf('CAD-REP');
    expect(within(rep).getByText('重复执行')).toBeTruthy();
    expect(within(rep).getByText(/2026-09-01/)).toBeTruthy();
    expect(within(rowOf('SB-NA')).getByText('不适用')).toBeTruthy();
    expect(within(rowOf('SB-NA')).getByText('未装该泵')).toBeTruthy();
    expect(within(rowOf('CAD-OLD')).getByText('已被替代')).toBeTruthy();
    expect(within(rowOf('CAD-OLD')).getByText('被 CAD-NEW 替代')).toBeTruthy();
    // No tail number column outside the fleet views, no component column without an appliance document.
    expect(screen.queryByText('B-7001')).toBeNull();
    expect(screen.queryAllByText('部件')).toHaveLength(0);
  });

  it('an appliance document has a row per serial (component column), or says no component of it is installed', async () => {
    const prop = { applianceParts: ['MTV-6-R', 'MTV-9'], componentPart: 'MTV-6-R', componentName: '螺旋桨' };
    renderWithProviders(
      <AdRegisterTable
        rows={[
          registerRow(8, 'CAD-PROP', { ...prop, component: 61, componentSeri: 'PR-1', state: 'complied', task: 5 }),
          registerRow(8, 'CAD-PROP', { ...prop, component: 62, componentSeri: 'PR-2', overdue: true }),
          registerRow(9, 'CAD-ELT', { applianceParts: ['ELT-406'], noComponent: true, state: 'notApplicable' }),
        ]}
      />,
      { user: testUser() },
    );
    expect((await screen.findAllByText('部件')).length).toBeGreaterThan(0);
    const pr1 = screen.getByText('MTV-6-R · PR-1').closest('tr') as HTMLElement;
    expect(within(pr1).getByText('已执行')).toBeTruthy();
    const pr2 = screen.getByText('MTV-6-R · PR-2').closest('tr') as HTMLElement;
    expect(within(pr2).getByText('已超期')).toBeTruthy();
    expect(within(rowOf('CAD-ELT')).getByText('未装件号 ELT-406')).toBeTruthy();
    expect(screen.getByTestId('adreg-state-8-7-62')).toBeTruthy();
  });

  it('the fleet views show the tail number', async () => {
    renderWithProviders(<AdRegisterTable rows={[registerRow(1, 'CAD-FLEET', { state: 'unevaluated' })]} showPlane />, {
      user: testUser(),
    });
    expect(await screen.findByText('B-7001')).toBeTruthy();
    expect(screen.getByText('未评估')).toBeTruthy();
  });

  it('the aircraft drawer’s sub-tab reads the aircraft’s register', async () => {
    const calls = stubStore((call) =>
      call.url === AdRegister.api.Plane.path ? answer(AdRegister.api.Plane, [rows[2]]) : undefined,
    );
    renderWithProviders(<PlaneAdRegister plane={7} />, { user: testUser() });
    expect(await screen.findByText('CAD-DONE')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'AdRegister/Plane')[0]?.body).toEqual({ plane: 7 }));
  });
});
