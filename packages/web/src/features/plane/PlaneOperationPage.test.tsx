import { PlaneEntity } from '@hangar/domain/contracts/registers';
import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import type { Fn } from '@hangar/domain/permissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index';
import { type Session, SessionContext } from '../../session/session-context';
import { testSession } from '../account/test-support';
import { flightRow, statRow } from '../flight/test-rows';
import { answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import PlaneOperationPage from './PlaneOperationPage';
import { planeRow } from './test-rows';

// /plane/operation: the fleet's monthly statistics without an aircraft; ?plane=<id> opens that aircraft's flight
// log (writable by the flight functions, read-only without them) and its installed-equipment slot.

vi.mock('../flight/FlightChart', () => ({ default: () => <div data-testid="flight-chart" /> }));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function stub() {
  return stubStore((call: Call) => {
    if (call.url === '/api/PlaneEntity/QueryNames')
      return answer(PlaneEntity.api.QueryNames, {
        items: [
          { id: 5, name: 'B-7001', model: 1 },
          { id: 6, name: 'B-7002', model: 1 },
        ],
        totalItems: 2,
      });
    if (call.url === '/api/PlaneEntity/Query')
      return answer(PlaneEntity.api.Query, { items: [planeRow(), planeRow({ id: 6, name: 'B-7002' })], totalItems: 2 });
    if (call.url === '/api/PlaneModel/Query')
      return list([{ id: 1, name: 'DA40 NG', manager: 1, type: null, brand: null }]);
    if (call.url === '/api/PlaneFly/StatByMonth') return answer(PlaneFly.api.StatByMonth, [statRow()]);
    if (call.url === '/api/PlaneFly/StatPlane') return answer(PlaneFly.api.StatPlane, [statRow()]);
    if (call.url === '/api/PlaneFly/Query') return list([flightRow(12, { comments: '本场训练' })]);
    return undefined;
  });
}

const member = (views: [string, Fn[]][]) =>
  testSession({ isAdmin: 0, admin: null, views: views.map(([name, functions]) => ({ name, functions })) });

function renderAt(path: string, session: Session) {
  initI18n('zh-CN');
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <MemoryRouter initialEntries={[path]}>
            <SessionContext.Provider value={session}>
              <PlaneOperationPage />
            </SessionContext.Provider>
          </MemoryRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}

describe('PlaneOperationPage', { timeout: 60_000 }, () => {
  it('shows the fleet’s monthly statistics until an aircraft is chosen', async () => {
    const calls = stub();
    renderAt('/plane/operation', member([['plane-operation', []]]));
    expect(await screen.findByText('机队月度飞行统计')).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/StatByMonth')).toHaveLength(1));
    // Without the register's view the aircraft's hours are not asked for.
    expect(callsTo(calls, 'PlaneEntity/Query')).toHaveLength(0);
    expect(screen.queryByTestId('flight-records')).toBeNull();
  });

  it('opens the aircraft of the address with its flight log, writable by the flight functions', async () => {
    const calls = stub();
    renderAt('/plane/operation?plane=5', member([['plane-operation', ['Add', 'Edit', 'Delete']]]));
    const page = await screen.findByTestId('plane-operation');
    expect(await within(page).findByText('装机清单')).toBeTruthy();
    expect(page.querySelector('.ant-tabs-tab-active')?.textContent).toBe('飞行时间');
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/StatPlane').map((c) => c.body)).toEqual([{ plane: 5 }]));
    (await within(page).findByText('飞行记录')).click();
    const records = await within(page).findByTestId('flight-records');
    expect(await within(records).findByText('本场训练')).toBeTruthy();
    expect(within(records).getByText('新增飞行记录')).toBeTruthy();
  });

  it('names each aircraft with its model, hours and landings for holders of the register', async () => {
    stub();
    renderAt('/plane/operation?plane=6', member([['plane-entity', []]]));
    expect(await screen.findByText('B-7002 · DA40 NG · 总飞行小时 1234.5 · 总起落 2345')).toBeTruthy();
    // Read-only: a register reader without Execute writes no flight record.
    const page = screen.getByTestId('plane-operation');
    (await within(page).findByText('飞行记录')).click();
    const records = await within(page).findByTestId('flight-records');
    expect(within(records).queryByText('新增飞行记录')).toBeNull();
  });
});
