import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { apiPost, demo, expect, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Server-made PDFs and signed-record exports (issue 32), as East Wing's administrator on the demo data (zh-CN):
// the aircraft drawer's 状态报告 and the fleet monitor's 到期清单 PDF downloaded and read back with pdftotext
// (Debian's poppler-utils); the aircraft's 履历签名包 downloaded and checked offline by
// `npm run verify-records -- --bundle FILE` (main.ts in its own process, no database).

test.use({ viewport: { width: 1440, height: 900 } });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-reports-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function saved(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });

async function planeId(page: Page, tail: string): Promise<number> {
  const found = await apiPost<{ items: { id: number }[] }>(page, '/api/PlaneEntity/Query', {
    filters: [{ name: 'name', compare: 'eq', value: tail, relate: 'and' }],
    page: 1,
    pageSize: 1,
  });
  const id = found.items[0]?.id;
  if (id === undefined) throw new Error(`no aircraft ${tail}`);
  return id;
}

test('the status report, the due list and the aircraft’s signed bundle, each read back', async ({ page }) => {
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const id = await planeId(page, 'B-7001');

  // 状态报告 in the aircraft drawer: every section, in Chinese.
  await page.goto(`/plane/entity?plane=${id}`);
  const drawer = page.getByRole('dialog').filter({ hasText: 'B-7001' });
  const report = await saved(page, () => drawer.getByRole('button', { name: spaced('状态报告') }).click());
  expect(report).toMatch(/B-7001-status-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = pdfText(report);
  for (const heading of [
    '飞机状态报告 · B-7001',
    '基本信息',
    '累计数据',
    '适航状态',
    '检查与到期项目',
    '时寿件',
    '装机部件',
    '未关闭故障',
    '证件',
    '最近签署的记录',
    '记录链',
  ]) {
    expect(text, heading).toContain(heading);
  }
  expect(text).toMatch(/第 1 页，共 \d+ 页/);

  // The aircraft's signed history as a bundle, verified offline.
  await drawer.getByRole('tab', { name: '飞机档案', exact: true }).click();
  await drawer.getByRole('tab', { name: '维修记录', exact: true }).click();
  // The export buttons beside the sub-tabs leave every sub-tab in the bar (none folded into its "more" menu).
  for (const name of ['检查记录', '故障记录', '修理/改装', '部件更换']) {
    const tab = drawer.getByRole('tab', { name, exact: true });
    const onTop = await tab.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, name).toBe(true);
  }
  const bundle = await saved(page, () => drawer.getByRole('button', { name: spaced('履历签名包') }).click());
  const checked = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, '../packages/server/src/main.ts'),
      'verify-records',
      '--bundle',
      bundle,
    ],
    { encoding: 'utf8', env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' } },
  );
  expect(checked).toContain('No problem found');
  expect(checked).toMatch(/Record key id: [0-9a-f]{16}/);

  // 到期清单 PDF on the fleet monitor, within 30 days.
  await page.goto('/maintain/contorl');
  await page.getByRole('button', { name: spaced('到期清单 PDF') }).click();
  const due = await saved(page, () => page.getByRole('button', { name: spaced('生成') }).click());
  const dueText = pdfText(due);
  expect(dueText).toContain('机队到期清单');
  expect(dueText).toContain('30 天内到期');
  expect(dueText).toMatch(/B-\d{4}（.+）：总小时/);
});
