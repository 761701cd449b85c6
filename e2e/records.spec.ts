import type { Locator, Page } from '@playwright/test';
import { addPlaneWithItem, pick } from './aircraft';
import { dayFromToday, demo, expect, fillDate, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Maintenance records as an operator's certifying engineer uses them (issue 17), East Wing's administrator (张敏,
// licence CCAR-66 AV-0107 from the demo), zh-CN:
// 1. A fault is raised on the operation screen's 维修记录 tab, walked through 确认 → 完成 → 验收, and closed with a
//    sign-off that names her licence; reopened with a reason, its history shows the reason and the signed version.
// 2. An overdue control item is recorded done from the fleet monitor (the task dialog prefilled for the item):
//    it leaves the monitor's overdue list at once.
// 3. An AD compliance record is entered on the CAD/AD tab and found in the aircraft's AD status table.
// The aircraft and its control item are set up through the API (their screens have their own journeys).

const stamp = Date.now().toString().slice(-5);
const tail = `B-R${stamp}`;
const itemName = `E2E 50小时检查 ${stamp}`;
const fault = `E2E 右刹车异响 ${stamp}`;
const adNumber = `CAD2026-E2E-${stamp}`;

/** The operation screen's 维修记录 tab of the aircraft, on one of its sub-tabs. */
async function recordsTab(page: Page, planeId: number, subTab: string, group: string): Promise<Locator> {
  await page.goto(`/plane/operation?plane=${planeId}`);
  await page.getByRole('tab', { name: '维修记录', exact: true }).click();
  await page.getByRole('tab', { name: subTab, exact: true }).click();
  const list = page.getByTestId(`record-list-${group}`);
  await expect(list).toBeVisible();
  return list;
}

test('a fault through its workflow to a signed close and back open with a reason; record done on an overdue item; an AD in the status table', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  // Done at 100 h, every 50 h: 50 h past its expiry (150 h) at the aircraft's 200 h.
  const planeId = await addPlaneWithItem(
    page,
    { tail, hours: 200, landings: 300 },
    { name: itemName, doneDaysAgo: 30, doneHours: 100 },
  );

  // 1. Raise the fault.
  let panel = await recordsTab(page, planeId, '故障记录', 'fault');
  await panel.getByRole('button', { name: spaced('新增') }).click();
  let dialog = page.getByRole('dialog', { name: '新增故障记录' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('工作内容', { exact: true }).fill(fault);
  await dialog.getByLabel('发现人', { exact: true }).fill('刘机长');
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('row').filter({ hasText: fault });
  await expect(row).toContainText('待修');

  // Confirm → done → checked, each by the current user.
  await row.getByRole('button', { name: spaced('确认') }).click();
  await expect(page.getByText('确认成功')).toBeVisible();
  await row.getByRole('button', { name: spaced('完成') }).click();
  await expect(page.getByText('完成成功')).toBeVisible();
  await row.getByRole('button', { name: spaced('验收') }).click();
  await expect(page.getByText('验收成功')).toBeVisible();
  await expect(row).toContainText('已修');

  // Close = sign-off: the confirmation names the signer and her licence.
  await row.getByRole('button', { name: spaced('关闭') }).click();
  const sign = page.getByRole('dialog').filter({ hasText: '签署并关闭记录' });
  await expect(sign).toContainText('张敏');
  await expect(sign).toContainText('CCAR-66 AV-0107');
  await screenshot(page, 'records-sign-off');
  await sign.getByRole('button', { name: '签署并关闭' }).click();
  await expect(row).toContainText('已关闭');
  await expect(row).toContainText('张敏');
  await expect(row).toContainText('CCAR-66 AV-0107');

  // Reopen with a reason; the history keeps the signed version and the reason.
  await row.getByRole('button', { name: spaced('开启') }).click();
  const open = page.getByRole('dialog', { name: '开启记录' });
  await open.getByRole('button', { name: spaced('开启') }).click();
  await expect(open).toContainText('请填写开启原因');
  await open.getByLabel('开启原因').fill('排除措施漏填 The action taken was left out');
  await open.getByRole('button', { name: spaced('开启') }).click();
  await expect(open).toBeHidden();
  await expect(row).toContainText('待修');
  await row.getByRole('button', { name: spaced('历史') }).click();
  const history = page.getByRole('dialog', { name: /记录历史/ });
  await expect(history).toContainText('排除措施漏填');
  await expect(history).toContainText('第1次修订');
  await expect(history).toContainText('CCAR-66 AV-0107');
  await screenshot(page, 'records-history');
  await page.goto('/');

  // 2. The overdue item, recorded done from the fleet monitor.
  await page.goto('/maintain/contorl');
  await page.getByRole('checkbox', { name: '只看超期' }).check();
  const planeFilter = page.getByLabel('飞机', { exact: true });
  await planeFilter.click();
  await planeFilter.fill(tail); // the list is virtual and grows with the other journeys' aircraft
  await pick(page, tail);
  const fleetRow = page.getByRole('row').filter({ hasText: itemName });
  await expect(fleetRow).toContainText('超期');
  await fleetRow.getByRole('button', { name: '记录完成' }).click();
  dialog = page.getByRole('dialog', { name: '新增维修记录' });
  await expect(dialog.getByLabel('名称', { exact: true })).toHaveValue(itemName);
  await expect(dialog.getByLabel('总飞行小时', { exact: true })).toHaveValue('200');
  await dialog.getByLabel('工作内容', { exact: true }).fill('Inspected per the checklist: no findings');
  await dialog.getByLabel('工卡', { exact: true }).fill('WC-50H');
  await dialog.getByLabel('件号', { exact: true }).fill('DA40 NG');
  await dialog.getByLabel('序号', { exact: true }).fill(tail);
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('已记录完成，到期已更新')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Done at 200 h: next due at 250 h, so it leaves the overdue list.
  await expect(page.getByRole('row').filter({ hasText: itemName })).toHaveCount(0);
  await page.getByRole('checkbox', { name: '只看超期' }).uncheck();
  await expect(page.getByRole('row').filter({ hasText: itemName })).not.toContainText('超期');
  await screenshot(page, 'records-done-fleet');

  // 3. An AD compliance record, found in the aircraft's AD status table.
  panel = await recordsTab(page, planeId, 'CAD/AD执行', 'ad');
  await panel.getByRole('button', { name: spaced('录入') }).click();
  dialog = page.getByRole('dialog', { name: '录入 CAD/AD' });
  await dialog.getByLabel('编号', { exact: true }).fill(adNumber);
  await dialog.getByLabel('工作内容', { exact: true }).fill('燃油箱通气管检查 Fuel vent line inspection');
  await fillDate(dialog, '颁发日期', dayFromToday(-90));
  await dialog.getByLabel('符合性方法', { exact: true }).fill('按 AD 目视检查，无异常 Visual inspection per the AD');
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByTestId('ad-status-50');
  const statusRow = status.getByRole('row').filter({ hasText: adNumber });
  await expect(statusRow).toContainText('按 AD 目视检查');
  await expect(statusRow).toContainText(dayFromToday(0));
  await screenshot(page, 'records-ad-status');

  // The aircraft drawer's archive shows the same records read-only.
  await page.goto(`/plane/entity?plane=${planeId}`);
  const drawer = page.getByRole('dialog').filter({ hasText: tail });
  await drawer.getByRole('tab', { name: '飞机档案', exact: true }).click();
  await drawer.getByRole('tab', { name: '维修记录', exact: true }).click();
  await drawer.getByRole('tab', { name: '故障记录', exact: true }).click();
  const archived = drawer.getByTestId('record-list-fault').getByRole('row').filter({ hasText: fault });
  await expect(archived).toBeVisible();
  await expect(archived.getByRole('button', { name: spaced('确认') })).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: spaced('新增') })).toHaveCount(0);
});
