import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { planeIdByTail } from './aircraft';
import { apiPost, dayFromToday, demo, expect, fillDate, screenshot, signIn, signOut, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Qualifications (issue 34) as East Wing's quality manager (张敏) and its mechanic (王芳) use them, zh-CN. The demo
// authorises 王芳 to perform maintenance on both models, not to certify it:
// 1. 张敏 grants her an authorisation to certify (放行签署) on the DA40 NG only, on /qualification/repairman.
// 2. 王芳's sign-off of a repair record on a Cessna 172S is refused naming the model and the kind; on a DA40 NG it
//    signs, with her licence.
// 3. A staff medical examination valid for 20 more days, entered on /qualification/health, shows on the dashboard's
//    资质到期 card.
// 4. The qualification matrix's PDF reads back with pdftotext: 王芳 and the DA40 NG on it.

const stamp = Date.now().toString().slice(-5);
const authNo = `EW-A-E2E${stamp}`;

async function switchUser(page: Page, phone: string): Promise<void> {
  await page.goto('/home/dashboard');
  await signOut(page);
  await signIn(page, phone, DEMO_PASSWORD);
}

/** A repair record of the aircraft by the signed-in member, through the API (its dialog has its own journey). */
async function repairOf(page: Page, planeId: number, userId: number, text: string): Promise<number> {
  const rec = await apiPost<{ id: number }>(page, '/api/MaintainTask/Add', {
    type: 8,
    plane: planeId,
    issueCondition: text,
    description: 'Replaced the hinge bolt per the maintenance manual',
    flyHours: 100,
    workDate: dayFromToday(0),
    workPerson: userId,
  });
  return rec.id;
}

/** The operation screen's repair records of the aircraft; the row of `text` signed (关闭 → 签署并关闭). */
async function signRepair(page: Page, planeId: number, text: string) {
  await page.goto(`/plane/operation?plane=${planeId}`);
  await page.getByRole('tab', { name: '维修记录', exact: true }).click();
  await page.getByRole('tab', { name: '修理/改装', exact: true }).click();
  const list = page.getByTestId('record-list-repair');
  const row = list.getByRole('row').filter({ hasText: text });
  await row.getByRole('button', { name: spaced('关闭') }).click();
  const sign = page.getByRole('dialog').filter({ hasText: '签署并关闭记录' });
  await sign.getByRole('button', { name: '签署并关闭' }).click();
  return { row, sign };
}

test('grant 王芳 certification on the DA40 NG: refused on a Cessna naming the scope, signed on a DA40; a medical ending in 20 days on the dashboard; the matrix PDF', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);

  // 1. The authorisation, granted from 王芳's drawer.
  await page.goto('/qualification/repairman');
  await expect(page.getByRole('heading', { name: '维修人员资质', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '查看 王芳 的资质' }).click();
  const drawer = page.getByTestId('qual-person');
  await drawer.getByRole('tab', { name: '授权' }).click();
  const auths = drawer.getByTestId('qual-authorisations');
  await expect(auths).toContainText('EW-A-002');
  await drawer.getByRole('button', { name: spaced('新增授权') }).click();
  const grant = page.getByRole('dialog', { name: '新增授权' });
  await grant.getByLabel('授权编号', { exact: true }).fill(authNo);
  await grant.getByLabel('机型', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(/^DA40 NG/)
    .click();
  await page.keyboard.press('Escape');
  await grant.getByRole('checkbox', { name: /放行签署/ }).check();
  await grant.getByLabel('授权人', { exact: true }).fill('质量经理 周强');
  await screenshot(page, 'qualifications-grant');
  await grant.getByRole('button', { name: spaced('确定') }).click();
  await expect(grant).toBeHidden();
  await expect(auths.getByRole('row').filter({ hasText: authNo })).toContainText('DA40 NG');

  // 2. 王芳 signs: a Cessna 172S record is refused for its scope, a DA40 NG record signs.
  await switchUser(page, demo.eastWingEngineer);
  const me = (await (await page.request.get('/api/User/Info')).json()) as { body: { id: number } };
  const cessna = await planeIdByTail(page, 'B-7101');
  const diamond = await planeIdByTail(page, 'B-7003');
  const cessnaText = `E2E 襟翼铰链 Cessna ${stamp}`;
  const diamondText = `E2E 襟翼铰链 DA40 ${stamp}`;
  await repairOf(page, cessna, me.body.id, cessnaText);
  await repairOf(page, diamond, me.body.id, diamondText);
  const refused = await signRepair(page, cessna, cessnaText);
  await expect(page.getByText('签署人没有 Cessna 172S 的「放行签署」授权')).toBeVisible();
  await screenshot(page, 'qualifications-refused');
  await expect(refused.sign).toBeHidden();
  await expect(refused.row).not.toContainText('已关闭');
  const signed = await signRepair(page, diamond, diamondText);
  await expect(signed.row).toContainText('已关闭');
  await expect(signed.row).toContainText('CCAR-66 ME-TA-0421');

  // 3. A staff examination of 王芳 valid 20 more days, on the medicals screen; the dashboard warns.
  await switchUser(page, demo.eastWingAdmin);
  await page.goto('/qualification/health');
  await page.getByRole('button', { name: spaced('新增体检记录') }).click();
  const exam = page.getByRole('dialog', { name: '新增体检记录' });
  await exam.getByLabel('人员', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('王芳', { exact: true }).click();
  await fillDate(exam, '体检日期', dayFromToday(0));
  await fillDate(exam, '证明所载有效期至', dayFromToday(20));
  await exam.getByRole('button', { name: spaced('确定') }).click();
  await expect(exam).toBeHidden();
  await page.goto('/home/dashboard');
  const card = page.getByTestId('qual-alerts-card');
  await expect(card).toContainText('资质到期');
  await expect(card.getByText('王芳').first()).toBeVisible();
  await expect(card).toContainText('剩余 20 天');
  await screenshot(page, 'qualifications-dashboard');

  // 4. The matrix on the staff screen, and as a PDF: the certifying people × the models, read back.
  await page.goto('/qualification/repairman');
  await page.getByRole('tab', { name: '资质矩阵' }).click();
  const matrix = page.getByTestId('qual-matrix');
  await expect(matrix.getByRole('row').filter({ hasText: '王芳' })).toBeVisible();
  await screenshot(page, 'qualifications-matrix');
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    matrix.getByRole('button', { name: spaced('下载 PDF') }).click(),
  ]);
  const file = path.join(os.tmpdir(), `matrix-${stamp}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain('王芳');
  expect(text).toContain('张敏');
  expect(text).toContain('DA40 NG');
});
