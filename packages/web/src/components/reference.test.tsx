import { EmployStatus } from '@hangar/domain/codes';
import { Department, Employ } from '@hangar/domain/contracts/organize';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { useReference } from './reference';
import { envelopeFetch, listAnswer } from './test-utils';

describe('useReference', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads a reference list once with page size 1000 and labels unknown ids 未知', async () => {
    initI18n('zh-CN');
    const network = envelopeFetch(() =>
      listAnswer(Department.api.Query, [
        { id: 1, name: '机务部', parent: 0, sorter: 1 },
        { id: 2, name: '航材部', parent: 0, sorter: 2 },
      ]),
    );
    vi.stubGlobal('fetch', network.stub);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first = renderHook(() => useReference('department'), { wrapper });
    await waitFor(() => expect(first.result.current.items).toHaveLength(2));
    expect(first.result.current.labelOf(2)).toBe('航材部');
    expect(first.result.current.labelOf(99)).toBe('未知');
    expect(first.result.current.labelOf(null)).toBe('未知');
    expect(first.result.current.options).toEqual([
      { value: 1, label: '机务部' },
      { value: 2, label: '航材部' },
    ]);
    // A second user of the list is served from the cache.
    const second = renderHook(() => useReference('department'), { wrapper });
    expect(second.result.current.items).toHaveLength(2);
    expect(network.calls).toEqual([
      {
        url: '/api/Department/Query',
        payload: { sortField: 'sorter', sortOrder: 'asc', page: 1, pageSize: 1000 },
      },
    ]);
  });

  it('lists as employees the accepted members only, never pending or declined invitations', async () => {
    initI18n('zh-CN');
    const network = envelopeFetch(() => listAnswer(Employ.api.QueryEmployee, []));
    vi.stubGlobal('fetch', network.stub);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const employees = renderHook(() => useReference('employee'), { wrapper });
    await waitFor(() => expect(network.calls).toHaveLength(1));
    expect(employees.result.current.items).toEqual([]);
    expect(network.calls[0]).toEqual({
      url: '/api/Employ/QueryEmployee',
      payload: {
        fixedFilters: [{ name: 'status', compare: 'eq', value: EmployStatus.Active }],
        page: 1,
        pageSize: 1000,
      },
    });
  });
});
