import type { Locator, Page } from '@playwright/test';
import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 11, item 8 on a phone (390×844): the dashboard's nearest items, the aircraft list and the fleet monitor
// show each row as a compact card (tail number, item, due date / remaining, state colour) instead of a wide
// table under a sticky action column, nothing is wider than the screen, and the monitor's filters are folded
// behind a button so that its first screen shows rows. East Wing's administrator on the demo fleet.
// Issue 33 on a phone: the production orders are cards too, and 王芳 signs the next steps of the demo's order in
// work at the aircraft (the order's drawer full width, the sign button and the measured value's field in reach).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Whether the element lies inside the screen's width (and is what a tap at its centre reaches). */
async function expectInScreen(element: Locator, what: string): Promise<void> {
  const seen = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { inWidth: r.left >= 0 && r.right <= window.innerWidth, onTop: hit !== null && el.contains(hit) };
  });
  expect(seen, `${what} inside the screen and on top`).toEqual({ inWidth: true, onTop: true });
}

/** A control item's card: tail number, item, due date or remaining, and the state as a coloured tag. */
async function expectCtrlCard(card: Locator): Promise<void> {
  // The tail number, and on the fleet monitor the aircraft's airworthiness status after it (issue 32).
  await expect(card.getByTestId('card-tail')).toHaveText(/^B-\d{4}(可用|带保留可用|不可用)?$/);
  await expect(card.getByTestId('card-item')).not.toBeEmpty();
  await expect(card.getByTestId('card-due')).not.toBeEmpty();
  await expect(card.locator('[data-state]')).toHaveAttribute('data-state', /^(overdue|warning|ok)$/);
  await expectInScreen(card, 'card');
}

test('on a phone the maintenance lists are compact cards and the monitor folds its filters', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);

  // Dashboard: the nearest items as cards, the first one overdue.
  const due = page.getByTestId('due-card');
  const dashCards = due.getByTestId('ctrl-card');
  await expect(dashCards.first()).toBeVisible();
  await expectCtrlCard(dashCards.first());
  await expect(dashCards.first().locator('[data-state]')).toHaveAttribute('data-state', 'overdue');
  await expect(due.getByRole('columnheader')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshot(page, 'mobile-dashboard-due');

  // The aircraft list: a card per aircraft with its actions inside; no action column over the screen.
  await page.goto('/plane/entity');
  const planeCard = page.getByTestId('plane-card').filter({ hasText: 'B-7002' });
  await expect(planeCard).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  await expectInScreen(planeCard.getByRole('button', { name: '维修配置' }), '维修配置');
  await expectInScreen(planeCard.getByRole('button', { name: 'B-7002' }), 'tail number');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshot(page, 'mobile-aircraft-list');

  // Its maintenance list (the drawer, full width): cards as well.
  await planeCard.getByRole('button', { name: 'B-7002' }).click();
  const view = page.getByRole('dialog', { name: /^B-7002（/ });
  const viewCards = view.getByTestId('ctrl-card');
  await expect(viewCards.first()).toBeVisible();
  await expectCtrlCard(viewCards.first());
  await screenshot(page, 'mobile-aircraft-drawer');
  await view.getByRole('button', { name: '关闭' }).click();

  // The fleet monitor: filters behind a button, cards on the first screen.
  await page.goto('/maintain/contorl');
  const fleetCards = page.getByTestId('ctrl-card');
  await expect(fleetCards.first()).toBeVisible();
  await expect(page.getByLabel('飞机', { exact: true })).toBeHidden();
  await expect(page.getByRole('checkbox', { name: '只看超期' })).toBeHidden();
  const firstBox = await fleetCards.first().boundingBox();
  expect(firstBox && firstBox.y + firstBox.height).toBeLessThanOrEqual(844);
  await expectCtrlCard(fleetCards.first());
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshot(page, 'mobile-fleet');
  const filters = page.getByRole('button', { name: /筛选/ });
  await filters.click();
  await expect(page.getByRole('checkbox', { name: '只看超期' })).toBeVisible();
  await page.getByRole('checkbox', { name: '只看超期' }).check();
  await expect(fleetCards.first().locator('[data-state]')).toHaveAttribute('data-state', 'overdue');
  await screenshot(page, 'mobile-fleet-filters');
});

test('on a phone the production orders are cards and a technician signs the next steps at the aircraft', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.eastWingEngineer, DEMO_PASSWORD);

  // The list: a card per order (number, state, aircraft and title, cards done, planned days); no columns.
  await page.goto('/maintain/order');
  const card = page.getByRole('row').filter({ hasText: 'B-7102' }).filter({ hasText: '执行中' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/工卡 \d+\/\d+/);
  await expect(page.getByRole('columnheader')).toHaveCount(0);
  const open = card.getByRole('button', { name: /^打开工单 WO-/ });
  await expectInScreen(open, 'the order’s number');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshot(page, 'mobile-orders');

  // The order's drawer over the whole screen; the first card's next step signed with a tap.
  await open.tap();
  const drawer = page.getByTestId('order-drawer');
  await expect(drawer).toBeVisible();
  const next = drawer.getByRole('listitem').filter({ has: page.getByRole('button', { name: spaced('签署') }) });
  const step = next.first();
  const stepId = await step.getAttribute('data-testid');
  const sign = step.getByRole('button', { name: spaced('签署') });
  await sign.scrollIntoViewIfNeeded();
  await expectInScreen(sign, 'the step’s sign button');
  await sign.tap();
  const signed = drawer.getByTestId(stepId ?? '');
  await expect(signed).toContainText('工作者 王芳 CCAR-66 ME-TA-0421');

  // The card's next step is measured (a torque, RII): its value typed on the phone's keypad, then signed; the
  // inspection waits for another person.
  const measured = next.filter({ hasText: '限值' }).first();
  const value = measured.getByLabel(/^测量值/);
  await value.scrollIntoViewIfNeeded();
  await expectInScreen(value, 'the measured value');
  await expect(value).toHaveAttribute('inputmode', 'decimal');
  await value.fill('45');
  const measuredId = await measured.getAttribute('data-testid');
  await measured.getByRole('button', { name: spaced('签署') }).tap();
  const done = drawer.getByTestId(measuredId ?? '');
  await expect(done).toContainText('测量值: 45');
  await expect(done).toContainText('工作者 王芳');
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await screenshot(page, 'mobile-order-signed');
});
