import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { EditorDialog, SaveCancelled } from './EditorDialog';
import { renderWithProviders } from './test-utils';

interface Values {
  name: string;
}

function dialog(state: string, onSubmit: (values: Values) => Promise<unknown>, onClose = vi.fn()) {
  renderWithProviders(
    <EditorDialog<Values>
      state={state}
      title="部门"
      open
      onClose={onClose}
      onSubmit={onSubmit}
      initialValues={{ name: 'Line' }}
    >
      <Form.Item name="name" label="名称" rules={[{ required: true, message: '请输入部门名称' }]}>
        <Input />
      </Form.Item>
    </EditorDialog>,
  );
  return onClose;
}

const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

describe('EditorDialog', () => {
  it('shows 未知操作 instead of the form for a state other than add or edit', async () => {
    const onSubmit = vi.fn(async () => {});
    dialog('view', onSubmit);
    expect(await screen.findByText('未知操作')).toBeTruthy();
    expect(screen.queryByLabelText('名称')).toBeNull();
    expect(screen.queryByRole('button', { name: /确\s*定/ })).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values once while pending, then shows 创建成功 and closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onClose = dialog('add', onSubmit);
    await user.clear(await screen.findByLabelText('名称'));
    await user.type(screen.getByLabelText('名称'), 'Hangar 2');
    await user.click(okButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Hangar 2' });
    await waitFor(() => expect(okButton().hasAttribute('disabled')).toBe(true));
    await user.click(okButton()).catch(() => {});
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('创建成功')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('says 修改成功 after an edit', async () => {
    const user = userEvent.setup();
    dialog('edit', async () => {});
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  it('puts the server field errors on the matching items and stays open', async () => {
    const user = userEvent.setup();
    const onClose = dialog('add', async () => {
      throw new ApiError(409, 'CONFLICT', '部门名称已存在', [{ field: 'name', message: '部门名称已存在' }]);
    });
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    const explain = await waitFor(() => {
      const node = document.querySelector('.ant-form-item-explain-error');
      if (!node) throw new Error('no field error');
      return node;
    });
    expect(explain.textContent).toBe('部门名称已存在');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open and silent when the save is cancelled (SaveCancelled), and saves on the next try', async () => {
    const user = userEvent.setup();
    let cancel = true;
    const onSubmit = vi.fn(async () => {
      if (cancel) throw new SaveCancelled();
    });
    const onClose = dialog('edit', onSubmit);
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(okButton().hasAttribute('disabled')).toBe(false));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText('save cancelled')).toBeNull();
    expect(screen.queryByText('修改成功')).toBeNull();
    cancel = false;
    await user.click(okButton());
    expect(await screen.findByText('修改成功')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});
