import type { Locator, Page } from '@playwright/test';
import { demo, expect, screenshot, signIn, spaced, test } from './fixtures';
import { DEMO_PASSWORD } from './server';

// Issue 29, item 11 (part): at 1440×900 the time-rule row of the maintenance item dialog is whole (every cell
// and its remove button on screen, none clipped by a sideways scroll), no column of the aircraft drawer's
// maintenance list is cut by the pinned action column, and the fleet monitor's table fills the window's height
// (the summary cards on one row, the filters on one line); on a phone (390×844) the dialog's rule row and the
// monitor still work. East Wing's administrator on the demo fleet; elementFromPoint answers what a click at an
// element's centre would reach, as in lists-layout.spec.ts.

/** Inside the window and on top at its centre (not clipped by a scroll area, not covered). */
async function expectOnTop(element: Locator, what: string): Promise<void> {
  const seen = await element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const inWindow = r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
    // Inside every scrolling ancestor's visible box too (a sideways-scrolled grid clips without covering).
    let clipped = false;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (!/(auto|scroll|hidden)/.test(style.overflowX)) continue;
      const box = p.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1) clipped = true;
    }
    return { inWindow, onTop: hit !== null && el.contains(hit), clipped };
  });
  expect(seen, `${what} whole, on screen and on top`).toEqual({ inWindow: true, onTop: true, clipped: false });
}

async function openAircraft(page: Page, tail: string): Promise<Locator> {
  await page.goto('/plane/entity');
  const row = page.getByRole('row').filter({ hasText: tail });
  await expect(row).toBeVisible();
  return row;
}

/** Opens 编辑 on the first item of the aircraft's maintenance setup that has a time rule. */
async function editFirstItem(page: Page, tail: string): Promise<Locator> {
  const row = await openAircraft(page, tail);
  await row.getByRole('button', { name: '维修配置' }).click();
  const setup = page.getByRole('dialog', { name: `维修配置 - ${tail}` });
  const first = setup.locator('tbody tr[data-row-key]').filter({ hasText: '100小时/年度检查' }).first();
  await first.getByRole('button', { name: spaced('编辑') }).click();
  const dialog = page.getByRole('dialog', { name: '编辑维修项目' });
  await expect(dialog.getByRole('button', { name: '删除时控项' }).first()).toBeVisible();
  return dialog;
}

/** Every cell of the first time rule: its inputs (name, mode, the nine figures) and its remove button. */
function ruleCells(dialog: Locator): Locator {
  return dialog.getByTestId('time-rules').locator('.ant-form-item-control-input, button');
}

/** What a controller opens the aircraft drawer for: the item, its due figures and each rule's due (the chips). */
const DRAWER_COLUMNS = [
  '时控名称',
  '预计到期日',
  '到期日期',
  '剩余天数',
  '到期小时',
  '剩余小时',
  '到期起落',
  '剩余起落',
  '时控项',
];

test.describe('at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the item dialog, the aircraft drawer and the fleet monitor fit the screen', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);

    // The item dialog: the rule row whole, from its name to its remove button.
    const dialog = await editFirstItem(page, 'B-7002');
    const cells = ruleCells(dialog);
    const count = await cells.count();
    expect(count).toBeGreaterThanOrEqual(12);
    for (let i = 0; i < count; i++) await expectOnTop(cells.nth(i), `time-rule cell ${i + 1}`);
    await screenshot(page, 'layout-1440-item-dialog');
    await dialog.getByRole('button', { name: spaced('取消') }).click();
    await expect(dialog).toBeHidden();
    await page.keyboard.press('Escape');

    // The aircraft drawer: before any sideways scroll, the name, the due figures and the rule chips (each
    // rule's due) are whole on the left of the pinned action column, not under it.
    const row = await openAircraft(page, 'B-7002');
    await row.getByRole('button', { name: 'B-7002' }).click();
    const view = page.getByRole('dialog', { name: /^B-7002（/ });
    const table = view.locator('.ant-table').first();
    await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
    const under = await table.evaluate((t, titles) => {
      const heads = [...t.querySelectorAll('thead th')].map((h) => (h as HTMLElement).innerText.trim());
      const cells = [...(t.querySelector('tbody tr[data-row-key]')?.querySelectorAll('td') ?? [])];
      const action = cells.find((td) => td.classList.contains('ant-table-cell-fix-end'));
      if (!action) return ['no pinned action column'];
      const edge = action.getBoundingClientRect().left;
      return titles.flatMap((title) => {
        const cell = cells[heads.indexOf(title)];
        if (!cell) return [`no column ${title}`];
        const r = cell.getBoundingClientRect();
        return r.right <= edge + 1
          ? []
          : [
              `${title} ${Math.round(r.left)}–${Math.round(r.right)} runs under the action column at ${Math.round(edge)}`,
            ];
      });
    }, DRAWER_COLUMNS);
    expect(under).toEqual([]);
    const first = table.locator('tbody tr[data-row-key]').first();
    const heads = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
    for (const title of DRAWER_COLUMNS)
      await expectOnTop(first.locator('td').nth(heads.indexOf(title)), `drawer column ${title}`);
    await screenshot(page, 'layout-1440-aircraft-drawer');
    await view.getByRole('button', { name: '关闭' }).click();

    // The fleet monitor: the summary cards on one row and the filters on one line leave the table the window's
    // height below them (its body began at 496 px and showed five rows), down to the bottom of the window.
    await page.goto('/maintain/contorl');
    const fleet = page.locator('.ant-table').first();
    await expect(fleet.locator('tbody tr[data-row-key]').nth(8)).toBeAttached();
    const fill = await page.evaluate(() => {
      const body = document.querySelector('.ant-table-body') as HTMLElement;
      const box = body.getBoundingClientRect();
      const rows = [...body.querySelectorAll('tbody tr[data-row-key]')].filter((r) => {
        const b = r.getBoundingClientRect();
        return b.top >= box.top && b.bottom <= box.bottom + 1;
      }).length;
      const pager = document.querySelector('.ant-table-pagination')?.getBoundingClientRect();
      return { rows, top: box.top, pagerBottom: pager?.bottom ?? 0, height: window.innerHeight };
    });
    expect(fill.top, 'the table body’s top').toBeLessThanOrEqual(400);
    expect(fill.rows, 'whole rows in view').toBeGreaterThanOrEqual(6);
    expect(fill.pagerBottom, 'the pager in the window').toBeLessThanOrEqual(fill.height);
    expect(fill.height - fill.pagerBottom, 'the table down to the bottom of the window').toBeLessThanOrEqual(48);
    await screenshot(page, 'layout-1440-fleet-fill');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the item dialog’s rules scroll inside the dialog and the monitor shows its rows', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, demo.eastWingAdmin, DEMO_PASSWORD);
    await page.goto('/plane/entity');
    const card = page.getByTestId('plane-card').filter({ hasText: 'B-7002' });
    await card.getByRole('button', { name: '维修配置' }).click();
    const setup = page.getByRole('dialog', { name: '维修配置 - B-7002' });
    const item = setup.getByTestId('ctrl-card').filter({ hasText: '100小时/年度检查' }).first();
    await item.getByRole('button', { name: spaced('编辑') }).click();
    const dialog = page.getByRole('dialog', { name: '编辑维修项目' });
    const rules = dialog.getByTestId('time-rules');
    await expect(rules).toBeVisible();
    // The first cell (the rule's name) is whole once the dialog is scrolled down to it; the row scrolls sideways
    // inside the dialog, not the page.
    // Retried until it holds: a scroll made while the dialog still opens (its zoom) lands short.
    await expect(async () => {
      await rules.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
      await expectOnTop(ruleCells(dialog).first(), 'the rule name');
    }).toPass();
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth }));
    expect(widths.page).toBeLessThanOrEqual(390);
    await screenshot(page, 'layout-390-item-dialog');
    await dialog.getByRole('button', { name: spaced('取消') }).click();

    await page.goto('/maintain/contorl');
    await expect(page.getByTestId('ctrl-card').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
