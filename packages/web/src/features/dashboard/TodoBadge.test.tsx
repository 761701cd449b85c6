import { type TodoListRow, UserToDo } from '@hangar/domain/contracts/todos';
import { WorkCard, type WorkCardRow } from '@hangar/domain/contracts/workcards';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import DashboardPage from './DashboardPage';
import { TodoBadge } from './TodoBadge';

// The to-dos of the signed-in user (platform document §7; model document §7 "Notices to people"): the header
// badge counts them and lists them in a drawer, the dashboard lists them; opening one marks it received and
// shows the bulletin with its current files. Faked HTTP answers typed by the contracts.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const todo = (id: number, change: Partial<TodoListRow> = {}): TodoListRow => ({
  id,
  noticeUser: 1,
  noticeTime: '2024-06-01 09:30:00',
  targetTable: 10010,
  targetType: 10010,
  targetCategory: 4,
  targetId: 50,
  content: 'TB-050 Fuel pump check',
  targetState: null,
  operType: null,
  noticeOnly: null,
  state: 1,
  record: 0,
  receivedBy: null,
  receivedTime: null,
  senderUser: 2,
  senderCompany: 10000,
  senderCompanyName: 'Hangar Engineering',
  cardModel: 5,
  cardSeri: 'TB-050',
  cardName: 'Fuel pump check',
  ...change,
});
const todos = [todo(81), todo(82, { targetId: 51, cardSeri: 'TB-051', cardName: 'Cabin light', record: 9 })];

const bulletin = {
  id: 50,
  planeModel: 5,
  category: 4,
  seri: 'TB-050',
  name: 'Fuel pump check',
  version: 'R1',
  curVersion: 'R2',
  curFiles: [{ uid: 'f1', name: 'tb-050.pdf', size: 1200, url: '/files/workcard/model5/tb-050.pdf' }],
} as WorkCardRow;

function stub(): Call[] {
  return stubFetch((call) => {
    if (call.url === UserToDo.api.Query.path) {
      const answer: EndpointOutput<typeof UserToDo.api.Query> = { items: todos, totalItems: 2 };
      return { body: answer };
    }
    if (call.url === UserToDo.api.Receive.path) {
      const answer: EndpointOutput<typeof UserToDo.api.Receive> = todo(81, { record: 9 });
      return { body: answer };
    }
    if (call.url === WorkCard.api.Query.path) {
      const answer: EndpointOutput<typeof WorkCard.api.Query> = { items: [bulletin], totalItems: 1 };
      return { body: answer };
    }
    return undefined;
  });
}

const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const bodies = (calls: Call[], path: string) => calls.filter((c) => c.url === path).map((c) => c.body);

describe('TodoBadge', { timeout: 60_000 }, () => {
  it('counts the open to-dos; a click lists them; opening one marks it received and shows the bulletin', async () => {
    const calls = stub();
    renderWithProviders(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <TodoBadge icon="!" mobile={false} />
      </ConfigProvider>,
      testSession({ curCID: 20 }),
    );
    const count = await screen.findByTestId('todo-count');
    await waitFor(() => expect(count.querySelector('.ant-scroll-number')?.getAttribute('title')).toBe('2'));
    expect(bodies(calls, UserToDo.api.Query.path)[0]).toEqual({
      fixedFilters: [{ name: 'state', compare: 'eq', value: 1 }],
      page: 1,
      pageSize: 100,
    });
    await user().click(screen.getByTestId('todo-badge'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('TB-050 Fuel pump check')).toBeTruthy();
    expect(within(drawer).getAllByText('来自 Hangar Engineering')).toHaveLength(2);
    expect(within(drawer).getAllByText('2024-06-01 09:30')).toHaveLength(2);
    expect(within(drawer).getByText('已接收')).toBeTruthy();

    await user().click(within(drawer).getByText('TB-050 Fuel pump check'));
    await waitFor(() => expect(bodies(calls, UserToDo.api.Receive.path)).toEqual([{ id: 81 }]));
    expect(await screen.findByText('tb-050.pdf')).toBeTruthy();
    expect(bodies(calls, WorkCard.api.Query.path)[0]).toMatchObject({
      fixedFilters: [
        { name: 'planeModel', compare: 'eq', value: 5 },
        { name: 'category', compare: 'eq', value: 4 },
      ],
      filters: [{ name: 'id', compare: 'eq', value: 50 }],
      pageSize: 1,
    });
    expect(screen.getByText('R2')).toBeTruthy();
    // The badge refreshes after the receipt (the user_todo queries are invalidated).
    await waitFor(() => expect(bodies(calls, UserToDo.api.Query.path).length).toBeGreaterThan(1));
  });

  it('opening a to-do already received sends no second receipt', async () => {
    const calls = stub();
    renderWithProviders(<DashboardPage />, testSession({ curCID: 20 }));
    const card = await screen.findByTestId('todo-card');
    await user().click(await within(card).findByText('TB-051 Cabin light'));
    expect(await screen.findByText('通告名称')).toBeTruthy();
    await waitFor(() => expect(bodies(calls, WorkCard.api.Query.path)).toHaveLength(1));
    expect(bodies(calls, UserToDo.api.Receive.path)).toEqual([]);
  });
});
