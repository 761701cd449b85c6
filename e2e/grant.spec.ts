import type { Locator, Page } from '@playwright/test';
import { demo, expect, register, screenshot, signIn, signOut, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey 4: a new user registers; the East Wing administrator creates a department and a role, grants the role
// the units view on the grants screen, invites the new user to the company by phone with that department and
// role; the new user then signs in, accepts the invitation on the dashboard and finds the units menu (and
// nothing else).

const newUser = { phone: '13700000001', nickname: 'Zhao Lei', realName: '赵磊', password: 'e2e-zhao-pass' };
const departmentName = 'E2E 航线车间';
const roleName = 'E2E 单位管理员';

/** The check box of a view in the grants tree (the first on its row; its functions follow), by its title. */
function grantBox(page: Page, title: string): Locator {
  return page
    .getByRole('treeitem')
    .filter({ has: page.getByTitle(title, { exact: true }) })
    .getByRole('checkbox')
    .first();
}

test('an administrator grants a new role a view and its holder sees the menu', async ({ page, context }) => {
  test.setTimeout(120_000);

  // Registration: a user with no company yet. (The sign-in form, with its own 手机号码 field, stays on screen
  // while the registration chunk loads: register() waits for the registration heading.)
  await page.goto('/login');
  await register(page, context, newUser, async () => {
    await page.getByRole('link', { name: '注册账号' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  await expect(page.getByTestId('user-name')).toHaveText('张敏');

  // A department.
  await page.goto('/organize/department');
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 部门管理');
  await page.getByRole('button', { name: '新增部门' }).click();
  let dialog = page.getByRole('dialog', { name: '新增部门' });
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog.getByText('请输入部门名称')).toBeVisible();
  await dialog.getByLabel('部门名称').fill(departmentName);
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const departmentRow = page.getByRole('row').filter({ hasText: departmentName });
  await expect(departmentRow).toBeVisible();
  await expect(departmentRow.getByRole('button', { name: spaced('删除') })).toBeVisible();
  await screenshot(page, 'department');

  // A role.
  await page.goto('/organize/role');
  await expect(page.getByRole('row').filter({ hasText: 'Maintenance engineer' })).toBeVisible();
  await page.getByRole('button', { name: '新增角色' }).click();
  dialog = page.getByRole('dialog', { name: '新增角色' });
  await dialog.getByLabel('角色名称').fill(roleName);
  await dialog.getByLabel('备注').fill('Keeps the units of measure');
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();
  const roleRow = page.getByRole('row').filter({ hasText: roleName });
  await expect(roleRow).toContainText('Keeps the units of measure');
  await screenshot(page, 'role');

  // Its grants: the units view.
  await roleRow.getByRole('button', { name: spaced('授权') }).click();
  await expect(page).toHaveURL(/\/organize\/auth\?role=\d+$/);
  await expect(page.getByRole('menuitem', { name: roleName })).toHaveClass(/ant-menu-item-selected/);
  const units = grantBox(page, '单位管理');
  await expect(units).not.toBeChecked();
  await units.click();
  await expect(units).toBeChecked();
  await page.getByRole('button', { name: spaced('保存') }).click();
  await expect(page.getByText('授权已保存')).toBeVisible();
  await page.reload();
  await expect(grantBox(page, '单位管理')).toBeChecked();
  await expect(grantBox(page, '部门管理')).not.toBeChecked();
  await screenshot(page, 'auth');

  // The new user is invited to East Wing with that department and role.
  await page.goto('/organize/employ');
  await expect(page.getByRole('row').filter({ hasText: demo.eastWingEngineer })).toBeVisible();
  await page.getByRole('button', { name: '邀请员工' }).click();
  dialog = page.getByRole('dialog', { name: '邀请员工' });
  await dialog.getByLabel('手机号码').fill(newUser.phone);
  await dialog.getByLabel('姓名', { exact: true }).fill(newUser.realName);
  await dialog.getByLabel('部门', { exact: true }).click();
  await page.getByRole('tree').getByTitle(departmentName, { exact: true }).click();
  await dialog.getByLabel('角色', { exact: true }).click();
  await page.locator('.ant-select-dropdown').getByTitle(roleName, { exact: true }).click();
  await dialog.getByText('邀请员工').click(); // closes the role list
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();
  // Invited, not yet a member: the name the company gave, its department and role, and nothing of the person.
  const employeeRow = page.getByRole('row').filter({ hasText: newUser.phone });
  await expect(employeeRow).toContainText(newUser.realName);
  await expect(employeeRow).toContainText('待接受');
  await expect(employeeRow).not.toContainText(newUser.nickname);
  await expect(employeeRow).toContainText(departmentName);
  await expect(employeeRow).toContainText(roleName);
  await screenshot(page, 'employee');

  // The operation log has the grant and the additions.
  await page.goto('/organize/log');
  const log = page.getByRole('table');
  await expect(log.getByRole('cell', { name: '授权', exact: true }).first()).toBeVisible();
  await expect(log.getByRole('cell', { name: '新增', exact: true }).first()).toBeVisible();
  await screenshot(page, 'log');

  // The new user signs in, accepts the invitation (a user without a company works in it at once) and finds only
  // the units view.
  await signOut(page);
  await signIn(page, newUser.phone, newUser.password);
  await expect(page.getByTestId('welcome-card')).toContainText(`欢迎，${newUser.nickname}`);
  const invitation = page.getByTestId('invitation-card');
  await expect(invitation).toContainText('East Wing Aviation');
  await invitation.getByRole('button', { name: spaced('接受') }).click();
  await expect(page.getByTestId('invitation-card')).toHaveCount(0);
  await expect(page.getByTestId('welcome-card')).toContainText('当前企业：East Wing Aviation');
  await expect(page.getByTestId('system-name')).toHaveText('东翼航空维修管理系统');
  const menu = page.getByTestId('frame-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['工作台', '基础数据']);
  await menu.getByRole('menuitem', { name: '基础数据' }).hover();
  await page.getByRole('menuitem', { name: '单位管理' }).click();
  await expect(page).toHaveURL(/\/base\/unit$/);
  // The view alone: the list is there, its writes are not offered (no Add, Edit or Delete function).
  await expect(page.getByRole('columnheader', { name: '单位名称' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增单位' })).toHaveCount(0);
  await page.goto('/organize/department');
  await expect(page).toHaveURL(/\/401$/);
});
