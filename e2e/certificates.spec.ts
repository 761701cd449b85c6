import type { Page } from '@playwright/test';
import { addAircraft } from './aircraft';
import { dayFromToday, demo, expect, fillDate, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey of an engineer keeping an aircraft's certificates (issue "Documents and certificates", model document
// §2.7): East Wing's administrator adds an aircraft, opens its archive, uploads its airworthiness certificate
// expiring in 60 days with a scanned PDF (presign and PUT through the browser), sees the row warned on the list,
// and the dashboard's certificate card counts one more certificate expiring within 90 days.

const stamp = Date.now().toString().slice(-5);
const tail = `B-C${stamp}`;
const certName = `E2E 适航证 ${stamp}`;

/** The dashboard's count of certificates expiring within 90 days. */
async function expiringCount(page: Page): Promise<number> {
  await page.goto('/');
  const card = page.getByTestId('cert-alerts-card');
  const statistic = card.locator('.ant-statistic').filter({ hasText: '90 天内到期' });
  const value = statistic.locator('.ant-statistic-content-value');
  await expect(value).toBeVisible();
  return Number((await value.innerText()).replace(/\D/g, ''));
}

test('a certificate expiring in 60 days is warned on the aircraft archive and counted on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const before = await expiringCount(page);

  await page.goto('/plane/entity');
  const row = await addAircraft(page, tail, 120);
  await row.getByRole('button', { name: tail }).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`^${tail}（`) });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('tab', { name: '飞机档案' }).click();
  await expect(drawer.getByRole('tab', { name: '证件', selected: true })).toBeVisible();

  await drawer.getByRole('button', { name: '上传证件' }).click();
  const dialog = page.getByRole('dialog', { name: '上传证件' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('证件名称', { exact: true }).fill(certName);
  await fillDate(dialog, '颁发日期', dayFromToday(-300));
  await fillDate(dialog, '到期日期', dayFromToday(60));
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'airworthiness.pdf', mimeType: 'application/pdf', buffer: pdf });
  // Uploaded: the entry links to its stored file.
  await expect(dialog.getByRole('link', { name: /airworthiness\.pdf/ })).toBeVisible();
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();

  const certRow = drawer.getByRole('row').filter({ hasText: certName });
  await expect(certRow).toBeVisible();
  await expect(certRow.getByText('即将到期')).toBeVisible();
  await expect(certRow).toHaveAttribute('data-warn', 'expiring');
  await screenshot(page, 'certificates-archive');

  expect(await expiringCount(page)).toBe(before + 1);
  await screenshot(page, 'certificates-dashboard');
});
