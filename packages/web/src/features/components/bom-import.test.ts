import { BomImportInput } from '@hangar/domain/contracts/components';
import { componentStrings } from '@hangar/domain/i18n/component-strings';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Sheet } from '../../components/excel-sheet';
import { type BomColumn, excelSerialDate, readBomSheet, sheetDate, sheetProblemRow } from './bom-import';

// The sheet rules of the components import (spec §9): needs data rows, stops at a row with fewer than 3 cells
// or no name, carries the category down, names a row without one, reads Excel serial dates from 1899-12-30 and
// names a row whose date cannot be read.

const HEADER = ['类别', '名称', '件号', '序号', '装机日期', '生产日期', '装机时 TSN', '寿命小时'];

/** A sheet as exceljs hands it back, from plain rows (row 1 the header). */
function sheetOf(rows: unknown[][]): Sheet {
  return {
    rowCount: rows.length,
    columnCount: Math.max(0, ...rows.map((r) => r.length)),
    getRow: (r) => ({ getCell: (c) => ({ value: rows[r - 1]?.[c - 1] ?? null }) }),
  };
}

/** The header labels of the interface strings, both languages. */
const labels = (column: BomColumn) => [...componentStrings[`bom.${column}`]];

describe('components import sheet', () => {
  it('counts Excel serial dates from 1899-12-30', () => {
    expect(excelSerialDate(1)).toBe('1899-12-31');
    expect(excelSerialDate(45292)).toBe('2024-01-01');
    expect(excelSerialDate(45292.75)).toBe('2024-01-01');
    expect(sheetDate(45658)).toBe('2025-01-01');
    expect(sheetDate('45658')).toBe('2025-01-01');
    expect(sheetDate('2024/3/5')).toBe('2024-03-05');
    expect(sheetDate('2024.03.05 10:00')).toBe('2024-03-05');
    expect(sheetDate('20240305')).toBe('2024-03-05');
    expect(sheetDate('2024-02-30')).toBeNull();
    expect(sheetDate('next spring')).toBeNull();
    expect(sheetDate(-3)).toBeNull();
  });

  it('carries the category down, keeps numbers for the figures, text for the rest', () => {
    const sheet = sheetOf([
      HEADER,
      ['发动机', '发动机', 'IO-360', 'L-123', 45292, '2020-05-01', 120.5, 2000],
      [null, '磁电机', 4370, 'M-9', '2024/01/02'],
      ['螺旋桨', '螺旋桨', 'HC-C2', 'P-1'],
      [null, '桨毂', 'HUB', null, null],
    ]);
    const { rows, problems } = readBomSheet(sheet, labels);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        category: '发动机',
        name: '发动机',
        model: 'IO-360',
        seri: 'L-123',
        installDate: '2024-01-01',
        manufactureDate: '2020-05-01',
        tsnHours: 120.5,
        lifeHours: 2000,
      },
      { row: 3, category: '发动机', name: '磁电机', model: '4370', seri: 'M-9', installDate: '2024-01-02' },
      { row: 4, category: '螺旋桨', name: '螺旋桨', model: 'HC-C2', seri: 'P-1' },
      { row: 5, category: '螺旋桨', name: '桨毂', model: 'HUB' },
    ]);
    expect(BomImportInput.safeParse({ plane: 5, rows }).success).toBe(true);
  });

  it('stops at the first row with fewer than 3 cells or without a name', () => {
    const short = readBomSheet(
      sheetOf([HEADER, ['机体', '左翼', 'W-1'], ['机体', '右翼'], ['机体', '尾翼', 'T-1']]),
      labels,
    );
    expect(short.rows.map((r) => r.row)).toEqual([2]);
    const noName = readBomSheet(
      sheetOf([HEADER, ['机体', '左翼', 'W-1'], ['机体', null, 'X-1', 'S-1'], ['机体', '尾翼', 'T-1']]),
      labels,
    );
    expect(noName.rows.map((r) => r.row)).toEqual([2]);
  });

  it('names a row without a category, and one whose date cannot be read', () => {
    const { problems } = readBomSheet(
      sheetOf([HEADER, [null, '左翼', 'W-1', 'S-1'], ['机体', '右翼', 'W-2', 'S-2', '明年'], [null, '尾翼', 'T-1']]),
      labels,
    );
    expect(problems).toEqual([
      { kind: 'noCategory', row: 2 },
      { kind: 'badDate', row: 3, field: 'installDate', value: '明年' },
    ]);
  });

  it('needs more than one row (缺少数据)', () => {
    expect(readBomSheet(sheetOf([HEADER]), labels).problems).toEqual([{ kind: 'empty' }]);
    expect(readBomSheet(sheetOf([HEADER, ['机体', '左翼']]), labels)).toEqual({
      rows: [],
      problems: [{ kind: 'empty' }],
    });
  });

  it('refuses a sheet whose header names no column', () => {
    expect(() =>
      readBomSheet(
        sheetOf([
          ['a', 'b', 'c'],
          ['1', '2', '3'],
        ]),
        labels,
      ),
    ).toThrow('noHeader');
  });

  it('words a problem as the server does: row, the template’s heading, the value, what was expected', () => {
    const tIn = (i: 0 | 1) => ((key: string) => componentStrings[key as keyof typeof componentStrings][i]) as TFunction;
    const bad = { kind: 'badDate', row: 3, field: 'installDate', value: '明年' } as const;
    expect(sheetProblemRow(bad, tIn(0), 'zh-CN')).toEqual({
      row: 3,
      field: 'installDate',
      message: "第 3 行 装机日期：'明年' 不是日期（应为 日期，如 2024-03-05）",
    });
    expect(sheetProblemRow(bad, tIn(1), 'en-US').message).toBe(
      "Row 3, Install date: '明年' is not a date (expected a date such as 2024-03-05)",
    );
    expect(sheetProblemRow({ kind: 'noCategory', row: 2 }, tIn(1), 'en-US').message).toBe(
      'Row 2, Category: is empty (this column is required)',
    );
  });
});
