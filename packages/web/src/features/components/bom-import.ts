import { BOM_IMPORT_COLUMNS, type BomImportRow } from '@hangar/domain/contracts/components';
import { cellProblemText } from '@hangar/domain/import-problem';
import type { Lang } from '@hangar/domain/messages';
import type { TFunction } from 'i18next';
import { cellValue, headerColumns, type ImportProblemRow, type Sheet } from '../../components/excel-sheet';

// The installed-components import's sheet (materials document §9 "Excel import of components"): the header row
// (1) names the columns of BOM_IMPORT_COLUMNS (in either language, or by their keys); the data needs more than
// one row (缺少数据); reading stops at the first row with fewer than 3 columns (its last filled cell before the
// third column, as a row's length counts) or an empty name; an empty
// category takes the previous row's, and a row without any names its row; dates are text (YYYY-MM-DD and the
// usual separators), a date cell, or an Excel serial day counted from 1899-12-30; a date that cannot be read
// names its row, its heading and the value. Problems found here are shown without sending anything.

export type BomColumn = (typeof BOM_IMPORT_COLUMNS)[number];
type Row = BomImportRow & { row: number };

/** Columns whose cells stay numbers (the server reads numbers or text there). */
const NUMERIC = new Set<BomColumn>(['tsnHours', 'csnLandings', 'lifeHours', 'lifeLandings']);
const DATES = new Set<BomColumn>(['installDate', 'manufactureDate']);
/** A row shorter than this (its last filled cell before this column) ends the data. */
export const MIN_COLUMNS = 3;
/** Day 0 of Excel's serial dates (the 1900 leap-year bug included). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Date text: 2024-03-05, 2024/3/5, 2024.03.05 or 20240305 (a time after it ignored). */
const DATE_TEXT = /^(\d{4})(?:[-/.](\d{1,2})[-/.](\d{1,2})|(\d{2})(\d{2}))$/;

/** An Excel serial day as YYYY-MM-DD (counted from 1899-12-30; the time of day dropped). */
export function excelSerialDate(serial: number): string {
  return new Date(EXCEL_EPOCH + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}

/** A date cell's value as YYYY-MM-DD, or null when it cannot be read. */
export function sheetDate(value: string | number): string | null {
  if (typeof value === 'number') return value > 0 && value < 2_958_466 ? excelSerialDate(value) : null;
  const text = value.trim().split(/[ T]/)[0];
  const m = DATE_TEXT.exec(text);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2] ?? m[4]), Number(m[3] ?? m[5])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
    return real && y >= 1900 ? date.toISOString().slice(0, 10) : null;
  }
  // A number typed as text (a serial date copied as text).
  if (/^\d{1,7}(\.\d+)?$/.test(text)) return sheetDate(Number(text));
  return null;
}

export type BomSheetProblem =
  | { kind: 'empty' }
  | { kind: 'noCategory'; row: number }
  | { kind: 'badDate'; row: number; field: BomColumn; value: string | number };

export interface BomSheet {
  rows: Row[];
  problems: BomSheetProblem[];
}

/** The rows of a filled sheet by the rules above. Throws 'noHeader' when no column is recognised. */
export function readBomSheet(sheet: Sheet, labels: (column: BomColumn) => string[]): BomSheet {
  if (sheet.rowCount <= 1) return { rows: [], problems: [{ kind: 'empty' }] };
  const columns = headerColumns(sheet, BOM_IMPORT_COLUMNS, labels);
  const rows: Row[] = [];
  const problems: BomSheetProblem[] = [];
  let category: string | null = null;
  for (let r = 2; r <= sheet.rowCount; r++) {
    const sheetRow = sheet.getRow(r);
    const cells = new Map<BomColumn, string | number>();
    let length = 0;
    for (const [c, column] of columns) {
      const value = cellValue(sheetRow.getCell(c).value);
      if (value === null) continue;
      cells.set(column, value);
      length = Math.max(length, c);
    }
    if (length < MIN_COLUMNS || !cells.has('name')) break;
    const out: Record<string, string | number> = { row: r };
    for (const [column, value] of cells) {
      if (DATES.has(column)) {
        const day = sheetDate(value);
        if (day === null) problems.push({ kind: 'badDate', row: r, field: column, value });
        else out[column] = day;
      } else {
        out[column] = typeof value === 'number' && !NUMERIC.has(column) ? String(value) : value;
      }
    }
    if (typeof out.category === 'string') category = out.category;
    else if (category !== null) out.category = category;
    else problems.push({ kind: 'noCategory', row: r });
    rows.push(out as Row);
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ kind: 'empty' });
  return { rows, problems };
}

/**
 * A sheet problem as the problems table shows it, in the imports' one wording (domain/import-problem.ts, as the
 * server's): the row, the column's heading as the template shows it, the value found and what was expected.
 */
export function sheetProblemRow(p: BomSheetProblem, t: TFunction, lang: Lang): ImportProblemRow {
  switch (p.kind) {
    case 'empty':
      return { row: 0, field: '', message: t('bom.importEmpty') };
    case 'noCategory':
      return {
        row: p.row,
        field: 'category',
        message: cellProblemText(lang, { row: p.row, column: t('bom.category'), value: null, expect: 'text' }),
      };
    case 'badDate':
      return {
        row: p.row,
        field: p.field,
        message: cellProblemText(lang, { row: p.row, column: t(`bom.${p.field}`), value: p.value, expect: 'date' }),
      };
  }
}
