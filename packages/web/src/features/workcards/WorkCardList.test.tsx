import { WorkCard, WorkCardDoc } from '@hangar/domain/contracts/workcards';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { cardRow, docRow } from './test-rows';
import { WorkCardList } from './WorkCardList';

// The card list of the model drawer's card tabs (model document §2.3, §5 "Notify", §6) and its file versions
// dialog (§4 "File versions") against faked HTTP answers typed by the contracts.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const model = { id: 5, name: 'Y-5B' };
const render = (ui: ReactElement, session = testSession({ curCID: 10000 })) =>
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>, session);
const user = () => userEvent.setup({ pointerEventsCheck: 0 });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const cardQueries = (calls: Call[]) =>
  calls.filter((c) => c.url === WorkCard.api.Query.path).map((c) => c.body as Record<string, unknown>);

function stubCards(rows: ReturnType<typeof cardRow>[], extra?: (call: Call) => { body?: unknown } | undefined) {
  return stubFetch((call) => {
    if (call.url === WorkCard.api.Query.path) {
      const answer: EndpointOutput<typeof WorkCard.api.Query> = { items: rows, totalItems: rows.length };
      return { body: answer };
    }
    return extra?.(call);
  });
}

describe('WorkCardList', { timeout: 60_000 }, () => {
  it('company 10000: the columns, Add, Edit, File and More with Download; no Notify on category 1', async () => {
    const calls = stubCards([
      cardRow(1, '发动机定检', {
        type: 1,
        curVersion: 'R3',
        curReleaseDate: '2024-05-06 00:00:00',
        releaseDate: '2020-01-01 00:00:00',
        remarks: '每 100 小时',
      }),
      cardRow(2, '起落架工艺', { type: 4, releaseDate: '2021-02-03 00:00:00', version: 'R0' }),
    ]);
    render(<WorkCardList model={model} category={1} readOnly={false} />);
    await screen.findByText('发动机定检');
    for (const title of ['编号', '名称', '类型', '当前版本', '发布日期', '备注', '操作'])
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    const first = rowOf('发动机定检');
    expect(within(first).getByText('WC-1')).toBeTruthy();
    expect(within(first).getByText('定检')).toBeTruthy();
    expect(within(first).getByText('R3')).toBeTruthy();
    // The current version's release date wins over the card's.
    expect(within(first).getByText('2024-05-06')).toBeTruthy();
    expect(within(rowOf('起落架工艺')).getByText('工艺')).toBeTruthy();
    expect(within(rowOf('起落架工艺')).getByText('2021-02-03')).toBeTruthy();
    // Issue 29: a card without a published version shows its own version, marked unpublished.
    expect(within(rowOf('起落架工艺')).getByText('R0（未发布）')).toBeTruthy();
    expect(first.querySelector('input[type="checkbox"]')).toBeTruthy();

    expect(within(first).getByText('编辑')).toBeTruthy();
    // Issue 29: the manufacturer publishes versions (文件) and downloads the current one (更多 → 下载).
    expect(within(first).getByText('文件')).toBeTruthy();
    expect(within(first).queryByText('通知')).toBeNull();
    await user().click(within(first).getByText('更多'));
    expect(await screen.findByText('删除')).toBeTruthy();
    expect(screen.getByText('下载')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeTruthy();

    expect(cardQueries(calls)[0]).toMatchObject({
      fixedFilters: [
        { name: 'planeModel', compare: 'eq', value: 5 },
        { name: 'category', compare: 'eq', value: 1 },
      ],
      page: 1,
      pageSize: 20,
    });
  });

  it('offers Edit and Delete as each card’s abilities say', async () => {
    stubCards([
      cardRow(1, '发动机定检', { abilities: { update: false, delete: false } }),
      cardRow(2, '起落架工艺', { abilities: { update: true, delete: false } }),
    ]);
    render(<WorkCardList model={model} category={1} readOnly={false} />);
    await screen.findByText('发动机定检');
    expect(within(rowOf('发动机定检')).queryByText('编辑')).toBeNull();
    expect(within(rowOf('起落架工艺')).getByText('编辑')).toBeTruthy();
    await user().click(within(rowOf('发动机定检')).getByText('更多'));
    expect(await screen.findByText('下载')).toBeTruthy();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('read-only (an operator): no Add, Edit or More; File, Download and Notify stay', async () => {
    stubCards([cardRow(3, 'AD 2024-07 检查', { category: 2, type: 12 })]);
    render(<WorkCardList model={model} category={2} readOnly />, testSession({ curCID: 1 }));
    await screen.findByText('AD 2024-07 检查');
    const row = rowOf('AD 2024-07 检查');
    expect(within(row).getByText('AD')).toBeTruthy();
    expect(within(row).getByText('文件')).toBeTruthy();
    expect(within(row).getByText('下载')).toBeTruthy();
    expect(within(row).getByText('通知')).toBeTruthy();
    expect(within(row).queryByText('编辑')).toBeNull();
    expect(within(row).queryByText('更多')).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  });

  it('an operator downloads the current version published by the manufacturer; its versions read-only', async () => {
    const file = { uid: 'f1', name: 'JC-R0.pdf', size: 9, url: '/files/workcard/model5/c10000/u/JC-R0.pdf' };
    const calls = stubCards([cardRow(6, '已发布工卡', { curVersion: 'R0', curFiles: [file] })], (call) => {
      if (call.url === WorkCardDoc.api.Query.path) {
        const items = [docRow(61, 'R0', { card: 6, active: 1, files: [file] })];
        const answer: EndpointOutput<typeof WorkCardDoc.api.Query> = { items, totalItems: 1 };
        return { body: answer };
      }
      return undefined;
    });
    const fetched: string[] = [];
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith('/files/')) {
        fetched.push(url);
        return new Response(new Blob(['%PDF-']), { status: 200 });
      }
      return stubbed(input, init);
    }) as typeof fetch;
    render(<WorkCardList model={model} category={1} readOnly />, testSession({ curCID: 1 }));
    await screen.findByText('已发布工卡');
    const row = rowOf('已发布工卡');
    expect(within(row).getByText('R0')).toBeTruthy();
    await user().click(within(row).getByText('下载'));
    await waitFor(() => expect(fetched).toEqual([file.url]));
    await user().click(within(row).getByText('文件'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'JC-R0.pdf' })).toBeTruthy();
    expect(within(dialog).queryByText('上传版本')).toBeNull();
    expect((within(dialog).getByLabelText('设为当前版本 R0') as HTMLInputElement).disabled).toBe(true);
    expect(calls.find((c) => c.url === WorkCardDoc.api.Query.path)?.body).toMatchObject({
      fixedFilters: [{ name: 'card', compare: 'eq', value: 6 }],
    });
  });

  it('file versions: an empty list says what to do; a version needs its file', async () => {
    const calls = stubCards([cardRow(7, '新工卡', { version: 'R0' })], (call) => {
      if (call.url === WorkCardDoc.api.Query.path) {
        const answer: EndpointOutput<typeof WorkCardDoc.api.Query> = { items: [], totalItems: 0 };
        return { body: answer };
      }
      return undefined;
    });
    render(<WorkCardList model={model} category={1} readOnly={false} />);
    await screen.findByText('新工卡');
    await user().click(within(rowOf('新工卡')).getByText('文件'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/尚未发布文件版本/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: /上传版本/ }));
    const editor = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await user().type(within(editor).getByLabelText('版本'), 'R0');
    await user().click(within(editor).getByRole('button', { name: /确\s*定/ }));
    expect(await within(editor).findByText(/请上传该版本的文件/)).toBeTruthy();
    expect(calls.filter((c) => c.url === WorkCardDoc.api.Add.path)).toHaveLength(0);
  });

  it('category 2 Notify: needs the basis file, then the maintenance item, then opens the notice dialog', async () => {
    stubCards([
      cardRow(11, '无依据', { category: 2, type: 12, maintainId: 7 }),
      cardRow(12, '无维修项目', { category: 2, type: 12, accordingId: 21 }),
      cardRow(13, '齐全', { category: 2, type: 12, accordingId: 21, maintainId: 7 }),
    ]);
    render(<WorkCardList model={model} category={2} readOnly={false} />);
    await screen.findByText('齐全');
    await user().click(within(rowOf('无依据')).getByText('通知'));
    expect(await screen.findByText('请先点击编辑，关联AD/SB文件的编号')).toBeTruthy();
    await user().click(within(rowOf('无维修项目')).getByText('通知'));
    expect(await screen.findByText('请先点击编辑，关联维修项目')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user().click(within(rowOf('齐全')).getByText('通知'));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });

  it('category 3 Notify opens the notice dialog without the category-2 checks', async () => {
    stubCards([cardRow(14, '调查表一', { category: 3, type: 21 })]);
    render(<WorkCardList model={model} category={3} readOnly={false} />);
    await screen.findByText('调查表一');
    await user().click(within(rowOf('调查表一')).getByText('通知'));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
    expect(screen.queryByText('请先点击编辑，关联AD/SB文件的编号')).toBeNull();
  });

  it('file versions: ticking another version calls Active and reloads the list', async () => {
    let active = 31;
    const calls = stubCards([cardRow(4, '螺旋桨专项', { type: 3 })], (call) => {
      if (call.url === WorkCardDoc.api.Query.path) {
        const items = [
          docRow(31, 'R1', { card: 4, active: active === 31 ? 1 : 0 }),
          docRow(32, 'R2', { card: 4, active: active === 32 ? 1 : 0 }),
        ];
        const answer: EndpointOutput<typeof WorkCardDoc.api.Query> = { items, totalItems: 2 };
        return { body: answer };
      }
      if (call.url === WorkCardDoc.api.Active.path) {
        active = (call.body as { id: number }).id;
        const answer: EndpointOutput<typeof WorkCardDoc.api.Active> = docRow(active, 'R2', { card: 4, active: 1 });
        return { body: answer };
      }
      return undefined;
    });
    render(<WorkCardList model={model} category={1} readOnly={false} />, testSession({ curCID: 1 }));
    await screen.findByText('螺旋桨专项');
    await user().click(within(rowOf('螺旋桨专项')).getByText('文件'));
    const r2 = (await screen.findByLabelText('设为当前版本 R2')) as HTMLInputElement;
    expect(r2.checked).toBe(false);
    expect((screen.getByLabelText('设为当前版本 R1') as HTMLInputElement).checked).toBe(true);
    const docQuery = calls.find((c) => c.url === WorkCardDoc.api.Query.path)?.body;
    expect(docQuery).toMatchObject({ fixedFilters: [{ name: 'card', compare: 'eq', value: 4 }] });
    const before = calls.filter((c) => c.url === WorkCardDoc.api.Query.path).length;

    await user().click(r2);
    expect(await screen.findByText('设置成功')).toBeTruthy();
    expect(calls.filter((c) => c.url === WorkCardDoc.api.Active.path).map((c) => c.body)).toEqual([{ id: 32 }]);
    await waitFor(() =>
      expect(calls.filter((c) => c.url === WorkCardDoc.api.Query.path).length).toBeGreaterThan(before),
    );
    await waitFor(() => expect((screen.getByLabelText('设为当前版本 R2') as HTMLInputElement).checked).toBe(true));
    expect((screen.getByLabelText('设为当前版本 R1') as HTMLInputElement).checked).toBe(false);
  });
});
