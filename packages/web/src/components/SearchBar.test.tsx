import type { Condition } from '@hangar/domain/query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { type Filter, SearchBar, type SearchField, toFilters } from './SearchBar';
import { renderWithProviders } from './test-utils';

const fields: SearchField[] = [
  { name: 'name', title: '名称', type: 'text' },
  { name: 'sorter', title: '排序', type: 'number' },
  { name: 'createdAt', title: '创建日期', type: 'date' },
  {
    name: 'state',
    title: '状态',
    type: 'enum',
    options: [
      { value: 1, label: '启用' },
      { value: 0, label: '停用' },
    ],
  },
];

function setup(options: { simple?: boolean; initial?: Condition[] } = {}) {
  const searches: Filter[][] = [];
  function Harness() {
    const [conditions, setConditions] = useState<Condition[]>(options.initial ?? []);
    return (
      <SearchBar
        fields={fields}
        value={conditions}
        onChange={setConditions}
        onSearch={(c) => searches.push(toFilters(c))}
        simple={options.simple}
      />
    );
  }
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness />);
  const last = () => searches[searches.length - 1];
  return { user, searches, last, ...view };
}

const valueInput = () => screen.getByPlaceholderText('请输入查询内容');
const searchButton = () => screen.getByRole('button', { name: '查询' });

async function menu(user: ReturnType<typeof userEvent.setup>, item: string) {
  await user.click(screen.getByRole('button', { name: '更多查询方式' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

/** Opens an antd Select by its aria-label and answers the labels of its options. */
async function openSelect(user: ReturnType<typeof userEvent.setup>, label: string): Promise<string[]> {
  const box = screen.getByLabelText(label);
  await user.click(box);
  const listId = box.getAttribute('aria-controls') ?? box.getAttribute('aria-owns') ?? '';
  const popup = await waitFor(() => {
    const list = document.getElementById(listId)?.closest('.ant-select-dropdown');
    if (!list?.querySelector('.ant-select-item-option')) throw new Error(`no options for ${label}`);
    return list;
  });
  return Array.from(popup.querySelectorAll('.ant-select-item-option')).map((o) => o.getAttribute('title') ?? '');
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const titles = await openSelect(user, label);
  const box = screen.getByLabelText(label);
  const popup = document.getElementById(box.getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown');
  const target = Array.from(popup?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []).find(
    (o) => o.getAttribute('title') === option,
  );
  if (!target) throw new Error(`no option ${option} in ${titles.join(',')}`);
  await user.click(target);
}

describe('SearchBar', () => {
  it('searches with the typed text as a contains filter and shows it as a tag', async () => {
    const { user, last } = setup();
    await user.type(valueInput(), ' abc ');
    await user.click(searchButton());
    expect(last()).toEqual([{ name: 'name', compare: 'contains', value: 'abc', relate: 'and' }]);
    expect(screen.getByText('名称 包含 abc')).toBeTruthy();
  });

  it('searches on Enter in the text input', async () => {
    const { user, searches } = setup();
    await user.type(valueInput(), 'B-1234{Enter}');
    expect(searches).toEqual([[{ name: 'name', compare: 'contains', value: 'B-1234', relate: 'and' }]]);
  });

  it('an empty value refreshes with the active conditions and adds no filter', async () => {
    const { user, searches } = setup();
    await user.click(searchButton());
    await user.type(valueInput(), '   ');
    await user.click(searchButton());
    expect(searches).toEqual([[], []]);
    expect(document.querySelector('.ant-tag')).toBeNull();

    await user.clear(valueInput());
    await user.type(valueInput(), 'x{Enter}');
    await user.clear(valueInput());
    await user.click(searchButton());
    expect(searches.slice(2)).toEqual([
      [{ name: 'name', compare: 'contains', value: 'x', relate: 'and' }],
      [{ name: 'name', compare: 'contains', value: 'x', relate: 'and' }],
    ]);
  });

  it('searching the same field and comparison again replaces the value instead of narrowing', async () => {
    const { user, last } = setup();
    await user.type(valueInput(), 'abc{Enter}');
    await user.clear(valueInput());
    await user.type(valueInput(), 'abd{Enter}');
    expect(last()).toEqual([{ name: 'name', compare: 'contains', value: 'abd', relate: 'and' }]);
  });

  it('adds AND and OR conditions from the dropdown', async () => {
    const { user, last } = setup();
    await user.type(valueInput(), 'a');
    await menu(user, '添加AND条件');
    expect(last()).toEqual([{ name: 'name', compare: 'contains', value: 'a', relate: 'and' }]);
    await user.clear(valueInput());
    await user.type(valueInput(), 'b');
    await menu(user, '添加AND条件');
    await user.clear(valueInput());
    await user.type(valueInput(), 'c');
    await menu(user, '添加OR条件');
    expect(last()).toEqual([
      { name: 'name', compare: 'contains', value: 'a', relate: 'and' },
      { name: 'name', compare: 'contains', value: 'b', relate: 'and' },
      { name: 'name', compare: 'contains', value: 'c', relate: 'or' },
    ]);
    expect(screen.getByText('并且 名称 包含 b')).toBeTruthy();
    expect(screen.getByText('或者 名称 包含 c')).toBeTruthy();
  });

  it('removes one condition by its tag and searches again', async () => {
    const { user, last } = setup();
    await user.type(valueInput(), 'a');
    await menu(user, '添加AND条件');
    await user.clear(valueInput());
    await user.type(valueInput(), 'b');
    await menu(user, '添加OR条件');
    const tag = screen.getByText('名称 包含 a').closest('.ant-tag');
    const close = tag?.querySelector('.ant-tag-close-icon');
    if (!close) throw new Error('no close icon');
    await user.click(close);
    // The remaining OR condition becomes the first one, so it is sent as AND.
    expect(last()).toEqual([{ name: 'name', compare: 'contains', value: 'b', relate: 'and' }]);
    expect(screen.queryByText('名称 包含 a')).toBeNull();
  });

  it('clears the conditions by the link and by the dropdown', async () => {
    const { user, last } = setup();
    await user.type(valueInput(), 'a{Enter}');
    await user.click(screen.getByText('清除条件', { selector: 'a' }));
    expect(last()).toEqual([]);
    expect(document.querySelector('.ant-tag')).toBeNull();

    await user.type(valueInput(), '{Enter}');
    await user.clear(valueInput());
    await user.type(valueInput(), 'b{Enter}');
    expect(last()).toHaveLength(1);
    await menu(user, '清除条件');
    expect(last()).toEqual([]);
  });

  it('offers the comparisons of each field type', async () => {
    const { user } = setup();
    expect(await openSelect(user, '比较方式')).toEqual(['等于', '包含', '不等于']);
    await user.keyboard('{Escape}');

    await choose(user, '查询字段', '排序');
    expect(await openSelect(user, '比较方式')).toEqual(['等于', '大于等于', '小于等于', '大于', '小于', '不等于']);
    await user.keyboard('{Escape}');

    await choose(user, '查询字段', '创建日期');
    expect(await openSelect(user, '比较方式')).toEqual(['等于', '大于等于', '小于等于', '大于', '小于', '不等于']);
    await user.keyboard('{Escape}');

    await choose(user, '查询字段', '状态');
    expect(await openSelect(user, '比较方式')).toEqual(['等于', '不等于']);
  });

  it('sends numbers as numbers and enum choices with their label on the tag', async () => {
    const { user, last } = setup();
    await choose(user, '查询字段', '排序');
    await user.type(screen.getByLabelText('请输入查询内容'), '12{Enter}');
    expect(last()).toEqual([{ name: 'sorter', compare: 'eq', value: 12, relate: 'and' }]);

    await choose(user, '查询字段', '状态');
    await choose(user, '请输入查询内容', '停用');
    await user.click(searchButton());
    expect(last()).toEqual([
      { name: 'sorter', compare: 'eq', value: 12, relate: 'and' },
      { name: 'state', compare: 'eq', value: 0, relate: 'and' },
    ]);
    expect(screen.getByText('并且 状态 等于 停用')).toBeTruthy();
  });

  it('simple mode has only the button', async () => {
    const { user, last } = setup({ simple: true });
    expect(screen.queryByRole('button', { name: '更多查询方式' })).toBeNull();
    await user.type(valueInput(), 'a');
    await user.click(searchButton());
    expect(last()).toEqual([{ name: 'name', compare: 'contains', value: 'a', relate: 'and' }]);
    expect(document.querySelectorAll('.ant-btn')).toHaveLength(1);
  });
});

describe('toFilters', () => {
  it('keeps only what the server reads and sends the first condition as AND', () => {
    expect(
      toFilters([
        { name: 'a', compare: 'eq', value: 1, relate: 'or', title: 'A', type: 'number' },
        { name: 'b', compare: 'contains', value: 'x', relate: 'or', optionText: 'X' },
        { name: 'c', compare: 'le', value: '2024-01-31', relate: 'and' },
      ]),
    ).toEqual([
      { name: 'a', compare: 'eq', value: 1, relate: 'and' },
      { name: 'b', compare: 'contains', value: 'x', relate: 'or' },
      { name: 'c', compare: 'le', value: '2024-01-31', relate: 'and' },
    ]);
  });
});
