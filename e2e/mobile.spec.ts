import type { Page } from '@playwright/test';
import { demo, expect, screenshot, signIn, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey 6: at 390 px (under the 820 px breakpoint) the frame takes its mobile layout: the menu lives in a
// drawer behind a button, there is no tabs bar and no user name, and nothing is wider than the screen.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('a 390 px wide screen gets the mobile layout with the menu in a drawer', async ({ page }) => {
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  await expect(page.getByTestId('frame-header-mobile')).toBeVisible();
  await expect(page.getByTestId('frame-header')).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: '菜单' });
  await expect(menuButton).toBeVisible();
  await expect(page.getByTestId('visited-tabs')).toHaveCount(0);
  await expect(page.getByTestId('frame-menu')).toHaveCount(0);
  await expect(page.getByTestId('user-name')).toHaveCount(0);
  await expect(page.getByTestId('welcome-card')).toContainText('欢迎，张敏');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshot(page, 'mobile');

  // The drawer holds the menu, groups unfolding in place.
  await menuButton.click();
  const drawer = page.getByRole('dialog', { name: '东翼航空维修管理系统' });
  await expect(drawer).toBeVisible();
  const menu = drawer.getByTestId('frame-menu');
  await expect(menu.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  await menu.getByRole('menuitem', { name: '系统管理' }).click();
  await expect(menu.getByRole('menuitem', { name: '员工管理' })).toBeVisible();
  await screenshot(page, 'mobile-menu');
  await menu.getByRole('menuitem', { name: '员工管理' }).click();

  // Choosing a screen closes the drawer; the list and its search bar fit the width.
  await expect(page).toHaveURL(/\/organize\/employ$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: demo.eastWingEngineer })).toBeVisible();
  await expect(page.getByRole('button', { name: '邀请员工' })).toBeVisible();
  await expect(page.getByTestId('visited-tabs')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshot(page, 'mobile-employee');
});
