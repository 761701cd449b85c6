import type { MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../components/test-utils';
import { i18n } from '../../i18n/index';
import { MaintainItemDialog } from './MaintainItemDialog';
import { itemRow } from './test-rows';

// The landings part of a time rule in the editor: its three inputs, the rule's landings sent in the body, and a
// landings problem of the domain's validateTimeRules shown at its field.

const LANDINGS_KEY = 'timeRule.landingsInvalid';

const rule = { ho: null, hw: null, co: null, cw: null, lc: null, lo: null, lw: null };

function open(timerContent: MaintainItemRow['timerContent']) {
  const onSubmit = vi.fn(async () => undefined);
  renderWithProviders(
    <MaintainItemDialog<MaintainItemRow>
      kind="item"
      editing={{ state: 'edit', record: itemRow(3, 'Tyre change', { timerContent }) }}
      onClose={() => undefined}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

describe('TimeRuleEditor landings', { timeout: 60_000 }, () => {
  it('shows a rule’s landings interval, tolerance and warning and sends what is typed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = open([{ ...rule, name: 'L', type: 1, hc: 100, cc: null, lc: 500, lw: 20 }]);
    const interval = (await screen.findByRole('textbox', { name: '间隔(次)' })) as HTMLInputElement;
    expect(interval.value).toBe('500');
    expect((screen.getByRole('textbox', { name: '预警(次)' }) as HTMLInputElement).value).toBe('20');
    expect(screen.getByText('起落 间隔(次)')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: '容差(次)' }), '10');
    await user.clear(interval);
    await user.type(interval, '600');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        timerContent: [{ ...rule, name: 'L', type: 1, hc: 100, cc: null, lc: 600, lo: 10, lw: 20 }],
      }),
    ]);
  });

  it('shows a landings problem at the landings interval, keeps the text and sends nothing', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = open([{ ...rule, name: 'L', type: 1, hc: 100, cc: null }]);
    const interval = (await screen.findByRole('textbox', { name: '间隔(次)' })) as HTMLInputElement;
    await user.type(interval, '12abc');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    const item = interval.closest('.ant-form-item') as HTMLElement;
    expect(await within(item).findByText(i18n.t(LANDINGS_KEY, { name: 'L' }))).toBeTruthy();
    expect(item.className).toContain('ant-form-item-has-error');
    expect(interval.value).toBe('12abc');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
