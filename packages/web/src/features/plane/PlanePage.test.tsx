import { PlaneEntityUpdateInput } from '@hangar/domain/contracts/registers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/index';
import { SessionContext } from '../../session/session-context';
import { renderWithProviders, stubFetch, testSession } from '../account/test-support';
import type { PlaneRow } from './fields';
import PlanePage from './PlanePage';

// The aircraft screen: list, editor (required fields, dates in the API form), the aircraft drawer (title
// with tail number and total hours, Maintenance items by default) and the 维修配置 config mode.

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const list = (items: unknown[]) => ({ body: { items, totalItems: items.length } });

/** A row of PlaneEntity/Query, typed by its contract. */
const plane: PlaneRow = {
  id: 12,
  name: 'B-1234',
  model: 1,
  modelName: 'C172R',
  seri: '172S11234',
  produceDate: '2019-05-01 00:00:00',
  manufactory: 'Cessna',
  manufactoryAddr: null,
  airCertificate: 'AC-001',
  airDate: '2019-06-01 00:00:00',
  regNum: null,
  regDate: null,
  radioNum: null,
  radioDate: null,
  flyWeight: 1111,
  landWeight: null,
  engModel: 'IO-360',
  engManufactior: 'Lycoming',
  proModel: null,
  proManufactior: null,
  fuelQuantity: null,
  length: null,
  height: null,
  wingSpan: null,
  ownerName: '飞行学院',
  ownerAddr: null,
  ownerPost: null,
  userName: null,
  userAddr: null,
  userPost: null,
  allFlyHours: 1234.5,
  allLandings: 0,
  engineHours: null,
  manualDailyHours: null,
  manualDailyLandings: null,
  forecastWindow: 90,
  dailyHours: null,
  dailyLandings: null,
  forecastSource: null,
  countersDate: null,
  pictures: [],
  createdAt: '2024-01-02 10:00:00',
  airStatus: 1,
  airStatusSince: null,
};

function stubPlanes() {
  return stubFetch(({ url, body }) => {
    if (url === '/api/PlaneEntity/Query') {
      const filters = (body as { filters?: { name: string; value: unknown }[] }).filters ?? [];
      const byId = filters.find((f) => f.name === 'id');
      return list(byId && byId.value !== plane.id ? [] : [plane]);
    }
    if (url === '/api/PlaneModel/Query')
      return list([{ id: 1, name: 'C172R', manager: 10000, type: null, brand: null }]);
    if (url === '/api/PlaneEntity/Add' || url === '/api/PlaneEntity/Update') return { body: {} };
    return undefined;
  });
}

// Form tests type and click through antd dialogs and drawers: slow on a shared machine.
describe('PlanePage', { timeout: 60_000 }, () => {
  it('lists the aircraft and requires tail number and model with the localized messages', async () => {
    const user = userEvent.setup();
    const calls = stubPlanes();
    renderWithProviders(<PlanePage />);
    expect(await screen.findByText('B-1234')).toBeTruthy();
    expect(screen.getByText('C172R')).toBeTruthy();
    expect(screen.getByText('2019-05-01')).toBeTruthy();
    expect(screen.getByText('1234.5')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新增飞机' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入国籍登记号')).toBeTruthy();
    expect(within(dialog).getByText('请选择机型')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/PlaneEntity/Add')).toBe(false);
  });

  it('saves an edit with the id, dates in the API form and a body the contract accepts', async () => {
    const user = userEvent.setup();
    const calls = stubPlanes();
    renderWithProviders(<PlanePage />);
    await screen.findByText('B-1234');
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = screen.getByRole('dialog');
    const hours = within(dialog).getByLabelText('总飞行小时');
    await user.clear(hours);
    await user.type(hours, '1300.25');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/PlaneEntity/Update')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/PlaneEntity/Update')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      id: 12,
      name: 'B-1234',
      model: 1,
      produceDate: '2019-05-01 00:00:00',
      airDate: '2019-06-01 00:00:00',
      regDate: null,
      allFlyHours: 1300.25,
      pictures: [],
    });
    expect('modelName' in sent).toBe(false);
    expect(PlaneEntityUpdateInput.safeParse(sent).success).toBe(true);
  });

  it('refuses bad input with the field’s message instead of changing it, with a counter on limited text', async () => {
    const user = userEvent.setup();
    const calls = stubPlanes();
    renderWithProviders(<PlanePage />);
    await screen.findByText('B-1234');
    await user.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = screen.getByRole('dialog');
    const hours = within(dialog).getByLabelText('总飞行小时') as HTMLInputElement;
    await user.clear(hours);
    await user.type(hours, '-5');
    const weight = within(dialog).getByLabelText('最大起飞重量(KG)') as HTMLInputElement;
    await user.clear(weight);
    await user.type(weight, '12abc');
    const tail = within(dialog).getByLabelText('国籍登记号') as HTMLInputElement;
    const long = `B-${'7'.repeat(29)}`;
    await user.clear(tail);
    await user.type(tail, long);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('总飞行小时数值格式不正确')).toBeTruthy();
    expect(within(dialog).getByText('最大起飞重量(KG) 数值格式不正确')).toBeTruthy();
    expect(within(dialog).getByText('国籍登记号 不能超过 30 个字符')).toBeTruthy();
    // Nothing was clamped, dropped or cut, and the counter shows the limit.
    expect(hours.value).toBe('-5');
    expect(weight.value).toBe('12abc');
    expect(tail.value).toBe(long);
    expect(within(dialog).getByText('31 / 30')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/PlaneEntity/Update')).toBe(false);
  });

  it('opens the aircraft drawer titled with tail number and total hours, on Maintenance items', async () => {
    const user = userEvent.setup();
    stubPlanes();
    renderWithProviders(<PlanePage />);
    await user.click(await screen.findByRole('button', { name: 'B-1234' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('B-1234（总飞行小时 1234.5 · 总起落 0）')).toBeTruthy();
    const tabs = Array.from(drawer.querySelectorAll('.ant-tabs-tab')).map((tab) => tab.textContent);
    expect(tabs).toEqual(['基本信息', '维修项目', '保留故障', '飞机档案', '出厂交接文件', '其他文件']);
    expect(drawer.querySelector('.ant-tabs-tab-active')?.textContent).toBe('维修项目');
    await user.click(within(drawer).getByRole('tab', { name: '基本信息' }));
    expect(await within(drawer).findByText('172S11234')).toBeTruthy();
    expect(within(drawer).getByText('飞行学院')).toBeTruthy();
  });

  it('offers 维修配置 to holders of a plane-entity function and opens the list in config mode', async () => {
    const user = userEvent.setup();
    stubPlanes();
    const reader = renderWithProviders(
      <PlanePage />,
      testSession({ isAdmin: 0, views: [{ name: 'plane-entity', functions: [] }] }),
    );
    await screen.findByText('B-1234');
    expect(screen.queryByRole('button', { name: '维修配置' })).toBeNull();
    reader.unmount();

    stubPlanes();
    renderWithProviders(
      <PlanePage />,
      testSession({
        isAdmin: 0,
        views: [{ name: 'plane-entity', functions: ['Edit'] }],
      }),
    );
    await user.click(await screen.findByRole('button', { name: '维修配置' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('维修配置 - B-1234')).toBeTruthy();
    expect(drawer.querySelector('.ant-tabs')).toBeNull();
  });

  it('exports every aircraft of the search, not only the page, in the table’s columns (issue 31)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stubPlanes();
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => `blob:${blobs.push(blob)}`;
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithProviders(<PlanePage />);
    await screen.findByText('B-1234');
    await user.type(screen.getByPlaceholderText('请输入查询内容'), 'B-12{Enter}');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/PlaneEntity/Query')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: /^导\s*出$/ }));
    // exceljs loads on the first export: slow on a loaded machine.
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 10_000 });
    expect(calls.filter((c) => c.url === '/api/PlaneEntity/Query').at(-1)?.body).toEqual({
      filters: [{ name: 'name', compare: 'contains', value: 'B-12', relate: 'and' }],
      page: 1,
      pageSize: 10_000,
    });
    expect(names[0]).toMatch(/^飞机清单-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await bytesOf(blobs[0]));
    const sheet = book.getWorksheet('飞机清单');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '国籍登记号',
      '机型',
      '适航状态',
      '出厂序号',
      '出厂日期',
      '总飞行小时',
      '总起落次数',
      '制造商',
      '所有人',
      '使用人',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'B-1234',
      'C172R',
      // The status by its name (issue 32).
      '可用',
      '172S11234',
      new Date(Date.UTC(2019, 4, 1)),
      1234.5,
      0,
      'Cessna',
      '飞行学院',
    ]);
  });

  it('opens the drawer of the aircraft named in the address (?plane=<id>), as links from other screens do', async () => {
    stubPlanes();
    initI18n('zh-CN');
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AntApp>
          <MemoryRouter initialEntries={['/plane/entity?plane=12']}>
            <SessionContext.Provider value={testSession()}>
              <PlanePage />
            </SessionContext.Provider>
          </MemoryRouter>
        </AntApp>
      </QueryClientProvider>,
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('B-1234（总飞行小时 1234.5 · 总起落 0）')).toBeTruthy();
  });
});

/** A Blob's bytes (jsdom's Blob has no arrayBuffer; its FileReader reads it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
