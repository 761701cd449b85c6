import { expect, test } from './fixtures';
import { ADMIN_PASSWORD, ADMIN_PHONE } from './server';

// Journey: open the app (the guard sends it to /login), meet the form's validation, fail once (message and
// captcha appear), sign in as the administrator created at first start (the frame with its menus), stay
// signed in across a reload, sign out from the user menu. (The shared server of global-setup.ts holds the
// demo data, in which the administrator's company 10000 is Skyward Aircraft Manufacturing.)

test('signs in through the page and out again', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 登录');
  await expect(page.getByRole('heading', { name: 'Hangar 维修管理系统' })).toBeVisible();

  const phone = page.getByLabel('手机号码');
  const password = page.getByLabel('密码', { exact: true });
  const submit = page.getByRole('button', { name: /登\s*录/ });

  // The spec's validation messages, before anything is sent.
  await submit.click();
  await expect(page.getByText('请输入手机号码!')).toBeVisible();
  await phone.fill('12345');
  await password.fill('12345');
  await submit.click();
  await expect(page.getByText('手机号格式不正确!')).toBeVisible();
  await expect(page.getByText('密码不能低于6位')).toBeVisible();

  // A failed sign-in shows the server's message and the captcha. (An unknown phone, so that the
  // administrator's own phone does not need the captcha: throttling is per phone.)
  await phone.fill('13900000099');
  await password.fill('wrong-password');
  await submit.click();
  await expect(page.getByTestId('sign-in-error')).toContainText('手机号或密码错误');
  const captchaImage = page.getByRole('img', { name: '验证码' });
  await expect(captchaImage).toBeVisible();
  await expect
    .poll(() => captchaImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const captcha = page.getByLabel('验证码');
  await submit.click();
  await expect(page.getByText('请输入验证码')).toBeVisible();

  await phone.fill(ADMIN_PHONE);
  await password.fill(ADMIN_PASSWORD);
  await captcha.fill('abcd');
  await submit.click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 工作台');
  await expect(page.getByTestId('user-name')).toHaveText('Administrator');
  await expect(page.getByTestId('welcome-card')).toContainText('Skyward Aircraft Manufacturing');
  await expect(page.getByTestId('frame-menu')).toContainText('飞机管理');

  // The session cookie keeps the user signed in; /login now leads home.
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Administrator');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home\/dashboard$/);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(submit).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
  await page.goto('/home/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('answers in English after switching the language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Hangar Maintenance Management' })).toBeVisible();
  await page.getByLabel('Phone number').fill('13900000098');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('sign-in-error')).toContainText('Wrong phone number or password');
});
