import type { Page } from '@playwright/test';
import { demo, expect, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey (issue 31): the keyboard alone. Sign in with Tab and Enter (the show-password eye is a 24 px target);
// focus lands on the dashboard's level-one heading; on a list screen the table's scroll area is a tab stop; Tab
// reaches the Add button, Enter opens the dialog on its first field, Tab stays inside it, Escape closes it with
// focus back on the button; typed text and Enter save, focus back on the button; in the tabs bar a tab's close
// button closes it (focus on the tab left of it) and a tab's link opens its screen, focus on its heading. The
// focused controls show an outline.

test.use({ viewport: { width: 1440, height: 900 } });

/** Presses Tab until `target` has focus (at most `max` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 40, shift = false): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

const focusInDialog = (page: Page) => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);

test('signs in and works a list by keyboard only', async ({ page }) => {
  await page.goto('/login');
  const phone = page.getByLabel('手机号码');
  const eye = page.locator('.ant-input-password-icon');
  const box = await eye.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);

  await tabTo(page, phone);
  await page.keyboard.type(demo.eastWingAdmin);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('工作台');
  await expect(heading).toBeFocused();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: '已打开的页面' })).toBeVisible();

  // A list screen: its heading has focus on arrival; its table's scroll area is a named tab stop.
  await page.goto('/base/brand');
  await expect(heading).toBeFocused();
  const title = (await heading.textContent()) ?? '';
  expect(title).not.toBe('');
  await expect(page.getByRole('region', { name: '表格行' })).toHaveAttribute('tabindex', '0');

  // Tab to Add; Enter opens the dialog on its first field; Tab stays inside; Escape closes it, focus back.
  const add = page.getByRole('button', { name: spaced('新增品牌') });
  await tabTo(page, add);
  await expect(add).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Enter');
  const name = page.getByRole('dialog').getByLabel('品牌名称');
  await expect(name).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(add).toBeFocused();

  // Again: type, Enter saves, the dialog closes and focus is back on Add.
  const brand = `KB-${Date.now().toString(36)}`;
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await page.keyboard.type(brand);
  await page.keyboard.press('Enter');
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(add).toBeFocused();
  await expect(page.getByRole('cell', { name: brand, exact: true })).toBeVisible();

  // The tabs bar: Shift+Tab from the heading reaches the open tab's close button, then its link, then home's.
  const tabs = page.getByTestId('visited-tabs');
  await heading.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(tabs.getByRole('button', { name: `关闭 ${title}` })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  const brandTab = tabs.getByTestId('tab-/base/brand');
  await expect(brandTab).toBeFocused();
  await expect(brandTab).toHaveAttribute('aria-current', 'page');
  await expect(brandTab).toHaveCSS('outline-style', 'solid');
  await page.keyboard.press('Shift+Tab');
  const homeTab = tabs.getByTestId('tab-/home/dashboard');
  await expect(homeTab).toBeFocused();
  // A tab's link opens its screen, focus on the new heading.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(heading).toHaveText('工作台');
  await expect(heading).toBeFocused();

  // Close the brand tab (not the open one) from the keyboard: focus goes to the tab left of it.
  await page.keyboard.press('Shift+Tab');
  await expect(tabs.getByRole('button', { name: `关闭 ${title}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(brandTab).toHaveCount(0);
  await expect(tabs.getByRole('link')).toHaveText(['工作台']);
  await expect(homeTab).toBeFocused();
});
