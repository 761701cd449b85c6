import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { monitorOf, planeIdByTail } from './aircraft';
import { apiPost, demo, expect, screenshot, signIn, signOut, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// The production order journey of issue 33 (zh-CN, East Wing, the demo's B-7001: serviceable, no open order):
// a fault is raised on B-7001 → on the fleet monitor filtered to B-7001, 计划工单 previews the items due within 30
// days (forecasts included) and the open fault; both items and the fault are planned into a new order (the open
// AD/SB left out), and a card by hand with a required inspection (RII) step is added (AddCards: the dialog's
// cards by hand take a name only) → released → a part is added by hand on a card (the demo's work cards match no
// stock) and issued from the store: the stock goes down by one, the reservation has nothing open → 王芳 (licence
// CCAR-66 ME-TA-0421) signs every step; she is not offered her own RII step's inspection → 张敏 (CCAR-66 AV-0107)
// inspects it, signs the final inspection and closes the order with the certificate of release to service → the
// fleet monitor shows later due dates for the planned items, the fault record is closed, B-7001 is serviceable →
// the RII card's PDF and the CRS PDF, downloaded from the order's drawer, read back with pdftotext.

// A click that cannot land fails within the action timeout rather than at the journey's end.
test.use({ viewport: { width: 1440, height: 900 }, actionTimeout: 20_000 });

const stamp = Date.now().toString().slice(-5);
const tail = 'B-7001';
const fault = `E2E 左航行灯不亮 ${stamp}`;
const title = `E2E 30 天到期检查 ${stamp}`;
const riiCard = `E2E 主轮更换 ${stamp}`;
const riiSteps = [
  { text: `拆下左主轮 ${stamp}`, rii: 0 },
  { text: `装上主轮 按 AMM 32-40 拧紧轮轴螺母 ${stamp}`, rii: 1, unit: 'Nm', min: 40, max: 50 },
];
/** A part of East Wing's store with stock (the demo's work cards' material lines match no material). */
const part = 'CH48110-1';
const engineerLicence = 'CCAR-66 ME-TA-0421';
const adminLicence = 'CCAR-66 AV-0107';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hangar-orders-'));
test.afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Candidate {
  source: number;
  id: number;
  name: string;
  dueDate: string | null;
  onOrder: string | null;
}
interface Step {
  id: number;
  seq: number;
  text: string;
  rii: number;
  unit: string | null;
  performedBy: number | null;
}
interface Card {
  id: number;
  seq: number;
  name: string;
  steps: Step[];
}
interface Detail {
  id: number;
  seri: string;
  state: number;
  cardList: Card[];
}

/** The monitor's row of a control item, by its name. */
function itemRow(page: Page, name: string): Locator {
  return page.locator('tbody tr[data-row-key]').filter({ hasText: name });
}

/** The monitor row's forecast due cell (预计到期日: the nearest due of its rules, with what drives it). */
async function dueCell(page: Page, name: string): Promise<string> {
  const header = page.getByRole('columnheader', { name: '预计到期日' }).first();
  await expect(header).toBeVisible();
  const index = await header.evaluate((th) => Array.from(th.parentElement?.children ?? []).indexOf(th));
  const cell = itemRow(page, name).locator('td').nth(index);
  await expect(cell).toHaveText(/\d{4}-\d{2}-\d{2}/);
  return (await cell.innerText()).trim();
}

/** The operation screen's fault records of B-7001. */
async function faults(page: Page, planeId: number): Promise<Locator> {
  await page.goto(`/plane/operation?plane=${planeId}`);
  await page.getByRole('tab', { name: '维修记录', exact: true }).click();
  await page.getByRole('tab', { name: '故障记录', exact: true }).click();
  const list = page.getByTestId('record-list-fault');
  await expect(list).toBeVisible();
  return list;
}

/** The order's drawer through its address. */
async function openOrder(page: Page, id: number): Promise<Locator> {
  await page.goto(`/maintain/order?order=${id}`);
  const drawer = page.getByTestId('order-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Signs out (from the dashboard: the order's drawer covers the user menu) and in as `phone`. */
async function switchUser(page: Page, phone: string): Promise<void> {
  await page.goto('/home/dashboard');
  await signOut(page);
  await signIn(page, phone, DEMO_PASSWORD);
}

async function detailOf(page: Page, id: number): Promise<Detail> {
  return apiPost<Detail>(page, '/api/ProductionOrder/Get', { id });
}

async function stockOf(page: Page, material: number): Promise<number> {
  const found = await apiPost<{ items: { id: number; stock: number }[] }>(page, '/api/Material/QueryWithStock', {
    filters: [{ name: 'id', compare: 'eq', value: material, relate: 'and' }],
    page: 1,
    pageSize: 1,
  });
  const row = found.items.find((r) => r.id === material);
  if (!row) throw new Error(`no material ${material}`);
  return row.stock;
}

async function saved(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download') as Promise<Download>, click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

const pdfText = (file: string) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
// Whitespace and hyphens left out: a box's line break may fall in a licence number (pdftotext drops the hyphen).
const flat = (text: string) => text.replace(/[\s-]+/g, '');

test('plan B-7001’s due items and its fault into an order, issue the part, sign, inspect, release; the due list and the paper follow', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
  const planeId = await planeIdByTail(page, tail);

  // 0. The open fault: raised on the operation screen's fault records.
  let records = await faults(page, planeId);
  await records.getByRole('button', { name: spaced('新增') }).click();
  const add = page.getByRole('dialog', { name: '新增故障记录' });
  await add.getByLabel('工作内容', { exact: true }).fill(fault);
  await add.getByLabel('发现人', { exact: true }).fill('刘机长');
  await add.getByRole('button', { name: spaced('确定') }).click();
  await expect(add).toBeHidden();
  await expect(records.getByRole('row').filter({ hasText: fault })).toBeVisible();

  // What the server offers within 30 days: the control items (their due dates on the monitor before the visit).
  const candidates = await apiPost<Candidate[]>(page, '/api/ProductionOrder/Candidates', { plane: planeId, days: 30 });
  const items = candidates.filter((c) => c.source === 1 && c.onOrder === null);
  expect(items.length, 'B-7001 has items due within 30 days').toBeGreaterThan(0);
  const faultCandidate = candidates.find((c) => c.source === 2 && c.name.includes(fault));
  expect(faultCandidate, 'the fault is a candidate').toBeDefined();
  const material = await apiPost<{ items: { id: number; model: string | null; stock: number }[] }>(
    page,
    '/api/Material/QueryWithStock',
    { filters: [{ name: 'model', compare: 'eq', value: part, relate: 'and' }], page: 1, pageSize: 5 },
  );
  const materialId = material.items.find((m) => m.model === part)?.id;
  if (materialId === undefined) throw new Error(`no material ${part}`);
  const stockBefore = await stockOf(page, materialId);
  expect(stockBefore).toBeGreaterThan(0);

  // 1. The fleet monitor filtered to B-7001: the items' due dates before, then 计划工单.
  await monitorOf(page, tail);
  const before = new Map<string, string>();
  for (const item of items) before.set(item.name, await dueCell(page, item.name));
  await page.getByRole('button', { name: spaced('计划工单') }).click();
  const plan = page.getByRole('dialog', { name: `计划工单：${tail}` });
  await expect(plan.getByTestId('planning-dialog')).toBeVisible();
  const due = plan.getByTestId('plan-group-1');
  for (const item of items) {
    await expect(due.getByRole('checkbox', { name: new RegExp(literal(item.name)) })).toBeChecked();
  }
  // The forecast date of each item is previewed beside its due.
  await expect(due).toContainText('预计');
  const faultBox = plan.getByTestId('plan-group-2').getByRole('checkbox', { name: new RegExp(literal(fault)) });
  await expect(faultBox).toBeChecked();
  // Open ADs/SBs of the aircraft are offered too: left out of this visit.
  for (const box of await plan.getByTestId('plan-group-4').getByRole('checkbox').all()) {
    if (await box.isChecked()) await box.uncheck();
  }
  // Other open faults or deferrals (none in the demo) stay out as well.
  for (const group of ['plan-group-2', 'plan-group-3']) {
    for (const box of await plan.getByTestId(group).getByRole('checkbox').all()) {
      const name = (await box.evaluate((el) => el.closest('label')?.textContent ?? '')) || '';
      if (!name.includes(fault) && (await box.isChecked())) await box.uncheck();
    }
  }
  await expect(plan.getByText(`已选 ${items.length + 1} 项`)).toBeVisible();
  await plan.getByLabel('标题', { exact: true }).fill(title);
  await screenshot(page, 'orders-planning');
  // The dialog outlives the full-page screenshot's resize (the monitor's folded filters stay mounted).
  await expect(plan.getByLabel('标题', { exact: true })).toHaveValue(title);
  await plan.getByRole('button', { name: spaced('创建工单') }).click();
  await expect(page).toHaveURL(/\/maintain\/order\?order=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  let drawer = page.getByTestId('order-drawer');
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('dialog').filter({ has: drawer })).toContainText(title);
  await expect(drawer.getByRole('heading', { name: /^工卡 \(\d+\)$/ })).toHaveText(`工卡 (${items.length + 1})`);
  for (const item of items) await expect(drawer).toContainText(item.name);
  await expect(drawer).toContainText(fault);

  // The card by hand with its RII step (a measured torque), added while the order is a draft.
  await apiPost(page, '/api/ProductionOrder/AddCards', {
    id: orderId,
    manual: [{ name: riiCard, steps: riiSteps, estimatedHours: 1.5 }],
  });
  drawer = await openOrder(page, orderId);
  await expect(drawer.getByRole('heading', { name: new RegExp(literal(riiCard)) })).toBeVisible();
  await expect(page.getByRole('dialog').filter({ has: drawer }).getByText('草稿', { exact: true })).toBeVisible();

  // 2. Release.
  await drawer.getByRole('button', { name: spaced('下达') }).click();
  const confirmRelease = page.getByRole('dialog').filter({ hasText: /下达工单 .+？/ });
  await confirmRelease.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('工单已下达')).toBeVisible();
  await expect(page.getByRole('dialog').filter({ has: drawer }).getByText('已下达', { exact: true })).toBeVisible();

  // 3. The part: added by hand on the first item's card, then issued from the store.
  let detail = await detailOf(page, orderId);
  const partCard = detail.cardList.find((c) => c.name === items[0].name) ?? detail.cardList[0];
  const parts = drawer.getByTestId('order-parts');
  await expect(parts.getByText('该工单没有预留航材')).toBeVisible();
  await parts.getByRole('button', { name: spaced('添加航材') }).click();
  const addPart = page.getByRole('dialog', { name: '添加航材' });
  await addPart.getByLabel('工卡', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(`${partCard.seq}. ${partCard.name}`, { exact: true })
    .click();
  const materialSelect = addPart.getByRole('combobox', { name: '物料' });
  await materialSelect.click();
  await materialSelect.fill(part);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: part }).first().click();
  await addPart.getByLabel('数量', { exact: true }).fill('1');
  await addPart.getByRole('button', { name: spaced('确定') }).click();
  await expect(addPart).toBeHidden();
  const line = parts.locator('tbody tr[data-row-key]').filter({ hasText: part });
  await expect(line).toContainText(`${partCard.seq}. ${partCard.name}`);
  await line.getByRole('button', { name: spaced('发放') }).click();
  const issue = page.getByRole('dialog').filter({ hasText: /^发放: / });
  await expect(issue).toBeVisible();
  const warehouse = issue.getByLabel('仓库', { exact: true });
  await warehouse.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(issue.getByLabel('数量', { exact: true })).toHaveValue('1');
  await issue.getByRole('button', { name: spaced('确定') }).click();
  await expect(issue).toBeHidden();
  // Issued 1, nothing open: the reservation cleared; the store's stock one less.
  const columns = await parts.locator('thead th').allInnerTexts();
  const cellOf = (name: string) => line.locator('td').nth(columns.findIndex((c) => c.trim() === name));
  await expect(cellOf('已发放')).toHaveText('1');
  await expect(cellOf('未发放')).toHaveText('0');
  expect(await stockOf(page, materialId)).toBe(stockBefore - 1);
  await parts.getByRole('button', { name: spaced('拣货单') }).click();
  await expect(parts.getByText('没有需要拣货的航材')).toBeVisible();
  await screenshot(page, 'orders-parts-issued');

  // 4. 王芳 signs every step, in order (the torque with its measured value); her RII step awaits another.
  await switchUser(page, demo.eastWingEngineer);
  drawer = await openOrder(page, orderId);
  detail = await detailOf(page, orderId);
  let riiStep: Step | undefined;
  for (const card of detail.cardList) {
    for (const step of card.steps) {
      const item = drawer.getByTestId(`order-step-${step.id}`);
      if (step.unit !== null) await item.getByLabel(`测量值 (${step.unit})`).fill('45');
      await item.getByRole('button', { name: spaced('签署') }).click();
      await expect(item).toContainText(`工作者 王芳 ${engineerLicence}`);
      if (step.rii === 1) riiStep = step;
    }
  }
  if (!riiStep) throw new Error('no RII step on the order');
  const rii = drawer.getByTestId(`order-step-${riiStep.id}`);
  await expect(rii).toContainText('待他人检验');
  await expect(rii.getByRole('button', { name: spaced('检验签署') })).toHaveCount(0);
  await expect(page.getByRole('dialog').filter({ has: drawer }).getByText('执行中', { exact: true })).toBeVisible();
  await screenshot(page, 'orders-signed');

  // 5. 张敏 inspects the RII step, signs the final inspection and closes the order with the release to service.
  await switchUser(page, demo.eastWingAdmin);
  drawer = await openOrder(page, orderId);
  const inspected = drawer.getByTestId(`order-step-${riiStep.id}`);
  await inspected.getByRole('button', { name: spaced('检验签署') }).click();
  await expect(inspected).toContainText(`检验人 张敏 ${adminLicence}`);
  await drawer.getByRole('button', { name: spaced('最终检验') }).click();
  const confirmInspect = page.getByRole('dialog').filter({ hasText: /完成工单 .+ 的最终检验？/ });
  await confirmInspect.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('最终检验已完成')).toBeVisible();
  await drawer.getByRole('button', { name: spaced('关闭并放行') }).click();
  const close = page.getByRole('dialog').filter({ hasText: '关闭将以您的执照签发放行证明' });
  await close.getByLabel('放行备注', { exact: true }).fill(`E2E 放行 ${stamp}`);
  await close.getByRole('button', { name: spaced('关闭并放行') }).click();
  await expect(close).toBeHidden();
  await expect(page.getByRole('dialog').filter({ has: drawer }).getByText('已关闭', { exact: true })).toBeVisible();
  await screenshot(page, 'orders-closed');

  // 6. The paper: the RII card and the certificate of release to service, read back.
  const riiSeq = detail.cardList.find((c) => c.steps.some((s) => s.id === riiStep?.id))?.seq;
  const cardFile = await saved(page, () => drawer.getByRole('button', { name: `第 ${riiSeq} 张工卡 PDF` }).click());
  const card = flat(pdfText(cardFile));
  for (const words of [
    riiCard,
    detail.seri,
    tail,
    '工作步骤',
    ...riiSteps.map((s) => s.text),
    '45 Nm',
    '王芳',
    engineerLicence,
    '张敏',
    adminLicence,
  ]) {
    expect(card, words).toContain(flat(words));
  }
  const crsFile = await saved(page, () => drawer.getByRole('button', { name: spaced('放行证明 PDF') }).click());
  const crs = flat(pdfText(crsFile));
  for (const words of [
    '放行证明',
    tail,
    detail.seri,
    fault,
    riiCard,
    ...items.map((i) => i.name),
    '兹证明上述工作已按照现行有效的规章和批准的维修资料完成，该航空器被认为可以放行使用。',
    '张敏',
    adminLicence,
    `E2E 放行 ${stamp}`,
  ]) {
    expect(crs, words).toContain(flat(words));
  }

  // 7. The loop closed: later due dates on the monitor, the fault closed, B-7001 serviceable.
  await monitorOf(page, tail);
  for (const item of items) {
    const after = await dueCell(page, item.name);
    const was = before.get(item.name) ?? '';
    expect(after, item.name).not.toBe(was);
    const day = (text: string) => text.match(/\d{4}-\d{2}-\d{2}/)?.[0] ?? '';
    expect(day(after) > day(was), `${item.name}: ${was} → ${after}`).toBe(true);
  }
  const monitorRow = page.locator('tbody tr[data-row-key]').filter({ hasText: tail }).first();
  await expect(monitorRow.getByText('可用', { exact: true })).toBeVisible();
  await screenshot(page, 'orders-monitor-after');
  records = await faults(page, planeId);
  await expect(records.getByRole('row').filter({ hasText: fault })).toContainText('已关闭');
});

/** A string as a literal in a RegExp. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
