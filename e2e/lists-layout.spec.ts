import type { Locator, Page } from '@playwright/test';
import { demo, expect, screenshot, signIn, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 11, item 8: at 1440×900 the figures a controller opens a maintenance list for (expiry date, days left,
// expiry hours, hours left) are visible without scrolling and not covered by the sticky action column, and the
// name stays in view when the table is scrolled sideways; the same in the read-only aircraft drawer and, for
// the model's items, the interval and the state. East Wing's administrator on the demo fleet.

test.use({ viewport: { width: 1440, height: 900 } });

const DUE_COLUMNS = ['到期日期', '剩余天数', '到期小时', '剩余小时'];

/** The cell of the table's first data row under the column headed `title`. */
async function firstCell(table: Locator, title: string): Promise<Locator> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === title);
  if (index < 0) throw new Error(`no column ${title} in ${headers.join(' | ')}`);
  return table.locator('tbody tr[data-row-key]').first().locator('td').nth(index);
}

/**
 * Whether the element is inside the window and on top at its centre: not clipped by the table's scroll area
 * and not covered by a fixed column (elementFromPoint answers what a click there would reach).
 */
async function expectOnTop(cell: Locator, what: string): Promise<void> {
  const seen = await cell.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    const inWindow = r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
    const hit = document.elementFromPoint(x, y);
    return { inWindow, onTop: hit !== null && el.contains(hit), left: r.left, right: r.right };
  });
  expect(seen, `${what} visible and on top`).toMatchObject({ inWindow: true, onTop: true });
}

async function expectColumnsVisible(table: Locator, titles: string[]): Promise<void> {
  for (const title of titles) {
    await expectOnTop(table.locator('thead th').filter({ hasText: title }).first(), `header ${title}`);
    await expectOnTop(await firstCell(table, title), `first cell of ${title}`);
  }
}

/** Scrolls the table's body to its right end. */
async function scrollRight(table: Locator): Promise<void> {
  await table.locator('.ant-table-body').evaluate((el) => {
    el.scrollLeft = el.scrollWidth;
  });
}

async function aircraftRow(page: Page, tail: string): Promise<Locator> {
  await page.goto('/plane/entity');
  const row = page.getByRole('row').filter({ hasText: tail });
  await expect(row).toBeVisible();
  return row;
}

test('at 1440 wide the maintenance lists show their due figures and keep the name in view', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);

  // 维修配置 of B-7002 (its items warn): due figures on screen, not under the action column.
  const row = await aircraftRow(page, 'B-7002');
  await row.getByRole('button', { name: '维修配置' }).click();
  const setup = page.getByRole('dialog', { name: '维修配置 - B-7002' });
  const setupTable = setup.locator('.ant-table').first();
  await expect(setupTable.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectColumnsVisible(setupTable, ['时控名称', ...DUE_COLUMNS]);
  await screenshot(page, 'layout-1440-setup');
  // Scrolled sideways to the end, the name is still there.
  await scrollRight(setupTable);
  await expectOnTop(await firstCell(setupTable, '时控名称'), 'name after scrolling');
  await screenshot(page, 'layout-1440-setup-scrolled');
  await setup.getByRole('button', { name: '关闭' }).click();
  await expect(setup).toBeHidden();

  // The read-only aircraft drawer: hours left too.
  await row.getByRole('button', { name: 'B-7002' }).click();
  const view = page.getByRole('dialog', { name: /^B-7002（/ });
  const viewTable = view.locator('.ant-table').first();
  await expect(viewTable.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectColumnsVisible(viewTable, ['时控名称', ...DUE_COLUMNS]);
  await screenshot(page, 'layout-1440-view');
  await view.getByRole('button', { name: '关闭' }).click();

  // The model drawer's items: interval and state.
  await page.goto('/plane/model');
  const modelRow = page.getByRole('row').filter({ hasText: 'DA40 NG' });
  await modelRow.getByRole('button', { name: '维修项目' }).click();
  const modelDrawer = page.getByRole('dialog', { name: 'DA40 NG' });
  const itemsTable = modelDrawer.locator('.ant-table').first();
  await expect(itemsTable.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectColumnsVisible(itemsTable, ['时控名称', '时间间隔', '状态']);
  await screenshot(page, 'layout-1440-model');
  await modelDrawer.getByRole('button', { name: '关闭' }).click();

  // The fleet monitor: tail number, item and the due figures.
  await page.goto('/maintain/contorl');
  const fleetTable = page.locator('.ant-table').first();
  await expect(fleetTable.locator('tbody tr[data-row-key]').first()).toBeVisible();
  await expectColumnsVisible(fleetTable, ['国籍登记号', '时控名称', ...DUE_COLUMNS]);
  await screenshot(page, 'layout-1440-fleet');
});
