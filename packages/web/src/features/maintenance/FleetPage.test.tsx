import type { DeferralDueRow } from '@hangar/domain/contracts/deferrals';
import type { FleetRow, MaintainCtrl } from '@hangar/domain/contracts/maintenance';
import type { EndpointOutput } from '@hangar/domain/endpoint';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderWithProviders, stubFetch, testSession } from '../account/test-support';
import { dueDeferralRow } from '../deferrals/test-rows';
import FleetPage from './FleetPage';
import { FIRST_SCREEN } from './lazy-rows';
import { near, stubObserver } from './observer-stub';
import { ctrlRow } from './test-rows';

// The fleet time-control monitor against faked HTTP answers: summary counts and quick filters, the filter bar
// as QueryFleet bodies, row colours by due state, the link to the aircraft, and the Excel export.

const due = (over: Partial<FleetRow['due']>): FleetRow['due'] => ({
  expireLandings: null,
  remainLandings: null,
  forecastDate: null,
  dueDate: null,
  dueBy: null,
  expireDate: '2026-12-01',
  remainDays: 100,
  expireHours: 220,
  remainHours: 80,
  warning: false,
  overdue: false,
  unknown: false,
  complied: false,
  ...over,
});

const fleetRow = (id: number, name: string, planeEntity: number, planeName: string, over: Partial<FleetRow>) => ({
  ...ctrlRow(id, name, over),
  planeEntity,
  planeName,
  modelName: 'DA40',
  allFlyHours: 140,
  allLandings: planeEntity === 7 ? 1470 : 880,
});

const rows: FleetRow[] = [
  fleetRow(23, 'Annual inspection', 7, 'B-7001', {
    type: 3,
    timerContent: [{ name: 'A', type: 1, hc: null, ho: null, hw: null, cc: '12M', co: null, cw: null }],
    due: due({
      expireDate: '2026-03-01',
      remainDays: -5,
      dueDate: '2026-03-01',
      dueBy: 'calendar',
      forecastDate: '2026-06-01',
      warning: true,
      overdue: true,
    }),
  }),
  fleetRow(22, 'ELT battery', 8, 'B-7002', {
    curTimeItem: 'F',
    timerContent: [
      { name: 'P', type: 1, hc: 100, ho: null, hw: null, cc: null, co: null, cw: null },
      { name: 'F', type: 2, hc: null, ho: null, hw: null, cc: null, co: null, cw: 30 },
    ],
    due: due({
      expireDate: '2026-03-16',
      remainDays: 10,
      expireHours: null,
      remainHours: null,
      dueDate: '2026-03-16',
      dueBy: 'calendar',
      warning: true,
    }),
  }),
  fleetRow(21, 'Oil change', 7, 'B-7001', {
    timerContent: [{ name: 'R1', type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null, lc: 500 }],
    due: due({
      remainDays: 200,
      remainHours: 80.456,
      expireLandings: 1500,
      remainLandings: 30,
      forecastDate: '2026-04-02',
      dueDate: '2026-04-02',
      dueBy: 'landings',
    }),
  }),
];

const summary: EndpointOutput<typeof MaintainCtrl.api.FleetSummary> = {
  overdue: 3,
  warning: 7,
  dueThisMonth: 12,
  dueNextMonth: 5,
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const list = (items: unknown[], totalItems = items.length) => ({ body: { items, totalItems } });

function stub(total = rows.length, items = rows, deferrals: DeferralDueRow[] = []): Call[] {
  return stubFetch(({ url }) => {
    if (url === '/api/MaintainCtrl/FleetSummary') return { body: summary };
    if (url === '/api/Deferral/Due') return list(deferrals);
    if (url === '/api/MaintainCtrl/QueryFleet') {
      const answer: EndpointOutput<typeof MaintainCtrl.api.QueryFleet> = { items, totalItems: total };
      return { body: answer };
    }
    // The aircraft picker reads the names call (any member), not the register guarded by plane-entity.
    if (url === '/api/PlaneEntity/QueryNames') {
      return list([
        { id: 7, name: 'B-7001', model: 5 },
        { id: 8, name: 'B-7002', model: 6 },
      ]);
    }
    if (url === '/api/PlaneModel/Query') {
      return list([
        { id: 5, name: 'DA40', manager: 10000, type: null, brand: null },
        { id: 6, name: 'C172R', manager: 10000, type: null, brand: null },
      ]);
    }
    return undefined;
  });
}

const dueCalls = (calls: Call[]) => calls.filter((c) => c.url === '/api/Deferral/Due').map((c) => c.body);

/** B-7003's C with one day left (warning), and B-7001's B past its last day (overdue). */
const deferrals: DeferralDueRow[] = [
  dueDeferralRow(4, { plane: 9, planeName: 'B-7003' }),
  dueDeferralRow(5, {
    plane: 7,
    planeName: 'B-7001',
    itemNo: '21-1',
    title: 'Pack valve',
    category: 'B',
    faultTitle: '组件活门故障',
    placard: 'PACK 2 INOP',
    state: 'overdue',
    due: { ...dueDeferralRow(5).due, expireDate: '2026-03-04', dueDate: '2026-03-04', remainDays: -2, overdue: true },
  }),
];

const fleetCalls = (calls: Call[]) =>
  calls.filter((c) => c.url === '/api/MaintainCtrl/QueryFleet').map((c) => c.body as Record<string, unknown>);
const lastFleetBody = (calls: Call[]) => fleetCalls(calls).at(-1) ?? {};
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const card = (name: RegExp) => screen.getByRole('button', { name });

/** A Blob's bytes (jsdom's Blob has no arrayBuffer; its FileReader reads it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  const target = await waitFor(() => {
    const popup = document.getElementById(box.getAttribute('aria-controls') ?? '')?.closest('.ant-select-dropdown');
    const found = Array.from(popup?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? []).find(
      (o) => o.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option} in ${label}`);
    return found;
  });
  await user.click(target);
}

describe('FleetPage', { timeout: 60_000 }, () => {
  it('shows the counts, the rows nearest due first as the server sent them, coloured by state', async () => {
    const calls = stub();
    renderWithProviders(<FleetPage />);
    expect(await screen.findByText('Annual inspection')).toBeTruthy();
    const counts = screen.getByTestId('fleet-summary');
    await waitFor(() => expect(within(counts).getByText('12')).toBeTruthy());
    expect(within(card(/超期项目/)).getByText('3')).toBeTruthy();
    expect(within(card(/预警项目/)).getByText('7')).toBeTruthy();
    expect(within(counts).getByText('本月到期')).toBeTruthy();
    expect(within(counts).getByText('5')).toBeTruthy();

    expect(rowOf('Annual inspection').className).toContain('maintain-row-overdue');
    expect(rowOf('ELT battery').className).toContain('maintain-row-warning');
    expect(rowOf('ELT battery').className).not.toContain('maintain-row-overdue');
    expect(rowOf('Oil change').className).not.toMatch(/maintain-row-(warning|overdue)/);
    expect(within(rowOf('Annual inspection')).getByText('超期')).toBeTruthy();
    expect(within(rowOf('ELT battery')).getByText('预警')).toBeTruthy();
    expect(within(rowOf('Oil change')).getByText('正常')).toBeTruthy();
    // Due cells, the current rule (only the chosen one when set) and the type.
    const annual = within(rowOf('Annual inspection'));
    // The due date (driven by the calendar) and the expiry date.
    expect(annual.getAllByText('2026-03-01')).toHaveLength(2);
    expect(annual.getByText('-5')).toBeTruthy();
    expect(annual.getByText('机体定检')).toBeTruthy();
    expect(within(rowOf('ELT battery')).getByText('F (固定到期日（重复）)')).toBeTruthy();
    expect(within(rowOf('ELT battery')).queryByText(/^P /)).toBeNull();
    expect(within(rowOf('Oil change')).getByText('80.46')).toBeTruthy();
    // Landings beside hours, the aircraft's totals, and the due date with what drives it.
    const oil = within(rowOf('Oil change'));
    expect(oil.getByText('1500')).toBeTruthy();
    expect(oil.getByText('30')).toBeTruthy();
    expect(oil.getByText('140 / 1470')).toBeTruthy();
    expect(oil.getByText('2026-04-02')).toBeTruthy();
    expect(oil.getByText('起落预测').getAttribute('data-due-by')).toBe('landings');
    expect(oil.getByText('R1 (周期) 100h / 12M / 500ldg')).toBeTruthy();
    expect(within(rowOf('ELT battery')).getByText('140 / 880')).toBeTruthy();
    expect(annual.getByText('日历').getAttribute('data-due-by')).toBe('calendar');
    // A later forecast than the calendar's date shows under it.
    expect(annual.getByTestId('forecast-date').textContent).toBe('预测 2026-06-01');
    expect(oil.queryByTestId('forecast-date')).toBeNull();

    const order = Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
      tr.getAttribute('data-row-key'),
    );
    expect(order).toEqual(['23', '22', '21']);
    // No filter and no sort of our own: the server's default order (nearest due first).
    expect(fleetCalls(calls)[0]).toEqual({ filters: [], fixedFilters: [], page: 1, pageSize: 50 });
    expect(calls.filter((c) => c.url === '/api/MaintainCtrl/FleetSummary')[0].body).toEqual({});
  });

  it('links the tail number to the aircraft drawer’s maintenance list for holders of plane-entity only', async () => {
    stub();
    renderWithProviders(<FleetPage />);
    const link = await within(
      await screen.findByText('ELT battery').then((e) => e.closest('tr') as HTMLElement),
    ).findByRole('link', { name: 'B-7002' });
    expect(link.getAttribute('href')).toBe('/plane/entity?plane=8');
  });

  it('shows the tail number as text to a member without the aircraft view', async () => {
    stub();
    renderWithProviders(
      <FleetPage />,
      testSession({ isAdmin: 0, views: [{ name: 'maintain-control', functions: [] }] }),
    );
    await screen.findByText('ELT battery');
    expect(within(rowOf('ELT battery')).getByText('B-7002')).toBeTruthy();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('sends the chosen filters to QueryFleet', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stub();
    renderWithProviders(<FleetPage />);
    await screen.findByText('Annual inspection');
    await choose(user, '飞机', 'B-7002');
    await choose(user, '机型', 'C172R');
    await choose(user, '维修类型', '时控件');
    await user.click(screen.getByRole('checkbox', { name: '只看预警' }));
    await user.type(screen.getByLabelText('天内到期(含预测)'), '30');
    await user.type(screen.getByLabelText('小时内到期'), '50.5');
    await user.type(screen.getByLabelText('次起落内到期'), '40');
    await user.type(screen.getByPlaceholderText('请输入查询内容'), 'battery{Enter}');
    await waitFor(() =>
      expect(lastFleetBody(calls)).toEqual({
        filters: [{ name: 'name', compare: 'contains', value: 'battery', relate: 'and' }],
        fixedFilters: [
          { name: 'planeEntity', compare: 'eq', value: 8, relate: 'and' },
          { name: 'planeModel', compare: 'eq', value: 6, relate: 'and' },
          { name: 'type', compare: 'eq', value: 2, relate: 'and' },
        ],
        warningOnly: true,
        dueWithinDays: 30,
        dueWithinHours: 50.5,
        dueWithinLandings: 40,
        page: 1,
        pageSize: 50,
      }),
    );

    // A typed number filters once it settles, not on every keystroke (no query for "3" of "30").
    const fleetBodies = calls.filter((c) => c.url === '/api/MaintainCtrl/QueryFleet').map((c) => c.body);
    expect(fleetBodies.some((b) => (b as { dueWithinDays?: number }).dueWithinDays === 3)).toBe(false);

    await user.click(screen.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(lastFleetBody(calls)).toEqual({ filters: [], fixedFilters: [], page: 1, pageSize: 50 }));
    expect((screen.getByLabelText('天内到期(含预测)') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('次起落内到期') as HTMLInputElement).value).toBe('');
  });

  it('the overdue and warning cards apply and remove their quick filter', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stub();
    renderWithProviders(<FleetPage />);
    await screen.findByText('Annual inspection');

    await user.click(card(/超期项目/));
    await waitFor(() => expect(lastFleetBody(calls)).toMatchObject({ overdueOnly: true }));
    expect(lastFleetBody(calls)).not.toHaveProperty('warningOnly');
    expect(card(/超期项目/).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('checkbox', { name: '只看超期' }) as HTMLInputElement).checked).toBe(true);

    await user.click(card(/预警项目/));
    await waitFor(() => expect(lastFleetBody(calls)).toMatchObject({ warningOnly: true }));
    expect(lastFleetBody(calls)).not.toHaveProperty('overdueOnly');
    expect(card(/超期项目/).getAttribute('aria-pressed')).toBe('false');

    await user.click(card(/预警项目/));
    await waitFor(() => expect(lastFleetBody(calls)).not.toHaveProperty('warningOnly'));
    expect(lastFleetBody(calls)).not.toHaveProperty('overdueOnly');
  });

  it('lists the open deferrals due in the window before the items, in the items’ state colours and words', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stub(rows.length, rows, deferrals);
    renderWithProviders(<FleetPage />);
    await screen.findByText('MEL 33-40-01 Taxi light');
    const keys = Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
      tr.getAttribute('data-row-key'),
    );
    expect(keys).toEqual(['deferral-4', 'deferral-5', '23', '22', '21']);
    const taxi = rowOf('MEL 33-40-01 Taxi light');
    expect(taxi.className).toContain('maintain-row-warning');
    expect(taxi.className).not.toContain('maintain-row-overdue');
    const cells = within(taxi);
    expect(cells.getByText('保留 C').getAttribute('data-kind')).toBe('deferral');
    expect(cells.getByText('预警').getAttribute('data-state')).toBe('warning');
    // The due date and the expiry date, one day left, the placard, the fault, the aircraft's totals and model.
    expect(cells.getAllByText('2026-03-07')).toHaveLength(2);
    expect(cells.getByText('1')).toBeTruthy();
    expect(cells.getByText('TAXI LIGHT INOP')).toBeTruthy();
    expect(cells.getByText('滑行灯不亮')).toBeTruthy();
    expect(cells.getByText('1000 / 800')).toBeTruthy();
    expect(cells.getByText('B-7003')).toBeTruthy();
    await waitFor(() => expect(cells.getByText('DA40')).toBeTruthy());
    const pack = rowOf('MEL 21-1 Pack valve');
    expect(pack.className).toContain('maintain-row-overdue');
    expect(within(pack).getByText('超期').getAttribute('data-state')).toBe('overdue');
    expect(within(pack).getByText('-2')).toBeTruthy();
    // The pager counts the deferrals with the items.
    expect(screen.getByText('共 5 条')).toBeTruthy();
    expect(dueCalls(calls)).toEqual([{}]);

    // A row opens its deferral: its facts, Extend and Close as its abilities allow.
    await user.click(screen.getByRole('button', { name: 'MEL 33-40-01 Taxi light' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('保留故障: B-7003 MEL 33-40-01 Taxi light')).toBeTruthy();
    expect(within(dialog).getByText('TAXI LIGHT INOP')).toBeTruthy();
    expect(within(dialog).getByText('临近期限')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /延\s*期/ })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /关闭窗口/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The window follows the filter bar; a maintenance type (items only) asks for no deferral.
    await user.click(screen.getByRole('checkbox', { name: '只看超期' }));
    await user.type(screen.getByLabelText('天内到期(含预测)'), '30');
    await waitFor(() => expect(dueCalls(calls).at(-1)).toEqual({ overdueOnly: true, dueWithinDays: 30 }));
    await choose(user, '飞机', 'B-7002');
    await waitFor(() => expect(dueCalls(calls).at(-1)).toEqual({ plane: 8, overdueOnly: true, dueWithinDays: 30 }));
    const asked = dueCalls(calls).length;
    await choose(user, '维修类型', '时控件');
    await waitFor(() => expect(lastFleetBody(calls).fixedFilters).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('MEL 33-40-01 Taxi light')).toBeNull());
    expect(dueCalls(calls)).toHaveLength(asked);
  });

  it('exports the deferral rows first, with their real dates', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    stub(rows.length, rows, deferrals);
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:fleet';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<FleetPage />);
    await screen.findByText('MEL 33-40-01 Taxi light');
    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await bytesOf(blobs[0]));
    const sheet = book.getWorksheet('时控监控');
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'B-7003',
      'DA40',
      1000,
      800,
      'MEL 33-40-01 Taxi light\n滑行灯不亮',
      '保留 C',
      'TAXI LIGHT INOP',
      new Date(Date.UTC(2026, 2, 7)),
      '日历',
      undefined,
      new Date(Date.UTC(2026, 2, 7)),
      1,
      undefined,
      undefined,
      undefined,
      undefined,
      '预警',
    ]);
    expect(sheet?.getRow(3).getCell(17).value).toBe('超期');
    expect(sheet?.getRow(4).getCell(5).value).toBe('Annual inspection');
  });

  it('shows no deferral and asks for none to a member who may not read deferrals', async () => {
    const calls = stub(rows.length, rows, deferrals);
    renderWithProviders(
      <FleetPage />,
      testSession({ isAdmin: 0, views: [{ name: 'maintain-control', functions: [] }] }),
    );
    await screen.findByText('Annual inspection');
    expect(screen.queryByText('MEL 33-40-01 Taxi light')).toBeNull();
    expect(dueCalls(calls)).toEqual([]);
    expect(screen.getByText('共 3 条')).toBeTruthy();
  });

  it('exports the current filter’s rows (up to 10000) as an Excel sheet, and says when it was capped', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stub(12_000);
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:fleet';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<FleetPage />);
    await screen.findByText('Annual inspection');
    await user.click(screen.getByRole('checkbox', { name: '只看超期' }));
    await waitFor(() => expect(lastFleetBody(calls)).toMatchObject({ overdueOnly: true }));

    await user.click(screen.getByRole('button', { name: /导\s*出/ }));
    // exceljs loads on the first export: slow on a loaded machine.
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(lastFleetBody(calls)).toEqual({
      filters: [],
      fixedFilters: [],
      overdueOnly: true,
      page: 1,
      pageSize: 10_000,
    });
    expect(await screen.findByText('只导出了前 3 条（共 12000 条），请缩小筛选范围')).toBeTruthy();

    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await bytesOf(blobs[0]));
    const sheet = book.getWorksheet('时控监控');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      '国籍登记号',
      '机型',
      '飞机总小时',
      '飞机总起落',
      '时控名称',
      '维修类型',
      '当前时控项',
      '预计到期日',
      '到期依据',
      '预测日期',
      '到期日期',
      '剩余天数',
      '到期小时',
      '剩余小时',
      '到期起落',
      '剩余起落',
      '状态',
    ]);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'B-7001',
      'DA40',
      140,
      1470,
      'Annual inspection',
      '机体定检',
      'A (周期) 12M',
      // Dates are Excel dates (issue 29), not text.
      new Date(Date.UTC(2026, 2, 1)),
      '日历',
      new Date(Date.UTC(2026, 5, 1)),
      new Date(Date.UTC(2026, 2, 1)),
      -5,
      220,
      80,
      undefined,
      undefined,
      '超期',
    ]);
    expect(sheet?.getRow(3).getCell(17).value).toBe('预警');
    // The landings-driven row: its due date and driver, expiry and remaining landings.
    const oil = sheet?.getRow(4);
    expect([8, 9, 10, 15, 16, 17].map((c) => oil?.getCell(c).value)).toEqual([
      new Date(Date.UTC(2026, 3, 2)),
      '起落预测',
      new Date(Date.UTC(2026, 3, 2)),
      1500,
      30,
      '正常',
    ]);
  });

  it('names the export after the list, and after the aircraft too when one is picked (issue 31)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    stub(1, [rows[1]]);
    URL.createObjectURL = () => 'blob:fleet';
    URL.revokeObjectURL = () => {};
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const exportButton = () => screen.getByRole('button', { name: /导\s*出/ });
    const fleet = renderWithProviders(<FleetPage />);
    await screen.findByText('ELT battery');
    await user.click(exportButton());
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 10_000 });
    expect(names[0]).toMatch(/^时控监控-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // A new screen (the button stays loading for 3 s after an export).
    fleet.unmount();
    renderWithProviders(<FleetPage />);
    await screen.findByText('ELT battery');
    await choose(user, '飞机', 'B-7002');
    await user.click(exportButton());
    await waitFor(() => expect(names).toHaveLength(2), { timeout: 10_000 });
    expect(names[1]).toMatch(/^B-7002-时控监控-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('offers 记录完成 on each row to who may write records, for the row’s aircraft', async () => {
    stub();
    const executor = testSession({
      isAdmin: 0,
      views: [
        { name: 'maintain-control', functions: [] },
        { name: 'plane-entity', functions: ['Execute'] },
      ],
    });
    renderWithProviders(<FleetPage />, executor);
    await screen.findByText('ELT battery');
    for (const row of rows) expect(within(rowOf(row.name)).getByText('记录完成')).toBeTruthy();
    await userEvent.setup({ pointerEventsCheck: 0 }).click(within(rowOf('ELT battery')).getByText('记录完成'));
    await screen.findByText('新增维修记录');
    const target = rows.find((r) => r.name === 'ELT battery') as FleetRow;
    expect((document.getElementById('issueCondition') as HTMLInputElement).value).toBe('ELT battery');
    expect((document.getElementById('flyHours') as HTMLInputElement).value).toBe(String(target.allFlyHours ?? ''));
  });

  it('offers no 记录完成 to a member who may not write records', async () => {
    stub();
    renderWithProviders(
      <FleetPage />,
      testSession({ isAdmin: 0, views: [{ name: 'maintain-control', functions: [] }] }),
    );
    await screen.findByText('ELT battery');
    expect(screen.queryByText('记录完成')).toBeNull();
  });

  it('renders the first screen of rows with the data, a row scrolled to at once, then every row, in columns of fixed widths', async () => {
    stubObserver();
    const many = Array.from({ length: FIRST_SCREEN + 8 }, (_, i) =>
      fleetRow(100 + i, `Item ${i + 1}`, 7, 'B-7001', { due: due({}) }),
    );
    // No idle time of its own in jsdom: the fill waits on timers, held here until the test lets it go.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    stub(many.length, many);
    renderWithProviders(<FleetPage />);
    expect(await screen.findByText('Item 1')).toBeTruthy();
    vi.useRealTimers();

    // Every row of the page is in the table; the first screen has its cells, the last is a placeholder.
    const tr = (i: number) => document.querySelector(`tbody tr[data-row-key="${100 + i}"]`) as HTMLElement;
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(many.length);
    expect(within(tr(FIRST_SCREEN - 1)).getByText(`Item ${FIRST_SCREEN}`)).toBeTruthy();
    expect(tr(many.length - 1).className).toContain('hangar-row-pending');
    expect(within(tr(many.length - 1)).queryByText(`Item ${many.length}`)).toBeNull();
    // Every column has its width from the start: rows getting their cells do not widen one.
    const cols = Array.from(document.querySelectorAll('.ant-table-header colgroup col'));
    expect(cols.length).toBeGreaterThan(10);
    for (const col of cols.filter((c) => !c.className.includes('scrollbar')))
      expect((col as HTMLElement).style.width).toMatch(/^\d+px$/);

    // Scrolled to: the last row renders its cells; the rest follows in idle time.
    near(tr(many.length - 1));
    await waitFor(() => expect(within(tr(many.length - 1)).getByText(`Item ${many.length}`)).toBeTruthy());
    await waitFor(() => expect(document.querySelectorAll('tbody tr.hangar-row-pending')).toHaveLength(0), {
      timeout: 10_000,
    });
    expect(within(tr(FIRST_SCREEN + 1)).getByText('B-7001')).toBeTruthy();
  });
});
