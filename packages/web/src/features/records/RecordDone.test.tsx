import { MaintainTask } from '@hangar/domain/contracts/records';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testUser } from '../../components/test-utils';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import { employeeOf, fleetOf, taskRow } from './dialog-test-rows';
import { RecordDone } from './RecordDone';

// "Record done" of a control item: the task dialog prefilled from the item (type, name, part and serial, link,
// today, the aircraft's totals, the current user), the Add it sends, and the control-item queries (the list, the
// fleet monitor and its cards) invalidated after the save.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const plane = { id: 7, name: 'B-7001', allFlyHours: 1187.5, allLandings: 950 };
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

function renderDone(type: number) {
  const invalidated = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
  const calls = stubStore((call) => {
    if (call.url === '/api/Employ/QueryEmployee') return list([employeeOf(11, 3, '赵工')]);
    if (call.url === '/api/MaintainTask/Add') return answer(MaintainTask.api.Add, taskRow(70, { maintainCtrl: 31 }));
    return undefined;
  });
  renderWithProviders(<RecordDone plane={plane} ctrl={fleetOf(31, '滑油滤更换', { type })} />, {
    user: testUser({ id: 3, pid: 3, realName: '赵工' }),
  });
  return { calls, invalidated };
}

describe('record done', () => {
  it('opens the task dialog prefilled from the control item and sends Add linked to it', async () => {
    const { calls, invalidated } = renderDone(2);
    fireEvent.click(screen.getByRole('button', { name: '记录完成 滑油滤更换' }));
    await screen.findByText('新增维修记录');
    expect(field('issueCondition').value).toBe('滑油滤更换');
    expect(field('matModel').value).toBe('CH-1');
    expect(field('matSeri').value).toBe('S-9');
    expect(field('flyHours').value).toBe('1187.5');
    expect(field('landings').value).toBe('950');
    expect(field('workDate').value).toBe(dayjs().format('YYYY-MM-DD'));
    expect(await screen.findByTitle('时控件')).toBeTruthy();
    expect(await screen.findByTitle('赵工')).toBeTruthy();
    // The right panel shows the item's time control.
    expect(screen.getByTestId('ctrl-panel').textContent).toContain('2026-01-10');
    fireEvent.change(field('description'), { target: { value: '更换滑油滤' } });
    fireEvent.change(field('workCard'), { target: { value: 'WC-9' } });
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn-primary') as HTMLButtonElement);
    await waitFor(() => expect(callsTo(calls, 'MaintainTask/Add')).toHaveLength(1));
    expect(callsTo(calls, 'MaintainTask/Add')[0].body).toMatchObject({
      plane: 7,
      type: 2,
      maintainCtrl: 31,
      issueCondition: '滑油滤更换',
      workPerson: 3,
      workDate: `${dayjs().format('YYYY-MM-DD')} 00:00:00`,
      flyHours: 1187.5,
      landings: 950,
    });
    await waitFor(() =>
      expect(invalidated.mock.calls.map((c) => c[0]?.queryKey)).toEqual(
        expect.arrayContaining([['maintain_ctrl'], ['maintain_task']]),
      ),
    );
    expect(await screen.findByText('已记录完成，到期已更新')).toBeTruthy();
  });

  it('records an item of another maintenance type as 99 other', async () => {
    renderDone(42);
    fireEvent.click(screen.getByRole('button', { name: '记录完成 滑油滤更换' }));
    await screen.findByText('新增维修记录');
    expect(await screen.findByTitle('其他')).toBeTruthy();
  });
});
