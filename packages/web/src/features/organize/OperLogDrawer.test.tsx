import { ObjType } from '@hangar/domain/codes';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../account/test-support';
import { OperLogDrawer } from './OperLogDrawer';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('OperLogDrawer', () => {
  it('lists the log of one record, readable', async () => {
    const calls = stubFetch(({ url }) =>
      url === '/api/OperLog/Query'
        ? {
            body: {
              items: [
                {
                  id: 3,
                  targetType: ObjType.Department,
                  targetID: 5,
                  userID: 7,
                  job: 'Update',
                  operContent: JSON.stringify({ name: '机务部', changes: { sorter: [1, 2] } }),
                  operTime: '2025-03-01 10:00:00',
                  avatar: [],
                  userName: 'Tester',
                },
              ],
              totalItems: 1,
            },
          }
        : undefined,
    );
    renderWithProviders(<OperLogDrawer open onClose={() => undefined} targetType={ObjType.Department} targetId={5} />);
    expect(await screen.findByText('排序: 1 → 2')).toBeTruthy();
    expect(screen.getByText('机务部')).toBeTruthy();
    expect(screen.getByText('修改')).toBeTruthy();
    expect(calls[0].body).toMatchObject({
      fixedFilters: [
        { name: 'targetType', compare: 'eq', value: ObjType.Department },
        { name: 'targetID', compare: 'eq', value: 5 },
      ],
      sortField: 'id',
      sortOrder: 'descend',
    });
  });
});
