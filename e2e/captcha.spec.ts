import type { BrowserContext, Page } from '@playwright/test';
import { demo, expect, screenshot, setCaptchaAnswer, signInButton, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey 1: a wrong password shows the error and the captcha; a wrong captcha is refused with a new image; the
// right password with the captcha's answer signs in. The test cannot read the image: it stores its own answer
// for the captcha id the browser holds (fixtures.ts setCaptchaAnswer), then types it.

/** Waits for the next captcha image and for its id to be the one in the browser's hangar_captcha cookie. */
function nextCaptcha(page: Page, context: BrowserContext): () => Promise<string> {
  const response = page.waitForResponse((r) => r.url().includes('/api/lg/Captcha') && r.ok());
  return async () => {
    const id = (await response).headers()['x-captcha-id'] ?? '';
    expect(id).not.toBe('');
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'hangar_captcha')?.value).toBe(id);
    return id;
  };
}

test('a wrong password brings the captcha, then the right password and captcha sign in', async ({ page, context }) => {
  await page.goto('/login');
  const phone = page.getByLabel('手机号码');
  const password = page.getByLabel('密码', { exact: true });
  const captcha = page.getByLabel('验证码');
  const captchaImage = page.getByRole('img', { name: '验证码' });
  await expect(phone).toBeVisible();
  await expect(captcha).toHaveCount(0);
  await screenshot(page, 'sign-in');

  // A wrong password: the server's message, and the captcha from now on.
  await phone.fill(demo.manufacturerAdmin);
  await password.fill('not-the-password');
  let captchaShown = nextCaptcha(page, context);
  await signInButton(page).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText('手机号或密码错误');
  await expect(captchaImage).toBeVisible();
  const firstId = await captchaShown();
  await expect
    .poll(() => captchaImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await expect(captcha).toBeVisible();
  await screenshot(page, 'sign-in-captcha');

  // The right password is not enough without the captcha.
  await password.fill(DEMO_PASSWORD);
  await signInButton(page).click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A wrong captcha is refused, and a new image (a new id) replaces it.
  await setCaptchaAnswer(context, 'h4ng');
  captchaShown = nextCaptcha(page, context);
  await captcha.fill('k7pq');
  await signInButton(page).click();
  await expect(page.getByTestId('sign-in-error')).toHaveText('验证码错误');
  const secondId = await captchaShown();
  expect(secondId).not.toBe(firstId);
  await expect(captcha).toHaveValue('');

  // The stored answer of the captcha now shown, typed in capitals (the check ignores case): signed in.
  await setCaptchaAnswer(context, 'm8tz');
  await password.fill(DEMO_PASSWORD);
  await captcha.fill('M8TZ');
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page.getByTestId('user-name')).toHaveText('李伟');
  await expect(page.getByTestId('welcome-card')).toContainText('Skyward Aircraft Manufacturing');
});
