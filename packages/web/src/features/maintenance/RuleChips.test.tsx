import { timeRule } from '@hangar/domain/due';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { RuleChips, type RuleChipsProps } from './RuleChips';

// Issue 31: a read-only rule chip is text (no aria-pressed without a button role; the current one is
// aria-current); a chip the user may pick is a toggle button.

const row: RuleChipsProps['row'] = {
  timerContent: [timeRule({ name: 'A', type: 3, hc: 100 }), timeRule({ name: 'B', type: 3, hc: 50 })],
  rulesDue: [null, null],
  curTimeItem: 'A',
  expireDateSet: null,
} as unknown as RuleChipsProps['row'];

describe('RuleChips', () => {
  it('read-only: no toggles, the current rule marked current', () => {
    const { container } = renderWithProviders(<RuleChips row={row} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(container.querySelectorAll('[aria-pressed]')).toHaveLength(0);
    expect(container.querySelector('[data-rule="A"]')?.getAttribute('aria-current')).toBe('true');
    expect(container.querySelector('[data-rule="B"]')?.getAttribute('aria-current')).toBeNull();
  });

  it('selectable: toggle buttons, the current one pressed', () => {
    renderWithProviders(<RuleChips row={row} onSelect={() => {}} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
  });
});
