import { endpoints } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormField, formBody, formValues, ListPage } from './ListPage';
import { envelopeFetch, renderWithProviders, testUser } from './test-utils';

// The value conversions of declared form fields: API record → form values → API body.

const fields: FormField[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'remarks', label: 'Remarks', kind: 'textarea' },
  { name: 'seats', label: 'Seats', kind: 'number' },
  { name: 'produceDate', label: 'Produced', kind: 'date' },
  { name: 'model', label: 'Model', kind: 'select' },
  { name: 'secret', label: 'Hidden', kind: 'number', hidden: true },
];

/** A module whose calls go by other names (Query and Delete), and one with the usual four. */
const Thing = endpoints('Thing', {
  QueryAll: { access: 'member' },
  Add: { access: { allow: ['thing', 'Add'] } },
  Update: { access: { allow: ['thing', 'Edit'] } },
  Remove: { access: { allow: ['thing', 'Delete'] } },
});
const Things = endpoints('Thing', {
  Query: { access: 'member' },
  Add: { access: { allow: ['thing', 'Add'] } },
  Update: { access: { allow: ['thing', 'Edit'] } },
  Delete: { access: { allow: ['thing', 'Delete'] } },
});

describe('formValues / formBody', () => {
  it('turns API dates into dayjs days and back into the YYYY-MM-DD 00:00:00 form', () => {
    const values = formValues(fields, { name: 'B-1', produceDate: '2019-05-31 00:00:00', model: 3 });
    expect(dayjs.isDayjs(values.produceDate)).toBe(true);
    expect(formBody(fields, values)).toEqual({
      name: 'B-1',
      remarks: null,
      seats: null,
      produceDate: '2019-05-31 00:00:00',
      model: 3,
    });
  });

  it('shows the stored "no date" (year 1) and impossible dates as empty', () => {
    expect(formValues(fields, { produceDate: '0001-01-01 00:00:00' }).produceDate).toBeNull();
    expect(formValues(fields, { produceDate: '2019-02-30 00:00:00' }).produceDate).toBeNull();
    expect(formValues(fields, { produceDate: null }).produceDate).toBeNull();
  });

  it('trims text, sends empty text and numbers as null, and leaves hidden fields out', () => {
    expect(formBody(fields, { name: '  B-2 ', remarks: '   ', seats: 0, secret: 5 })).toEqual({
      name: 'B-2',
      remarks: null,
      seats: 0,
      produceDate: null,
      model: null,
    });
  });
});

// ListPage as a whole: the options that screens other than the registers need (the organisation screens).

interface Node {
  id: number;
  name: string;
  parent: number;
  children?: Node[];
}

const nameField: FormField[] = [
  { name: 'name', label: '名称', kind: 'text', required: '请输入名称', item: { extra: '名称的说明' } },
  { name: 'parent', label: '上级', kind: 'number' },
];

const admin = testUser({ isAdmin: 1, views: [{ name: 'organize-log', functions: [] }] });

describe('ListPage', () => {
  let network: ReturnType<typeof envelopeFetch>;
  beforeEach(() => {
    network = envelopeFetch((url) =>
      url === '/api/Thing/QueryAll'
        ? { items: [{ id: 1, name: 'one', parent: 0 }], totalItems: 1 }
        : url === '/api/OperLog/Query'
          ? { items: [], totalItems: 0 }
          : { id: 9 },
    );
    vi.stubGlobal('fetch', network.stub);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls the endpoints it is given per call, words the delete by row, puts edit actions between edit and delete', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ListPage<Node>
        table="thing"
        api={{ Query: Thing.QueryAll, Add: Thing.Add, Update: Thing.Update, Delete: Thing.Remove }}
        searchFields={[{ name: 'name', title: '名称', type: 'text' }]}
        columns={[{ title: '名称', dataIndex: 'name', key: 'name' }]}
        formFields={nameField}
        titles={{ add: '新增东西', edit: '编辑东西' }}
        editActions={() => <Button size="small">锁一下</Button>}
        deleteText={(row) => ({ label: '移走', content: `移走 ${row.name}?`, successMessage: '已移走' })}
        highlight={(row) => row.id === 1}
      />,
      { user: admin },
    );
    const row = (await screen.findByText('one')).closest('tr') as HTMLElement;
    expect(network.calls[0]).toEqual({ url: '/api/Thing/QueryAll', payload: { filters: [], page: 1, pageSize: 20 } });
    expect(row.className).toContain('hangar-row-highlight');
    const actions = within(row)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/\s/g, ''));
    expect(actions).toEqual(['编辑', '锁一下', '移走']);
    await user.click(within(row).getByRole('button', { name: '移走' }));
    expect(await screen.findByText('移走 one?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已移走')).toBeTruthy();
    expect(network.calls.find((c) => c.url === '/api/Thing/Remove')?.payload).toEqual({ id: 1 });
  });

  it('offers add, edit and delete by the access of the endpoints it is given (useCan)', async () => {
    // The member holds Thing's Add and Edit (its Delete is declared on ['thing', 'Delete']): no delete.
    const clerk = testUser({ views: [{ name: 'thing', functions: ['Add', 'Edit'] }] });
    renderWithProviders(
      <ListPage<Node>
        table="thing"
        api={{ Query: Thing.QueryAll, Add: Thing.Add, Update: Thing.Update, Delete: Thing.Remove }}
        columns={[{ title: '名称', dataIndex: 'name', key: 'name' }]}
        formFields={nameField}
        titles={{ add: '新增东西', edit: '编辑东西' }}
      />,
      { user: clerk },
    );
    const row = (await screen.findByText('one')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: /编\s*辑/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: '新增东西' })).toBeTruthy();
  });

  it('offers nothing of a write to a member without its grant', async () => {
    const reader = testUser({ views: [{ name: 'thing', functions: [] }] });
    renderWithProviders(
      <ListPage<Node>
        table="thing"
        api={{ Query: Thing.QueryAll, Add: Thing.Add, Update: Thing.Update, Delete: Thing.Remove }}
        columns={[{ title: '名称', dataIndex: 'name', key: 'name' }]}
        formFields={nameField}
        titles={{ add: '新增东西', edit: '编辑东西' }}
      />,
      { user: reader },
    );
    const row = (await screen.findByText('one')).closest('tr') as HTMLElement;
    expect(within(row).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新增东西' })).toBeNull();
  });

  it('shows rows loaded whole as an open tree, without pager or search bar; a row action adds under the row', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const tree: Node[] = [{ id: 1, name: 'top', parent: 0, children: [{ id: 2, name: 'child', parent: 1 }] }];
    renderWithProviders(
      <ListPage<Node>
        table="thing"
        api={Things}
        rows={{ items: tree }}
        columns={[{ title: '名称', dataIndex: 'name', key: 'name' }]}
        formFields={nameField}
        defaultValues={{ parent: 0 }}
        titles={{ add: '新增东西', edit: '编辑东西' }}
        savedMessage={{ add: '已加上' }}
        rowActions={(row, open) => (
          <Button size="small" onClick={() => open.add({ parent: row.id })}>
            加下级
          </Button>
        )}
        operLog={10102}
      />,
      { user: admin },
    );
    expect(screen.getByText('top')).toBeTruthy();
    expect(screen.getByText('child')).toBeTruthy(); // open without a click
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.queryByPlaceholderText('请输入查询内容')).toBeNull();
    expect(network.calls).toHaveLength(0); // the screen's rows, no Query call
    const row = screen.getByText('top').closest('tr') as HTMLElement;
    expect(
      within(row.querySelector('td:last-child') as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(['加下级', '编辑', '删除', '日志']);

    // Folding stays folded.
    await user.click(row.querySelector('.ant-table-row-expand-icon') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('child')).toBeNull());

    await user.click(within(row).getByRole('button', { name: '加下级' }));
    const dialog = await screen.findByRole('dialog', { name: '新增东西' });
    expect(within(dialog).getByText('名称的说明')).toBeTruthy();
    expect((within(dialog).getByLabelText('上级') as HTMLInputElement).value).toBe('1');
    await user.type(within(dialog).getByLabelText('名称'), 'new');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已加上')).toBeTruthy();
    expect(network.calls.find((c) => c.url === '/api/Thing/Add')?.payload).toEqual({ name: 'new', parent: 1 });

    await user.click(within(row).getByRole('button', { name: '日志' }));
    expect(await screen.findByText('操作日志')).toBeTruthy();
    await waitFor(() => expect(network.calls.some((c) => c.url === '/api/OperLog/Query')).toBe(true));
    expect(network.calls.find((c) => c.url === '/api/OperLog/Query')?.payload).toMatchObject({
      fixedFilters: [
        { name: 'targetType', value: 10102 },
        { name: 'targetID', value: 1 },
      ],
    });
  });
});
