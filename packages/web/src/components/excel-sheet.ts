import { ImportProblem } from '@hangar/domain/contracts/materials';
import i18next from 'i18next';
import type { z } from 'zod';
import type { ApiError } from '../api/http';
import { saveBlob } from './file-upload/download';

// Reading and writing import sheets in the browser (the catalogue import, the installed-components import):
// exceljs is loaded on first use only (a large chunk); a cell's value as text or number; the columns a header
// row names (in either language, or by their keys); a template whose header row names the columns.

/** One problem of a refused import: the sheet row, the field and the message. */
export type ImportProblemRow = z.output<typeof ImportProblem>;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const loadExcel = () => import('exceljs').then((m) => m.default);

// A structural view of what exceljs hands back (kept here so that exceljs's types load only with it).
export interface SheetCell {
  value: unknown;
}
export interface SheetRow {
  getCell(col: number): SheetCell;
}
export interface Sheet {
  rowCount: number;
  columnCount: number;
  getRow(row: number): SheetRow;
}

/** A cell's value as text or number: rich text joined, a formula's result, dates as YYYY-MM-DD. */
export function cellValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return cellValue(v.richText.map((r) => r.text).join(''));
    if ('result' in v) return cellValue(v.result);
    if ('text' in v) return cellValue(v.text);
  }
  return null;
}

const normal = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

/** The header texts a column is recognised by: its label (`<prefix>.<column>`) in both languages. */
export const labelsIn =
  (prefix: string) =>
  (column: string): string[] =>
    (['zh-CN', 'en-US'] as const).map((lng) => i18next.getFixedT(lng)(`${prefix}.${column}`));

/**
 * The columns the header row (1) names, as [sheet column, column key]: a header cell matches a key or one of
 * its labels (case, width and spaces ignored). Throws 'noHeader' when no column is recognised.
 */
export function headerColumns<C extends string>(
  sheet: Sheet,
  columns: readonly C[],
  labels: (column: C) => string[],
): [number, C][] {
  const byHeader = new Map<string, C>();
  for (const column of columns) {
    byHeader.set(normal(column), column);
    for (const label of labels(column)) byHeader.set(normal(label), column);
  }
  const header = sheet.getRow(1);
  const found: [number, C][] = [];
  for (let c = 1; c <= sheet.columnCount; c++) {
    const text = cellValue(header.getCell(c).value);
    const column = text === null ? undefined : byHeader.get(normal(String(text)));
    if (column) found.push([c, column]);
  }
  if (found.length === 0) throw new Error('noHeader');
  return found;
}

/** The first sheet of an .xlsx file (throws when the file holds none). */
export async function readFirstSheet(file: Blob): Promise<Sheet> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('empty');
  return sheet;
}

/** Downloads a template: one sheet whose bold header row names the columns. */
export async function downloadTemplate(
  fileName: string,
  sheetName: string,
  columns: readonly { key: string; header: string }[],
): Promise<void> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: 18 }));
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_TYPE }), `${fileName}.xlsx`);
}

/**
 * The problems of a refused import: the answer's `problems` ({ row, field, message }), else its field errors
 * (`rows.<index>.<field>` → the sheet row of that index).
 */
export function importProblemsOf(error: ApiError, rows: readonly { row: number }[]): ImportProblemRow[] {
  const listed = error.extra.problems;
  if (Array.isArray(listed)) {
    const parsed = listed.map((p) => ImportProblem.safeParse(p)).filter((p) => p.success);
    if (parsed.length > 0) return parsed.map((p) => p.data);
  }
  return error.errors.map((e) => {
    const path = /^rows\.(\d+)(?:\.(.+))?$/.exec(e.field);
    if (path) {
      const index = Number(path[1]);
      return { row: rows[index]?.row ?? index + 2, field: path[2] ?? '', message: e.message };
    }
    const row = Number(e.params?.row);
    return { row: Number.isFinite(row) ? row : 0, field: e.field, message: e.message };
  });
}
