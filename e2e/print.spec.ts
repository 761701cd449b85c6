import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiPost, demo, expect, signIn, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Printing (issue 31): each list with a Print action, printed to an A4 landscape PDF by Chromium and read back
// with pdftotext (Debian's poppler-utils), as East Wing's administrator on the demo data (zh-CN).

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
  await scope.getByRole('button', { name: /打\s*印/ }).first().click();
  await expect.poll(() => printCalls(page), { timeout: 30_000 }).toBe(before + 1);
}

/** The print of the page as pdftotext -layout reads it, one text per page. */
async function printedPages(page: Page, name: string): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const file = path.join(dir, `${name}.pdf`);
  await page.pdf({ path: file, format: 'A4', landscape: true, preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.copyFileSync(file, path.join('test-results', `print-${name}.pdf`));
  return text.split('\f').filter((p) => p.trim() !== '');
}

/** What the frame shows and a print must not: menu entries, the open tabs, the user. */
const FRAME_TEXTS = ['飞机管理', '运行管理', '首页', '退出登录', '张敏'];

function expectPrinted(pages: string[], header: string[]): void {
  const today = new Date().toISOString().slice(0, 10);
  pages.forEach((text, i) => {
    for (const h of header) expect(text, `page ${i + 1} names ${h}`).toContain(h);
    expect(text, `page ${i + 1} date`).toContain(`打印日期 ${today}`);
    expect(text.replace(/\s+/g, ''), `page ${i + 1} of ${pages.length}`).toContain(
      `第${i + 1}页，共${pages.length}页`,
    );
    for (const f of FRAME_TEXTS) expect(text, `no frame text ${f} on page ${i + 1}`).not.toContain(f);
  });
}

test('the fleet monitor prints every row under its header, page N of M on each page', async ({ page }) => {
  test.setTimeout(180_000);
  fs.mkdirSync('test-results', { recursive: true });
  await stubPrint(page);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const fleet = await apiPost<{ totalItems: number }>(page, '/api/MaintainCtrl/QueryFleet', { page: 1, pageSize: 1 });
  await page.goto('/maintain/contorl');
  await expect(page.locator('.ant-table').first().locator('tbody tr[data-row-key]').first()).toBeVisible();
  await clickPrint(page);
  const pages = await printedPages(page, 'fleet');
  console.log(pages.join('\n=====PAGE=====\n'));
  console.log('total', fleet.totalItems);
  expectPrinted(pages, ['时控监控']);
});

async function planeId(page: Page, tail: string): Promise<number> {
  const found = await apiPost<{ items: { id: number }[] }>(page, '/api/PlaneEntity/Query', {
    filters: [{ name: 'name', compare: 'eq', value: tail, relate: 'and' }],
    page: 1,
    pageSize: 1,
  });
  const id = found.items[0]?.id;
  if (id === undefined) throw new Error(`no aircraft ${tail}`);
  return id;
}

test('an aircraft maintenance list, its records, the AD list and a record print alone', async ({ page }) => {
  test.setTimeout(240_000);
  fs.mkdirSync('test-results', { recursive: true });
  await stubPrint(page);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const id = await planeId(page, 'B-7001');
  const items = await apiPost<{ totalItems: number; items: { name: string }[] }>(page, '/api/MaintainCtrl/Query', {
    fixedFilters: [{ name: 'planeEntity', compare: 'eq', value: id }],
    page: 1,
    pageSize: 1000,
  });

  await page.goto(`/plane/entity?plane=${id}`);
  const drawer = page.getByRole('dialog').filter({ hasText: 'B-7001' });
  await expect(drawer.locator('.ant-table tbody tr[data-row-key]').first()).toBeVisible();
  await clickPrint(page, drawer);
  let pages = await printedPages(page, 'plane-items');
  console.log(pages.join('\n=====PAGE=====\n'));
  console.log('items', items.totalItems, items.items.map((i) => i.name));
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  await page.goto(`/plane/operation?plane=${id}`);
  await page.getByRole('tab', { name: '维修记录', exact: true }).click();
  const tasks = page.getByTestId('record-list-task');
  await expect(tasks.locator('tbody tr[data-row-key]').first()).toBeVisible();
  console.log('pager', await tasks.locator('.ant-pagination-total-text').innerText());
  await clickPrint(page, tasks);
  pages = await printedPages(page, 'records-task');
  console.log(pages.join('\n=====PAGE=====\n'));
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  await page.getByRole('tab', { name: 'CAD/AD执行', exact: true }).click();
  const ad = page.getByTestId('record-list-ad');
  await expect(ad.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await clickPrint(page, ad);
  pages = await printedPages(page, 'records-ad');
  console.log(pages.join('\n=====PAGE=====\n'));
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  await page.goto(`/plane/entity?plane=${id}`);
  await drawer.getByRole('tab', { name: '飞机档案', exact: true }).click();
  await drawer.getByRole('tab', { name: '维修记录', exact: true }).click();
  const archived = drawer.getByTestId('record-list-task');
  await archived.getByRole('button', { name: /查\s*看/ }).first().click();
  const record = page.getByRole('dialog', { name: /检查记录|维修记录/ }).last();
  await expect(record).toBeVisible();
  await clickPrint(page, record);
  pages = await printedPages(page, 'record-view');
  console.log(pages.join('\n=====PAGE=====\n'));
});
