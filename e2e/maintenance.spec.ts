import type { Locator, Page } from '@playwright/test';
import { addAircraft, addPeriodicRule, fillItem, openSetup, pick } from './aircraft';
import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Maintenance control as a controller uses it: East Wing's administrator adds an aircraft, gives it a control
// item with one whichever-first rule (100 h / 12 months, warnings 10 h / 30 days), records the last execution
// in place (date and hours), and reads the remaining days and hours and the warning colour; then raises the
// aircraft's total hours past the expiry and sees the item turn overdue in the aircraft drawer; the fleet
// time-control monitor lists it among the overdue items and links back to the aircraft.

const tail = 'B-E2E1';
const itemName = 'E2E 100小时/年度检查';

/** `YYYY-MM-DD` of a UTC date (the e2e server runs in the machine's zone; CI machines are UTC). */
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * An execution date whose 12-month expiry falls `days` days from today: the same calendar day one year
 * before the day `days` ahead (that day is never 29 February here, so no month-end clamping is involved).
 */
function executedFor(days: number): { executeDate: string; expireDate: string } {
  const now = new Date();
  let ahead = days;
  let expiry = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead));
  if (expiry.getUTCMonth() === 1 && expiry.getUTCDate() === 29) {
    ahead += 1;
    expiry = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ahead));
  }
  const executed = new Date(Date.UTC(expiry.getUTCFullYear() - 1, expiry.getUTCMonth(), expiry.getUTCDate()));
  return { executeDate: ymd(executed), expireDate: ymd(expiry) };
}

/** The cell of `row` under the column headed `title` in the same table. */
async function cellOf(table: Locator, row: Locator, title: string): Promise<Locator> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === title);
  if (index < 0) throw new Error(`no column ${title} in ${headers.join(' | ')}`);
  return row.locator('td').nth(index);
}

async function openAircraftScreen(page: Page): Promise<void> {
  await page.goto('/plane/entity');
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 飞机管理');
}

test('a control item with hours and calendar limits shows its remaining time, warns, then turns overdue', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { executeDate, expireDate } = executedFor(20);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  // The dashboard opens with the fleet's due figures: the demo fleet has overdue items.
  const due = page.getByTestId('due-card');
  await expect(due).toBeVisible();
  await expect(due.getByRole('row').filter({ hasText: '超期' }).first()).toBeVisible();
  await screenshot(page, 'dashboard-due');
  await openAircraftScreen(page);

  // A new aircraft of the DA40 NG model with 500 flight hours.
  const planeRow = await addAircraft(page, tail, 500);

  // Its maintenance setup: add the item with one periodic rule, hours and calendar.
  const drawer = await openSetup(page, planeRow, tail);
  await drawer.getByRole('button', { name: spaced('新增') }).click();
  const addItem = page.getByRole('dialog', { name: '新增维修项目' });
  await fillItem(page, addItem, itemName, '按维修手册检查单执行机体和发动机检查。');
  await addPeriodicRule(page, addItem, {
    name: '100 h / 12 months',
    hours: 100,
    hoursWarn: 10,
    calendar: '12M',
    daysWarn: 30,
  });
  await addItem.getByRole('button', { name: spaced('确定') }).click();
  await expect(addItem).toBeHidden();

  const table = drawer.locator('.ant-table').first();
  const itemRow = drawer.getByRole('row').filter({ hasText: itemName });
  await expect(itemRow).toBeVisible();
  // Never executed: the expiry is unknown and the item warns.
  await expect(itemRow).toHaveClass(/maintain-row-warning/);

  // The last execution, in place: the date, then the hours (405 h → due at 505 h, 5 h left of 500).
  await itemRow.getByRole('button', { name: '执行日期' }).click();
  const datePicker = itemRow.getByLabel('执行日期', { exact: true });
  await datePicker.fill(executeDate);
  await datePicker.press('Enter');
  await expect(await cellOf(table, itemRow, '执行日期')).toHaveText(executeDate);
  await itemRow.getByRole('button', { name: '执行小时' }).click();
  await itemRow.getByLabel('执行小时', { exact: true }).fill('405');
  await itemRow.getByRole('button', { name: spaced('保存') }).click();
  await expect(await cellOf(table, itemRow, '执行小时')).toHaveText('405');

  // 20 days and 5 hours left: inside both warning windows (30 days, 10 h), not overdue.
  await expect(await cellOf(table, itemRow, '到期日期')).toHaveText(expireDate);
  await expect(await cellOf(table, itemRow, '剩余天数')).toHaveText('20');
  await expect(await cellOf(table, itemRow, '到期小时')).toHaveText('505');
  await expect(await cellOf(table, itemRow, '剩余小时')).toHaveText('5');
  await expect(itemRow).toHaveClass(/maintain-row-warning/);
  await expect(itemRow).not.toHaveClass(/maintain-row-overdue/);
  await screenshot(page, 'maintenance-config-warning');
  // The row's More menu: approve the item.
  await itemRow.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '审核' }).click();
  await expect(page.getByText('审核成功')).toBeVisible();
  await expect(itemRow).toContainText('已审核');
  await drawer.getByRole('button', { name: '关闭' }).click();
  await expect(drawer).toBeHidden();

  // A flight later: 512 h in all, 7 h past the expiry (no tolerance) → overdue.
  await planeRow.getByRole('button', { name: spaced('编辑') }).click();
  const editPlane = page.getByRole('dialog', { name: '编辑飞机' });
  await editPlane.getByLabel('总飞行小时', { exact: true }).fill('512');
  await editPlane.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('修改成功')).toBeVisible();

  await planeRow.getByRole('button', { name: tail }).click();
  const view = page.getByRole('dialog', { name: `${tail}（总飞行小时 512 · 总起落 0）` });
  await expect(view).toBeVisible();
  const viewTable = view.locator('.ant-table').first();
  const viewRow = view.getByRole('row').filter({ hasText: itemName });
  await expect(await cellOf(viewTable, viewRow, '剩余小时')).toHaveText('-7');
  await expect(viewRow).toHaveClass(/maintain-row-overdue/);
  await screenshot(page, 'maintenance-drawer-overdue');
  await view.getByRole('button', { name: '关闭' }).click();
  await expect(view).toBeHidden();

  // The fleet time-control monitor lists it among the overdue items, and its tail number leads back.
  await page.goto('/maintain/contorl');
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 时控监控');
  await page.getByRole('checkbox', { name: '只看超期' }).check();
  const planeFilter = page.getByLabel('飞机', { exact: true });
  await planeFilter.click();
  await planeFilter.fill(tail); // the list is virtual and grows with the other journeys' aircraft
  await pick(page, tail);
  const fleetRow = page.getByRole('row').filter({ hasText: itemName });
  await expect(fleetRow).toBeVisible();
  await expect(fleetRow).toContainText('超期');
  await expect(fleetRow).toHaveClass(/maintain-row-overdue/);
  const fleetTable = page.locator('.ant-table').first();
  await expect(await cellOf(fleetTable, fleetRow, '剩余小时')).toHaveText('-7');
  await screenshot(page, 'maintenance-fleet-monitor');
  await fleetRow.getByRole('link', { name: tail }).click();
  await expect(page).toHaveURL(/\/plane\/entity\?plane=\d+$/);
  await expect(page.getByRole('dialog', { name: `${tail}（总飞行小时 512 · 总起落 0）` })).toBeVisible();
});
