import type { Page } from '@playwright/test';
import { demo, expect, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 11 #1, as the tester found it: East Wing's administrator creates a control item with its execution and
// one 100 h / 12 months rule in the maintenance setup of an aircraft, then opens 编辑 on that row right away and
// saves without touching anything. The dialog must show the rule, and the saved item must keep it: the same
// expiry and remaining figures as after the create.

const tail = 'B-E2E2';
const itemName = 'E2E 编辑不丢时控';

async function pick(page: Page, title: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

test('editing a just-created control item keeps its time rules and its due', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  await page.goto('/plane/entity');

  await page.getByRole('button', { name: '新增飞机' }).click();
  const addPlane = page.getByRole('dialog', { name: '新增飞机' });
  await addPlane.getByLabel('国籍登记号', { exact: true }).fill(tail);
  await addPlane.getByLabel('机型', { exact: true }).click();
  await pick(page, 'DA40 NG');
  await addPlane.getByLabel('总飞行小时', { exact: true }).fill('300');
  await addPlane.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  const planeRow = page.getByRole('row').filter({ hasText: tail });
  await planeRow.getByRole('button', { name: '维修配置' }).click();
  const drawer = page.getByRole('dialog', { name: `维修配置 - ${tail}` });
  await expect(drawer).toBeVisible();

  // Create: name, type, requirement, execution date and hours, one rule 100 h / 12M.
  await drawer.getByRole('button', { name: spaced('新增') }).click();
  const addItem = page.getByRole('dialog', { name: '新增维修项目' });
  await addItem.getByLabel('时控名称', { exact: true }).fill(itemName);
  await addItem.getByLabel('维修类型', { exact: true }).click();
  await pick(page, '机体定检');
  await addItem.getByLabel('检修要求', { exact: true }).fill('按检查单执行。');
  const executeDate = addItem.getByLabel('执行日期', { exact: true });
  await executeDate.fill('2026-01-15');
  await executeDate.press('Enter');
  await addItem.getByLabel('执行小时', { exact: true }).fill('250');
  await addItem.getByRole('button', { name: /添加时控项/ }).click();
  await addItem.getByLabel('名称', { exact: true }).fill('100 h / 12 months');
  await addItem.getByLabel('时控方式', { exact: true }).click();
  await pick(page, '周期');
  await addItem.getByLabel('间隔(小时)', { exact: true }).fill('100');
  await addItem.getByLabel('间隔(年月日)', { exact: true }).fill('12M');
  await addItem.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('创建成功').last()).toBeVisible();
  await expect(addItem).toBeHidden();

  const itemRow = drawer.getByRole('row').filter({ hasText: itemName });
  await expect(itemRow).toContainText('2027-01-15'); // 12 months after the execution
  await expect(itemRow).toContainText('350'); // 250 h + 100 h
  const before = await itemRow.innerText();

  // Edit right away, change nothing, save.
  await itemRow.getByRole('button', { name: spaced('编辑') }).click();
  const editItem = page.getByRole('dialog', { name: '编辑维修项目' });
  await expect(editItem.getByLabel('名称', { exact: true })).toHaveValue('100 h / 12 months');
  await expect(editItem.getByText('无时控项')).toHaveCount(0);
  await editItem.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(editItem).toBeHidden();

  // The same due as after the create; and after a reload too.
  await expect(itemRow).toContainText('2027-01-15');
  expect(await itemRow.innerText()).toBe(before);
  await page.reload();
  await page.getByRole('row').filter({ hasText: tail }).getByRole('button', { name: '维修配置' }).click();
  const reloaded = page
    .getByRole('dialog', { name: `维修配置 - ${tail}` })
    .getByRole('row')
    .filter({ hasText: itemName });
  await expect(reloaded).toContainText('2027-01-15');
  await expect(reloaded).toContainText('350');
});
