import type { MaintainCtrlRow } from '@hangar/domain/contracts/maintenance';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, renderWithProviders } from '../account/test-support';
import { FIRST_SCREEN } from './lazy-rows';
import { near, stubObserver } from './observer-stub';
import PlaneMaintainList from './PlaneMaintainList';
import { ctrlRow, stubCtrlList } from './test-rows';

// The maintenance list renders its first screen of rows with the data and the others near the view or in idle
// time (lazy-rows.tsx): jsdom has no IntersectionObserver, so these tests give it one they drive by hand.

const COUNT = 28;
const fixed = { name: 'F', type: 2, hc: null, ho: null, hw: null, cc: null, co: null, cw: 30 };
const rows: MaintainCtrlRow[] = Array.from({ length: COUNT }, (_, i) =>
  ctrlRow(i + 1, `Item ${i + 1}`, { timerContent: [fixed], sorter: i + 1 }),
);
const plane = { id: 7, name: 'B-7001', model: 5, allFlyHours: 140 };

/** A rendered row's height in this test's layout (jsdom has none): a placeholder takes it. */
const ROW_HEIGHT = 70;

const realFetch = globalThis.fetch;
beforeEach(() => {
  stubObserver();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const height = this.tagName === 'TR' && !this.classList.contains('hangar-row-pending') ? ROW_HEIGHT : 0;
    return { top: 0, left: 0, right: 0, bottom: height, width: 0, height, x: 0, y: 0, toJSON: () => ({}) };
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  globalThis.fetch = realFetch;
});

function stub(): Call[] {
  return stubCtrlList(rows, ({ url }) => {
    if (url.startsWith('/api/MaintainCtrl/')) return { body: {} };
    return undefined;
  });
}

const rowTr = (id: number) => document.querySelector(`tbody tr[data-row-key="${id}"]`) as HTMLElement;
const pending = () => document.querySelectorAll('tbody tr.hangar-row-pending').length;

describe('PlaneMaintainList rows rendered where the user looks', { timeout: 60_000 }, () => {
  it('renders the first screen with the data, a row scrolled to at once, then every row; selection covers all', async () => {
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    // No idle time of its own in jsdom: the fill waits on timers, held here until the test lets it go.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const calls = stub();
    renderWithProviders(<PlaneMaintainList plane={plane} mode="config" />);
    expect(await screen.findByText('Item 1')).toBeTruthy();
    vi.useRealTimers();

    // Every row of the page is in the table; the first screen has its cells, the last is a placeholder.
    expect(document.querySelectorAll('tbody tr[data-row-key]')).toHaveLength(COUNT);
    expect(rowTr(FIRST_SCREEN).className).not.toContain('hangar-row-pending');
    expect(rowTr(FIRST_SCREEN).querySelector('[data-rule="F"]')).toBeTruthy();
    expect(rowTr(COUNT).className).toContain('hangar-row-pending');
    expect(rowTr(COUNT).querySelector('[data-rule]')).toBeNull();
    // A placeholder is as high as a rendered row, so rows getting their cells move no row below them.
    expect(rowTr(COUNT).style.height).toBe(`${ROW_HEIGHT}px`);
    // The chips column has a fixed width whatever the rows (their text wraps inside it), so rows getting their
    // cells do not widen it.
    const chip = rowTr(1).querySelector('[data-rule="F"]') as HTMLElement;
    expect(chip.style.whiteSpace).toBe('normal');
    expect((chip.parentElement as HTMLElement).style.minWidth).toBe('');
    const chipsCol = [...document.querySelectorAll('colgroup col')].map((c) => (c as HTMLElement).style.width);
    expect(chipsCol).toContain('180px');

    // Scrolled to: the last row renders its cells (and its rule chip answers as in any row).
    if (rowTr(COUNT).className.includes('hangar-row-pending')) near(rowTr(COUNT));
    await waitFor(() => expect(rowTr(COUNT).querySelector('[data-rule="F"]')).toBeTruthy());
    await u.click(rowTr(COUNT).querySelector('[data-rule="F"]') as HTMLElement);
    expect(await screen.findByText('该项始终生效，无需选择')).toBeTruthy();

    // The rest follows in idle time: after a while no placeholder is left.
    await waitFor(() => expect(pending()).toBe(0), { timeout: 10_000 });
    expect(screen.getByText(`Item ${COUNT - 1}`)).toBeTruthy();

    // Select-all of the header ticks the whole page, then batch delete sends every id of it.
    const header = document.querySelector('thead .ant-checkbox-input') as HTMLElement;
    await u.click(header);
    await waitFor(() =>
      expect(document.querySelectorAll('tbody tr[data-row-key] .ant-checkbox-checked')).toHaveLength(COUNT),
    );
    await u.click(screen.getAllByRole('button', { name: /^更\s*多$/ })[0]);
    await u.click(await screen.findByRole('menuitem', { name: '批量删除' }));
    expect(await screen.findByText(`确定要删除选中的 ${COUNT} 个维修项目?`)).toBeTruthy();
    await u.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/MaintainCtrl/BatchDelete')).toHaveLength(1));
    const [batch] = calls.filter((c) => c.url === '/api/MaintainCtrl/BatchDelete');
    expect((batch.body as { idExt: string }).idExt.split(',').map(Number)).toEqual(rows.map((r) => r.id));
  });
});
