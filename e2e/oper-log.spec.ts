import { DA40_NG_OPTION } from './aircraft';
import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 11: the operation log of one aircraft reads as a person would write it. East Wing's administrator
// adds an aircraft, changes its hours, opens it and its 日志: the entries name the fields as the aircraft
// screen does, the model by its name, the new record's values without "— →"; in English the same entries
// read in English.

const tail = 'B-LOG1';

/** Picks an option of the open select by its title (antd's list items; the accessible listbox is hidden). */
async function pick(page: import('@playwright/test').Page, title: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

test('an aircraft’s operation log shows readable changes, in Chinese and in English', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  await page.goto('/plane/entity');
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 飞机管理');

  await page.getByRole('button', { name: '新增飞机' }).click();
  const add = page.getByRole('dialog', { name: '新增飞机' });
  await add.getByLabel('国籍登记号', { exact: true }).fill(tail);
  await add.getByLabel('机型', { exact: true }).click();
  await pick(page, DA40_NG_OPTION);
  await add.getByLabel('出厂序号', { exact: true }).fill('LOG-001');
  await add.getByLabel('总飞行小时', { exact: true }).fill('100');
  await add.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tail });

  await row.getByRole('button', { name: spaced('编辑') }).click();
  const edit = page.getByRole('dialog', { name: '编辑飞机' });
  await edit.getByLabel('总飞行小时', { exact: true }).fill('150.5');
  await edit.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  // The aircraft drawer's 日志.
  await row.getByRole('button', { name: tail }).click();
  const drawer = page.getByRole('dialog', { name: `${tail}（总飞行小时 150.5 · 总起落 0）` });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: '日志' }).click();
  const log = page.getByRole('dialog', { name: '操作日志' });
  await expect(log).toBeVisible();
  await expect(log.getByText('总飞行小时: 100 → 150.5')).toBeVisible();
  await expect(log.getByText('修改', { exact: true })).toBeVisible();
  // The new aircraft's entry: its values, the model by name, nothing raw.
  await expect(log.getByText('机型: DA40 NG')).toBeVisible();
  await expect(log.getByText('出厂序号: LOG-001')).toBeVisible();
  await expect(log.getByText('国籍登记号: B-LOG1')).toBeVisible();
  await expect(log).not.toContainText('allFlyHours');
  await expect(log).not.toContainText('—');
  await screenshot(page, 'aircraft-operation-log');
  await log.getByRole('button', { name: '关闭' }).click();
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();

  // In English, from the row's Log action.
  await page.getByTestId('lang-switch').click();
  await expect(page).toHaveTitle('Hangar Maintenance Management - Aircraft');
  await row.getByRole('button', { name: 'Log', exact: true }).click();
  const logEn = page.getByRole('dialog', { name: 'Operation log' });
  await expect(logEn.getByText('Total flight hours: 100 → 150.5')).toBeVisible();
  await expect(logEn.getByText('Model: DA40 NG')).toBeVisible();
  await logEn.getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('lang-switch').click();
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 飞机管理');
});
