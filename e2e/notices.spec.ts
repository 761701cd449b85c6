import type { Locator, Page } from '@playwright/test';
import { pick } from './aircraft';
import { apiPost, demo, expect, screenshot, signIn, signOut, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journeys of the manufacturer's engineering (issue "Work cards and notices", model document §2.3, §2.4, §4):
// 1. Company 10000 writes an AD instruction for the DA40 NG linked to its basis document and to a maintenance
//    item, evaluates an aircraft of each operator as applicable and notifies both; each operator then finds the
//    new item under control on its fleet monitor.
// 2. Company 10000 sends a technical bulletin to East Wing's engineer; it reaches the engineer's to-do badge,
//    opening it marks it received, and the sender sees 已接收.
// The basis document and the maintenance item are set up through the API (their own screens have their own
// journeys); everything else goes through the screens.

const stamp = Date.now().toString().slice(-5);
const basisSeri = `CAD-E2E-${stamp}`;
const itemName = `E2E AD 检查 ${stamp}`;
const adSeri = `EO-${stamp}`;
const bulletinSeri = `TB-${stamp}`;

async function openModelTab(page: Page, tab: string): Promise<Locator> {
  await page.goto('/plane/model');
  await page.getByRole('row').filter({ hasText: 'DA40 NG' }).getByRole('button', { name: 'DA40 NG' }).click();
  const drawer = page.getByRole('dialog', { name: 'DA40 NG' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('tab', { name: tab, exact: true }).click();
  return drawer.getByRole('tabpanel', { name: tab });
}

async function fill(dialog: Locator, label: string, value: string): Promise<void> {
  await dialog.getByLabel(label, { exact: true }).fill(value);
}

test('an AD instruction notified to two operators’ aircraft puts its item under their control', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, demo.manufacturerAdmin, DEMO_PASSWORD);
  await page.goto('/');
  const models = await apiPost<{ items: { id: number; name: string }[] }>(page, '/api/PlaneModel/Query', {
    filters: [{ name: 'name', compare: 'eq', value: 'DA40 NG' }],
  });
  const model = models.items[0].id;
  await apiPost(page, '/api/Document/Add', {
    module: 10000,
    dict: 2,
    target: model,
    type: 50,
    name: `E2E 适航指令 ${stamp}`,
    seri: basisSeri,
  });
  await apiPost(page, '/api/MaintainItem/Add', {
    planeModel: model,
    name: itemName,
    type: 5,
    content: 'Inspect per the AD',
    timerContent: [{ name: 'Once', type: 3, hc: null, ho: null, hw: null, cc: null, co: null, cw: null }],
    timerSource: 1,
    timeAlign: 0,
  });

  // The instruction, linked to its basis file (found on blur) and to the item (through the picker).
  const orders = await openModelTab(page, '工程指令');
  await orders.getByRole('button', { name: spaced('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增 - 工程指令' });
  await expect(dialog).toBeVisible();
  await fill(dialog, '编号', adSeri);
  await fill(dialog, '名称', `E2E 燃油选择阀检查 ${stamp}`);
  await fill(dialog, '版本', 'R1');
  await fill(dialog, '依据文件编号', basisSeri);
  await dialog.getByLabel('依据章节', { exact: true }).click();
  await expect(dialog.getByText(`E2E 适航指令 ${stamp}`)).toBeVisible();
  await dialog.getByRole('button', { name: '选择维修项目' }).click();
  const picker = page.getByRole('dialog', { name: /DA40 NG/ }).last();
  await picker.getByRole('row').filter({ hasText: itemName }).getByRole('button').first().click();
  await expect(dialog.getByText(itemName)).toBeVisible();
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();
  const card = orders.getByRole('row').filter({ hasText: adSeri });
  await expect(card).toBeVisible();

  // Notify: evaluate B-7002 (East Wing) and B-8002 (North Star) applicable, then notify both.
  await card.getByRole('button', { name: spaced('通知') }).click();
  const notice = page.getByRole('dialog').filter({ hasText: 'B-8002' });
  await expect(notice).toBeVisible();
  for (const tail of ['B-7002', 'B-8002']) {
    const row = notice.getByRole('row').filter({ hasText: tail });
    await row.getByRole('checkbox', { name: `${tail} 适用` }).click();
    await expect(row).toContainText('未通知');
    await row.getByRole('button', { name: `通知 ${tail}` }).click();
    await expect(row).toContainText('已通知');
  }
  await screenshot(page, 'notices-engineer');

  // Each operator finds the item under control on its fleet monitor.
  for (const [who, tail] of [
    [demo.eastWingAdmin, 'B-7002'],
    [demo.northStarAdmin, 'B-8002'],
  ] as const) {
    await page.goto('/');
    await signOut(page);
    await signIn(page, who, DEMO_PASSWORD);
    await page.goto('/maintain/contorl');
    await page.getByLabel('飞机', { exact: true }).click();
    await pick(page, tail);
    await expect(page.getByRole('row').filter({ hasText: itemName })).toBeVisible();
  }
  await screenshot(page, 'notices-fleet-monitor');
});

test('a technical bulletin reaches the engineer’s to-dos and shows received to its sender', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, demo.manufacturerAdmin, DEMO_PASSWORD);
  const bulletins = await openModelTab(page, '技术通告');
  await bulletins.getByRole('button', { name: spaced('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增 - 技术通告' });
  await fill(dialog, '编号', bulletinSeri);
  await fill(dialog, '名称', `E2E 冬季运行提示 ${stamp}`);
  await fill(dialog, '版本', 'A');
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();
  const card = bulletins.getByRole('row').filter({ hasText: bulletinSeri });
  await card.getByRole('button', { name: spaced('通知') }).click();
  const notice = page.getByRole('dialog').filter({ hasText: 'East Wing' });
  const engineer = notice.getByRole('row').filter({ hasText: '王芳' });
  await engineer.getByRole('button', { name: /^通知/ }).click();
  await expect(engineer).toContainText('已通知');

  await page.goto('/');
  await signOut(page);
  await signIn(page, demo.eastWingEngineer, DEMO_PASSWORD);
  const badge = page.getByRole('button', { name: '待办事项' });
  await badge.click();
  const todos = page.getByRole('dialog', { name: '待办事项' });
  await todos.getByText(bulletinSeri).click();
  await expect(page.getByText(`E2E 冬季运行提示 ${stamp}`).first()).toBeVisible();
  await screenshot(page, 'notices-todo');

  await page.goto('/');
  await signOut(page);
  await signIn(page, demo.manufacturerAdmin, DEMO_PASSWORD);
  const again = await openModelTab(page, '技术通告');
  await again
    .getByRole('row')
    .filter({ hasText: bulletinSeri })
    .getByRole('button', { name: spaced('通知') })
    .click();
  const sent = page.getByRole('dialog').filter({ hasText: 'East Wing' });
  await expect(sent.getByRole('row').filter({ hasText: '王芳' })).toContainText('已接收');
});
