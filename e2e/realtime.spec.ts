import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Real-time channel: two browsers signed in to East Wing Aviation. The engineer keeps the department list open;
// the administrator adds a department and then renames it in the other browser. The engineer's list shows
// both changes without a reload (DataRefresh over /ws invalidates the department queries).

const added = 'E2E 实时部门';
const renamed = 'E2E 实时部门（改名）';
/** Names are stored NFKC-normalised: the full-width brackets typed become ASCII ones. */
const stored = renamed.normalize('NFKC');

test('a department added or renamed in one browser appears in the other without reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The watcher: the engineer (organize-department view, no functions), on the department list.
  await signIn(page, demo.eastWingEngineer, DEMO_PASSWORD);
  const socketOpened = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/ws'));
  await page.goto('/organize/department');
  await expect(page).toHaveTitle('Hangar 维修管理系统 - 部门管理');
  const socket = await socketOpened;
  await expect(page.getByRole('row').filter({ hasText: 'Maintenance' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: added })).toHaveCount(0);
  let reloaded = false;
  page.on('load', () => {
    reloaded = true;
  });

  // The editor: the administrator, in another browser context (own cookies, own session).
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, demo.eastWingAdmin, DEMO_PASSWORD);
    await admin.goto('/organize/department');
    await admin.getByRole('button', { name: '新增部门' }).click();
    const addDialog = admin.getByRole('dialog', { name: '新增部门' });
    await addDialog.getByLabel('部门名称').fill(added);
    await addDialog.getByRole('button', { name: spaced('确定') }).click();
    await expect(admin.getByText('创建成功')).toBeVisible();

    await expect(page.getByRole('row').filter({ hasText: added })).toBeVisible();
    await screenshot(page, 'realtime-department-added');

    const row = admin.getByRole('row').filter({ hasText: added });
    await row.getByRole('button', { name: spaced('编辑') }).click();
    const editDialog = admin.getByRole('dialog', { name: '编辑部门' });
    await editDialog.getByLabel('部门名称').fill(renamed);
    await editDialog.getByRole('button', { name: spaced('确定') }).click();
    await expect(admin.getByText('修改成功')).toBeVisible();

    await expect(page.getByRole('row').filter({ hasText: stored })).toBeVisible();
    expect(reloaded).toBe(false);
    expect(socket.isClosed()).toBe(false);
  } finally {
    await adminContext.close();
  }
});
