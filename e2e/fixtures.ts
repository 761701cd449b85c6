import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type BrowserContext, test as base, expect, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';

// What the specs share: the server started by global-setup.ts (its URL as baseURL, its SQLite file), signing in
// through the page, and full-page screenshots under e2e/screenshots/ (git-ignored).

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the specs run with global-setup.ts (playwright.config.ts)`);
  return value;
}

/** How many of a page's last events (console errors and warnings, page errors, failed calls) a failure prints. */
const KEPT_EVENTS = 40;

export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from the pattern
  baseURL: async ({}, use) => {
    await use(fromEnv('HANGAR_E2E_URL'));
  },
  // A failure prints what the page last said and showed (its URL, the last console errors and warnings, page
  // errors and answers ≥ 400, the accessibility tree of the body) to the test's output, so that a failure in CI
  // can be read from the log alone (the trace and screenshot stay on the CI machine).
  page: async ({ page }, use, testInfo) => {
    const events: string[] = [];
    const keep = (line: string) => {
      events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
      if (events.length > KEPT_EVENTS) events.shift();
    };
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') keep(`console.${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => keep(`page error: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 400) keep(`${r.status()} ${r.request().method()} ${r.url()}`);
    });
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) keep(`navigated to ${f.url()}`);
    });
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((e: unknown) => `(no snapshot: ${e instanceof Error ? e.message : String(e)})`);
    console.log(
      [
        `--- ${testInfo.title}: the page at the failure (${page.url()})`,
        'last events:',
        ...(events.length ? events.map((e) => `  ${e}`) : ['  (none)']),
        'accessibility tree of the body:',
        snapshot,
        '---',
      ].join('\n'),
    );
  },
});

export { expect };

/** The demo users (packages/server/src/seed/demo.ts), all with the password DEMO_PASSWORD. */
export const demo = {
  manufacturerAdmin: '13900000001',
  eastWingAdmin: '13900000002',
  northStarAdmin: '13900000003',
  eastWingEngineer: '13900000004',
} as const;

/**
 * A button's name, matched loosely: antd puts a space between two CJK characters (确 定), and after a
 * button has been loading, its leaving "loading" icon may stay in the accessible name ("loading 登 录") in
 * headless Chromium, so only the end is anchored.
 */
export function spaced(text: string): RegExp {
  return new RegExp(`${[...text].join('\\s*')}\\s*$`);
}

export function signInButton(page: Page): Locator {
  return page.getByRole('button', { name: spaced('登录') });
}

/** Signs in through /login and waits for the frame. */
export async function signIn(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('手机号码').fill(phone);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page.getByTestId('welcome-card')).toBeVisible();
}

/** `YYYY-MM-DD` of today plus `days` (the browser's and the server's day agree but for minutes around midnight). */
export function dayFromToday(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Types a day into the date picker labelled `label` inside `scope` and confirms it. */
export async function fillDate(scope: Locator, label: string, value: string): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** A POST from the signed-in page (same origin, its session cookie): the setup a journey does not click through. */
export async function apiPost<T>(page: Page, url: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, body }) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (json.ret !== 0) throw new Error(`${url}: ${JSON.stringify(json)}`);
      return json.body;
    },
    { url, body },
  ) as Promise<T>;
}

/** Signs out through the user menu. */
export async function signOut(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: '退出登录' });
  // Retried until signed out: a page still loading may move the header under the click (its menu then stays open,
  // the item unclicked — seen once in CI right after a navigation).
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('user-menu').click();
    await item.click({ timeout: 5_000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Makes `answer` the answer of the captcha the browser holds: the image cannot be read by the test, so the
 * stored answer (hex SHA-256 of the lowercase text) of the id in the `hangar_captcha` cookie is replaced in
 * the SQLite file of the temp data dir. No backdoor in the server.
 */
export async function setCaptchaAnswer(context: BrowserContext, answer: string): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === 'hangar_captcha');
  if (!cookie) throw new Error('no hangar_captcha cookie: the captcha image has not been loaded');
  const db = new Database(fromEnv('HANGAR_E2E_DB'));
  try {
    const hash = crypto.createHash('sha256').update(answer.toLowerCase()).digest('hex');
    const result = db.prepare('update captcha set answer_hash = ? where id = ?').run(hash, cookie.value);
    if (result.changes !== 1) throw new Error(`no captcha ${cookie.value} in the database`);
  } finally {
    db.close();
  }
}

const screenshotDir = path.join(import.meta.dirname, 'screenshots');

/** A full-page screenshot, e2e/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** What the sign-in page says after a registration, whether or not the phone was new (the server tells no one). */
export const REGISTERED_NOTICE = '注册已提交：如该手机号此前未注册，账号已创建，请登录';

/**
 * Registers through /register: `open` brings the page up (a goto or a link), then the form is filled and the
 * captcha, which registration always needs, solved the way the captcha spec does (setCaptchaAnswer).
 */
export async function register(
  page: Page,
  context: BrowserContext,
  user: { phone: string; nickname: string; password: string },
  open: () => Promise<unknown> = () => page.goto('/register'),
): Promise<void> {
  const captcha = page.waitForResponse((r) => r.url().includes('/api/lg/Captcha') && r.ok());
  await open();
  await expect(page.getByRole('heading', { name: '注册', level: 2 })).toBeVisible();
  const id = (await captcha).headers()['x-captcha-id'] ?? '';
  expect(id).not.toBe('');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'hangar_captcha')?.value).toBe(id);
  await setCaptchaAnswer(context, 'r3gs');
  await page.getByLabel('手机号码').fill(user.phone);
  await page.getByLabel('昵称').fill(user.nickname);
  await page.getByLabel('密码', { exact: true }).fill(user.password);
  await page.getByLabel('确认密码').fill(user.password);
  await page.getByLabel('验证码').fill('r3gs');
  await screenshot(page, 'register');
  await page.getByRole('button', { name: spaced('注册') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-notice')).toHaveText(REGISTERED_NOTICE);
}
