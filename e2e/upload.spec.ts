import type { Locator, Page } from '@playwright/test';
import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Journey: uploading an avatar in personal settings (platform spec §2 "Dialogs", §7 "File upload"). The image
// is a small PNG drawn by the browser itself; it goes through POST /api/File/Presign and the PUT to the signed
// link, the dialog saves its file entry, and the header then shows it (the image really loads from the server,
// with the session cookie). A file of another type is refused before anything is sent. At the end the avatar
// is removed again, so the demo user is left as it was.

async function openPersonalSettings(page: Page): Promise<Locator> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人设置' }).click();
  const dialog = page.getByRole('dialog', { name: '个人设置' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A 64×64 PNG drawn on a canvas in the page (a real image a browser can decode). */
async function drawPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.fillStyle = '#1677ff';
    ctx.fillRect(0, 0, 64, 64);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(16, 16, 32, 32);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

/** The width the browser decoded for an <img> (0 while it has not loaded or failed). */
function naturalWidth(img: Locator): Promise<number> {
  return img.evaluate((el) => (el as HTMLImageElement).naturalWidth);
}

test('an avatar uploaded in personal settings shows in the header', async ({ page }) => {
  await signIn(page, demo.eastWingEngineer, DEMO_PASSWORD);
  const headerAvatar = page.getByTestId('user-menu').locator('img');
  await expect(headerAvatar).toHaveCount(0);

  let dialog = await openPersonalSettings(page);
  const input = dialog.locator('input[type=file]');

  // Another type is refused before the upload starts.
  const presigns: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/File/Presign')) presigns.push(request.url());
  });
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('只能上传 jpg, png, gif 图片')).toBeVisible();
  expect(presigns).toHaveLength(0);

  // A PNG is uploaded, previewed in the dialog, and saved with the personal settings.
  const png = await drawPng(page);
  await input.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
  const thumbnail = dialog.getByRole('img', { name: 'avatar.png' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => naturalWidth(thumbnail)).toBe(64);
  expect(presigns).toHaveLength(1);
  await screenshot(page, 'upload-avatar');
  // The demo user has no sex yet, which the form requires.
  await dialog.getByText('女', { exact: true }).click();
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('修改信息成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The header shows the new picture, loaded from the server; it stays after a reload.
  await expect(headerAvatar).toHaveCount(1);
  await expect.poll(() => naturalWidth(headerAvatar)).toBe(64);
  await page.reload();
  await expect.poll(() => naturalWidth(headerAvatar)).toBe(64);
  await screenshot(page, 'upload-header-avatar');
  const src = await headerAvatar.getAttribute('src');
  expect(src).toBeTruthy();
  const download = await page.request.get(src ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('image/png');
  expect(Buffer.compare(await download.body(), png)).toBe(0);

  // Removing the avatar and saving leaves the user as it was.
  dialog = await openPersonalSettings(page);
  await dialog.getByRole('button', { name: '删除文件' }).click();
  await expect(dialog.getByRole('img', { name: 'avatar.png' })).toHaveCount(0);
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();
  await expect(headerAvatar).toHaveCount(0);
});
