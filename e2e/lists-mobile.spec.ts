import type { Locator, Page } from '@playwright/test';
import { demo, expect, screenshot, signIn, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 11, item 8 on a phone (390×844): the dashboard's nearest items, the aircraft list and the fleet monitor
// show each row as a compact card (tail number, item, due date / remaining, state colour) instead of a wide
// table under a sticky action column, nothing is wider than the screen, and the monitor's filters are folded
// behind a button so that its first screen shows rows. East Wing's administrator on the demo fleet.

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
