import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../api/http';
import { SignInCalls } from '../api/sign-in-calls';
import { stubFetch, testUser } from '../features/account/test-support';
import { useSwitchCompany } from '../features/account/use-switch-company';
import DashboardPage from '../features/dashboard/DashboardPage';
import { initI18n } from '../i18n/index';
import { canFrom, type Session, SessionContext, type UserInfo } from '../session/session-context';
import { useCompanyCache } from './frame-providers';

// Issue 29: after a company switch the dashboard calls only what the new company's rights allow — the cards of the
// previous rights were refetched (five 403s) because the cache was reset before the screens rendered the new
// rights.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** A member of company 1 who holds the fleet monitor; in company 2 they hold nothing. */
const inFirst: UserInfo = {
  ...testUser,
  isAdmin: 0,
  admin: null,
  curCID: 1,
  views: [{ name: 'maintain-control', functions: [] }],
};
const inSecond: UserInfo = { ...inFirst, curCID: 2, companyName: 'Second Air', views: [] };

function SwitchButton() {
  const switchCompany = useSwitchCompany();
  return (
    <button type="button" onClick={() => void switchCompany(2)}>
      switch
    </button>
  );
}

/** The session as the app's provider gives it: refresh loads User/Info and re-renders with it. */
function Frame({ client }: { client: QueryClient }) {
  const [user, setUser] = useState(inFirst);
  const session: Session = {
    user,
    can: (key, fn) => canFrom(user, key, fn),
    refresh: async () => setUser((await call(SignInCalls.Info, {})) as UserInfo),
    signOut: async () => undefined,
  };
  return (
    <SessionContext.Provider value={session}>
      <CompanyCache client={client} />
      <SwitchButton />
      <div data-testid="company">{user.curCID}</div>
      <DashboardPage />
    </SessionContext.Provider>
  );
}

function CompanyCache({ client }: { client: QueryClient }) {
  useCompanyCache(client);
  return null;
}

describe('switching company from the dashboard', () => {
  it('calls only what the new company’s rights allow, and reloads what is still shown', {
    timeout: 30_000,
  }, async () => {
    initI18n('zh-CN');
    const calls = stubFetch(({ url }) => {
      if (url === '/api/MaintainCtrl/FleetSummary')
        return { body: { overdue: 0, warning: 0, dueThisMonth: 0, dueNextMonth: 0 } };
      if (url === '/api/MaintainCtrl/QueryFleet') return { body: { items: [], totalItems: 0 } };
      if (url === '/api/UserToDo/Query') return { body: { items: [], totalItems: 0 } };
      if (url === '/api/Employ/QueryInvitations') return { body: { items: [], totalItems: 0 } };
      if (url === '/api/lg/SwitchCompany') return { body: null };
      if (url.startsWith('/api/User/Info')) return { body: inSecond };
      return undefined;
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ConfigProvider locale={zhCN}>
          <AntApp>
            <MemoryRouter>
              <Frame client={client} />
            </MemoryRouter>
          </AntApp>
        </ConfigProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(calls.some((c) => c.url === '/api/MaintainCtrl/QueryFleet')).toBe(true));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/UserToDo/Query')).toBe(true));
    const before = calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(screen.getByTestId('company').textContent).toBe('2'));
    // The to-dos, still shown, are loaded again for the new company.
    await waitFor(() => expect(calls.slice(before).some((c) => c.url === '/api/UserToDo/Query')).toBe(true));
    const after = calls.slice(before).map((c) => c.url);
    expect(after).toContain('/api/lg/SwitchCompany');
    expect(after.filter((url) => url.startsWith('/api/MaintainCtrl/'))).toEqual([]);
    expect(screen.queryByTestId('due-card')).toBeNull();
  });
});
