import {
  type ImportProblem,
  MATERIAL_IMPORT_COLUMNS,
  type MaterialImportColumn,
  type MaterialImportRow,
} from '@hangar/domain/contracts/materials';
import type { z } from 'zod';
import { cellValue, headerColumns, importProblemsOf, type Sheet } from '../../components/excel-sheet';

// The catalogue import's sheet (materials document §7; issue 13): the columns of MaterialImportRow, a template
// whose header row names them in the user's language, and the reading of a filled sheet into rows (row = the
// sheet's row number) — exceljs is passed in by the caller, which loads it lazily (a large chunk). Also the
// problems of a refused import, whichever way the 400 carries them. Cells and headers are read by
// components/excel-sheet.ts (shared with the installed-components import).

export type ImportRow = z.input<typeof MaterialImportRow>;
export type Problem = z.output<typeof ImportProblem>;

/** The columns, in the template's order (the export writes them first). */
export const IMPORT_COLUMNS = MATERIAL_IMPORT_COLUMNS;
export type ImportColumn = MaterialImportColumn;

/** Columns whose cells may stay numbers (the server reads numbers or text there). */
const NUMERIC = new Set<ImportColumn>(['packingCount', 'useSerial', 'certType', 'costPrice', 'safeStock']);

/** The header text of a column in each language (labels of the catalogue: `material.<column>`). */
export type HeaderLabels = (column: ImportColumn) => string[];

/**
 * The rows of a filled sheet: the header row (1) names the columns (in either language, or by their keys);
 * empty rows are skipped. Throws 'noHeader' when no column is recognised.
 */
export function readSheet(sheet: Sheet, labels: HeaderLabels): ImportRow[] {
  const columns = headerColumns(sheet, IMPORT_COLUMNS, labels);
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

export { importProblemsOf };
