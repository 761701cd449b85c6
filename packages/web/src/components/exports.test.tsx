import fs from 'node:fs';
import path from 'node:path';
import { BOM_IMPORT_COLUMNS, bomSheetValues } from '@hangar/domain/contracts/components';
import type { FleetRow } from '@hangar/domain/contracts/maintenance';
import { MATERIAL_IMPORT_COLUMNS, materialSheetValues } from '@hangar/domain/contracts/materials';
import { MaintainAssembly, MaintainTask, RecordReport } from '@hangar/domain/contracts/records';
import type { Lang } from '@hangar/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testSession } from '../features/account/test-support';
import { readBomSheet } from '../features/components/bom-import';
import PlaneBomList from '../features/components/PlaneBomList';
import { bomRow, lifeOf } from '../features/components/test-rows';
import { FlightRecords } from '../features/flight/FlightRecords';
import { flightRow } from '../features/flight/test-rows';
import FleetPage from '../features/maintenance/FleetPage';
import { ctrlRow } from '../features/maintenance/test-rows';
import MaterialPage from '../features/materials/MaterialPage';
import { readSheet as readMaterialSheet } from '../features/materials/material-import';
import ToolGeneralPage from '../features/materials/ToolGeneralPage';
import ToolMeasurePage from '../features/materials/ToolMeasurePage';
import { material, references as materialReferences } from '../features/materials/test-data';
import PlanePage from '../features/plane/PlanePage';
import { planeRow } from '../features/plane/test-rows';
import { QualMatrix } from '../features/qualifications/QualMatrix';
import { matrix } from '../features/qualifications/test-rows';
import { RecordTabs } from '../features/records/RecordTabs';
import { assemblyRow, signed, taskRow } from '../features/records/test-rows';
import InoutPage from '../features/store/InoutPage';
import { type Answer, answer, type Call, itemRow, list, stubStore } from '../features/store/test-support';
import { changeLang, i18n, initI18n } from '../i18n';
import { exportFileName, SHEET_NAME_MAX, sheetNameOf } from './excel-export';
import { labelsIn, type Sheet } from './excel-sheet';
import { readFirstSheetRows } from './xlsx-test-reader';

/*
 * Issue 29 #0: every list with an Export button exports, in both languages, whatever its title (CAD/AD执行 made
 * exceljs refuse the sheet name). Each screen below is rendered on a stubbed network, every Export button on it
 * is pressed (the record tabs: every tab found on screen, so a new tab is covered as it is added) and the
 * workbook is read back with exceljs: one sheet named after the list's title (a name Excel takes), headers in
 * the user's language (no raw keys, no Chinese in English), and figures and dates written as numbers and dates,
 * never as text; the header row bold, frozen and filtered; the file named after the aircraft and the list (issue
 * 31). A last test finds every source file that exports (useExport) and fails for one no case covers.
 *
 * The fixtures' codes (part numbers, ATA chapters, ...) hold letters, so that text that reads as a figure in a
 * workbook can only be a figure written as text.
 */

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  vi.restoreAllMocks();
});

const LANGS: Lang[] = ['zh-CN', 'en-US'];
const plane = { id: 5, name: 'B-7001', allFlyHours: 1234.5, allLandings: 2345 };

/** The admin session: every Export button is enabled. */
const admin = testSession({ isAdmin: 1 });

interface ExportCase {
  name: string;
  /** The source files (under packages/web/src) whose exports the case reaches. */
  sources: string[];
  /** Answers of the stubbed network. */
  route(call: Call): Answer | undefined;
  ui: ReactElement;
  /** The file name's prefix (before the date) for the sheet's title: the aircraft and the list, or the list. */
  file(title: string): string;
  /** The exports to make: each presses an Export button inside `scope` and names the sheet's title. */
  exports(user: ReturnType<typeof userEvent.setup>): AsyncGenerator<{ scope: HTMLElement; title: string }>;
  /** Presses the export (default: the Export button inside the scope). */
  press?(user: ReturnType<typeof userEvent.setup>, scope: HTMLElement): Promise<void>;
  /** Whether its rows hold a date (a materials catalogue has none). */
  dates?: boolean;
}

const task = (id: number, type: number) =>
  taskRow(id, {
    type,
    ata: '32-40',
    matSeri: 'SN-A1',
    standardSeri: 'CAD2026-01',
    standardDate: '2026-01-15 00:00:00',
    workDate: '2026-03-02 00:00:00',
    workPersonName: '李工',
    ...signed(),
  });

const fleetRow: FleetRow = {
  ...ctrlRow(21, 'Oil change', {
    timerContent: [{ name: 'R1', type: 1, hc: 100, ho: null, hw: null, cc: '12M', co: null, cw: null }],
    due: {
      expireDate: '2026-12-01',
      remainDays: 100,
      expireHours: 220,
      remainHours: 80,
      expireLandings: null,
      remainLandings: null,
      forecastDate: '2026-11-02',
      dueDate: '2026-11-02',
      dueBy: 'hours',
      warning: false,
      overdue: false,
      unknown: false,
      complied: false,
    },
  }),
  planeEntity: 5,
  planeName: 'B-7001',
  modelName: 'DA40',
  allFlyHours: 140,
  allLandings: 1470,
};

/** A button's name as antd renders it (a space between two CJK characters). */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s*')}$`);

/** The button whose name is the export label of the current language. */
function exportButton(scope: HTMLElement): HTMLElement {
  return within(scope).getByRole('button', { name: spaced(i18n.t('list.export.button')) });
}

async function* screenExport(title: () => string) {
  yield { scope: document.body, title: title() };
}

const materialRoute = (call: Call): Answer | undefined => {
  if (call.url === '/api/Material/QueryWithStock')
    return list([material({ id: 3, model: 'CH48110-1', code: 'MX-1', calibrationDue: '2026-05-01 00:00:00' })]);
  if (call.url === '/api/Material/Alerts')
    return { body: { lowStock: [], lowStockTotal: 0, calibration: [], calibrationTotal: 0 } };
  return undefined;
};

const CASES: ExportCase[] = [
  {
    name: 'the maintenance records of an aircraft (every record tab)',
    sources: ['features/records/RecordList.tsx', 'features/records/AssemblyList.tsx'],
    route: (call) => {
      if (call.url === '/api/MaintainTask/Query') {
        const types = [1, 100, 50, 60, 70];
        return answer(MaintainTask.api.Query, { items: types.map((type, i) => task(i + 1, type)), totalItems: 5 });
      }
      if (call.url === '/api/MaintainAssembly/Query')
        return answer(MaintainAssembly.api.Query, {
          items: [assemblyRow(1, { removeModel: 'IO-360-A', installModel: 'IO-360-B' })],
          totalItems: 1,
        });
      if (call.url === '/api/RecordReport/AdStatus') return answer(RecordReport.api.AdStatus, []);
      return undefined;
    },
    ui: <RecordTabs plane={plane} readOnly={false} />,
    file: (title) => `B-7001-${title}`,
    async *exports(user) {
      const tabs = within(await screen.findByTestId('record-tabs')).getAllByRole('tab');
      expect(tabs.length).toBeGreaterThanOrEqual(8);
      for (const tab of tabs) {
        await user.click(tab);
        const panel = await waitFor(() => {
          const id = tab.getAttribute('aria-controls');
          const found = id ? document.getElementById(id) : null;
          if (!found?.querySelector('tbody tr[data-row-key]')) throw new Error(`no rows in ${tab.textContent}`);
          return found;
        });
        yield { scope: panel, title: tab.textContent ?? '' };
      }
    },
  },
  {
    name: 'the installed components of an aircraft',
    sources: ['features/components/PlaneBomList.tsx'],
    route: (call) =>
      call.url === '/api/PlaneBom/Query'
        ? list([bomRow(1, { life: lifeOf(), tsnHours: 1200, csnLandings: 900 })])
        : undefined,
    ui: <PlaneBomList plane={{ id: 5, name: 'B-7001' }} />,
    file: () => `B-7001-${i18n.t('bom.exportSuffix')}`,
    exports: () => screenExport(() => i18n.t('bom.title')),
    // Its Export is an entry of the list's actions menu.
    press: async (user) => {
      await screen.findByText('Component 1');
      await user.click(screen.getByRole('button', { name: spaced(i18n.t('bom.actions')) }));
      await user.click(await screen.findByRole('menuitem', { name: i18n.t('bom.export') }));
    },
  },
  {
    name: 'the fleet monitor',
    sources: ['features/maintenance/FleetPage.tsx'],
    route: (call) => {
      if (call.url === '/api/MaintainCtrl/QueryFleet') return list([fleetRow]);
      if (call.url === '/api/MaintainCtrl/FleetSummary')
        return { body: { overdue: 0, warning: 0, dueThisMonth: 0, dueNextMonth: 0 } };
      return undefined;
    },
    ui: <FleetPage />,
    file: (title) => title,
    exports: () => screenExport(() => i18n.t('maintenance.fleet.exportName')),
  },
  {
    name: 'the store movements',
    sources: ['features/store/InoutPage.tsx'],
    route: (call) =>
      call.url === '/api/StoreOrderItem/Query'
        ? list([itemRow(1, { seri: 'SN-B2', expireDate: '2027-06-01 00:00:00' })])
        : undefined,
    ui: <InoutPage />,
    file: (title) => title,
    exports: () => screenExport(() => i18n.t('store.inout.exportName')),
  },
  {
    name: 'the materials catalogue',
    sources: ['features/materials/MaterialList.tsx'],
    route: materialRoute,
    ui: <MaterialPage />,
    file: () => i18n.t('frame.route.product-material'),
    exports: () => screenExport(() => i18n.t('material.export.sheet')),
    dates: false,
  },
  {
    name: 'the general tools',
    sources: ['features/materials/MaterialList.tsx'],
    route: materialRoute,
    ui: <ToolGeneralPage />,
    file: () => i18n.t('frame.route.tool-general'),
    exports: () => screenExport(() => i18n.t('material.export.sheet')),
    dates: false,
  },
  {
    name: 'the measuring tools (with their calibration date)',
    sources: ['features/materials/MaterialList.tsx'],
    route: materialRoute,
    ui: <ToolMeasurePage />,
    file: () => i18n.t('frame.route.tool-measure'),
    exports: () => screenExport(() => i18n.t('material.export.sheet')),
  },
  {
    name: 'the flight log of an aircraft (every record, not only the page)',
    sources: ['features/flight/FlightRecords.tsx'],
    route: (call) =>
      call.url === '/api/PlaneFly/Query'
        ? { body: { items: [flightRow(2, { flyDate: '2026-03-21 00:00:00' }), flightRow(1)], totalItems: 2 } }
        : undefined,
    ui: <FlightRecords plane={{ id: 5, name: 'B-7001' }} />,
    file: (title) => `B-7001-${title}`,
    exports: () => screenExport(() => i18n.t('flight.tab.records')),
  },
  {
    name: 'the aircraft list',
    sources: ['features/plane/PlanePage.tsx'],
    route: (call) => {
      if (call.url === '/api/PlaneEntity/Query') return list([planeRow(), planeRow({ id: 6, name: 'B-7002' })]);
      if (call.url === '/api/PlaneModel/Query')
        return list([{ id: 1, name: 'DA40 NG', manager: 10000, type: null, brand: null }]);
      return undefined;
    },
    ui: <PlanePage />,
    file: (title) => title,
    exports: () => screenExport(() => i18n.t('plane.entity.exportName')),
  },
  {
    name: 'the qualification matrix',
    sources: ['features/qualifications/QualMatrix.tsx'],
    route: (call) => (call.url === '/api/Qualification/Matrix' ? { body: matrix } : undefined),
    ui: <QualMatrix />,
    file: (title) => title,
    exports: () => screenExport(() => i18n.t('qual.matrix.sheet')),
  },
];

/** A Blob's bytes (jsdom's Blob has no arrayBuffer; its FileReader reads it). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Captures the downloads: the workbook blobs and the file names. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

const DATED = /-(\d{4}-\d{2}-\d{2})\.xlsx$/;
const RAW_KEY = /^[a-z][\w-]*(\.[\w-]+)+$/;
const CJK = /[\u3400-\u9fff]/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}/;
const FIGURE_TEXT = /^-?\d+(\.\d+)?$/;

/** Reads a workbook back and checks its sheet, headers and cells. */
async function checkWorkbook(blob: Blob, title: string, lang: Lang, dates: boolean) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await bytesOf(blob));
  expect(book.worksheets).toHaveLength(1);
  const sheet = book.worksheets[0];
  expect(sheet.name).toBe(sheetNameOf(title));
  expect(sheet.name.length).toBeLessThanOrEqual(SHEET_NAME_MAX);
  expect(sheet.name).not.toMatch(/[*?:\\/[\]]|^'|'$/);

  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.length).toBeGreaterThan(0);
  // The header row: bold, frozen above the rows (it stays as they scroll), Excel's filter on each column.
  expect(sheet.views, `${title}: a frozen header row`).toEqual([
    expect.objectContaining({ state: 'frozen', ySplit: 1, xSplit: 0, topLeftCell: 'A2' }),
  ]);
  expect(sheet.autoFilter, `${title}: an autofilter on the header`).toBe(
    `A1:${sheet.getRow(1).getCell(headers.length).address}`,
  );
  expect(sheet.getRow(1).getCell(1).font?.bold, `${title}: a bold header`).toBe(true);
  for (const header of headers) {
    expect(typeof header, `header ${String(header)}`).toBe('string');
    expect(header as string).not.toBe('');
    expect(header as string, 'a raw i18n key').not.toMatch(RAW_KEY);
    if (lang === 'en-US') expect(header as string, 'Chinese in an English header').not.toMatch(CJK);
  }

  expect(sheet.rowCount).toBeGreaterThan(1);
  let numbers = 0;
  let days = 0;
  for (let r = 2; r <= sheet.rowCount; r++) {
    sheet.getRow(r).eachCell((cell, c) => {
      const where = `${title} row ${r} column ${headers[c - 1]}`;
      const value = cell.value;
      if (typeof value === 'number') numbers++;
      if (value instanceof Date) {
        days++;
        expect(cell.numFmt, `${where}: a date format`).toMatch(/yyyy-mm-dd/);
      }
      if (typeof value === 'string') {
        expect(value, `${where}: a date written as text`).not.toMatch(DATE_TEXT);
        expect(value, `${where}: a figure written as text`).not.toMatch(FIGURE_TEXT);
        expect(value, `${where}: a raw i18n key`).not.toMatch(RAW_KEY);
      }
    });
  }
  expect(numbers, `${title}: numbers`).toBeGreaterThan(0);
  if (dates) expect(days, `${title}: dates`).toBeGreaterThan(0);
}

describe('every export, in both languages', { timeout: 120_000 }, () => {
  for (const lang of LANGS) {
    for (const c of CASES) {
      it(`${c.name} (${lang})`, async () => {
        initI18n('zh-CN');
        await changeLang(lang);
        const user = userEvent.setup({ pointerEventsCheck: 0 });
        const downloads = captureDownloads();
        const errors = vi.spyOn(console, 'error');
        stubStore(c.route);
        renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{c.ui}</ConfigProvider>, admin);
        // renderWithProviders starts i18next in Chinese; the case's language stays.
        await changeLang(lang);
        let made = 0;
        for await (const { scope, title } of c.exports(user)) {
          if (c.press) await c.press(user, scope);
          else {
            const button = await waitFor(() => exportButton(scope));
            await waitFor(() => expect(button).not.toHaveProperty('disabled', true));
            await user.click(button);
          }
          await waitFor(() => expect(downloads.blobs).toHaveLength(made + 1), { timeout: 10_000 });
          expect(downloads.names[made]).toMatch(/^[^<>:"/\\|?*]+-\d{4}-\d{2}-\d{2}\.xlsx$/);
          // Named after the aircraft and the list, in the user's language (the date is the day's).
          const dated = DATED.exec(downloads.names[made]);
          expect(downloads.names[made]).toBe(exportFileName(c.file(title), dayjs(dated?.[1])));
          await checkWorkbook(downloads.blobs[made], title, lang, c.dates ?? true);
          made++;
        }
        expect(made).toBeGreaterThan(0);
        expect(screen.queryByText(i18n.t('list.export.failed'))).toBeNull();
        expect(errors).not.toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }));
      });
    }
  }
});

// Issue 31: the installed components' export is the import template filled in — the same columns and headings,
// values the import reads — so that it can be edited and imported back. Read with xlsx-test-reader (not exceljs,
// which wrote both files), then by the import's own sheet rules.
describe('the installed components export round-trips', { timeout: 60_000 }, () => {
  for (const lang of LANGS) {
    it(`writes the import template's columns with values the import reads (${lang})`, async () => {
      initI18n('zh-CN');
      await changeLang(lang);
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      const downloads = captureDownloads();
      const row = bomRow(1, {
        manufactureDate: '2020-05-01 00:00:00',
        tsnHours: 1200.5,
        csnLandings: 900,
        lifeHours: 5000,
        lifeCalendar: '20Y',
        remarks: 'left wing',
        life: lifeOf(),
      });
      stubStore((call) => (call.url === '/api/PlaneBom/Query' ? list([row]) : undefined));
      renderWithProviders(
        <ConfigProvider theme={{ token: { motion: false } }}>
          <PlaneBomList plane={{ id: 5, name: 'B-7001' }} />
        </ConfigProvider>,
        admin,
      );
      await changeLang(lang);
      await screen.findByText('Component 1');
      const choose = async (label: string) => {
        await user.click(screen.getByRole('button', { name: spaced(i18n.t('bom.actions')) }));
        await user.click(await screen.findByRole('menuitem', { name: label }));
      };
      await choose(i18n.t('bom.export'));
      await waitFor(() => expect(downloads.blobs).toHaveLength(1), { timeout: 10_000 });
      await choose(i18n.t('bom.template'));
      await waitFor(() => expect(downloads.blobs).toHaveLength(2), { timeout: 10_000 });
      const [exported, template] = await Promise.all(
        downloads.blobs.map(async (blob) => readFirstSheetRows(await bytesOf(blob))),
      );
      expect(template[0]).toEqual(BOM_IMPORT_COLUMNS.map((column) => i18n.t(`bom.${column}`)));
      expect(exported[0]).toEqual(template[0]);
      expect(exported).toHaveLength(2);

      // The import's reading of the exported sheet is the row itself.
      const sheet: Sheet = {
        rowCount: exported.length,
        columnCount: Math.max(...exported.map((r) => r.length)),
        getRow: (r) => ({ getCell: (c) => ({ value: exported[r - 1]?.[c - 1] ?? null }) }),
      };
      const read = readBomSheet(sheet, labelsIn('bom'));
      expect(read.problems).toEqual([]);
      const given = Object.entries(bomSheetValues(row)).filter(([, value]) => value !== null);
      expect(read.rows).toEqual([{ row: 2, ...Object.fromEntries(given) }]);
      expect(read.rows[0]).toMatchObject({
        installDate: '2024-01-10',
        manufactureDate: '2020-05-01',
        tsnHours: 1200.5,
      });
    });
  }
});

// The materials catalogue's export likewise: the import template's columns first (a row with a material's part
// number and brand changes it when imported back), then stock and available, which the import ignores.
describe('the materials catalogue export round-trips', { timeout: 60_000 }, () => {
  for (const lang of LANGS) {
    it(`writes the import template's columns, then stock and available (${lang})`, async () => {
      initI18n('zh-CN');
      await changeLang(lang);
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      const downloads = captureDownloads();
      const row = material({
        id: 3,
        code: 'MX-1',
        replacement: 'CH48110',
        packingUnit: 7,
        packingUnitName: '个',
        packingCount: 10,
        useSerial: 1,
        certType: 2,
        costPrice: 12.5,
        storeCondition: 'Dry',
        descript: 'Spin-on',
        stock: 4,
        available: 3,
      });
      stubStore(
        (call) =>
          (call.url === '/api/Material/QueryWithStock' ? list([row]) : undefined) ??
          (materialReferences({ ...call, method: 'POST' }) as Answer | undefined),
      );
      renderWithProviders(
        <ConfigProvider theme={{ token: { motion: false } }}>
          <MaterialPage />
        </ConfigProvider>,
        admin,
      );
      await changeLang(lang);
      await screen.findByText(row.name);
      await user.click(exportButton(document.body));
      await waitFor(() => expect(downloads.blobs).toHaveLength(1), { timeout: 10_000 });
      await user.click(screen.getByRole('button', { name: spaced(i18n.t('material.import.button')) }));
      await user.click(await screen.findByRole('button', { name: spaced(i18n.t('material.import.template')) }));
      await waitFor(() => expect(downloads.blobs).toHaveLength(2), { timeout: 10_000 });
      const [exported, template] = await Promise.all(
        downloads.blobs.map(async (blob) => readFirstSheetRows(await bytesOf(blob))),
      );
      expect(template[0]).toEqual(MATERIAL_IMPORT_COLUMNS.map((column) => i18n.t(`material.${column}`)));
      expect(exported[0]).toEqual([...template[0], i18n.t('material.stock'), i18n.t('material.available')]);
      expect(exported).toHaveLength(2);
      expect(exported[1].slice(-2)).toEqual([4, 3]);

      // The import's reading of the exported sheet is the row's values (the read-only columns left out).
      const sheet: Sheet = {
        rowCount: exported.length,
        columnCount: Math.max(...exported.map((r) => r.length)),
        getRow: (r) => ({ getCell: (c) => ({ value: exported[r - 1]?.[c - 1] ?? null }) }),
      };
      const read = readMaterialSheet(sheet, labelsIn('material'));
      const values = materialSheetValues(row, {
        category: () => '发动机 / 滤芯',
        yes: i18n.t('material.yes'),
        no: i18n.t('material.no'),
        cert: (code) => i18n.t(`material.cert.${code}`),
      });
      const given = Object.entries(values).filter(([, value]) => value !== null);
      expect(read).toEqual([{ row: 2, ...Object.fromEntries(given) }]);
      expect(read[0]).toMatchObject({
        model: 'CH48110-1',
        category: '发动机 / 滤芯',
        brand: 'Champion',
        packingUnit: '个',
        packingCount: 10,
        useSerial: lang === 'zh-CN' ? '是' : 'Yes',
        certType: 'EASA FORM 1',
        costPrice: 12.5,
        safeStock: 5,
      });
    });
  }
});

describe('the export cases', () => {
  it('cover every source file that exports', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const exporting: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const text = fs.readFileSync(full, 'utf8');
          if (/\buseExport\(|\bexportExcel\(/.test(text)) exporting.push(path.relative(root, full));
        }
      }
    };
    walk(root);
    const covered = new Set(CASES.flatMap((c) => c.sources));
    const missing = exporting.filter((file) => file !== 'components/excel-export.ts' && !covered.has(file));
    expect(missing, 'a list that exports has no case here').toEqual([]);
    expect(exporting.length).toBeGreaterThan(5);
  });
});
