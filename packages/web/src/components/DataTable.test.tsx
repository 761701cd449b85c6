import { endpoints } from '@hangar/domain/endpoint';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { postQuery, useSearchState } from './list-query';
import { PRINT_ROW_LIMIT, PrintButton } from './print';
import { SearchBar } from './SearchBar';
import { envelopeFetch, renderWithProviders } from './test-utils';

interface Row {
  id: number;
  name: string;
}

const all: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));

function page(payload: Record<string, unknown>) {
  const size = Number(payload.pageSize);
  const start = (Number(payload.page) - 1) * size;
  const rows = payload.sortOrder === 'descend' ? [...all].reverse() : all;
  return { items: rows.slice(start, start + size), totalItems: all.length };
}

const Thing = endpoints('Thing', { Query: { access: 'member' } });

describe('DataTable', () => {
  let network: ReturnType<typeof envelopeFetch>;
  beforeEach(() => {
    network = envelopeFetch((_url, payload) => page(payload));
    vi.stubGlobal('fetch', network.stub);
  });
  afterEach(() => vi.unstubAllGlobals());

  const render = () =>
    renderWithProviders(
      <DataTable<Row>
        columns={[
          { title: 'ID', dataIndex: 'id', sorter: true },
          { title: '名称', dataIndex: 'name' },
        ]}
        queryKey={['thing', { filters: [] }]}
        query={postQuery(Thing.Query, { filters: [{ name: 'name', compare: 'contains', value: 'row' }] })}
        rowKey="id"
        highlight={(row) => row.id === 2}
      />,
    );

  it('says it is loading, not 暂无数据, until the first page answers (issue 29), then shows it', async () => {
    let answer = null as (() => void) | null;
    vi.stubGlobal(
      'fetch',
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(network.stub(input, init));
        }),
    );
    render();
    expect(await screen.findByTestId('table-loading')).toBeTruthy();
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    await waitFor(() => expect(answer).not.toBeNull());
    answer?.();
    expect(await screen.findByText('row 1')).toBeTruthy();
    expect(screen.queryByTestId('table-loading')).toBeNull();
  });

  it('makes its scroll body a keyboard stop named 表格行 (issue 31: scrollable-region-focusable)', async () => {
    render();
    expect(await screen.findByText('row 1')).toBeTruthy();
    const area = screen.getByRole('region', { name: '表格行' });
    expect(area.classList.contains('ant-table-body')).toBe(true);
    expect(area.tabIndex).toBe(0);
    expect(area.contains(screen.getByText('row 1'))).toBe(true);
  });

  it('shows 共 N 条 and the first page, then fetches another page from the pager', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('共 45 条')).toBeTruthy();
    expect(screen.getByText('row 1')).toBeTruthy();
    expect(network.calls[0]).toEqual({
      url: '/api/Thing/Query',
      payload: { filters: [{ name: 'name', compare: 'contains', value: 'row' }], page: 1, pageSize: 20 },
    });
    // Size changer and quick jump are there.
    expect(document.querySelector('.ant-pagination-options-size-changer')).not.toBeNull();
    expect(document.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();

    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('row 21')).toBeTruthy();
    expect(network.calls[network.calls.length - 1].payload).toMatchObject({ page: 2, pageSize: 20 });
    expect(screen.queryByText('row 1')).toBeNull();
  });

  it('sorts on the server and marks highlighted rows', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText('row 1');
    expect(screen.getByText('row 2').closest('tr')?.className).toContain('hangar-row-highlight');
    expect(screen.getByText('row 1').closest('tr')?.className).not.toContain('hangar-row-highlight');

    // ascend, then descend
    const header = () => {
      const th = document.querySelector('th.ant-table-column-has-sorters');
      if (!th) throw new Error('no sortable header');
      return th;
    };
    await user.click(header());
    await waitFor(() => expect(network.calls[network.calls.length - 1].payload).toMatchObject({ sortOrder: 'ascend' }));
    await user.click(header());
    await waitFor(() =>
      expect(network.calls[network.calls.length - 1].payload).toMatchObject({
        page: 1,
        sortField: 'id',
        sortOrder: 'descend',
      }),
    );
    expect(await screen.findByText('row 45')).toBeTruthy();
  });

  it('joins a SearchBar: a search sends the filters from page 1, an empty search refetches', async () => {
    const user = userEvent.setup();
    function Screen() {
      const search = useSearchState('thing');
      return (
        <>
          <SearchBar fields={[{ name: 'name', title: '名称', type: 'text' }]} {...search.bar} />
          <output data-testid="searched">{search.searched.map((c) => c.value).join(',')}</output>
          <DataTable<Row>
            columns={[{ title: '名称', dataIndex: 'name' }]}
            queryKey={['thing', search.filters]}
            query={postQuery(Thing.Query, { filters: search.filters })}
            rowKey="id"
          />
        </>
      );
    }
    renderWithProviders(<Screen />);
    await screen.findByText('row 1');
    await user.type(screen.getByPlaceholderText('请输入查询内容'), 'row 4{Enter}');
    await waitFor(() =>
      expect(network.calls[network.calls.length - 1].payload).toEqual({
        filters: [{ name: 'name', compare: 'contains', value: 'row 4', relate: 'and' }],
        page: 1,
        pageSize: 20,
      }),
    );
    expect(screen.getByTestId('searched').textContent).toBe('row 4');
    const before = network.calls.length;
    await user.clear(screen.getByPlaceholderText('请输入查询内容'));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(network.calls.length).toBe(before + 1));
    expect(network.calls[before].payload).toMatchObject({ filters: [{ value: 'row 4' }] });
  });

  it('shows rows loaded whole as a tree open until folded: no call, no pager; rows added later open too', async () => {
    const user = userEvent.setup();
    interface Node extends Row {
      children?: Node[];
    }
    const tree = (extra: Node[]): Node[] => [
      { id: 1, name: 'a', children: [{ id: 2, name: 'a.1', children: [{ id: 3, name: 'a.1.1' }] }] },
      { id: 4, name: 'b', children: [{ id: 5, name: 'b.1', children: extra }] },
    ];
    function Screen() {
      const [extra, setExtra] = useState<Node[]>([]);
      return (
        <>
          <button type="button" onClick={() => setExtra([{ id: 6, name: 'b.1.1' }])}>
            more
          </button>
          <DataTable<Node>
            columns={[{ title: '名称', dataIndex: 'name' }]}
            rows={{ items: tree(extra) }}
            rowKey="id"
            openTree
          />
        </>
      );
    }
    renderWithProviders(<Screen />);
    expect(screen.getByText('a.1.1')).toBeTruthy();
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(network.calls).toHaveLength(0);
    const a = screen.getByText('a').closest('tr') as HTMLElement;
    await user.click(a.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('a.1')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(await screen.findByText('b.1.1')).toBeTruthy();
    expect(screen.queryByText('a.1')).toBeNull();
  });
  it('prints every row: 打印 asks for all of them, shows them all without the pager, then calls the print; afterprint goes back to the page', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderWithProviders(
      <>
        <PrintButton aircraft="B-7001" title="维修清单" />
        <DataTable<Row>
          columns={[{ title: '名称', dataIndex: 'name' }]}
          queryKey={['thing', 'print']}
          query={postQuery(Thing.Query, {})}
          rowKey="id"
        />
      </>,
    );
    expect(await screen.findByText('row 20')).toBeTruthy();
    expect(screen.queryByText('row 21')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(network.calls[network.calls.length - 1].payload).toMatchObject({ page: 1, pageSize: PRINT_ROW_LIMIT });
    // Every row, antd's pager does not cut them to its page of 20.
    expect(screen.getByText('row 45')).toBeTruthy();
    expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(45);
    expect(screen.getByTestId('print-header').textContent).toContain('"B-7001 · 维修清单"');
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelectorAll('tr[data-row-key]')).toHaveLength(20));
  });
});
