import type { Employee } from '@hangar/domain/contracts/organize';
import { PlaneStatus, type PlaneStatusRow } from '@hangar/domain/contracts/status';
import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import { FlightDialog } from './FlightDialog';
import { flightRow } from './test-rows';

// The flight dialog of an unserviceable aircraft (issue 32): the warning with the status's reasons and the reason
// the server requires, also when only the server's refusal says the aircraft is unserviceable.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const grounded: PlaneStatusRow = {
  planeId: 5,
  planeName: 'B-8002',
  status: 3,
  since: '2026-11-20 08:30:00',
  reasons: [{ planeId: 5, kind: 'overdueItem', grounding: true, ref: 11, title: '滑油更换', due: '2026-11-01' }],
};

const statusRoute = (status: PlaneStatusRow) => (call: Call) =>
  call.url === '/api/PlaneStatus/Get' ? answer(PlaneStatus.api.Get, status) : undefined;

describe('FlightDialog of an unserviceable aircraft', { timeout: 60_000 }, () => {
  const operator = testSession({ views: [{ name: 'plane-operation', functions: ['Add'] }] });

  async function fillDay(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
    const day = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await user.type(within(dialog).getByLabelText('日期'), `${day}{Enter}`);
    await user.clear(within(dialog).getByLabelText('当日飞行小时'));
    await user.type(within(dialog).getByLabelText('当日飞行小时'), '1.5');
  }

  it('warns with the reasons and sends the reason it requires', async () => {
    const user = userEvent.setup();
    const calls = stubStore((call) =>
      call.url === '/api/PlaneFly/Add'
        ? answer(PlaneFly.api.Add, { ...flightRow(13), warnings: [] })
        : statusRoute(grounded)(call),
    );
    renderWithProviders(
      <FlightDialog plane={{ id: 5, name: 'B-8002' }} editing={{ state: 'add' }} onClose={() => {}} />,
      operator,
    );
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByTestId('flight-unserviceable');
    expect(within(alert).getByText('该飞机当前不可用')).toBeTruthy();
    expect(within(alert).getByText('滑油更换')).toBeTruthy();
    await fillDay(user, dialog);
    // The reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写不可用时飞行的原因')).toBeTruthy();
    expect(callsTo(calls, 'PlaneFly/Add')).toEqual([]);
    await user.type(within(dialog).getByLabelText('不可用时飞行原因'), '调机飞行');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneFly/Add')[0].body).toMatchObject({ plane: 5, unserviceableReason: '调机飞行' });
  });

  it('asks for the reason once the server refuses for want of it', async () => {
    const user = userEvent.setup();
    const message = 'B-8002 当前不可用（超期项目 滑油更换），记录飞行须填写原因';
    const calls = stubStore((call) => {
      if (call.url === '/api/PlaneFly/Add' && callsTo(calls, 'PlaneFly/Add').length === 1)
        return {
          status: 601,
          code: 'RULE',
          msg: message,
          extra: { errors: [{ field: 'unserviceableReason', message }] },
        };
      if (call.url === '/api/PlaneFly/Add') return answer(PlaneFly.api.Add, { ...flightRow(13), warnings: [] });
      // The status read as serviceable (another writer grounded it meanwhile).
      return statusRoute({ ...grounded, status: 1, reasons: [] })(call) ?? list([]);
    });
    renderWithProviders(
      <FlightDialog plane={{ id: 5, name: 'B-8002' }} editing={{ state: 'add' }} onClose={() => {}} />,
      operator,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(callsTo(calls, 'PlaneStatus/Get')).toHaveLength(1));
    expect(within(dialog).queryByTestId('flight-unserviceable')).toBeNull();
    await fillDay(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByTestId('flight-unserviceable')).toBeTruthy();
    await user.type(await within(dialog).findByLabelText('不可用时飞行原因'), '调机飞行');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(2));
    expect(callsTo(calls, 'PlaneFly/Add')[1].body).toMatchObject({ unserviceableReason: '调机飞行' });
  });
});

describe('FlightDialog: the pilot in command (issue 34)', { timeout: 60_000 }, () => {
  const operator = testSession({ views: [{ name: 'plane-operation', functions: ['Add'] }] });
  const member = (id: number, pid: number, realName: string) =>
    ({ id, pid, realName, name: `u${pid}`, phone: `1380000000${pid}`, status: 1 }) as unknown as Employee;

  it('picks the pilot among the members; when the server finds them unqualified, shows why and sends the reason', async () => {
    const user = userEvent.setup();
    const message = '机长资质不符（无有效体检合格证），仍要记录请填写原因';
    const calls = stubStore((call) => {
      if (call.url === '/api/Employ/QueryEmployee') return list([member(1, 21, '张机长'), member(2, 22, '李机长')]);
      if (call.url === '/api/PlaneFly/Add' && callsTo(calls, 'PlaneFly/Add').length === 1)
        return { status: 601, code: 'RULE', msg: message, extra: { errors: [{ field: 'pilotReason', message }] } };
      if (call.url === '/api/PlaneFly/Add') return answer(PlaneFly.api.Add, { ...flightRow(13), warnings: [] });
      return statusRoute({ ...grounded, status: 1, reasons: [] })(call) ?? list([]);
    });
    renderWithProviders(
      <FlightDialog plane={{ id: 5, name: 'B-8002' }} editing={{ state: 'add' }} onClose={() => {}} />,
      operator,
    );
    const dialog = await screen.findByRole('dialog');
    const day = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await user.type(within(dialog).getByLabelText('日期'), `${day}{Enter}`);
    await user.click(within(dialog).getByLabelText('机长'));
    await user.click(await screen.findByText('李机长', { selector: '.ant-select-item-option-content' }));
    expect(within(dialog).queryByLabelText('机长资质不符仍记录的原因')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneFly/Add')[0].body).toMatchObject({ plane: 5, pilot: 22 });
    expect(callsTo(calls, 'PlaneFly/Add')[0].body).not.toHaveProperty('pilotReason');
    // The refusal's message stays in view, and the reason is asked for (required).
    const alert = await within(dialog).findByTestId('flight-pilot-unqualified');
    expect(alert.textContent).toContain(message);
    const reason = await within(dialog).findByLabelText('机长资质不符仍记录的原因');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请填写机长资质不符仍记录本次飞行的原因')).toBeTruthy();
    expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(1);
    await user.type(reason, '带飞检查');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(2));
    expect(callsTo(calls, 'PlaneFly/Add')[1].body).toMatchObject({ pilot: 22, pilotReason: '带飞检查' });
  });
});
