import { ImportProblem, type MaterialImportRow } from '@hangar/domain/contracts/materials';
import type { z } from 'zod';
import type { ApiError } from '../../api/http';

// The catalogue import's sheet (materials document §7; issue 13): the columns of MaterialImportRow, a template
// whose header row names them in the user's language, and the reading of a filled sheet into rows (row = the
// sheet's row number) — exceljs is passed in by the caller, which loads it lazily (a large chunk). Also the
// problems of a refused import, whichever way the 400 carries them.

export type ImportRow = z.input<typeof MaterialImportRow>;
export type Problem = z.output<typeof ImportProblem>;

/** The columns, in the template's order. */
export const IMPORT_COLUMNS = [
  'model',
  'name',
  'nameEn',
  'code',
  'replacement',
  'category',
  'brand',
  'measureUnit',
  'packingUnit',
  'packingCount',
  'useSerial',
  'certType',
  'supplier',
  'costPrice',
  'safeStock',
  'storeCondition',
  'descript',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Columns whose cells may stay numbers (the server reads numbers or text there). */
const NUMERIC = new Set<ImportColumn>(['packingCount', 'useSerial', 'certType', 'costPrice', 'safeStock']);

/** The header text of a column in each language (labels of the catalogue: `material.<column>`). */
export type HeaderLabels = (column: ImportColumn) => string[];

const normal = (text: string) => text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

// A structural view of what exceljs hands back (kept here so that exceljs's types load only with it).
interface Cell {
  value: unknown;
}
interface Row {
  getCell(col: number): Cell;
}
interface Sheet {
  rowCount: number;
  columnCount: number;
  getRow(row: number): Row;
}

/** A cell's value as text or number: rich text joined, a formula's result, dates as YYYY-MM-DD. */
export function cellValue(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return cellValue(v.richText.map((r) => r.text).join(''));
    if ('result' in v) return cellValue(v.result);
    if ('text' in v) return cellValue(v.text);
  }
  return null;
}

/**
 * The rows of a filled sheet: the header row (1) names the columns (in either language, or by their keys);
 * empty rows are skipped. Throws 'noHeader' when no column is recognised.
 */
export function readSheet(sheet: Sheet, labels: HeaderLabels): ImportRow[] {
  const byHeader = new Map<string, ImportColumn>();
  for (const column of IMPORT_COLUMNS) {
    byHeader.set(normal(column), column);
    for (const label of labels(column)) byHeader.set(normal(label), column);
  }
  const header = sheet.getRow(1);
  const columns: [number, ImportColumn][] = [];
  for (let c = 1; c <= sheet.columnCount; c++) {
    const text = cellValue(header.getCell(c).value);
    const column = text === null ? undefined : byHeader.get(normal(String(text)));
    if (column) columns.push([c, column]);
  }
  if (columns.length === 0) throw new Error('noHeader');
  const rows: ImportRow[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const sheetRow = sheet.getRow(r);
    const out: Record<string, string | number> = { row: r };
    let filled = false;
    for (const [c, column] of columns) {
      const value = cellValue(sheetRow.getCell(c).value);
      if (value === null) continue;
      filled = true;
      out[column] = typeof value === 'number' && !NUMERIC.has(column) ? String(value) : value;
    }
    if (filled) rows.push(out as ImportRow);
  }
  return rows;
}

/**
 * The problems of a refused import: the answer's `problems` ({ row, field, message }), else its field errors
 * (`rows.<index>.<field>` → the sheet row of that index).
 */
export function importProblemsOf(error: ApiError, rows: readonly ImportRow[]): Problem[] {
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
