import { demo, expect, signIn, signInButton, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey 7: signing out from the user menu ends the session: protected screens lead to /login (with the way
// back), the old session token is refused by the server, and signing in again returns to the screen asked for.

test('signing out from the user menu ends the session', async ({ page, context }) => {
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const token = (await context.cookies()).find((c) => c.name === 'hangar_token')?.value;
  expect(token).toBeTruthy();
  const info = await page.request.get('/api/User/Info');
  expect(info.status()).toBe(200);

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '个人设置' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '修改密码' })).toBeVisible();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(signInButton(page)).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'hangar_token')).toBeUndefined();

  // The server no longer knows the old token.
  const again = await page.request.get('/api/User/Info', { headers: { authorization: `Bearer ${token}` } });
  expect(again.status()).toBe(401);

  // A protected screen leads to the sign-in page, which returns there afterwards.
  await page.goto('/organize/department');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forganize%2Fdepartment$/);
  await page.getByLabel('手机号码').fill(demo.eastWingAdmin);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/organize\/department$/);
  await expect(page.getByRole('cell', { name: 'Maintenance', exact: true })).toBeVisible();
});
