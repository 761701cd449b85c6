import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { monitorOf, planeIdByTail } from './aircraft';
import { dayFromToday, demo, expect, fillDate, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Is this aircraft airworthy (issue 32)? East Wing's administrator (张敏, licence CCAR-66 AV-0107), zh-CN, on the
// demo's B-7001 (serviceable: no open fault, nothing overdue):
// a fault is raised → the fleet monitor shows B-7001 unserviceable → the fault is deferred under a category C item of
// the operator's MEL → serviceable with deferrals, due in 10 days (the day of discovery excluded), a row of the fleet
// monitor's due-within-30-days list → a flight is
// recorded (no reason asked: the aircraft may fly) → the fix is signed off → serviceable again, the deferral
// closed; the status report is downloaded and read back with pdftotext, each section found.

test.use({ viewport: { width: 1440, height: 900 } });

const stamp = Date.now().toString().slice(-5);
const fault = `E2E 滑行灯不亮 ${stamp}`;
const placard = `TAXI LIGHT INOP ${stamp}`;
const tail = 'B-7001';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-airworthiness-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The operation screen's fault records of B-7001. */
async function faults(page: Page, planeId: number): Promise<Locator> {
  await page.goto(`/plane/operation?plane=${planeId}`);
  await page.getByRole('tab', { name: '维修记录', exact: true }).click();
  await page.getByRole('tab', { name: '故障记录', exact: true }).click();
  const list = page.getByTestId('record-list-fault');
  await expect(list).toBeVisible();
  return list;
}

test('a fault grounds B-7001, a category C deferral lets it fly for 10 days, the signed fix makes it serviceable; the status report reads back', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const planeId = await planeIdByTail(page, tail);
  await expect((await monitorOf(page, tail)).getByText('可用', { exact: true })).toBeVisible();

  // 1. Raise the fault: the aircraft becomes unserviceable on the fleet monitor.
  let panel = await faults(page, planeId);
  await panel.getByRole('button', { name: spaced('新增') }).click();
  const add = page.getByRole('dialog', { name: '新增故障记录' });
  await add.getByLabel('工作内容', { exact: true }).fill(fault);
  await add.getByLabel('发现人', { exact: true }).fill('刘机长');
  await add.getByRole('button', { name: spaced('确定') }).click();
  await expect(add).toBeHidden();
  const monitorRow = await monitorOf(page, tail);
  await expect(monitorRow.getByText('不可用', { exact: true })).toBeVisible();
  // The fleet's counts beside the filters: at least this aircraft unserviceable.
  await expect(page.getByTestId('fleet-status-3')).toContainText(/不可用 [1-9]/);
  await screenshot(page, 'airworthiness-unserviceable');

  // 2. Defer it under a category C item of the MEL: serviceable with deferrals, due in 10 days.
  panel = await faults(page, planeId);
  const row = panel.getByRole('row').filter({ hasText: fault });
  await row.getByRole('button', { name: spaced('保留') }).click();
  const defer = page.getByRole('dialog').filter({ hasText: `保留故障: ${fault}` });
  await expect(defer).toBeVisible();
  await defer.getByLabel('MEL 项目', { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '(C)' }).first().click();
  await defer.getByLabel('标牌', { exact: true }).fill(placard);
  await defer.getByRole('button', { name: spaced('确定') }).click();
  await expect(defer).toBeHidden();
  await expect((await monitorOf(page, tail)).getByText('带保留可用', { exact: true })).toBeVisible();
  // The deferral is a row of the monitor's due-within-30-days list, before the items: 保留 C, the tail number, its
  // last day, in date (正常); its MEL item opens it.
  const within30 = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/MaintainCtrl/QueryFleet') && (r.request().postData() ?? '').includes('"dueWithinDays":30'),
  );
  await page.getByLabel('天内到期(含预测)').fill('30');
  // The list asks for the items once the deferrals of the window are in.
  await within30;
  const dueRow = page.getByRole('row').filter({ hasText: placard });
  await expect(dueRow).toContainText('保留 C');
  await expect(dueRow).toContainText(tail);
  await expect(dueRow).toContainText(dayFromToday(10));
  await expect(dueRow.getByText('正常', { exact: true })).toBeVisible();
  await expect(page.locator('tbody tr[data-row-key]').first()).toHaveAttribute('data-row-key', /^deferral-\d+$/);
  await screenshot(page, 'airworthiness-monitor-deferral');
  await dueRow.getByRole('button', { name: /^MEL / }).click();
  const opened = page.getByRole('dialog').filter({ hasText: placard });
  await expect(opened).toContainText(`保留故障: ${tail} MEL`);
  await opened.getByRole('button', { name: '关闭窗口' }).click();
  await expect(opened).toBeHidden();
  await page.goto('/maintain/deferral');
  const deferral = page.getByRole('row').filter({ hasText: placard });
  await expect(deferral).toContainText(tail);
  await expect(deferral).toContainText(dayFromToday(10));
  await expect(deferral).toContainText('C');
  await screenshot(page, 'airworthiness-deferred');

  // 3. A flight is recorded: the aircraft may fly, so no reason is asked.
  await page.goto(`/plane/operation?plane=${planeId}`);
  const log = page.getByTestId('flight-log');
  await log.getByRole('tab', { name: '飞行记录' }).click();
  await log.getByRole('button', { name: '新增飞行记录' }).click();
  const flight = page.getByRole('dialog', { name: '新增飞行记录' });
  await fillDate(flight, '日期', dayFromToday(0));
  await flight.getByLabel('当日起落', { exact: true }).fill('2');
  await flight.getByLabel('当日飞行小时', { exact: true }).fill('1.5');
  await expect(flight.getByText('该飞机当前不可用')).toHaveCount(0);
  await flight.getByRole('button', { name: spaced('确定') }).click();
  await expect(flight).toBeHidden();

  // 4. Sign the fix: confirm → done → checked → signed close. The deferral closes; the aircraft is serviceable.
  panel = await faults(page, planeId);
  const fixed = panel.getByRole('row').filter({ hasText: fault });
  await fixed.getByRole('button', { name: spaced('确认') }).click();
  await expect(page.getByText('确认成功')).toBeVisible();
  await fixed.getByRole('button', { name: spaced('完成') }).click();
  await expect(page.getByText('完成成功')).toBeVisible();
  await fixed.getByRole('button', { name: spaced('验收') }).click();
  await expect(page.getByText('验收成功')).toBeVisible();
  await fixed.getByRole('button', { name: spaced('关闭') }).click();
  const sign = page.getByRole('dialog').filter({ hasText: '签署并关闭记录' });
  await expect(sign).toContainText('CCAR-66 AV-0107');
  await sign.getByRole('button', { name: '签署并关闭' }).click();
  await expect(fixed).toContainText('已关闭');
  await expect((await monitorOf(page, tail)).getByText('可用', { exact: true })).toBeVisible();
  await page.goto('/maintain/deferral');
  await page.getByLabel('状态', { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '已关闭' }).click();
  await expect(page.getByRole('row').filter({ hasText: placard })).toContainText('已关闭');

  // 5. The status report, downloaded from the aircraft drawer and read back: every section.
  await page.goto(`/plane/entity?plane=${planeId}`);
  const drawer = page.getByRole('dialog').filter({ hasText: tail });
  await expect(drawer.getByRole('button', { name: /适航状态: 可用/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    drawer.getByRole('button', { name: spaced('状态报告') }).click(),
  ]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  for (const heading of [
    `飞机状态报告 · ${tail}`,
    '基本信息',
    '累计数据',
    '适航状态',
    '检查与到期项目',
    '时寿件',
    '装机部件',
    '适航指令/服务通告登记',
    '未关闭故障',
    '保留故障（MEL）',
    '证件',
    '最近签署的记录',
    '记录链',
  ]) {
    expect(text, heading).toContain(heading);
  }
  expect(text).toMatch(/第 1 页，共 \d+ 页/);
  // The signed fix is among the last signed records, with the signer's licence (a cell may wrap its text).
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain(fault);
  expect(flat).toContain('CCAR-66 AV-0107');
});
