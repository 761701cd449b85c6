import { PlaneEntity, PlaneEntityUpdateInput } from '@hangar/domain/contracts/registers';
import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import { statRow } from '../flight/test-rows';
import { answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import { PlaneDrawer } from './PlaneDrawer';
import PlanePage from './PlanePage';
import { planeRow } from './test-rows';

// The aircraft's counters and utilisation (issue 16): the form's totals are read-only, with the reason, once
// the aircraft has flight records; its forecast group; the info panel's counters and utilisation; the drawer's
// title with hours and landings and its archive's flight time (the flight log, read-only).

vi.mock('../flight/FlightChart', () => ({ default: () => <div data-testid="flight-chart" /> }));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function stub(plane = planeRow()) {
  return stubStore((call: Call) => {
    if (call.url === '/api/PlaneEntity/Query') return answer(PlaneEntity.api.Query, { items: [plane], totalItems: 1 });
    if (call.url === '/api/PlaneModel/Query')
      return list([{ id: 1, name: 'DA40 NG', manager: 1, type: null, brand: null }]);
    if (call.url === '/api/PlaneEntity/Update') return { body: {} };
    if (call.url === '/api/PlaneFly/StatPlane') return answer(PlaneFly.api.StatPlane, [statRow()]);
    return undefined;
  });
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('B-7001');
  await user.click(screen.getByText(/^编\s*辑$/));
  return (await screen.findByText('编辑飞机')).closest('[role="dialog"]') as HTMLElement;
}

const save = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) =>
  user.click(within(dialog).getByText(/^确\s*定$/));

describe('aircraft utilisation', { timeout: 60_000 }, () => {
  it('makes the totals read-only with the reason once the aircraft has flight records, and never sends them', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderWithProviders(<PlanePage />);
    const dialog = await openEditor(user);
    const hours = within(dialog).getByLabelText('总飞行小时') as HTMLInputElement;
    const landings = within(dialog).getByLabelText('总起落次数') as HTMLInputElement;
    expect(hours.disabled).toBe(true);
    expect(landings.disabled).toBe(true);
    expect(within(dialog).getAllByText('已有飞行记录，总飞行小时和总起落由飞行记录计算')).toHaveLength(2);
    // The forecast group: its heading, the manual figures (only without a log) and the window.
    expect(within(dialog).getByText('利用率预测')).toBeTruthy();
    expect(within(dialog).getAllByText(/仅在飞机没有飞行记录时用于预测/)).toHaveLength(2);
    const window = within(dialog).getByLabelText('预测统计天数') as HTMLInputElement;
    expect(window.value).toBe('90');
    await user.clear(window);
    await user.type(window, '60');
    await save(user, dialog);
    await waitFor(() => expect(callsTo(calls, 'PlaneEntity/Update')).toHaveLength(1));
    const sent = callsTo(calls, 'PlaneEntity/Update')[0].body;
    expect(sent).toMatchObject({ id: 5, forecastWindow: 60, manualDailyHours: null, manualDailyLandings: null });
    expect('allFlyHours' in sent || 'allLandings' in sent || 'forecastGroup' in sent).toBe(false);
    expect(PlaneEntityUpdateInput.safeParse(sent).success).toBe(true);
  });

  it('lets the totals and the manual utilisation be typed while the aircraft has no flight record', async () => {
    const user = userEvent.setup();
    const calls = stub(
      planeRow({ forecastSource: null, dailyHours: null, dailyLandings: null, engineHours: null, countersDate: null }),
    );
    renderWithProviders(<PlanePage />);
    const dialog = await openEditor(user);
    expect(within(dialog).queryByText('已有飞行记录，总飞行小时和总起落由飞行记录计算')).toBeNull();
    const type = async (label: string, text: string) => {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.type(input, text);
    };
    await type('总起落次数', '2400');
    await type('日均飞行小时（人工）', '2.5');
    await type('日均起落（人工）', '4');
    await save(user, dialog);
    await waitFor(() => expect(callsTo(calls, 'PlaneEntity/Update')).toHaveLength(1));
    const sent = callsTo(calls, 'PlaneEntity/Update')[0].body;
    expect(sent).toMatchObject({
      allFlyHours: 1234.5,
      allLandings: 2400,
      manualDailyHours: 2.5,
      manualDailyLandings: 4,
    });
    expect(PlaneEntityUpdateInput.safeParse(sent).success).toBe(true);
  });

  it('titles the drawer with total hours and landings, and shows the counters and the utilisation in use', async () => {
    const user = userEvent.setup();
    stub();
    renderWithProviders(<PlaneDrawer planeId={5} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('B-7001（总飞行小时 1234.5 · 总起落 2345）')).toBeTruthy();
    await user.click(within(drawer).getByText('基本信息'));
    expect(await within(drawer).findByText('2.4 小时/天 · 3.5 起落/天（飞行记录）')).toBeTruthy();
    expect(within(drawer).getByText('2345')).toBeTruthy();
    expect(within(drawer).getByText('845.2')).toBeTruthy();
    expect(within(drawer).getByText('2026-03-21')).toBeTruthy();
  });

  it('shows the flight log read-only in the archive’s flight time', async () => {
    const user = userEvent.setup();
    const calls = stub();
    renderWithProviders(<PlaneDrawer planeId={5} onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog');
    await user.click(await within(drawer).findByText('飞机档案'));
    await user.click(await within(drawer).findByText('飞行时间'));
    const stats = await within(drawer).findByTestId('flight-stats');
    expect(await within(stats).findByText('2026-03')).toBeTruthy();
    expect(callsTo(calls, 'PlaneFly/StatPlane').map((c) => c.body)).toEqual([{ plane: 5 }]);
    await user.click(within(drawer).getByText('飞行记录'));
    const records = await within(drawer).findByTestId('flight-records');
    expect(within(records).queryByText('新增飞行记录')).toBeNull();
    expect(within(records).queryByText('操作')).toBeNull();
  });
});
