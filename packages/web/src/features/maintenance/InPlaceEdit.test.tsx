import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import { InPlaceHours, InPlaceText } from './InPlaceEdit';

// The in-place editors refuse what the contract refuses, with its message, and keep what was typed: nothing is
// cut, clamped or dropped.

describe('in-place editors', { timeout: 60_000 }, () => {
  it('refuses an over-long serial number with the limit message, shows the counter, and saves nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    renderWithProviders(<InPlaceText value="S1" editable label="序号" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: '序号' }));
    const input = screen.getByRole('textbox', { name: '序号' }) as HTMLInputElement;
    const long = 'S'.repeat(101);
    await user.clear(input);
    await user.paste(long);
    expect(screen.getByText('101 / 100')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(screen.getByRole('alert').textContent).toBe('序号 不能超过 100 个字符');
    expect(input.value).toBe(long);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses negative hours and letters with the spec’s message instead of changing them', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => true);
    renderWithProviders(<InPlaceHours executeHours={10} initHours={null} editable onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: '执行小时' }));
    const hours = screen.getByRole('textbox', { name: '执行小时' }) as HTMLInputElement;
    await user.clear(hours);
    await user.type(hours, '-5');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(screen.getByRole('alert').textContent).toBe('数值格式不正确');
    await user.clear(hours);
    await user.type(hours, '12abc');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(screen.getByRole('alert').textContent).toBe('数值格式不正确');
    expect(hours.value).toBe('12abc');
    expect(onSave).not.toHaveBeenCalled();
  });
});
