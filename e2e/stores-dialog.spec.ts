import type { Locator, Page } from '@playwright/test';
import { pick } from './aircraft';
import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 29, item 11: the requisition dialog on a phone (390×844) is the screen's width with a card per line, its
// batch, serial and quantity reachable without sideways scrolling, and a serial-numbered part's serial picked
// from the serials in stock; at 1440×900 the same dialog shows those cells in its table, on top. East Wing's
// administrator issues the demo ELT (ME406, serials 406-18832 and 406-18833 in the main store); the dialog is
// cancelled, so the demo stock stays as it is.

const MAIN_STORE = '基地主库 Main store';

/** Whether the element lies inside the window and is what a tap at its centre reaches. */
async function expectOnTop(element: Locator, what: string): Promise<void> {
  await element.scrollIntoViewIfNeeded();
  const seen = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inWindow: r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight,
      onTop: hit !== null && el.contains(hit),
    };
  });
  expect(seen, `${what} inside the window and on top`).toEqual({ inWindow: true, onTop: true });
}

/** Opens a new requisition on the main store and picks the ELT on its first line; answers the dialog. */
async function requisitionOfElt(page: Page): Promise<Locator> {
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  await page.goto('/store/deliver');
  await page.getByRole('button', { name: '新增出库单' }).click();
  const dialog = page.getByRole('dialog', { name: '新增出库单' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('仓库', { exact: true }).click();
  await pick(page, MAIN_STORE);
  const material = dialog.getByLabel('物料', { exact: true });
  await material.click();
  await material.fill('ME406');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'ME406' }).click();
  await expect(dialog.getByLabel('数量', { exact: true })).toHaveValue('1');
  return dialog;
}

/** Opens the serial picker: it lists the ELT's serials in stock, first expiry first; picks the first. */
async function pickSerialInStock(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByLabel('序号', { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: '406-18832' })).toHaveCount(1);
  await expect(options.filter({ hasText: '406-18833' })).toHaveCount(1);
  await expectOnTop(options.first(), 'first serial in stock');
  await options.filter({ hasText: '406-18832' }).click();
  await expect(dialog.getByTitle('406-18832')).toBeVisible();
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the requisition dialog is full width, a card per line, with the serials in stock', async ({ page }) => {
    test.setTimeout(120_000);
    const dialog = await requisitionOfElt(page);
    const box = await page.locator('.ant-modal:visible').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(360);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const card = dialog.getByTestId('order-line-card');
    await expect(card).toHaveCount(1);
    await expect(dialog.getByRole('columnheader')).toHaveCount(0);
    await pickSerialInStock(page, dialog);
    for (const label of ['物料', '批次号', '序号', '数量']) {
      await expectOnTop(card.getByLabel(label, { exact: true }), label);
    }
    await expectOnTop(dialog.getByRole('button', { name: spaced('保存草稿') }), '保存草稿');
    // Nothing scrolls sideways: not the page, not the dialog's scrolling frame; the card lies within the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const frame = page.locator('.ant-modal-wrap:visible');
    expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const cardBox = await card.boundingBox();
    expect(cardBox?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? 999)).toBeLessThanOrEqual(390);
    await screenshot(page, 'mobile-requisition-dialog');
    await dialog.getByRole('button', { name: spaced('取消') }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the requisition dialog shows batch, serial and quantity on top in its table', async ({ page }) => {
    test.setTimeout(120_000);
    const dialog = await requisitionOfElt(page);
    const lines = dialog.getByTestId('order-lines');
    for (const title of ['物料', '批次号', '序号', '数量']) {
      await expectOnTop(lines.locator('thead th').filter({ hasText: title }).first(), `header ${title}`);
    }
    await pickSerialInStock(page, dialog);
    for (const label of ['物料', '批次号', '序号', '数量']) {
      await expectOnTop(lines.getByLabel(label, { exact: true }), label);
    }
    await expect(dialog.getByTestId('order-rules')).toContainText('只有已审核的物料可以入库或出库');
    await screenshot(page, 'requisition-dialog');
    await dialog.getByRole('button', { name: spaced('取消') }).click();
    await expect(dialog).toBeHidden();
  });
});
