import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, Form, Input } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogKeyboard } from '../../components/dialog-keyboard';
import { renderWithProviders } from '../../components/test-utils';
import { FormDialog } from './FormDialog';

// Issue 31: the account dialogs (change password, personal settings, ...) open on their first field and Enter in
// a field submits like OK.

let uninstall: () => void = () => {};
beforeEach(() => {
  uninstall = installDialogKeyboard(document);
});
afterEach(() => uninstall());

describe('FormDialog', () => {
  it('the account dialogs too: first field focused, Enter submits', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    function Account() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>修改密码</Button>
          <FormDialog title="修改密码" open={open} onClose={() => setOpen(false)} submit={submit} saving={false}>
            <Form layout="vertical">
              <Form.Item name="old" label="原密码">
                <Input.Password />
              </Form.Item>
            </Form>
          </FormDialog>
        </>
      );
    }
    renderWithProviders(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <Account />
      </ConfigProvider>,
    );
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('原密码')));
    await user.keyboard('secret{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
