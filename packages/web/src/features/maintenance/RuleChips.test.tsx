import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import { RuleChips } from './RuleChips';
import { ctrlRow, noDue } from './test-rows';

// Issue 31 (axe's aria-allowed-attr): read-only chips are text, not toggles; chips that choose are toggle buttons.

const row = ctrlRow(1, 'Oil change', {
  timerContent: [
    { name: 'R1', type: 1, hc: 100, ho: null, hw: null, cc: null, co: null, cw: null },
    { name: 'R2', type: 3, hc: 50, ho: null, hw: null, cc: null, co: null, cw: null },
  ],
  rulesDue: [
    { ...noDue, name: 'R1' },
    { ...noDue, name: 'R2' },
  ],
  curTimeItem: 'R2',
});

const chip = (name: string) => document.querySelector(`[data-rule="${name}"]`) as HTMLElement;

describe('RuleChips', () => {
  it('read-only: no button role and no aria-pressed; the current rule has aria-current', () => {
    renderWithProviders(<RuleChips row={row} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    for (const name of ['R1', 'R2']) {
      expect(chip(name).hasAttribute('aria-pressed')).toBe(false);
      expect(chip(name).hasAttribute('tabindex')).toBe(false);
    }
    expect(chip('R2').getAttribute('aria-current')).toBe('true');
    expect(chip('R1').hasAttribute('aria-current')).toBe(false);
  });

  it('with onSelect: toggle buttons, the current one pressed, choosing by keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderWithProviders(<RuleChips row={row} onSelect={onSelect} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    expect(chip('R2').hasAttribute('aria-current')).toBe(false);
    chip('R1').focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('R1');
  });
});
