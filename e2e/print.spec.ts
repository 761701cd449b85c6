import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { planeIdByTail } from './aircraft';
import { apiPost, demo, expect, signIn, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Printing (issue 31): each list with a Print action, printed to an A4 landscape PDF by Chromium and read back
// with pdftotext (Debian's poppler-utils), as East Wing's administrator on the demo data (zh-CN). The Print
// buttons' window.print() is stubbed (it records the call; the PDF is Chromium's print of the page as it then is).
// PRINT_KEEP=<dir> keeps the PDFs there to look at.

test.use({ viewport: { width: 1440, height: 900 } });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-print-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Records window.print() calls instead of opening the dialog (the browser's function, stubbed). */
async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

/** Clicks 打印 and waits until the page called window.print(). */
async function clickPrint(page: Page, scope = page.locator('body')): Promise<void> {
  const before = await printCalls(page);
  await scope
    .getByRole('button', { name: /打\s*印/ })
    .first()
    .click();
  await expect.poll(() => printCalls(page), { timeout: 30_000 }).toBe(before + 1);
}

interface Printed {
  /** pdftotext -layout, one text per page. */
  pages: string[];
  /** pdftotext -raw (the page's order: a cell's wrapped lines together), whitespace removed, one per page. */
  raw: string[];
  /** All of raw. */
  flat: string;
}

/** Prints the page to an A4 landscape PDF (Chromium's print, the page's @page rules) and reads it back. */
async function printed(page: Page, name: string): Promise<Printed> {
  await page.emulateMedia({ media: 'print' });
  const file = path.join(dir, `${name}.pdf`);
  await page.pdf({ path: file, format: 'A4', landscape: true, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  if (process.env.PRINT_KEEP) fs.copyFileSync(file, path.join(process.env.PRINT_KEEP, `${name}.pdf`));
  const read = (mode: string) => execFileSync('pdftotext', [mode, file, '-'], { encoding: 'utf8' });
  const split = (text: string) => text.split('\f').filter((p) => p.trim() !== '');
  const raw = split(read('-raw')).map((p) => p.replace(/\s+/g, ''));
  return { pages: split(read('-layout')), raw, flat: raw.join('') };
}

/** The print is over (the browser fires afterprint when its dialog closes; window.print is stubbed here). */
const afterPrint = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

/**
 * What the frame shows and a print must not: menu entries, the open tabs' titles, the language switch (the
 * user's name, 张敏, also signs the demo records: checked where no record is printed).
 */
const FRAME_TEXTS = ['飞机管理', '运行管理', '首页', 'English'];
const WITH_USER = [...FRAME_TEXTS, '张敏'];

/** On every page: the header (aircraft, title), the print date, page N of M; nowhere the frame's texts. */
function expectPages({ pages }: Printed, header: string, frame: string[] = FRAME_TEXTS): void {
  const today = new Date().toISOString().slice(0, 10);
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((text, i) => {
    const first = text.split('\n').find((line) => line.trim() !== '') ?? '';
    expect(first, `page ${i + 1}: the header`).toContain(header);
    expect(first, `page ${i + 1}: the date`).toContain(`打印日期 ${today}`);
    expect(text.replace(/\s+/g, ''), `page ${i + 1}: page N of M`).toContain(`第${i + 1}页，共${pages.length}页`);
    for (const f of frame) expect(text, `page ${i + 1}: no ${f}`).not.toContain(f);
  });
}

/** How often `text` occurs in the flat print (whitespace removed). */
function occurrences(flat: string, text: string): number {
  const needle = text.replace(/\s+/g, '');
  return flat.split(needle).length - 1;
}

/** Every row's name printed as often as the list has it. */
function expectRows(print: Printed, names: string[]): void {
  const expected = new Map<string, number>();
  for (const n of names) expected.set(n, (expected.get(n) ?? 0) + 1);
  for (const [name, count] of expected) expect(occurrences(print.flat, name), `rows named ${name}`).toBe(count);
}

const FLEET_TITLE = '时控监控';

/**
 * The tail numbers of the fleet's rows, one per row: its table comes before the components' lives (部件寿命). Read
 * from the flat text (a wrapped cell of another column may put a row's tail number anywhere on its line, a narrow
 * column may break "B-7001" after its hyphen), as the fleet's own tail numbers: other journeys add aircraft such
 * as B-E2E1 to the shared demo data.
 */
function tailNumbers(print: Printed, tails: string[]): string[] {
  const escaped = [...new Set(tails)]
    .sort((a, b) => b.length - a.length)
    .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return (print.flat.split('部件寿命')[0] ?? '').match(new RegExp(escaped.join('|'), 'g')) ?? [];
}

test('the fleet monitor prints every row of the filter, not only the page shown; Ctrl+P prints the page with its number', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await stubPrint(page);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const fleet = await apiPost<{ totalItems: number; items: { name: string; planeName: string }[] }>(
    page,
    '/api/MaintainCtrl/QueryFleet',
    { page: 1, pageSize: 1000 },
  );
  expect(fleet.totalItems).toBeGreaterThan(20);
  // The open deferrals are rows of the same list, before the items (issue 32).
  const deferrals = await apiPost<{ totalItems: number; items: { planeName: string }[] }>(
    page,
    '/api/Deferral/Due',
    {},
  );
  const total = fleet.totalItems + deferrals.totalItems;
  const tails = [...fleet.items, ...deferrals.items].map((r) => r.planeName);
  await page.goto('/maintain/contorl');
  const table = page.locator('.ant-table').first();
  await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
  // 20 a page: the list is on three pages.
  await page.locator('.ant-pagination-options .ant-select').first().click();
  await page.getByTitle('20 条/页').click();
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(20);

  // The browser's print (Ctrl+P, its beforeprint): the page shown, whole, and which page of the list it is.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const shown = await printed(page, 'fleet-shown');
  await afterPrint(page);
  expectPages(shown, FLEET_TITLE, WITH_USER);
  const pages = Math.ceil(total / 20);
  expect(shown.flat).toContain(`本页为列表第1页，共${pages}页（共${total}条）`);
  expect(tailNumbers(shown, tails)).toHaveLength(20);

  // 打印: every row of the filter, the header rows on each page, the rightmost column not cut.
  await clickPrint(page);
  const all = await printed(page, 'fleet');
  await afterPrint(page);
  expectPages(all, FLEET_TITLE, WITH_USER);
  expectRows(
    all,
    fleet.items.map((r) => r.name),
  );
  expect(tailNumbers(all, tails)).toHaveLength(total);
  for (const text of all.raw.slice(0, -1)) {
    expect(text, 'the header row on every page, its last column too').toMatch(/国籍登记号时控名称.*机型/);
  }
  expect(all.flat).not.toContain('本页为列表');
  // Back on screen: the page of 20 rows.
  await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(20);
});

test('an aircraft: its maintenance list, its records, the AD list and a record each print alone, every row', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await stubPrint(page);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const id = await planeIdByTail(page, 'B-7001');
  const items = await apiPost<{ totalItems: number; items: { name: string }[] }>(page, '/api/MaintainCtrl/Query', {
    fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: id }],
    page: 1,
    pageSize: 1000,
  });
  expect(items.totalItems).toBeGreaterThan(5);

  // The aircraft list through the browser's print (no Print button there): its tail numbers (link buttons in
  // their cells) print, its actions column does not.
  await page.goto('/plane/entity');
  await expect(page.locator('.ant-table tbody tr[data-row-key]').first()).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const planes = await printed(page, 'planes');
  await afterPrint(page);
  for (const tail of ['B-7001', 'B-7002', 'B-7003', 'B-7005', 'B-7101', 'B-7102', 'B-7103']) {
    expect(planes.flat, `the aircraft list: ${tail}`).toContain(tail);
  }
  expect(planes.flat, 'the actions column').not.toContain('维修配置');
  for (const f of WITH_USER) expect(planes.flat, `the aircraft list: no ${f}`).not.toContain(f);

  // The aircraft drawer's maintenance list: every row (not the scroll area's), without the aircraft list behind.
  await page.goto(`/plane/entity?plane=${id}`);
  const drawer = page.getByRole('dialog').filter({ hasText: 'B-7001' });
  await expect(drawer.locator('.ant-table tbody tr[data-row-key]').first()).toBeVisible();
  await clickPrint(page, drawer);
  const list = await printed(page, 'plane-items');
  await afterPrint(page);
  expectPages(list, 'B-7001 · 维修清单', [...WITH_USER, 'B-7002', 'B-7101', '维修配置']);
  expectRows(
    list,
    items.items.map((r) => r.name),
  );
  expect(list.flat, 'the last column').toContain('序号');

  // The records of the operation screen: inspection records, then the AD tab with its status table.
  await page.goto(`/plane/operation?plane=${id}`);
  await page.getByRole('tab', { name: '维修记录', exact: true }).click();
  for (const [tab, group] of [
    ['检查记录', 'task'],
    ['故障记录', 'fault'],
    ['CAD/AD执行', 'ad'],
  ] as const) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const records = page.getByTestId(`record-list-${group}`);
    // Loaded: rows, or the empty list's placeholder.
    await expect(records.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
    await expect(records.locator('.ant-spin-spinning')).toHaveCount(0);
    const pager = records.locator('.ant-pagination-total-text');
    const total = (await pager.count()) > 0 ? Number((await pager.innerText()).replace(/\D/g, '')) : 0;
    const seri = await records.locator('tbody tr[data-row-key] td:nth-child(2)').allInnerTexts();
    await clickPrint(page, records);
    const print = await printed(page, `records-${group}`);
    await afterPrint(page);
    expectPages(print, `B-7001 · ${tab}`);
    expect(print.flat, `${tab}: the last column`).toContain('签署时总起落');
    expect(seri.length, `${tab}: rows on screen`).toBe(Math.min(total, 10));
    for (const s of seri) expect(print.flat, `${tab}: row ${s}`).toContain(s.replace(/\s+/g, ''));
    if (group === 'ad') expect(print.flat, 'the AD status table').toContain('AD状态表');
  }

  // A record opened read-only from the archive prints alone: no drawer, no list behind, black on white.
  await page.goto(`/plane/entity?plane=${id}`);
  await drawer.getByRole('tab', { name: '飞机档案', exact: true }).click();
  await drawer.getByRole('tab', { name: '维修记录', exact: true }).click();
  // The demo's 100-hour inspection (other journeys, the production orders', sign newer records on B-7001).
  await drawer
    .getByTestId('record-list-task')
    .getByRole('row')
    .filter({ hasText: /100小时检查|100-hour inspection/ })
    .getByRole('button', { name: /查\s*看/ })
    .first()
    .click();
  const record = page.getByRole('dialog', { name: '维修记录' });
  await expect(record).toBeVisible();
  await clickPrint(page, record);
  // Printed, a read-only field is black on white (on screen antd's grey on grey).
  await page.emulateMedia({ media: 'print' });
  // (Polled: the switch to print media runs antd's colour transitions, rgba(255, 255, 255, 0.984) on the way.)
  const field = record.locator('input[disabled]').first();
  await expect
    .poll(() =>
      field.evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, colour: style.getPropertyValue('-webkit-text-fill-color') };
      }),
    )
    .toEqual({ background: 'rgb(255, 255, 255)', colour: 'rgb(0, 0, 0)' });
  const view = await printed(page, 'record-view');
  await afterPrint(page);
  expectPages(view, 'B-7001 · 维修记录', [...FRAME_TEXTS, '飞机档案', '总飞行小时 1234.5', '签署时总起落']);
  expect(view.flat).toContain('100小时检查100-hourinspection');
});
