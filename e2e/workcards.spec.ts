import type { Locator, Page } from '@playwright/test';
import { demo, expect, fillDate, screenshot, signIn, signOut, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey of a work card's file from the manufacturer to an operator (issue 29, items 7 and 8): company 10000
// adds a work card to the DA40 NG with a material line entered by hand (it keeps no catalogue and no unit list),
// sees it listed as not yet published, publishes its version R0 with a PDF through 文件; East Wing's engineer
// then finds R0 as the card's current version and downloads that PDF, from the list and from the read-only
// versions dialog.

const stamp = Date.now().toString().slice(-5);
const seri = `JC-E2E-${stamp}`;
const cardName = `E2E 滑油更换 ${stamp}`;
const pdf = Buffer.from(`%PDF-1.4\n% ${seri} R0\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

async function openCards(page: Page): Promise<Locator> {
  await page.goto('/plane/model');
  await page.getByRole('row').filter({ hasText: 'DA40 NG' }).getByRole('button', { name: 'DA40 NG' }).click();
  const drawer = page.getByRole('dialog', { name: 'DA40 NG' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('tab', { name: '工卡', exact: true }).click();
  return drawer.getByRole('tabpanel', { name: '工卡' });
}

test('the manufacturer publishes a work card version; an operator downloads it', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, demo.manufacturerAdmin, DEMO_PASSWORD);
  const cards = await openCards(page);
  await cards.getByRole('button', { name: spaced('新增') }).click();
  const dialog = page.getByRole('dialog', { name: '新增 - 工卡' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('编号', { exact: true }).fill(seri);
  await dialog.getByLabel('名称', { exact: true }).fill(cardName);
  await dialog.getByLabel('版本', { exact: true }).fill('R0');

  // A material line entered by hand: the unit list of company 10000 is empty, the dialog says to type it.
  await dialog.getByRole('button', { name: '手动输入' }).click();
  const line = page.getByRole('dialog', { name: '手动输入物料' });
  await expect(line).toBeVisible();
  await line.getByLabel('件号', { exact: true }).fill('CH48110-1');
  await line.getByLabel('名称', { exact: true }).fill('滑油滤芯');
  await line.getByLabel('单位', { exact: true }).fill('pcs');
  await line.getByRole('button', { name: spaced('确定') }).click();
  await expect(line).toBeHidden();
  await expect(dialog.getByLabel('滑油滤芯 数量')).toBeVisible();
  // The card's own 名称 is still its field (the line dialog's had an id of its own).
  await expect(dialog.getByLabel('名称', { exact: true })).toHaveValue(cardName);
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();

  const row = cards.getByRole('row').filter({ hasText: seri });
  await expect(row).toContainText('R0（未发布）');

  // Publish R0 with its PDF.
  await row.getByRole('button', { name: '文件' }).click();
  const versions = page.getByRole('dialog', { name: new RegExp(`文件版本 - ${cardName}`) });
  await expect(versions.getByText(/尚未发布文件版本/)).toBeVisible();
  await versions.getByRole('button', { name: '上传版本' }).click();
  const editor = page.getByRole('dialog', { name: '上传版本' });
  await editor.getByLabel('版本', { exact: true }).fill('R0');
  await fillDate(editor, '发布日期', '2026-04-01');
  await editor.getByLabel('页数', { exact: true }).fill('2');
  await editor
    .locator('input[type=file]')
    .setInputFiles({ name: `${seri}.pdf`, mimeType: 'application/pdf', buffer: pdf });
  await expect(editor.getByRole('link', { name: new RegExp(`${seri}\\.pdf`) })).toBeVisible();
  await editor.getByRole('button', { name: spaced('确定') }).click();
  await expect(editor).toBeHidden();
  await expect(versions.getByRole('checkbox', { name: '设为当前版本 R0' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(versions).toBeHidden();
  await expect(row.getByRole('cell', { name: 'R0', exact: true })).toBeVisible();
  await screenshot(page, 'workcards-published');

  // East Wing's engineer (an operator of the DA40 NG) downloads it.
  await page.goto('/');
  await signOut(page);
  await signIn(page, demo.eastWingEngineer, DEMO_PASSWORD);
  const operatorCards = await openCards(page);
  const operatorRow = operatorCards.getByRole('row').filter({ hasText: seri });
  await expect(operatorRow.getByRole('cell', { name: 'R0', exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    operatorRow.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${seri}.pdf`);
  const saved = await download.path();
  const fs = await import('node:fs');
  expect(fs.readFileSync(saved).equals(pdf)).toBe(true);

  await operatorRow.getByRole('button', { name: '文件' }).click();
  const readOnly = page.getByRole('dialog', { name: new RegExp(`文件版本 - ${cardName}`) });
  await expect(readOnly.getByRole('button', { name: `${seri}.pdf` })).toBeVisible();
  await expect(readOnly.getByRole('button', { name: '上传版本' })).toHaveCount(0);
  await screenshot(page, 'workcards-operator');
});
