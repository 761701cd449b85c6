import type { Locator, Page } from '@playwright/test';
import { apiPost, dayFromToday, expect, spaced } from './fixtures';

// Steps of the aircraft and maintenance-control journeys (East Wing's screens, zh-CN).

/** Picks an option of the open select by its title (antd's list items; the accessible listbox is hidden). */
export async function pick(page: Page, title: string): Promise<void> {
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).click();
}

/**
 * The manufacturer's DA40 NG as an operator's model picker offers it: a model the company does not manage
 * carries its managing company's name (another company may have a model of the same name).
 */
export const DA40_NG_OPTION = 'DA40 NG · Skyward Aircraft Manufacturing';

/** Adds an aircraft of the DA40 NG model on /plane/entity and answers its row. */
export async function addAircraft(page: Page, tail: string, hours: number): Promise<Locator> {
  await page.getByRole('button', { name: '新增飞机' }).click();
  const dialog = page.getByRole('dialog', { name: '新增飞机' });
  await dialog.getByLabel('国籍登记号', { exact: true }).fill(tail);
  await dialog.getByLabel('机型', { exact: true }).click();
  await pick(page, DA40_NG_OPTION);
  await dialog.getByLabel('总飞行小时', { exact: true }).fill(String(hours));
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.getByText('创建成功')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: tail });
  await expect(row).toBeVisible();
  return row;
}

/** Opens the maintenance setup (维修配置) drawer of an aircraft's row. */
export async function openSetup(page: Page, planeRow: Locator, tail: string): Promise<Locator> {
  await planeRow.getByRole('button', { name: '维修配置' }).click();
  const drawer = page.getByRole('dialog', { name: `维修配置 - ${tail}` });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Fills the required fields of the maintenance item dialog: name, type 机体定检, requirement. */
export async function fillItem(page: Page, dialog: Locator, name: string, content: string): Promise<void> {
  await dialog.getByLabel('时控名称', { exact: true }).fill(name);
  await dialog.getByLabel('维修类型', { exact: true }).click();
  await pick(page, '机体定检');
  await dialog.getByLabel('检修要求', { exact: true }).fill(content);
}

/** Adds one periodic (周期) rule row to the dialog's time rules; empty figures are left blank. */
export async function addPeriodicRule(
  page: Page,
  dialog: Locator,
  rule: { name: string; hours?: number; hoursWarn?: number; calendar?: string; daysWarn?: number },
): Promise<void> {
  await dialog.getByRole('button', { name: /添加时控项/ }).click();
  await dialog.getByLabel('名称', { exact: true }).fill(rule.name);
  await dialog.getByLabel('时控方式', { exact: true }).click();
  await pick(page, '周期');
  const fields: [string, string | number | undefined][] = [
    ['间隔(小时)', rule.hours],
    ['预警(小时)', rule.hoursWarn],
    ['间隔(年月日)', rule.calendar],
    ['预警(天)', rule.daysWarn],
  ];
  for (const [label, value] of fields) {
    if (value !== undefined) await dialog.getByLabel(label, { exact: true }).fill(String(value));
  }
}

/**
 * Adds, through the API, a DA40 NG aircraft with its totals and one 50-hour control item done `doneDaysAgo` days
 * ago at `doneHours` (the setup of a journey that is not about these screens); answers the aircraft's id.
 */
export async function addPlaneWithItem(
  page: Page,
  plane: { tail: string; hours: number; landings: number },
  item: { name: string; doneDaysAgo: number; doneHours: number },
): Promise<number> {
  const models = await apiPost<{ items: { id: number; name: string }[] }>(page, '/api/PlaneModel/Query', {
    pageSize: 100,
  });
  const model = models.items.find((m) => m.name === 'DA40 NG');
  if (!model) throw new Error('the demo model DA40 NG is missing');
  const added = await apiPost<{ id: number }>(page, '/api/PlaneEntity/Add', {
    name: plane.tail,
    model: model.id,
    allFlyHours: plane.hours,
    allLandings: plane.landings,
  });
  await apiPost(page, '/api/MaintainCtrl/Add', {
    planeEntity: added.id,
    name: item.name,
    type: 1,
    content: 'Inspect per the checklist',
    timerContent: [{ name: '50 h', type: 1, hc: 50, hw: 5 }],
    timerSource: 1,
    timeAlign: 0,
    executeDate: `${dayFromToday(-item.doneDaysAgo)} 00:00:00`,
    executeHours: item.doneHours,
  });
  return added.id;
}

/** The id of the demo company's aircraft of this tail number (through the API, as the screens find it). */
export async function planeIdByTail(page: Page, tail: string): Promise<number> {
  const found = await apiPost<{ items: { id: number }[] }>(page, '/api/PlaneEntity/Query', {
    filters: [{ name: 'name', compare: 'eq', value: tail, relate: 'and' }],
    page: 1,
    pageSize: 1,
  });
  const id = found.items[0]?.id;
  if (id === undefined) throw new Error(`no aircraft ${tail}`);
  return id;
}

/** The fleet monitor filtered to one aircraft: its first row (the status after the tail number). */
export async function monitorOf(page: Page, tail: string): Promise<Locator> {
  await page.goto('/maintain/contorl');
  const planeFilter = page.getByLabel('飞机', { exact: true });
  await planeFilter.click();
  await planeFilter.fill(tail);
  await pick(page, tail);
  const row = page.getByRole('row').filter({ hasText: tail }).first();
  await expect(row).toBeVisible();
  return row;
}
