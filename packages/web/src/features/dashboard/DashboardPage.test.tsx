import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import { Employ, type Invitation } from '@hangar/domain/contracts/organize';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { ctrlRow } from '../maintenance/test-rows';
import DashboardPage from './DashboardPage';

// The dashboard's maintenance due figures: shown (counts, the ten most urgent items, a link to the monitor) to
// holders of the maintain-control view, absent and never called for everyone else.

const fleetRow = (id: number, name: string, planeName: string, due: Partial<FleetRow['due']>): FleetRow => ({
  ...ctrlRow(id, name),
  planeName,
  modelName: 'DA40',
  allFlyHours: 140,
  allLandings: 0,
  due: {
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
    ...due,
  },
});

const annual = fleetRow(23, 'Annual inspection', 'B-7001', {
  expireDate: '2026-03-01',
  remainDays: -5,
  overdue: true,
  warning: true,
});
const elt = fleetRow(22, 'ELT battery', 'B-7002', {
  remainDays: 10,
  expireHours: null,
  remainHours: null,
  warning: true,
});
const oil = fleetRow(21, 'Oil change', 'B-7001', {
  remainDays: 200,
  remainHours: 12.5,
  expireLandings: 1500,
  remainLandings: 42,
  forecastDate: '2026-04-02',
  dueDate: '2026-04-02',
  dueBy: 'landings',
});

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function stub(): Call[] {
  return stubFetch(({ url }) => {
    if (url === '/api/MaintainCtrl/FleetSummary') {
      return { body: { overdue: 4, warning: 9, dueThisMonth: 13, dueNextMonth: 6 } };
    }
    if (url === '/api/MaintainCtrl/QueryFleet') return { body: { items: [annual, elt, oil], totalItems: 250 } };
    if (url === '/api/UserToDo/Query') return { body: { items: [], totalItems: 0 } };
    return undefined;
  });
}

const fleetCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/MaintainCtrl/'));
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const member = (views: { name: string; functions: [] }[]) => testSession({ isAdmin: 0, admin: null, views });

describe('DashboardPage due figures', { timeout: 60_000 }, () => {
  it('shows the counts and the ten most urgent items, coloured by state, to a member holding the view', async () => {
    const calls = stub();
    renderWithProviders(<DashboardPage />, member([{ name: 'maintain-control', functions: [] }]));
    const panel = await screen.findByTestId('due-card');
    expect(await within(panel).findByText('Annual inspection')).toBeTruthy();
    const counts = within(panel).getByTestId('fleet-summary');
    await waitFor(() => expect(within(counts).getByText('13')).toBeTruthy());
    expect(within(counts).getByText('4')).toBeTruthy();
    expect(within(counts).getByText('9')).toBeTruthy();
    expect(within(counts).getByText('6')).toBeTruthy();
    // Figures only: the dashboard's cards are not quick filters.
    expect(within(counts).queryByRole('button')).toBeNull();

    expect(within(panel).getByText('最需关注的 10 个项目')).toBeTruthy();
    // In the server's order (overdue, warning, the rest).
    const shown = within(panel)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent ?? '');
    expect(shown).toHaveLength(3);
    expect(shown[0]).toContain('Annual inspection');
    expect(shown[2]).toContain('Oil change');
    const annual = within(rowOf('Annual inspection'));
    expect(annual.getByText('B-7001')).toBeTruthy();
    expect(annual.getByText('2026-03-01')).toBeTruthy();
    expect(annual.getByText('-5')).toBeTruthy();
    expect(annual.getByText('超期')).toBeTruthy();
    expect(within(rowOf('Oil change')).getByText('12.5')).toBeTruthy();
    // Landings beside hours, and the due date with what drives it.
    expect(within(rowOf('Oil change')).getByText('42')).toBeTruthy();
    expect(within(rowOf('Oil change')).getByText('1500')).toBeTruthy();
    expect(within(rowOf('Oil change')).getByText('2026-04-02')).toBeTruthy();
    expect(within(rowOf('Oil change')).getByText('起落预测').getAttribute('data-due-by')).toBe('landings');
    expect(rowOf('Annual inspection').className).toContain('maintain-row-overdue');
    expect(rowOf('ELT battery').className).toContain('maintain-row-warning');
    expect(rowOf('Oil change').className).not.toMatch(/maintain-row-(warning|overdue)/);

    const query = calls.filter((c) => c.url === '/api/MaintainCtrl/QueryFleet');
    expect(query).toHaveLength(1);
    // Page 1 of 10 in the server's default order: no filter, no sort.
    expect(query[0].body).toEqual({ page: 1, pageSize: 10 });
    expect(within(panel).getByRole('link', { name: '打开时控监控' }).getAttribute('href')).toBe('/maintain/contorl');
  });

  it('counts the deferrals due soon and overdue under the items’ counts, for who may read deferrals', async () => {
    stubFetch(({ url, body }) => {
      if (url === '/api/Deferral/Query') {
        return { body: { items: [], totalItems: (body as { state: string }).state === 'warning' ? 2 : 1 } };
      }
      if (url === '/api/MaintainCtrl/FleetSummary') {
        return { body: { overdue: 4, warning: 9, dueThisMonth: 13, dueNextMonth: 6 } };
      }
      if (url === '/api/MaintainCtrl/QueryFleet') return { body: { items: [annual], totalItems: 1 } };
      return { body: { items: [], totalItems: 0 } };
    });
    renderWithProviders(
      <DashboardPage />,
      member([
        { name: 'maintain-control', functions: [] },
        { name: 'maintain-deferral', functions: [] },
      ]),
    );
    const panel = await screen.findByTestId('due-card');
    const soon = await within(panel).findByTestId('fleet-deferral-warning');
    await waitFor(() => expect(soon.textContent).toContain('2'));
    expect(soon.textContent).toContain('保留临期');
    expect(within(panel).getByTestId('fleet-deferral-overdue').textContent).toContain('1');
  });

  it('reads 未知 for an item never executed, never a made-up due date (issue 29)', async () => {
    const never = fleetRow(24, 'Notified, never executed', 'B-7002', {
      expireDate: null,
      remainDays: 0,
      expireHours: null,
      remainHours: 0,
      warning: true,
      unknown: true,
    });
    stubFetch(({ url }) => {
      if (url === '/api/MaintainCtrl/FleetSummary')
        return { body: { overdue: 0, warning: 1, dueThisMonth: 0, dueNextMonth: 0 } };
      if (url === '/api/MaintainCtrl/QueryFleet') return { body: { items: [never], totalItems: 1 } };
      if (url === '/api/UserToDo/Query') return { body: { items: [], totalItems: 0 } };
      return undefined;
    });
    renderWithProviders(<DashboardPage />, member([{ name: 'maintain-control', functions: [] }]));
    const panel = await screen.findByTestId('due-card');
    expect(await within(panel).findByText('Notified, never executed')).toBeTruthy();
    const row = rowOf('Notified, never executed');
    // The due date, the expiry date and the expiry hours read unknown; no date anywhere in the row.
    expect(within(row).getAllByText('未知').length).toBeGreaterThanOrEqual(3);
    expect(row.querySelector('[data-due-unknown]')?.textContent).toBe('未知');
    expect(row.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(within(row).queryByText('小时预测')).toBeNull();
    expect(within(row).getByText('预警')).toBeTruthy();
  });

  it('shows them to an administrator, who holds every view', async () => {
    stub();
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('ELT battery')).toBeTruthy();
    expect(screen.getByTestId('due-card')).toBeTruthy();
  });

  it('shows nothing of them and makes no fleet call without the view', async () => {
    const calls = stub();
    renderWithProviders(<DashboardPage />, member([{ name: 'plane-entity', functions: [] }]));
    // The to-dos are asked for in the same render as the figures would be.
    await waitFor(() => expect(calls.some((c) => c.url === '/api/UserToDo/Query')).toBe(true));
    expect(await screen.findByText('暂无待办事项')).toBeTruthy();
    expect(screen.queryByTestId('due-card')).toBeNull();
    expect(screen.queryByText('时控到期')).toBeNull();
    expect(fleetCalls(calls)).toEqual([]);
  });
});

describe('DashboardPage component life', { timeout: 60_000 }, () => {
  it('shows the life warnings to holders of plane-operation, and nothing to a member without a components view', async () => {
    const route = ({ url }: { url: string }) => {
      if (url === '/api/PlaneBom/LifeSummary') return { body: { warning: 2, overdue: 1, items: [] } };
      if (url === '/api/UserToDo/Query') return { body: { items: [], totalItems: 0 } };
      return undefined;
    };
    const calls = stubFetch(route);
    const holder = renderWithProviders(<DashboardPage />, member([{ name: 'plane-operation', functions: [] }]));
    expect(await screen.findByTestId('life-alerts-card')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/PlaneBom/LifeSummary')).toBe(true);
    holder.unmount();

    const none = stubFetch(route);
    renderWithProviders(<DashboardPage />, member([{ name: 'maintain-control', functions: [] }]));
    await waitFor(() => expect(none.some((c) => c.url === '/api/UserToDo/Query')).toBe(true));
    expect(screen.queryByTestId('life-alerts-card')).toBeNull();
    expect(none.some((c) => c.url === '/api/PlaneBom/LifeSummary')).toBe(false);
  });
});

describe('DashboardPage invitations', { timeout: 60_000 }, () => {
  const invitation: Invitation = {
    id: 41,
    companyId: 5,
    companyName: 'East Wing Aviation',
    invitedBy: '张敏',
    invitedAt: '2026-03-02 09:30:00',
  };

  function stubInvitations(items: Invitation[]): Call[] {
    let pending = items;
    return stubFetch(({ url }) => {
      if (url === '/api/Employ/QueryInvitations') return { body: { items: pending, totalItems: pending.length } };
      if (url === Employ.api.Accept.path || url === Employ.api.Decline.path) {
        pending = [];
        const answered: EndpointOutput<typeof Employ.api.Accept> = {
          id: 41,
          companyId: 5,
          companyName: 'East Wing Aviation',
        };
        return { body: answered };
      }
      if (url === '/api/UserToDo/Query') return { body: { items: [], totalItems: 0 } };
      return undefined;
    });
  }

  it('lists pending invitations (company, who, when) and accepts one', async () => {
    const calls = stubInvitations([invitation]);
    renderWithProviders(<DashboardPage />, member([]));
    const card = await screen.findByTestId('invitation-card');
    expect(within(card).getByText('East Wing Aviation')).toBeTruthy();
    expect(within(card).getByText('张敏 于 2026-03-02 09:30 邀请您加入')).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('button', { name: /接\s*受/ }));
    expect(await screen.findByText('已加入 East Wing Aviation，可在“切换企业”中切换到该企业')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/Employ/Accept')?.body).toEqual({ id: 41 });
    await waitFor(() => expect(screen.queryByTestId('invitation-card')).toBeNull());
  });

  it('declines one after asking', async () => {
    const calls = stubInvitations([invitation]);
    renderWithProviders(<DashboardPage />, member([]));
    const card = await screen.findByTestId('invitation-card');
    await userEvent.setup().click(within(card).getByRole('button', { name: /拒\s*绝/ }));
    expect(await screen.findByText('确定拒绝 East Wing Aviation 的邀请吗?')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Employ/Decline')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已拒绝邀请')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/Employ/Decline')?.body).toEqual({ id: 41 });
    await waitFor(() => expect(screen.queryByTestId('invitation-card')).toBeNull());
  });

  it('shows no card without invitations', async () => {
    const calls = stubInvitations([]);
    renderWithProviders(<DashboardPage />, member([]));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Employ/QueryInvitations')).toBe(true));
    expect(await screen.findByText('暂无待办事项')).toBeTruthy();
    expect(screen.queryByTestId('invitation-card')).toBeNull();
  });
});
