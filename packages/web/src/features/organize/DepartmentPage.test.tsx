import { Department } from '@hangar/domain/contracts/organize';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listAnswer } from '../../components/test-utils';
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
            body: listAnswer(Department.api.Query, [
              { id: 1, name: '机务部', parent: 0, sorter: 1 },
              { id: 2, name: '航线车间', parent: 1, sorter: 1 },
            ]),
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

  it('refuses an over-long name and a sort order with letters instead of cutting or dropping them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stubFetch(({ url }) =>
      url === '/api/Department/Query' ? { body: listAnswer(Department.api.Query, []) } : { body: { id: 9 } },
    );
    renderWithProviders(
      <DepartmentPage />,
      testSession({ isAdmin: 0, views: [{ name: 'organize-department', functions: ['Add'] }] }),
    );
    await user.click(await screen.findByRole('button', { name: '新增部门' }));
    const name = await screen.findByLabelText('部门名称');
    const long = '部'.repeat(101);
    await user.type(name, long);
    expect((name as HTMLInputElement).value).toBe(long); // not cut at 100
    expect(screen.getByText('101 / 100')).toBeTruthy();
    await user.clear(screen.getByLabelText('排序'));
    await user.type(screen.getByLabelText('排序'), '12abc');
    expect((screen.getByLabelText('排序') as HTMLInputElement).value).toBe('12abc'); // no letter dropped
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(/部门名称.*100/)).toBeTruthy();
    await waitFor(() => expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/Department/Add')).toHaveLength(0);
  });
});
