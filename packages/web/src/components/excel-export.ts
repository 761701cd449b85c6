import { App } from 'antd';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';

/*
 * Excel export on the client (platform spec §7: the sheet is made from the rows; no rows → 没有数据; the file is
 * named from a prefix; the loading state is released after 3 seconds).
 *
 *   const { exporting, run } = useExport();
 *   <Button loading={exporting} onClick={() => run({ fileName: plane.name + '-维修项目', sheetName: '维修项目',
 *     columns: [{ title: '名称', dataIndex: 'name' }, { title: '状态', dataIndex: 'state', render: (r) => ... }],
 *     rows })}>导出</Button>
 *
 * exceljs (≈ 1 MB) is loaded with import() on the first export only, so it stays in its own chunk.
 * The file is `<fileName>-<YYYY-MM-DD>.xlsx`.
 */

export type CellValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<T> {
  title: string;
  /** The row property shown, unless render is given. */
  dataIndex: keyof T & string;
  /** The cell's value from the row (labels of codes, formatted dates, ...). */
  render?: (row: T) => CellValue;
  /** Column width in characters (default 16). */
  width?: number;
}

export interface ExportOptions<T> {
  /** The file name's prefix; the date and .xlsx are appended. */
  fileName: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  rows: readonly T[];
  /** Where the 没有数据 warning goes (useExport passes antd's message; default console.warn). */
  warn?: (text: string) => void;
}

export const EXPORT_LOADING_MS = 3000;

function cell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  return JSON.stringify(value);
}

/** The file name of an export made today. */
export function exportFileName(prefix: string, today = dayjs()): string {
  return `${prefix}-${today.format('YYYY-MM-DD')}.xlsx`;
}

/** Builds and downloads the workbook. Answers false (after the 没有数据 warning) when there are no rows. */
export async function exportExcel<T extends object>(options: ExportOptions<T>): Promise<boolean> {
  const warn = options.warn ?? ((text: string) => console.warn(text));
  if (options.rows.length === 0) {
    warn(i18next.t('list.export.noData'));
    return false;
  }
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = options.columns.map((c) => ({ header: c.title, key: c.dataIndex, width: c.width ?? 16 }));
  for (const row of options.rows) {
    const values: Record<string, CellValue> = {};
    for (const c of options.columns) {
      values[c.dataIndex] = c.render ? c.render(row) : cell((row as Record<string, unknown>)[c.dataIndex]);
    }
    sheet.addRow(values);
  }
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(options.fileName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}

/** exportExcel with a loading flag released 3 s after an export starts (at once when there was nothing). */
export function useExport(): {
  exporting: boolean;
  run<T extends object>(options: Omit<ExportOptions<T>, 'warn'>): Promise<boolean>;
} {
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const run = useCallback(
    async <T extends object>(options: Omit<ExportOptions<T>, 'warn'>) => {
      setExporting(true);
      clearTimeout(timer.current);
      try {
        const done = await exportExcel({ ...options, warn: (text) => void message.warning(text) });
        if (done) timer.current = setTimeout(() => setExporting(false), EXPORT_LOADING_MS);
        else setExporting(false);
        return done;
      } catch (error) {
        setExporting(false);
        void message.error(error instanceof Error ? error.message : String(error));
        return false;
      }
    },
    [message],
  );
  return { exporting, run };
}
