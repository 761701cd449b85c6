import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, ConfigProvider, DatePicker, Form, Input, Modal } from 'antd';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDialogKeyboard } from './dialog-keyboard';
import { EditorDialog } from './EditorDialog';
import { renderWithProviders } from './test-utils';

// Issue 31: the keyboard in dialogs — focus on the first field when one opens (not its close button), Tab kept
// inside, Enter in a field submits, focus back on the opener when it closes.

interface Values {
  code: string;
  name: string;
}

/** antd without motion: a dialog is open at once (jsdom never ends a CSS transition). */
const renderStill = (ui: ReactElement) =>
  renderWithProviders(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

let uninstall: () => void = () => {};
beforeEach(() => {
  uninstall = installDialogKeyboard(document);
});
afterEach(() => uninstall());

function Editor({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>新增</Button>
      <EditorDialog<Values> state="add" title="部门" open={open} onClose={() => setOpen(false)} onSubmit={onSubmit}>
        <Form.Item name="code" label="编号" rules={[{ required: true, message: '请输入编号' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
      </EditorDialog>
    </>
  );
}

describe('dialog keyboard', () => {
  it('opens on the first field; Enter in a field submits; closing gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderStill(<Editor onSubmit={onSubmit} />);
    const opener = screen.getByRole('button', { name: /新\s*增/ });
    await user.click(opener);
    const code = await screen.findByLabelText('编号');
    await waitFor(() => expect(document.activeElement).toBe(code));

    await user.keyboard('A-1');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('名称'));
    await user.keyboard('Hangar{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'A-1', name: 'Hangar' });
    await waitFor(() => expect(screen.queryByLabelText('编号')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('Enter with a required field empty shows its message and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderStill(<Editor onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('编号')));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('请输入编号')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the open dialog: on from its last button to its first element and back', async () => {
    const user = userEvent.setup();
    renderStill(<Editor onSubmit={async () => {}} />);
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('编号')));
    const ok = screen.getByRole('button', { name: /确\s*定/ });
    ok.focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(ok);
    const first = document.activeElement;
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(ok);
    expect(first).toBe(dialog.querySelector('.ant-modal-close'));
  });

  it('Enter in a dialog opened from the form (a portal) or in a search box does not submit the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    function Picker() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>选择</Button>
          <Modal open={open} title="选择航材" footer={null} onCancel={() => setOpen(false)}>
            <Input aria-label="件号" />
          </Modal>
        </>
      );
    }
    renderStill(
      <EditorDialog<Values> state="add" title="部门" open onClose={() => {}} onSubmit={onSubmit}>
        <Form.Item name="code" label="编号">
          <Input.Search />
        </Form.Item>
        {/* A second field: a lone field would be submitted by the browser's own implicit submission. */}
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
        <Form.Item label="航材">
          <Picker />
        </Form.Item>
      </EditorDialog>,
    );
    await user.type(await screen.findByLabelText('编号'), 'A{Enter}');
    await user.click(screen.getByRole('button', { name: /选\s*择/ }));
    await user.type(await screen.findByLabelText('件号'), 'PN{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('Enter in a date picker confirms the date and does not submit the form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => {});
    renderStill(
      <EditorDialog<{ day: unknown; name: string }>
        state="add"
        title="飞行记录"
        open
        onClose={() => {}}
        onSubmit={onSubmit}
      >
        <Form.Item name="day" label="日期">
          <DatePicker />
        </Form.Item>
        <Form.Item name="name" label="名称">
          <Input />
        </Form.Item>
      </EditorDialog>,
    );
    await user.type(await screen.findByLabelText('日期'), '2026-11-26{Enter}');
    await waitFor(() => expect(screen.getByLabelText('日期')).toHaveProperty('value', '2026-11-26'));
    expect(onSubmit).not.toHaveBeenCalled();
    // Enter in a text field still submits, with the date the picker took.
    await user.type(screen.getByLabelText('名称'), 'x{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
