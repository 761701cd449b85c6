import { AdRegister } from '@hangar/domain/contracts/ad-register';
import { BomImportInput, PlaneBom } from '@hangar/domain/contracts/components';
import type { Fn } from '@hangar/domain/permissions';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../account/test-support';
import { registerRow } from '../adreg/test-rows';
import { type Answer, answer, callsTo, list, materialRow, stubStore } from '../store/test-support';
import PlaneBomList from './PlaneBomList';
import { bomRow, lifeOf } from './test-rows';

// The installed components of one aircraft: columns and life figures, read-only mode, the dialog's bodies (add,
// edit, replace), cancel replacement, delete, the history drawer, the import's refusal listed by row, add and
// import by the plane-operation / plane-entity functions, each row's writes by its abilities.

const realFetch = globalThis.fetch;
const realUrl = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  globalThis.fetch = realFetch;
  URL.createObjectURL = realUrl.create;
  URL.revokeObjectURL = realUrl.revoke;
  vi.restoreAllMocks();
});

function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Catches the downloads: their blobs and file names. */
function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return 'blob:bom';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

async function sheetOf(blob: Blob) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await bytesOf(blob));
  return book.worksheets[0];
}

const engine = bomRow(1, {
  category: '发动机',
  ctype: 1,
  name: '发动机',
  model: 'IO-360',
  seri: 'L-100',
  times: 2,
  original: 11,
  lifeHours: 2000,
  tsnHours: 1000,
  remarks: '大修后装机',
  // Replaced: its replacement can be cancelled, and it has history (not deleted).
  abilities: { update: true, replace: true, restore: true, delete: false },
  life: lifeOf({ tsnHours: 1850, remainHours: 150, csnLandings: 900, remainLandings: null, warning: true }),
});
const wing = bomRow(2, { category: '机体', name: '左翼', model: 'W-1', seri: 'S-2', material: 7 });
const prop = bomRow(3, {
  category: '螺旋桨',
  name: '螺旋桨',
  model: 'HC-C2',
  seri: 'P-9',
  life: lifeOf({ remainHours: -12, remainDays: -3, overdue: true, warning: true }),
});
const retired = bomRow(21, {
  name: '发动机',
  model: 'IO-360',
  seri: 'L-077',
  times: 1,
  closed: 1,
  removeDate: '2025-03-01 00:00:00',
  removeTsnHours: 1500,
  removeCsnLandings: 1200,
  installPlaneHours: 800.5,
  removePlaneHours: 2044.25,
  removePlaneLandings: 1730,
});

const member = (views: { name: string; functions: Fn[] }[]) => testSession({ isAdmin: 0, admin: null, views });
const operator = member([{ name: 'plane-operation', functions: ['Add', 'Edit', 'Delete'] }]);

function renderList(
  options: {
    session?: ReturnType<typeof testSession>;
    readOnly?: boolean;
    importAnswer?: Answer;
    rows?: ReturnType<typeof bomRow>[];
  } = {},
) {
  const calls = stubStore((call) => {
    if (call.url === '/api/PlaneBom/Query') return list(options.rows ?? [engine, wing, prop]);
    if (call.url === '/api/Material/Query') return list([materialRow(7, { name: '翼梁', model: 'AL-7' })]);
    if (call.url === '/api/PlaneBom/QueryRetire') return list([retired]);
    if (call.url === '/api/PlaneBom/Add') return answer(PlaneBom.api.Add, bomRow(9));
    if (call.url === '/api/PlaneBom/Update') return answer(PlaneBom.api.Update, wing);
    if (call.url === '/api/PlaneBom/Replace') return answer(PlaneBom.api.Replace, bomRow(10, { times: 3 }));
    if (call.url === '/api/PlaneBom/Restore') return answer(PlaneBom.api.Restore, retired);
    if (call.url === '/api/PlaneBom/Delete') return answer(PlaneBom.api.Delete, { id: 2 });
    if (call.url === '/api/AdRegister/Component')
      return answer(AdRegister.api.Component, [
        registerRow(41, 'EASA AD 2026-0031', {
          applianceParts: ['IO-360'],
          component: 1,
          componentName: '发动机',
          componentPart: 'IO-360',
          componentSeri: 'L-100',
          state: 'complied',
          task: 77,
          workDate: '2026-03-02 00:00:00',
          complianceMethod: 'Blade roots inspected',
        }),
        registerRow(42, 'SB 33', { dict: 3, applianceParts: ['IO-360'], component: 1, state: 'unevaluated' }),
      ]);
    if (call.url === '/api/PlaneBom/Import')
      return options.importAnswer ?? answer(PlaneBom.api.Import, { added: 2, updated: 0 });
    return undefined;
  });
  renderWithProviders(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PlaneBomList plane={{ id: 5, name: 'B-1234' }} readOnly={options.readOnly} />
    </ConfigProvider>,
    options.session ?? operator,
  );
  return calls;
}

const rowOf = async (text: string) => {
  const cell = await screen.findByText(text);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
};

const ok = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /确\s*定/ });

/** Opens a row's More menu and clicks one of its entries. */
async function more(row: HTMLElement, entry: string) {
  const user = userEvent.setup();
  await user.click(within(row).getByRole('button', { name: '更多' }));
  await user.click(await screen.findByText(entry));
}

describe('PlaneBomList', { timeout: 60_000 }, () => {
  it('shows an installed component’s own AD list (its appliance documents, their state for its serial)', async () => {
    const calls = renderList();
    await more(await rowOf('IO-360'), '适航指令/服务通告');
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('EASA AD 2026-0031')).toBeTruthy();
    expect(callsTo(calls, 'AdRegister/Component')[0].body).toEqual({ bom: 1 });
    const done = within(drawer).getByText('EASA AD 2026-0031').closest('tr') as HTMLElement;
    expect(within(done).getByText('已执行')).toBeTruthy();
    expect(within(done).getByText('IO-360 · L-100')).toBeTruthy();
    expect(within(done).getByText('2026-03-02 · Blade roots inspected')).toBeTruthy();
    const sb = within(drawer).getByText('SB 33').closest('tr') as HTMLElement;
    expect(within(sb).getByText('未评估')).toBeTruthy();
    expect(within(drawer).getByText('适航指令/服务通告 · 发动机 · IO-360 · L-100')).toBeTruthy();
  });

  it('lists the aircraft’s components with their replacement count and life figures', async () => {
    const calls = renderList();
    const row = await rowOf('IO-360');
    expect(callsTo(calls, 'PlaneBom/Query')[0].body).toEqual({
      fixedFilters: [{ name: 'plane', compare: 'eq', value: 5, relate: 'and' }],
      filters: [],
      page: 1,
      pageSize: 10,
    });
    const cells = Array.from(row.querySelectorAll('td')).map((td) => td.textContent);
    expect(cells.slice(0, 7)).toEqual(['发动机', '发动机', 'IO-360', 'L-100', '2024-01-10', '第2次更换', '大修后装机']);
    // TSN, CSN, hours left (warning), landings left (none), days left, expiry, state.
    expect(cells.slice(7, 14)).toEqual(['1850', '900', '150', '', '4900', '2040-05-01', '临近']);
    expect(row.className).toContain('maintain-row-warning');
    // Each figure by its own limit: 150 of 2000 hours left warns (≤ 10 %), 4900 days do not.
    expect(within(row).getByText('150').getAttribute('data-state')).toBe('warning');
    // Not by colour alone: a warning figure carries the status's named icon, a fine one none.
    expect(within(within(row).getByText('150')).getByRole('img', { name: '预警' })).toBeTruthy();
    expect(within(within(row).getByText('4900')).queryByRole('img')).toBeNull();
    expect(within(row).getByText('4900').getAttribute('data-state')).toBe('ok');
    const wingRow = await rowOf('W-1');
    expect(within(wingRow).getByText('原装')).toBeTruthy();
    expect(wingRow.className).not.toContain('maintain-row');
    const propRow = await rowOf('HC-C2');
    expect(propRow.className).toContain('maintain-row-overdue');
    expect(within(propRow).getByText('超限')).toBeTruthy();
    expect(within(propRow).getByText('-12').getAttribute('data-status')).toBe('overdue');
    expect(within(within(propRow).getByText('-12')).getByRole('img', { name: '超期' })).toBeTruthy();
    expect(within(propRow).getByText('-3').getAttribute('data-state')).toBe('overdue');
  });

  it('hides add, import, edit, replace, cancel replacement and delete when read-only', async () => {
    renderList({ readOnly: true });
    const row = await rowOf('IO-360');
    expect(screen.queryByRole('button', { name: '添加部件' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '更换' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: '更多' }));
    expect(await screen.findByText('更换历史')).toBeTruthy();
    expect(screen.queryByText('撤销更换')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    await user.click(screen.getByRole('button', { name: /操\s*作/ }));
    expect(await screen.findByText('导出')).toBeTruthy();
    expect(screen.getByText('模板')).toBeTruthy();
    expect(screen.queryByText('导入')).toBeNull();
  });

  it('disables add and import without the functions', async () => {
    renderList({ session: member([{ name: 'plane-operation', functions: [] }]) });
    await rowOf('IO-360');
    expect(screen.getByRole('button', { name: '添加部件' }).hasAttribute('disabled')).toBe(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /操\s*作/ }));
    const entry = (await screen.findByText('导入')).closest('li') as HTMLElement;
    expect(entry.getAttribute('aria-disabled')).toBe('true');
  });

  it('lets plane-entity Execute add', async () => {
    renderList({ session: member([{ name: 'plane-entity', functions: ['Execute'] }]) });
    await rowOf('IO-360');
    expect(screen.getByRole('button', { name: '添加部件' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers each row’s edit, replace, cancel replacement and delete as its abilities say', async () => {
    const none = { update: false, replace: false, restore: false, delete: false };
    renderList({
      rows: [
        { ...engine, abilities: none },
        { ...wing, abilities: { update: true, replace: false, restore: true, delete: false } },
        { ...prop, abilities: { update: false, replace: true, restore: false, delete: true } },
      ],
    });
    const user = userEvent.setup();
    const offered = async (text: string) => {
      const row = await rowOf(text);
      const links = ['编辑', '更换'].filter((name) => within(row).queryByRole('button', { name }) !== null);
      await user.click(within(row).getByRole('button', { name: '更多' }));
      // The open menu (a closed one stays mounted, hidden).
      const open = () => document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
      const menu = await waitFor(() => {
        const found = open();
        if (!found) throw new Error('no open menu');
        return found;
      });
      expect(within(menu).getByText('更换历史')).toBeTruthy();
      const entries = ['撤销更换', '删除'].filter((entry) => within(menu).queryByText(entry) !== null);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(open()).toBeNull());
      return [...links, ...entries];
    };
    expect(await offered('IO-360')).toEqual([]);
    expect(await offered('W-1')).toEqual(['编辑', '撤销更换']);
    expect(await offered('HC-C2')).toEqual(['更换', '删除']);
  });

  it('adds a component: the name is required, the life limits go with it', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await rowOf('IO-360');
    await user.click(screen.getByRole('button', { name: '添加部件' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(ok(dialog));
    expect(await within(dialog).findByText('名称不能为空')).toBeTruthy();
    expect(within(dialog).getByText('类别不能为空')).toBeTruthy();
    expect(callsTo(calls, 'PlaneBom/Add')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('类别'), '航电');
    await user.type(within(dialog).getByLabelText('名称'), '应答机');
    await user.type(within(dialog).getByLabelText('件号'), 'GTX-327');
    await user.type(within(dialog).getByLabelText('序号'), 'T-77');
    await user.type(within(dialog).getByLabelText('寿命小时'), '3000');
    await user.type(within(dialog).getByLabelText('日历寿命'), '20Y');
    await user.type(within(dialog).getByLabelText('装机时 TSN'), '12.5');
    await user.click(ok(dialog));
    await waitFor(() => expect(callsTo(calls, 'PlaneBom/Add')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneBom/Add')[0].body).toEqual({
      plane: 5,
      category: '航电',
      name: '应答机',
      ctype: 0,
      model: 'GTX-327',
      seri: 'T-77',
      material: null,
      installDate: null,
      remarks: null,
      manufactureDate: null,
      lifeHours: 3000,
      lifeLandings: null,
      lifeCalendar: '20Y',
      tsnHours: 12.5,
      csnLandings: null,
      files: [],
    });
    expect(await screen.findByText('创建成功')).toBeTruthy();
  });

  it('edits a component with its id', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('W-1')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    // Its material by name and part number, from the catalogue.
    expect(await within(dialog).findByText('翼梁 AL-7')).toBeTruthy();
    const name = within(dialog).getByLabelText('名称');
    await user.clear(name);
    await user.type(name, '左机翼');
    await user.click(ok(dialog));
    await waitFor(() => expect(callsTo(calls, 'PlaneBom/Update')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneBom/Update')[0].body).toMatchObject({
      id: 2,
      category: '机体',
      name: '左机翼',
      model: 'W-1',
      seri: 'S-2',
      installDate: '2024-01-10 00:00:00',
    });
    expect(callsTo(calls, 'PlaneBom/Update')[0].body).not.toHaveProperty('plane');
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('replaces a component: prefilled from the row, serial and dates cleared, sent to Replace', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('IO-360')).getByRole('button', { name: '更换' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('更换部件')).toBeTruthy();
    expect((within(dialog).getByLabelText('名称') as HTMLInputElement).value).toBe('发动机');
    expect((within(dialog).getByLabelText('序号') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('装机时 TSN') as HTMLInputElement).value).toBe('');
    expect((within(dialog).getByLabelText('寿命小时') as HTMLInputElement).value).toBe('2000');
    await user.type(within(dialog).getByLabelText('序号'), 'L-200');
    const install = within(dialog).getByLabelText('装机日期');
    await user.click(install);
    await user.type(install, '2026-11-02{Enter}');
    await user.click(ok(dialog));
    await waitFor(() => expect(callsTo(calls, 'PlaneBom/Replace')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneBom/Replace')[0].body).toEqual({
      id: 1,
      category: '发动机',
      name: '发动机',
      ctype: 1,
      model: 'IO-360',
      seri: 'L-200',
      material: null,
      installDate: '2026-11-02 00:00:00',
      remarks: '大修后装机',
      manufactureDate: null,
      lifeHours: 2000,
      lifeLandings: null,
      lifeCalendar: null,
      tsnHours: null,
      csnLandings: null,
      files: [],
    });
    expect(await screen.findByText('更换成功')).toBeTruthy();
  });

  it('cancels the latest replacement after a confirmation, offered only after one', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await user.click(within(await rowOf('W-1')).getByRole('button', { name: '更多' }));
    expect(await screen.findByText('更换历史')).toBeTruthy();
    expect(screen.queryByText('撤销更换')).toBeNull();
    await user.keyboard('{Escape}');
    await more(await rowOf('IO-360'), '撤销更换');
    expect(await screen.findByText(/撤销最近一次更换/)).toBeTruthy();
    expect(callsTo(calls, 'PlaneBom/Restore')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneBom/Restore')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneBom/Restore')[0].body).toEqual({ id: 1 });
    expect(await screen.findByText('已撤销更换')).toBeTruthy();
  });

  it('deletes after the confirmation', async () => {
    const calls = renderList();
    const user = userEvent.setup();
    await more(await rowOf('W-1'), '删除');
    expect(await screen.findByText('确定要删除该记录?')).toBeTruthy();
    expect(callsTo(calls, 'PlaneBom/Delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PlaneBom/Delete')).toHaveLength(1));
    expect(callsTo(calls, 'PlaneBom/Delete')[0].body).toEqual({ id: 2 });
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('exports the aircraft’s rows, named after it, and downloads the template in the user’s language', async () => {
    const downloads = catchDownloads();
    const calls = renderList();
    const user = userEvent.setup();
    await rowOf('IO-360');
    await user.click(screen.getByRole('button', { name: /操\s*作/ }));
    await user.click(await screen.findByText('导出'));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1), { timeout: 10_000 });
    expect(callsTo(calls, 'PlaneBom/Query').at(-1)?.body).toEqual({
      fixedFilters: [{ name: 'plane', compare: 'eq', value: 5, relate: 'and' }],
      filters: [],
      page: 1,
      pageSize: 10_000,
    });
    expect(downloads.names[0]).toMatch(/^B-1234-装机清单-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await sheetOf(downloads.blobs[0]);
    expect(sheet.getRow(1).getCell(1).value).toBe('类别');
    expect(sheet.getRow(2).getCell(2).value).toBe('发动机');
    expect(sheet.rowCount).toBe(4);

    await user.click(screen.getByRole('button', { name: /操\s*作/ }));
    await user.click(await screen.findByText('模板'));
    await waitFor(() => expect(downloads.blobs).toHaveLength(2), { timeout: 10_000 });
    expect(downloads.names[1]).toBe('装机清单导入模板.xlsx');
    const template = await sheetOf(downloads.blobs[1]);
    expect(template.getRow(1).values).toEqual([
      undefined,
      '类别',
      '名称',
      '件号',
      '序号',
      '装机日期',
      '生产日期',
      '装机时 TSN',
      '装机时 CSN',
      '寿命小时',
      '寿命起落',
      '日历寿命',
      '备注',
    ]);
    // The export is the template filled in (issue 31).
    expect(sheet.getRow(1).values).toEqual(template.getRow(1).values);
  });

  it('shows the replacement history of the chain in a drawer', async () => {
    const calls = renderList();
    await more(await rowOf('IO-360'), '更换历史');
    const history = await screen.findByTestId('bom-history');
    const row = (await within(history).findByText('L-077')).closest('tr') as HTMLElement;
    expect(callsTo(calls, 'PlaneBom/QueryRetire')[0].body).toEqual({
      fixedFilters: [{ name: 'original', compare: 'eq', value: 11, relate: 'and' }],
      page: 1,
      pageSize: 20,
    });
    expect(within(row).getByText('第1次更换')).toBeTruthy();
    expect(within(row).getByText('2025-03-01')).toBeTruthy();
    expect(within(row).getByText('1500')).toBeTruthy();
    // The aircraft's hours and landings at the removal, and the hours on this aircraft (issue 29).
    expect(within(history).getAllByText('拆下时飞机小时').length).toBeGreaterThan(0);
    expect(within(row).getByText('2044.25')).toBeTruthy();
    expect(within(row).getByText('1730')).toBeTruthy();
    expect(within(row).getByText('1243.75')).toBeTruthy();
    expect(screen.getByText('更换历史 — 发动机')).toBeTruthy();
  });
});

/** An .xlsx with the template's header and these rows. */
async function sheetFile(rows: (string | number | null)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('装机清单');
  sheet.addRow(['类别', '名称', '件号', '序号', '装机日期']);
  for (const row of rows) sheet.addRow(row);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([buffer], 'bom.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

async function openImport() {
  const user = userEvent.setup();
  await rowOf('IO-360');
  await user.click(screen.getByRole('button', { name: /操\s*作/ }));
  await user.click(await screen.findByText('导入'));
  return screen.findByText('导入装机清单');
}

async function choose(file: File) {
  const input = document.querySelector('.ant-modal input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

describe('components import', { timeout: 60_000 }, () => {
  it('sends every row in one Import and lists each problem of a refusal with its row', async () => {
    const calls = renderList({
      importAnswer: {
        status: 400,
        code: 'VALIDATION',
        msg: '导入失败',
        extra: {
          errors: [
            { field: 'rows.1.name', message: '名称过长' },
            { field: 'rows.2.installDate', message: '日期格式不正确' },
          ],
        },
      },
    });
    await openImport();
    await choose(
      await sheetFile([
        ['发动机', '发动机', 'IO-360', 'L-1', 45292],
        [null, '磁电机', 'M-1', 'S-1', '2024-02-01'],
        ['机体', '左翼', 'W-1'],
        ['机体', '右翼'],
        ['机体', '尾翼', 'T-1'],
      ]),
    );
    expect(await screen.findByText('导入失败：2 处错误，未保存任何数据', {}, { timeout: 10_000 })).toBeTruthy();
    const sent = callsTo(calls, 'PlaneBom/Import');
    expect(sent).toHaveLength(1);
    expect(BomImportInput.safeParse(sent[0].body).success).toBe(true);
    expect(sent[0].body).toEqual({
      plane: 5,
      rows: [
        { row: 2, category: '发动机', name: '发动机', model: 'IO-360', seri: 'L-1', installDate: '2024-01-01' },
        { row: 3, category: '发动机', name: '磁电机', model: 'M-1', seri: 'S-1', installDate: '2024-02-01' },
        { row: 4, category: '机体', name: '左翼', model: 'W-1' },
      ],
    });
    const table = within(screen.getByRole('dialog')).getByRole('table');
    const lines = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent));
    expect(lines).toEqual([
      ['3', '名称', '名称过长'],
      ['4', '装机日期', '日期格式不正确'],
    ]);
  });

  it('names a row without a category and sends nothing', async () => {
    const calls = renderList();
    await openImport();
    await choose(await sheetFile([[null, '左翼', 'W-1', 'S-1']]));
    expect(await screen.findByText('第 2 行 类别：为空（此列必填）', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('导入失败：1 处错误，未保存任何数据')).toBeTruthy();
    expect(callsTo(calls, 'PlaneBom/Import')).toHaveLength(0);
  });

  it('shows its progress, then says how many were added and reloads the list', async () => {
    const calls = renderList();
    // Hold the Import answer until the progress has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answered = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
      if (String(input) === '/api/PlaneBom/Import') await held;
      return answered(input, init);
    }) as typeof fetch;
    await openImport();
    const before = callsTo(calls, 'PlaneBom/Query').length;
    await choose(await sheetFile([['机体', '左翼', 'W-1', 'S-1']]));
    const sending = await screen.findByText('正在导入 1 行…', {}, { timeout: 10_000 });
    expect(sending.closest('[data-testid="bom-import-progress"]')).not.toBeNull();
    release();
    await waitFor(() => expect(callsTo(calls, 'PlaneBom/Import')).toHaveLength(1));
    expect(await screen.findByText('已导入 2 个部件', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(callsTo(calls, 'PlaneBom/Query').length).toBeGreaterThan(before));
  });
});
