import type { Locator, Page } from '@playwright/test';
import { expect, register, screenshot, signIn, signOut, spaced, test } from './fixtures';

// Journey 8: the dialogs of the header's user menu, as a user registered afresh (no demo user changes):
// personal settings (a new nickname in the header), change password (a wrong old password, a mismatched
// repeat, then the change; signing in again with the new password), company creation twice (switching to the
// first, not to the second), the switch-company dialog listing both, and style settings (side menu, dark
// theme). The phone comes from the clock, so a rerun against a kept data dir registers another user.

const stamp = String(Date.now()).slice(-7);
const user = {
  phone: `1375${stamp}`,
  nickname: `E2E ${stamp}`,
  newNickname: `Pilot ${stamp}`,
  password: 'e2e-account-pass',
  newPassword: 'e2e-account-pass-2',
};
const first = { name: `E2E 航校 ${stamp}`, systemName: `E2E 航校维修系统 ${stamp}` };
const second = { name: `E2E 通航 ${stamp}`, systemName: `E2E 通航维修系统 ${stamp}` };

/** Opens a dialog from the header's user menu; returns it (antd names a modal by its title). */
async function openFromUserMenu(page: Page, item: string): Promise<Locator> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog', { name: item });
  await expect(dialog).toBeVisible();
  return dialog;
}

function okButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: spaced('确定') });
}

/** The 切换 buttons (spaced() alone would also match 暂不切换, anchored at the end only). */
function switchButton(scope: Locator): Locator {
  return scope.getByRole('button', { name: /(^|\s)切\s*换$/ });
}

test('the user menu dialogs: personal settings, password, companies, style', async ({ page, context }) => {
  test.setTimeout(120_000);

  // A fresh user, in no company yet.
  await register(page, context, user);
  await signIn(page, user.phone, user.password);
  await expect(page.getByTestId('user-name')).toHaveText(user.nickname);
  await expect(page.getByTestId('welcome-card')).toContainText('您还未加入任何企业或机构');

  // (1) Personal settings: the stored details, then a new nickname (and the sex the form requires).
  let dialog = await openFromUserMenu(page, '个人设置');
  await expect(dialog.getByLabel('手机号码')).toHaveValue(user.phone);
  const nickname = dialog.getByLabel('昵称');
  await expect(nickname).toHaveValue(user.nickname);
  await nickname.fill('  ');
  await okButton(dialog).click();
  await expect(dialog.getByText('请输入昵称!')).toBeVisible();
  await nickname.fill(user.newNickname);
  await dialog.getByText('女', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: '女' })).toBeChecked();
  await screenshot(page, 'account-personal');
  await okButton(dialog).click();
  await expect(page.getByText('修改信息成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('user-name')).toHaveText(user.newNickname);
  await expect(page.getByTestId('welcome-card')).toContainText(`欢迎，${user.newNickname}`);
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(user.newNickname);
  dialog = await openFromUserMenu(page, '个人设置');
  await expect(dialog.getByLabel('昵称')).toHaveValue(user.newNickname);
  await expect(dialog.getByRole('radio', { name: '女' })).toBeChecked();
  await dialog.getByRole('button', { name: spaced('取消') }).click();
  await expect(dialog).toBeHidden();

  // (2) Change password: a wrong old password, a mismatched repeat, then the change.
  dialog = await openFromUserMenu(page, '修改密码');
  const oldPass = dialog.getByLabel('原密码');
  const newPass = dialog.getByLabel('新密码');
  const repeat = dialog.getByLabel('确认密码');
  await oldPass.fill('not-my-password');
  await newPass.fill(user.newPassword);
  await repeat.fill(user.newPassword);
  await okButton(dialog).click();
  await expect(page.getByText('原密码不正确')).toBeVisible();
  await expect(dialog).toBeVisible();
  await oldPass.fill(user.password);
  await repeat.fill(`${user.newPassword}x`);
  await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();
  await okButton(dialog).click();
  await expect(dialog).toBeVisible();
  await screenshot(page, 'account-password');
  await repeat.fill(user.newPassword);
  await expect(dialog.getByText('两次输入密码不一致!')).toBeHidden();
  await okButton(dialog).click();
  await expect(page.getByText('修改密码成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The change opened a new session for this browser: still signed in.
  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText(user.newNickname);
  await signOut(page);
  await signIn(page, user.phone, user.newPassword);
  await expect(page.getByTestId('user-name')).toHaveText(user.newNickname);
  await expect(page.getByTestId('system-name')).toHaveText('未加入任何企业或机构');

  // (3) Create a company and switch to it.
  dialog = await openFromUserMenu(page, '创建企业');
  await okButton(dialog).click();
  await expect(dialog.getByText('请输入企业名称!')).toBeVisible();
  await expect(dialog.getByText('请输入系统名称!')).toBeVisible();
  await dialog.getByLabel('企业名称').fill(first.name);
  await dialog.getByLabel('系统名称').fill(first.systemName);
  await screenshot(page, 'account-create-company');
  await okButton(dialog).click();
  await expect(page.getByText('创建企业成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  let confirm = page.getByRole('dialog', { name: '切换到新企业' });
  await expect(confirm).toContainText(`是否切换到刚创建的企业“${first.name}”？`);
  await screenshot(page, 'account-switch-offer');
  await switchButton(confirm).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('system-name')).toHaveText(first.systemName);
  await expect(page.getByTestId('welcome-card')).toContainText(`当前企业：${first.name}`);
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  // Its creator administers it: the company's menus are there (the top bar folds the last ones under …).
  await expect(page.getByTestId('frame-menu').getByRole('menuitem', { name: '飞机管理' })).toBeVisible();

  // A second company, not switched to.
  dialog = await openFromUserMenu(page, '创建企业');
  await expect(dialog.getByLabel('企业名称')).toHaveValue('');
  await dialog.getByLabel('企业名称').fill(second.name);
  await dialog.getByLabel('系统名称').fill(second.systemName);
  await okButton(dialog).click();
  await expect(dialog).toBeHidden();
  confirm = page.getByRole('dialog', { name: '切换到新企业' });
  await expect(confirm).toContainText(second.name);
  await confirm.getByRole('button', { name: spaced('暂不切换') }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('system-name')).toHaveText(first.systemName);

  // (4) The switch dialog lists both joined companies, the current one marked; switching to the other.
  dialog = await openFromUserMenu(page, '切换企业');
  await expect(dialog.getByText(first.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(first.systemName, { exact: true })).toBeVisible();
  await expect(dialog.getByText(second.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(second.systemName, { exact: true })).toBeVisible();
  await expect(dialog.getByText('当前', { exact: true })).toHaveCount(1);
  const switchButtons = switchButton(dialog);
  await expect(switchButtons).toHaveCount(1);
  await screenshot(page, 'account-switch-company');
  await switchButtons.click();
  await expect(page.getByText(`已切换到 ${second.name}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('system-name')).toHaveText(second.systemName);
  await expect(page.getByTestId('welcome-card')).toContainText(`当前企业：${second.name}`);

  // (5) Style settings: the side menu and the dark theme.
  const header = page.getByTestId('frame-header');
  const layout = page.locator('.ant-layout').first();
  await expect(header.getByTestId('frame-menu')).toBeVisible();
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  const lightBackground = await layout.evaluate((el) => getComputedStyle(el).backgroundColor);
  dialog = await openFromUserMenu(page, '风格设置');
  await expect(dialog.getByRole('radio', { name: '默认' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '左上' })).toBeChecked();
  await dialog.getByText('左侧', { exact: true }).click();
  await dialog.getByText('暗黑', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: '左侧' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '暗黑' })).toBeChecked();
  await screenshot(page, 'account-style');
  await okButton(dialog).click();
  await expect(page.getByText('修改配置成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const sider = page.locator('.ant-layout-sider');
  await expect(sider).toBeVisible();
  await expect(sider.getByTestId('frame-menu')).toBeVisible();
  await expect(sider.getByRole('menuitem', { name: '工作台' })).toBeVisible();
  await expect(sider.getByRole('menuitem', { name: '系统管理' })).toBeVisible();
  await expect(header.getByTestId('frame-menu')).toHaveCount(0);
  await expect(layout).not.toHaveCSS('background-color', lightBackground);
  await expect(layout).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await screenshot(page, 'account-style-applied');

  // The settings are the user's: they hold after a reload.
  await page.reload();
  await expect(page.locator('.ant-layout-sider').getByTestId('frame-menu')).toBeVisible();
  await expect(page.locator('.ant-layout').first()).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  dialog = await openFromUserMenu(page, '风格设置');
  await expect(dialog.getByRole('radio', { name: '左侧' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: '暗黑' })).toBeChecked();
  await dialog.getByRole('button', { name: spaced('取消') }).click();
  await expect(dialog).toBeHidden();
});
