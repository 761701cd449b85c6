import { Qualification } from '@hangar/domain/contracts/qualifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { expiringRow } from '../qualifications/test-rows';
import { answer, callsTo, list, stubStore } from '../store/test-support';
import DashboardPage from './DashboardPage';
import { TodoBadge } from './TodoBadge';

// The dashboard's 资质到期 card (issue 34): a reader of a qualification screen sees everyone's expiries (expired,
// within 30 days, within 90 days, the nearest rows linking to their screen); any other member sees their own,
// without links to screens they cannot open. The header's to-do badge counts and lists the user's own
// qualifications expired or expiring within 30 days.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const rows = [
  expiringRow(1, { what: 'licence', label: 'CCAR-66 L-1', expires: '2027-02-01', state: 'due90', daysLeft: 65 }),
  expiringRow(2, { expires: '2026-12-18', daysLeft: 20 }),
  expiringRow(3, {
    userName: '李强',
    what: 'authorisation',
    label: 'QA-009',
    expires: '2026-11-20',
    state: 'expired',
    daysLeft: -8,
  }),
];

const member = (views: string[]) =>
  testSession({ isAdmin: 0, admin: null, views: views.map((name) => ({ name, functions: [] })) });

describe('the qualification expiries', { timeout: 60_000 }, () => {
  it('shows a reader everyone’s counts and nearest expiries, expired first, each linking to its screen', async () => {
    const calls = stubStore((call) =>
      call.url === '/api/Qualification/Expiring' ? answer(Qualification.api.Expiring, rows) : list([]),
    );
    renderWithProviders(<DashboardPage />, member(['qualification-repairman', 'qualification-health']));
    const lines = await screen.findByTestId('qual-alert-rows');
    const card = screen.getByTestId('qual-alerts-card');
    expect(within(card).getByText('资质到期')).toBeTruthy();
    expect(within(screen.getByTestId('qual-expired')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('qual-due30')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('qual-due90')).getByText('1')).toBeTruthy();
    const links = within(lines).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '李强 · 授权 · QA-009',
      '王芳 · 体检 · I 级',
      '王芳 · 执照 · CCAR-66 L-1',
    ]);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/qualification/repairman',
      '/qualification/health',
      '/qualification/repairman',
    ]);
    expect(within(lines).getByText('已过期 8 天')).toBeTruthy();
    expect(within(lines).getByText('剩余 20 天')).toBeTruthy();
    expect(callsTo(calls, 'Qualification/Expiring').map((c) => c.body)).toEqual([{ days: 90 }]);
  });

  it('shows any other member their own expiries, without links to screens they cannot open', async () => {
    const calls = stubStore((call) =>
      call.url === '/api/Qualification/Expiring' ? answer(Qualification.api.Expiring, [rows[1]]) : list([]),
    );
    renderWithProviders(<DashboardPage />, member([]));
    const lines = await screen.findByTestId('qual-alert-rows');
    expect(screen.getByText('我的资质到期')).toBeTruthy();
    expect(within(lines).getByText('体检 · I 级')).toBeTruthy();
    expect(within(lines).queryByRole('link')).toBeNull();
    expect(callsTo(calls, 'Qualification/Expiring').map((c) => c.body)).toEqual([{ mine: true, days: 90 }]);
  });

  it('shows the empty state when nothing expires', async () => {
    stubStore((call) =>
      call.url === '/api/Qualification/Expiring' ? answer(Qualification.api.Expiring, []) : list([]),
    );
    renderWithProviders(<DashboardPage />, member(['qualification-pilot']));
    const card = await screen.findByTestId('qual-alerts-card');
    expect(await within(card).findByText('暂无资质到期')).toBeTruthy();
  });

  it('counts the user’s own expiring qualifications in the to-do badge and lists them', async () => {
    const calls = stubStore((call) =>
      call.url === '/api/Qualification/Expiring'
        ? answer(Qualification.api.Expiring, [rows[2], rows[1]])
        : call.url === '/api/UserToDo/Query'
          ? { body: { items: [], totalItems: 0 } }
          : undefined,
    );
    renderWithProviders(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <TodoBadge icon="!" mobile={false} />
      </ConfigProvider>,
      member([]),
    );
    const count = await screen.findByTestId('todo-count');
    await waitFor(() => expect(count.querySelector('.ant-scroll-number')?.getAttribute('title')).toBe('2'));
    expect(callsTo(calls, 'Qualification/Expiring').map((c) => c.body)).toEqual([{ mine: true, days: 30 }]);
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByTestId('todo-badge'));
    const todos = await screen.findByTestId('qual-todos');
    expect(within(todos).getByRole('heading', { name: '我的资质到期' })).toBeTruthy();
    expect(
      within(todos)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['授权 · QA-0092026-11-20 已过期 8 天', '体检 · I 级2026-12-18 剩余 20 天']);
  });
});
