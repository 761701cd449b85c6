import { act, renderHook, screen } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { EXPORT_LOADING_MS, exportExcel, exportFileName, useExport } from './excel-export';

describe('exportExcel', () => {
  it('warns 没有数据 and builds nothing when there are no rows', async () => {
    initI18n('zh-CN');
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
    initI18n('zh-CN');
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
    initI18n('zh-CN');
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
