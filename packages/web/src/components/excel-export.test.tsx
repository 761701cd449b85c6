import { act, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { changeLang, initI18n as startI18n } from '../i18n';
import {
  EXPORT_LOADING_MS,
  exportExcel,
  exportFailureText,
  exportFileName,
  SHEET_NAME_MAX,
  sheetCell,
  sheetNameOf,
  useExport,
} from './excel-export';

describe('exportExcel', () => {
  it('warns 没有数据 and builds nothing when there are no rows', async () => {
    startI18n('zh-CN');
    const warn = vi.fn();
    const createObjectURL = vi.fn();
    URL.createObjectURL = createObjectURL;
    const done = await exportExcel({
      fileName: 'B-1234-维修项目',
      sheetName: '维修项目',
      columns: [{ title: '名称', dataIndex: 'name' }],
      rows: [] as { name: string }[],
      warn,
    });
    expect(done).toBe(false);
    expect(warn).toHaveBeenCalledWith('没有数据');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('names the file from the prefix and the date', () => {
    expect(exportFileName('B-1234-维修项目', dayjs('2024-03-05'))).toBe('B-1234-维修项目-2024-03-05.xlsx');
  });

  it('useExport shows the warning through antd and releases the loading state at once when empty', async () => {
    startI18n('zh-CN');
    const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
    const { result } = renderHook(() => useExport(), { wrapper });
    let done = true;
    await act(async () => {
      done = await result.current.run({ fileName: 'x', sheetName: 'x', columns: [], rows: [] });
    });
    expect(done).toBe(false);
    expect(result.current.exporting).toBe(false);
    expect(await screen.findByText('没有数据')).toBeTruthy();
  });

  it('writes a workbook and keeps the loading state for 3 seconds', async () => {
    startI18n('zh-CN');
    const urls: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      urls.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
    const { result } = renderHook(() => useExport(), { wrapper });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      await result.current.run({
        fileName: 'planes',
        sheetName: 'planes',
        columns: [
          { title: '名称', dataIndex: 'name' },
          { title: '状态', dataIndex: 'state', render: (r) => (r.state === 1 ? '启用' : '停用') },
        ],
        rows: [{ name: 'B-1234', state: 1 }],
      });
    });
    expect(urls).toHaveLength(1);
    expect(urls[0].size).toBeGreaterThan(0);
    expect(click).toHaveBeenCalledTimes(1);
    expect(result.current.exporting).toBe(true);
    act(() => vi.advanceTimersByTime(EXPORT_LOADING_MS - 100));
    expect(result.current.exporting).toBe(true);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.exporting).toBe(false);
    vi.useRealTimers();
    click.mockRestore();
  });
});

describe('names and cells any title and value can take (issue 29)', () => {
  it('makes a sheet name Excel takes from any title', () => {
    expect(sheetNameOf('CAD/AD执行')).toBe('CAD-AD执行');
    expect(sheetNameOf('SB/SI执行')).toBe('SB-SI执行');
    expect(sheetNameOf('Repairs / modifications')).toBe('Repairs - modifications');
    expect(sheetNameOf('a*b?c:d\\e[f]g')).toBe('a-b-c-d-e-f-g');
    expect(sheetNameOf("'quoted'")).toBe('quoted');
    expect(sheetNameOf('   ')).toBe('Sheet1');
    expect(sheetNameOf('History')).toBe('History-1');
    expect(sheetNameOf('Time-control monitoring of the whole fleet')).toBe('Time-control monitoring of the'); // 31, trimmed
    expect(sheetNameOf('x'.repeat(40))).toHaveLength(SHEET_NAME_MAX);
    // A character outside the BMP is never cut in two.
    const emoji = sheetNameOf(`${'x'.repeat(30)}✈️😀`);
    expect(emoji.length).toBeLessThanOrEqual(SHEET_NAME_MAX);
    expect(emoji).not.toMatch(/[\ud800-\udbff]$/);
  });

  it('makes a file name every system takes', () => {
    const day = dayjs('2026-03-05');
    expect(exportFileName('B-7001-CAD/AD执行', day)).toBe('B-7001-CAD-AD执行-2026-03-05.xlsx');
    expect(exportFileName('a<b>c:"d|e?f*g\\h', day)).toBe('a-b-c--d-e-f-g-h-2026-03-05.xlsx');
    expect(exportFileName('..hidden', day)).toBe('hidden-2026-03-05.xlsx');
    expect(exportFileName('', day)).toBe('export-2026-03-05.xlsx');
  });

  it('writes dates as dates and leaves other text as it is', () => {
    expect(sheetCell('2026-03-05')).toEqual({ value: new Date(Date.UTC(2026, 2, 5)), numFmt: 'yyyy-mm-dd' });
    expect(sheetCell('2026-03-05 00:00:00')).toEqual({ value: new Date(Date.UTC(2026, 2, 5)), numFmt: 'yyyy-mm-dd' });
    expect(sheetCell('2026-03-05 14:20:10')).toEqual({
      value: new Date(Date.UTC(2026, 2, 5, 14, 20, 10)),
      numFmt: 'yyyy-mm-dd hh:mm:ss',
    });
    expect(sheetCell('2026-02-30')).toEqual({ value: '2026-02-30' });
    expect(sheetCell('EASA AD 2024-0156')).toEqual({ value: 'EASA AD 2024-0156' });
    expect(sheetCell('0042')).toEqual({ value: '0042' });
    expect(sheetCell(12.5)).toEqual({ value: 12.5 });
    expect(sheetCell('')).toEqual({ value: null });
  });

  it('exports a list whose title has a slash', async () => {
    startI18n('zh-CN');
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:test';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const done = await exportExcel({
      fileName: 'B-7001-CAD/AD执行',
      sheetName: 'CAD/AD执行',
      columns: [{ title: '编号', dataIndex: 'no' }],
      rows: [{ no: 'CAD2026-01' }],
    });
    expect(done).toBe(true);
    expect(blobs).toHaveLength(1);
    click.mockRestore();
  });

  it('says an export failed in the user’s language; a server refusal in its own words; nothing for 401', async () => {
    startI18n('zh-CN');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await changeLang('en-US');
    expect(exportFailureText(new Error('Worksheet name x cannot include any of the following'))).toBe('Export failed');
    await changeLang('zh-CN');
    expect(exportFailureText(new Error('boom'))).toBe('导出失败');
    expect(exportFailureText(new ApiError(403, 'FORBIDDEN', '没有权限'))).toBe('没有权限');
    expect(exportFailureText(new ApiError(401, 'AUTH_EXPIRED', '请重新登录'))).toBeNull();

    const wrapper = ({ children }: { children: ReactNode }) => <App>{children}</App>;
    const { result } = renderHook(() => useExport(), { wrapper });
    await act(async () => {
      await result.current.run({
        fileName: 'x',
        sheetName: 'x',
        columns: [
          {
            title: 'a',
            dataIndex: 'a',
            render: () => {
              throw new Error('exceljs said something in English');
            },
          },
        ],
        rows: [{ a: 1 }],
      });
    });
    expect(await screen.findByText('导出失败')).toBeTruthy();
    expect(screen.queryByText(/exceljs said/)).toBeNull();
    quiet.mockRestore();
  });
});
