import { PrinterOutlined } from '@ant-design/icons';
import { QUERY_LIMITS } from '@hangar/domain/query';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

/*
 * Printing (issue 31): a list or a record on A4 landscape paper, without the frame, every row, columns that wrap,
 * and on every page the aircraft, the list's title, the print date and "page N of M".
 *
 *   <PrintStyle />                                    // once, in the frame: the print rules and the page footer
 *   <PrintButton aircraft="B-7001" title="检查记录" />  // the Print action of a list or record; its page header
 *   const { page, pageSize } = usePrintPaging(paging) // a server-paged list: every row while printing
 *   columns={printColumns(columns)}                   // the actions column (key 'actions') is not printed
 *
 * Two ways to print, as a user expects them:
 * - the Print button prints the whole list: the printing state becomes 'all', the server-paged lists on the
 *   screen (DataTable, usePager's lists) ask for every row (up to the server's page limit, the export's), the
 *   lazily rendered rows render at once, and when no query is loading the browser's print runs; after it
 *   ('afterprint') the lists go back to their page.
 * - the browser's own print (Ctrl+P) cannot wait for the server: 'beforeprint' switches to 'shown' at once
 *   (synchronously, so the print sees it): the page shown prints whole (no scroll area) and a line under the table
 *   says which page of the list it is and that the Print button prints every row.
 * Either way the print rules hide the frame (header, side menu, open tabs, licence banner), search bars, pagers,
 * buttons and action columns; a dialog or drawer that is open prints alone, without the page behind it.
 */

export type PrintingState = 'off' | 'shown' | 'all';

/** The most rows a list prints (the server's page limit; the exports fetch as many). */
export const PRINT_ROW_LIMIT = QUERY_LIMITS.maxPageSize;

let state: PrintingState = 'off';
const listeners = new Set<() => void>();

function setPrinting(next: PrintingState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the screen is being printed: 'all' (the Print button), 'shown' (the browser's print), 'off'. */
export function usePrinting(): PrintingState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => 'off',
  );
}

/** The page a server-paged list asks for: while the Print button prints, every row from the first. */
export function usePrintPaging<P extends { page: number; pageSize: number }>(paging: P): P {
  return usePrinting() === 'all' ? { ...paging, page: 1, pageSize: PRINT_ROW_LIMIT } : paging;
}

/** The class of what is not printed (controls, the actions column). */
export const NO_PRINT = 'hangar-no-print';
/** The class of what only the print shows. */
export const PRINT_ONLY = 'hangar-print-only';

/** The columns as printed: the actions column (key 'actions') is left out of the paper. */
export function printColumns<T>(columns: ColumnsType<T>): ColumnsType<T> {
  return columns.map((c) =>
    c.key === 'actions' ? { ...c, className: [c.className, NO_PRINT].filter(Boolean).join(' ') } : c,
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolves when no query of the client is loading. */
function queriesSettled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) {
      resolve();
      return;
    }
    const stop = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Prints the screen with every row: 'all', then — once the lists' queries have answered and the rows are
 * drawn — the browser's print; the state ends with 'afterprint'.
 */
export async function printAll(client: QueryClient): Promise<void> {
  window.addEventListener('afterprint', () => setPrinting('off'), { once: true });
  setPrinting('all');
  // The lists ask for every row in their next render; then wait for the answers and two frames to draw them.
  await nextFrame();
  await queriesSettled(client);
  await nextFrame();
  await nextFrame();
  window.print();
}

/** CSS string literal of a text. */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r]+/g, ' ')}"`;
}

/** "第 " counter(page) " 页，共 " counter(pages) " 页": the translated words around the page counters. */
function pageOfContent(words: string): string {
  return words
    .split(/(%page%|%pages%)/)
    .filter((part) => part !== '')
    .map((part) => (part === '%page%' ? 'counter(page)' : part === '%pages%' ? 'counter(pages)' : cssString(part)))
    .join(' ');
}

const MARGIN_BOX = 'font-family: sans-serif; font-size: 9pt; color: #000;';

const rules = `
@page { size: A4 landscape; margin: 16mm 10mm 14mm 10mm; }
@media print {
  html, body, #root, .ant-layout, .ant-layout-content, .ant-card, .ant-card-body, .ant-tabs-content {
    background: #fff !important; color: #000 !important;
  }
  .ant-layout { min-height: 0 !important; }
  .ant-layout-content { margin: 0 !important; padding: 0 !important; }
  .ant-layout-header, .ant-layout-sider, [data-testid="visited-tabs"], [data-testid="licence-banner"],
  .ant-pagination, .ant-btn:not(.ant-table-cell *), .ant-tabs-nav, .ant-table-selection-column, .ant-table-sticky-scroll,
  .ant-drawer-extra, .ant-modal-close, .ant-drawer-close, .ant-modal-footer, .${NO_PRINT},
  .ant-input:not(.ant-modal *), .ant-input-affix-wrapper:not(.ant-modal *), .ant-input-number:not(.ant-modal *),
  .ant-select:not(.ant-modal *), .ant-picker:not(.ant-modal *), .ant-checkbox-wrapper:not(.ant-modal *) {
    display: none !important;
  }
  body * { color: #000 !important; box-shadow: none !important; text-shadow: none !important; }
  /* Tables: one table (no scroll areas), every row, header rows repeating, rows whole, columns wrapping. */
  .ant-table-wrapper, .ant-table, .ant-table-container, .ant-table-content, .ant-table-body, .ant-table-header {
    max-height: none !important; height: auto !important; overflow: visible !important; background: #fff !important;
  }
  .ant-table table { width: 100% !important; min-width: 0 !important; table-layout: auto !important; }
  .ant-table colgroup col { width: auto !important; min-width: 0 !important; }
  .ant-table-thead { display: table-header-group; }
  .ant-table-tbody > tr { break-inside: avoid; }
  .ant-table-cell {
    position: static !important; white-space: normal !important; overflow-wrap: break-word; overflow: visible !important;
    text-overflow: clip !important; padding: 3px 4px !important; font-size: 8pt; background: #fff !important;
    border-bottom: 1px solid #999 !important;
  }
  .ant-table-cell * { white-space: normal !important; overflow: visible !important; text-overflow: clip !important; }
  .ant-table-thead .ant-table-cell { font-weight: 600; border-bottom: 1px solid #000 !important; }
  .ant-table-cell::before, .ant-table-cell::after, .ant-table-cell-fix-start-shadow::after,
  .ant-table-cell-fix-end-shadow::after { display: none !important; }
  .ant-table-measure-row, .ant-table-column-sorter, .ant-table-filter-trigger { display: none !important; }
  .ant-tag { background: #fff !important; border-color: #000 !important; }
  /* A dialog or drawer open: it prints alone, in the flow of the page, without the backdrop. */
  body:has(.ant-modal-wrap:not([style*="display: none"])) #root,
  body:has(.ant-modal-wrap:not([style*="display: none"])) .ant-drawer,
  body:has(.ant-drawer-open) #root { display: none !important; }
  .ant-modal-mask, .ant-drawer-mask { display: none !important; }
  .ant-modal-wrap, .ant-drawer, .ant-drawer-content-wrapper {
    position: static !important; overflow: visible !important; inset: auto !important; transform: none !important;
  }
  .ant-modal { position: static !important; width: 100% !important; max-width: none !important; margin: 0 !important;
    padding: 0 !important; top: 0 !important; transform: none !important; }
  .ant-drawer-content-wrapper { width: 100% !important; height: auto !important; }
  .ant-modal-content, .ant-modal-header, .ant-drawer-content, .ant-drawer-header, .ant-drawer-body {
    background: #fff !important; padding: 0 !important; overflow: visible !important; height: auto !important;
  }
  .ant-modal-title, .ant-drawer-title { font-size: 12pt; }
  /* Fields of a record shown read-only: black on white, not grey on grey. */
  .ant-input, .ant-input-disabled, .ant-input[disabled], .ant-picker, .ant-picker-disabled, .ant-select-selector,
  .ant-input-number, .ant-input-number-disabled, .ant-input-affix-wrapper, textarea {
    background: #fff !important; border-color: #999 !important; -webkit-text-fill-color: #000 !important;
  }
  .ant-picker-suffix, .ant-select-arrow, .ant-input-data-count, .ant-input-show-count-suffix {
    display: none !important;
  }
  .${PRINT_ONLY} { display: block !important; }
}
@media screen { .${PRINT_ONLY} { display: none !important; } }
`;

/**
 * The print rules (frame hidden, tables whole, dialogs alone, A4 landscape), the print date and page N of M at
 * the foot of every page; and the browser's own print (Ctrl+P) switched to 'shown' before it prints. Once, in
 * the frame.
 */
export function PrintStyle() {
  const { t } = useTranslation();
  const printing = usePrinting();
  // Printed now: the date when the print starts (the state change renders it again).
  const [printedAt, setPrintedAt] = useState(() => dayjs());
  useEffect(() => {
    if (printing !== 'off') setPrintedAt(dayjs());
  }, [printing]);
  useEffect(() => {
    // The print reads the page right after the event: the shown page renders whole synchronously.
    const before = () => {
      if (state === 'off') flushSync(() => setPrinting('shown'));
    };
    const after = () => setPrinting('off');
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const pageOf = pageOfContent(t('list.print.pageOf', { page: '%page%', pages: '%pages%' }));
  const date = cssString(t('list.print.date', { date: printedAt.format('YYYY-MM-DD HH:mm') }));
  return (
    <style data-testid="print-style">
      {`${rules}
@page {
  @top-right { content: ${date}; ${MARGIN_BOX} }
  @bottom-right { content: ${pageOf}; ${MARGIN_BOX} }
}`}
    </style>
  );
}

/** The running header of the printed pages: the aircraft and the list's (or record's) title. */
export function PrintHeader({ aircraft, title }: { aircraft?: string | null; title: string }) {
  const text = [aircraft, title].filter(Boolean).join(' · ');
  return (
    <style data-testid="print-header">{`@page { @top-left { content: ${cssString(text)}; ${MARGIN_BOX} } }`}</style>
  );
}

export interface PrintButtonProps {
  /** The aircraft's registration, on every printed page (absent: a fleet list). */
  aircraft?: string | null;
  /** The list's or the record's title, on every printed page. */
  title: string;
  /** 'shown': print what is on the screen (a record); default 'all': every row of the lists. */
  rows?: 'all' | 'shown';
}

/** 打印 / Print: the printer button of a list or a record, and the page header of its print. */
export function PrintButton({ aircraft, title, rows = 'all' }: PrintButtonProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const printing = usePrinting();
  const print = () => {
    if (rows === 'all') {
      void printAll(client);
      return;
    }
    window.addEventListener('afterprint', () => setPrinting('off'), { once: true });
    flushSync(() => setPrinting('shown'));
    window.print();
  };
  return (
    <>
      <PrintHeader aircraft={aircraft} title={title} />
      <Button icon={<PrinterOutlined />} loading={printing === 'all'} onClick={print}>
        {t('list.print.button')}
      </Button>
    </>
  );
}
