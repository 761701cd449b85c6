import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import DepartmentPage from './DepartmentPage';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('DepartmentPage', () => {
  it('shows the departments as an open tree and hides actions without the functions', async () => {
    const calls = stubFetch(({ url }) =>
      url === '/api/Department/Query'
        ? {
            body: {
              items: [
                { id: 1, name: '机务部', parent: 0, sorter: 1 },
                { id: 2, name: '航线车间', parent: 1, sorter: 1 },
              ],
              totalItems: 2,
            },
          }
        : undefined,
    );
    renderWithProviders(
      <DepartmentPage />,
      testSession({ isAdmin: 0, views: [{ name: 'organize-department', functions: ['Edit'] }] }),
    );
    expect(await screen.findByText('机务部')).toBeTruthy();
    expect(screen.getByText('航线车间')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /编\s*辑/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '新增部门' })).toBeNull();
    expect(calls[0].body).toMatchObject({ sortField: 'sorter', sortOrder: 'asc', page: 1, pageSize: 200 });
  });
});
