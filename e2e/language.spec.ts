import type { BrowserContext } from '@playwright/test';
import { demo, expect, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey 2: switch the language to English on the sign-in page, sign in (the frame answers in English, and
// the `lang` cookie keeps it across a reload), then back to Chinese from the frame's header.

async function langCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'lang')?.value;
}

test('switches to English and back, and the choice survives a reload', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Hangar 维修管理系统' })).toBeVisible();
  await expect(page.getByRole('button', { name: spaced('登录') })).toBeVisible();

  await page.getByTestId('lang-switch').click();
  await expect(page.getByRole('heading', { name: 'Hangar Maintenance Management' })).toBeVisible();
  await expect(page.getByLabel('Phone number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('lang-switch')).toHaveText('中文');
  await expect(page).toHaveTitle('Hangar Maintenance Management - Sign in');
  expect(await langCookie(context)).toBe('en-US');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hangar Maintenance Management' })).toBeVisible();

  // The validation messages and the frame follow the language.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter the phone number!')).toBeVisible();
  await page.getByLabel('Phone number').fill(demo.eastWingEngineer);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page).toHaveTitle('Hangar Maintenance Management - Dashboard');
  const menu = page.getByTestId('frame-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', 'Aircraft', 'Operations', 'Maintenance', 'System']);
  await expect(page.getByTestId('welcome-card')).toContainText('Welcome, 王芳');
  await expect(page.getByTestId('welcome-card')).toContainText('Current company: East Wing Aviation');

  await page.reload();
  await expect(menu.getByRole('menuitem').first()).toHaveText('Dashboard');
  expect(await langCookie(context)).toBe('en-US');

  // Back to Chinese from the header.
  await page.getByTestId('lang-switch').click();
  await expect(menu.getByRole('menuitem')).toHaveText(['工作台', '飞机管理', '运行管理', '维修管理', '系统管理']);
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 工作台');
  await expect(page.getByTestId('welcome-card')).toContainText('欢迎，王芳');
  await expect(page.getByTestId('lang-switch')).toHaveText('English');
  expect(await langCookie(context)).toBe('zh-CN');
  await page.reload();
  await expect(page.getByTestId('welcome-card')).toContainText('当前企业：East Wing Aviation');
});
