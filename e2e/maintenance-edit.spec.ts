import { addAircraft, addPeriodicRule, fillItem, openSetup } from './aircraft';
import { demo, expect, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 11 #1, as the tester found it: East Wing's administrator creates a control item with its execution and
// one 100 h / 12 months rule in the maintenance setup of an aircraft, then opens 编辑 on that row right away and
// saves without touching anything. The dialog must show the rule, and the saved item must keep it: the same
// expiry and remaining figures as after the create.

const tail = 'B-E2E2';
const itemName = 'E2E 编辑不丢时控';

test('editing a just-created control item keeps its time rules and its due', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  await page.goto('/plane/entity');

  const drawer = await openSetup(page, await addAircraft(page, tail, 300), tail);

  // Create: name, type, requirement, execution date and hours, one rule 100 h / 12M.
  await drawer.getByRole('button', { name: spaced('新增') }).click();
  const addItem = page.getByRole('dialog', { name: '新增维修项目' });
  await fillItem(page, addItem, itemName, '按检查单执行。');
  const executeDate = addItem.getByLabel('执行日期', { exact: true });
  await executeDate.fill('2026-01-15');
  await executeDate.press('Enter');
  await addItem.getByLabel('执行小时', { exact: true }).fill('250');
  await addPeriodicRule(page, addItem, { name: '100 h / 12 months', hours: 100, calendar: '12M' });
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
