import type { MaintainCtrlRow, MaintainItemRow } from '@hangar/domain/contracts/maintenance';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../account/test-support';
import { MaintainItemDialog } from './MaintainItemDialog';

// The maintenance item dialog's time-rule editor: the domain's rule checks shown at the field they name, rows
// added and removed, and the API body it submits.

function item(timerContent: MaintainItemRow['timerContent']): MaintainItemRow {
  return {
    id: 3,
    planeModel: 1,
    name: 'Engine oil',
    matModel: null,
    type: 1,
    content: 'Change the oil',
    timerContent,
    timerSource: 1,
    timeAlign: 0,
    sourceContent: [],
    subContent: [],
    pos: null,
    jobCardName: null,
    expireDateSet: null,
    remarks: null,
    disabled: 0,
    approved: 0,
    files: [],
    abilities: { update: true, delete: true, enable: true, disable: true, approve: true, deApprove: true },
    sorter: 1,
  };
}

const rule = { ho: null, hw: null, co: null, cw: null };

describe('TimeRuleEditor', { timeout: 60_000 }, () => {
  it('shows every rule problem at its field and submits nothing until they are fixed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <MaintainItemDialog<MaintainItemRow>
        kind="item"
        editing={{
          state: 'edit',
          record: item([
            { ...rule, name: 'A', type: 1, hc: 100, cc: null },
            { ...rule, name: 'A', type: 1, hc: null, cc: 'abc' },
            { ...rule, name: '', type: 0, hc: null, cc: null },
          ]),
        }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    // Duplicate name, bad calendar text, missing name, missing control mode.
    expect(await screen.findByText(/时控项名称 A 重复/)).toBeTruthy();
    expect(screen.getByText(/时控项A的日历间隔格式不正确/)).toBeTruthy();
    expect(screen.getByText('所有时控项必须命名')).toBeTruthy();
    expect(screen.getByText('时控项#3必须选择时控方式')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    // Remove the two faulty rows: what is left is valid and is what gets sent.
    const removeButtons = () => screen.getAllByRole('button', { name: '删除时控项' });
    await user.click(removeButtons()[2]);
    await user.click(removeButtons()[1]);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        name: 'Engine oil',
        type: 1,
        content: 'Change the oil',
        timerSource: 1,
        timeAlign: 0,
        timerContent: [
          {
            name: 'A',
            type: 1,
            hc: 100,
            ho: null,
            hw: null,
            cc: null,
            co: null,
            cw: null,
            lc: null,
            lo: null,
            lw: null,
          },
        ],
      }),
    ]);
  });

  it('adds an empty row that must be named and given a control mode', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <MaintainItemDialog<MaintainItemRow>
        kind="item"
        editing={{ state: 'edit', record: item([]) }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    expect(await screen.findByText('无时控项')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /添加时控项/ }));
    expect(screen.getAllByRole('textbox', { name: '名称' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('所有时控项必须命名')).toBeTruthy();
    expect(screen.getByText('时控项#1必须选择时控方式')).toBeTruthy();
    // Naming it clears the name message at once; the mode is still missing.
    const name = screen.getByRole('textbox', { name: '名称' });
    expect(name.closest('.ant-form-item')?.className).toContain('ant-form-item-has-error');
    await user.type(name, 'B');
    await waitFor(() => expect(name.closest('.ant-form-item')?.className).not.toContain('ant-form-item-has-error'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an over-long name with the limit message without cutting it, and shows the counter', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <MaintainItemDialog<MaintainItemRow>
        kind="item"
        editing={{ state: 'edit', record: item([{ ...rule, name: 'A', type: 1, hc: 100, cc: null }]) }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const name = (await screen.findByLabelText('时控名称')) as HTMLInputElement;
    const long = 'x'.repeat(201);
    await user.clear(name);
    await user.click(name);
    await user.paste(long);
    const ruleName = screen.getByRole('textbox', { name: '名称' }) as HTMLInputElement;
    await user.clear(ruleName);
    await user.click(ruleName);
    await user.paste('r'.repeat(51));
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('时控名称 不能超过 200 个字符')).toBeTruthy();
    expect(screen.getByText('时控项名称不能超过 50 个字符')).toBeTruthy();
    expect(name.value).toBe(long);
    expect(ruleName.value).toHaveLength(51);
    expect(screen.getByText('201 / 200')).toBeTruthy();
    expect(screen.getByText('51 / 50')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses letters and negative figures with the field’s message instead of dropping or clamping them', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    const ctrl = {
      ...item([{ ...rule, name: 'A', type: 1, hc: 100, cc: null }]),
      planeEntity: 5,
      maintainItemId: null,
      material: null,
      matSeri: null,
      curTimeItem: null,
      executeDate: null,
      executeHours: 10,
      executeLandings: null,
      initHours: null,
      due: {} as MaintainCtrlRow['due'],
      rulesDue: [],
    } satisfies MaintainCtrlRow;
    renderWithProviders(
      <MaintainItemDialog<MaintainCtrlRow>
        kind="ctrl"
        editing={{ state: 'edit', record: ctrl }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    const hours = (await screen.findByLabelText('执行小时')) as HTMLInputElement;
    await user.clear(hours);
    await user.type(hours, '-5');
    const interval = screen.getByRole('textbox', { name: '间隔(小时)' }) as HTMLInputElement;
    await user.clear(interval);
    await user.type(interval, '12abc');
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('数值格式不正确')).toBeTruthy();
    expect(screen.getByText('时控项A的小时间隔必须是大于0的数值')).toBeTruthy();
    await user.tab();
    expect(hours.value).toBe('-5');
    expect(interval.value).toBe('12abc');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the required item fields with the spec’s messages', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn(async () => undefined);
    renderWithProviders(
      <MaintainItemDialog<MaintainItemRow>
        kind="item"
        editing={{ state: 'add' }}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />,
    );
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('名称不能为空')).toBeTruthy();
    expect(screen.getByText('维修类型不能为空')).toBeTruthy();
    expect(screen.getByText('检修要求不能为空')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
