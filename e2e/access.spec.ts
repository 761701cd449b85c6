import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey 3: the East Wing engineer holds a role with a few views (aircraft models, aircraft, flight log and
// records, time-control monitoring, departments; no Delete anywhere). The menus show only those; another screen opened by its URL
// gives the no-permission page.

test('the limited engineer sees only the menus of its views and gets 401 elsewhere', async ({ page }) => {
  await signIn(page, demo.eastWingEngineer, DEMO_PASSWORD);
  await expect(page.getByTestId('system-name')).toHaveText('东翼航空维修管理系统');
  const menu = page.getByTestId('frame-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['工作台', '飞机管理', '运行管理', '维修管理', '系统管理']);

  // 飞机管理: the two aircraft views, not brands or sites.
  await menu.getByRole('menuitem', { name: '飞机管理' }).hover();
  await expect(page.getByRole('menuitem', { name: '机型管理' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '品牌管理' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '场站管理' })).toHaveCount(0);

  // 系统管理: only the departments.
  await menu.getByRole('menuitem', { name: '系统管理' }).hover();
  const departments = page.getByRole('menuitem', { name: '部门管理' });
  await expect(departments).toBeVisible();
  for (const name of ['企业信息', '员工管理', '角色管理', '权限管理', '操作日志']) {
    await expect(page.getByRole('menuitem', { name })).toHaveCount(0);
  }
  await departments.click();
  await expect(page).toHaveURL(/\/organize\/department$/);
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 部门管理');
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'Maintenance', exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Stores', exact: true })).toBeVisible();
  // The role grants the view alone: no add, edit or delete.
  await expect(page.getByRole('button', { name: '新增部门' })).toHaveCount(0);
  await expect(table.getByRole('button', { name: spaced('删除') })).toHaveCount(0);
  await expect(table.getByRole('button', { name: spaced('编辑') })).toHaveCount(0);

  // Screens outside the role, opened by URL.
  for (const path of ['/organize/role', '/organize/employ', '/base/unit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByText('抱歉，您没有访问该页面的权限。')).toBeVisible();
    await expect(page).toHaveTitle('Hangar 维修管理系统 - 没有权限');
  }
  await screenshot(page, 'no-permission');
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home\/dashboard$/);
  await expect(page.getByTestId('welcome-card')).toContainText('欢迎，王芳');
});
