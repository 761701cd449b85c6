import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from './ConfirmDelete';
import { renderWithProviders } from './test-utils';

describe('ConfirmDelete', () => {
  it('asks 警告 / 确定要删除该记录? and deletes only after OK', async () => {
    const user = userEvent.setup();
    const onOk = vi.fn(async () => {});
    renderWithProviders(
      <ConfirmDelete onOk={onOk}>
        <Button>del</Button>
      </ConfirmDelete>,
    );
    await user.click(screen.getByRole('button', { name: 'del' }));
    expect((await screen.findAllByText('警告')).length).toBeGreaterThan(0);
    expect(screen.getByText('确定要删除该记录?')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });
});
