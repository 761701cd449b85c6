import type { Locator, Page } from '@playwright/test';
import { dayFromToday, expect, screenshot, signIn, test } from './fixtures';
import { ADMIN_PASSWORD, ADMIN_PHONE, type StartedServer, startServer } from './server';

// Issue 29, the frame: the licence warning shows under the header, closable, and leaves the to-do bell, the
// language switch and the user menu (on a phone: the whole header) clickable — checked with elementFromPoint at
// 1440×900 and 390×844 — and sign-out works from under it; past the expiry the platform administrator reads how
// long ago. At 1440 px every menu group is in the top bar (none folded into "…"); the visited tabs survive a
// reload; /login asks nothing that answers 401. The licence cases run on servers of their own (LICENCE_EXPIRES).

const SIZES = [
  { name: '1440x900', width: 1440, height: 900 },
  { name: '390x844', width: 390, height: 844 },
] as const;

/** Whether the element is in the window and on top at its centre (what a click there would reach). */
async function expectOnTop(target: Locator, what: string): Promise<void> {
  const seen = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const inWindow = r.width > 0 && r.left >= 0 && r.right <= window.innerWidth && r.top >= 0;
    return { inWindow, onTop: hit !== null && el.contains(hit) };
  });
  expect(seen, `${what} visible and on top`).toEqual({ inWindow: true, onTop: true });
}

async function signInAt(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/login`);
  await page.getByLabel('手机号码').fill(ADMIN_PHONE);
  await page.getByLabel('密码', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('welcome-card')).toBeVisible();
}

test.describe('the licence warning', () => {
  let expiring: StartedServer;
  let expired: StartedServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    [expiring, expired] = await Promise.all([
      startServer({ demo: false, env: { LICENCE_EXPIRES: dayFromToday(10) } }),
      startServer({ demo: false, env: { LICENCE_EXPIRES: dayFromToday(-26) } }),
    ]);
  });
  test.afterAll(async () => {
    await Promise.all([expiring?.stop(), expired?.stop()]);
  });

  for (const size of SIZES) {
    test(`leaves the header usable at ${size.name}, closes, and sign-out works`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signInAt(page, expiring.url);
      const banner = page.getByTestId('licence-banner');
      await expect(banner).toContainText(/系统授权将在 (9|10|11) 天后过期/);
      await screenshot(page, `licence-banner-${size.name}`);
      const phone = size.width < 820;
      const header = page.getByTestId(phone ? 'frame-header-mobile' : 'frame-header');
      const controls = phone
        ? ['mobile-menu-button', 'todo-badge', 'lang-switch', 'user-menu']
        : ['todo-badge', 'lang-switch', 'user-menu'];
      for (const id of controls) await expectOnTop(header.getByTestId(id), id);
      const headerBox = await header.boundingBox();
      const bannerBox = await banner.boundingBox();
      expect(bannerBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0) - 1);
      await expectOnTop(banner.getByRole('button', { name: '关闭授权提示' }), 'the banner’s close button');

      // Sign-out from under the banner.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);

      // Once per sign-in; the close button closes it.
      await signInAt(page, expiring.url);
      await page.getByTestId('licence-banner').getByRole('button', { name: '关闭授权提示' }).click();
      await expect(page.getByTestId('licence-banner')).toHaveCount(0);
      await page.reload();
      await expect(page.getByTestId('welcome-card')).toBeVisible();
      await expect(page.getByTestId('licence-banner')).toHaveCount(0);
    });
  }

  test('tells the platform administrator how long ago it expired', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAt(page, expired.url);
    const banner = page.getByTestId('licence-banner');
    await expect(banner).toContainText('系统授权已过期');
    await expect(banner).toContainText(/系统授权已于 (25|26|27) 天前过期/);
    await expect(banner).not.toContainText('-');
  });
});

for (const lang of ['zh-CN', 'en-US'] as const) {
  test(`at 1440 px every menu group is in the top bar, none folded into “…” (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, ADMIN_PHONE, ADMIN_PASSWORD);
    const menu = page.getByTestId('frame-menu');
    if (lang === 'en-US') {
      await page.getByTestId('lang-switch').click();
      await expect(menu).toContainText('Maintenance');
    }
    const groups = menu.locator(':scope > li.ant-menu-submenu:not(.ant-menu-overflow-item-rest)');
    await expect(groups.first()).toBeVisible();
    await expect(menu.locator('.ant-menu-overflow-item-rest:visible')).toHaveCount(0);
    const count = await groups.count();
    expect(count).toBeGreaterThanOrEqual(11);
    for (let i = 0; i < count; i += 1) await expectOnTop(groups.nth(i), `menu group ${i + 1}`);
    for (const id of ['todo-badge', 'lang-switch', 'user-menu']) await expectOnTop(page.getByTestId(id), id);
    await screenshot(page, `frame-menu-1440-${lang}`);
  });
}

test('the visited tabs survive a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN_PHONE, ADMIN_PASSWORD);
  await page.goto('/plane/model');
  await expect(page.getByTestId('tab-/plane/model')).toBeVisible();
  await page.goto('/organize/role');
  await expect(page.getByTestId('tab-/organize/role')).toBeVisible();
  // A page load (goto) keeps them already.
  await expect(page.getByTestId('tab-/plane/model')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('tab-/organize/role')).toBeVisible();
  await expect(page.getByTestId('tab-/plane/model')).toBeVisible();
  await expect(page.getByTestId('tab-/home/dashboard')).toBeVisible();
});

test('a visitor’s /login asks nothing that answers 401', async ({ page }) => {
  const unauthorized: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 401) unauthorized.push(res.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await page.goto('/home/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  expect(unauthorized).toEqual([]);
});
