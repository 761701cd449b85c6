import { ObjType } from '@hangar/domain/codes';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, stubFetch } from '../../features/account/test-support';
import { OperLogDrawer } from './OperLogDrawer';
import { loadOperTargets } from './sources';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

// The features' declarations load lazily with the first table; loaded once here, so that a slow first import
// (module transforms on a busy machine) does not count against the assertions' waits.
beforeAll(async () => {
  await loadOperTargets();
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
    expect(calls.find((c) => c.url === '/api/OperLog/Query')?.body).toMatchObject({
      fixedFilters: [
        { name: 'targetType', compare: 'eq', value: ObjType.Department },
        { name: 'targetID', compare: 'eq', value: 5 },
      ],
      sortField: 'id',
      sortOrder: 'descend',
    });
  });

  it('reads a maintenance item’s entries with the screens’ labels, code texts and readable rules', async () => {
    stubFetch(({ url }) => {
      if (url === '/api/PlaneModel/Query') {
        return {
          body: { items: [{ id: 5, name: 'DA40 NG', manager: 10000, type: null, brand: null }], totalItems: 1 },
        };
      }
      if (url !== '/api/OperLog/Query') return undefined;
      const entry = (id: number, job: string, content: unknown) => ({
        id,
        targetType: ObjType.MaintainItem,
        targetID: 9,
        userID: 7,
        job,
        operContent: JSON.stringify(content),
        operTime: '2025-03-01 10:00:00',
        avatar: [],
        userName: 'Tester',
      });
      const rule = { name: 'R1', type: 1, hc: 100, ho: null, hw: 10, cc: '12M', co: null, cw: null };
      return {
        body: {
          items: [
            entry(2, 'Update', { name: '燃油滤', changes: { timerContent: [[rule], [{ ...rule, hc: 150 }]] } }),
            entry(1, 'Add', {
              name: '燃油滤',
              changes: { planeModel: [null, 5], type: [null, 1], timerSource: [null, 1] },
            }),
          ],
          totalItems: 2,
        },
      };
    });
    renderWithProviders(
      <OperLogDrawer open onClose={() => undefined} targetType={ObjType.MaintainItem} targetId={9} />,
    );
    expect(await screen.findByText('时控项 R1：间隔(小时) 100小时 → 150小时')).toBeTruthy();
    expect(screen.getByText('维修类型: 时控项目')).toBeTruthy();
    expect(screen.getByText('计时类型: 飞行时间')).toBeTruthy();
    expect(await screen.findByText('机型: DA40 NG')).toBeTruthy();
    expect(screen.queryByText(/type:/)).toBeNull();
  });
});
