import type { Page } from '@playwright/test';
import { demo, expect, screenshot, signIn, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey 5: the visited-tabs bar. Two screens opened from the menu add their tabs; right-click → close
// others keeps the dashboard first and the clicked tab; the dashboard tab has no close button and its
// "close" is disabled; close all leaves only the dashboard. The bar is a navigation list of links (issue 31),
// the open tab aria-current, each other tab with its own close button 关闭 <title>.

// A wide screen, so that every menu group of the administrator fits the top bar (at 1280 px the last ones move
// into the menu's overflow, whose nested pop-ups make hovering fragile).
test.use({ viewport: { width: 1920, height: 1000 } });

const systemScreens: Record<string, RegExp> = {
  部门管理: /\/organize\/department$/,
  角色管理: /\/organize\/role$/,
};

/**
 * Opens a screen of the 系统管理 group from the top menu. The group's pop-up may still be closing from the
 * previous choice when it is hovered again, so hover and click are retried until the screen is shown.
 */
async function openSystemScreen(page: Page, name: keyof typeof systemScreens): Promise<void> {
  await expect(async () => {
    await page.getByTestId('frame-menu').getByRole('menuitem', { name: '系统管理' }).hover();
    await page.getByRole('menuitem', { name, exact: true }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(systemScreens[name], { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('visited tabs: close others keeps the dashboard first, which cannot be closed', async ({ page }) => {
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const tabsBar = page.getByTestId('visited-tabs');
  const tabs = tabsBar.getByRole('link');
  await expect(tabs).toHaveText(['工作台']);

  await openSystemScreen(page, '部门管理');
  await expect(page).toHaveURL(/\/organize\/department$/);
  await expect(page.getByRole('cell', { name: 'Planning', exact: true })).toBeVisible();
  await openSystemScreen(page, '角色管理');
  await expect(page).toHaveURL(/\/organize\/role$/);
  await expect(page.getByRole('cell', { name: 'Planner', exact: true })).toBeVisible();
  await expect(tabs).toHaveText(['工作台', '部门管理', '角色管理']);
  await expect(tabs.last()).toHaveAttribute('aria-current', 'page');
  await screenshot(page, 'frame');

  // A tab is a way back to its screen.
  await tabs.filter({ hasText: '部门管理' }).click();
  await expect(page).toHaveURL(/\/organize\/department$/);

  // Right-click the roles tab → close others.
  await tabsBar.getByTestId('tab-/organize/role').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(page.getByRole('menuitem', { name: '关闭其他' })).toBeHidden();
  await expect(tabs).toHaveText(['工作台', '角色管理']);
  await expect(page).toHaveURL(/\/organize\/role$/);

  // The dashboard tab: no close button, "close" disabled in its menu.
  const dashboardTab = tabsBar.getByRole('listitem').filter({ has: page.getByTestId('tab-/home/dashboard') });
  const roleTab = tabsBar.getByRole('listitem').filter({ has: page.getByTestId('tab-/organize/role') });
  await expect(roleTab.getByRole('button', { name: '关闭 角色管理' })).toHaveCount(1);
  await expect(dashboardTab.getByRole('button')).toHaveCount(0);
  await tabsBar.getByTestId('tab-/home/dashboard').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(page.getByRole('menuitem', { name: '关闭其他' })).toBeHidden();
  await expect(tabs).toHaveText(['工作台']);
  await expect(page).toHaveURL(/\/home\/dashboard$/);

  // Close all, from any tab, leaves the dashboard.
  await openSystemScreen(page, '部门管理');
  await expect(tabs).toHaveText(['工作台', '部门管理']);
  await tabsBar.getByTestId('tab-/organize/department').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(tabs).toHaveText(['工作台']);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
});
