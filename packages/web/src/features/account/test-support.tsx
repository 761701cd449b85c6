import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { testUser as kitTestUser } from '../../components/test-utils';
import { initI18n } from '../../i18n/index';
import { canFrom, type Session, SessionContext, type UserInfo } from '../../session/session-context';

// Test support of the account and organisation features: the providers the app gives a screen, a signed-in
// test session, and a `fetch` stub answering envelopes (the network boundary; our modules stay real).

/** A signed-in administrator of company 1 (the list kit's test user with these details). */
export const testUser: UserInfo = kitTestUser({
  id: 7,
  phone: '13800000007',
  account: '13800000007',
  name: 'Tester',
  realName: '测试员',
  sex: 1,
  curCID: 1,
  isAdmin: 1,
  admin: 7,
  companyName: 'Test Air',
  isMultiTenancy: 1,
  projects: [{ id: 1, name: 'Default' }],
  curProject: 1,
  mySystemName: 'Test MRO',
});

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = {
  status?: number;
  ret?: number;
  msg?: string;
  body?: unknown;
  errors?: { field: string; message: string }[];
};
export type Route = (call: Call) => Answer | undefined;

/** Replaces fetch with routes answering envelopes; returns the calls made, for assertions. */
export function stubFetch(route: Route): Call[] {
  const calls: Call[] = [];
  const stub = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = route(call) ?? { status: 404, ret: 1, msg: `no stub for ${url}` };
    const status = answer.status ?? 200;
    const envelope = {
      ret: answer.ret ?? (status === 200 ? 0 : 1),
      msg: answer.msg ?? '',
      body: answer.body,
      ...(answer.errors ? { errors: answer.errors } : {}),
    };
    // The Response constructor refuses statuses above 599, which the server's 601 is: set it afterwards.
    const response = new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
    Object.defineProperty(response, 'status', { value: status });
    return response;
  };
  globalThis.fetch = stub as typeof fetch;
  return calls;
}

export function testSession(
  user: Partial<UserInfo> = {},
  refresh: () => Promise<void> = async () => undefined,
): Session {
  const info = { ...testUser, ...user };
  return {
    user: info,
    can: (key, fn) => canFrom(info, key, fn),
    refresh,
    signOut: async () => undefined,
  };
}

export function renderWithProviders(ui: ReactElement, session: Session = testSession()) {
  initI18n('zh-CN');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <MemoryRouter>
            <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
          </MemoryRouter>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
}
