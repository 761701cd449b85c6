import { App } from 'antd';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/http';

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
 *
 * Any title works as a sheet or file name (issue 29: the tab title CAD/AD执行 made exceljs refuse the sheet):
 * `sheetNameOf` replaces what Excel refuses in a sheet name (* ? : \ / [ ]), keeps 31 characters and no quote at
 * either end; `exportFileName` replaces what Windows, macOS or Linux refuse in a file name. Cells are written as
 * what they are: numbers as numbers and a date (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss` as the API writes them, or a
 * Date) as an Excel date with a date format, so that an inspector's spreadsheet sorts and sums them. The header
 * row is bold, frozen (it stays in view as the rows scroll) and carries Excel's autofilter (issue 31). A failed
 * export says 导出失败 / Export failed in the user's language (the cause goes to the console).
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

/** The longest sheet name Excel keeps. */
export const SHEET_NAME_MAX = 31;
/** What Excel refuses in a sheet name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const SHEET_NAME_REFUSED = /[*?:\\/[\]\u0000-\u001f\u007f]/g;
/** What Windows (the strictest), macOS or Linux refuse in a file name, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const FILE_NAME_REFUSED = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** A file name's prefix is kept to this many characters (the date and .xlsx follow). */
const FILE_PREFIX_MAX = 120;

/** The first `max` UTF-16 units of text, never cutting a character in two. */
function clip(text: string, max: number): string {
  let out = '';
  for (const ch of text) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/**
 * A sheet name Excel takes, from any title: refused characters become '-', 31 characters at most, no quote at
 * either end, never empty (Sheet1) nor Excel's reserved History.
 */
export function sheetNameOf(title: string): string {
  const replaced = title.replace(SHEET_NAME_REFUSED, '-').trim();
  const name = clip(replaced, SHEET_NAME_MAX)
    .replace(/^'+|'+$/g, '')
    .trim();
  if (name === '') return 'Sheet1';
  return name.toLowerCase() === 'history' ? `${name}-1` : name;
}

/** The file name of an export made today: the prefix with what file systems refuse replaced by '-'. */
export function exportFileName(prefix: string, today = dayjs()): string {
  const safe = clip(prefix.replace(FILE_NAME_REFUSED, '-').trim(), FILE_PREFIX_MAX).replace(/^[.\s]+/, '');
  return `${safe || 'export'}-${today.format('YYYY-MM-DD')}.xlsx`;
}

/** A date or a date and time as the API writes it (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`). */
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/;
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * A cell as written: date text becomes a Date (the wall-clock time as UTC: Excel dates have no zone, exceljs
 * writes UTC) with its number format; anything else as it is.
 */
export function sheetCell(value: CellValue): { value: CellValue; numFmt?: string } {
  if (value instanceof Date) return { value, numFmt: DATE_FORMAT };
  if (typeof value !== 'string') return { value };
  if (value === '') return { value: null };
  const m = API_DATE.exec(value.trim());
  if (!m) return { value };
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => (part === undefined ? 0 : Number(part)));
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Not a day of the calendar (2026-02-30): left as the text it was.
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return { value };
  const timed = m[4] !== undefined && (h !== 0 || mi !== 0 || s !== 0);
  return { value: date, numFmt: timed ? DATE_TIME_FORMAT : DATE_FORMAT };
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
  const sheet = workbook.addWorksheet(sheetNameOf(options.sheetName));
  sheet.columns = options.columns.map((c) => ({ header: c.title, width: c.width ?? 16 }));
  for (const row of options.rows) {
    const line = sheet.addRow([]);
    options.columns.forEach((c, i) => {
      const written = sheetCell(c.render ? c.render(row) : cell((row as Record<string, unknown>)[c.dataIndex]));
      const target = line.getCell(i + 1);
      target.value = written.value ?? null;
      if (written.numFmt) target.numFmt = written.numFmt;
    });
  }
  // The header: bold, frozen above the rows as they scroll, and Excel's filter buttons on each of its columns.
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(options.columns.length, 1) } };
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

/**
 * What the user reads when an export failed: the server's answer (already in their language), else 导出失败 /
 * Export failed (a workbook error is exceljs's English, for the console); nothing for a 401 (the session's).
 */
export function exportFailureText(error: unknown): string | null {
  if (error instanceof ApiError) return error.status === 401 ? null : error.message;
  console.error(error);
  return i18next.t('list.export.failed');
}

/**
 * exportExcel with a loading flag released 3 s after an export starts (at once when there was nothing);
 * `failed(error)` shows exportFailureText for the screen's own steps (loading the rows to export).
 */
export function useExport(): {
  exporting: boolean;
  run<T extends object>(options: Omit<ExportOptions<T>, 'warn'>): Promise<boolean>;
  failed(error: unknown): void;
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
        const text = exportFailureText(error);
        if (text) void message.error(text);
        return false;
      }
    },
    [message],
  );
  const failed = useCallback(
    (error: unknown) => {
      const text = exportFailureText(error);
      if (text) void message.error(text);
    },
    [message],
  );
  return { exporting, run, failed };
}
