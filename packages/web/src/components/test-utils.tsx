import type { Endpoint } from '@hangar/domain/endpoint';
import type { Fn } from '@hangar/domain/permissions';
import type { ListBody } from '@hangar/domain/query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactElement } from 'react';
import { initI18n } from '../i18n';
import { canFrom, type Session, SessionContext, type UserInfo } from '../session/session-context';
import type { RowOfList } from './list-query';

// The providers the list kit needs, for its component tests: TanStack Query (no retries), antd's App
// (message, modal) in zh-CN, i18next in zh-CN and a session built from a test user.

export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 1,
    pid: 1,
    phone: '13800000001',
    account: '13800000001',
    name: 'tester',
    realName: null,
    sex: null,
    birthday: null,
    avatar: [],
    isPilot: 0,
    isRepairman: 0,
    introduction: null,
    curCID: 10001,
    isAdmin: 0,
    isPlatformAdmin: 0,
    admin: null,
    companyName: 'Test',
    isMultiTenancy: 0,
    projects: [],
    fileServer: '',
    filePort: 0,
    systemRoles: '["editor"]',
    curProject: null,
    mySystemName: null,
    systemName: 'Hangar',
    mySystemLogo: [],
    companyLogo: [],
    setting: '{}',
    views: [],
    validDays: 365,
    docsUrl: null,
    ...overrides,
  };
}

export function testSession(user: UserInfo = testUser()): Session {
  return {
    user,
    can: (key: string, fn?: Fn) => canFrom(user, key, fn),
    refresh: async () => {},
    signOut: async () => {},
  };
}

export function renderWithProviders(ui: ReactElement, options: { user?: UserInfo } = {}) {
  initI18n('zh-CN');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = testSession(options.user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <SessionContext.Provider value={session}>{ui}</SessionContext.Provider>
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A `fetch` stand-in answering every call with the success envelope of `body(url, payload)`. */
export function envelopeFetch(body: (url: string, payload: Record<string, unknown>) => unknown) {
  const calls: { url: string; payload: Record<string, unknown> }[] = [];
  const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const payload = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ url, payload });
    return new Response(JSON.stringify({ ret: 0, msg: '', body: body(url, payload) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { stub, calls };
}

/** A list answer of an endpoint, typed by its contract, as the fake network's `body`. */
export function listAnswer<E extends Endpoint>(_endpoint: E, items: RowOfList<E>[]): ListBody<RowOfList<E>> {
  return { items, totalItems: items.length };
}
