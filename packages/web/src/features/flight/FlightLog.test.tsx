import { PlaneFly } from '@hangar/domain/contracts/utilisation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import { answer, type Call, callsTo, list, stubStore } from '../store/test-support';
import FlightLog from './FlightLog';
import type { FlightChartOption } from './flight-chart';
import { flightRow, statRow } from './test-rows';

// The flight log (spec §2.11): statistics by default (one aircraft's months, or the fleet in a chosen month),
// the records tab with every column, the flight form's body and the server's field messages, and edit and delete
// as each row's abilities say (the server answers delete on the latest record only). ECharts is not drawn in jsdom: the chart module is replaced by one showing its series
// (the option builder itself is tested in flight-chart.test.ts).

vi.mock('./FlightChart', () => ({
  default: ({ option }: { option: FlightChartOption }) => (
    <div data-testid="flight-chart">{JSON.stringify([option.xAxis[0].data, ...option.series.map((s) => s.data)])}</div>
  ),
}));

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const plane = { id: 5, name: 'B-7001' };
const models = list([{ id: 1, name: 'DA40 NG', manager: 1, type: null, brand: null }]);

/** Two records, the latest first (the server's order): the latest deletable, as the server answers it. */
const records = [
  flightRow(12, { flyDate: '2026-03-21 00:00:00', comments: '本场训练', abilities: { update: true, delete: true } }),
  flightRow(11, { flyDate: '2026-03-20 00:00:00' }),
];
function route(call: Call) {
  if (call.url === '/api/PlaneModel/Query') return models;
  if (call.url === '/api/PlaneFly/Query') return list(records);
  if (call.url === '/api/PlaneFly/StatPlane')
    return answer(PlaneFly.api.StatPlane, [
      statRow({ theMonth: 3, hourFly: 31.5, countFly: 40 }),
      statRow({ theMonth: 2, hourFly: 20, countFly: 22 }),
    ]);
  if (call.url === '/api/PlaneFly/StatByMonth') {
    const month = (call.body.fixedFilters as { name: string; value: number }[]).find((f) => f.name === 'month');
    return answer(PlaneFly.api.StatByMonth, [
      statRow({ theMonth: month?.value ?? 0, plane: 5, planeName: 'B-7001', hourFly: 12 }),
      statRow({ theMonth: month?.value ?? 0, plane: 6, planeName: 'B-7002', hourFly: 0, countFly: 0, days: 0 }),
    ]);
  }
  if (call.url === '/api/PlaneFly/Add' || call.url === '/api/PlaneFly/Update')
    return answer(PlaneFly.api.Add, { ...flightRow(13), warnings: [] });
  if (call.url === '/api/PlaneFly/Delete') return { body: { id: call.body.id } };
  return undefined;
}

const headers = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('.ant-table-thead th'))
    .map((th) => th.textContent)
    .filter(Boolean);

async function openRecords(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: '飞行记录' }));
  return (await screen.findByTestId('flight-records')) as HTMLElement;
}

describe('FlightLog', { timeout: 60_000 }, () => {
  it('opens on one aircraft’s monthly statistics, with its months in the table and the chart', async () => {
    const calls = stubStore(route);
    renderWithProviders(<FlightLog plane={plane} />);
    const stats = await screen.findByTestId('flight-stats');
    expect(screen.getByRole('tab', { name: '飞行统计', selected: true })).toBeTruthy();
    expect(await within(stats).findByText('2026-02')).toBeTruthy();
    expect(headers(stats)).toEqual(['年月', '机型', '飞机编号', '出勤天数', '起落次数', '飞行小时']);
    expect(await within(stats).findAllByText('DA40 NG')).toHaveLength(2);
    expect(callsTo(calls, 'PlaneFly/StatPlane').map((c) => c.body)).toEqual([{ plane: 5 }]);
    expect(callsTo(calls, 'PlaneFly/StatByMonth')).toHaveLength(0);
    // No month picker for one aircraft; the chart gets its months oldest first.
    expect(within(stats).queryByLabelText('统计月份')).toBeNull();
    expect((await screen.findByTestId('flight-chart')).textContent).toBe(
      JSON.stringify([
        ['2026-02', '2026-03'],
        [20, 31.5],
        [22, 40],
      ]),
    );
  });

  it('without an aircraft shows no records tab, and every aircraft of the month picked', async () => {
    const user = userEvent.setup();
    const calls = stubStore(route);
    renderWithProviders(<FlightLog plane={null} />);
    const stats = await screen.findByTestId('flight-stats');
    expect(screen.queryByRole('tab', { name: '飞行记录' })).toBeNull();
    const now = dayjs();
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/StatByMonth')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneFly/StatByMonth')[0].body).toEqual({
      fixedFilters: [
        { name: 'year', compare: 'eq', value: now.year() },
        { name: 'month', compare: 'eq', value: now.month() + 1 },
      ],
    });
    const picker = within(stats).getByLabelText('统计月份');
    await user.click(picker);
    await user.clear(picker);
    await user.type(picker, '2026-02{Enter}');
    await waitFor(() =>
      expect(callsTo(calls, 'PlaneFly/StatByMonth').at(-1)?.body).toEqual({
        fixedFilters: [
          { name: 'year', compare: 'eq', value: 2026 },
          { name: 'month', compare: 'eq', value: 2 },
        ],
      }),
    );
    expect(await within(stats).findAllByText('2026-02')).toHaveLength(2);
    expect(within(stats).getByText('B-7002')).toBeTruthy();
    expect(callsTo(calls, 'PlaneFly/StatPlane')).toHaveLength(0);
    // One month: the chart is per aircraft.
    expect((await screen.findByTestId('flight-chart')).textContent).toBe(
      JSON.stringify([
        ['B-7001', 'B-7002'],
        [12, 0],
        [40, 0],
      ]),
    );
  });

  it('lists the records with every column of the spec, 30 a page, for the aircraft only', async () => {
    const user = userEvent.setup();
    const calls = stubStore(route);
    renderWithProviders(<FlightLog plane={plane} />);
    const tab = await openRecords(user);
    expect(await within(tab).findByText('本场训练')).toBeTruthy();
    expect(headers(tab)).toEqual([
      '日期',
      '当日起落',
      'GARMIN 时间',
      '累计起落',
      '当日飞行小时',
      '累计机身小时',
      '发动机小时',
      'HOBBS 时间',
      '空地时间',
      '备注',
      '操作',
    ]);
    const row = within(tab).getByText('2026-03-21').closest('tr') as HTMLElement;
    expect(Array.from(row.querySelectorAll('td')).map((td) => td.textContent)).toEqual(
      expect.arrayContaining(['2026-03-21', '4', '2.4', '1204', '2.5', '1234.5', '845.2', '1301.7', '2.8', '本场训练']),
    );
    const page = callsTo(calls, 'PlaneFly/Query')[0];
    expect(page?.body).toMatchObject({
      fixedFilters: [{ name: 'plane', compare: 'eq', value: 5 }],
      page: 1,
      pageSize: 30,
    });
  });

  it('offers delete where the row’s abilities allow it, confirmed, and reloads the log', async () => {
    const user = userEvent.setup();
    const calls = stubStore(route);
    renderWithProviders(<FlightLog plane={plane} />);
    const tab = await openRecords(user);
    // The rows' abilities answer which day may be deleted: no second request for the latest record.
    await within(tab).findByText('2026-03-21');
    expect(callsTo(calls, 'PlaneFly/Query').map((c) => c.body.pageSize)).toEqual([30]);
    const latest = (await within(tab).findByText('2026-03-21')).closest('tr') as HTMLElement;
    const earlier = within(tab).getByText('2026-03-20').closest('tr') as HTMLElement;
    // Role queries in a table row are slow in jsdom: the actions are found by their text.
    expect(within(earlier).getByText(/^编\s*辑$/)).toBeTruthy();
    const remove = await within(latest).findByText(/^删\s*除$/);
    expect(within(earlier).queryByText(/^删\s*除$/)).toBeNull();
    const before = callsTo(calls, 'PlaneFly/Query').length;
    await user.click(remove);
    // The confirmation, found by its question.
    const confirm = (await screen.findByText('确定要删除该记录?')).closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByText(/^确\s*定$/));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Delete').map((c) => c.body)).toEqual([{ id: 12 }]));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Query').length).toBeGreaterThan(before));
  });

  it('adds a flight day with the aircraft, and shows the server’s message on its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = stubStore((call) => {
      if (call.url === '/api/PlaneFly/Add' && refuse) {
        refuse = false;
        return {
          status: 400,
          code: 'VALIDATION',
          msg: '发动机小时不能小于之前记录的读数（845.2）',
          extra: { errors: [{ field: 'addEngineHours', message: '发动机小时不能小于之前记录的读数（845.2）' }] },
        };
      }
      return route(call);
    });
    renderWithProviders(<FlightLog plane={plane} />);
    const tab = await openRecords(user);
    await user.click(within(tab).getByRole('button', { name: '新增飞行记录' }));
    const dialog = await screen.findByRole('dialog');
    // The date is required.
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请选择日期')).toBeTruthy();
    const day = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await user.type(within(dialog).getByLabelText('日期'), `${day}{Enter}`);
    const type = async (label: string, text: string) => {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.type(input, text);
    };
    await type('当日起落', '3');
    await type('当日飞行小时', '2.25');
    await type('GARMIN 时间', '2.1');
    await type('发动机小时', '840');
    await type('HOBBS 时间', '1304');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('发动机小时不能小于之前记录的读数（845.2）')).toBeTruthy();
    expect(callsTo(calls, 'PlaneFly/Add')[0].body).toEqual({
      plane: 5,
      planeName: 'B-7001',
      flyDate: `${day} 00:00:00`,
      dayFlyCount: 3,
      dayFlyHours: 2.25,
      garminHours: 2.1,
      airHours: null,
      addEngineHours: 840,
      hobbsHours: 1304,
      pilot: null,
      comments: null,
    });
    // The body is one the contract accepts.
    expect(PlaneFly.api.Add.input.safeParse(callsTo(calls, 'PlaneFly/Add')[0].body).success).toBe(true);
    await type('发动机小时', '846');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(2));
    expect(callsTo(calls, 'PlaneFly/Add')[1].body).toMatchObject({ addEngineHours: 846 });
    expect(await screen.findByText('创建飞行记录成功')).toBeTruthy();
  });

  it('shows the server’s warning when a typed engine reading falls behind the flight hours (issue 29)', async () => {
    const user = userEvent.setup();
    const behind = '发动机小时 801 落后于飞行小时：自 2026-03-01 的读数 800 以来已飞行 3.5 小时，读数应不小于 803.5。';
    const calls = stubStore((call) =>
      call.url === '/api/PlaneFly/Add'
        ? answer(PlaneFly.api.Add, {
            ...flightRow(13),
            warnings: [{ field: 'addEngineHours', message: behind }],
          })
        : route(call),
    );
    renderWithProviders(<FlightLog plane={plane} />);
    const tab = await openRecords(user);
    await user.click(within(tab).getByRole('button', { name: '新增飞行记录' }));
    const dialog = await screen.findByRole('dialog');
    const day = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    await user.type(within(dialog).getByLabelText('日期'), `${day}{Enter}`);
    await user.clear(within(dialog).getByLabelText('当日飞行小时'));
    await user.type(within(dialog).getByLabelText('当日飞行小时'), '3.5');
    await user.type(within(dialog).getByLabelText('发动机小时'), '801');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneFly/Add')).toHaveLength(1));
    // Saved (the dialog's success), and the warning stays on screen.
    expect(await screen.findByText('创建飞行记录成功')).toBeTruthy();
    expect(await screen.findByText(behind)).toBeTruthy();
  });

  it('hides edit and delete on a row whose abilities refuse them', async () => {
    const user = userEvent.setup();
    stubStore((call) =>
      call.url === '/api/PlaneFly/Query'
        ? list([flightRow(12, { flyDate: '2026-03-21 00:00:00', abilities: { update: false, delete: false } })])
        : route(call),
    );
    renderWithProviders(<FlightLog plane={plane} />);
    const tab = await openRecords(user);
    const row = (await within(tab).findByText('2026-03-21')).closest('tr') as HTMLElement;
    expect(headers(tab)).toContain('操作');
    expect(within(row).queryByText(/^编\s*辑$/)).toBeNull();
    expect(within(row).queryByText(/^删\s*除$/)).toBeNull();
  });

  it('is read-only when asked: no add, edit or delete', async () => {
    const user = userEvent.setup();
    const calls = stubStore(route);
    renderWithProviders(<FlightLog plane={plane} readOnly />);
    const tab = await openRecords(user);
    expect(await within(tab).findByText('本场训练')).toBeTruthy();
    expect(headers(tab)).not.toContain('操作');
    expect(within(tab).queryByRole('button', { name: '新增飞行记录' })).toBeNull();
    expect(callsTo(calls, 'PlaneFly/Query').every((c) => c.body.pageSize === 30)).toBe(true);
  });

  it('exports every record of the aircraft, not only the page, in the table’s columns (issue 31)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const calls = stubStore(route);
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = (blob: Blob) => `blob:${blobs.push(blob)}`;
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    // Read-only (the aircraft drawer's archive) exports too.
    renderWithProviders(<FlightLog plane={plane} readOnly />);
    const tab = await openRecords(user);
    await within(tab).findByText('本场训练');
    await user.click(within(tab).getByRole('button', { name: /^导\s*出$/ }));
    // exceljs loads on the first export: slow on a loaded machine.
    await waitFor(() => expect(names).toHaveLength(1), { timeout: 10_000 });
    expect(callsTo(calls, 'PlaneFly/Query').at(-1)?.body).toEqual({
      fixedFilters: [{ name: 'plane', compare: 'eq', value: 5 }],
      page: 1,
      pageSize: 10_000,
    });
    expect(names[0]).toMatch(/^B-7001-飞行记录-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await bytesOf(blobs[0]));
    const sheet = book.getWorksheet('飞行记录');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...headers(tab)]);
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      new Date(Date.UTC(2026, 2, 21)),
      4,
      2.4,
      1204,
      2.5,
      1234.5,
      845.2,
      1301.7,
      2.8,
      '本场训练',
    ]);
    expect(sheet?.getRow(3).getCell(1).value).toEqual(new Date(Date.UTC(2026, 2, 20)));
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
